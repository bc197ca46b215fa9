/**
 * How a ranked game changes ratings. People are rated against the whole table, bots included,
 * each bot at its level's rating. A bot level is rated only against the people at the table:
 * its rating is what it shows against people (issue 17), never what it does to other bots. A
 * level seated twice moves by the mean of its seats' updates. Missing ratings start from the
 * bots' seeds (bot-seeds.ts) or the model's start.
 *
 * @example
 * const first = await store.ratings.recordFinished(game, raterFor(game, seedOf));
 */
import type { Ladder } from '@tnt/protocol';
import type {
  FinishedGame,
  Rater,
  RatingChange,
  RatingRow,
  SeatResult,
} from '../store/ratings-types.ts';
import { levelOf } from './identities.ts';
import { START, rateOrder, type Rating } from './skill.ts';

/** The starting rating of an identity on a ladder when it has none, or null for the default. */
export type SeedOf = (identity: string, ladder: Ladder) => Rating | null;

export function raterFor(game: FinishedGame, seedOf: SeedOf): Rater {
  return {
    initial: (identity, ladder) => seedOf(identity, ladder) ?? START,
    rate: (current) => changesOf(game, current),
  };
}

type Rated = SeatResult & { readonly identity: string; readonly rating: Rating };

/**
 * The new rating of every identity of the game, from its current rows. `botsAgainstPeople`
 * (the server's rule) rates bots against the people at the table only; without it (`tnt ratings`
 * over bots' tournaments) everyone is rated against the whole table.
 */
export function changesOf(
  game: FinishedGame,
  current: readonly RatingRow[],
  botsAgainstPeople = true,
): RatingChange[] {
  const rows = new Map(current.map((r) => [r.identity, r]));
  const seated: Rated[] = game.seats.flatMap((s) => {
    const row = s.identity === null ? undefined : rows.get(s.identity);
    return row === undefined || s.identity === null
      ? []
      : [{ ...s, identity: s.identity, rating: { mu: row.mu, sigma: row.sigma } }];
  });
  const people = seated.filter((s) => levelOf(s.identity) === null);
  const whole = rateOrder(
    seated.map((s) => s.rating),
    seated.map((s) => s.place),
  );
  const updates = new Map<string, { ratings: Rating[]; won: boolean }>();
  const note = (s: Rated, r: Rating): void => {
    const entry = updates.get(s.identity) ?? { ratings: [], won: false };
    entry.ratings.push(r);
    entry.won ||= s.place === 1;
    updates.set(s.identity, entry);
  };
  seated.forEach((s, i) => {
    if (!botsAgainstPeople || levelOf(s.identity) === null) {
      note(s, whole[i]!);
      return;
    }
    // A bot against the people only; with no person at the table it does not move.
    if (people.length === 0) return;
    const table = [s, ...people];
    const [own] = rateOrder(
      table.map((t) => t.rating),
      table.map((t) => t.place),
    );
    note(s, own!);
  });
  return [...updates].map(([identity, { ratings, won }]) => ({
    identity,
    mu: ratings.reduce((sum, r) => sum + r.mu, 0) / ratings.length,
    sigma: ratings.reduce((sum, r) => sum + r.sigma, 0) / ratings.length,
    won,
  }));
}
