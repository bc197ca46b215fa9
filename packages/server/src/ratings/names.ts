/**
 * Names of identities for profiles and leaderboards: a person's display name (an anonymous one
 * once the account is deleted), or a bot level's (the web client shows its own words for
 * `bot`).
 */
import { DELETED_PLAYER_NAME, type RatedIdentity, type RatingInfo } from '@tnt/protocol';
import type { RatingRow } from '../store/ratings-types.ts';
import type { GameStore } from '../store/types.ts';
import { levelOf } from './identities.ts';
import { PROVISIONAL_GAMES } from './fair-rating.ts';
import { displayOf } from './skill.ts';

/** The name a deleted account takes (kept for it: nobody can choose it). */
export const ANONYMOUS_NAME = DELETED_PLAYER_NAME;

/** A deleted account's secret hash: never the SHA-256 of any secret, so nobody signs in as it. */
export const deletedHash = (playerId: string): string => `deleted:${playerId}`;

export const isDeleted = (secretHash: string): boolean => secretHash.startsWith('deleted:');

export async function namesOf(
  store: GameStore,
  identities: readonly string[],
): Promise<Map<string, RatedIdentity>> {
  const unique = [...new Set(identities)];
  const people = await store.playersByIds(unique.filter((id) => levelOf(id) === null));
  const named = new Map<string, RatedIdentity>();
  for (const p of people) named.set(p.id, { id: p.id, name: p.name, bot: null });
  for (const id of unique) {
    const bot = levelOf(id);
    if (bot !== null) named.set(id, { id, name: `Bot ${bot}`, bot });
    else if (!named.has(id)) named.set(id, { id, name: ANONYMOUS_NAME, bot: null });
  }
  return named;
}

export const ratingInfo = (row: RatingRow): RatingInfo => ({
  ladder: row.ladder,
  display: displayOf(row),
  mu: row.mu,
  sigma: row.sigma,
  games: row.games,
  wins: row.wins,
  ...(levelOf(row.identity) === null ? { provisional: row.games < PROVISIONAL_GAMES } : {}),
});
