/**
 * Which bot levels may sit at a ranked table (docs/ratings.md): never the random bot, and only
 * levels whose rating on the game's ladder is within RANKED_BOT_RANGE of the creator's (the level
 * nearest to it always may, so there is always one). Beating a far weaker bot again and again
 * would otherwise climb the ladder a little each game; "Play now" seats the nearest level.
 *
 * @example
 * const refused = await rankedBotRefusal(store, player.id, body); // null, or ERR_RANKED_BOT
 */
import {
  ladderOf,
  protocolError,
  type BotLevel,
  type CreateGameBody,
  type WireError,
} from '@tnt/protocol';
import type { RatingRow } from '../store/ratings-types.ts';
import type { GameStore } from '../store/types.ts';
import { RANKED_BOT_RANGE } from './fair-rating.ts';
import { BOT_IDENTITIES, levelOf } from './identities.ts';
import { START, displayOf } from './skill.ts';

/** The levels that may sit at a ranked table of a player of `rating`, nearest first. */
export function rankedBotLevels(rating: number, bots: readonly RatingRow[]): BotLevel[] {
  const levels = bots
    .flatMap((row) => {
      const level = levelOf(row.identity);
      return level === null || level === 'random'
        ? []
        : [{ level, gap: Math.abs(displayOf(row) - rating) }];
    })
    .sort((a, b) => a.gap - b.gap);
  return levels.filter((l, i) => i === 0 || l.gap <= RANKED_BOT_RANGE).map((l) => l.level);
}

/** Why the ranked game's bots may not sit with its creator, or null. */
export async function rankedBotRefusal(
  store: GameStore,
  creatorId: string,
  body: CreateGameBody,
): Promise<WireError | null> {
  if (!body.ranked) return null;
  const asked = [...new Set(body.seats.flatMap((s) => (s.kind === 'bot' ? [s.bot] : [])))];
  if (asked.length === 0) return null;
  const ladder = ladderOf(body.seats.length);
  const [own] = await store.ratings.ratingsOf([creatorId], ladder);
  const rating = displayOf(own ?? START);
  const allowed = rankedBotLevels(rating, await store.ratings.ratingsOf(BOT_IDENTITIES, ladder));
  if (asked.every((level) => allowed.includes(level))) return null;
  return protocolError(
    'ERR_RANKED_BOT',
    `a ranked game seats bots near your rating (${rating}): ${allowed.join(', ')}`,
  );
}
