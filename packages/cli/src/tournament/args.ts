/**
 * The flags of `tnt tournament`, read with node's util.parseArgs into a plan, or a message that
 * says what is wrong (the command exits 2 with it).
 */
import { parseArgs } from 'node:util';
import { parseBotSpec, parseBudget } from '@tnt/bots';
import { err, ok, type Result } from '@tnt/engine';
import { intFlag, parseFlags, threadsFlag } from '../io.ts';
import type { TournamentPlan } from './plan.ts';
import {
  GAME_FLAG_OPTIONS,
  GAME_FLAGS_USAGE,
  NO_EXPANSIONS,
  parseGameFlags,
  type GameFlags,
} from '../game-flags.ts';
import { BASELINE_PREFIX, isBaselineName } from '../baseline.ts';

/**
 * Whether the game is played on Power and Glory's board: the one game a baseline's bots are not
 * measured in, since its views hide the horses a baseline may read (see baseline.ts).
 */
const onPowerAndGloryBoard = (flags: GameFlags): boolean =>
  flags.expansions.includes('power-and-glory') || flags.variant !== undefined;

export const TOURNAMENT_USAGE = `Usage: tnt tournament --bots LIST [--games N] [--seed S] [--players K]
                      [--budget B] [--threads T] [--json] [--records DIR]
                      [--expansions LIST] [--variant V] [--baseline DIR] [--report-file F]

Plays bots against each other in the duplicate format: every deal is played once per seating,
the bots moved one seat on each time, so seat order and the luck of the cards cancel out.

  --bots LIST     bots by seat, comma-separated: random, heuristic, search, search:LEVEL or
                  search:N (N playouts per decision). With fewer bots than players, the last
                  one fills the remaining seats.
  --games N       games to play (default 100), rounded up to whole deals
  --seed S        the tournament's seed (default "tournament")
  --players K     2, 3 or 4 (default: the number of bots listed)
  --budget B      search budget for bots named "search": easy, normal, hard or playouts
  --threads T     worker threads (default: one per core)
  --json          print the results as JSON
  --records DIR   write every game's record to DIR, one file per game
  --baseline DIR  the bots of another checkout of this project (an earlier commit, say),
                  named in --bots with the prefix base: (base:search:normal); its bots
                  are bundled with esbuild against its own engine (not on Power and
                  Glory's board)
  --report-file F rewrite F with the JSON report of the whole deals played so far after
                  every game, so a long run cut short leaves its figures
${GAME_FLAGS_USAGE}
`;

export interface TournamentArgs {
  readonly plan: TournamentPlan;
  readonly threads: number | null;
  readonly json: boolean;
  readonly recordsDir: string | null;
  /** The checkout whose bots are named base:..., if any. */
  readonly baselineDir: string | null;
  readonly reportFile: string | null;
  readonly help: boolean;
}

const OPTIONS = {
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  budget: { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  records: { type: 'string' },
  ...GAME_FLAG_OPTIONS,
  baseline: { type: 'string' },
  'report-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const MAX_GAMES = 10_000_000;

function botList(
  text: string,
  players: number | null,
  baseline: boolean,
): Result<string[], string> {
  const names = text.split(',').map((name) => name.trim());
  for (const name of names) {
    const own = isBaselineName(name) ? name.slice(BASELINE_PREFIX.length) : name;
    if (own !== name && !baseline) return err(`--bots: ${name} needs --baseline DIR`);
    // The baseline reads the same names (it is checked again when its bots are made).
    const spec = parseBotSpec(own);
    if (!spec.ok) return err(`--bots: ${spec.error}`);
  }
  const k = players ?? names.length;
  if (k < 2 || k > 4) {
    return err(`--bots names ${names.length}: name 2 to 4 bots, or give --players`);
  }
  if (names.length > k) return err(`--bots names ${names.length} bots for ${k} players`);
  while (names.length < k) names.push(names[names.length - 1]!);
  return ok(names);
}

export function parseTournamentArgs(argv: readonly string[]): Result<TournamentArgs, string> {
  const parsed = parseFlags(() =>
    parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: false, strict: true }),
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const help = v.help === true;
  if (v.bots === undefined) {
    return help ? ok(helpOnly()) : err('--bots is required, e.g. --bots search,heuristic');
  }
  const players = v.players === undefined ? ok(null) : intFlag('players', v.players, 2, 4);
  if (!players.ok) return players;
  if (v.baseline === '') return err('--baseline takes a directory');
  if (v['report-file'] === '') return err('--report-file takes a file');
  const bots = botList(v.bots, players.value, v.baseline !== undefined);
  if (!bots.ok) return bots;
  const games = intFlag('games', v.games ?? '100', 1, MAX_GAMES);
  if (!games.ok) return games;
  const budget = v.budget === undefined ? ok(null) : parseBudget(v.budget);
  if (!budget.ok) return err(`--budget: ${budget.error}`);
  const threads = threadsFlag(v.threads);
  if (!threads.ok) return threads;
  if (v.records === '') return err('--records takes a directory');
  const flags = parseGameFlags(v.expansions, v.variant);
  if (!flags.ok) return err(flags.error);
  if (v.baseline !== undefined && onPowerAndGloryBoard(flags.value)) {
    return err("--baseline: the baseline bots are not measured on Power and Glory's board");
  }
  const plan: TournamentPlan = {
    bots: bots.value,
    players: bots.value.length,
    games: games.value,
    seed: v.seed ?? 'tournament',
    budget: budget.value,
    records: v.records !== undefined,
    flags: flags.value,
  };
  return ok({
    plan,
    threads: threads.value,
    json: v.json === true,
    recordsDir: v.records ?? null,
    baselineDir: v.baseline ?? null,
    reportFile: v['report-file'] ?? null,
    help,
  });
}

function helpOnly(): TournamentArgs {
  const plan = {
    bots: [],
    players: 2,
    games: 0,
    seed: '',
    budget: null,
    records: false,
    flags: NO_EXPANSIONS,
  };
  return {
    plan,
    threads: null,
    json: false,
    recordsDir: null,
    baselineDir: null,
    reportFile: null,
    help: true,
  };
}
