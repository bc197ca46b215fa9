/**
 * One game at this node and everyone at it, and the steps every change to it ends with. The
 * room (room.ts) takes what comes in, from the sockets, the HTTP routes, the registry and the
 * other nodes, and runs it in the table's serial queue; the table holds:
 * - the game as this node holds it (`PlayedGame`: state, moves, undo history);
 * - the seats (`Seating`), the sockets that watch (`Watchers`, each told its own seat's view), and
 *   who is at the table with the turn clock (`Presence`, wired in room-presence.ts);
 * - the chat (chat.ts), the bots' turns (bot-turns.ts) and the link to the other nodes
 *   (cluster-link.ts).
 *
 * A move is stored with its sequence number (compare-and-set) and sent to the other nodes before
 * it is applied and sent to the sockets (`commit`); a move another node stored is applied the
 * same way (`advance`); a row that loses the compare-and-set makes the table reload from the
 * store. Only the node holding the game's claim runs its bots and timers (`afterChange`).
 *
 * What happens to the game is told on `ctx.events` (room-events.ts), from two places only:
 * `finished` in `commit` (this node stored the last move), `standIn` in `standIn` (a bot took
 * over a person's seat: its player left, or their time ran out).
 *
 * @example
 * const table = new GameTable(stored, names, ctx);
 * await table.queue.run(() => table.commit(checked, 'player', performance.now()));
 */
import { decision, type CheckedMove, type Result } from '@tnt/engine';
import type { GameSummary, MoveActor, WireError } from '@tnt/protocol';
import type { GameProgress, MoveRow, StoredGame } from '../store/types.ts';
import { RankedRoom } from '../ratings/ranked-room.ts';
import { BotTurns } from './bot-turns.ts';
import { TableChat } from './chat.ts';
import { actsAlone } from './claims.ts';
import { ClusterLink } from './cluster-link.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { PlayedGame, type PreparedMove } from './played-game.ts';
import type { Presence, StandInReason } from './presence.ts';
import { SerialQueue } from './queue.ts';
import { fail } from './refusals.ts';
import { roomPresence, seatsAtTable } from './room-presence.ts';
import { Seating } from './seating.ts';
import { summarize } from './summary.ts';
import { sendTurnNotices } from './turn-notices.ts';
import { Watchers } from './watchers.ts';

/** What is said when storing a row of the log fails, by the row's kind. */
const NOT_STORED = {
  move: { log: 'storing a move failed', refusal: 'the move could not be stored; nothing changed' },
  undo: { log: 'storing an undo failed', refusal: 'the undo could not be stored; nothing changed' },
} as const;

export class GameTable {
  readonly id: string;
  readonly queue = new SerialQueue();
  readonly game: PlayedGame;
  readonly seating: Seating;
  readonly watchers = new Watchers();
  readonly presence: Presence;
  readonly chat: TableChat;
  readonly bots: BotTurns;
  readonly link: ClusterLink;
  /** The room was unloaded: nothing acts on the game any more. */
  closed = false;
  /** A ranked game's abandoned seats (ratings/ranked-room.ts); null if not ranked. */
  ranked: RankedRoom | null = null;

  constructor(
    stored: StoredGame,
    names: Map<string, string>,
    readonly ctx: RoomContext,
  ) {
    this.id = stored.game.id;
    this.game = new PlayedGame(stored);
    this.seating = new Seating(stored.seats, names);
    this.link = new ClusterLink(this.id, ctx);
    this.chat = new TableChat(this.id, stored.game.chat, ctx, {
      playerOf: (seat) => this.seating.playerOf(seat),
      publish: (line) => this.link.chat(line),
    });
    // Nothing acts until the claim is taken (`setHolder`).
    this.presence = roomPresence(stored, ctx, (seat, reason) => {
      this.background(() => {
        this.standIn(seat, reason);
      });
    });
    this.bots = new BotTurns(ctx, {
      game: this.game,
      seating: this.seating,
      presence: this.presence,
      attended: () => this.seating.humanSeats().some((seat) => this.presence.isConnected(seat)),
      acting: () => !this.closed && this.link.isHolder,
      commit: (checked, by) => this.commit(checked, by, null),
      background: (task) => {
        this.background(task);
      },
      retry: () => {
        this.afterChange();
      },
      abandoned: (seat) => this.ranked?.isAbandoned(seat) === true,
    });
  }

  /** Whether some node must act on this game even with no socket open (bots, clocks, live). */
  get actsAlone(): boolean {
    return actsAlone(this.game.row, this.seating.rows);
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

  /** Tells the other nodes who is at this node's sockets (and, from the holder, the stand-ins). */
  announce(): void {
    if (!this.closed) this.link.announce(this.presence);
  }

  summary(): GameSummary {
    const { row, state } = this.game;
    const base = summarize(row, state, this.seating, this.presence, this.ctx.settings);
    return this.ranked?.summary(base, this.ctx.settings.standInBot) ?? base;
  }

  /** Sends a socket `welcome`: the game, its view, and the moves it missed after `since`. */
  resync(client: RoomClient, since: number | undefined, ref?: string | number): void {
    const { state, events, lastUndo, undoableFor } = this.game;
    // Moves taken back since `since` cannot be told as missed moves: the client starts afresh.
    const after = since !== undefined && since < lastUndo ? undefined : since;
    const chat = this.chat.stateFor(client);
    const undoable = undoableFor(client.seat);
    this.watchers.welcome(client, this.summary(), state, events, after, ref, chat, undoable);
  }

  /** The seats are full: the game starts. */
  async start(): Promise<void> {
    const awaited = decision(this.game.state);
    const progress = { status: 'playing', decisionSeat: awaited?.seat ?? null } as const;
    await this.ctx.store.setProgress(this.id, progress, this.ctx.clock.now());
    this.game.started(progress);
    this.afterChange();
    this.sendNotices(null);
    // The game now acts on its own (bots, clocks): some node must hold it. Not awaited: the
    // claim's task queues behind this one.
    void this.takeClaim();
  }

  /** Stores the move, then applies it and tells every socket; nothing changes if storing fails. */
  async commit(
    checked: CheckedMove,
    by: MoveActor,
    receivedAt: number | null,
  ): Promise<Result<number, WireError>> {
    const before = this.game.row.decisionSeat;
    const prepared = this.game.prepare(checked, by, this.ctx.clock.now());
    const stored = await this.append(prepared.row, prepared.progress, 'move');
    if (!stored.ok) return stored;
    this.advance(prepared);
    this.sendNotices(before);
    const latency = receivedAt === null ? null : (performance.now() - receivedAt) / 1000;
    this.ctx.metrics.moveStored(by, latency);
    const { seq, at } = prepared.row;
    // The one place a finished game is told (room-events.ts): the node that stored its end.
    if (this.game.status === 'over') {
      const standIns = this.seating.humanSeats().filter((s) => this.presence.isStandIn(s));
      const { scores } = this.summary();
      const { row, events } = this.game;
      const finished = { game: this.id, seq, at, seats: this.seating.rows, standIns, row, events };
      this.ctx.events.tell('finished', { ...finished, scores: scores! });
    }
    return { ok: true, value: seq };
  }

  /**
   * Stores a row of the log (a move or an undo) and sends it to the other nodes before any
   * socket sees it; a row another writer (node) numbered first makes the room reload.
   */
  async append(
    row: MoveRow,
    progress: GameProgress,
    kind: keyof typeof NOT_STORED,
  ): Promise<Result<null, WireError>> {
    let stored: boolean;
    try {
      stored = await this.ctx.store.appendMove(this.id, row, progress);
    } catch (error) {
      this.ctx.log.error({ err: error, game: this.id, seq: row.seq }, NOT_STORED[kind].log);
      return fail('ERR_INTERNAL', NOT_STORED[kind].refusal);
    }
    if (!stored) {
      await this.reload();
      return fail('ERR_STALE', 'another move came first; sync and try again');
    }
    // Sent on before any socket here sees it: a move acknowledged to anyone has gone to the other
    // nodes too (unless the bus is down: they reload when it is back).
    await this.link.moved(row.seq, row.seat, row.move, row.by);
    return { ok: true, value: null };
  }

  /** Applies a stored move (this node's or another's) and tells every socket. */
  advance(prepared: PreparedMove): void {
    if (this.ranked?.moved(this.game.state.turn, prepared.event)) {
      this.ctx.log.info({ game: this.id, seat: prepared.event.seat }, 'a player abandoned');
    }
    this.game.advance(prepared);
    this.afterChange();
    const { state, undoableFor } = this.game;
    const { event } = prepared;
    this.watchers.moved(state, event, this.presence.deadline, undoableFor);
    // The game now needs someone to act (a bot's turn) and no node is heard acting: take it.
    if (this.link.unattended(this.actsAlone)) void this.takeClaim();
    if (this.game.status === 'over') {
      this.watchers.over(this.id, event.seq, this.summary().scores!);
      this.ctx.log.info({ game: this.id, moves: event.seq }, 'game over');
    }
  }

  /** Applies a stored undo (this node's or another's); false (nothing changed) if not allowed. */
  takeBack(seat: number, moves: number, seq: number, at: number): boolean {
    if (!this.game.takeBack(seat, moves, seq, at)) return false;
    this.afterChange();
    const { state, undoableFor } = this.game;
    this.watchers.undone(state, { seq, seat, moves }, this.presence.deadline, undoableFor);
    return true;
  }

  /** Reads the game again from the store, which has the truth (a lost event, another node's row). */
  async reload(): Promise<void> {
    const stored = await this.ctx.store.loadGame(this.id);
    if (!stored) return;
    const names = await namesOf(this.ctx, stored);
    const missed = this.game.replace(stored);
    this.seating.update(stored.seats, names);
    this.ranked = await RankedRoom.of(this.ctx.store, stored, this.game.events);
    await this.chat.load();
    // Same moves: what every socket was told still stands (a client's `since` ahead, say).
    if (missed) for (const client of this.watchers) this.resync(client, undefined);
    this.afterChange();
    this.broadcastSummary();
  }

  /** After any change: the clocks, the grace periods, and a bot's turn if a bot decides. */
  afterChange(): void {
    if (this.closed || !this.link.isHolder || this.game.status !== 'playing') {
      this.presence.stop();
      return;
    }
    for (const seat of this.seating.humanSeats()) this.presence.watch(seat, true);
    const awaited = decision(this.game.state);
    const level = awaited === null ? null : this.bots.controller(awaited.seat);
    this.presence.clock(this.game.state.turn, awaited?.seat ?? null, level === null);
    if (awaited !== null && level !== null) this.bots.ask(awaited.seat, level);
  }

  /** A bot now plays for an absent player (this node runs the timers). */
  private standIn(seat: number, reason: StandInReason): void {
    this.ctx.log.info({ game: this.id, seat, reason }, 'a bot stands in for an absent player');
    this.changedPresence();
    // The one place a stand-in is told (room-events.ts).
    const playerId = this.seating.playerOf(seat)?.id ?? null;
    const at = this.ctx.clock.now();
    this.ctx.events.tell('standIn', { game: this.id, seat, playerId, reason, at });
  }

  /** A seat came, left, or got or lost a stand-in: act on it, and tell the sockets and the nodes. */
  changedPresence(): void {
    this.afterChange();
    this.broadcastSummary();
    this.changedSeat();
  }

  /** A seat's sockets changed here: the other nodes and this node's sockets hear of it. */
  changedSeat(): void {
    // A person came to the table: a bot waiting for the pace of a game nobody was at asks now.
    this.bots.hurry();
    this.announce();
    this.watchers.presence(seatsAtTable(this.seating, this.presence));
  }

  /** After a move stored here, or the start (`before`: the seat whose decision it was). */
  private sendNotices(before: number | null): void {
    sendTurnNotices(this.ctx.social.notices, this.game.row, this, before);
  }

  /** A change nobody waits for (a timer's, a bot's): its failure is logged, never thrown. */
  background(task: () => Promise<void> | void): void {
    this.queue.run(task).catch((error: unknown) => {
      this.ctx.log.error({ err: error, game: this.id }, 'a background change failed');
    });
  }

  /** Every socket gets the game's summary (seats, presence, whose decision, clock). */
  broadcastSummary(): void {
    this.watchers.game(() => this.summary());
  }
}

/** The display names of a stored game's players. */
export async function namesOf(ctx: RoomContext, stored: StoredGame): Promise<Map<string, string>> {
  const ids = stored.seats.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
  const players = await ctx.store.playersByIds(ids);
  return new Map(players.map((p) => [p.id, p.name]));
}
