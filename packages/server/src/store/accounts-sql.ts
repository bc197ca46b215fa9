/**
 * Accounts (issue 17), on SQL for every store: an optional e-mail address for a new sign-in link
 * when the old one is lost, the names a player had before (a rename keeps them), and recovery
 * tokens (kept as SHA-256 hashes, each used once, until they expire). Deleting an account forgets
 * all of it. The player's row itself (name, secret) is the GameStore's (`updatePlayer`).
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
  /** The players who gave this address (compared lower-cased). */
  playersByEmail(address: string): Promise<string[]>;
  /** Keeps a name the player had until `at` (they took a new one). */
  keepFormerName(playerId: string, name: string, at: number): Promise<void>;
  /** The names the player had before, newest first. */
  formerNames(playerId: string): Promise<string[]>;
  addRecoveryToken(tokenHash: string, playerId: string, expiresAt: number): Promise<void>;
  /** Uses a token up: its player if it was valid at `now`, else null. A token works once. */
  takeRecoveryToken(tokenHash: string, now: number): Promise<string | null>;
  /** Forgets the player's address, former names and tokens (the account was deleted). */
  forget(playerId: string): Promise<void>;
}

const SQL = {
  email: 'SELECT address FROM player_emails WHERE player_id = $1',
  setEmail: `INSERT INTO player_emails (player_id, address, created_at) VALUES ($1, $2, $3)
    ON CONFLICT (player_id) DO UPDATE SET address = excluded.address,
      created_at = excluded.created_at`,
  removeEmail: 'DELETE FROM player_emails WHERE player_id = $1',
  byEmail: 'SELECT player_id FROM player_emails WHERE address = $1 ORDER BY created_at, player_id',
  keepName: `INSERT INTO player_names (player_id, name, until) VALUES ($1, $2, $3)
    ON CONFLICT (player_id, until) DO NOTHING`,
  formerNames: 'SELECT name FROM player_names WHERE player_id = $1 ORDER BY until DESC',
  addToken: 'INSERT INTO recovery_tokens (token_hash, player_id, expires_at) VALUES ($1, $2, $3)',
  takeToken: 'DELETE FROM recovery_tokens WHERE token_hash = $1 RETURNING player_id, expires_at',
  forgetNames: 'DELETE FROM player_names WHERE player_id = $1',
  forgetTokens: 'DELETE FROM recovery_tokens WHERE player_id = $1',
} as const;

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

  async formerNames(playerId: string): Promise<string[]> {
    return (await this.sql.rows<{ name: string }>(SQL.formerNames, [playerId])).map((r) => r.name);
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
  }
}
