/**
 * Which results move ratings, so that nobody can climb the ladder with throwaway identities or
 * the weakest bot (docs/security.md, the second review; docs/ratings.md):
 *
 * - a ranked game in which a person left (or was played by a stand-in for good) before playing
 *   `RATED_AFTER_TURNS` turns of their own is recorded unrated: a new identity that joins and
 *   leaves at once cannot hand anyone a win; the early leaver is not placed last either (leaving
 *   the queue just after a match, say);
 * - the same two people are rated together `PAIR_GAMES_PER_DAY` times a day at most: more games
 *   between them that day are recorded unrated;
 * - an identity with fewer than `PROVISIONAL_GAMES` rated games on a ladder, or younger than
 *   `PROVISIONAL_AGE_MS`, is provisional: its own rating moves, but an established player's or a
 *   bot's does not move against it, and it is not on the leaderboards;
 * - ranked games seat bot levels near the creator's rating only (`RANKED_BOT_RANGE`), never the
 *   random bot, and need at least `MIN_RANKED_TURN_SECONDS` a turn.
 *
 * @example
 * const reason = unratedReason(leftEarly, pairsOverLimit); // 'left-early', 'pair-limit' or null
 */
import type { UnratedReason } from '@tnt/protocol';

/** Turns of their own a person must play before leaving for the game to be rated. */
export const RATED_AFTER_TURNS = 3;
/** Rated games the same two people may play together in a day. */
export const PAIR_GAMES_PER_DAY = 3;
export const DAY_MS = 24 * 3_600_000;
/** Rated games on a ladder before an identity's rating counts for others and the boards. */
export const PROVISIONAL_GAMES = 5;
/** An identity younger than this is provisional whatever its games. */
export const PROVISIONAL_AGE_MS = DAY_MS;
/**
 * Displayed points either side of the creator's rating within which a bot level may sit at a
 * ranked table (the nearest level always may): about three upsets' worth, so that beating a far
 * weaker bot over and over gains nothing.
 */
export const RANKED_BOT_RANGE = 300;
/** The least time per turn of a ranked game: a few seconds would let a stand-in play a seat. */
export const MIN_RANKED_TURN_SECONDS = 15;

/** Why a ranked game is left unrated, or null when it is rated. */
export function unratedReason(leftEarly: boolean, pairOverLimit: boolean): UnratedReason | null {
  if (leftEarly) return 'left-early';
  if (pairOverLimit) return 'pair-limit';
  return null;
}

/** Whether an identity is provisional on a ladder: few rated games there, or a young identity. */
export function isProvisional(games: number, createdAt: number | null, at: number): boolean {
  return games < PROVISIONAL_GAMES || (createdAt !== null && at - createdAt < PROVISIONAL_AGE_MS);
}
