/**
 * A game in play on this server: its state rebuilt from the store, the sockets that watch it,
 * and its serial queue. Every change goes through the queue; a move is checked by the engine,
 * stored with its sequence number (compare-and-set) and only then applied and sent, each socket
 * getting its own view. Bots, stand-ins and turn clocks act through the same queue.
 *
 * @example
 * const room = await GameRoom.load('g1', ctx);
 * room?.attach(client, undefined); // the client gets `welcome`, then every move as it is stored
 */
import {
  applyMove,
  decision,
  moveToText,
  playerView,
  validateMove,
  type CheckedMove,
  type GameState,
  type Move,
  type Result,
} from '@tnt/engine';
import type {
  BotLevel,
  GameSummary,
  MoveActor,
  MoveEvent,
  MoveMessage,
  WireError,
} from '@tnt/protocol';
import type { GameRow, StoredGame } from '../store/types.ts';
import { botSeed, checkBotMove, thinkFor } from './bot-turns.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { presenceOf, type Presence, type StandInReason } from './presence.ts';
import { fail, mayMove } from './refusals.ts';
import { SerialQueue } from './queue.ts';
import { rebuild, recordOf, type ServedRecord } from './rebuild.ts';
import { summarize } from './summary.ts';
import { Seating } from './seating.ts';
import { Watchers } from './watchers.ts';

/** After a bot's move could not be stored, the pause before it is asked again. */
const RETRY_MS = 1_000;

export class GameRoom {
  readonly id: string;
  readonly queue = new SerialQueue();
  private game: GameRow;
  private state: GameState;
  private events: MoveEvent[];
  private readonly seating: Seating;
  private readonly watchers = new Watchers();
  private readonly presence: Presence;
  /** The sequence number a bot is thinking at, or null. */
  private botAt: number | null = null;
  private closed = false;

  static async load(id: string, ctx: RoomContext): Promise<GameRoom | null> {
    const stored = await ctx.store.loadGame(id);
    if (!stored) return null;
    const ids = stored.seats.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
    const players = await ctx.store.playersByIds(ids);
    return new GameRoom(stored, new Map(players.map((p) => [p.id, p.name])), ctx);
  }

  private constructor(
    stored: StoredGame,
    names: Map<string, string>,
    private readonly ctx: RoomContext,
  ) {
    this.id = stored.game.id;
    this.game = stored.game;
    ({ state: this.state, events: this.events } = rebuild(stored));
    this.seating = new Seating(stored.seats, names);
    const onStandIn = (seat: number, reason: StandInReason): void => {
      this.background(() => {
        this.standIn(seat, reason);
      });
    };
    this.presence = presenceOf(stored.game, stored.seats.length, ctx.settings, onStandIn);
    this.afterChange();
  }

  get status(): GameRow['status'] {
    return this.game.status;
  }

  get seq(): number {
    return this.game.moveCount;
  }

  /** Nothing would be lost by unloading the room now (the store holds the rest). */
  get idle(): boolean {
    return (
      this.watchers.size === 0 &&
      this.queue.length === 0 &&
      this.botAt === null &&
      !this.presence.waiting
    );
  }

  seatOf(playerId: string): number | null {
    return this.seating.seatOf(playerId);
  }

  summary(): GameSummary {
    return summarize(this.game, this.state, this.seating, this.presence, this.ctx.settings);
  }

  record(): ServedRecord {
    return recordOf(
      this.game,
      this.events.map((e) => ({ seat: e.seat, move: moveToText(e.move) })),
    );
  }

  /** A socket joins: it gets the game, its view and the moves it missed since `since`. */
  attach(client: RoomClient, since: number | undefined, ref?: string | number): void {
    this.watchers.add(client);
    if (client.seat !== null && this.presence.connect(client.seat)) this.afterChange();
    this.resync(client, since, ref);
    this.broadcastSummary();
  }

  detach(client: RoomClient): void {
    if (!this.watchers.delete(client)) return;
    if (client.seat !== null) this.presence.disconnect(client.seat, this.status === 'playing');
    this.broadcastSummary();
  }

  resync(client: RoomClient, since: number | undefined, ref?: string | number): void {
    this.watchers.welcome(client, this.summary(), this.state, this.events, since, ref);
  }

  /** A move from a socket; resolves to the move's sequence number, or the reason it was refused. */
  submit(
    client: RoomClient,
    message: MoveMessage,
    receivedAt: number,
  ): Promise<Result<number, WireError>> {
    return this.queue.run(async () => {
      const allowed = mayMove(client.seat, this.status, message.seq, this.seq);
      if (!allowed.ok) return allowed;
      const seat = allowed.value;
      const checked = validateMove(this.state, seat, message.move);
      if (!checked.ok) return checked;
      const back = this.presence.sendHome(seat);
      const result = await this.commit(checked.value, 'player', receivedAt);
      if (back) this.broadcastSummary();
      return result;
    });
  }

  /** The seat's player says they are back: a bot standing in for them stops. */
  comeBack(client: RoomClient): Result<null, WireError> {
    if (client.seat === null) return fail('ERR_SPECTATOR', 'a spectator has no seat to return to');
    if (this.presence.sendHome(client.seat)) {
      this.afterChange();
      this.broadcastSummary();
    }
    return { ok: true, value: null };
  }

  /** A player takes a seat (a free one, or the one asked for): the seat, or why not. */
  join(playerId: string, name: string, seat?: number): Promise<Result<number, WireError>> {
    return this.queue.run(async () => {
      const take = (chosen: number): Promise<boolean> =>
        this.ctx.store.takeSeat(this.id, chosen, playerId);
      const claimed = await this.seating.claim(playerId, name, seat, this.status, take);
      if (!claimed.ok) return claimed;
      if (this.status === 'open' && this.seating.full) await this.start();
      this.broadcastSummary();
      return claimed;
    });
  }

  close(): void {
    this.closed = true;
    this.presence.stop();
  }

  private async start(): Promise<void> {
    const next = decision(this.state);
    const progress = { status: 'playing', decisionSeat: next?.seat ?? null } as const;
    await this.ctx.store.setProgress(this.id, progress, Date.now());
    this.game = { ...this.game, ...progress };
    this.afterChange();
  }

  /** Stores the move, then applies it and tells every socket; nothing changes if storing fails. */
  private async commit(
    checked: CheckedMove,
    by: MoveActor,
    receivedAt: number | null,
  ): Promise<Result<number, WireError>> {
    const next = applyMove(this.state, checked);
    const seq = this.seq + 1;
    const awaited = decision(next);
    const progress = {
      status: awaited === null ? 'over' : 'playing',
      decisionSeat: awaited?.seat ?? null,
    } as const;
    const at = Date.now();
    const row = { seq, seat: checked.seat, move: moveToText(checked.move), by, at };
    let stored: boolean;
    try {
      stored = await this.ctx.store.appendMove(this.id, row, progress);
    } catch (error) {
      this.ctx.log.error({ err: error, game: this.id, seq }, 'storing a move failed');
      return fail('ERR_INTERNAL', 'the move could not be stored; nothing changed');
    }
    // Another writer took the number (another node): the store is the truth, so reload.
    if (!stored) {
      await this.reload();
      return fail('ERR_STALE', 'another move came first; sync and try again');
    }
    this.state = next;
    this.game = { ...this.game, ...progress, moveCount: seq, updatedAt: at };
    const event: MoveEvent = { seq, seat: checked.seat, move: checked.move, by };
    this.events.push(event);
    this.afterChange();
    this.watchers.moved(this.state, event, this.presence.deadline);
    if (progress.status === 'over') {
      this.watchers.over(this.id, seq, this.summary().scores!);
      this.ctx.log.info({ game: this.id, moves: seq }, 'game over');
    }
    const latency = receivedAt === null ? null : (performance.now() - receivedAt) / 1000;
    this.ctx.metrics.moveStored(by, latency);
    return { ok: true, value: seq };
  }

  private async reload(): Promise<void> {
    const stored = await this.ctx.store.loadGame(this.id);
    if (!stored) return;
    this.game = stored.game;
    ({ state: this.state, events: this.events } = rebuild(stored));
    this.seating.update(stored.seats);
    for (const client of this.watchers) this.resync(client, undefined);
    this.afterChange();
  }

  /** Who decides for a seat now: a bot level (the seat's bot or a stand-in), or null for its player. */
  private controller(seat: number): BotLevel | null {
    const bot = this.seating.botOf(seat);
    if (bot !== null) return bot;
    return this.presence.isStandIn(seat) ? this.ctx.settings.standInBot : null;
  }

  /** After any change: the clocks, the grace periods, and a bot's turn if a bot decides. */
  private afterChange(): void {
    if (this.closed || this.status !== 'playing') {
      this.presence.stop();
      return;
    }
    for (const seat of this.seating.humanSeats()) this.presence.watch(seat, true);
    const awaited = decision(this.state);
    const level = awaited === null ? null : this.controller(awaited.seat);
    this.presence.clock(this.state.turn, awaited?.seat ?? null, level === null);
    if (awaited !== null && level !== null) this.askBot(awaited.seat, level);
  }

  private askBot(seat: number, level: BotLevel): void {
    const at = this.seq;
    if (this.botAt === at) return;
    this.botAt = at;
    const seed = botSeed(this.game.seed, seat);
    void thinkFor(this.ctx, level, seed, playerView(this.state, seat)).then((move) => {
      this.background(() => this.botMoved(at, seat, move, seed));
    });
  }

  private async botMoved(at: number, seat: number, move: Move, seed: string): Promise<void> {
    if (this.botAt === at) this.botAt = null;
    // The game moved on (the player came back and moved) or is no longer the bot's to play.
    if (this.closed || this.seq !== at || this.status !== 'playing') return;
    const level = this.controller(seat);
    if (level === null) return;
    const checked = checkBotMove(this.ctx, this.id, this.state, seat, move, seed);
    const by = this.seating.botOf(seat) ? 'bot' : 'stand-in';
    const result = checked.ok ? await this.commit(checked.value, by, null) : checked;
    // A move that could not be stored is tried again shortly, so that the game never stalls.
    if (!result.ok && this.seq === at) {
      const retry = (): void => {
        this.background(() => {
          this.afterChange();
        });
      };
      setTimeout(retry, RETRY_MS).unref();
    }
  }

  /** A change nobody waits for (a timer's, a bot's): its failure is logged, never thrown. */
  private background(task: () => Promise<void> | void): void {
    this.queue.run(task).catch((error: unknown) => {
      this.ctx.log.error({ err: error, game: this.id }, 'a background change failed');
    });
  }

  private standIn(seat: number, reason: StandInReason): void {
    this.ctx.log.info({ game: this.id, seat, reason }, 'a bot stands in for an absent player');
    this.afterChange();
    this.broadcastSummary();
  }

  private broadcastSummary(): void {
    this.watchers.game(() => this.summary());
  }
}
