/**
 * A game in play on this server, as the rest of the server sees it: what comes in from the
 * sockets (moves, undos, a player back), the HTTP routes (a seat taken, the summary, the record),
 * the registry (the claim, unloading) and the other nodes (the bus). Every change runs in the
 * game's serial queue, one after the other.
 *
 * The room owns one `GameTable` (table.ts): the game as this node holds it, its seats, the
 * sockets that watch it, who is at the table, the chat, the bots' turns and the link to the other
 * nodes, with the steps every change ends with (store, apply, tell everyone, see who must act).
 * Its parts live beside it: the game's log in memory (played-game.ts), bots (bot-turns.ts), undo
 * (undo.ts), presence (room-presence.ts), chat (chat.ts: the sockets talk to `room.chat`),
 * notices (turn-notices.ts), what the other nodes say (heard-events.ts). What happens to the
 * game (it finished; a bot stood in for a person) is told on `ctx.events` (room-events.ts).
 *
 * In a cluster, the same game may be loaded on several nodes, each serving its own sockets: a
 * move stored by one is published on the bus and applied by the others (`onBusEvent`); a move
 * that loses the compare-and-set to another node's makes this node reload from the store. Only
 * the node holding the game's claim runs its bots and timers (`setHolder`).
 *
 * @example
 * const room = await GameRoom.load('g1', ctx);
 * room?.attach(client, undefined); // the client gets `welcome`, then every move as it is stored
 */
import { validateMove, type Result } from '@tnt/engine';
import type { GameSummary, HintRequest, MoveMessage, UndoMessage, WireError } from '@tnt/protocol';
import type { BusEvent } from '../bus/types.ts';
import type { GameRow } from '../store/types.ts';
import type { TableChat } from './chat.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { hear } from './heard-events.ts';
import { HintDesk } from './hints.ts';
import type { SerialQueue } from './queue.ts';
import type { ServedRecord } from './rebuild.ts';
import { fail, mayMove } from './refusals.ts';
import { GameTable, namesOf } from './table.ts';
import { RankedRoom } from '../ratings/ranked-room.ts';
import { checkUndo, undoRow } from './undo.ts';

export class GameRoom {
  static async load(id: string, ctx: RoomContext): Promise<GameRoom | null> {
    const stored = await ctx.store.loadGame(id);
    if (!stored) return null;
    const table = new GameTable(stored, await namesOf(ctx, stored), ctx);
    await table.chat.load();
    table.presence.resumeAbsences(await ctx.store.social.absences(id));
    table.ranked = await RankedRoom.of(ctx.store, stored, table.game.events);
    return new GameRoom(table);
  }

  /** Hints for the seats, thought about by the bot workers outside the queue. */
  private readonly hints: HintDesk;

  private constructor(private readonly table: GameTable) {
    this.hints = new HintDesk(table.ctx, table.id);
  }

  get id(): string {
    return this.table.id;
  }

  get queue(): SerialQueue {
    return this.table.queue;
  }

  /** The table's chat: the sockets' `chat`, `mute` and `read` go straight to it. */
  get chat(): TableChat {
    return this.table.chat;
  }

  get status(): GameRow['status'] {
    return this.table.game.status;
  }

  get seq(): number {
    return this.table.game.seq;
  }

  /** Whether some node must act on this game even with no socket open (bots, clocks, live). */
  get actsAlone(): boolean {
    return this.table.actsAlone;
  }

  get isHolder(): boolean {
    return this.table.link.isHolder;
  }

  /** Nothing would be lost by unloading the room now (the store holds the rest). */
  get idle(): boolean {
    const { watchers, queue, bots, presence } = this.table;
    return watchers.size === 0 && queue.length === 0 && !bots.thinking && !presence.waiting;
  }

  /**
   * Who watches the game through this node's sockets: the seated players (by id) and how many
   * sockets watch without a seat (friends' presence and the Watch page's count).
   */
  get audience(): { readonly players: readonly string[]; readonly spectators: number } {
    const players = new Set<string>();
    let spectators = 0;
    for (const client of this.table.watchers) {
      const player = client.seat === null ? null : this.table.seating.playerOf(client.seat);
      if (client.seat === null) spectators++;
      else if (player !== null) players.add(player.id);
    }
    return { players: [...players], spectators };
  }

  seatOf(playerId: string): number | null {
    return this.table.seating.seatOf(playerId);
  }

  /**
   * The player's seat, looked up in the store if this node has not heard of it yet (the player
   * took it through another node a moment ago).
   */
  async seatFor(playerId: string): Promise<number | null> {
    const seat = this.seatOf(playerId);
    if (seat !== null || this.status === 'over') return seat;
    await this.queue.run(() => this.table.reload());
    return this.seatOf(playerId);
  }

  /** This node took or lost the game's claim: it starts or stops playing the bots and clocks. */
  setHolder(holder: boolean): void {
    this.table.setHolder(holder);
  }

  /** Takes the game's claim if it acts on its own; whether this node holds it. */
  takeClaim(): Promise<boolean> {
    return this.table.takeClaim();
  }

  /** An event from another node: a move it stored, a change to reload, who is at its sockets. */
  onBusEvent(event: BusEvent): void {
    hear(this.table, event);
  }

  /**
   * A client has seen moves up to `seq`: if this node has not (an event from a node that died
   * is late or lost), it reloads the game from the store before answering.
   */
  async catchUpTo(seq: number | undefined): Promise<void> {
    if (seq === undefined || seq <= this.seq || this.status === 'over') return;
    await this.queue.run(() => (seq > this.seq ? this.table.reload() : undefined));
  }

  /** Reloads the game from the store (the bus was down: events may have been lost). */
  catchUp(): Promise<void> {
    return this.queue.run(() => this.table.reload());
  }

  /** Tells the other nodes who is at this node's sockets (and, from the holder, the stand-ins). */
  announce(): void {
    this.table.announce();
  }

  /** Forgets other nodes' reports that are too old (a node died); seats may have left. */
  pruneReports(): void {
    if (this.table.presence.prune()) this.table.changedPresence();
  }

  summary(): GameSummary {
    return this.table.summary();
  }

  record(): ServedRecord {
    return this.table.game.record();
  }

  /** A socket joins: it gets the game, its view and the moves it missed since `since`. */
  attach(client: RoomClient, since: number | undefined, ref?: string | number): void {
    const table = this.table;
    table.watchers.add(client);
    table.chat.join(client);
    if (client.seat !== null && table.presence.connect(client.seat)) table.afterChange();
    table.resync(client, since, ref);
    table.broadcastSummary();
    if (client.seat !== null) table.changedSeat();
  }

  detach(client: RoomClient): void {
    const table = this.table;
    if (!table.watchers.delete(client)) return;
    table.chat.forget(client);
    if (client.seat !== null) table.presence.disconnect(client.seat, this.status === 'playing');
    table.broadcastSummary();
    if (client.seat !== null) table.changedSeat();
  }

  /** A player asks for a hint: answered by the bot workers, outside the game's queue. */
  hint(client: RoomClient, message: HintRequest): void {
    const source = { game: this.table.game.row, state: this.table.game.state };
    const player = client.seat === null ? null : this.table.seating.playerOf(client.seat);
    // A spectator's request is refused by the desk (it names no identity's line).
    this.hints.ask(client, player?.id ?? '', message, source);
  }

  /** The socket asked for the game afresh (`sync`): it gets `welcome` again. */
  resync(client: RoomClient, since: number | undefined, ref?: string | number): void {
    this.table.resync(client, since, ref);
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
      const stays = this.table.ranked?.refuse(seat);
      if (stays?.ok === false) return stays;
      const checked = validateMove(this.table.game.state, seat, message.move);
      if (!checked.ok) return checked;
      const back = this.table.presence.sendHome(seat);
      const result = await this.table.commit(checked.value, 'player', receivedAt);
      if (back) this.table.broadcastSummary();
      return result;
    });
  }

  /**
   * An undo from a socket: the seat's own reversible moves since its last
   * irreversible one are taken back, stored as the next event, and every socket gets its new view.
   * Resolves to the undo's sequence number, or the reason it was refused (nothing changed).
   */
  undo(client: RoomClient, message: UndoMessage): Promise<Result<number, WireError>> {
    return this.queue.run(async () => {
      const { game, ctx } = this.table;
      const checked = checkUndo(client.seat, game.row, message, game.history);
      if (!checked.ok) return checked;
      const stays = this.table.ranked?.refuse(checked.value.seat);
      if (stays?.ok === false) return stays;
      const { row, progress } = undoRow(checked.value, this.seq + 1, ctx.clock.now());
      const stored = await this.table.append(row, progress, 'undo');
      if (!stored.ok) return stored;
      this.table.takeBack(row.seat, checked.value.moves, row.seq, row.at);
      return { ok: true, value: row.seq };
    });
  }

  /** The seat's player says they are back: a bot standing in for them stops. */
  comeBack(client: RoomClient): Result<null, WireError> {
    if (client.seat === null) return fail('ERR_SPECTATOR', 'a spectator has no seat to return to');
    const stays = this.table.ranked?.refuse(client.seat);
    if (stays?.ok === false) return stays;
    if (this.table.presence.sendHome(client.seat)) this.table.changedPresence();
    return { ok: true, value: null };
  }

  /** A player takes a seat (a free one, or the one asked for): the seat, or why not. */
  join(playerId: string, name: string, seat?: number): Promise<Result<number, WireError>> {
    return this.queue.run(async () => {
      const { ctx, seating, link } = this.table;
      const take = (chosen: number): Promise<boolean> =>
        ctx.store.takeSeat(this.id, chosen, playerId);
      const claimed = await seating.claim(playerId, name, seat, this.status, take);
      if (!claimed.ok) return claimed;
      if (this.status === 'open' && seating.full) await this.table.start();
      this.table.broadcastSummary();
      await link.changed();
      return claimed;
    });
  }

  /**
   * The player leaves this ranked game for good: stored, so that every node and the
   * result know it; a bot plays the seat to the end and the player is placed last.
   */
  leave(playerId: string): Promise<Result<null, WireError>> {
    return this.queue.run(async () => {
      const { ranked, ctx, link } = this.table;
      const seat = this.seatOf(playerId);
      if (ranked === null || this.status !== 'playing' || seat === null) {
        return fail(
          'ERR_NOT_RANKED',
          'only a seated player of a ranked game under way can leave it',
        );
      }
      await ctx.store.ratings.leave(this.id, seat, ctx.clock.now());
      if (ranked.left(seat)) ctx.log.info({ game: this.id, seat }, 'a player left a ranked game');
      this.table.changedPresence();
      await link.changed();
      return { ok: true, value: null };
    });
  }

  /**
   * The player's name changed (renamed, or the account deleted): the seats show the new one, and
   * every socket gets the summary. False if the player holds no seat here.
   */
  renamed(playerId: string, name: string): Promise<boolean> {
    return this.queue.run(() => {
      if (this.seatOf(playerId) === null) return false;
      this.table.seating.rename(playerId, name);
      this.table.broadcastSummary();
      return true;
    });
  }

  /** The room is unloaded: no timer fires and no bot plays after this. */
  close(): void {
    this.table.closed = true;
    this.table.presence.stop();
  }
}
