/**
 * `tnt ladder`: the bots' levels, each against the level below, on all cores; prints (and with
 * --out writes) the table of rungs and decision times. See ladder/args.ts for the flags.
 *
 * @example
 * // tnt ladder --games 200 --out docs/ladder --records runs/ladder (then tnt ratings --from runs/ladder)
 * const code = await runLadderCommand(['--levels', 'random,heuristic', '--games', '4']);
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EXIT_FAILED, EXIT_OK, processIo, usageError, type Io } from '../io.ts';
import { LADDER_USAGE, parseLadderArgs } from '../ladder/args.ts';
import { ladderMarkdown, ladderReport } from '../ladder/figures.ts';
import { ladderRungs, rungFolder } from '../ladder/plan.ts';
import type { GameOutcome } from '../tournament/game.ts';
import { gameJobs } from '../tournament/plan.ts';
import { defaultThreads, runGames } from '../tournament/pool.ts';
import { Progress, type ProgressSink } from '../tournament/progress.ts';
import { prepareRecordDir, writeRecord } from '../tournament/records.ts';

export async function runLadderCommand(
  argv: readonly string[],
  io: Io = processIo,
  progressSink: ProgressSink = process.stderr,
): Promise<number> {
  const args = parseLadderArgs(argv);
  if (!args.ok) return usageError(io, 'ladder', args.error);
  if (args.value.help) {
    io.out(LADDER_USAGE);
    return EXIT_OK;
  }
  const { plan, json, out, recordsDir } = args.value;
  const threads = args.value.threads ?? defaultThreads();
  const started = performance.now();
  const outcomesByRung: GameOutcome[][] = [];
  for (const [index, rung] of ladderRungs(plan).entries()) {
    const jobs = gameJobs(rung);
    const records = recordsDir === null ? null : join(recordsDir, rungFolder(index, rung));
    if (records !== null) prepareRecordDir(records);
    io.err(`${rung.bots[0]} against ${rung.bots[1]}: ${jobs.length} games\n`);
    const progress = new Progress(jobs.length, progressSink);
    const outcomes: GameOutcome[] = [];
    progress.update(0);
    try {
      await runGames(jobs, Math.min(threads, jobs.length), (outcome) => {
        outcomes.push(outcome);
        if (records !== null) writeRecord(records, jobs[outcome.index]!, outcome, jobs.length);
        progress.update(outcomes.length);
      });
    } catch (e) {
      progress.finish();
      io.err(`tnt ladder: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT_FAILED;
    }
    progress.finish();
    outcomesByRung.push(outcomes.sort((a, b) => a.index - b.index));
  }
  const report = ladderReport(plan, outcomesByRung, {
    seconds: (performance.now() - started) / 1000,
    threads,
    date: new Date().toISOString().slice(0, 10),
  });
  const markdown = ladderMarkdown(report, plan);
  const text = JSON.stringify(report, null, 2);
  if (out !== null) {
    writeFileSync(`${out}.md`, markdown);
    writeFileSync(`${out}.json`, `${text}\n`);
  }
  io.out(json ? `${text}\n` : markdown);
  return EXIT_OK;
}
