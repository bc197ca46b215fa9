/**
 * The tables of the second security review: verified e-mail addresses and their verification
 * links, the cooldowns of the mails an account or an address may get, whether a "Play now"
 * waiter is still there, and why a ranked game's result was left unrated. Migration 8 of the SQL
 * stores, and run after the ratings tables on the memory store's own SQLite database (its
 * accounts and queue live there). Released with migration 8, so never edited: a change is a new
 * migration.
 */

export const TRUST_MIGRATION: readonly string[] = [
  // An address a player proved they read, by the link mailed to it: only those get recovery
  // links and notices.
  `CREATE TABLE verified_addresses (
    player_id TEXT NOT NULL,
    address TEXT NOT NULL,
    verified_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, address)
  )`,
  // Links that verify an address, kept as SHA-256 hashes, each used once, until they expire.
  `CREATE TABLE address_tokens (
    token_hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    address TEXT NOT NULL,
    expires_at BIGINT NOT NULL
  )`,
  `CREATE INDEX address_tokens_by_player ON address_tokens (player_id)`,
  `CREATE INDEX recovery_tokens_by_player ON recovery_tokens (player_id)`,
  // When a mail of a kind last went to an account or to an address (an address by its hash).
  `CREATE TABLE mail_slots (
    slot TEXT PRIMARY KEY,
    sent_at BIGINT NOT NULL
  )`,
  // When a waiting player last asked how they stand: an entry not asked about lapses.
  `ALTER TABLE queue_entries ADD COLUMN seen_at BIGINT`,
  // Why a ranked game was recorded unrated (a player left too early, a pair played too often).
  `ALTER TABLE finished_games ADD COLUMN unrated TEXT`,
];
