/**
 * A hint: the search's move for a player's decision, what it does, and the player's chance to win
 * after it, with the next best moves beside it. The same for an offline game (computed in the
 * browser's worker) and an online one (in the server's bot workers, sent in a `hint` message):
 * built from the player's own view only, so it tells nothing the player could not know.
 *
 * @example
 * const hint = hintFor(playerView(state, seat), 'g1/hint/2');
 * hint.best; // { type: 'draw', slot: 3 }
 */
import type { PlayerView } from '@tnt/engine';
import { evaluateDecision, type DecisionEvaluation } from '../evaluate.ts';
import type { Hint } from '@tnt/protocol';

/** Playouts behind a hint: some tenths of a second on one core. */
export const HINT_ITERATIONS = 400;
/** The moves a hint names besides the best. */
const ALTERNATIVES = 2;

export type { Hint };

export function hintOf(e: DecisionEvaluation): Hint {
  return {
    best: e.best,
    winChance: e.winChance,
    reason: e.reason,
    moves: e.moves.slice(0, 1 + ALTERNATIVES).map(({ move, winChance }) => ({ move, winChance })),
  };
}

/** The hint for the decision of the view's own seat (the view must be the deciding seat's). */
export function hintFor(view: PlayerView, seed: string, iterations = HINT_ITERATIONS): Hint {
  return hintOf(evaluateDecision(view, { iterations, seed }));
}
