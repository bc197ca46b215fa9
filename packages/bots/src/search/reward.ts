/**
 * A playout's result for the searching seat as one number in [0, 1]: 0.6 for a win (0 for a loss)
 * plus 0.4 times a smooth step of the score margin over the best other seat (0.2 when level,
 * towards 0.4 or 0 as the margin grows either way). Winning counts most in a game for several
 * players, and the margin tells a near-win from a rout, which steadies the estimates of a small
 * budget.
 *
 * @example
 * const value = reward(finishedState, seat);
 */
import { scoreSheet, type GameState } from '@tnt/engine';

export const WIN_WEIGHT = 0.6;
/** Points of margin at which the margin's share of the reward is about three quarters full. */
const MARGIN_SCALE = 8;

/** The margin's part of the reward, before its weight: a smooth step from 0 to 1, 0.5 when level. */
export const marginShare = (margin: number): number => 0.5 * (1 + Math.tanh(margin / MARGIN_SCALE));

/** The seat's reward in a finished (or cut-off) game by its scores; ties are broken by the rules (R9). */
export function reward(s: GameState, seat: number): number {
  const sheet = scoreSheet(s);
  let bestOther = -Infinity;
  for (const line of sheet.lines)
    if (line.seat !== seat) bestOther = Math.max(bestOther, line.total);
  const margin = sheet.lines[seat]!.total - bestOther;
  const win = sheet.ranking[0] === seat ? 1 : 0;
  return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * marginShare(margin);
}
