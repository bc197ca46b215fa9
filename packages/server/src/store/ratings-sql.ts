/**
 * The RatingsStore on SQL, for SQLite and PostgreSQL alike (and the memory store's own SQLite
 * database). A finished game is recorded by one transaction (`recordProgram`): its mark in
 * `finished_games` goes in first, ON CONFLICT DO NOTHING, so that of two writers (two nodes
 * finishing the same game, or a node replaying it after a restart) exactly one goes on to write
 * the result and the ratings; the other finds the mark and changes nothing. The rating rows of the
 * game's identities are created if missing, then read locked (PostgreSQL: FOR UPDATE, in one order
 * so that two games cannot deadlock; SQLite: its transaction is the connection's only writer),
 * and updated from what the rater computes.
 *
 * @example
 * const ratings = new SqlRatingsStore(executor);
 * await ratings.recordFinished(game, rater); // true once, false ever after
 */
import type { Ladder } from '@tnt/protocol';
import { change, placeholders, query, type SqlExecutor, type SqlProgram } from './sql-program.ts';
import type {
  FinishedGame,
  LeaderboardQuery,
  PlayStats,
  PlayedGame,
  QueueEntry,
  Rater,
  RatingPoint,
  RatingRow,
  RatingsStore,
  SeatResult,
} from './ratings-types.ts';

type FinishedRecordRow = {
  game_id: string;
  ladder: string | null;
  players: number;
  expansions: string;
  mode: string;
  finished_at: number;
  unrated?: string | null;
};
type ResultRecordRow = {
  game_id: string;
  seat: number;
  identity: string | null;
  place: number;
  score: number;
  abandoned: number;
};
type RatingRecordRow = {
  identity: string;
  ladder: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  updated_at: number;
};
type HistoryRecordRow = {
  game_id: string;
  identity: string;
  ladder: string;
  mu_before: number;
  sigma_before: number;
  mu: number;
  sigma: number;
  at: number;
};
type QueueRecordRow = {
  player_id: string;
  players: number;
  expansions: string;
  bots: number;
  rating: number;
  joined_at: number;
  game_id: string | null;
  seen_at: number | null;
};
type Count = number | string;

const SQL = {
  claimFinished: `INSERT INTO finished_games
      (game_id, ladder, players, expansions, mode, finished_at, unrated)
    VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (game_id) DO NOTHING`,
  /** a, b, since. */
  ratedTogether: `SELECT COUNT(*) AS n FROM finished_games f
    WHERE f.ladder IS NOT NULL AND f.finished_at >= $3
      AND EXISTS (SELECT 1 FROM game_results a WHERE a.game_id = f.game_id AND a.identity = $1)
      AND EXISTS (SELECT 1 FROM game_results b WHERE b.game_id = f.game_id AND b.identity = $2)`,
  insertResult: `INSERT INTO game_results (game_id, seat, identity, place, score, abandoned)
    VALUES ($1, $2, $3, $4, $5, $6)`,
  /** identity, ladder, mu, sigma, at. */
  seedRating: `INSERT INTO ratings (identity, ladder, mu, sigma, games, wins, hidden, updated_at)
    VALUES ($1, $2, $3, $4, 0, 0, 0, $5) ON CONFLICT (identity, ladder) DO NOTHING`,
  /** mu, sigma, won (0/1), at, identity, ladder. */
  updateRating: `UPDATE ratings SET mu = $1, sigma = $2, games = games + 1, wins = wins + $3,
    updated_at = $4 WHERE identity = $5 AND ladder = $6`,
  insertHistory: `INSERT INTO rating_history
      (game_id, identity, ladder, mu_before, sigma_before, mu, sigma, at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
  ratingsOfIdentity: 'SELECT * FROM ratings WHERE identity = $1 ORDER BY ladder',
  hide: 'UPDATE ratings SET hidden = 1 WHERE identity = $1',
  historyAll: `SELECT * FROM (SELECT * FROM rating_history WHERE identity = $1
      ORDER BY at DESC, game_id DESC LIMIT $2) recent ORDER BY at, game_id`,
  historyOfLadder: `SELECT * FROM (SELECT * FROM rating_history WHERE identity = $1 AND ladder = $2
      ORDER BY at DESC, game_id DESC LIMIT $3) recent ORDER BY at, game_id`,
  played: `SELECT COUNT(*) AS played, COUNT(CASE WHEN place = 1 THEN 1 END) AS won
    FROM game_results WHERE identity = $1`,
  bySeat: `SELECT seat, COUNT(*) AS played, COUNT(CASE WHEN place = 1 THEN 1 END) AS won
    FROM game_results WHERE identity = $1 GROUP BY seat ORDER BY seat`,
  byExpansions: `SELECT f.expansions, COUNT(DISTINCT f.game_id) AS played
    FROM finished_games f JOIN game_results r ON r.game_id = f.game_id
    WHERE r.identity = $1 GROUP BY f.expansions ORDER BY played DESC, f.expansions LIMIT 10`,
  opponents: `SELECT o.identity, COUNT(DISTINCT o.game_id) AS games
    FROM game_results me JOIN game_results o ON o.game_id = me.game_id
    WHERE me.identity = $1 AND o.identity IS NOT NULL AND o.identity <> $1
    GROUP BY o.identity ORDER BY games DESC, o.identity LIMIT $2`,
  together: `SELECT * FROM finished_games f
    WHERE EXISTS (SELECT 1 FROM game_results a WHERE a.game_id = f.game_id AND a.identity = $1)
      AND EXISTS (SELECT 1 FROM game_results b WHERE b.game_id = f.game_id AND b.identity = $2)
    ORDER BY f.finished_at DESC, f.game_id LIMIT $3`,
  finished: 'SELECT * FROM finished_games WHERE game_id = $1',
  historyOfGame: 'SELECT * FROM rating_history WHERE game_id = $1 ORDER BY identity',
  leave: `INSERT INTO seat_leaves (game_id, seat, at) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, seat) DO NOTHING`,
  leaves: 'SELECT seat FROM seat_leaves WHERE game_id = $1 ORDER BY seat',
  enqueue: `INSERT INTO queue_entries
      (player_id, players, expansions, bots, rating, joined_at, game_id, seen_at)
    VALUES ($1, $2, $3, $4, $5, $6, NULL, $6)
    ON CONFLICT (player_id) DO UPDATE SET players = excluded.players,
      expansions = excluded.expansions, bots = excluded.bots, rating = excluded.rating,
      joined_at = excluded.joined_at, game_id = NULL, seen_at = excluded.seen_at`,
  touchQueue: 'UPDATE queue_entries SET seen_at = $2 WHERE player_id = $1 AND game_id IS NULL',
  dropLapsed: `DELETE FROM queue_entries
    WHERE game_id IS NULL AND (seen_at IS NULL OR seen_at < $1)`,
  dequeue: 'DELETE FROM queue_entries WHERE player_id = $1',
  queueEntry: 'SELECT * FROM queue_entries WHERE player_id = $1',
  waiting: 'SELECT * FROM queue_entries WHERE game_id IS NULL ORDER BY joined_at, player_id',
  unseat: 'UPDATE queue_entries SET game_id = NULL WHERE game_id = $1',
  moveSeated: 'UPDATE queue_entries SET game_id = $2 WHERE game_id = $1',
} as const;

/** Expansions as a column: sorted, comma-separated ('' for the base game alone). */
export const expansionsKey = (list: readonly string[]): string => [...list].sort().join(',');
const expansionsOf = (key: string): string[] => (key === '' ? [] : key.split(','));

const toRating = (r: RatingRecordRow): RatingRow => ({
  identity: r.identity,
  ladder: r.ladder as Ladder,
  mu: r.mu,
  sigma: r.sigma,
  games: r.games,
  wins: r.wins,
  updatedAt: r.updated_at,
});
const toPoint = (r: HistoryRecordRow): RatingPoint => ({
  gameId: r.game_id,
  ladder: r.ladder as Ladder,
  muBefore: r.mu_before,
  sigmaBefore: r.sigma_before,
  mu: r.mu,
  sigma: r.sigma,
  at: r.at,
});
const toSeatResult = (r: ResultRecordRow): SeatResult => ({
  seat: r.seat,
  identity: r.identity,
  place: r.place,
  score: r.score,
  abandoned: r.abandoned === 1,
});
const toQueueEntry = (r: QueueRecordRow): QueueEntry => ({
  playerId: r.player_id,
  players: r.players,
  expansions: expansionsOf(r.expansions),
  bots: r.bots === 1,
  rating: r.rating,
  joinedAt: r.joined_at,
  gameId: r.game_id,
  seenAt: r.seen_at ?? r.joined_at,
});

/** The transaction that records a finished game, rates a ranked one, and says if it was first. */
function* recordProgram(game: FinishedGame, rater: Rater, lockRows: boolean): SqlProgram<boolean> {
  const { gameId, ladder } = game;
  const claimed = (yield change(SQL.claimFinished, [
    gameId,
    ladder,
    game.players,
    expansionsKey(game.expansions),
    game.mode,
    game.finishedAt,
    game.unrated ?? null,
  ])) as number;
  if (claimed !== 1) return false;
  for (const s of game.seats) {
    const row = [gameId, s.seat, s.identity, s.place, s.score, s.abandoned ? 1 : 0];
    yield change(SQL.insertResult, row);
  }
  if (ladder === null) return true;
  // One order for every game: two transactions locking rows of the same identities cannot
  // wait for each other in a circle.
  const identities = [...new Set(game.seats.flatMap((s) => (s.identity ? [s.identity] : [])))];
  identities.sort();
  if (identities.length === 0) return true;
  for (const identity of identities) {
    const { mu, sigma } = rater.initial(identity, ladder);
    yield change(SQL.seedRating, [identity, ladder, mu, sigma, game.finishedAt]);
  }
  const locked = (yield query(
    `SELECT * FROM ratings WHERE ladder = $1 AND identity IN (${placeholders(2, identities.length)})
      ORDER BY identity${lockRows ? ' FOR UPDATE' : ''}`,
    [ladder, ...identities],
  )) as RatingRecordRow[];
  const current = locked.map(toRating);
  const before = new Map(current.map((r) => [r.identity, r]));
  for (const next of rater.rate(current)) {
    const was = before.get(next.identity);
    if (was === undefined) continue;
    const won = next.won ? 1 : 0;
    const { mu, sigma } = next;
    yield change(SQL.updateRating, [mu, sigma, won, game.finishedAt, next.identity, ladder]);
    const point = [gameId, next.identity, ladder, was.mu, was.sigma, mu, sigma, game.finishedAt];
    yield change(SQL.insertHistory, point);
  }
  return true;
}

/** Seats the players in a game if none of them is seated yet: all or none. */
function* seatProgram(playerIds: readonly string[], gameId: string): SqlProgram<boolean> {
  const seated = (yield change(
    `UPDATE queue_entries SET game_id = $1
      WHERE game_id IS NULL AND player_id IN (${placeholders(2, playerIds.length)})`,
    [gameId, ...playerIds],
  )) as number;
  if (seated === playerIds.length) return true;
  // Someone was seated elsewhere meanwhile: undo this game's seating, in the same transaction.
  yield change(SQL.unseat, [gameId]);
  return false;
}

export class SqlRatingsStore implements RatingsStore {
  constructor(private readonly sql: SqlExecutor) {}

  recordFinished(game: FinishedGame, rater: Rater): Promise<boolean> {
    return this.sql.transaction(recordProgram(game, rater, this.sql.forUpdate !== ''));
  }

  async recorded(gameIds: readonly string[]): Promise<Set<string>> {
    if (gameIds.length === 0) return new Set();
    const rows = await this.sql.rows<{ game_id: string }>(
      `SELECT game_id FROM finished_games WHERE game_id IN (${placeholders(1, gameIds.length)})`,
      gameIds,
    );
    return new Set(rows.map((r) => r.game_id));
  }

  async ratedTogetherSince(a: string, b: string, since: number): Promise<number> {
    const [row] = await this.sql.rows<{ n: Count }>(SQL.ratedTogether, [a, b, since]);
    return Number(row?.n ?? 0);
  }

  async seedRating(row: RatingRow): Promise<void> {
    await this.sql.run(SQL.seedRating, [
      row.identity,
      row.ladder,
      row.mu,
      row.sigma,
      row.updatedAt,
    ]);
  }

  async ratingsOf(identities: readonly string[], ladder: Ladder): Promise<RatingRow[]> {
    if (identities.length === 0) return [];
    const rows = await this.sql.rows<RatingRecordRow>(
      `SELECT * FROM ratings WHERE ladder = $1
        AND identity IN (${placeholders(2, identities.length)}) ORDER BY identity`,
      [ladder, ...identities],
    );
    return rows.map(toRating);
  }

  async ratingsOfIdentity(identity: string): Promise<RatingRow[]> {
    return (await this.sql.rows<RatingRecordRow>(SQL.ratingsOfIdentity, [identity])).map(toRating);
  }

  async leaderboard(q: LeaderboardQuery): Promise<RatingRow[]> {
    const params: unknown[] = [q.ladder, q.minGames, q.limit];
    if (q.expansions !== undefined) params.push(expansionsKey(q.expansions));
    // Bots are on the board from their seeded rating; people once they have played enough.
    const rows = await this.sql.rows<RatingRecordRow>(
      `SELECT * FROM ratings WHERE ladder = $1 AND hidden = 0
        AND (games >= $2 OR identity LIKE 'bot:%')${q.bots ? '' : " AND identity NOT LIKE 'bot:%'"}${
          q.expansions === undefined
            ? ''
            : ` AND identity IN (SELECT r.identity FROM game_results r
          JOIN finished_games f ON f.game_id = r.game_id
          WHERE f.ladder = $1 AND f.expansions = $4 AND r.identity IS NOT NULL)`
        }
        ORDER BY mu - 3 * sigma DESC, identity LIMIT $3`,
      params,
    );
    return rows.map(toRating);
  }

  async history(identity: string, ladder: Ladder | null, limit: number): Promise<RatingPoint[]> {
    const rows =
      ladder === null
        ? await this.sql.rows<HistoryRecordRow>(SQL.historyAll, [identity, limit])
        : await this.sql.rows<HistoryRecordRow>(SQL.historyOfLadder, [identity, ladder, limit]);
    return rows.map(toPoint);
  }

  async gamesOf(
    identity: string,
    limit: number,
    expansions?: readonly string[],
  ): Promise<PlayedGame[]> {
    const params: unknown[] = [identity, limit];
    if (expansions !== undefined) params.push(expansionsKey(expansions));
    const rows = await this.sql.rows<FinishedRecordRow & { seat: number }>(
      `SELECT f.game_id, f.ladder, f.players, f.expansions, f.mode, f.finished_at,
          MIN(r.seat) AS seat
        FROM finished_games f JOIN game_results r ON r.game_id = f.game_id
        WHERE r.identity = $1${expansions === undefined ? '' : ' AND f.expansions = $3'}
        GROUP BY f.game_id, f.ladder, f.players, f.expansions, f.mode, f.finished_at
        ORDER BY f.finished_at DESC, f.game_id LIMIT $2`,
      params,
    );
    const games = await this.withSeats(rows);
    const ids = rows.map((r) => r.game_id);
    const points =
      ids.length === 0
        ? []
        : await this.sql.rows<HistoryRecordRow>(
            `SELECT * FROM rating_history WHERE identity = $1
              AND game_id IN (${placeholders(2, ids.length)})`,
            [identity, ...ids],
          );
    const changes = new Map(points.map((p) => [p.game_id, toPoint(p)]));
    return games.map((game, i) => ({
      game,
      seat: rows[i]!.seat,
      change: changes.get(game.gameId) ?? null,
    }));
  }

  async statsOf(identity: string): Promise<PlayStats> {
    type Played = { played: Count; won: Count };
    const [total] = await this.sql.rows<Played>(SQL.played, [identity]);
    const seats = await this.sql.rows<Played & { seat: number }>(SQL.bySeat, [identity]);
    const sets = await this.sql.rows<{ expansions: string; played: Count }>(SQL.byExpansions, [
      identity,
    ]);
    const met = await this.sql.rows<{ identity: string; games: Count }>(SQL.opponents, [
      identity,
      20,
    ]);
    return {
      played: Number(total?.played ?? 0),
      won: Number(total?.won ?? 0),
      seats: seats.map((s) => ({ seat: s.seat, played: Number(s.played), won: Number(s.won) })),
      expansions: sets.map((s) => ({ expansions: s.expansions, played: Number(s.played) })),
      opponents: met.map((o) => ({ identity: o.identity, games: Number(o.games) })),
    };
  }

  async gameResult(
    gameId: string,
  ): Promise<{ game: FinishedGame; changes: Map<string, RatingPoint> } | null> {
    const rows = await this.sql.rows<FinishedRecordRow>(SQL.finished, [gameId]);
    const [game] = await this.withSeats(rows);
    if (game === undefined) return null;
    const points = await this.sql.rows<HistoryRecordRow>(SQL.historyOfGame, [gameId]);
    return { game, changes: new Map(points.map((p) => [p.identity, toPoint(p)])) };
  }

  async gamesTogether(a: string, b: string, limit: number): Promise<FinishedGame[]> {
    return this.withSeats(await this.sql.rows<FinishedRecordRow>(SQL.together, [a, b, limit]));
  }

  async hide(identity: string): Promise<void> {
    await this.sql.run(SQL.hide, [identity]);
  }

  async leave(gameId: string, seat: number, at: number): Promise<void> {
    await this.sql.run(SQL.leave, [gameId, seat, at]);
  }

  async leaves(gameId: string): Promise<number[]> {
    return (await this.sql.rows<{ seat: number }>(SQL.leaves, [gameId])).map((r) => r.seat);
  }

  async enqueue(e: QueueEntry): Promise<void> {
    const key = expansionsKey(e.expansions);
    await this.sql.run(SQL.enqueue, [
      e.playerId,
      e.players,
      key,
      e.bots ? 1 : 0,
      e.rating,
      e.joinedAt,
    ]);
  }

  async dequeue(playerId: string): Promise<void> {
    await this.sql.run(SQL.dequeue, [playerId]);
  }

  async queueEntry(playerId: string): Promise<QueueEntry | null> {
    const [row] = await this.sql.rows<QueueRecordRow>(SQL.queueEntry, [playerId]);
    return row ? toQueueEntry(row) : null;
  }

  async touchQueue(playerId: string, at: number): Promise<void> {
    await this.sql.run(SQL.touchQueue, [playerId, at]);
  }

  async dropLapsed(before: number): Promise<number> {
    return this.sql.run(SQL.dropLapsed, [before]);
  }

  async waiting(): Promise<QueueEntry[]> {
    return (await this.sql.rows<QueueRecordRow>(SQL.waiting, [])).map(toQueueEntry);
  }

  seatQueued(playerIds: readonly string[], gameId: string): Promise<boolean> {
    if (playerIds.length === 0) return Promise.resolve(true);
    return this.sql.transaction(seatProgram(playerIds, gameId));
  }

  async moveQueued(from: string, to: string): Promise<void> {
    await this.sql.run(SQL.moveSeated, [from, to]);
  }

  async releaseQueued(gameId: string): Promise<void> {
    await this.sql.run(SQL.unseat, [gameId]);
  }

  /** The finished games of these rows, each with its seats' results. */
  private async withSeats(rows: readonly FinishedRecordRow[]): Promise<FinishedGame[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.game_id);
    const results = await this.sql.rows<ResultRecordRow>(
      `SELECT * FROM game_results WHERE game_id IN (${placeholders(1, ids.length)})
        ORDER BY game_id, seat`,
      ids,
    );
    const seats = new Map<string, SeatResult[]>(ids.map((id) => [id, []]));
    for (const r of results) seats.get(r.game_id)?.push(toSeatResult(r));
    return rows.map((r) => ({
      gameId: r.game_id,
      ladder: r.ladder as Ladder | null,
      players: r.players,
      expansions: expansionsOf(r.expansions),
      mode: r.mode,
      finishedAt: r.finished_at,
      seats: seats.get(r.game_id) ?? [],
      ...(r.unrated === 'left-early' || r.unrated === 'pair-limit' ? { unrated: r.unrated } : {}),
    }));
  }
}
