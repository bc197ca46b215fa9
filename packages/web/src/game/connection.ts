/**
 * The one interface through which the UI drives a game, whoever holds the state: the engine in
 * this page (hot-seat and offline games against bots) or a server over the WebSocket protocol.
 * The UI asks for views, sends moves and listens for events; it never touches a GameState.
 *
 * @example
 * const off = connection.subscribe((event) => {
 *   if (event.type === 'moved') redraw(connection.view(mySeat));
 * });
 * const result = await connection.move(mySeat, { type: 'draw', slot: 'supply' });
 * if (!result.ok) explain(result.error.code);
 */
import type { GameRecord, Move, PlayerView, Result } from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';
import type { LogEntry } from './log.ts';
import type { UndoNote } from './undo-note.ts';

export interface SeatPlayer {
  readonly seat: number;
  readonly name: string;
  /** A computer player's level, or null for a person. */
  readonly bot: BotLevel | null;
}

/** An error with a stable code: the engine's move codes, or the transport's own. */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

export type ConnectionEvent =
  /** A move was made: the log has a new entry. */
  | { readonly type: 'moved'; readonly entry: LogEntry }
  /** A seat took back its last moves: views changed, the log has a note. */
  | { readonly type: 'undone'; readonly note: UndoNote }
  /** Views changed without a move (a fresh start, a reconnect). */
  | { readonly type: 'reset' }
  /** The connection's status changed (online games). */
  | { readonly type: 'status'; readonly status: ConnectionStatus }
  /** Something went wrong outside a move (a bot failed, the server refused). */
  | { readonly type: 'error'; readonly error: GameError };

/**
 * The socket's state. `signed-out`: the server closed it because the secret it said hello with
 * signs nobody in any more (the account was deleted, or its sign-in replaced by a recovery link
 * on another device); trying again would only be refused, so it stays closed.
 */
export type ConnectionStatus = 'connecting' | 'open' | 'closed' | 'signed-out';

export interface GameConnection {
  readonly kind: 'local' | 'online';
  readonly players: readonly SeatPlayer[];
  /** Seats this screen plays for: every human seat in hot-seat, one seat online, none to watch. */
  readonly mySeats: readonly number[];
  /** True while the game waits for people to take their seats (online); moves wait too. */
  readonly waiting: boolean;
  /** Moves made so far. */
  readonly seq: number;
  /** The log of the game so far, oldest first. */
  readonly log: readonly LogEntry[];
  /**
   * The view of a seat of `mySeats`, or the public view (null). A connection that holds only one
   * seat's view (online) answers with that seat's view whatever is asked; the UI shows a hand
   * only for the seat it uncovered.
   */
  view(viewer: number | null): PlayerView;
  /** Makes a move for a seat; the error says why it is not legal (the engine's code). */
  move(seat: number, move: Move): Promise<Result<null, GameError>>;
  /** The undos so far, oldest first (the log shows them between its entries). */
  readonly undos: readonly UndoNote[];
  /**
   * How many of the seat's last moves it may take back now: the engine's judgement (online, the
   * server's), never the UI's. 0 when none, or when the game has undo turned off.
   */
  undoable(seat: number): number;
  /** Takes back the seat's last move; the error says why not (`ERR_UNDO_NOT_ALLOWED`, …). */
  undo(seat: number): Promise<Result<null, GameError>>;
  subscribe(listener: (event: ConnectionEvent) => void): () => void;
  /** Begins play once the UI listens: bots take their first decision, a socket connects. */
  start(): void;
  /** The record of the game, once it may be shown (local: always; online: once over). */
  record(): GameRecord | null;
  /** Milliseconds a bot waits before its move, so people can follow it (0 in tests). */
  setPace(ms: number): void;
  dispose(): void;
}

/** A tiny listener set shared by the connections. */
export class Listeners<T> {
  private readonly set = new Set<(event: T) => void>();

  add(listener: (event: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(event: T): void {
    for (const listener of [...this.set]) listener(event);
  }

  clear(): void {
    this.set.clear();
  }
}
