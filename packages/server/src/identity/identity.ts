/**
 * Identities: a player gets one at once, with a display name and no password. The secret (32
 * random bytes) goes to the browser, which keeps it; the server keeps only its SHA-256, which is
 * enough for a secret this long (nothing to guess, so no slow hash is needed) and lets the secret
 * be looked up directly. The personal link carries the secret in the URL fragment, which browsers
 * never send to a server, and signs the same player in on another device.
 *
 * @example
 * const { player, secret } = await identities.create('Ada');
 * (await identities.authenticate(secret))?.id === player.id; // true
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PlayerInfo } from '@tnt/protocol';
import type { GameStore, PlayerRow } from '../store/types.ts';

/** A random id for players and games: 12 characters of base64url, 72 bits. */
export const newId = (): string => randomBytes(9).toString('base64url');

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** The web client's path that signs a player in from the secret in the fragment. */
export const signInLink = (base: string, secret: string): string => `${base}/#signin=${secret}`;

export const playerInfo = (row: PlayerRow): PlayerInfo => ({ id: row.id, name: row.name });

export class Identities {
  constructor(private readonly store: GameStore) {}

  async create(name: string): Promise<{ player: PlayerInfo; secret: string }> {
    const secret = newSecret();
    const row: PlayerRow = {
      id: newId(),
      name,
      secretHash: hashSecret(secret),
      createdAt: Date.now(),
    };
    await this.store.createPlayer(row);
    return { player: playerInfo(row), secret };
  }

  /** The player a secret belongs to, or null; an absent or malformed secret is simply no one. */
  async authenticate(secret: string | undefined): Promise<PlayerRow | null> {
    if (secret === undefined || secret.length === 0 || secret.length > 64) return null;
    return this.store.playerBySecretHash(hashSecret(secret));
  }
}
