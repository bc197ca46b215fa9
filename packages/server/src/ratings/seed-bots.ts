/**
 * Puts each bot level on every ladder, from its seed (bot-seeds.ts), when the server starts: a
 * level that has a rating keeps it (first writer wins, so the nodes of a cluster agree).
 */
import { LADDERS } from '@tnt/protocol';
import type { RatingsStore } from '../store/ratings-types.ts';
import { seedOf } from './bot-seeds.ts';
import { BOT_IDENTITIES } from './identities.ts';
import { START } from './skill.ts';

export async function seedBots(ratings: RatingsStore, now: number): Promise<void> {
  for (const ladder of LADDERS) {
    for (const identity of BOT_IDENTITIES) {
      const { mu, sigma } = seedOf(identity, ladder) ?? START;
      await ratings.seedRating({ identity, ladder, mu, sigma, games: 0, wins: 0, updatedAt: now });
    }
  }
}
