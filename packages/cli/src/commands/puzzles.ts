/**
 * `tnt puzzles --from DIR --out FILE`: finds puzzles ("find the best move") in the game records of
 * a folder (the bots' `findPuzzles`: positions where one move's chance to win clearly exceeds every
 * other's at a deep search) and writes them as one puzzle file, which the web client's Puzzles
 * page serves. A puzzle holds the solver's own view, never a seed or another seat's hidden cards.
 *
 * @example
 * const code = await runCli(['puzzles', '--from', 'records', '--out', 'puzzles.json'], io);
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_PUZZLE_MARGIN,
  PUZZLE_FORMAT,
  PUZZLE_VERSION,
  findPuzzles,
  type Puzzle,
  type PuzzleFile,
} from '@tnt/bots';
import { moveToText } from '@tnt/engine';
import { formatNumber } from '../format.ts';
import {
  EXIT_FAILED,
  EXIT_OK,
  intFlag,
  parseFlags,
  usageError,
  type Command,
  type Io,
} from '../io.ts';
import { readRecordFile } from '../record-file.ts';
import { percent, reasonText } from '../reason-text.ts';

const DEFAULT_ITERATIONS = 3000;
const DEFAULT_MAX = 50;
const DEFAULT_PER_GAME = 3;

const USAGE = `Usage: tnt puzzles --from DIR --out FILE [--iterations N] [--screen N]
                   [--margin PERCENT] [--per-game N] [--max N] [--seed S]

Finds puzzles in the game records (*.json) of a folder: positions where one move is
clearly best. Every decision with a choice is screened with a small search; where the best
move leads by half the margin or more, a deep search decides: the position is a puzzle when
the best move's chance to win exceeds every other move's by the margin. The puzzle file
holds, for each, the view of the seat to move (its own hand and the table: never a seed or
another seat's hidden cards), the solution, the moves' chances to win and the reason.

Options:
  --from DIR          the folder of game records (tnt tournament --records DIR writes them)
  --out FILE          the puzzle file to write
  --iterations N      playouts of the deep search (default ${DEFAULT_ITERATIONS})
  --screen N          playouts of the screening of every decision (default: a tenth of
                      --iterations, at least 20)
  --margin PERCENT    the lead in points of win chance (default ${DEFAULT_PUZZLE_MARGIN * 100})
  --per-game N        puzzles from one record at most (default ${DEFAULT_PER_GAME})
  --max N             puzzles in all at most (default ${DEFAULT_MAX})
  --seed S            the searches' seed (default "puzzles")
  -h, --help          show this help

Exit codes: 0 the file was written (even with no puzzle); 1 it could not be written;
2 bad usage, or a folder that cannot be read.
`;

interface Flags {
  readonly from: string;
  readonly out: string;
  readonly iterations: number;
  readonly screen: number | undefined;
  readonly margin: number;
  readonly perGame: number;
  readonly max: number;
  readonly seed: string | undefined;
}

function readFlags(args: readonly string[]): { help: true } | { flags: Flags } | { error: string } {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: {
        from: { type: 'string' },
        out: { type: 'string' },
        iterations: { type: 'string' },
        screen: { type: 'string' },
        margin: { type: 'string' },
        'per-game': { type: 'string' },
        max: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }),
  );
  if (!parsed.ok) return { error: parsed.error };
  const { values } = parsed.value;
  if (values.help) return { help: true };
  if (values.from === undefined) return { error: 'give the folder of records: --from DIR' };
  if (values.out === undefined) return { error: 'give the puzzle file to write: --out FILE' };
  const iterations = intFlag('iterations', values.iterations ?? `${DEFAULT_ITERATIONS}`, 2, 1e6);
  if (!iterations.ok) return { error: iterations.error };
  const screen = values.screen === undefined ? null : intFlag('screen', values.screen, 2, 1e6);
  if (screen !== null && !screen.ok) return { error: screen.error };
  const margin = intFlag('margin', values.margin ?? `${DEFAULT_PUZZLE_MARGIN * 100}`, 1, 100);
  if (!margin.ok) return { error: margin.error };
  const perGame = intFlag('per-game', values['per-game'] ?? `${DEFAULT_PER_GAME}`, 1, 1000);
  if (!perGame.ok) return { error: perGame.error };
  const max = intFlag('max', values.max ?? `${DEFAULT_MAX}`, 1, 100_000);
  if (!max.ok) return { error: max.error };
  return {
    flags: {
      from: values.from,
      out: values.out,
      iterations: iterations.value,
      screen: screen?.value,
      margin: margin.value / 100,
      perGame: perGame.value,
      max: max.value,
      seed: values.seed,
    },
  };
}

function describe(p: Puzzle): string {
  return `  ${p.id}: ${moveToText(p.solution)} (${percent(p.winChance)} against ${percent(p.runnerUp.winChance)} for ${moveToText(p.runnerUp.move)}): ${reasonText(p.reason)}\n`;
}

function run(args: readonly string[], io: Io): number {
  const read = readFlags(args);
  if ('help' in read) {
    io.out(USAGE);
    return EXIT_OK;
  }
  if ('error' in read) return usageError(io, 'puzzles', read.error);
  const { flags } = read;
  let files: string[];
  try {
    files = readdirSync(flags.from)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch (e) {
    return usageError(
      io,
      'puzzles',
      `cannot read ${flags.from}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const puzzles: Puzzle[] = [];
  let records = 0;
  for (const name of files) {
    if (puzzles.length >= flags.max) break;
    const path = join(flags.from, name);
    const record = readRecordFile(path);
    if (!record.ok) {
      io.err(`${path}: skipped, not a game record: ${record.error.message}\n`);
      continue;
    }
    const found = findPuzzles(record.value, {
      label: basename(name, '.json'),
      iterations: flags.iterations,
      margin: flags.margin,
      perRecord: flags.perGame,
      ...(flags.screen === undefined ? {} : { screenIterations: flags.screen }),
      ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    });
    if (!found.ok) {
      io.err(`${path}: skipped: ${found.error.message}\n`);
      continue;
    }
    records++;
    const kept = found.value.slice(0, flags.max - puzzles.length);
    puzzles.push(...kept);
    io.err(`${path}: ${kept.length} puzzles\n`);
  }
  const file: PuzzleFile = {
    format: PUZZLE_FORMAT,
    version: PUZZLE_VERSION,
    margin: flags.margin,
    puzzles,
  };
  try {
    mkdirSync(dirname(flags.out), { recursive: true });
    writeFileSync(flags.out, `${JSON.stringify(file)}\n`);
  } catch (e) {
    io.err(
      `tnt puzzles: cannot write ${flags.out}: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    return EXIT_FAILED;
  }
  io.out(
    `${formatNumber(puzzles.length)} puzzles from ${formatNumber(records)} records, written to ${flags.out}\n${puzzles.map(describe).join('')}`,
  );
  return EXIT_OK;
}

export const puzzlesCommand: Command = {
  name: 'puzzles',
  summary: 'find "best move" puzzles in a folder of game records; write a puzzle file',
  usage: USAGE,
  run,
};
