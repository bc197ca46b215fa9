/**
 * The database schema, as numbered migrations applied in order, each once. The SQL is plain and
 * portable (TEXT, INTEGER, BIGINT, no engine-specific types), so that SQLite and PostgreSQL run the
 * same statements; JSON columns are TEXT written and read by the server.
 *
 * A migration is never edited once released: a change to the schema is a new entry at the end.
 */
import { COMMUNITY_TABLES } from './community-schema.ts';
import { RATINGS_MIGRATION } from './ratings-schema.ts';
import { TRUST_MIGRATION } from './trust-schema.ts';

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
  {
    version: 2,
    name: 'claims of games by server nodes, and the running turn clock',
    statements: [
      `ALTER TABLE games ADD COLUMN turn_clock_key TEXT`,
      `ALTER TABLE games ADD COLUMN turn_clock_at BIGINT`,
      // One row per game; a lease, so no reference to games: it is only ever read with its game id.
      `CREATE TABLE claims (
        game_id TEXT PRIMARY KEY,
        node TEXT NOT NULL,
        until BIGINT NOT NULL
      )`,
      `CREATE INDEX claims_by_node ON claims (node)`,
    ],
  },
  {
    version: 3,
    name: 'chat, presence, notice settings, push subscriptions, mail sent, server keys',
    statements: [
      // JSON ({ spectators, record }); null for games made before chat: the defaults.
      `ALTER TABLE games ADD COLUMN chat_options TEXT`,
      // The sender's name as it was, so a line reads the same after a rename.
      `CREATE TABLE chat_lines (
        game_id TEXT NOT NULL REFERENCES games (id),
        id INTEGER NOT NULL,
        channel TEXT NOT NULL,
        player_id TEXT NOT NULL,
        player_name TEXT NOT NULL,
        seat INTEGER,
        text TEXT,
        phrase TEXT,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (game_id, id)
      )`,
      `CREATE TABLE chat_reads (
        game_id TEXT NOT NULL,
        player_id TEXT NOT NULL,
        read_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, player_id)
      )`,
      `CREATE TABLE chat_mutes (
        player_id TEXT NOT NULL,
        muted_id TEXT NOT NULL,
        PRIMARY KEY (player_id, muted_id)
      )`,
      `CREATE TABLE seat_absences (
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        absent_since BIGINT,
        PRIMARY KEY (game_id, seat)
      )`,
      `CREATE TABLE notice_settings (
        player_id TEXT PRIMARY KEY,
        browser INTEGER NOT NULL,
        push INTEGER NOT NULL,
        email INTEGER NOT NULL,
        address TEXT
      )`,
      `CREATE TABLE push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        player_id TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player_id)`,
      `CREATE TABLE mail_sent (
        game_id TEXT NOT NULL,
        player_id TEXT NOT NULL,
        sent_at BIGINT NOT NULL,
        PRIMARY KEY (game_id, player_id)
      )`,
      // Keys the server makes on first start (VAPID, the unsubscribe tokens' secret).
      `CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 4,
    name: 'undo within a turn: the game option',
    statements: [
      // 0: the creator turned undo off; 1 or null (games made before undo): on.
      `ALTER TABLE games ADD COLUMN undo_allowed INTEGER`,
    ],
  },
  {
    version: 5,
    name: 'hints: the game option',
    statements: [
      // 0: the creator turned hints off; 1 or null (games made before hints): on.
      `ALTER TABLE games ADD COLUMN hints_allowed INTEGER`,
    ],
  },
  {
    version: 6,
    name: 'ratings, ranked games, the Play now queue, accounts',
    statements: RATINGS_MIGRATION,
  },
  {
    version: 7,
    name: 'tournaments, friends, blocks, presence, invitations, spectator counts',
    statements: COMMUNITY_TABLES,
  },
  {
    version: 8,
    name: 'verified addresses, mail cooldowns, queue liveness, unrated results',
    statements: TRUST_MIGRATION,
  },
];

/** The statement that records which migrations ran. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/** The versions already applied. */
export const APPLIED_MIGRATIONS = 'SELECT version FROM schema_migrations';

/** Records a migration as applied: version, name, applied_at (numbered parameters, statements.ts). */
export const RECORD_MIGRATION =
  'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)';
