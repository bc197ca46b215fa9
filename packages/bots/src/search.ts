/**
 * The search bot: determinized Monte-Carlo search (search/search.ts) from states sampled from its
 * own view, with heuristic playouts. Its budget is a number of playouts per decision, never a
 * time, so its games replay exactly; a forced decision (one legal move) takes no search.
 *
 * Levels (playouts per decision; speed measured on one core, see docs/bots.md):
 *   easy 50, normal 200, hard 800.
 *
 * @example
 * const bot = searchBot('seed', SEARCH_LEVELS.normal);
 * bot.choose(playerView(state, seat)).move;
 */
import type { PlayerView } from '@tnt/engine';
import { decisionRng, forcedMove, legalMoveOfCode, type Bot } from './bot.ts';
import { sampleState } from './heuristic.ts';
import { searchCode } from './search/search.ts';

export const SEARCH_LEVELS = { easy: 240, normal: 950, hard: 3700 } as const;
export type SearchLevel = keyof typeof SEARCH_LEVELS;

/** The seat whose decision it is: the viewer, since a bot is asked only its own decisions. */
function deciderOf(view: PlayerView): number {
  if (view.decision === null || view.decision.seat !== view.viewer) {
    throw new Error("a bot is asked only for its own seat's decision");
  }
  return view.decision.seat;
}

export function searchBot(seed: string, budget: number, label = `search(${budget})`): Bot {
  return {
    kind: 'search',
    label,
    choose(view) {
      const forced = forcedMove(view);
      if (forced !== null) return { move: forced, iterations: 0 };
      const rng = decisionRng(seed, view);
      const base = sampleState(view, rng);
      const { code, iterations } = searchCode(base, deciderOf(view), budget, rng);
      return { move: legalMoveOfCode(view, code, base.board), iterations };
    },
  };
}
