/**
 * Ratings, ranked games, "Play now", profiles and accounts: the ladders, the bodies of
 * their HTTP requests (schemas the server checks every body with) and the shapes of the answers.
 *
 *   GET    /api/leaderboard?ladder=2&people=1&expansions=messenger  -> Leaderboard
 *   GET    /api/players/:id/profile?expansions=…                    -> Profile
 *   GET    /api/players/:id/versus/:other                           -> HeadToHead
 *   POST   /api/queue            QueueBody    -> QueueStatus   "Play now": wait for a table
 *   GET    /api/queue                         -> QueueStatus   (the client asks every second or two)
 *   DELETE /api/queue                         -> QueueStatus   leave the queue
 *   PUT    /api/me/name          RenameBody   -> { player }    a new name; history keeps the old
 *   PUT    /api/me/email         EmailBody    -> { email, verified }  for a new sign-in link (null: none);
 *                                                             an unverified address gets a link to verify it
 *   GET    /api/email/verify?token=…          -> text          the link in that mail: the address is verified
 *   GET    /api/me/account                    -> Account
 *   DELETE /api/me                            -> 204           the account goes; its games stay
 *   POST   /api/recover          RecoverBody  -> 202           mails a recovery link, if known
 *   POST   /api/recover/confirm  ConfirmBody  -> NewPlayer     a new secret (the old one is void)
 *   POST   /api/games/:id/leave               -> GameSummary   leave a ranked game for good
 *   GET    /api/games/:id/result              -> GameResult    places and rating changes
 *
 * A rating is shown as one number, `display` (the server's mapping of the Weng-Lin rating:
 * docs/ratings.md); `mu` and `sigma` are there for those who want them.
 *
 * @example
 * const ladder = ladderOf(3); // '3-4'
 */
import { z } from 'zod';
import { EXPANSIONS } from '@tnt/engine';
import type { BotLevel } from './bot-levels.ts';
import { NameSchema } from './names.ts';

/** Two-player games are rated apart from games of three and four (docs/ratings.md says why). */
export const LADDERS = ['2', '3-4'] as const;
export type Ladder = (typeof LADDERS)[number];

export const ladderOf = (players: number): Ladder => (players <= 2 ? '2' : '3-4');

export const LadderSchema = z.enum(LADDERS);

/** A list of expansions in a query string: "messenger,offices" ('' or absent: none asked). */
export const ExpansionListSchema = z
  .string()
  .max(200)
  .transform((text) => (text === '' ? [] : text.split(',')))
  .pipe(z.array(z.enum(EXPANSIONS)).max(EXPANSIONS.length))
  .transform((list) => [...new Set(list)].sort());

export const LeaderboardQuerySchema = z.object({
  ladder: LadderSchema.default('2'),
  /** '1': people only; bots are on the ladder otherwise. */
  people: z.enum(['0', '1']).default('0'),
  /** Only those who played ranked games with exactly these expansions ('none' for the base game). */
  expansions: z.string().max(200).optional(),
});

export const QueueBodySchema = z.strictObject({
  /** Players at the table: 2, 3 or 4. */
  players: z.int().min(2).max(4),
  expansions: z.array(z.enum(EXPANSIONS)).max(EXPANSIONS.length).default([]),
  /** Fill empty seats with bots of a similar rating when no person is found in time. */
  bots: z.boolean().default(true),
});
export type QueueBody = z.infer<typeof QueueBodySchema>;

export const RenameBodySchema = z.strictObject({ name: NameSchema });
export type RenameBody = z.infer<typeof RenameBodySchema>;

export const EmailBodySchema = z.strictObject({
  email: z.email().max(254).nullable(),
});
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const RecoverBodySchema = z.strictObject({ email: z.email().max(254) });
export type RecoverBody = z.infer<typeof RecoverBodySchema>;

export const ConfirmRecoveryBodySchema = z.strictObject({
  token: z.string().min(16).max(128),
});
export type ConfirmRecoveryBody = z.infer<typeof ConfirmRecoveryBodySchema>;

/** A rating as shown. */
export interface RatingInfo {
  readonly ladder: Ladder;
  /** The number players see: docs/ratings.md. */
  readonly display: number;
  readonly mu: number;
  readonly sigma: number;
  readonly games: number;
  readonly wins: number;
  /**
   * A person with few rated games on the ladder (or a new identity): their rating moves, but
   * nobody else's moves against it, and they are not on the leaderboard yet.
   */
  readonly provisional?: boolean;
}

/** Someone on a ladder: a person (`bot` null) or a bot level. */
export interface RatedIdentity {
  /** A player's id, or `bot:LEVEL`. */
  readonly id: string;
  readonly name: string;
  readonly bot: BotLevel | null;
}

export interface LeaderboardEntry extends RatedIdentity {
  readonly place: number;
  readonly rating: RatingInfo;
}

export interface Leaderboard {
  readonly ladder: Ladder;
  readonly entries: readonly LeaderboardEntry[];
}

/** A rating change of one game: before and after, as shown. */
export interface RatingDelta {
  readonly ladder: Ladder;
  readonly before: number;
  readonly after: number;
}

export interface RecentGame {
  readonly id: string;
  readonly finishedAt: number;
  readonly players: number;
  readonly expansions: readonly string[];
  readonly mode: string;
  readonly ranked: boolean;
  readonly seat: number;
  readonly place: number;
  readonly score: number;
  readonly abandoned: boolean;
  readonly change: RatingDelta | null;
  /** Everyone at the table, by seat. */
  readonly table: readonly (RatedIdentity & { readonly place: number; readonly score: number })[];
}

export interface Profile extends RatedIdentity {
  /** The names this identity had before, newest first (a rename keeps them). */
  readonly formerNames: readonly string[];
  readonly deleted: boolean;
  readonly ratings: readonly RatingInfo[];
  /** The displayed rating after each ranked game, oldest first, per ladder: the chart. */
  readonly history: readonly {
    readonly ladder: Ladder;
    readonly at: number;
    readonly display: number;
  }[];
  readonly played: number;
  readonly won: number;
  /** Per seat (0-based): games played in it and won from it. */
  readonly seats: readonly {
    readonly seat: number;
    readonly played: number;
    readonly won: number;
  }[];
  /** Expansion sets played most, with their counts ('' the base game alone). */
  readonly expansions: readonly { readonly expansions: string; readonly played: number }[];
  readonly recent: readonly RecentGame[];
  /** People and bots met at the table most, for the head-to-head choice. */
  readonly opponents: readonly (RatedIdentity & { readonly games: number })[];
}

export interface HeadToHead {
  readonly you: RatedIdentity;
  readonly other: RatedIdentity;
  readonly games: number;
  /** Games in which each placed ahead of the other. */
  readonly ahead: number;
  readonly behind: number;
  readonly recent: readonly {
    readonly id: string;
    readonly finishedAt: number;
    readonly youPlace: number;
    readonly otherPlace: number;
  }[];
}

/** GET /api/games/:id/result: a finished game's places and rating changes (404 until recorded). */
/**
 * Why a ranked game was recorded unrated: a person left it before playing a few turns of their
 * own, or the same two people had played their rated games of the day together.
 */
export type UnratedReason = 'left-early' | 'pair-limit';

export interface GameResult {
  readonly id: string;
  readonly ranked: boolean;
  /** A ranked game recorded unrated: why (absent when it was rated, or not ranked). */
  readonly unrated?: UnratedReason;
  readonly seats: readonly (RatedIdentity & {
    readonly seat: number;
    readonly place: number;
    readonly score: number;
    readonly abandoned: boolean;
    readonly change: RatingDelta | null;
  })[];
}

export type QueueState = 'idle' | 'waiting' | 'seated';

export interface QueueStatus {
  readonly state: QueueState;
  readonly players?: number;
  readonly expansions?: readonly string[];
  readonly bots?: boolean;
  /** Epoch ms when the wait began. */
  readonly since?: number;
  /** The rating range the queue accepts now (it widens with the wait). */
  readonly range?: { readonly low: number; readonly high: number };
  /** How long before empty seats go to bots (when allowed), ms. */
  readonly botsAfterMs?: number;
  /** The game the queue started, once seated. */
  readonly game?: string;
}

export interface Account {
  readonly player: { readonly id: string; readonly name: string };
  readonly email: string | null;
  /** The address was verified by the link mailed to it: only then is it used for recovery. */
  readonly emailVerified: boolean;
  /** The newest few names the player had before. */
  readonly formerNames: readonly string[];
}
