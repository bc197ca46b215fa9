/**
 * A game in play on this server: its state rebuilt from the store, the sockets that watch it,
 * and its serial queue. Every change goes through the queue; a move is checked by the engine,
 * stored with its sequence number (compare-and-set) and only then applied and sent, each socket
 * getting its own view. Bots, stand-ins and turn clocks act through the same queue.
 *
 * In a cluster, the same game may be loaded on several nodes, each serving its own sockets: a
 * move stored by one is published on the bus and applied by the others (`onBusEvent`); a move
 * that loses the compare-and-set to another node's makes this node reload from the store. Only
 * the node holding the game's claim runs its bots and timers (`setHolder`). The link to the
 * other nodes (the claim, the bus, the announcements) is `ClusterLink`; the time is the
 * context's clock.
 *
 * @example
 * const room = await GameRoom.load('g1', ctx);
 * room?.attach(client, undefined); // the client gets `welcome`, then every move as it is stored
 */
import {
  applyWithEffects,
  decision,
  isReversible,
  moveFromText,
  moveToText,
  playerView,
  validateMove,
  type CheckedMove,
  type GameState,
  type Move,
  type Result,
  type UndoHistory,
} from '@tnt/engine';
import type {
  BotLevel,
  ChatLine,
  ChatMessage,
  GameSummary,
  MoveActor,
  FullMoveEvent,
  MoveMessage,
  MuteMessage,
  PlayerInfo,
  UndoMessage,
  WireError,
} from '@tnt/protocol';
import type { BusEvent, PresenceEvent } from '../bus/types.ts';
import { RankedRoom } from '../ratings/ranked-room.ts';
import type { GameRow, StoredGame, TurnClock } from '../store/types.ts';
import { botSeed, checkBotMove, paceOf, thinkFor } from './bot-turns.ts';
import { TableChat } from './chat.ts';
import { actsAlone } from './claims.ts';
import { ClusterLink } from './cluster-link.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { presenceOf, type Presence, type StandInReason } from './presence.ts';
import { fail, mayMove } from './refusals.ts';
import { SerialQueue } from './queue.ts';
import { rebuild, recordOf, type ServedRecord } from './rebuild.ts';
import { summarize } from './summary.ts';
import { Seating } from './seating.ts';
import { Watchers } from './watchers.ts';
import { checkUndo } from './undo.ts';
import { undoText, undoneCount } from './undo-rows.ts';

/** After a bot's move could not be stored, the pause before it is asked again. */
const RETRY_MS = 1_000;

export class GameRoom {
  readonly id: string;
  readonly queue = new SerialQueue();
  private game: GameRow;
  private state: GameState;
  private events: FullMoveEvent[];
  /** Which of the moves that count a seat may still take back, and the undos so far. */
  private history: UndoHistory;
  /** The sequence number of the last undo (0: none): a client behind it gets a fresh view. */
  private lastUndo = 0;
  private readonly seating: Seating;
  private readonly watchers = new Watchers();
  private readonly presence: Presence;
  /** The sequence number a bot is thinking at, or null. */
  private botAt: number | null = null;
  private readonly link: ClusterLink;
  private readonly chat: TableChat;
  /** A ranked game's abandoned seats (issue 17); null for a game that is not ranked. */
  private ranked: RankedRoom | null = null;
  private closed = false;

  static async load(id: string, ctx: RoomContext): Promise<GameRoom | null> {
    const stored = await ctx.store.loadGame(id);
    if (!stored) return null;
    const room = new GameRoom(stored, await namesOf(ctx, stored), ctx);
    await room.chat.load();
    room.presence.resumeAbsences(await ctx.store.social.absences(id));
    room.ranked = await RankedRoom.of(ctx.store, stored, room.events);
    if (room.status === 'over') room.recordResult();
    return room;
  }

  private constructor(
    stored: StoredGame,
    names: Map<string, string>,
    private readonly ctx: RoomContext,
  ) {
    this.id = stored.game.id;
    this.link = new ClusterLink(this.id, ctx);
    this.game = stored.game;
    ({
      state: this.state,
      events: this.events,
      history: this.history,
      lastUndo: this.lastUndo,
    } = rebuild(stored));
    this.seating = new Seating(stored.seats, names);
    this.chat = new TableChat(this.id, stored.game.chat, ctx);
    this.presence = presenceOf(
      stored.game,
      stored.seats.length,
      ctx.settings,
      {
        onStandIn: (seat: number, reason: StandInReason): void => {
          this.background(() => {
            this.standIn(seat, reason);
          });
        },
        onClock: (clock) => {
          this.storeClock(clock);
        },
        onAbsence: (seat, since) => {
          this.storeAbsence(seat, since);
        },
      },
      ctx.clock,
    );
    // Nothing acts until the claim is taken (`setHolder`); the stored clock is honoured then.
    this.presence.act(false);
    this.presence.resumeClock(stored.game.turnClock);
  }

  get status(): GameRow['status'] {
    return this.game.status;
  }

  get seq(): number {
    return this.game.moveCount;
  }

  /** Whether some node must act on this game even with no socket open (bots, clocks, live). */
  get actsAlone(): boolean {
    return actsAlone(this.game, this.seating.rows);
  }

  get isHolder(): boolean {
    return this.link.isHolder;
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

  /**
   * The player's seat, looked up in the store if this node has not heard of it yet (the player
   * took it through another node a moment ago).
   */
  async seatFor(playerId: string): Promise<number | null> {
    const seat = this.seating.seatOf(playerId);
    if (seat !== null || this.status === 'over') return seat;
    await this.queue.run(() => this.reload());
    return this.seating.seatOf(playerId);
  }

  /** This node took or lost the game's claim: it starts or stops playing the bots and clocks. */
  setHolder(holder: boolean): void {
    if (this.closed || !this.link.hold(holder)) return;
    this.presence.act(holder);
    this.afterChange();
    this.announce();
    this.broadcastSummary();
  }

  /** Takes the game's claim if it acts on its own; whether this node holds it. */
  async takeClaim(): Promise<boolean> {
    if (!this.actsAlone) return false;
    const held = await this.link.claim();
    await this.queue.run(() => {
      this.setHolder(held);
    });
    return held;
  }

  /** An event from another node: a move it stored, a change to reload, who is at its sockets. */
  onBusEvent(event: BusEvent): void {
    if (event.type === 'presence') {
      this.heard(event);
      return;
    }
    if (event.type === 'chat') {
      this.chat.heard(event.line);
      return;
    }
    this.background(async () => {
      if (event.type === 'changed') return this.reload();
      if (event.seq <= this.seq) return;
      const undone = undoneCount(event.move);
      if (undone !== null) {
        if (event.seq !== this.seq + 1) return this.reload();
        if (!this.takeBack(event.seat, undone, event.seq, this.ctx.clock.now())) {
          return this.reload();
        }
        return;
      }
      const parsed = moveFromText(event.move);
      const checked = parsed.ok ? validateMove(this.state, event.seat, parsed.value) : parsed;
      // A gap (an event lost) or a move that does not follow: the store has the truth.
      if (event.seq !== this.seq + 1 || !checked.ok) return this.reload();
      const { seat, move } = checked.value;
      const { state, effects } = applyWithEffects(this.state, checked.value);
      const moved = { seq: event.seq, seat, move, by: event.by, effects };
      this.advance(state, moved, this.ctx.clock.now(), checked.value.code);
      if (event.by === 'player' && this.presence.sendHome(event.seat)) this.changedPresence();
    });
  }

  /**
   * A client has seen moves up to `seq`: if this node has not (an event from a node that died
   * is late or lost), it reloads the game from the store before answering.
   */
  async catchUpTo(seq: number | undefined): Promise<void> {
    if (seq === undefined || seq <= this.seq || this.status === 'over') return;
    await this.queue.run(() => (seq > this.seq ? this.reload() : undefined));
  }

  /** Reloads the game from the store (the bus was down: events may have been lost). */
  catchUp(): Promise<void> {
    return this.queue.run(() => this.reload());
  }

  /** Tells the other nodes who is at this node's sockets (and, from the holder, the stand-ins). */
  announce(): void {
    if (!this.closed) this.link.announce(this.presence);
  }

  /** Forgets other nodes' reports that are too old (a node died); seats may have left. */
  pruneReports(): void {
    if (this.presence.prune()) this.changedPresence();
  }

  summary(): GameSummary {
    const base = summarize(this.game, this.state, this.seating, this.presence, this.ctx.settings);
    return this.ranked?.summary(base, this.ctx.settings.standInBot) ?? base;
  }

  record(): ServedRecord {
    return recordOf(
      this.game,
      this.events.map((e) => ({ seat: e.seat, move: moveToText(e.move) })),
      this.history.undos,
    );
  }

  /** A socket joins: it gets the game, its view and the moves it missed since `since`. */
  attach(client: RoomClient, since: number | undefined, ref?: string | number): void {
    this.watchers.add(client);
    this.chat.join(client);
    if (client.seat !== null && this.presence.connect(client.seat)) this.afterChange();
    this.resync(client, since, ref);
    this.broadcastSummary();
    if (client.seat !== null) this.announce();
    if (client.seat !== null) this.broadcastPresence();
  }

  detach(client: RoomClient): void {
    if (!this.watchers.delete(client)) return;
    this.chat.forget(client);
    if (client.seat !== null) this.presence.disconnect(client.seat, this.status === 'playing');
    this.broadcastSummary();
    if (client.seat !== null) this.announce();
    if (client.seat !== null) this.broadcastPresence();
  }

  resync(client: RoomClient, since: number | undefined, ref?: string | number): void {
    const chat = this.chat.stateFor(client);
    // Moves taken back since `since` cannot be told as missed moves: the client starts afresh.
    const after = since !== undefined && since < this.lastUndo ? undefined : since;
    const undoable = this.undoableFor(client.seat);
    const { state, events } = this;
    this.watchers.welcome(client, this.summary(), state, events, after, ref, chat, undoable);
  }

  /** Loads the chat identity of a socket about to join (its mutes and read mark). */
  prepareChat(client: RoomClient, player: PlayerInfo | null): Promise<void> {
    return this.chat.prepare(client, player);
  }

  /** A chat line from a socket: stored, sent to the table and to the other nodes. */
  async say(client: RoomClient, message: ChatMessage): Promise<Result<ChatLine, WireError>> {
    const said = await this.chat.say(client, message);
    if (said.ok) await this.link.chat(said.value);
    return said;
  }

  /** Mutes or unmutes a player of this table (by seat) or any identity (by id). */
  mute(client: RoomClient, message: MuteMessage): Promise<Result<null, WireError>> {
    const target =
      message.seat === undefined ? message.player : this.seating.playerOf(message.seat)?.id;
    if (target === undefined) {
      return Promise.resolve(fail('ERR_CHAT_NO_SUCH_PLAYER', 'no player holds that seat'));
    }
    return this.chat.mute(client, target, message.muted);
  }

  /** Marks the chat read up to a line for the socket's identity. */
  markRead(client: RoomClient, upTo: number): Promise<Result<null, WireError>> {
    return this.chat.read(client, upTo);
  }

  /** Whether the players' chat goes into the record (the game's `chat.record` option). */
  get chatInRecord(): boolean {
    return this.chat.inRecord;
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
      const stays = this.ranked?.refuse(seat);
      if (stays?.ok === false) return stays;
      const checked = validateMove(this.state, seat, message.move);
      if (!checked.ok) return checked;
      const back = this.presence.sendHome(seat);
      const result = await this.commit(checked.value, 'player', receivedAt);
      if (back) this.broadcastSummary();
      return result;
    });
  }

  /**
   * An undo from a socket (issue 15): the seat's own reversible moves since its last
   * irreversible one are taken back, stored as the next event, and every socket gets its new view.
   * Resolves to the undo's sequence number, or the reason it was refused (nothing changed).
   */
  undo(client: RoomClient, message: UndoMessage): Promise<Result<number, WireError>> {
    return this.queue.run(async () => {
      const checked = checkUndo(client.seat, this.game, message, this.history);
      if (!checked.ok) return checked;
      const stays = this.ranked?.refuse(checked.value.seat);
      if (stays?.ok === false) return stays;
      const { seat, moves } = checked.value;
      const seq = this.seq + 1;
      const at = this.ctx.clock.now();
      const row = { seq, seat, move: undoText(moves), by: 'player', at } as const;
      const progress = { status: 'playing', decisionSeat: seat } as const;
      let stored: boolean;
      try {
        stored = await this.ctx.store.appendMove(this.id, row, progress);
      } catch (error) {
        this.ctx.log.error({ err: error, game: this.id, seq }, 'storing an undo failed');
        return fail('ERR_INTERNAL', 'the undo could not be stored; nothing changed');
      }
      if (!stored) {
        await this.reload();
        return fail('ERR_STALE', 'another move came first; sync and try again');
      }
      await this.link.moved(seq, seat, row.move, 'player');
      this.takeBack(seat, moves, seq, at);
      return { ok: true, value: seq };
    });
  }

  /** The seat's player says they are back: a bot standing in for them stops. */
  comeBack(client: RoomClient): Result<null, WireError> {
    if (client.seat === null) return fail('ERR_SPECTATOR', 'a spectator has no seat to return to');
    const stays = this.ranked?.refuse(client.seat);
    if (stays?.ok === false) return stays;
    if (this.presence.sendHome(client.seat)) this.changedPresence();
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
      await this.link.changed();
      return claimed;
    });
  }

  /**
   * The player leaves this ranked game for good (issue 17): stored, so that every node and the
   * result know it; a bot plays the seat to the end and the player is placed last.
   */
  leave(playerId: string): Promise<Result<null, WireError>> {
    return this.queue.run(async () => {
      const seat = this.seating.seatOf(playerId);
      if (this.ranked === null || this.status !== 'playing' || seat === null) {
        return fail(
          'ERR_NOT_RANKED',
          'only a seated player of a ranked game under way can leave it',
        );
      }
      await this.ctx.store.ratings.leave(this.id, seat, this.ctx.clock.now());
      if (this.ranked.left(seat)) this.ctx.log.info({ game: this.id, seat }, 'a player left');
      this.changedPresence();
      await this.link.changed();
      return { ok: true, value: null };
    });
  }

  close(): void {
    this.closed = true;
    this.presence.stop();
  }

  private async start(): Promise<void> {
    const next = decision(this.state);
    const progress = { status: 'playing', decisionSeat: next?.seat ?? null } as const;
    await this.ctx.store.setProgress(this.id, progress, this.ctx.clock.now());
    this.game = { ...this.game, ...progress };
    this.afterChange();
    this.sendNotices(null);
    // The game now acts on its own (bots, clocks): some node must hold it. Not awaited: the
    // claim's task queues behind this one.
    void this.takeClaim();
  }

  /** Stores the move, then applies it and tells every socket; nothing changes if storing fails. */
  private async commit(
    checked: CheckedMove,
    by: MoveActor,
    receivedAt: number | null,
  ): Promise<Result<number, WireError>> {
    const { state: next, effects } = applyWithEffects(this.state, checked);
    const seq = this.seq + 1;
    const awaited = decision(next);
    const progress = {
      status: awaited === null ? 'over' : 'playing',
      decisionSeat: awaited?.seat ?? null,
    } as const;
    const at = this.ctx.clock.now();
    const before = this.game.decisionSeat;
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
    // Published before any socket sees it: a move acknowledged to anyone has gone to the other
    // nodes too (unless the bus is down: they reload when it is back).
    await this.link.moved(seq, row.seat, row.move, by);
    this.advance(
      next,
      { seq, seat: checked.seat, move: checked.move, by, effects },
      at,
      checked.code,
    );
    this.sendNotices(before);
    const latency = receivedAt === null ? null : (performance.now() - receivedAt) / 1000;
    this.ctx.metrics.moveStored(by, latency);
    return { ok: true, value: seq };
  }

  /**
   * Applies a stored undo (this node's or another's) and tells every socket; false (nothing
   * changed) when the seat may not take back that many moves.
   */
  private takeBack(seat: number, moves: number, seq: number, at: number): boolean {
    const back = this.history.takeBack(seat, moves);
    if (back === null) return false;
    this.state = back.state;
    this.events.splice(this.events.length - moves, moves);
    this.lastUndo = seq;
    this.game = {
      ...this.game,
      status: 'playing',
      decisionSeat: seat,
      moveCount: seq,
      updatedAt: at,
    };
    this.afterChange();
    this.watchers.undone(
      this.state,
      { seq, seat, moves },
      this.presence.deadline,
      this.undoableFor,
    );
    return true;
  }

  /** How many moves a socket's seat may take back now (0: none, a spectator, or undo off). */
  private readonly undoableFor = (seat: number | null): number =>
    seat === null || !this.game.undo || this.game.status !== 'playing'
      ? 0
      : this.history.undoableCount(seat);

  /** Applies a stored move (this node's or another's) and tells every socket. */
  private advance(next: GameState, event: FullMoveEvent, at: number, code: number): void {
    const { seq } = event;
    const undoable = event.by === 'player' && isReversible(this.state, code, next);
    if (this.ranked?.moved(this.state.turn, event)) {
      this.ctx.log.info({ game: this.id, seat: event.seat }, 'a player abandoned a ranked game');
    }
    this.history.played(event.seat, event.move, undoable);
    this.state = next;
    const awaited = decision(next);
    const status = awaited === null ? 'over' : 'playing';
    const decisionSeat = awaited?.seat ?? null;
    this.game = { ...this.game, status, decisionSeat, moveCount: seq, updatedAt: at };
    this.events.push(event);
    this.afterChange();
    this.watchers.moved(this.state, event, this.presence.deadline, this.undoableFor);
    // The game now needs someone to act (a bot's turn) and no node is heard acting: take it.
    if (this.link.unattended(this.actsAlone)) void this.takeClaim();
    if (status === 'over') {
      this.watchers.over(this.id, seq, this.summary().scores!);
      this.ctx.log.info({ game: this.id, moves: seq }, 'game over');
      this.recordResult();
    }
  }

  /** The game is over: its result (and a ranked game's ratings) is recorded, once in all. */
  private recordResult(): void {
    const { game, state, events } = this;
    this.ctx.results.observe({ game, seats: this.seating.rows, state, events });
  }

  private async reload(): Promise<void> {
    const stored = await this.ctx.store.loadGame(this.id);
    if (!stored) return;
    const names = await namesOf(this.ctx, stored);
    // The log only grows, by compare-and-set: the same count is the same moves, so the state
    // and what every socket was told still stand (a client's `since` ahead of the game, say).
    const missed = stored.game.moveCount !== this.seq;
    this.game = stored.game;
    if (missed) {
      ({
        state: this.state,
        events: this.events,
        history: this.history,
        lastUndo: this.lastUndo,
      } = rebuild(stored));
    }
    this.seating.update(stored.seats, names);
    this.ranked = await RankedRoom.of(this.ctx.store, stored, this.events);
    await this.chat.load();
    if (missed) for (const client of this.watchers) this.resync(client, undefined);
    this.afterChange();
    this.broadcastSummary();
  }

  /** Another node's report: its sockets, and from the holder its stand-ins and clock. */
  private heard(event: PresenceEvent): void {
    if (this.closed) return;
    const seated = this.presence.report(event.node, event.sockets, event.at);
    if (event.standIns !== null) this.presence.mirror(event.standIns, event.deadline);
    if (event.standIns !== null) this.link.heardHolder(event.at);
    if (seated) this.changedPresence();
    else if (event.standIns !== null && !this.link.isHolder) this.broadcastSummary();
  }

  /** A seat came, left, or got or lost a stand-in: act on it, and tell the sockets and the nodes. */
  private changedPresence(): void {
    this.afterChange();
    this.broadcastSummary();
    this.broadcastPresence();
    this.announce();
  }

  /** Keeps when a seat's player left the table, so that it shows after a restart too. */
  private storeAbsence(seat: number, since: number | null): void {
    this.ctx.store.social.setAbsence(this.id, seat, since).catch((error: unknown) => {
      this.ctx.log.warn({ err: error, game: this.id }, 'storing an absence failed');
    });
  }

  /**
   * After a move stored here (or the start): a notice to the person whose turn it now is, or to
   * every player once the game is over; only to those away from the table, never for bots or
   * for a seat a bot stands in for. `before`: the seat whose decision it was.
   */
  private sendNotices(before: number | null): void {
    const away = (seat: number): string[] => {
      const player = this.seating.playerOf(seat);
      return player !== null && !this.presence.isConnected(seat) ? [player.id] : [];
    };
    if (this.status === 'over') {
      const players = this.seating.humanSeats().flatMap(away);
      if (players.length > 0) this.ctx.social.notices.notify('game-over', this.id, players);
      return;
    }
    const seat = this.game.decisionSeat;
    if (seat === null || seat === before || this.controller(seat) !== null) return;
    const players = away(seat);
    if (players.length > 0) this.ctx.social.notices.notify('your-turn', this.id, players);
  }

  /** Stores the running turn clock, so that a node taking the game over keeps it. */
  private storeClock(clock: TurnClock | null): void {
    this.ctx.store.setTurnClock(this.id, clock).catch((error: unknown) => {
      this.ctx.log.warn({ err: error, game: this.id }, 'storing the turn clock failed');
    });
  }

  /** Who decides for a seat now: a bot level (the seat's bot or a stand-in), or null for its player. */
  private controller(seat: number): BotLevel | null {
    const bot = this.seating.botOf(seat);
    if (bot !== null) return bot;
    if (this.ranked?.isAbandoned(seat) === true) return this.ctx.settings.standInBot;
    return this.presence.isStandIn(seat) ? this.ctx.settings.standInBot : null;
  }

  /** After any change: the clocks, the grace periods, and a bot's turn if a bot decides. */
  private afterChange(): void {
    if (this.closed || !this.link.isHolder || this.status !== 'playing') {
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
    const view = playerView(this.state, seat);
    const notBefore = paceOf(this.ctx.settings, this.seating.personSeated, this.game.updatedAt);
    void thinkFor(this.ctx, { game: this.id, level, seed, view, notBefore }).then((move) => {
      this.background(() => this.botMoved(at, seat, move, seed));
    });
  }

  private async botMoved(at: number, seat: number, move: Move, seed: string): Promise<void> {
    if (this.botAt === at) this.botAt = null;
    // The game moved on (the player came back and moved), is no longer the bot's to play, or
    // another node took the game over.
    if (this.closed || !this.link.isHolder || this.seq !== at || this.status !== 'playing') return;
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
      this.ctx.clock.after(RETRY_MS, retry);
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
    this.changedPresence();
  }

  private broadcastSummary(): void {
    this.watchers.game(() => this.summary());
  }

  private broadcastPresence(): void {
    const seats = this.seating.rows.map((row) => ({
      seat: row.seat,
      connected: this.presence.isConnected(row.seat),
      absentSince: this.presence.absentSince(row.seat),
    }));
    this.watchers.presence(seats);
  }
}

/** The display names of a stored game's players. */
async function namesOf(ctx: RoomContext, stored: StoredGame): Promise<Map<string, string>> {
  const ids = stored.seats.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
  const players = await ctx.store.playersByIds(ids);
  return new Map(players.map((p) => [p.id, p.name]));
}
