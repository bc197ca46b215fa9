/**
 * Accounts, on SQL for every store: an optional e-mail address for a new sign-in link
 * when the old one is lost, the names a player had before (a rename keeps them), and recovery
 * tokens (kept as SHA-256 hashes, each used once, until they expire). An address is used only
 * once verified: the player opened a link mailed to it (`address_tokens`, hashed like recovery
 * tokens; `verified_addresses`). Mails are spaced by slots taken in one statement (`mail_slots`),
 * so that every node of a cluster keeps the cooldowns. Deleting an account forgets all of it.
 * The player's row itself (name, secret) is the GameStore's (`updatePlayer`).
 *
 * @example
 * await accounts.setEmail('p1', 'ada@example.org', Date.now());
 * await accounts.playersByEmail('ADA@example.org'); // ['p1']: addresses compare lower-cased
 */
import type { SqlExecutor } from './sql-program.ts';

export interface AccountStore {
  email(playerId: string): Promise<string | null>;
  /** Sets (or with null removes) the player's address. */
  setEmail(playerId: string, address: string | null, at: number): Promise<void>;
  /** The players who gave this address for recovery and verified it (compared lower-cased). */
  playersByEmail(address: string): Promise<string[]>;
  /** Keeps a name the player had until `at` (they took a new one). */
  keepFormerName(playerId: string, name: string, at: number): Promise<void>;
  /** The names the player had before, newest first, `limit` at most. */
  formerNames(playerId: string, limit?: number): Promise<string[]>;
  /** When the player last took a new name (epoch ms), or null if never. */
  lastRename(playerId: string): Promise<number | null>;
  addRecoveryToken(tokenHash: string, playerId: string, expiresAt: number): Promise<void>;
  /** The player's recovery tokens that still work at `now`. */
  liveRecoveryTokens(playerId: string, now: number): Promise<number>;
  /** Uses a token up: its player if it was valid at `now`, else null. A token works once. */
  takeRecoveryToken(tokenHash: string, now: number): Promise<string | null>;
  /** Whether the player verified this address (compared lower-cased). */
  isVerified(playerId: string, address: string): Promise<boolean>;
  addAddressToken(
    tokenHash: string,
    playerId: string,
    address: string,
    expiresAt: number,
  ): Promise<void>;
  /** The player's address tokens that still work at `now`. */
  liveAddressTokens(playerId: string, now: number): Promise<number>;
  /**
   * Uses an address token up: the address is verified for its player from `now`. The player and
   * address, if the token was valid at `now`, else null. A token works once.
   */
  verifyAddress(
    tokenHash: string,
    now: number,
  ): Promise<{ playerId: string; address: string } | null>;
  /**
   * Takes a mail slot: true (and the slot is the caller's from `now`) if none was taken in the
   * last `gapMs`. One statement, so that two nodes cannot both take it.
   */
  takeMailSlot(slot: string, now: number, gapMs: number): Promise<boolean>;
  /** Forgets these mail slots (the account they name was deleted). */
  forgetMailSlots(slots: readonly string[]): Promise<void>;
  /**
   * Forgets the player's address, former names, tokens and verified addresses (the account was
   * deleted).
   */
  forget(playerId: string): Promise<void>;
}

const SQL = {
  email: 'SELECT address FROM player_emails WHERE player_id = $1',
  setEmail: `INSERT INTO player_emails (player_id, address, created_at) VALUES ($1, $2, $3)
    ON CONFLICT (player_id) DO UPDATE SET address = excluded.address,
      created_at = excluded.created_at`,
  removeEmail: 'DELETE FROM player_emails WHERE player_id = $1',
  byEmail: `SELECT e.player_id FROM player_emails e
    WHERE e.address = $1 AND EXISTS (SELECT 1 FROM verified_addresses v
      WHERE v.player_id = e.player_id AND v.address = e.address)
    ORDER BY e.created_at, e.player_id`,
  keepName: `INSERT INTO player_names (player_id, name, until) VALUES ($1, $2, $3)
    ON CONFLICT (player_id, until) DO NOTHING`,
  formerNames: 'SELECT name FROM player_names WHERE player_id = $1 ORDER BY until DESC LIMIT $2',
  lastRename: 'SELECT MAX(until) AS at FROM player_names WHERE player_id = $1',
  addToken: 'INSERT INTO recovery_tokens (token_hash, player_id, expires_at) VALUES ($1, $2, $3)',
  takeToken: 'DELETE FROM recovery_tokens WHERE token_hash = $1 RETURNING player_id, expires_at',
  liveTokens: 'SELECT COUNT(*) AS n FROM recovery_tokens WHERE player_id = $1 AND expires_at > $2',
  isVerified: 'SELECT 1 AS yes FROM verified_addresses WHERE player_id = $1 AND address = $2',
  addAddressToken: `INSERT INTO address_tokens (token_hash, player_id, address, expires_at)
    VALUES ($1, $2, $3, $4)`,
  liveAddressTokens:
    'SELECT COUNT(*) AS n FROM address_tokens WHERE player_id = $1 AND expires_at > $2',
  takeAddressToken:
    'DELETE FROM address_tokens WHERE token_hash = $1 RETURNING player_id, address, expires_at',
  verify: `INSERT INTO verified_addresses (player_id, address, verified_at) VALUES ($1, $2, $3)
    ON CONFLICT (player_id, address) DO NOTHING`,
  /** slot, now, now - gap. */
  takeMailSlot: `INSERT INTO mail_slots (slot, sent_at) VALUES ($1, $2)
    ON CONFLICT (slot) DO UPDATE SET sent_at = excluded.sent_at
    WHERE mail_slots.sent_at <= $3`,
  forgetSlot: 'DELETE FROM mail_slots WHERE slot = $1',
  forgetNames: 'DELETE FROM player_names WHERE player_id = $1',
  forgetTokens: 'DELETE FROM recovery_tokens WHERE player_id = $1',
  forgetAddressTokens: 'DELETE FROM address_tokens WHERE player_id = $1',
  forgetVerified: 'DELETE FROM verified_addresses WHERE player_id = $1',
} as const;

type Count = { n: number | string };

/** Addresses are kept and compared lower-cased: mail systems treat them so in practice. */
const normal = (address: string): string => address.trim().toLowerCase();

export class SqlAccountStore implements AccountStore {
  constructor(private readonly sql: SqlExecutor) {}

  async email(playerId: string): Promise<string | null> {
    const [row] = await this.sql.rows<{ address: string }>(SQL.email, [playerId]);
    return row?.address ?? null;
  }

  async setEmail(playerId: string, address: string | null, at: number): Promise<void> {
    if (address === null) await this.sql.run(SQL.removeEmail, [playerId]);
    else await this.sql.run(SQL.setEmail, [playerId, normal(address), at]);
  }

  async playersByEmail(address: string): Promise<string[]> {
    const rows = await this.sql.rows<{ player_id: string }>(SQL.byEmail, [normal(address)]);
    return rows.map((r) => r.player_id);
  }

  async keepFormerName(playerId: string, name: string, at: number): Promise<void> {
    await this.sql.run(SQL.keepName, [playerId, name, at]);
  }

  async formerNames(playerId: string, limit = 100): Promise<string[]> {
    const rows = await this.sql.rows<{ name: string }>(SQL.formerNames, [playerId, limit]);
    return rows.map((r) => r.name);
  }

  async lastRename(playerId: string): Promise<number | null> {
    const [row] = await this.sql.rows<{ at: number | string | null }>(SQL.lastRename, [playerId]);
    return row?.at === null || row?.at === undefined ? null : Number(row.at);
  }

  async liveRecoveryTokens(playerId: string, now: number): Promise<number> {
    const [row] = await this.sql.rows<Count>(SQL.liveTokens, [playerId, now]);
    return Number(row?.n ?? 0);
  }

  async isVerified(playerId: string, address: string): Promise<boolean> {
    const rows = await this.sql.rows<{ yes: number }>(SQL.isVerified, [playerId, normal(address)]);
    return rows.length > 0;
  }

  async addAddressToken(
    tokenHash: string,
    playerId: string,
    address: string,
    expiresAt: number,
  ): Promise<void> {
    await this.sql.run(SQL.addAddressToken, [tokenHash, playerId, normal(address), expiresAt]);
  }

  async liveAddressTokens(playerId: string, now: number): Promise<number> {
    const [row] = await this.sql.rows<Count>(SQL.liveAddressTokens, [playerId, now]);
    return Number(row?.n ?? 0);
  }

  async verifyAddress(
    tokenHash: string,
    now: number,
  ): Promise<{ playerId: string; address: string } | null> {
    type Row = { player_id: string; address: string; expires_at: number | string };
    const [row] = await this.sql.rows<Row>(SQL.takeAddressToken, [tokenHash]);
    if (row === undefined || Number(row.expires_at) <= now) return null;
    await this.sql.run(SQL.verify, [row.player_id, row.address, now]);
    return { playerId: row.player_id, address: row.address };
  }

  async takeMailSlot(slot: string, now: number, gapMs: number): Promise<boolean> {
    return (await this.sql.run(SQL.takeMailSlot, [slot, now, now - gapMs])) === 1;
  }

  async forgetMailSlots(slots: readonly string[]): Promise<void> {
    for (const slot of slots) await this.sql.run(SQL.forgetSlot, [slot]);
  }

  async addRecoveryToken(tokenHash: string, playerId: string, expiresAt: number): Promise<void> {
    await this.sql.run(SQL.addToken, [tokenHash, playerId, expiresAt]);
  }

  async takeRecoveryToken(tokenHash: string, now: number): Promise<string | null> {
    type Row = { player_id: string; expires_at: number | string };
    const [row] = await this.sql.rows<Row>(SQL.takeToken, [tokenHash]);
    return row !== undefined && Number(row.expires_at) > now ? row.player_id : null;
  }

  async forget(playerId: string): Promise<void> {
    await this.sql.run(SQL.removeEmail, [playerId]);
    await this.sql.run(SQL.forgetNames, [playerId]);
    await this.sql.run(SQL.forgetTokens, [playerId]);
    await this.sql.run(SQL.forgetAddressTokens, [playerId]);
    await this.sql.run(SQL.forgetVerified, [playerId]);
  }
}
