/**
 * `tnt ratings --from DIR [--json]`: the ratings the server's model (Weng-Lin, `openskill`)
 * gives the players of a folder of game records, such as `tnt tournament --records DIR` writes:
 * every `*.json` record under DIR (sub-folders included, in the order of their file names, so
 * that the games of several tournaments interleave) is
 * replayed, its seats ranked by the final scores (ties broken by the rules, R9), and rated on its
 * ladder (2 players; 3 and 4), everyone against the whole table. A seat is named by the record's
 * `bots` list (`heuristic`, `search:hard`, …; `search` is the normal level). The bot levels'
 * starting ratings on the server (packages/server/src/ratings/bot-seeds.ts) come from this.
 *
 * @example
 * // tnt ratings --from records/ --json
 * const code = runRatings(['--from', 'records'], io);
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRecord, replay, scoreSheet } from '@tnt/engine';
import { ladderOf, type RatingInfo } from '@tnt/protocol';
import { START, changesOf, displayOf, type FinishedGame, type RatingRow } from '@tnt/server';
import {
  EXIT_OK,
  EXIT_USAGE,
  intFlag,
  parseFlags,
  usageError,
  type Command,
  type Io,
} from '../io.ts';

export const RATINGS_USAGE = `Usage: tnt ratings --from DIR [--passes N] [--json]

Rates the players of every game record under DIR (as tnt tournament --records DIR writes them)
with the server's rating model, per ladder (2 players; 3 and 4 players), and prints each
player's displayed rating (1000 + 25 x (mu - 3 sigma)), mu, sigma, games and wins.

  --from DIR   the folder of records (searched with its sub-folders)
  --passes N   rate the records N times, each pass starting from the last one's means with the
               starting uncertainty (default 1): fewer games weigh less on their order
  --json       print the ratings as JSON
`;

/** Tournament names as the server's bot levels: `search` alone is the normal level. */
const levelName = (name: string): string => (name === 'search' ? 'search:normal' : name);

function recordFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at).sort()) {
      const path = join(at, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) found.push(path);
    }
  };
  walk(dir);
  // By file name first: the games of several folders (tournaments) interleave, so that no
  // pairing is rated only before or only after the others (the model is sequential).
  const name = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
  return found.sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b));
}

export interface RatedPlayer extends RatingInfo {
  readonly name: string;
}

export interface RatingsOutcome {
  readonly games: number;
  readonly skipped: readonly { readonly file: string; readonly reason: string }[];
  readonly players: readonly RatedPlayer[];
}

/** A finished record's game as the rater takes it, or why the file is left out. */
type Read = { readonly game: FinishedGame } | { readonly reason: string };

/**
 * Rates the records under `dir`, game after game in the order of their file names, `passes`
 * times: the model is sequential, so with few games the first games are rated against ratings
 * that know nothing yet; each pass but the last hands its means on to the next with the starting
 * uncertainty again, so the order weighs less and the last pass's σ counts each game once.
 */
export function rateRecords(dir: string, passes = 1): RatingsOutcome {
  const skipped: { file: string; reason: string }[] = [];
  const games: FinishedGame[] = [];
  for (const [i, file] of recordFiles(dir).entries()) {
    const read = readGame(file, i);
    if ('reason' in read) skipped.push({ file, reason: read.reason });
    else games.push(read.game);
  }
  let rows = new Map<string, RatingRow>();
  for (let pass = 0; pass < passes; pass++) {
    const prior = new Map([...rows].map(([id, r]) => [id, { ...r, sigma: START.sigma }]));
    rows = pass === 0 ? rows : prior;
    for (const row of rows.values()) Object.assign(row, { games: 0, wins: 0 });
    for (const game of games) rateGame(rows, game);
  }
  const players = [...rows.values()]
    .map((r) => ({
      name: r.identity.slice(r.identity.indexOf('/') + 1),
      ladder: r.ladder,
      display: displayOf(r),
      mu: r.mu,
      sigma: r.sigma,
      games: r.games,
      wins: r.wins,
    }))
    .sort((a, b) => a.ladder.localeCompare(b.ladder) || b.display - a.display);
  return { games: games.length, skipped, players };
}

function readGame(file: string, order: number): Read {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { reason: 'not JSON' };
  }
  const record = parseRecord(json);
  const names = (json as { bots?: unknown }).bots;
  if (!record.ok || !Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    return { reason: 'not a record with a "bots" list' };
  }
  const played = replay(record.value);
  if (!played.ok || played.value.failure !== null || !scoreSheet(played.value.state).finished) {
    return { reason: 'does not replay to a finished game' };
  }
  const sheet = scoreSheet(played.value.state);
  const ladder = ladderOf(sheet.lines.length);
  return {
    game: {
      gameId: file,
      ladder,
      players: sheet.lines.length,
      expansions: [],
      mode: 'record',
      finishedAt: order,
      seats: sheet.lines.map((line) => ({
        seat: line.seat,
        identity: `${ladder}/${levelName(String(names[line.seat]))}`,
        place: line.rank,
        score: line.total,
        abandoned: false,
      })),
    },
  };
}

/** One game's update of the ratings (everyone against the whole table). */
function rateGame(rows: Map<string, RatingRow>, game: FinishedGame): void {
  const ladder = game.ladder ?? '2';
  const current = game.seats.map(
    (s): RatingRow =>
      rows.get(s.identity!) ?? {
        identity: s.identity!,
        ladder,
        ...START,
        games: 0,
        wins: 0,
        updatedAt: 0,
      },
  );
  for (const change of changesOf(game, current, false)) {
    const was = current.find((r) => r.identity === change.identity)!;
    rows.set(change.identity, {
      ...was,
      mu: change.mu,
      sigma: change.sigma,
      games: was.games + 1,
      wins: was.wins + (change.won ? 1 : 0),
    });
  }
}

function text(outcome: RatingsOutcome): string {
  const lines = [`${outcome.games} games rated`];
  for (const s of outcome.skipped) lines.push(`skipped ${s.file}: ${s.reason}`);
  for (const ladder of ['2', '3-4'] as const) {
    const own = outcome.players.filter((p) => p.ladder === ladder);
    if (own.length === 0) continue;
    lines.push('', `${ladder === '2' ? 'Two players' : 'Three and four players'}:`);
    lines.push('  player           rating     mu  sigma  games  wins');
    for (const p of own) {
      lines.push(
        `  ${p.name.padEnd(15)} ${String(p.display).padStart(7)} ${p.mu.toFixed(2).padStart(6)} ${p.sigma.toFixed(2).padStart(6)} ${String(p.games).padStart(6)} ${String(p.wins).padStart(5)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function runRatings(argv: readonly string[], io: Io): number {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        passes: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'ratings', parsed.error);
  const { values } = parsed.value;
  if (values.help === true) {
    io.out(RATINGS_USAGE);
    return EXIT_OK;
  }
  const from = values.from;
  if (from === undefined || from === '') return usageError(io, 'ratings', '--from DIR is required');
  if (!statSync(from, { throwIfNoEntry: false })?.isDirectory()) {
    io.err(`tnt ratings: ${from} is not a folder\n`);
    return EXIT_USAGE;
  }
  const passes = intFlag('passes', values.passes ?? '1', 1, 100);
  if (!passes.ok) return usageError(io, 'ratings', passes.error);
  const outcome = rateRecords(from, passes.value);
  io.out(values.json === true ? `${JSON.stringify(outcome, null, 2)}\n` : text(outcome));
  return EXIT_OK;
}

export const ratingsCommand: Command = {
  name: 'ratings',
  summary: 'rate the players of a folder of game records (tournaments) as the server would',
  usage: RATINGS_USAGE,
  run: (args, io) => runRatings(args, io),
};
