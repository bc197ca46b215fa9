/**
 * An undo in the game log: a seat took back its last moves. The log keeps the moves
 * themselves too, so the note says what happened after them: "Anna took back 1 move".
 *
 * @example
 * const note: UndoNote = { seq: 7, turn: 3, seat: 0, moves: 1, after: 5 };
 */
import { checkUndos, type GameRecord, type RecordWithUndos } from '@tnt/engine';

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

/**
 * The undo notes of a record's undos (docs/records.md), for a replay or a game taken up again:
 * each after the moves that counted before it, in the turn of the move that follows it (or the
 * last turn reached). A record whose undos do not check (`checkUndos`) gets none.
 */
export function undoNotesOf(record: GameRecord, turnAfter: (moves: number) => number): UndoNote[] {
  if (!checkUndos(record).ok) return [];
  const undos = (record as RecordWithUndos).undos ?? [];
  return undos.map((undo, i) => ({
    seq: undo.at + i + 1,
    turn: turnAfter(undo.at),
    seat: undo.seat,
    moves: undo.moves.length,
    after: undo.at,
  }));
}
