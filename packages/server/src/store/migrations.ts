/**
 * The database schema, as numbered migrations applied in order, each once. The SQL is plain and
 * portable (TEXT, INTEGER, BIGINT, no engine-specific types or upserts), so that the PostgreSQL
 * store runs the same statements; JSON columns are TEXT written and read by the server.
 *
 * A migration is never edited once released: a change to the schema is a new entry at the end.
 */

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'players, games, seats and the move log',
    statements: [
      `CREATE TABLE players (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE games (
        id TEXT PRIMARY KEY,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        mode TEXT NOT NULL,
        turn_seconds INTEGER,
        status TEXT NOT NULL,
        move_count INTEGER NOT NULL,
        decision_seat INTEGER,
        created_by TEXT REFERENCES players (id),
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      `CREATE INDEX games_by_status ON games (status, updated_at)`,
      `CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        player_id TEXT REFERENCES players (id),
        PRIMARY KEY (game_id, seat)
      )`,
      `CREATE INDEX seats_by_player ON seats (player_id)`,
      `CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        move TEXT NOT NULL,
        actor TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (game_id, seq)
      )`,
    ],
  },
];

/** The statement that records which migrations ran. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;
