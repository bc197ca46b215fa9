/**
 * A tournament's plan, and its games. Deals are played in the duplicate format: every deal (one
 * seed, so one shuffled supply and one starting seat) is played once per seating, with the bots
 * moved one seat on each time, so that every bot plays every seat of every deal and seat order
 * and the luck of the cards cancel out.
 *
 * @example
 * const jobs = gameJobs({ bots: ['search', 'heuristic'], players: 2, games: 10, seed: 's', budget: 200, records: false });
 * jobs.length; // 10: 5 deals x 2 seatings
 */
import type { GameSetup } from '@tnt/engine';
import { optionsWith, type GameFlags } from '../game-flags.ts';

export interface TournamentPlan {
  /** Bot names (as `parseBotSpec` reads them), one per seat of the first seating. */
  readonly bots: readonly string[];
  readonly players: number;
  /** Games asked for; the plan plays whole deals, so it rounds up to a multiple of `players`. */
  readonly games: number;
  readonly seed: string;
  /** Playouts per decision for search bots named without a budget. */
  readonly budget: number | null;
  /** Whether the games' moves come back, for game records. */
  readonly records: boolean;
  /** The expansions and variant every game is played with. */
  readonly flags: GameFlags;
}

/** Where the bots named base:... come from: a module bundled from another build (baseline.ts). */
export interface BaselineSource {
  readonly bundle: string | null;
}

/** One game to play: what a worker needs, as plain data. */
export interface GameJob {
  /** 0-based, in the order of the plan. */
  readonly index: number;
  readonly deal: number;
  /** The seating: seat i is played by bot (i + seating) mod players of the plan's list. */
  readonly seating: number;
  readonly setup: GameSetup;
  /** Bot name of each seat. */
  readonly seats: readonly string[];
  /** Seed of each seat's bot: one per bot of the list and deal, the same in every seating. */
  readonly botSeeds: readonly string[];
  readonly budget: number | null;
  readonly records: boolean;
  /** The bundled baseline bots' module, for seats named base:... (null: none in the plan). */
  readonly baselineBundle: string | null;
}

export const dealsOf = (plan: TournamentPlan): number => Math.ceil(plan.games / plan.players);

export function gameJobs(
  plan: TournamentPlan,
  baseline: BaselineSource = { bundle: null },
): GameJob[] {
  const jobs: GameJob[] = [];
  const k = plan.players;
  for (let deal = 0; deal < dealsOf(plan); deal++) {
    const setup: GameSetup = {
      options: optionsWith(k, plan.flags),
      seed: `${plan.seed}/deal ${deal + 1}`,
    };
    for (let seating = 0; seating < k; seating++) {
      const member = (seat: number): number => (seat + seating) % k;
      jobs.push({
        index: jobs.length,
        deal,
        seating,
        setup,
        seats: Array.from({ length: k }, (_, seat) => plan.bots[member(seat)]!),
        botSeeds: Array.from(
          { length: k },
          (_, seat) => `${plan.seed}/deal ${deal + 1}/bot ${member(seat) + 1}`,
        ),
        budget: plan.budget,
        records: plan.records,
        baselineBundle: baseline.bundle,
      });
    }
  }
  return jobs;
}
