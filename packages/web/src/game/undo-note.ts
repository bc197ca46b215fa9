/**
 * An undo in the game log (issue 15): a seat took back its last moves. The log keeps the moves
 * themselves too, so the note says what happened after them: "Anna took back 1 move".
 *
 * @example
 * const note: UndoNote = { seq: 7, turn: 3, seat: 0, moves: 1, after: 5 };
 */
export interface UndoNote {
  /** The undo's number among the game's events (online: the server's sequence number). */
  readonly seq: number;
  readonly turn: number;
  readonly seat: number;
  /** How many moves were taken back. */
  readonly moves: number;
  /** How many log entries came before it: where the log shows it. */
  readonly after: number;
}
