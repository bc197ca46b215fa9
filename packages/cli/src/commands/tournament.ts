/**
 * `tnt tournament`: bots against bots on all cores, in the duplicate format, with a progress bar
 * on stderr and a table per bot (or JSON) at the end. See tournament/args.ts for the flags.
 *
 * @example
 * // tnt tournament --bots search,heuristic,heuristic,heuristic --games 100 --seed s1
 * const code = await runTournamentCommand(['--bots', 'search,heuristic', '--games', '10']);
 */
import { EXIT_FAILED, EXIT_OK, processIo, usageError, type Io } from '../io.ts';
import { TOURNAMENT_USAGE, parseTournamentArgs } from '../tournament/args.ts';
import type { GameOutcome } from '../tournament/game.ts';
import { dealsOf, gameJobs } from '../tournament/plan.ts';
import { defaultThreads, runGames, workerAvailable } from '../tournament/pool.ts';
import { Progress, type ProgressSink } from '../tournament/progress.ts';
import { prepareRecordDir, writeRecord } from '../tournament/records.ts';
import { reportJson, reportText } from '../tournament/report.ts';
import { writeFileSync } from 'node:fs';
import { bundleBaseline } from '../baseline.ts';
import type { TournamentPlan } from '../tournament/plan.ts';

/** The outcomes of the deals played in every seating so far: a fair part of a duplicate run. */
export function wholeDeals(plan: TournamentPlan, outcomes: readonly GameOutcome[]): GameOutcome[] {
  const seatings = new Map<number, number>();
  for (const o of outcomes) seatings.set(o.deal, (seatings.get(o.deal) ?? 0) + 1);
  return outcomes
    .filter((o) => seatings.get(o.deal) === plan.players)
    .sort((a, b) => a.index - b.index);
}

export async function runTournamentCommand(
  argv: string[],
  io: Io = processIo,
  progressSink: ProgressSink = process.stderr,
): Promise<number> {
  const args = parseTournamentArgs(argv);
  if (!args.ok) return usageError(io, 'tournament', args.error);
  if (args.value.help) {
    io.out(TOURNAMENT_USAGE);
    return EXIT_OK;
  }
  const { plan, json, recordsDir, baselineDir, reportFile } = args.value;
  let bundle: string | null = null;
  if (baselineDir !== null) {
    try {
      bundle = await bundleBaseline(baselineDir);
    } catch (e) {
      io.err(`tnt tournament: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT_FAILED;
    }
  }
  const jobs = gameJobs(plan, { bundle });
  const threads = Math.min(args.value.threads ?? defaultThreads(), jobs.length);
  if (recordsDir !== null) prepareRecordDir(recordsDir);
  const where = threads > 1 && workerAvailable() ? `${threads} worker threads` : 'the main thread';
  io.err(
    `${jobs.length} games (${dealsOf(plan)} deals x ${plan.players} seatings) on ${where}: ${plan.bots.join(', ')}\n`,
  );
  const progress = new Progress(jobs.length, progressSink);
  const outcomes: GameOutcome[] = [];
  progress.update(0);
  try {
    await runGames(jobs, threads, (outcome) => {
      outcomes.push(outcome);
      if (recordsDir !== null) writeRecord(recordsDir, jobs[outcome.index]!, outcome, jobs.length);
      if (reportFile !== null) {
        writeFileSync(
          reportFile,
          `${reportJson(plan, wholeDeals(plan, outcomes), progress.elapsedSeconds())}\n`,
        );
      }
      progress.update(outcomes.length);
    });
  } catch (e) {
    progress.finish();
    io.err(`tnt tournament: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FAILED;
  }
  progress.finish();
  outcomes.sort((a, b) => a.index - b.index);
  const seconds = progress.elapsedSeconds();
  const unfinished = outcomes.filter((o) => !o.finished).length;
  if (unfinished > 0) io.err(`warning: ${unfinished} games were cut off at the move limit\n`);
  // The file ends as the report printed: the same games and the same time.
  if (reportFile !== null) writeFileSync(reportFile, `${reportJson(plan, outcomes, seconds)}\n`);
  io.out(`${json ? reportJson(plan, outcomes, seconds) : reportText(plan, outcomes, seconds)}\n`);
  return EXIT_OK;
}
