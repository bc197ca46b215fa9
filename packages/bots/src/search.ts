/**
 * The search bot: determinized Monte-Carlo search (search/search.ts) from states sampled from its
 * own view, with cheap rollouts. Its budget is a number of iterations (a sampled state, a move
 * and a rollout) per decision, never a time, so its games replay exactly; a forced decision (one
 * legal move) takes no search.
 *
 * A level is a budget for each number of players (`LEVEL_BUDGETS`), set so that each level is a
 * rung above the one below within the decision time it is allowed (docs/bots.md, `tnt ladder`).
 *
 * @example
 * const bot = searchBot('seed', 'normal'); // or a number of iterations
 * bot.choose(playerView(state, seat)).move;
 */
import type { GameRules, PlayerView } from '@tnt/engine';
import { iterationCost } from './expansions/built-in.ts';
import { decisionRng, forcedMove, legalMoveOfCode, type Bot } from './bot.ts';
import { sampleState } from './heuristic.ts';
import {
  horizonRounds,
  searchCode,
  type DepartureEvidence,
  type SearchMethod,
} from './search/search.ts';

export type { DepartureEvidence, SearchMethod } from './search/search.ts';

/**
 * Iterations per decision of each level in 2-, 3- and 4-player games. The levels are a ladder for
 * people, so they differ in strength, not only in time: the search's gain over the heuristic comes
 * with its first few hundred iterations and grows slowly after (docs/bots.md), so easy searches
 * little (it still departs from the heuristic only where its few rollouts are clear), normal a few
 * hundred, and hard as much as its time allows. Each budget keeps the 95th percentile of a
 * decision's time on one core under its level's bound (easy 50 ms, normal 250 ms, hard 1 s;
 * measured with `tnt ladder` and `tnt bench --search`): heads-up, where rollouts stop after six
 * rounds (LEVEL_HORIZONS), an iteration costs about half of one played to the end (0.075 ms of
 * CPU time), and the slowest decisions (early in the game) two to three times the mean; with more
 * players, where easy's rollouts stop after eight rounds, 0.08 ms, and normal's and hard's, which
 * play to the end there, about 0.14 ms. These are the base game's budgets; with an expansion whose
 * iterations cost more a level may spend fewer (LEVEL_ITERATION_CAPS).
 */
export const LEVEL_BUDGETS = {
  easy: [40, 70, 70],
  normal: [600, 520, 500],
  hard: [8000, 2600, 2600],
} as const;
/**
 * Turns of every seat a level's rollouts play, in 2-, 3- and 4-player games, before the position
 * is valued by the learned value (value/value.ts); Infinity plays them to the end. Heads-up six
 * rounds and the value did as well as rollouts to the end at the same iterations in half the time
 * (53 of 100 games at normal's budget), and at the same time won 56 of 100 at normal's and 125 of
 * 200 at easy's. With more players easy stops after eight rounds (the value there won 45 of 100
 * games one against three easy bots valued by the estimate); normal and hard play to the end,
 * which six or eight rounds and the value did not beat at the same iterations (docs/bots.md).
 */
export const LEVEL_HORIZONS = {
  easy: [6, 8, 8],
  normal: [6, Infinity, Infinity],
  hard: [6, Infinity, Infinity],
} as const;
/**
 * The least mean gain in reward (a win is worth 0.6 of it) a level's search needs over the
 * heuristic's move before it plays another, in 2-, 3- and 4-player games, beside the test of its
 * standard error. At hard's budget heads-up the standard error of a gain is about a hundredth, so
 * the search left the heuristic's move for gains no larger than the rollouts' own bias; with a
 * floor of 0.035 hard won 67 of 100 games against normal where without one it won 57 of the same
 * deals (0.02: 64). Easy's and normal's few hundred iterations leave errors above the floor, and
 * with more players no floor was measured.
 */
export const LEVEL_MIN_GAINS = {
  easy: [0, 0, 0],
  normal: [0, 0, 0],
  hard: [0.035, 0, 0],
} as const;
export type SearchLevel = keyof typeof LEVEL_BUDGETS;

/**
 * The most iterations a level spends on a decision, in 2-, 3- and 4-player games, counted in
 * base-game iterations: 80% of its bound on a decision's time (easy 50 ms, normal 250 ms, hard
 * 1 s) over the 95th percentile of an iteration's CPU time in the base game at the level's
 * horizon, measured with `tnt bench --search --games 2` (2026-12-04). In the base game each level's
 * own budget is below its cap; an expansion whose iterations cost more lowers the cap in
 * proportion (levelBudget), which with three and four players and Power and Glory brings normal
 * and hard below their own budgets; heads-up, where rollouts stop after six rounds, no expansion
 * does.
 */
export const LEVEL_ITERATION_CAPS: Readonly<Record<SearchLevel, readonly number[]>> = {
  easy: [300, 400, 210],
  normal: [3_600, 1_180, 580],
  hard: [14_000, 4_570, 2_640],
};

/** The levels' budgets in 4-player games, by name: what a level means where one number is wanted. */
export const SEARCH_LEVELS: Readonly<Record<SearchLevel, number>> = {
  easy: LEVEL_BUDGETS.easy[2],
  normal: LEVEL_BUDGETS.normal[2],
  hard: LEVEL_BUDGETS.hard[2],
};

/**
 * How a level searches, by the number of players: heads-up, normal and hard search the rest of
 * their own turn as a tree (search/turn-tree.ts), which won 60 of 100 games against the flat
 * search at equal time there; with more players, where it was not measured yet, every level
 * searches flat.
 */
export const levelMethod = (level: SearchLevel, players: number): SearchMethod =>
  level !== 'easy' && players === 2 ? 'tree' : 'flat';

/** Index of a number of players in the levels' tables: 2, 3 and 4 players. */
const column = (players: number): number => Math.min(4, Math.max(2, players)) - 2;

/** The rounds a level's rollouts play in a game of `players` (LEVEL_HORIZONS). */
export const levelHorizon = (level: SearchLevel, players: number): number =>
  LEVEL_HORIZONS[level][column(players)]!;

/** The least gain over the heuristic's move a level departs for (LEVEL_MIN_GAINS). */
export const levelMinGain = (level: SearchLevel, players: number): number =>
  LEVEL_MIN_GAINS[level][column(players)]!;

/**
 * A level's iterations per decision in a game of `players` by `rules`: its own budget, unless an
 * iteration with the expansions played costs so much more than in the base game that its slowest
 * decisions would leave its time bound; then the cap over that cost (LEVEL_ITERATION_CAPS). Where
 * the bound allows, a level spends the same iterations with every expansion: with rollouts cut
 * short and valued by the learned value, easy's 40 iterations heads-up beat the heuristic with
 * Power and Glory as in the base game (59 of 60 games), and a larger budget there only narrowed
 * normal's lead over easy (docs/bots.md, "The learned value at the horizon").
 */
export function levelBudget(level: SearchLevel, players: number, rules?: GameRules): number {
  const own = LEVEL_BUDGETS[level][column(players)]!;
  if (rules === undefined) return own;
  const cap = Math.floor(
    LEVEL_ITERATION_CAPS[level][column(players)]! / iterationCost(rules, players),
  );
  return Math.min(own, cap);
}

/** The seat whose decision it is: the viewer, since a bot is asked only its own decisions. */
function deciderOf(view: PlayerView): number {
  if (view.decision === null || view.decision.seat !== view.viewer) {
    throw new Error("a bot is asked only for its own seat's decision");
  }
  return view.decision.seat;
}

/** How a search bot searches beside its budget; each absent option is its level's own. */
export interface SearchBotOptions {
  readonly label?: string;
  /** Absent: a level's own method (levelMethod), or flat for a number of iterations. */
  readonly method?: SearchMethod;
  /** Rounds a rollout plays before it is valued; absent: the level's, or horizonRounds's. */
  readonly horizon?: number;
  /** The least gain in reward over the heuristic's move to depart from it; absent: the level's. */
  readonly minGain?: number;
  /** The samples a departure is judged on; absent: all of them. */
  readonly evidence?: DepartureEvidence;
}

/** A search bot with a budget of iterations, or a level (its budget for the game's players). */
export function searchBot(
  seed: string,
  budget: number | SearchLevel,
  { label = `search(${budget})`, method, horizon, minGain, evidence }: SearchBotOptions = {},
): Bot {
  return {
    kind: 'search',
    label,
    choose(view) {
      const forced = forcedMove(view);
      if (forced !== null) return { move: forced, iterations: 0 };
      const rng = decisionRng(seed, view);
      const base = sampleState(view, rng);
      const n = typeof budget === 'number' ? budget : levelBudget(budget, view.players, view.rules);
      const how =
        method ?? (typeof budget === 'number' ? 'flat' : levelMethod(budget, view.players));
      const rounds =
        horizon ??
        (typeof budget === 'number'
          ? horizonRounds(view.players, n)
          : levelHorizon(budget, view.players));
      const floor =
        minGain ?? (typeof budget === 'number' ? 0 : levelMinGain(budget, view.players));
      const { code, iterations } = searchCode(base, deciderOf(view), n, rng, {
        method: how,
        horizon: rounds,
        minGain: floor,
        evidence,
      });
      return { move: legalMoveOfCode(view, code, base.board), iterations };
    },
  };
}
