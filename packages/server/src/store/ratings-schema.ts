/**
 * The tables of ratings, ranked games, the "Play now" queue and accounts: migration 5
 * of the SQL stores, and the whole schema of the memory store's own SQLite database for them.
 * Released with migration 5, so never edited: a change is a new migration.
 *
 * Portable SQL as in migrations.ts; ratings are DOUBLE PRECISION (8 bytes in both databases).
 */

/** Tables that stand on their own (no reference to games or players): the memory store's too. */
export const RATINGS_TABLES: readonly string[] = [
  // One row per finished game, written once: the mark that its result (and ratings) are in.
  `CREATE TABLE finished_games (
    game_id TEXT PRIMARY KEY,
    ladder TEXT,
    players INTEGER NOT NULL,
    expansions TEXT NOT NULL,
    mode TEXT NOT NULL,
    finished_at BIGINT NOT NULL
  )`,
  `CREATE INDEX finished_games_by_time ON finished_games (finished_at)`,
  `CREATE TABLE game_results (
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    identity TEXT,
    place INTEGER NOT NULL,
    score INTEGER NOT NULL,
    abandoned INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
  )`,
  `CREATE INDEX game_results_by_identity ON game_results (identity)`,
  `CREATE TABLE ratings (
    identity TEXT NOT NULL,
    ladder TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    hidden INTEGER NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (identity, ladder)
  )`,
  `CREATE TABLE rating_history (
    game_id TEXT NOT NULL,
    identity TEXT NOT NULL,
    ladder TEXT NOT NULL,
    mu_before DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, identity)
  )`,
  `CREATE INDEX rating_history_by_identity ON rating_history (identity, at)`,
  `CREATE TABLE seat_leaves (
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
  )`,
  `CREATE TABLE queue_entries (
    player_id TEXT PRIMARY KEY,
    players INTEGER NOT NULL,
    expansions TEXT NOT NULL,
    bots INTEGER NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    joined_at BIGINT NOT NULL,
    game_id TEXT
  )`,
  // Accounts: an address for a new sign-in link, the names a player had, recovery tokens.
  `CREATE TABLE player_emails (
    player_id TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    created_at BIGINT NOT NULL
  )`,
  `CREATE INDEX player_emails_by_address ON player_emails (address)`,
  `CREATE TABLE player_names (
    player_id TEXT NOT NULL,
    name TEXT NOT NULL,
    until BIGINT NOT NULL,
    PRIMARY KEY (player_id, until)
  )`,
  `CREATE TABLE recovery_tokens (
    token_hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    expires_at BIGINT NOT NULL
  )`,
];

/** Migration 5's statements: the games' ranked flag, then the tables above. */
export const RATINGS_MIGRATION: readonly string[] = [
  // 1: ranked; 0 or null (games made before ratings): not.
  `ALTER TABLE games ADD COLUMN ranked INTEGER`,
  ...RATINGS_TABLES,
];
