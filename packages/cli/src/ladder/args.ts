/**
 * The flags of `tnt ladder`, read with node's util.parseArgs into a plan, or a message that says
 * what is wrong (the command exits 2 with it).
 */
import { parseArgs } from 'node:util';
import { parseBotSpec } from '@tnt/bots';
import { err, ok, type Result } from '@tnt/engine';
import { intFlag, parseFlags, threadsFlag } from '../io.ts';
import { GAME_FLAG_OPTIONS, GAME_FLAGS_USAGE, parseGameFlags } from '../game-flags.ts';
import { DEFAULT_LEVELS, type LadderPlan } from './plan.ts';

export const LADDER_USAGE = `Usage: tnt ladder [--levels LIST] [--games N] [--players K] [--seed S]
                  [--threads T] [--json] [--out FILE] [--records DIR]
                  [--expansions LIST] [--variant V]

Plays the level ladder: each level against the level below it, in the duplicate format (every
deal once per seating), and prints each rung's win share of the upper level with its 95% Wilson
interval and each level's decision times (p50, p95) as a markdown table.

  --levels LIST   bots weakest first, comma-separated (default: ${DEFAULT_LEVELS.join(',')})
  --games N       games of each rung (default 200), rounded up to whole deals
  --players K     2 (default: heads-up), 3 or 4: one bot of the upper level against the lower
  --seed S        the ladder's seed (default "ladder")
  --threads T     worker threads (default: one per core)
  --json          print the report as JSON instead of the tables
  --out FILE      also write FILE.md (the tables) and FILE.json (the report)
  --records DIR   write every game's record, a folder for each rung under DIR, for
                  tnt ratings --from DIR
${GAME_FLAGS_USAGE}
`;

export interface LadderArgs {
  readonly plan: LadderPlan;
  readonly threads: number | null;
  readonly json: boolean;
  /** The path the report is written to, without .md or .json; null: printed only. */
  readonly out: string | null;
  /** The folder the games' records go to, a sub-folder for each rung; null: none kept. */
  readonly recordsDir: string | null;
  readonly help: boolean;
}

const OPTIONS = {
  levels: { type: 'string' },
  games: { type: 'string' },
  players: { type: 'string' },
  seed: { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  out: { type: 'string' },
  records: { type: 'string' },
  ...GAME_FLAG_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

function levelList(text: string): Result<string[], string> {
  const levels = text.split(',').map((name) => name.trim());
  for (const level of levels) {
    const spec = parseBotSpec(level);
    if (!spec.ok) return err(`--levels: ${spec.error}`);
  }
  if (levels.length < 2) return err('--levels names at least two bots, weakest first');
  if (new Set(levels).size !== levels.length) return err('--levels names a bot twice');
  return ok(levels);
}

export function parseLadderArgs(argv: readonly string[]): Result<LadderArgs, string> {
  const parsed = parseFlags(() =>
    parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: false, strict: true }),
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const levels = levelList(v.levels ?? DEFAULT_LEVELS.join(','));
  if (!levels.ok) return levels;
  const games = intFlag('games', v.games ?? '200', 1, 1_000_000);
  if (!games.ok) return games;
  const players = intFlag('players', v.players ?? '2', 2, 4);
  if (!players.ok) return players;
  const threads = threadsFlag(v.threads);
  if (!threads.ok) return threads;
  if (v.out === '') return err('--out takes a file');
  if (v.records === '') return err('--records takes a directory');
  const flags = parseGameFlags(v.expansions, v.variant);
  if (!flags.ok) return err(flags.error);
  return ok({
    plan: {
      levels: levels.value,
      players: players.value,
      games: games.value,
      seed: v.seed ?? 'ladder',
      flags: flags.value,
      records: v.records !== undefined,
    },
    threads: threads.value,
    json: v.json === true,
    out: v.out === undefined ? null : v.out.replace(/\.(md|json)$/, ''),
    recordsDir: v.records ?? null,
    help: v.help === true,
  });
}
