/**
 * How an undo is kept in a game's log: as a row of its own with the next sequence
 * number, the undoing seat, and the text `undo N` (N moves taken back) where a move's notation
 * would be. The log stays append-only and compare-and-set, the bus carries an undo like a move,
 * and the store needs nothing new; rebuilding a game replays the moves and applies each undo.
 *
 * @example
 * undoText(2);            // 'undo 2'
 * undoneCount('undo 2');  // 2
 * undoneCount('draw 1');  // null: a move
 */

const UNDO = /^undo ([1-9][0-9]*)$/;

export const undoText = (moves: number): string => `undo ${moves}`;

/** The number of moves an undo row took back, or null when the row is a move. */
export function undoneCount(text: string): number | null {
  const match = UNDO.exec(text);
  return match === null ? null : Number(match[1]);
}
