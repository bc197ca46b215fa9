/**
 * The search bot: determinized Monte-Carlo search (search/search.ts) from states sampled from its
 * own view, with cheap rollouts. Its budget is a number of iterations (a sampled state, a move
 * and a rollout) per decision, never a time, so its games replay exactly; a forced decision (one
 * legal move) takes no search.
 *
 * A level is a budget for each number of players: the iterations that take about as long, on
 * average, as the earlier search bot (heuristic playouts to the end, commit 1dae639) took at its
 * 50 (easy), 200 (normal) and 800 (hard) playouts in games of that many players, measured side by
 * side with `tnt bench --search --baseline` (docs/bots.md).
 *
 * @example
 * const bot = searchBot('seed', 'normal'); // or a number of iterations
 * bot.choose(playerView(state, seat)).move;
 */
import type { PlayerView } from '@tnt/engine';
import { decisionRng, forcedMove, legalMoveOfCode, type Bot } from './bot.ts';
import { sampleState } from './heuristic.ts';
import { searchCode } from './search/search.ts';

/**
 * Iterations per decision of each level in 2-, 3- and 4-player games: about as long, on average,
 * as the earlier bot's decision at its level. Heads-up, where the rollouts play to the end
 * (search/search.ts), 2.6 iterations take about one of its playouts' time; with more players,
 * where they stop after eight rounds, about 4.5.
 */
export const LEVEL_BUDGETS = {
  easy: [130, 235, 225],
  normal: [520, 950, 895],
  hard: [2080, 3700, 3480],
} as const;
export type SearchLevel = keyof typeof LEVEL_BUDGETS;

/** The levels' budgets in 4-player games, by name: what a level means where one number is wanted. */
export const SEARCH_LEVELS: Readonly<Record<SearchLevel, number>> = {
  easy: LEVEL_BUDGETS.easy[2],
  normal: LEVEL_BUDGETS.normal[2],
  hard: LEVEL_BUDGETS.hard[2],
};

/** A level's iterations per decision in a game of `players`. */
export const levelBudget = (level: SearchLevel, players: number): number =>
  LEVEL_BUDGETS[level][Math.min(4, Math.max(2, players)) - 2]!;

/** The seat whose decision it is: the viewer, since a bot is asked only its own decisions. */
function deciderOf(view: PlayerView): number {
  if (view.decision === null || view.decision.seat !== view.viewer) {
    throw new Error("a bot is asked only for its own seat's decision");
  }
  return view.decision.seat;
}

/** A search bot with a budget of iterations, or a level (its budget for the game's players). */
export function searchBot(
  seed: string,
  budget: number | SearchLevel,
  label = `search(${budget})`,
): Bot {
  return {
    kind: 'search',
    label,
    choose(view) {
      const forced = forcedMove(view);
      if (forced !== null) return { move: forced, iterations: 0 };
      const rng = decisionRng(seed, view);
      const base = sampleState(view, rng);
      const n = typeof budget === 'number' ? budget : levelBudget(budget, view.players);
      const { code, iterations } = searchCode(base, deciderOf(view), n, rng);
      return { move: legalMoveOfCode(view, code, base.board), iterations };
    },
  };
}
