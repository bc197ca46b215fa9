/**
 * The ratings side of the store: each finished game's result, recorded exactly once;
 * the players' and bots' ratings per ladder with their history; who left a ranked game; the
 * "Play now" queue. Every store (memory, SQLite, PostgreSQL) has one, in the same database as
 * its games (the memory store keeps it in a SQLite database of its own, in memory).
 *
 * An identity is a player's id, or `bot:LEVEL` for a bot level (ratings/identities.ts): bots are
 * players on the ladder.
 *
 * @example
 * const first = await store.ratings.recordFinished(result, (current) => rate(current));
 * first; // false when any node recorded this game before: nothing was changed
 */
import type { Ladder, UnratedReason } from '@tnt/protocol';

/** An identity's rating on a ladder: the Weng-Lin (openskill) belief about its skill. */
export interface RatingRow {
  readonly identity: string;
  readonly ladder: Ladder;
  readonly mu: number;
  readonly sigma: number;
  /** Ranked games played and won on this ladder. */
  readonly games: number;
  readonly wins: number;
  readonly updatedAt: number;
}

/** One seat of a finished game. */
export interface SeatResult {
  readonly seat: number;
  /** The player's id, `bot:LEVEL` for a bot seat, or null for a seat nobody held. */
  readonly identity: string | null;
  /** 1 for the winner; a seat that abandoned a ranked game comes after every other. */
  readonly place: number;
  readonly score: number;
  readonly abandoned: boolean;
}

/** A finished game, as recorded once. */
export interface FinishedGame {
  readonly gameId: string;
  /** The ladder of a ranked game; null for a game that was not ranked (recorded, never rated). */
  readonly ladder: Ladder | null;
  readonly players: number;
  /** The expansions played, sorted. */
  readonly expansions: readonly string[];
  readonly mode: string;
  readonly finishedAt: number;
  readonly seats: readonly SeatResult[];
  /** A ranked game recorded unrated (`ladder` null): why. */
  readonly unrated?: UnratedReason;
}

/** A rating before and after one game: what the rating function answers for each identity. */
export interface RatingChange {
  readonly identity: string;
  readonly mu: number;
  readonly sigma: number;
  readonly won: boolean;
}

/** One point of an identity's history: its rating after a ranked game. */
export interface RatingPoint {
  readonly gameId: string;
  readonly ladder: Ladder;
  readonly muBefore: number;
  readonly sigmaBefore: number;
  readonly mu: number;
  readonly sigma: number;
  readonly at: number;
}

/** A finished game as one identity played it. */
export interface PlayedGame {
  readonly game: FinishedGame;
  /** This identity's seat (its first, for a bot level seated twice). */
  readonly seat: number;
  readonly change: RatingPoint | null;
}

/** How a ranked game changes ratings (ratings/rater.ts): called inside the store's transaction. */
export interface Rater {
  /** The rating an identity starts from when it has none on the ladder yet. */
  initial(identity: string, ladder: Ladder): { mu: number; sigma: number };
  /** The new ratings from the rows of the game's identities on its ladder now (locked). */
  rate(current: readonly RatingRow[]): readonly RatingChange[];
}

/** An identity's finished games summed up, for its profile. */
export interface PlayStats {
  readonly played: number;
  readonly won: number;
  readonly seats: readonly { seat: number; played: number; won: number }[];
  readonly expansions: readonly { expansions: string; played: number }[];
  readonly opponents: readonly { identity: string; games: number }[];
}

/** A player waiting in the "Play now" queue. */
export interface QueueEntry {
  readonly playerId: string;
  /** Players in the game wanted: 2, 3 or 4. */
  readonly players: number;
  readonly expansions: readonly string[];
  /** Whether empty seats may be filled with bots of a similar rating after the wait. */
  readonly bots: boolean;
  /** The player's displayed rating on the ladder, when they joined. */
  readonly rating: number;
  readonly joinedAt: number;
  /** The game the queue seated them in, once it has. */
  readonly gameId: string | null;
  /** When the player last asked how they stand (epoch ms): an entry not asked about lapses. */
  readonly seenAt: number;
}

export interface RatingsStore {
  /**
   * Records a finished game: its result, and for a ranked game the new ratings that `rater`
   * computes from the current ones, all in one transaction. True the first time; false (and
   * nothing written) once the game was recorded, by this node or any other.
   */
  recordFinished(game: FinishedGame, rater: Rater): Promise<boolean>;
  /** Which of these games have been recorded. */
  recorded(gameIds: readonly string[]): Promise<Set<string>>;
  /** Rated games both identities played that finished at `since` or later. */
  ratedTogetherSince(a: string, b: string, since: number): Promise<number>;
  /** Puts a starting rating in place where the identity has none on the ladder (bots' seeds). */
  seedRating(row: RatingRow): Promise<void>;
  /** The identities' ratings on a ladder (only those that have one). */
  ratingsOf(identities: readonly string[], ladder: Ladder): Promise<RatingRow[]>;
  /** Every ladder's rating of one identity. */
  ratingsOfIdentity(identity: string): Promise<RatingRow[]>;
  /**
   * The best of a ladder, by displayed rating: identities with at least `minGames` ranked games,
   * bots left out unless `bots`, hidden (deleted) accounts never; with `expansions`, only those
   * who played a ranked game with exactly these expansions.
   */
  leaderboard(query: LeaderboardQuery): Promise<RatingRow[]>;
  /** An identity's rating after each of its ranked games, oldest first. */
  history(identity: string, ladder: Ladder | null, limit: number): Promise<RatingPoint[]>;
  /** The identity's finished games, newest first (with `expansions`: those with exactly these). */
  gamesOf(identity: string, limit: number, expansions?: readonly string[]): Promise<PlayedGame[]>;
  /** The identity's games summed up: played, won, by seat, by expansions, opponents met most. */
  statsOf(identity: string): Promise<PlayStats>;
  /** A finished game's result and the rating changes it made (by identity), or null. */
  gameResult(
    gameId: string,
  ): Promise<{ game: FinishedGame; changes: Map<string, RatingPoint> } | null>;
  /** Finished games in which both identities sat, newest first. */
  gamesTogether(a: string, b: string, limit: number): Promise<FinishedGame[]>;
  /** Leaves the identity off leaderboards from now on (its account was deleted). */
  hide(identity: string): Promise<void>;

  /** The seat's player left the ranked game for good: stored once (first time wins). */
  leave(gameId: string, seat: number, at: number): Promise<void>;
  /** The seats whose players left the game. */
  leaves(gameId: string): Promise<number[]>;

  /** Puts the player in the queue (or renews their wish); their old entry goes. */
  enqueue(entry: QueueEntry): Promise<void>;
  dequeue(playerId: string): Promise<void>;
  queueEntry(playerId: string): Promise<QueueEntry | null>;
  /** Everyone waiting and not yet seated, longest waiting first. */
  waiting(): Promise<QueueEntry[]>;
  /** The player asked how they stand at `at`: their entry is still theirs. */
  touchQueue(playerId: string, at: number): Promise<void>;
  /** Takes out the waiting entries whose players have not asked since `before`; how many. */
  dropLapsed(before: number): Promise<number>;
  /**
   * Seats every player of the list in `gameId` if none of them has been seated yet: all or none
   * (two nodes matching the same players cannot both win). True if this call seated them.
   */
  seatQueued(playerIds: readonly string[], gameId: string): Promise<boolean>;
  /** The players seated under `from` (a match being set up) are seated in game `to` instead. */
  moveQueued(from: string, to: string): Promise<void>;
  /** The players seated under `gameId` wait again (the game could not be made). */
  releaseQueued(gameId: string): Promise<void>;
}

export interface LeaderboardQuery {
  readonly ladder: Ladder;
  readonly bots: boolean;
  readonly minGames: number;
  readonly expansions?: readonly string[];
  readonly limit: number;
}

/** The rater's view of the identities that are provisional on the game's ladder. */
export type ProvisionalOf = (row: RatingRow) => boolean;
