/**
 * `tnt bench [--json] [--seconds N]`: how fast the engine plays, on one core. For 2, 3 and 4
 * players: uniform random self-play through the fast path (games, turns and moves a second),
 * the checked path the server uses (validateMove + applyMove), and the bytes of a game state.
 *
 * @example
 * const rows = runBench(0.5);
 * rows[2]?.turnsPerSec; // 4 players
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { formatNumber, table } from '../format.ts';
import {
  GAME_FLAG_OPTIONS,
  GAME_FLAGS_USAGE,
  NO_EXPANSIONS,
  describeFlags,
  parseGameFlags,
  type GameFlags,
} from '../game-flags.ts';
import { EXIT_FAILED, EXIT_OK, parseFlags, usageError, type Command, type Io } from '../io.ts';
import { bundleBaseline, loadBaselineBots } from '../baseline.ts';
import {
  currentBuild,
  runSearchBench,
  type BenchBuild,
  type SearchBenchResult,
} from '../search-bench.ts';
import { SEARCH_LEVELS } from '@tnt/bots';
import {
  bundleEngineBuilds,
  runEngineSideBySide,
  type EngineBuild,
  type SideBySideResult,
} from '../bench/engine-builds.ts';
import {
  measureChecked,
  measureSelfPlay,
  measureStateBytes,
  type CheckedStats,
  type SelfPlayStats,
  type StateBytes,
} from '../measure.ts';

export const BENCH_PLAYERS = [2, 3, 4] as const;
export const DEFAULT_SECONDS = 2;

/** One player count. The first five keys are the product's; the others add detail. */
export interface BenchRow {
  readonly players: number;
  readonly gamesPerSec: number;
  readonly turnsPerSec: number;
  readonly movesPerSec: number;
  readonly avgTurnsPerGame: number;
  readonly games: number;
  readonly turns: number;
  readonly moves: number;
  readonly seconds: number;
  readonly unfinishedGames: number;
  /** CPU time over wall time during the fast-path measurement (1 = the core was ours). */
  readonly cpuShare: number;
  /** Turns per second of CPU time: the figure a busy machine takes least away from. */
  readonly turnsPerCpuSec: number;
  /** validateMove + applyMove a second, on the moves of random games. */
  readonly checkedMovesPerSec: number;
  readonly checkedTurnsPerSec: number;
  readonly checkedMoves: number;
  readonly checkedSeconds: number;
  /** The state's own typed arrays, by byteLength. */
  readonly stateTypedArrayBytes: number;
  /** heapUsed + arrayBuffers growth per state over many copies: object, arrays and their buffers. */
  readonly stateBytesMeasured: number;
  readonly stateBytesMethod: string;
}

const round = (n: number, decimals = 0): number => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

const warmUpSeconds = (seconds: number): number => Math.min(0.5, seconds / 4);

/**
 * Every player count through the fast path first, then the checked path, then memory, so that
 * the garbage of the checked path (a new state per move) and the memory test's copies do not
 * weigh on the fast path's figures. Each measurement follows a short warm-up so the JIT has
 * compiled the loop.
 */
export function runBench(
  seconds: number,
  progress: (step: string) => void = () => {},
  flags: GameFlags = NO_EXPANSIONS,
): BenchRow[] {
  const warmUp = warmUpSeconds(seconds);
  const fast = BENCH_PLAYERS.map((players) => {
    progress(`fast path, ${players} players`);
    measureSelfPlay(players, warmUp, flags);
    return measureSelfPlay(players, seconds, flags);
  });
  const checked = BENCH_PLAYERS.map((players) => {
    progress(`checked path, ${players} players`);
    measureChecked(players, warmUp, flags);
    return measureChecked(players, seconds, flags);
  });
  progress('memory of a state');
  const memory = BENCH_PLAYERS.map((players) => measureStateBytes(players, undefined, flags));
  return BENCH_PLAYERS.map((players, i) => benchRow(fast[i]!, checked[i]!, memory[i]!));
}

function benchRow(fast: SelfPlayStats, checked: CheckedStats, memory: StateBytes): BenchRow {
  const method = `process.memoryUsage (heapUsed + arrayBuffers) over ${formatNumber(memory.samples)} copies${
    memory.gcBeforeReading ? ', after full GCs' : ', without GC (rough)'
  }`;
  return {
    players: fast.players,
    gamesPerSec: round(fast.gamesPerSec, 1),
    turnsPerSec: round(fast.turnsPerSec),
    movesPerSec: round(fast.movesPerSec),
    avgTurnsPerGame: round(fast.avgTurnsPerGame, 1),
    games: fast.games,
    turns: fast.turns,
    moves: fast.moves,
    seconds: round(fast.seconds, 3),
    unfinishedGames: fast.unfinishedGames,
    cpuShare: round(fast.cpuShare, 2),
    turnsPerCpuSec: round(fast.turnsPerSec / fast.cpuShare),
    checkedMovesPerSec: round(checked.movesPerSec),
    checkedTurnsPerSec: round(checked.turnsPerSec),
    checkedMoves: checked.moves,
    checkedSeconds: round(checked.seconds, 3),
    stateTypedArrayBytes: memory.typedArrayBytes,
    stateBytesMeasured: round(memory.measuredBytes),
    stateBytesMethod: method,
  };
}

export function machine(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU';
  return `node ${process.version}, ${model}, ${availableParallelism()} cores (one used)`;
}

/** Other work on the machine slows the figures down: the load says how busy it was. */
export function loadLine(): string {
  const load = loadavg()[0] ?? 0;
  return `1-minute load average at the end: ${load.toFixed(2)} (the bench itself counts in it)`;
}

export function formatBench(
  rows: readonly BenchRow[],
  seconds: number,
  flags: GameFlags = NO_EXPANSIONS,
): string {
  const n = (x: number, decimals = 0) => formatNumber(x, decimals);
  const fast = table(
    [
      ['players', 'games/s', 'turns/s', 'moves/s', 'turns/game', 'CPU share', 'turns/CPU s'],
      ...rows.map((r) => [
        `${r.players}`,
        n(r.gamesPerSec, 1),
        n(r.turnsPerSec),
        n(r.movesPerSec),
        n(r.avgTurnsPerGame, 1),
        `${Math.round(r.cpuShare * 100)}%`,
        n(r.turnsPerCpuSec),
      ]),
    ],
    [0, 1, 2, 3, 4, 5, 6],
  );
  const checked = table(
    [
      ['players', 'moves/s', 'turns/s'],
      ...rows.map((r) => [`${r.players}`, n(r.checkedMovesPerSec), n(r.checkedTurnsPerSec)]),
    ],
    [0, 1, 2],
  );
  const memory = table(
    [
      ['players', 'typed arrays', 'measured'],
      ...rows.map((r) => [
        `${r.players}`,
        `${n(r.stateTypedArrayBytes)} B`,
        `${n(r.stateBytesMeasured)} B`,
      ]),
    ],
    [0, 1, 2],
  );
  const unfinished = rows.reduce((sum, r) => sum + r.unfinishedGames, 0);
  return [
    `Uniform random self-play of ${describeFlags(flags)}, one core, ${n(seconds, seconds % 1 === 0 ? 0 : 2)} s per measurement after a warm-up.`,
    machine(),
    loadLine(),
    '',
    'Fast path (createGame, then generateMoves + applyCode in place):',
    fast,
    ...(unfinished > 0 ? [`${unfinished} games were cut off without ending.`] : []),
    'CPU share: CPU time of the process over wall time; below 100% the machine was busy with',
    'other work and the rates are low by as much. turns/CPU s: turns per second of CPU time.',
    '',
    'Checked path, as the server plays (validateMove + applyMove, a new state per move):',
    checked,
    '',
    'Game state in memory (the board and rules are shared and not counted):',
    memory,
    `measured: ${rows[0]?.stateBytesMethod ?? ''}`,
    '',
    "A turn is one player's whole turn (state.turn counts turns begun); a move is one decision",
    '(an official, a draw, a card played, a house, a carriage, a discard, the end of the turn).',
    '',
  ].join('\n');
}

const USAGE = `Usage: tnt bench [--json] [--seconds N] [--expansions LIST] [--variant V]
       tnt bench --baseline DIR [--rounds N] [--seconds N] [--players LIST] [--expansions LIST] [--json]
       tnt bench --search [--baseline DIR] [--rounds N] [--games N] [--budget B]
                 [--levels LIST] [--players K] [--expansions LIST] [--variant V] [--json]

Plays uniform random games on one core for 2, 3 and 4 players through the fast path
(generateMoves + applyCode) and prints games/s, turns/s, moves/s and turns per game; then
the checked path the server uses (validateMove + applyMove) and the bytes of a game state.

Options:
  --seconds N  seconds per measurement (default ${DEFAULT_SECONDS}; fractions allowed)
${GAME_FLAGS_USAGE}
  --json       print one JSON array, an object per player count with the keys players,
               gamesPerSec, turnsPerSec, movesPerSec, avgTurnsPerGame (and more detail)
  -h, --help   show this help

With --baseline DIR (and no --search), this build's engine and the engine of another checkout
of this project (e.g. a git worktree of an earlier commit) side by side in one run, measured by
the same code bundled against each and run in a process of its own: random self-play (turns and
moves), copyState, cloneState and the checked path, per CPU second, and this build's ratio over
the baseline's (rounds alternate the builds; medians of the rounds):
  --rounds N      rounds (default 7)
  --seconds N     CPU seconds per figure, build and round (default 1)
  --players LIST  player counts (default 4)

With --search, the search bot instead, on every decision with a choice of the first seat in
seeded games of four heuristic bots: its iterations (determinize and play out) per CPU second
at mid-game positions, and its CPU ms per decision at each level (the mean and the 95th
percentile; a level plays as its name makes it, with the games' players and expansions), for
this build and, with --baseline, for the bots of another checkout of this project in the same
run (rounds alternate the builds; medians of the rounds):
  --baseline DIR  a checkout of this project (e.g. a git worktree of an earlier commit);
                  its bots are bundled with esbuild against its own engine
  --rounds N      rounds (default 3)
  --games N       games whose decisions are the positions (default 2)
  --budget B      budget of the speed measurement, the same for every build: a number
                  (default 200) or a level (each build's own)
  --levels LIST   levels or budgets whose time per decision is measured
                  (default easy,normal,hard; each build's own budget for a level's name)
  --players K     players of the games (default 4; mid-game iterations a second are the
                  figure for 4 players)
  --expansions LIST, --variant V  what the games are played with (default: the base game)
`;

function run(args: readonly string[], io: Io): number | Promise<number> {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        seconds: { type: 'string' },
        ...GAME_FLAG_OPTIONS,
        search: { type: 'boolean' },
        baseline: { type: 'string' },
        rounds: { type: 'string' },
        games: { type: 'string' },
        budget: { type: 'string' },
        levels: { type: 'string' },
        players: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'bench', parsed.error);
  const { values } = parsed.value;
  if (values.help) {
    io.out(USAGE);
    return EXIT_OK;
  }
  if (values.search) return runSearch(values, io);
  if (values.baseline !== undefined) return runSideBySide(values, io);
  const searchOnly = ['rounds', 'games', 'budget', 'levels', 'players'] as const;
  const stray = searchOnly.find((flag) => values[flag] !== undefined);
  if (stray !== undefined) {
    return usageError(io, 'bench', `--${stray} goes with --search or --baseline`);
  }
  const seconds = values.seconds === undefined ? DEFAULT_SECONDS : Number(values.seconds);
  if (!(Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)) {
    return usageError(
      io,
      'bench',
      `--seconds takes a number above 0, not "${values.seconds ?? ''}"`,
    );
  }
  const flags = parseGameFlags(values.expansions, values.variant);
  if (!flags.ok) return usageError(io, 'bench', flags.error);
  if (values.json) {
    io.out(`${JSON.stringify(runBench(seconds, undefined, flags.value), null, 2)}\n`);
  } else {
    const rows = runBench(
      seconds,
      (step) => {
        io.err(`measuring: ${step}\n`);
      },
      flags.value,
    );
    io.out(formatBench(rows, seconds, flags.value));
  }
  return EXIT_OK;
}

export const benchCommand: Command = {
  name: 'bench',
  summary: 'measure random self-play speed, the checked path and the memory of a state',
  usage: USAGE,
  run,
};

interface SearchFlags {
  readonly json?: boolean;
  readonly expansions?: string;
  readonly variant?: string;
  readonly players?: string;
  readonly baseline?: string;
  readonly rounds?: string;
  readonly games?: string;
  readonly budget?: string;
  readonly levels?: string;
}

const wholeNumber = (text: string | undefined, fallback: number, max: number): number | null => {
  if (text === undefined) return fallback;
  const value = Number(text);
  return /^\d+$/.test(text) && value >= 1 && value <= max ? value : null;
};

/** `tnt bench --search`: see search-bench.ts. */
async function runSearch(values: SearchFlags, io: Io): Promise<number> {
  const rounds = wholeNumber(values.rounds, 3, 1000);
  const games = wholeNumber(values.games, 2, 1000);
  if (rounds === null) return usageError(io, 'bench', '--rounds takes a whole number from 1');
  if (games === null) return usageError(io, 'bench', '--games takes a whole number from 1');
  const levels = (values.levels ?? 'easy,normal,hard').split(',').map((l) => l.trim());
  const budget = values.budget ?? '200';
  for (const level of [...levels, budget]) {
    if (!Object.hasOwn(SEARCH_LEVELS, level) && !/^\d+$/.test(level)) {
      return usageError(io, 'bench', `"${level}" is neither a level nor a number of iterations`);
    }
  }
  const builds: BenchBuild[] = [currentBuild()];
  if (values.baseline !== undefined) {
    try {
      const bots = await loadBaselineBots(await bundleBaseline(values.baseline));
      builds.push({
        name: 'baseline',
        levelBudget: (level) => bots.levels[level],
        create: bots.create,
      });
    } catch (e) {
      io.err(`tnt bench: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT_FAILED;
    }
  }
  const players = wholeNumber(values.players, 4, 4);
  if (players === null || players < 2) return usageError(io, 'bench', '--players takes 2, 3 or 4');
  const flags = parseGameFlags(values.expansions, values.variant);
  if (!flags.ok) return usageError(io, 'bench', flags.error);
  const options = { rounds, games, budget, levels, players, flags: flags.value };
  const result = runSearchBench(options, builds, (step) => {
    io.err(`measuring: ${step}\n`);
  });
  io.out(values.json ? `${JSON.stringify(result, null, 2)}\n` : formatSearchBench(result, budget));
  return EXIT_OK;
}

export function formatSearchBench(result: SearchBenchResult, budget: string): string {
  const n = (x: number, decimals = 0) => formatNumber(x, decimals);
  const [current, baseline] = result.builds;
  const speed = table(
    [
      ['build', `iterations/CPU s (${budget})`, 'iterations/decision'],
      ...result.builds.map((b) => [b.build, n(b.iterationsPerSec), n(b.iterationsPerDecision)]),
    ],
    [1, 2],
  );
  const levels = Object.keys(current?.msPerDecision ?? {});
  const time = table(
    [
      [
        'build',
        ...levels.map((l) => `${l}: budget`),
        ...levels.map((l) => `${l}: ms/decision`),
        ...levels.map((l) => `${l}: p95 ms`),
      ],
      ...result.builds.map((b) => [
        b.build,
        ...levels.map((l) => n(b.budgets[l] ?? 0)),
        ...levels.map((l) => n(b.msPerDecision[l] ?? 0, 1)),
        ...levels.map((l) => n(b.p95MsPerDecision[l] ?? 0, 1)),
      ]),
    ],
    levels.flatMap((_, i) => [1 + i, 1 + levels.length + i, 1 + 2 * levels.length + i]),
  );
  const ratio =
    current !== undefined && baseline !== undefined
      ? [
          `current / baseline iterations a second: x${(current.iterationsPerSec / baseline.iterationsPerSec).toFixed(2)}`,
        ]
      : [];
  return [
    `The search bot on ${n(result.positions)} decisions with a choice of the first seat of ${result.players}-player games`,
    `of heuristic bots (${n(result.midGamePositions)} of them mid-game), ${describeFlags(result.flags)}, ${result.rounds} rounds, medians; CPU time.`,
    machine(),
    loadLine(),
    '',
    'Iterations (determinize and play out) per CPU second at mid-game positions:',
    speed,
    ...ratio,
    '',
    'CPU time of a decision over all the positions, by level (the mean and the 95th percentile):',
    time,
    '',
  ].join('\n');
}

interface SideBySideFlags {
  readonly json?: boolean;
  readonly baseline?: string;
  readonly rounds?: string;
  readonly seconds?: string;
  readonly players?: string;
  readonly expansions?: string;
  readonly variant?: string;
  readonly games?: string;
  readonly budget?: string;
  readonly levels?: string;
}

/** `tnt bench --baseline DIR`: see bench/engine-builds.ts. */
async function runSideBySide(values: SideBySideFlags, io: Io): Promise<number> {
  const stray = (['games', 'budget', 'levels', 'variant'] as const).find(
    (flag) => values[flag] !== undefined,
  );
  if (stray !== undefined) return usageError(io, 'bench', `--${stray} does not go with --baseline`);
  const rounds = wholeNumber(values.rounds, 7, 1000);
  if (rounds === null) return usageError(io, 'bench', '--rounds takes a whole number from 1');
  const seconds = values.seconds === undefined ? 1 : Number(values.seconds);
  if (!(Number.isFinite(seconds) && seconds > 0 && seconds <= 600)) {
    return usageError(io, 'bench', '--seconds takes a number above 0');
  }
  const players = (values.players ?? '4').split(',').map(Number);
  if (!players.every((p) => p === 2 || p === 3 || p === 4)) {
    return usageError(io, 'bench', '--players takes a list of 2, 3 and 4');
  }
  const flags = parseGameFlags(values.expansions, undefined);
  if (!flags.ok) return usageError(io, 'bench', flags.error);
  let builds: EngineBuild[];
  try {
    builds = await bundleEngineBuilds(values.baseline!);
  } catch (e) {
    io.err(`tnt bench: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FAILED;
  }
  const result = runEngineSideBySide(
    builds,
    { rounds, seconds, players, expansions: flags.value.expansions },
    (step) => {
      io.err(`measuring: ${step}\n`);
    },
  );
  io.out(values.json ? `${JSON.stringify(result, null, 2)}\n` : formatSideBySide(result));
  return EXIT_OK;
}

export function formatSideBySide(result: SideBySideResult): string {
  const builds = Object.keys(result.rows[0]?.perSecond ?? {});
  const rows = table(
    [
      ['figure', 'players', ...builds.map((b) => `${b} /CPU s`), 'ratio'],
      ...result.rows.map((r) => [
        r.label,
        `${r.players}`,
        ...builds.map((b) => formatNumber(r.perSecond[b] ?? 0)),
        `x${r.ratio.toFixed(3)}`,
      ]),
    ],
    [1, 2, 3, 4],
  );
  const games = result.expansions.length === 0 ? 'the base game' : result.expansions.join(' + ');
  return [
    `The engine of this build and of the baseline, side by side on ${games}: ${result.rounds} rounds,`,
    `${formatNumber(result.seconds, 2)} CPU s per figure, build and round; medians; ratio = current / baseline.`,
    machine(),
    loadLine(),
    '',
    rows,
    '',
  ].join('\n');
}
