/**
 * The level ladder: each level of the list played against the level below it, in the duplicate
 * format (every deal once per seating), heads-up unless more players are asked (then one bot of
 * the upper level against the others of the lower). A rung is one such match; its figures are
 * the upper level's win share with its 95% Wilson interval.
 *
 * @example
 * ladderRungs({ levels: ['heuristic', 'search:easy'], players: 2, games: 200, seed: 'l', flags: NO_EXPANSIONS, records: false });
 * // one rung: search:easy against heuristic, 200 games
 */
import type { GameFlags } from '../game-flags.ts';
import type { TournamentPlan } from '../tournament/plan.ts';

export interface LadderPlan {
  /** Bot names, weakest first. */
  readonly levels: readonly string[];
  readonly players: number;
  /** Games of each rung. */
  readonly games: number;
  readonly seed: string;
  readonly flags: GameFlags;
  /** Whether the games' moves come back, for their records (`--records`). */
  readonly records: boolean;
}

/** The default ladder: the heuristic, then the search's levels. */
export const DEFAULT_LEVELS = ['heuristic', 'search:easy', 'search:normal', 'search:hard'] as const;

/** A rung's folder of records: `rung-1-heuristic-vs-random`, names made safe for any file system. */
export const rungFolder = (index: number, rung: TournamentPlan): string =>
  `rung-${index + 1}-${rung.bots[0]}-vs-${rung.bots[1]}`.replace(/[^A-Za-z0-9.-]+/g, '-');

/** The tournaments of the ladder, one per rung, lowest rung first: the upper level in seat 1. */
export function ladderRungs(plan: LadderPlan): TournamentPlan[] {
  const rungs: TournamentPlan[] = [];
  for (let i = 1; i < plan.levels.length; i++) {
    const upper = plan.levels[i]!;
    const lower = plan.levels[i - 1]!;
    rungs.push({
      bots: [upper, ...Array.from({ length: plan.players - 1 }, () => lower)],
      players: plan.players,
      games: plan.games,
      // Every rung its own deals: a level's two rungs are two samples, not one twice.
      seed: `${plan.seed}/${upper} vs ${lower}`,
      budget: null,
      records: plan.records,
      flags: plan.flags,
    });
  }
  return rungs;
}
