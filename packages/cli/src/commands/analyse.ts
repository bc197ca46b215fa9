/**
 * `tnt analyse RECORD.json [--seat N] [--json]`: the post-game analysis of a record, the same as
 * the web client's analysis page (the bots' `analyseRecord`): every decision of the seat evaluated
 * by the search from the seat's own view (its chance to win after the move made and after the
 * best move), mistakes and blunders marked with the better move, and every seat's chance to win
 * over the game. Progress goes to stderr.
 *
 * @example
 * const code = await runCli(['analyse', 'game.json', '--seat', '2', '--json'], io);
 */
import { parseArgs } from 'node:util';
import { BLUNDER_LOSS, MISTAKE_LOSS, analyseRecord, type GameAnalysis } from '@tnt/bots';
import { moveToText } from '@tnt/engine';
import { formatNumber, seatName, table } from '../format.ts';
import {
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  intFlag,
  parseFlags,
  usageError,
  type Command,
  type Io,
} from '../io.ts';
import { readRecordFile } from '../record-file.ts';
import { percent, reasonText } from '../reason-text.ts';

export const DEFAULT_ANALYSIS_ITERATIONS = 400;
const DEFAULT_CHART_PLAYOUTS = 200;
/** The chart in the text output: at most this many rows (every turn in --json). */
const CHART_ROWS = 25;

const USAGE = `Usage: tnt analyse RECORD.json [--seat N] [--json] [--iterations N]
                   [--chart-playouts N] [--seed S]

Analyses a game record with the search: every decision of the seat (one with a choice) is
evaluated from that seat's own view at the time, by playouts of the heuristic policy from
the hidden cards dealt anew. For each it gives the chance to win after the move made and
after the best move. A loss of ${MISTAKE_LOSS * 100} points of win chance or more is a mistake, of ${BLUNDER_LOSS * 100} or more a
blunder (only when the loss is also clear of the playouts' chance: 1.5 standard errors).
The chart gives every seat's chance to win at the start of each turn and at the end,
measured from the full state (every hand known, the supply's order dealt anew).

Options:
  --seat N             the seat to analyse, counted from 1 as printed (default 1)
  --iterations N       playouts per decision (default ${DEFAULT_ANALYSIS_ITERATIONS})
  --chart-playouts N   playouts per point of the chart (default ${DEFAULT_CHART_PLAYOUTS})
  --seed S             the evaluations' seed (default "analysis"): same seed, same analysis
  --json               print the whole analysis as JSON (seats 0-based, as in records)
  -h, --help           show this help

Exit codes: 0 analysed; 1 the record has an illegal move; 2 not a record, or bad usage.
`;

export function formatAnalysis(file: string, a: GameAnalysis): string {
  const seat = seatName(a.seat);
  const state = a.finished ? 'the game is over' : 'the game is not finished';
  const lines = [
    `${file}: ${seat} analysed: ${formatNumber(a.decisions.length)} decisions with a choice, ${formatNumber(a.iterations)} playouts each; ${state}.`,
    `Mistakes: ${a.mistakes}, blunders: ${a.blunders}, too close to call: ${a.uncertain}; mean loss ${formatNumber(a.meanLoss * 100, 1)} points of win chance.`,
    '',
  ];
  const marked = a.decisions.filter((d) => d.judgement === 'mistake' || d.judgement === 'blunder');
  if (marked.length > 0) {
    lines.push(
      table(
        [
          ['move', 'turn', 'played', 'win', 'best', 'win', 'loss', 'judgement', 'the best move'],
          ...marked.map((d) => [
            `${d.moveNumber}`,
            `${d.turn}`,
            moveToText(d.played),
            percent(d.playedWinChance),
            moveToText(d.best),
            percent(d.bestWinChance),
            formatNumber(d.loss * 100),
            d.judgement,
            reasonText(d.reason),
          ]),
        ],
        [0, 1, 3, 5, 6],
      ),
      '',
    );
  }
  const step = Math.max(1, Math.ceil(a.chart.length / CHART_ROWS));
  const rows = a.chart.filter((_, i) => i % step === 0 || i === a.chart.length - 1);
  lines.push(
    'Chance to win over the game:',
    table(
      [
        ['turn', ...Array.from({ length: a.players }, (_, s) => seatName(s))],
        ...rows.map((p) => [`${p.turn}`, ...p.winChances.map(percent)]),
      ],
      Array.from({ length: a.players + 1 }, (_, i) => i),
    ),
    '',
  );
  return lines.join('\n');
}

function run(args: readonly string[], io: Io): number {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: {
        seat: { type: 'string' },
        iterations: { type: 'string' },
        'chart-playouts': { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'analyse', parsed.error);
  const { values, positionals } = parsed.value;
  if (values.help) {
    io.out(USAGE);
    return EXIT_OK;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'analyse', 'give the record file to analyse');
  if (extra.length > 0) return usageError(io, 'analyse', 'give exactly one record file');
  const iterations = intFlag(
    'iterations',
    values.iterations ?? `${DEFAULT_ANALYSIS_ITERATIONS}`,
    1,
    1_000_000,
  );
  if (!iterations.ok) return usageError(io, 'analyse', iterations.error);
  const chart = intFlag(
    'chart-playouts',
    values['chart-playouts'] ?? `${DEFAULT_CHART_PLAYOUTS}`,
    1,
    1_000_000,
  );
  if (!chart.ok) return usageError(io, 'analyse', chart.error);
  const read = readRecordFile(file);
  if (!read.ok) {
    io.err(`${file}: not a game record: ${read.error.code}: ${read.error.message}\n`);
    return EXIT_USAGE;
  }
  const players = read.value.options.players;
  const seat = intFlag('seat', values.seat ?? '1', 1, players);
  if (!seat.ok) return usageError(io, 'analyse', `${seat.error} (the game has ${players} seats)`);
  let shownTenth = -1;
  const result = analyseRecord(read.value, {
    seat: seat.value - 1,
    iterations: iterations.value,
    chartPlayouts: chart.value,
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    onProgress: (done, total) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth === shownTenth) return;
      shownTenth = tenth;
      io.err(`analysing: ${done}/${total} (${tenth * 10}%)\n`);
    },
  });
  if (!result.ok) {
    io.err(`${file}: ${result.error.code}: ${result.error.message}\n`);
    return result.error.code === 'ERR_ILLEGAL_MOVE' ? EXIT_FAILED : EXIT_USAGE;
  }
  io.out(
    values.json
      ? `${JSON.stringify({ file, ...result.value }, null, 2)}\n`
      : formatAnalysis(file, result.value),
  );
  return EXIT_OK;
}

export const analyseCommand: Command = {
  name: 'analyse',
  summary: 'analyse a game record with the search: mistakes, better moves, chances to win',
  usage: USAGE,
  run,
};
