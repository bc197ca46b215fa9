/**
 * Every player's score over a game, for the final score sheet's chart: the record's moves replayed
 * by the engine, the scores read after each turn (the last move of each turn number). Only the
 * public score sheet is read, so it shows nothing a player could not see at the table.
 *
 * @example
 * const h = scoreHistory(record);
 * h?.turns; // [0, 1, 2, ...]
 * h?.totals[0]; // seat 0's score after each of those turns
 */
import { createGame, play, playerView, setupOfRecord, type GameRecord } from '@tnt/engine';
import { movesOfRecord } from './session.ts';

export interface ScoreHistory {
  /** Turn numbers, from 0 (before the first move). */
  readonly turns: readonly number[];
  /** By seat: the score after each of `turns`. */
  readonly totals: readonly (readonly number[])[];
}

/** The scores turn by turn, or null when the record cannot be replayed from its start. */
export function scoreHistory(record: GameRecord): ScoreHistory | null {
  const created = createGame(setupOfRecord(record));
  const moves = movesOfRecord(record);
  if (!created.ok || !moves.ok) return null;
  let state = created.value;
  const first = playerView(state, null);
  const totals: number[][] = first.scores.lines.map((line) => [line.total]);
  const turns: number[] = [0];
  for (const made of moves.value) {
    const next = play(state, made.seat, made.move);
    if (!next.ok) return null;
    state = next.value;
    const view = playerView(state, null);
    // A point per finished turn (the view's turn is the one under way); the end of the game,
    // with its game-end tile and final scoring, is the last point.
    const done = view.decision === null ? turns[turns.length - 1]! + 1 : view.turn - 1;
    if (done <= turns[turns.length - 1]!) continue;
    turns.push(done);
    view.scores.lines.forEach((line, seat) => totals[seat]!.push(line.total));
  }
  return { turns, totals };
}
