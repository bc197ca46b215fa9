/**
 * A player's home: their profile (name and former names, rating per ladder with its
 * history for the chart, games played and won, win share by seat, favourite expansions, recent
 * games with everyone at the table and the rating change, the opponents met most), the
 * head-to-head against another identity, and the leaderboards. Built from the ratings store;
 * bots have profiles too.
 */
import type {
  GameResult,
  HeadToHead,
  Ladder,
  Leaderboard,
  Profile,
  RatingDelta,
  RecentGame,
} from '@tnt/protocol';
import { FORMER_NAMES_SHOWN } from '../identity/accounts.ts';
import { PROVISIONAL_GAMES, isProvisional } from './fair-rating.ts';
import type { RatingPoint } from '../store/ratings-types.ts';
import type { GameStore } from '../store/types.ts';
import { levelOf } from './identities.ts';
import { isDeleted, namesOf, ratingInfo } from './names.ts';
import { displayOf } from './skill.ts';

const RECENT = 20;
const HISTORY = 500;
const BOARD = 100;
/**
 * Rows read for a board: young identities are left out after the read (their age is the
 * players' table's), so a few more than a board are read.
 */
const BOARD_READ = BOARD * 2;

/** The profile of an identity, or null if there is no such player or bot level. */
export async function profileOf(
  store: GameStore,
  id: string,
  expansions?: readonly string[],
): Promise<Profile | null> {
  const bot = levelOf(id);
  const player = bot === null ? await store.playerById(id) : null;
  if (bot === null && player === null) return null;
  const [ratings, history, stats, games] = await Promise.all([
    store.ratings.ratingsOfIdentity(id),
    store.ratings.history(id, null, HISTORY),
    store.ratings.statsOf(id),
    store.ratings.gamesOf(id, RECENT, expansions),
  ]);
  const seated = games.flatMap((g) =>
    g.game.seats.flatMap((s) => (s.identity ? [s.identity] : [])),
  );
  const names = await namesOf(store, [id, ...seated, ...stats.opponents.map((o) => o.identity)]);
  const recent = games.map(({ game, seat, change }): RecentGame => {
    const mine = game.seats.find((s) => s.seat === seat);
    return {
      id: game.gameId,
      finishedAt: game.finishedAt,
      players: game.players,
      expansions: game.expansions,
      mode: game.mode,
      ranked: game.ladder !== null,
      seat,
      place: mine?.place ?? 0,
      score: mine?.score ?? 0,
      abandoned: mine?.abandoned ?? false,
      change: change === null ? null : deltaOf(change),
      table: game.seats.map((s) => ({
        ...(s.identity === null
          ? { id: '', name: '', bot: null }
          : (names.get(s.identity) ?? { id: s.identity, name: '', bot: null })),
        place: s.place,
        score: s.score,
      })),
    };
  });
  const me = names.get(id) ?? { id, name: '', bot };
  return {
    ...me,
    formerNames: bot === null ? await store.accounts.formerNames(id, FORMER_NAMES_SHOWN) : [],
    deleted: player !== null && isDeleted(player.secretHash),
    ratings: ratings.map(ratingInfo),
    history: history.map((p) => ({ ladder: p.ladder, at: p.at, display: displayOf(p) })),
    played: stats.played,
    won: stats.won,
    seats: stats.seats,
    expansions: stats.expansions,
    recent,
    opponents: stats.opponents.flatMap((o) => {
      const named = names.get(o.identity);
      return named ? [{ ...named, games: o.games }] : [];
    }),
  };
}

/** A finished game's places and rating changes, or null while it is not recorded. */
export async function gameResultOf(store: GameStore, gameId: string): Promise<GameResult | null> {
  const found = await store.ratings.gameResult(gameId);
  if (found === null) return null;
  const { game, changes } = found;
  const names = await namesOf(
    store,
    game.seats.flatMap((s) => (s.identity ? [s.identity] : [])),
  );
  return {
    id: game.gameId,
    ranked: game.ladder !== null,
    ...(game.unrated === undefined ? {} : { unrated: game.unrated }),
    seats: game.seats.map((s) => {
      const change = s.identity === null ? undefined : changes.get(s.identity);
      const who = s.identity === null ? { id: '', name: '', bot: null } : names.get(s.identity)!;
      return {
        ...who,
        seat: s.seat,
        place: s.place,
        score: s.score,
        abandoned: s.abandoned,
        change: change === undefined ? null : deltaOf(change),
      };
    }),
  };
}

const deltaOf = (p: RatingPoint): RatingDelta => ({
  ladder: p.ladder,
  before: displayOf({ mu: p.muBefore, sigma: p.sigmaBefore }),
  after: displayOf(p),
});

/** How two identities fared at the same tables. */
export async function headToHead(store: GameStore, a: string, b: string): Promise<HeadToHead> {
  const games = await store.ratings.gamesTogether(a, b, 200);
  const names = await namesOf(store, [a, b]);
  let ahead = 0;
  let behind = 0;
  const recent = games.map((g) => {
    const placeOf = (id: string): number =>
      Math.min(...g.seats.filter((s) => s.identity === id).map((s) => s.place));
    const youPlace = placeOf(a);
    const otherPlace = placeOf(b);
    if (youPlace < otherPlace) ahead++;
    if (youPlace > otherPlace) behind++;
    return { id: g.gameId, finishedAt: g.finishedAt, youPlace, otherPlace };
  });
  return {
    you: names.get(a)!,
    other: names.get(b)!,
    games: games.length,
    ahead,
    behind,
    recent: recent.slice(0, RECENT),
  };
}

/**
 * A ladder's board: bots from their seeds, people once they are no longer provisional (enough
 * rated games on it, and an identity older than a day: fair-rating.ts).
 */
export async function leaderboardOf(
  store: GameStore,
  ladder: Ladder,
  bots: boolean,
  expansions: readonly string[] | undefined,
  now: number,
): Promise<Leaderboard> {
  const read = await store.ratings.leaderboard({
    ladder,
    bots,
    minGames: PROVISIONAL_GAMES,
    limit: BOARD_READ,
    ...(expansions === undefined ? {} : { expansions }),
  });
  const people = await store.playersByIds(read.map((r) => r.identity));
  const born = new Map(people.map((p) => [p.id, p.createdAt]));
  const rows = read
    .filter(
      (r) =>
        levelOf(r.identity) !== null || !isProvisional(r.games, born.get(r.identity) ?? null, now),
    )
    .slice(0, BOARD);
  const names = await namesOf(
    store,
    rows.map((r) => r.identity),
  );
  return {
    ladder,
    entries: rows.map((row, i) => ({
      ...names.get(row.identity)!,
      place: i + 1,
      rating: ratingInfo(row),
    })),
  };
}
