/**
 * The SQL statements that SQLite and PostgreSQL run alike, written once. Parameters are numbered
 * (`$1`, `$2`, …), PostgreSQL's syntax, which SQLite reads as parameters named "1", "2", …: the
 * PostgreSQL store passes the values as an array, the SQLite store through `numbered`. Values are
 * always parameters, never part of the text. Statements that only one database can run stay in
 * its store (PostgreSQL's single-statement append, its `= ANY` lists).
 *
 * @example
 * pool.query(SQL.playerById, [id]);              // PostgreSQL
 * db.prepare(SQL.playerById).get(numbered(id));  // SQLite
 */

/** The values of a statement's numbered parameters, as better-sqlite3 binds them. */
export function numbered(...values: unknown[]): Record<number, unknown> {
  // A plain loop: it is on the path of every stored move, and a few times cheaper than entries.
  const bound: Record<number, unknown> = {};
  for (let i = 0; i < values.length; i += 1) bound[i + 1] = values[i];
  return bound;
}

export const SQL = {
  insertPlayer: 'INSERT INTO players (id, name, secret_hash, created_at) VALUES ($1, $2, $3, $4)',
  playerById: 'SELECT * FROM players WHERE id = $1',
  playerBySecret: 'SELECT * FROM players WHERE secret_hash = $1',
  /** A pattern ('%ada%', lower case, LIKE's own characters escaped with \), a limit. */
  playersByName: `SELECT * FROM players WHERE lower(name) LIKE $1 ESCAPE '\\'
    AND secret_hash NOT LIKE 'deleted:%' ORDER BY name, id LIMIT $2`,
  /** id, name (null: kept), secret_hash (null: kept). */
  updatePlayer: `UPDATE players SET name = COALESCE($2, name), secret_hash = COALESCE($3, secret_hash)
    WHERE id = $1`,

  /**
   * id, options, seed, mode, turn_seconds, status, decision_seat, created_by, created_at,
   * chat_options, undo_allowed, hints_allowed, ranked.
   */
  insertGame: `INSERT INTO games (id, options, seed, mode, turn_seconds, status, move_count,
      decision_seat, created_by, created_at, updated_at, chat_options, undo_allowed, hints_allowed, ranked)
    VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $9, $10, $11, $12, $13)`,
  insertSeat: 'INSERT INTO seats (game_id, seat, kind, bot, player_id) VALUES ($1, $2, $3, $4, $5)',
  game: 'SELECT * FROM games WHERE id = $1',
  seats: 'SELECT * FROM seats WHERE game_id = $1 ORDER BY seat',
  /**
   * The moves up to the count read with the game's row: moves are never changed, so the two reads
   * agree even when a move is appended between them.
   */
  moves: 'SELECT * FROM moves WHERE game_id = $1 AND seq <= $2 ORDER BY seq',

  /** seq, status, decision_seat, at, id: the compare-and-set of a move's number. */
  advance: `UPDATE games SET move_count = $1, status = $2, decision_seat = $3, updated_at = $4
    WHERE id = $5 AND move_count = $1 - 1 AND status = 'playing'`,
  insertMove:
    'INSERT INTO moves (game_id, seq, seat, move, actor, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
  /** player_id, game_id, seat. */
  takeSeat: `UPDATE seats SET player_id = $1
    WHERE game_id = $2 AND seat = $3 AND kind = 'human' AND player_id IS NULL`,
  /** status, decision_seat, updated_at, id. */
  setProgress: 'UPDATE games SET status = $1, decision_seat = $2, updated_at = $3 WHERE id = $4',
  /** id, key, at (both null: no clock runs). */
  setTurnClock: 'UPDATE games SET turn_clock_key = $2, turn_clock_at = $3 WHERE id = $1',

  gamesOfPlayer: `SELECT * FROM games WHERE id IN (SELECT game_id FROM seats WHERE player_id = $1)
    ORDER BY created_at DESC, id LIMIT $2`,
  /**
   * created_by. COUNT, not SUM: a number (bigint) in both databases, even with no rows. A person
   * is at the table while their seat's stored absence is null (presence writes it as sockets
   * open and close); a seat never opened has no row, and counts as away.
   */
  unfinishedGamesBy: `SELECT
      COUNT(CASE WHEN g.status = 'open' THEN 1 END) AS open,
      COUNT(CASE WHEN NOT EXISTS (SELECT 1 FROM seats s
        WHERE s.game_id = g.id AND s.player_id IS NOT NULL) THEN 1 END) AS unseated,
      COUNT(CASE WHEN NOT EXISTS (SELECT 1 FROM seats s
          WHERE s.game_id = g.id AND s.player_id IS NOT NULL)
        OR (g.status = 'playing' AND (g.mode = 'live' OR g.turn_seconds IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM seats s JOIN seat_absences a
            ON a.game_id = s.game_id AND a.seat = s.seat
            WHERE s.game_id = g.id AND s.player_id IS NOT NULL AND a.absent_since IS NULL))
        THEN 1 END) AS alone
    FROM games g WHERE g.status IN ('open', 'playing') AND g.created_by = $1`,
  gamesWithStatus: 'SELECT * FROM games WHERE status = $1 ORDER BY updated_at DESC, id LIMIT $2',

  /**
   * game_id, node, now, until. One statement, so that of two nodes racing for a game exactly one
   * writes the row: the other meets it as a conflict whose guard fails, and changes nothing.
   */
  claimGame: `INSERT INTO claims (game_id, node, until) VALUES ($1, $2, $4)
    ON CONFLICT (game_id) DO UPDATE SET node = excluded.node, until = excluded.until
    WHERE claims.node = excluded.node OR claims.until <= $3`,
  /** node, now, until. */
  renewClaims: `UPDATE claims SET until = $3 WHERE node = $1 AND until > $2 RETURNING game_id`,
  /** game_id, node. */
  releaseGame: 'DELETE FROM claims WHERE game_id = $1 AND node = $2',
  /** now, limit. Games that act with nobody connected: live, timed, or with a bot seat. */
  unclaimedGames: `SELECT g.id FROM games g
    WHERE g.status = 'playing'
      AND (g.mode = 'live' OR g.turn_seconds IS NOT NULL
        OR EXISTS (SELECT 1 FROM seats s
          WHERE s.game_id = g.id AND s.seat = g.decision_seat AND s.kind = 'bot'))
      AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.game_id = g.id AND c.until > $1)
    ORDER BY g.updated_at, g.id LIMIT $2`,
} as const;

/** The pattern of `playersByName`: the text lower-cased, LIKE's own characters escaped. */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
