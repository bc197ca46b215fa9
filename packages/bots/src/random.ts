/**
 * The random bot: a uniform choice among the view's legal moves, from the decision's seeded rng.
 * A yardstick, not an opponent: it starts a new route about as often as it extends one, so its
 * games last thousands of turns.
 *
 * @example
 * const bot = randomBot('seed');
 * bot.choose(playerView(state, state.current)).move;
 */
import { nextInt } from '@tnt/engine';
import { decisionRng, forcedMove, type Bot } from './bot.ts';

export function randomBot(seed: string): Bot {
  return {
    kind: 'random',
    label: 'random',
    choose(view) {
      const forced = forcedMove(view);
      if (forced !== null) return { move: forced, iterations: 0 };
      const rng = decisionRng(seed, view);
      return { move: view.legalMoves[nextInt(rng, view.legalMoves.length)]!, iterations: 0 };
    },
  };
}
