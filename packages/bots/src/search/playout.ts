/**
 * Playouts: a sampled state played to the end of the game by the heuristic policy for every seat,
 * on the engine's fast in-place path, and the result for the searching seat as one number.
 *
 * The reward blends winning and the score margin: 0.6 for a win (0 for a loss) plus 0.4 times a
 * smooth step of the margin over the best other seat (0.2 when level, towards 0.4 or 0 as the
 * margin grows either way). Winning counts most in a game for several players, and the margin
 * tells a near-win from a rout, which steadies the estimates of a small budget.
 *
 * @example
 * const reward = playout(s, seat, codes, rng); // in [0, 1]
 */
import { Phase, scoreSheet, type GameState, type RngState } from '@tnt/engine';
import { applyCode, generateMoves } from '@tnt/engine/fast';
import { heuristicCode } from '../heuristic/policy.ts';

/** A bound on a playout's moves; heuristic games end in a few hundred. */
const MAX_PLAYOUT_MOVES = 5_000;
const WIN_WEIGHT = 0.6;
/** Points of margin at which the margin's share of the reward is about three quarters full. */
const MARGIN_SCALE = 8;

/** Plays `s` to its end in place and returns the seat's reward. */
export function playout(s: GameState, seat: number, codes: Int32Array, rng: RngState): number {
  for (let k = 0; k < MAX_PLAYOUT_MOVES && s.phase !== Phase.Over; k++) {
    const n = generateMoves(s, codes);
    applyCode(s, heuristicCode(s, codes, n, rng));
  }
  return reward(s, seat);
}

/** The seat's reward in a finished (or cut-off) game; ties are broken by the rules (R9). */
export function reward(s: GameState, seat: number): number {
  const sheet = scoreSheet(s);
  let bestOther = -Infinity;
  for (const line of sheet.lines)
    if (line.seat !== seat) bestOther = Math.max(bestOther, line.total);
  const margin = sheet.lines[seat]!.total - bestOther;
  const win = sheet.ranking[0] === seat ? 1 : 0;
  return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * 0.5 * (1 + Math.tanh(margin / MARGIN_SCALE));
}
