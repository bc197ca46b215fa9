/**
 * The ladder's figures: for each rung the upper level's wins over the lower with the 95% Wilson
 * interval and both levels' mean scores, and for each level the time of its decisions with a
 * choice (median and 95th percentile, over every rung it played in), as a markdown table and as
 * JSON.
 *
 * @example
 * const report = ladderReport(plan, outcomesByRung, { seconds: 600, threads: 2, date: '2026-11-27' });
 * ladderMarkdown(report); // two tables
 */
import type { GameOutcome } from '../tournament/game.ts';
import { botStats, gameFigures, wilson } from '../tournament/stats.ts';
import type { LadderPlan } from './plan.ts';
import { describeFlags } from '../game-flags.ts';

export interface RungFigures {
  readonly upper: string;
  readonly lower: string;
  readonly games: number;
  /** Games the upper level won. */
  readonly wins: number;
  /** Its win share against the parity of one seat in `players`. */
  readonly winShare: number;
  readonly ci95: readonly [number, number];
  readonly meanScore: { readonly upper: number; readonly lower: number };
  readonly meanWinnerScore: number;
}

export interface LevelTimes {
  readonly level: string;
  readonly decisions: number;
  readonly p50: number;
  readonly p95: number;
  readonly mean: number;
}

export interface LadderReport {
  readonly players: number;
  readonly gamesPerRung: number;
  readonly seed: string;
  readonly expansions: readonly string[];
  readonly rungs: readonly RungFigures[];
  readonly times: readonly LevelTimes[];
  readonly threads: number;
  readonly seconds: number;
  readonly date: string;
}

/** The `q` quantile of sorted values (nearest rank), 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

function rungFigures(upper: string, lower: string, outcomes: readonly GameOutcome[]): RungFigures {
  let wins = 0;
  for (const game of outcomes) {
    if (game.winner !== null && game.seats[game.winner]!.bot === upper) wins++;
  }
  const stats = botStats(outcomes);
  const n = outcomes.length;
  const round2 = (x: number): number => Number(x.toFixed(2));
  return {
    upper,
    lower,
    games: n,
    wins,
    winShare: n === 0 ? 0 : Number((wins / n).toFixed(4)),
    ci95: wilson(wins, n).map((x) => Number(x.toFixed(4))) as [number, number],
    meanScore: {
      upper: round2(stats.get(upper)?.meanScore ?? 0),
      lower: round2(stats.get(lower)?.meanScore ?? 0),
    },
    meanWinnerScore: round2(gameFigures(outcomes).winnerScore),
  };
}

function levelTimes(level: string, outcomes: readonly GameOutcome[]): LevelTimes {
  const times = outcomes
    .flatMap((game) => game.seats.filter((s) => s.bot === level).flatMap((s) => s.msEach))
    .sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  const round1 = (x: number): number => Number(x.toFixed(1));
  return {
    level,
    decisions: times.length,
    p50: round1(quantile(times, 0.5)),
    p95: round1(quantile(times, 0.95)),
    mean: round1(times.length === 0 ? 0 : sum / times.length),
  };
}

export interface RunFacts {
  readonly seconds: number;
  readonly threads: number;
  readonly date: string;
}

/** The report of a ladder whose rungs (in `ladderRungs` order) ended with these outcomes. */
export function ladderReport(
  plan: LadderPlan,
  outcomesByRung: readonly (readonly GameOutcome[])[],
  facts: RunFacts,
): LadderReport {
  const rungs = outcomesByRung.map((outcomes, i) =>
    rungFigures(plan.levels[i + 1]!, plan.levels[i]!, outcomes),
  );
  const all = outcomesByRung.flat();
  return {
    players: plan.players,
    gamesPerRung: plan.games,
    seed: plan.seed,
    expansions: plan.flags.expansions,
    rungs,
    times: plan.levels.map((level) => levelTimes(level, all)),
    threads: facts.threads,
    seconds: Number(facts.seconds.toFixed(1)),
    date: facts.date,
  };
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function ladderMarkdown(report: LadderReport, plan: LadderPlan): string {
  const parity = percent(1 / report.players);
  const rungRows = report.rungs.map(
    (r) =>
      `| ${r.upper} vs ${r.lower} | ${r.games} | ${r.wins} | ${percent(r.winShare)} | ` +
      `${percent(r.ci95[0])}-${percent(r.ci95[1])} | ${r.meanScore.upper} / ${r.meanScore.lower} | ${r.meanWinnerScore} |`,
  );
  const timeRows = report.times.map(
    (t) => `| ${t.level} | ${t.decisions} | ${t.p50} | ${t.p95} | ${t.mean} |`,
  );
  const against = report.players === 2 ? 'heads-up' : `one against ${report.players - 1}`;
  return [
    `Level ladder, ${describeFlags(plan.flags)}, ${report.players} players (${against}, parity ${parity}), ` +
      `seed "${report.seed}", ${report.date}, ${report.threads} worker thread(s), ${report.seconds} s.`,
    '',
    "| rung | games | upper's wins | upper's win share | 95% interval | mean score upper / lower | winners' mean score |",
    '|---|---:|---:|---:|---|---|---:|',
    ...rungRows,
    '',
    '| level | decisions with a choice | p50 ms | p95 ms | mean ms |',
    '|---|---:|---:|---:|---:|',
    ...timeRows,
    '',
  ].join('\n');
}
