/**
 * "Play now" matching, a pure function of who waits and the time: players who want
 * the same table (as many players, the same expansions) are seated together when their ratings
 * are close. The range a player accepts starts at RANGE_START points either side of their
 * rating and widens by RANGE_PER_SECOND every second they wait; two players fit when each is in
 * the other's range. The longest waiting player is served first, with the closest ratings. A
 * player who allows bots and has waited `botsAfterMs` is seated with whoever fits and bots of a
 * similar rating in the empty seats (if everyone seated allows bots).
 *
 * @example
 * const matches = findMatches(waiting, Date.now(), { botsAfterMs: 20_000 });
 */
import { expansionsKey } from '../store/ratings-sql.ts';
import type { QueueEntry } from '../store/ratings-types.ts';

export const RANGE_START = 100;
export const RANGE_PER_SECOND = 10;

export interface MatchSettings {
  /** How long a player who allows bots waits for people before bots fill the empty seats. */
  readonly botsAfterMs: number;
}

export interface Match {
  /** Players (ids) by seat. */
  readonly players: readonly string[];
  /** Empty seats to fill with bots. */
  readonly bots: number;
  /** The table they asked for. */
  readonly size: number;
  readonly expansions: readonly string[];
  /** The mean displayed rating of the players: the bots are chosen near it. */
  readonly rating: number;
}

/** The ratings a waiting player accepts now. */
export function rangeOf(entry: QueueEntry, now: number): { low: number; high: number } {
  const waited = Math.max(0, now - entry.joinedAt) / 1000;
  const width = RANGE_START + RANGE_PER_SECOND * waited;
  return { low: entry.rating - width, high: entry.rating + width };
}

const fits = (a: QueueEntry, b: QueueEntry, now: number): boolean => {
  const ra = rangeOf(a, now);
  const rb = rangeOf(b, now);
  return b.rating >= ra.low && b.rating <= ra.high && a.rating >= rb.low && a.rating <= rb.high;
};

export function findMatches(
  waiting: readonly QueueEntry[],
  now: number,
  settings: MatchSettings,
): Match[] {
  const queue = [...waiting].sort((a, b) => a.joinedAt - b.joinedAt);
  const taken = new Set<string>();
  const matches: Match[] = [];
  for (const first of queue) {
    if (taken.has(first.playerId)) continue;
    const table = expansionsKey(first.expansions);
    const others = queue
      .filter(
        (o) =>
          o !== first &&
          !taken.has(o.playerId) &&
          o.players === first.players &&
          expansionsKey(o.expansions) === table &&
          fits(first, o, now),
      )
      .sort((a, b) => Math.abs(a.rating - first.rating) - Math.abs(b.rating - first.rating));
    const needed = first.players - 1;
    let seated: QueueEntry[] | null = null;
    if (others.length >= needed) seated = [first, ...others.slice(0, needed)];
    else if (first.bots && now - first.joinedAt >= settings.botsAfterMs) {
      seated = [first, ...others.filter((o) => o.bots)];
    }
    if (seated === null) continue;
    for (const e of seated) taken.add(e.playerId);
    matches.push({
      players: seated.map((e) => e.playerId),
      bots: first.players - seated.length,
      size: first.players,
      expansions: first.expansions,
      rating: seated.reduce((sum, e) => sum + e.rating, 0) / seated.length,
    });
  }
  return matches;
}
