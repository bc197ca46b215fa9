/**
 * `tnt ratings --from DIR [--json]`: the ratings the server's model (Weng-Lin, `openskill`)
 * gives the players of a folder of game records, such as `tnt tournament --records DIR` writes:
 * every `*.json` record under DIR (sub-folders included, in the order of their paths) is
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
import { EXIT_OK, EXIT_USAGE, parseFlags, usageError, type Command, type Io } from '../io.ts';

export const RATINGS_USAGE = `Usage: tnt ratings --from DIR [--json]

Rates the players of every game record under DIR (as tnt tournament --records DIR writes them)
with the server's rating model, per ladder (2 players; 3 and 4 players), and prints each
player's displayed rating (1000 + 25 x (mu - 3 sigma)), mu, sigma, games and wins.

  --from DIR   the folder of records (searched with its sub-folders)
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
  return found;
}

export interface RatedPlayer extends RatingInfo {
  readonly name: string;
}

export interface RatingsOutcome {
  readonly games: number;
  readonly skipped: readonly { readonly file: string; readonly reason: string }[];
  readonly players: readonly RatedPlayer[];
}

/** Rates the records under `dir`, game after game in the order of their paths. */
export function rateRecords(dir: string): RatingsOutcome {
  const rows = new Map<string, RatingRow>();
  const skipped: { file: string; reason: string }[] = [];
  let games = 0;
  for (const file of recordFiles(dir)) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      skipped.push({ file, reason: 'not JSON' });
      continue;
    }
    const record = parseRecord(json);
    const names = (json as { bots?: unknown }).bots;
    if (!record.ok || !Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
      skipped.push({ file, reason: 'not a record with a "bots" list' });
      continue;
    }
    const played = replay(record.value);
    if (!played.ok || played.value.failure !== null || !scoreSheet(played.value.state).finished) {
      skipped.push({ file, reason: 'does not replay to a finished game' });
      continue;
    }
    const sheet = scoreSheet(played.value.state);
    const ladder = ladderOf(sheet.lines.length);
    const game: FinishedGame = {
      gameId: file,
      ladder,
      players: sheet.lines.length,
      expansions: [],
      mode: 'record',
      finishedAt: games,
      seats: sheet.lines.map((line) => ({
        seat: line.seat,
        identity: `${ladder}/${levelName(String(names[line.seat]))}`,
        place: line.rank,
        score: line.total,
        abandoned: false,
      })),
    };
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
    games++;
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
  return { games, skipped, players };
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
  const outcome = rateRecords(from);
  io.out(values.json === true ? `${JSON.stringify(outcome, null, 2)}\n` : text(outcome));
  return EXIT_OK;
}

export const ratingsCommand: Command = {
  name: 'ratings',
  summary: 'rate the players of a folder of game records (tournaments) as the server would',
  usage: RATINGS_USAGE,
  run: (args, io) => runRatings(args, io),
};
