/**
 * The games this server holds in memory: created here, loaded from the store on first use, kept
 * while anyone watches or anything may act on them (a bot, a turn clock), unloaded when idle.
 *
 * In a cluster each loaded game listens to the bus for the other nodes' events, and the registry
 * keeps this node's claims: on every heartbeat it renews them, takes over the games whose claims
 * lapsed (a node died), and tells the other nodes who sits at its sockets. After a restart, the
 * games this node held, and the ones nobody holds, are loaded again, so an interrupted game
 * resumes by itself. When the bus comes back after an outage, every loaded game is reloaded from
 * the store, which holds every move that any node acknowledged.
 *
 * A game whose stored moves no longer replay is damaged (damaged.ts): it is logged once, remembered,
 * and refused fast from then on (`find` answers ERR_GAME_DAMAGED), so that one bad game never
 * takes a list of games, or the heartbeat, down with it.
 *
 * @example
 * const created = await games.create(player, body);
 * const room = await games.get(created.ok ? created.value.room.id : 'g1');
 */
import { randomBytes } from 'node:crypto';
import { createGame, decision, type Result } from '@tnt/engine';
import { protocolError, type CreateGameBody, type WireError } from '@tnt/protocol';
import type { BusEvent } from '../bus/types.ts';
import { newId } from '../identity/identity.ts';
import { rankedBotRefusal } from '../ratings/ranked-bots.ts';
import { rankedRefusal } from '../ratings/ranked-rules.ts';
import type { PlayerRow, SeatRow } from '../store/types.ts';
import type { RoomContext } from './context.ts';
import {
  DEFAULT_LIMITS,
  overLimit,
  PerPlayerQueue,
  type GameLimits,
  type NewGameKind,
} from './limits.ts';
import { DamagedGameError, damagedGame } from './damaged.ts';
import { GameRoom } from './room.ts';

/** Games taken over from lapsed claims at one heartbeat at most (the rest at the next ones). */
const TAKEOVER_BATCH = 200;

export class GameRegistry {
  private readonly rooms = new Map<string, GameRoom>();
  private readonly loading = new Map<string, Promise<GameRoom | null>>();
  /** Events that arrived while their game was loading: applied once it is. */
  private readonly early = new Map<string, BusEvent[]>();
  /** Rooms found idle at the last sweep: unloaded if still idle at the next. */
  private readonly idle = new Set<string>();
  private beating: Promise<void> | null = null;
  /** Each player's creations, one at a time: the caps are counted before each. */
  private readonly creating = new PerPlayerQueue();
  /** Games whose stored moves do not replay, with the reason (logged once, when found). */
  private readonly damaged = new Map<string, string>();

  constructor(
    private readonly ctx: RoomContext,
    private readonly limits: GameLimits = DEFAULT_LIMITS,
  ) {
    ctx.bus.onReconnect(() => {
      ctx.log.info({ games: this.rooms.size }, 'the event bus is back: reloading games');
      for (const room of this.rooms.values()) {
        room.catchUp().catch((error: unknown) => {
          ctx.log.error({ err: error, game: room.id }, 'reloading a game failed');
        });
      }
    });
  }

  /**
   * The game, loaded if need be; null if there is no such game. Throws DamagedGameError for a
   * damaged game, and the store's error if the store fails.
   */
  async get(id: string): Promise<GameRoom | null> {
    const room = this.rooms.get(id);
    if (room) return room;
    const damage = this.damaged.get(id);
    if (damage !== undefined) throw new DamagedGameError(id, damage);
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private async load(id: string): Promise<GameRoom | null> {
    // Listen before reading the store, so that no move stored meanwhile goes unheard.
    const early: BusEvent[] = [];
    this.early.set(id, early);
    try {
      await this.listen(id);
      const room = await GameRoom.load(id, this.ctx).catch(async (error: unknown) => {
        await this.unlisten(id);
        if (error instanceof DamagedGameError) this.isolate(error);
        throw error;
      });
      if (!room) {
        await this.unlisten(id);
        return null;
      }
      this.rooms.set(id, room);
      for (const event of early) room.onBusEvent(event);
      await room.takeClaim();
      return room;
    } finally {
      this.early.delete(id);
    }
  }

  /** The game, or the error a client gets: ERR_GAME_NOT_FOUND or ERR_GAME_DAMAGED. */
  async find(id: string): Promise<Result<GameRoom, WireError>> {
    try {
      const room = await this.get(id);
      if (room) return { ok: true, value: room };
      return { ok: false, error: protocolError('ERR_GAME_NOT_FOUND', 'no such game') };
    } catch (error) {
      if (error instanceof DamagedGameError) return { ok: false, error: damagedGame };
      throw error;
    }
  }

  /**
   * The games of a list that can be served, in its order: missing and damaged games are left out
   * (a damaged game is logged once, when found); a failing store fails the whole list.
   */
  async servable(ids: readonly string[]): Promise<GameRoom[]> {
    const found = await Promise.all(ids.map((id) => this.find(id)));
    return found.flatMap((room) => (room.ok ? [room.value] : []));
  }

  get damagedCount(): number {
    return this.damaged.size;
  }

  private isolate(error: DamagedGameError): void {
    if (this.damaged.has(error.gameId)) return;
    this.damaged.set(error.gameId, error.reason);
    // A fault of the game's data, not of the code: the reason says all, a stack would not.
    this.ctx.log.error(
      { game: error.gameId, reason: error.reason },
      'a stored game is damaged (it cannot be read, or does not replay): it is left out and ' +
        'refused until the server restarts',
    );
  }

  private deliver(id: string, event: BusEvent): void {
    const room = this.rooms.get(id);
    if (room) room.onBusEvent(event);
    else this.early.get(id)?.push(event);
  }

  private async listen(id: string): Promise<void> {
    try {
      await this.ctx.bus.subscribe(id, (event) => {
        this.deliver(id, event);
      });
    } catch (error) {
      // The game is served from the store all the same; it catches up when the bus is back.
      this.ctx.log.warn({ err: error, game: id }, 'listening to the event bus failed');
    }
  }

  private async unlisten(id: string): Promise<void> {
    try {
      await this.ctx.bus.unsubscribe(id);
    } catch (error) {
      this.ctx.log.warn({ err: error, game: id }, 'leaving the event bus failed');
    }
  }

  /**
   * Creates a game for `creator`, within the caps on their games and, ranked, with bots near
   * their rating. `fromQueue`: a game the Play now queue starts, whose players were checked when
   * they joined the queue and whose bots the queue chose near them all. `id`: the new game's id
   * when the caller must know it beforehand (a rematch's, derived from the game it follows).
   */
  async create(
    creator: PlayerRow,
    body: CreateGameBody,
    fromQueue = false,
    id: string = newId(),
  ): Promise<Result<{ room: GameRoom; seat: number | null }, WireError>> {
    const refusal =
      rankedRefusal(body) ??
      (fromQueue ? null : await rankedBotRefusal(this.ctx.store, creator.id, body));
    if (refusal) return { ok: false, error: refusal };
    const seed = randomBytes(18).toString('base64url');
    const created = createGame({ options: body.options, seed });
    if (!created.ok) return created;
    const seat = creatorSeat(body);
    if (!seat.ok) return seat;
    const seats: SeatRow[] = body.seats.map((spec, i) => ({
      seat: i,
      kind: spec.kind,
      bot: spec.kind === 'bot' ? spec.bot : null,
      playerId: i === seat.value ? creator.id : null,
    }));
    const full = seats.every((s) => s.kind === 'bot' || s.playerId !== null);
    const actsByItself = body.mode === 'live' || body.turnSeconds !== null;
    const kind = { open: !full, alone: seat.value === null || (full && actsByItself) };
    const refused = await this.creating.run(creator.id, async () => {
      const over = fromQueue ? null : await this.overCaps(creator.id, kind);
      if (over) return over;
      await this.ctx.store.createGame({
        game: {
          id,
          options: body.options,
          seed,
          mode: body.mode,
          turnSeconds: body.turnSeconds,
          status: full ? 'playing' : 'open',
          decisionSeat: full ? (decision(created.value)?.seat ?? null) : null,
          createdBy: creator.id,
          createdAt: this.ctx.clock.now(),
          chat: body.chat,
          undo: body.undo,
          hints: body.hints ?? !body.ranked,
          ranked: body.ranked,
        },
        seats,
      });
      return null;
    });
    if (refused) return refused;
    const room = await this.get(id);
    if (!room) throw new Error(`game ${id} was not stored`);
    this.ctx.log.info({ game: id, options: body.options, mode: body.mode }, 'game created');
    return { ok: true, value: { room, seat: seat.value } };
  }

  /** The refusal if a game of this kind would pass one of the creator's caps; null if not. */
  async overCaps(creatorId: string, kind: NewGameKind): Promise<Result<never, WireError> | null> {
    return overLimit(await this.ctx.store.unfinishedGamesBy(creatorId), kind, this.limits);
  }

  /**
   * One beat of the cluster's clock (also the first thing after a start): renews this node's
   * claims (the rooms follow what it holds), takes over games whose claims lapsed, and tells
   * the other nodes who sits at this node's sockets. Returns the games taken over.
   */
  heartbeat(): Promise<number> {
    if (this.beating) return this.beating.then(() => 0);
    let taken = 0;
    const beat = (async () => {
      const held = await this.ctx.claims.renew();
      // (What the keeper holds now: a claim taken since the renewal counts too.)
      for (const room of this.rooms.values()) this.setHolder(room, this.ctx.claims.holds(room.id));
      // Games this node held before a restart, then games nobody holds.
      const mine = held.filter((id) => !this.rooms.has(id));
      const orphans = await this.ctx.claims.takeOver(TAKEOVER_BATCH);
      for (const id of [...mine, ...orphans]) {
        if (this.damaged.has(id)) continue;
        try {
          const room = await this.get(id);
          if (room) {
            this.setHolder(room, this.ctx.claims.holds(id));
            taken++;
          }
        } catch (error) {
          // A damaged game keeps this node's claim, so that no other node takes it up again
          // and again; it was logged when found. Any other failure is the store's: tried again.
          if (!(error instanceof DamagedGameError)) {
            this.ctx.log.error({ err: error, game: id }, 'loading a game failed');
            await this.ctx.claims.release(id);
          }
        }
      }
      for (const room of this.rooms.values()) {
        room.pruneReports();
        if (room.isHolder || !room.idle) room.announce();
      }
    })();
    this.beating = beat.finally(() => {
      this.beating = null;
    });
    return this.beating.then(() => taken);
  }

  private setHolder(room: GameRoom, holder: boolean): void {
    room.queue
      .run(() => {
        room.setHolder(holder);
      })
      .catch((error: unknown) => {
        this.ctx.log.error({ err: error, game: room.id }, 'changing the holder failed');
      });
  }

  /** Unloads the rooms idle at this sweep and the one before. */
  sweep(): void {
    for (const [id, room] of this.rooms) {
      if (!room.idle) {
        this.idle.delete(id);
      } else if (this.idle.has(id)) {
        this.unload(room);
      } else {
        this.idle.add(id);
      }
    }
  }

  private unload(room: GameRoom): void {
    room.close();
    this.rooms.delete(room.id);
    this.idle.delete(room.id);
    void this.unlisten(room.id);
    void this.ctx.claims.release(room.id);
  }

  /** The identity's mutes changed: its sockets in every loaded room get them. */
  async mutesChanged(playerId: string): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.chat.mutesChanged(playerId)));
  }

  /** The player's name changed: every loaded room they sit in shows the new one. */
  async renamed(playerId: string, name: string): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.renamed(playerId, name)));
  }

  get loaded(): readonly GameRoom[] {
    return [...this.rooms.values()];
  }

  counts(): { loaded: number; open: number; playing: number; over: number } {
    const counts = { loaded: this.rooms.size, open: 0, playing: 0, over: 0 };
    for (const room of this.rooms.values()) counts[room.status]++;
    return counts;
  }

  /** Waits for every queued change to finish, stops every timer and gives up every claim. */
  async close(): Promise<void> {
    await this.beating;
    await Promise.all([...this.rooms.values()].map((room) => room.queue.run(() => undefined)));
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
    await this.ctx.claims.releaseAll();
  }
}

function creatorSeat(body: CreateGameBody): Result<number | null, WireError> {
  if (body.seat === null) return { ok: true, value: null };
  if (body.seat === undefined) {
    const first = body.seats.findIndex((s) => s.kind === 'human');
    return { ok: true, value: first < 0 ? null : first };
  }
  const spec = body.seats[body.seat];
  if (spec === undefined) {
    return {
      ok: false,
      error: protocolError('ERR_NO_SUCH_SEAT', `there is no seat ${body.seat + 1}`),
    };
  }
  return spec.kind === 'human'
    ? { ok: true, value: body.seat }
    : { ok: false, error: protocolError('ERR_SEAT_TAKEN', `seat ${body.seat + 1} is a bot's`) };
}
