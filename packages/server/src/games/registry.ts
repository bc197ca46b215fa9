/**
 * The games this server holds in memory: created here, loaded from the store on first use, kept
 * while anyone watches or anything may act on them (a bot, a turn clock), unloaded when idle.
 * After a restart, the games that go on without a socket (bots to move, clocks to run) are
 * loaded again in the background, so an interrupted game resumes by itself.
 *
 * @example
 * const created = await games.create(player, body);
 * const room = await games.get(created.ok ? created.value.room.id : 'g1');
 */
import { randomBytes } from 'node:crypto';
import { createGame, decision, type Result } from '@tnt/engine';
import { protocolError, type CreateGameBody, type WireError } from '@tnt/protocol';
import { newId } from '../identity/identity.ts';
import type { PlayerRow, SeatRow } from '../store/types.ts';
import type { RoomContext } from './context.ts';
import { GameRoom } from './room.ts';

/** Games resumed after a restart at most (the rest load when someone opens them). */
const RESUME_LIMIT = 10_000;

export class GameRegistry {
  private readonly rooms = new Map<string, GameRoom>();
  private readonly loading = new Map<string, Promise<GameRoom | null>>();
  /** Rooms found idle at the last sweep: unloaded if still idle at the next. */
  private readonly idle = new Set<string>();

  constructor(private readonly ctx: RoomContext) {}

  /** The game, loaded if need be; null if there is no such game. */
  async get(id: string): Promise<GameRoom | null> {
    const room = this.rooms.get(id);
    if (room) return room;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = GameRoom.load(id, this.ctx).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    const loaded = await pending;
    if (loaded && !this.rooms.has(id)) this.rooms.set(id, loaded);
    return this.rooms.get(id) ?? loaded;
  }

  async create(
    creator: PlayerRow,
    body: CreateGameBody,
  ): Promise<Result<{ room: GameRoom; seat: number | null }, WireError>> {
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
    const id = newId();
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
        createdAt: Date.now(),
      },
      seats,
    });
    const room = await this.get(id);
    if (!room) throw new Error(`game ${id} was not stored`);
    this.ctx.log.info({ game: id, options: body.options, mode: body.mode }, 'game created');
    return { ok: true, value: { room, seat: seat.value } };
  }

  /** Loads the running games that move on without anyone connected. */
  async resume(): Promise<number> {
    const rows = await this.ctx.store.gamesWithStatus('playing', RESUME_LIMIT);
    let resumed = 0;
    for (const { game, seats } of rows) {
      const acts =
        game.mode === 'live' || game.turnSeconds !== null || seats.some((s) => s.kind === 'bot');
      if (!acts) continue;
      try {
        await this.get(game.id);
        resumed++;
      } catch (error) {
        this.ctx.log.error({ err: error, game: game.id }, 'a stored game does not replay');
      }
    }
    return resumed;
  }

  /** Unloads the rooms idle at this sweep and the one before. */
  sweep(): void {
    for (const [id, room] of this.rooms) {
      if (!room.idle) {
        this.idle.delete(id);
      } else if (this.idle.has(id)) {
        room.close();
        this.rooms.delete(id);
        this.idle.delete(id);
      } else {
        this.idle.add(id);
      }
    }
  }

  get loaded(): readonly GameRoom[] {
    return [...this.rooms.values()];
  }

  counts(): { loaded: number; open: number; playing: number; over: number } {
    const counts = { loaded: this.rooms.size, open: 0, playing: 0, over: 0 };
    for (const room of this.rooms.values()) counts[room.status]++;
    return counts;
  }

  /** Waits for every queued change to finish, then stops every timer. */
  async close(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.queue.run(() => undefined)));
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
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
