/**
 * How a ranked game changes ratings. People are rated against the whole table, bots included,
 * each bot at its level's rating. A bot level is rated only against the people at the table:
 * its rating is what it shows against people, never what it does to other bots. A
 * level seated twice moves by the mean of its seats' updates. Missing ratings start from the
 * bots' seeds (bot-seeds.ts) or the model's start.
 *
 * A provisional person (few rated games, or a new identity: fair-rating.ts) is rated against the
 * whole table, but nobody else is rated against them: an established player's rating, or a bot's,
 * moves only against the established people (and, for people, the bots) at the table. So a win
 * over throwaway identities is worth nothing.
 *
 * @example
 * const first = await store.ratings.recordFinished(game, raterFor(game, seedOf));
 */
import type { Ladder } from '@tnt/protocol';
import type {
  FinishedGame,
  ProvisionalOf,
  Rater,
  RatingChange,
  RatingRow,
  SeatResult,
} from '../store/ratings-types.ts';
import { levelOf } from './identities.ts';
import { START, rateOrder, type Rating } from './skill.ts';

/** The starting rating of an identity on a ladder when it has none, or null for the default. */
export type SeedOf = (identity: string, ladder: Ladder) => Rating | null;

export function raterFor(
  game: FinishedGame,
  seedOf: SeedOf,
  provisional: ProvisionalOf = () => false,
): Rater {
  return {
    initial: (identity, ladder) => seedOf(identity, ladder) ?? START,
    rate: (current) => changesOf(game, current, true, provisional),
  };
}

type Rated = SeatResult & {
  readonly identity: string;
  readonly rating: Rating;
  readonly provisional: boolean;
};

/**
 * The new rating of every identity of the game, from its current rows. `botsAgainstPeople`
 * (the server's rule) rates bots against the people at the table only; without it (`tnt ratings`
 * over bots' tournaments) everyone is rated against the whole table.
 */
export function changesOf(
  game: FinishedGame,
  current: readonly RatingRow[],
  botsAgainstPeople = true,
  provisional: ProvisionalOf = () => false,
): RatingChange[] {
  const rows = new Map(current.map((r) => [r.identity, r]));
  const seated: Rated[] = game.seats.flatMap((s) => {
    const row = s.identity === null ? undefined : rows.get(s.identity);
    if (row === undefined || s.identity === null) return [];
    const person = levelOf(s.identity) === null;
    const rating = { mu: row.mu, sigma: row.sigma };
    return [{ ...s, identity: s.identity, rating, provisional: person && provisional(row) }];
  });
  // Whom a rating is measured against: never a provisional person (but oneself).
  const counted = seated.filter((s) => !s.provisional);
  const people = counted.filter((s) => levelOf(s.identity) === null);
  const whole = rateOrder(
    seated.map((s) => s.rating),
    seated.map((s) => s.place),
  );
  const against = (s: Rated, table: readonly Rated[]): Rating | null => {
    if (table.length < 2) return null;
    const [own] = rateOrder(
      table.map((t) => t.rating),
      table.map((t) => t.place),
    );
    return own!;
  };
  const updates = new Map<string, { ratings: Rating[]; won: boolean }>();
  const note = (s: Rated, r: Rating): void => {
    const entry = updates.get(s.identity) ?? { ratings: [], won: false };
    entry.ratings.push(r);
    entry.won ||= s.place === 1;
    updates.set(s.identity, entry);
  };
  seated.forEach((s, i) => {
    const person = levelOf(s.identity) === null;
    if (!botsAgainstPeople || (person && (s.provisional || counted.length === seated.length))) {
      note(s, whole[i]!);
      return;
    }
    // An established person against the table without its provisional people; a bot against
    // the established people only. With nobody to be measured against, no move.
    const table = person ? [s, ...counted.filter((t) => t !== s)] : [s, ...people];
    if (!person && people.length === 0) return;
    const own = against(s, table);
    if (own !== null) note(s, own);
  });
  return [...updates].map(([identity, { ratings, won }]) => ({
    identity,
    mu: ratings.reduce((sum, r) => sum + r.mu, 0) / ratings.length,
    sigma: ratings.reduce((sum, r) => sum + r.sigma, 0) / ratings.length,
    won,
  }));
}
