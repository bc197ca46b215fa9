/**
 * Playouts: a sampled state played on in place on the engine's fast path, and the result for the
 * searching seat as one number (reward.ts).
 *
 * `playout` plays to the end of the game with the heuristic policy for every seat (the search of
 * before, and the analysis, use it). `rollout` is the search's: the cheap rollout policy
 * (rollout.ts) for every seat, stopped after a horizon of rounds, where the position is valued by
 * its estimated final scores (estimate.ts); a game that ends sooner is valued by its real scores.
 *
 * @example
 * const value = playout(s, seat, codes, rng); // in [0, 1]
 * const quick = rollout(s, seat, codes, rng, 6);
 */
import { Phase, type GameState, type RngState } from '@tnt/engine';
import { applyCode, generateMoves } from '@tnt/engine/fast';
import { heuristicCode } from '../heuristic/policy.ts';
import type { Network } from '../value/network.ts';
import { learnedValue } from '../value/value.ts';
import { estimatedReward } from './estimate.ts';
import { rolloutCode } from './rollout.ts';
import { reward } from './reward.ts';

export { reward } from './reward.ts';

/** A bound on a playout's moves; heuristic games end in a few hundred. */
const MAX_PLAYOUT_MOVES = 5_000;

/** Plays `s` to its end in place with the heuristic policy and returns the seat's reward. */
export function playout(s: GameState, seat: number, codes: Int32Array, rng: RngState): number {
  for (let k = 0; k < MAX_PLAYOUT_MOVES && s.phase !== Phase.Over; k++) {
    const n = generateMoves(s, codes);
    applyCode(s, heuristicCode(s, codes, n, rng));
  }
  return reward(s, seat);
}

/**
 * Plays `s` on in place with the rollout policy for `rounds` turns of every seat (or to the end)
 * and returns the seat's reward, estimated if the game is not over.
 */
export function rollout(
  s: GameState,
  seat: number,
  codes: Int32Array,
  rng: RngState,
  rounds: number,
  /** The learned value a rollout cut short is valued by (value/value.ts); null: the estimate. */
  value: Network | null = null,
): number {
  const stop = s.turn + rounds * s.players;
  for (let k = 0; k < MAX_PLAYOUT_MOVES && s.phase !== Phase.Over && s.turn < stop; k++) {
    const n = generateMoves(s, codes);
    applyCode(s, rolloutCode(s, codes, n, rng));
  }
  if (s.phase === Phase.Over) return reward(s, seat);
  return value === null ? estimatedReward(s, seat) : learnedValue(value, s, seat);
}
