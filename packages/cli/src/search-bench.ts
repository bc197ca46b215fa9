/**
 * `tnt bench --search`: how fast the search bot searches, and how long it thinks, on the decisions
 * of real games (4 players unless asked otherwise), for this build and, with `--baseline DIR`, for another build's bots in
 * the same run.
 *
 * The positions: every decision with a choice of the first seat in a few seeded games of
 * heuristic bots. "Mid-game" is the middle of each game (from 30% to 70% of its turns). Two
 * figures per build:
 *
 * - iterations a second at mid-game positions: the search bot at a fixed budget decides each
 *   mid-game position, and its iterations (determinize, then play out or roll out) are divided by
 *   the CPU time of the decisions;
 * - CPU milliseconds a decision at each level, over all the positions, in the mean (the thinking
 *   time that strength matches at equal time compare) and at the 95th percentile (what a level's
 *   bound on a decision's time is checked against). A level is played as its name makes it, with
 *   its own method, horizon and least gain for the game's players and expansions.
 *
 * Each round measures every build once, in alternating order, so a change in the machine's load
 * falls on both; the figures are the medians of the rounds.
 *
 * @example
 * const result = runSearchBench({ rounds: 3, games: 2, budget: 200, levels: [...] }, builds);
 */
import { cpuUsage } from 'node:process';
import {
  LEVEL_BUDGETS,
  createBot,
  heuristicBot,
  levelBudget,
  parseBotSpec,
  playMatch,
  type Bot,
  type SearchLevel,
} from '@tnt/bots';
import type { GameRules, PlayerView } from '@tnt/engine';
import { quantile } from './ladder/figures.ts';
import { NO_EXPANSIONS, optionsWith, type GameFlags } from './game-flags.ts';

/** A build's bots by name (`search:normal`, `search:300`), as the bench makes them. */
export interface BenchBuild {
  readonly name: string;
  readonly create: (name: string, seed: string) => Bot;
  /** The iterations of a level in games of `players` by `rules` (undefined: no such level). */
  readonly levelBudget: (level: string, players: number, rules?: GameRules) => number | undefined;
}

export interface SearchBenchOptions {
  readonly rounds: number;
  /** Seeded 4-player games whose first seat's decisions are the positions. */
  readonly games: number;
  /** Search budget of the speed measurement (each build's own level of this name, or a number). */
  readonly budget: string;
  /** Levels (or budgets) whose thinking time is measured. */
  readonly levels: readonly string[];
  /** Players of the games (default BENCH_SEARCH_PLAYERS). */
  readonly players?: number;
  /** The expansions the games are played with (default none). */
  readonly flags?: GameFlags;
}

export interface BuildFigures {
  readonly build: string;
  /** Median over the rounds of iterations per CPU second at mid-game positions. */
  readonly iterationsPerSec: number;
  /** Iterations per decision at mid-game positions (the budget, as the bot spent it). */
  readonly iterationsPerDecision: number;
  /** Median over the rounds of the mean CPU ms of a decision, by level. */
  readonly msPerDecision: Readonly<Record<string, number>>;
  /** Median over the rounds of the 95th percentile of a decision's CPU ms, by level. */
  readonly p95MsPerDecision: Readonly<Record<string, number>>;
  /** The budget of each level in this build. */
  readonly budgets: Readonly<Record<string, number>>;
}

export interface SearchBenchResult {
  readonly players: number;
  readonly flags: GameFlags;
  readonly positions: number;
  readonly midGamePositions: number;
  readonly rounds: number;
  readonly builds: readonly BuildFigures[];
}

/** The player count of the positions unless asked otherwise: the product's figure is for 4. */
export const BENCH_SEARCH_PLAYERS = 4;
const MID_GAME: readonly [number, number] = [0.3, 0.7];

/** The first seat's views with a choice in `games` games of heuristic bots, and which are mid-game. */
export function benchPositions(
  games: number,
  players = BENCH_SEARCH_PLAYERS,
  flags: GameFlags = NO_EXPANSIONS,
): { all: PlayerView[]; midGame: PlayerView[] } {
  const all: PlayerView[] = [];
  const midGame: PlayerView[] = [];
  for (let g = 0; g < games; g++) {
    const seen: PlayerView[] = [];
    const recorder = (bot: Bot): Bot => ({
      ...bot,
      choose(view) {
        if (view.viewer === 0 && view.legalMoves.length > 1) seen.push(view);
        return bot.choose(view);
      },
    });
    const bots = Array.from({ length: players }, (_, seat) =>
      recorder(heuristicBot(`bench search/${g}/${seat}`)),
    );
    const setup = { options: optionsWith(players, flags), seed: `bench search/${g}` };
    const turns = playMatch(setup, bots).state.turn;
    all.push(...seen);
    midGame.push(
      ...seen.filter((v) => v.turn >= MID_GAME[0] * turns && v.turn <= MID_GAME[1] * turns),
    );
  }
  return { all, midGame };
}

const cpuMs = (): number => {
  const { user, system } = cpuUsage();
  return (user + system) / 1000;
};

/** A budget by level name in this build, or a number as it is. */
function budgetOf(build: BenchBuild, level: string, players: number, rules?: GameRules): number {
  const named = build.levelBudget(level, players, rules);
  if (named !== undefined) return named;
  const value = Number(level);
  if (!Number.isInteger(value) || value < 1) throw new Error(`no level or budget "${level}"`);
  return value;
}

/**
 * Decides every view once with a fresh search bot of this name (`search:hard`, `search:200`):
 * CPU ms and iterations spent, and each decision's CPU ms.
 */
function decideAll(build: BenchBuild, name: string, views: readonly PlayerView[]) {
  const bot = build.create(name, 'bench search');
  let iterations = 0;
  const each: number[] = [];
  const start = cpuMs();
  for (const view of views) {
    const before = cpuMs();
    iterations += bot.choose(view).iterations;
    each.push(cpuMs() - before);
  }
  return { ms: cpuMs() - start, iterations, each };
}

/** The bot a level's time is measured with: the level itself, or a number of iterations. */
const levelBotName = (build: BenchBuild, level: string, players: number): string =>
  build.levelBudget(level, players) !== undefined
    ? `search:${level}`
    : `search:${budgetOf(build, level, players)}`;

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function runSearchBench(
  options: SearchBenchOptions,
  builds: readonly BenchBuild[],
  progress: (step: string) => void = () => {},
): SearchBenchResult {
  const players = options.players ?? BENCH_SEARCH_PLAYERS;
  const flags = options.flags ?? NO_EXPANSIONS;
  const { all, midGame } = benchPositions(options.games, players, flags);
  const rules = all[0]?.rules;
  const speedBot = (build: BenchBuild) =>
    `search:${budgetOf(build, options.budget, players, rules)}`;
  // One decision each to compile the code before anything is timed.
  for (const build of builds) decideAll(build, speedBot(build), midGame.slice(0, 3));
  const speeds = builds.map(() => [] as number[]);
  const perDecision = builds.map(() => [] as number[]);
  const times = builds.map(() => options.levels.map(() => [] as number[]));
  const p95s = builds.map(() => options.levels.map(() => [] as number[]));
  for (let r = 0; r < options.rounds; r++) {
    progress(`round ${r + 1} of ${options.rounds}`);
    const order = builds.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const b of order) {
      const build = builds[b]!;
      const speed = decideAll(build, speedBot(build), midGame);
      speeds[b]!.push((1000 * speed.iterations) / speed.ms);
      perDecision[b]!.push(speed.iterations / midGame.length);
      options.levels.forEach((level, l) => {
        const timed = decideAll(build, levelBotName(build, level, players), all);
        times[b]![l]!.push(timed.ms / all.length);
        p95s[b]![l]!.push(
          quantile(
            [...timed.each].sort((x, y) => x - y),
            0.95,
          ),
        );
      });
    }
  }
  return {
    players,
    flags,
    positions: all.length,
    midGamePositions: midGame.length,
    rounds: options.rounds,
    builds: builds.map((build, b) => ({
      build: build.name,
      iterationsPerSec: median(speeds[b]!),
      iterationsPerDecision: median(perDecision[b]!),
      msPerDecision: Object.fromEntries(options.levels.map((l, i) => [l, median(times[b]![i]!)])),
      p95MsPerDecision: Object.fromEntries(options.levels.map((l, i) => [l, median(p95s[b]![i]!)])),
      budgets: Object.fromEntries(
        options.levels.map((l) => [l, budgetOf(build, l, players, rules)]),
      ),
    })),
  };
}

/** This build's bots, for the bench. */
export function currentBuild(): BenchBuild {
  return {
    name: 'current',
    levelBudget: (level, players, rules) =>
      Object.hasOwn(LEVEL_BUDGETS, level)
        ? levelBudget(level as SearchLevel, players, rules)
        : undefined,
    create: (name, seed) => {
      const spec = parseBotSpec(name);
      if (!spec.ok) throw new Error(spec.error);
      return createBot({ ...spec.value, seed });
    },
  };
}
