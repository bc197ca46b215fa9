/**
 * The tables of tournaments, friends, blocks, presence, invitations and spectator counts: migration 7
 * of the SQL stores, and part of the memory store's own SQLite database (beside the ratings'
 * tables, which tournament standings read: `finished_games`, `game_results`). Released with
 * migration 7, so never edited: a change is a new migration.
 *
 * Portable SQL as in migrations.ts.
 */
export const COMMUNITY_TABLES: readonly string[] = [
  `CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    created_by TEXT NOT NULL,
    format TEXT NOT NULL,
    rounds INTEGER,
    table_size INTEGER NOT NULL,
    options TEXT NOT NULL,
    mode TEXT NOT NULL,
    turn_seconds INTEGER NOT NULL,
    ranked INTEGER NOT NULL,
    bots TEXT,
    max_players INTEGER NOT NULL,
    starts_at BIGINT,
    status TEXT NOT NULL,
    round INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    started_at BIGINT,
    ended_at BIGINT,
    note TEXT
  )`,
  `CREATE INDEX tournaments_by_status ON tournaments (status, created_at)`,
  `CREATE INDEX tournaments_by_creator ON tournaments (created_by, status)`,
  // A person by player id, a bot filling a place as '#bot1', '#bot2', … (ids never hold '#').
  `CREATE TABLE tournament_entries (
    tournament_id TEXT NOT NULL,
    entrant TEXT NOT NULL,
    bot TEXT,
    rating DOUBLE PRECISION NOT NULL,
    joined_at BIGINT NOT NULL,
    dropped_after INTEGER,
    PRIMARY KEY (tournament_id, entrant)
  )`,
  `CREATE INDEX tournament_entries_by_entrant ON tournament_entries (entrant)`,
  // The mark that a round was paired: inserted once (ON CONFLICT DO NOTHING), with its tables.
  `CREATE TABLE tournament_rounds (
    tournament_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    paired_at BIGINT NOT NULL,
    node TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round)
  )`,
  // game_id null: a bye. created: the game exists (set by whichever node created it).
  `CREATE TABLE tournament_tables (
    tournament_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    game_id TEXT,
    created INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, table_no)
  )`,
  `CREATE INDEX tournament_tables_by_game ON tournament_tables (game_id)`,
  `CREATE INDEX tournament_tables_to_create ON tournament_tables (created)`,
  `CREATE TABLE tournament_seats (
    tournament_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    entrant TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round, table_no, seat)
  )`,
  `CREATE INDEX tournament_seats_by_entrant ON tournament_seats (entrant)`,
  // One row per pair of players: who asked whom, and when the other accepted (null: not yet).
  `CREATE TABLE friend_links (
    player_id TEXT NOT NULL,
    friend_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    accepted_at BIGINT,
    PRIMARY KEY (player_id, friend_id)
  )`,
  `CREATE INDEX friend_links_by_friend ON friend_links (friend_id)`,
  `CREATE TABLE player_blocks (
    player_id TEXT NOT NULL,
    blocked_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, blocked_id)
  )`,
  `CREATE INDEX player_blocks_by_blocked ON player_blocks (blocked_id)`,
  // When a player was last seen (a page asking, a socket at a table) and the live game they sit at.
  `CREATE TABLE player_presence (
    player_id TEXT PRIMARY KEY,
    seen_at BIGINT NOT NULL,
    game_id TEXT,
    playing_at BIGINT
  )`,
  `CREATE TABLE game_invites (
    game_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    from_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, player_id)
  )`,
  `CREATE INDEX game_invites_by_player ON game_invites (player_id)`,
  // Each node's count of spectators' sockets per game, refreshed while it has any.
  `CREATE TABLE watch_counts (
    game_id TEXT NOT NULL,
    node TEXT NOT NULL,
    spectators INTEGER NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, node)
  )`,
];
