/**
 * The sockets that watch one game, and everything sent to them. Each socket gets the view of its
 * own seat (a spectator's has no hand at all); a view is computed and encoded once per seat and
 * the same text goes to every socket of that seat, and the seats' views share their public part
 * (`playerViews`).
 *
 * @example
 * watchers.moved(state, { seq: 8, seat: 1, move, by: 'player' }, deadline);
 */
import {
  playerView,
  playerViews,
  type GameState,
  type PlayerView,
  type ScoreSheet,
} from '@tnt/engine';
import {
  LIMITS,
  PROTOCOL_VERSION,
  encodeServerMessage,
  type ChatState,
  type GameSummary,
  eventFor,
  type FullMoveEvent,
  type SeatPresence,
} from '@tnt/protocol';
import type { RoomClient } from './context.ts';

/** An undo as the sockets hear of it: its number, the seat, how many moves it took back. */
export interface UndoneEvent {
  readonly seq: number;
  readonly seat: number;
  readonly moves: number;
}

export class Watchers {
  private readonly clients = new Set<RoomClient>();

  get size(): number {
    return this.clients.size;
  }

  add(client: RoomClient): void {
    this.clients.add(client);
  }

  delete(client: RoomClient): boolean {
    return this.clients.delete(client);
  }

  [Symbol.iterator](): Iterator<RoomClient> {
    return this.clients[Symbol.iterator]();
  }

  /** The answer to hello and sync: the game, the socket's view, the moves after `since`. */
  welcome(
    client: RoomClient,
    game: GameSummary,
    state: GameState,
    events: readonly FullMoveEvent[],
    since: number | undefined,
    ref: string | number | undefined,
    chat: ChatState,
    undoable: number,
  ): void {
    const seq = game.seq;
    const missed =
      since === undefined || since > seq || seq - since > LIMITS.maxMissed
        ? null
        : events.filter((e) => e.seq > since).map((event) => eventFor(event, client.seat));
    const view = playerView(state, client.seat);
    const reply = {
      type: 'welcome',
      version: PROTOCOL_VERSION,
      game,
      seat: client.seat,
      seq,
      view,
      missed,
      undoable,
      chat,
    } as const;
    client.send(encodeServerMessage(ref === undefined ? reply : { ...reply, ref }));
  }

  moved(
    state: GameState,
    event: FullMoveEvent,
    deadline: number | null,
    undoable: (seat: number | null) => number,
  ): void {
    this.toEachSeat(state, (seat, view) => {
      const seen = eventFor(event, seat);
      return encodeServerMessage({
        type: 'moved',
        ...seen,
        view,
        deadline,
        undoable: undoable(seat),
      });
    });
  }

  /** A seat took back its last moves: each socket gets its own new view. */
  undone(
    state: GameState,
    undo: UndoneEvent,
    deadline: number | null,
    undoable: (seat: number | null) => number,
  ): void {
    this.toEachSeat(state, (seat, view) =>
      encodeServerMessage({
        type: 'undone',
        ...undo,
        view,
        deadline,
        undoable: undoable(seat),
      }),
    );
  }

  /** Sends every socket the message for its seat, made once per seat (a view is not cheap). */
  private toEachSeat(
    state: GameState,
    message: (seat: number | null, view: PlayerView) => string,
  ): void {
    if (this.clients.size === 0) return;
    const seats = [...new Set(Array.from(this.clients, (client) => client.seat))];
    const views = playerViews(state, seats);
    const texts = new Map(seats.map((seat, i) => [seat, message(seat, views[i]!)]));
    for (const client of this.clients) client.send(texts.get(client.seat)!);
  }

  game(summary: () => GameSummary): void {
    if (this.clients.size === 0) return;
    this.all(encodeServerMessage({ type: 'game', game: summary() }));
  }

  /** Who is at the table: each seat connected now, or since when not. */
  presence(seats: readonly SeatPresence[]): void {
    if (this.clients.size === 0) return;
    this.all(encodeServerMessage({ type: 'presence', seats: [...seats] }));
  }

  over(gameId: string, seq: number, scores: ScoreSheet): void {
    this.all(
      encodeServerMessage({ type: 'over', seq, scores, record: `/api/games/${gameId}/record` }),
    );
  }

  private all(text: string): void {
    for (const client of this.clients) client.send(text);
  }
}
