/**
 * The answers of the HTTP API as schemas, for a client to parse what the server sends back as
 * the server parses what it is sent. Each schema is typed with the answer's own type, so that the
 * two cannot drift apart. The lists, ids, names, secrets, seats and numbers a client acts on are
 * checked field by field; the large objects the server builds (a game's summary, a record, a
 * profile, a tournament's standings) are checked for their shape only, as the socket's messages
 * are (server.ts): the server is trusted to fill them, a client only guards against an answer
 * that is not one at all (a proxy's page, another service, an older server).
 *
 * @example
 * const parsed = NewPlayerSchema.safeParse(await response.json());
 * if (parsed.success) keep(parsed.data.secret);
 */
import { z } from 'zod';
import type { GameOptions, GameRecord } from '@tnt/engine';
import type {
  CommunityAlerts,
  FinishedSearchEntry,
  Friend,
  FriendsView,
  Invitation,
  WatchedGame,
} from './friends.ts';
import type { GameSummary, MyGame, PlayerInfo } from './game.ts';
import type { CreatedGame, NewPlayer } from './http.ts';
import type { NoticeSettingsAnswer } from './notices.ts';
import {
  LadderSchema,
  type Account,
  type GameResult,
  type HeadToHead,
  type Leaderboard,
  type LeaderboardEntry,
  type Profile,
  type QueueStatus,
  type RecentGame,
} from './ratings.ts';
import type { GameTournament, TournamentListEntry, TournamentView } from './tournaments.ts';

const isObject = (x: unknown): x is object =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A large object the server builds, known by the fields it always has. */
const shaped = <T>(...keys: readonly string[]): z.ZodType<T> =>
  z.custom<T>((x) => isObject(x) && keys.every((key) => key in x));

const id = z.string().min(1);
const count = z.int().min(0);
const seat = z.int().min(0).max(3);
const time = z.number();

const summary = shaped<GameSummary>('id', 'status', 'seats');
const options = shaped<GameOptions>('players');

export const PlayerInfoSchema: z.ZodType<PlayerInfo> = z.object({ id, name: z.string() });

/** GET /api/health: a server of ours says it is up. */
export interface HealthAnswer {
  readonly ok: true;
}
export const HealthAnswerSchema: z.ZodType<HealthAnswer> = z.object({ ok: z.literal(true) });

/** `{ ok: true }`: an invitation sent, a push subscription kept or removed. */
export interface OkAnswer {
  readonly ok: true;
}
export const OkAnswerSchema: z.ZodType<OkAnswer> = z.object({ ok: z.literal(true) });

/** POST /api/players, POST /api/recover/confirm: the identity with its secret, shown once. */
export const NewPlayerSchema: z.ZodType<NewPlayer> = z.object({
  player: PlayerInfoSchema,
  secret: z.string().min(1),
  link: z.string(),
});

/** GET /api/me, PUT /api/me/name. */
export interface PlayerAnswer {
  readonly player: PlayerInfo;
}
export const PlayerAnswerSchema: z.ZodType<PlayerAnswer> = z.object({ player: PlayerInfoSchema });

/** POST /api/games, POST /api/games/:id/rematch, POST /api/friends/:id/invite. */
export const CreatedGameSchema: z.ZodType<CreatedGame> = z.object({
  game: summary,
  seat: seat.nullable(),
  invite: z.string(),
});

/** POST /api/games/:id/join. */
export interface JoinedGame {
  readonly game: GameSummary;
  readonly seat: number;
}
export const JoinedGameSchema: z.ZodType<JoinedGame> = z.object({ game: summary, seat });

/** GET /api/games, GET /api/friends/games. */
export interface GameList {
  readonly games: readonly GameSummary[];
}
export const GameListSchema: z.ZodType<GameList> = z.object({ games: z.array(summary) });

/** GET /api/my/games. */
export interface MyGameList {
  readonly games: readonly MyGame[];
}
export const MyGameListSchema: z.ZodType<MyGameList> = z.object({
  games: z.array(shaped<MyGame>('id', 'status', 'seats', 'yourSeat', 'yourTurn')),
});

/** POST /api/games/:id/leave: the game's summary. */
export const GameSummarySchema: z.ZodType<GameSummary> = summary;

/**
 * GET /api/games/:id/record: the engine's record of a finished game (a running game's answer is
 * a RecordView, record-view.ts, which has the same two fields).
 */
export const GameRecordSchema: z.ZodType<GameRecord> = shaped<GameRecord>('format', 'moves');

/** GET /api/tournaments. */
export interface TournamentList {
  readonly tournaments: readonly TournamentListEntry[];
}
export const TournamentListSchema: z.ZodType<TournamentList> = z.object({
  tournaments: z.array(shaped<TournamentListEntry>('id', 'name', 'status')),
});

/** GET /api/tournaments/:id and the actions on a tournament. */
export const TournamentViewSchema: z.ZodType<TournamentView> = shaped<TournamentView>(
  'id',
  'status',
  'standings',
  'roundsPlayed',
);

/** GET /api/games/:id/tournament. */
export const GameTournamentSchema: z.ZodType<GameTournament> = z.object({
  tournament: id,
  name: z.string(),
  round: count,
  table: count,
});

const InvitationSchema: z.ZodType<Invitation> = z.object({
  game: id,
  from: PlayerInfoSchema,
  at: time,
});

const FriendSchema: z.ZodType<Friend> = z.object({
  player: PlayerInfoSchema,
  online: z.boolean(),
  playing: z.object({ game: id, options }).nullable(),
  since: time,
});

/** GET /api/friends and every change of friends, requests and blocks. */
export const FriendsViewSchema: z.ZodType<FriendsView> = z.object({
  friends: z.array(FriendSchema),
  incoming: z.array(PlayerInfoSchema),
  outgoing: z.array(PlayerInfoSchema),
  blocked: z.array(PlayerInfoSchema),
  invitations: z.array(InvitationSchema),
});

/** GET /api/me/alerts. */
export const CommunityAlertsSchema: z.ZodType<CommunityAlerts> = z.object({
  invitations: z.array(InvitationSchema),
  requests: count,
  tables: z.array(z.object({ tournament: id, name: z.string(), round: count, game: id })),
});

/** GET /api/watch. */
export interface WatchedGames {
  readonly games: readonly WatchedGame[];
}
export const WatchedGamesSchema: z.ZodType<WatchedGames> = z.object({
  games: z.array(z.object({ game: summary, rating: z.number(), spectators: count })),
});

/** GET /api/finished?player=NAME. */
export interface FinishedSearch {
  readonly players: readonly FinishedSearchEntry[];
}
export const FinishedSearchAnswerSchema: z.ZodType<FinishedSearch> = z.object({
  players: z.array(
    z.object({
      player: PlayerInfoSchema,
      games: z.array(shaped<RecentGame>('id', 'finishedAt', 'table')),
    }),
  ),
});

/** GET /api/leaderboard. */
export const LeaderboardSchema: z.ZodType<Leaderboard> = z.object({
  ladder: LadderSchema,
  entries: z.array(shaped<LeaderboardEntry>('id', 'name', 'place', 'rating')),
});

/** GET /api/players/:id/profile. */
export const ProfileSchema: z.ZodType<Profile> = shaped<Profile>('id', 'name', 'ratings', 'recent');

/** GET /api/players/:id/versus/:other. */
export const HeadToHeadSchema: z.ZodType<HeadToHead> = shaped<HeadToHead>('you', 'other', 'games');

/** GET /api/games/:id/result. */
export const GameResultSchema: z.ZodType<GameResult> = shaped<GameResult>('id', 'ranked', 'seats');

/** POST, GET and DELETE /api/queue: "Play now". */
export const QueueStatusSchema: z.ZodType<QueueStatus> = z.object({
  state: z.enum(['idle', 'waiting', 'seated']),
  players: z.int().min(2).max(4).optional(),
  expansions: z.array(z.string()).optional(),
  bots: z.boolean().optional(),
  since: time.optional(),
  range: z.object({ low: z.number(), high: z.number() }).optional(),
  botsAfterMs: z.number().optional(),
  game: id.optional(),
});

/** GET /api/me/account. */
export const AccountSchema: z.ZodType<Account> = z.object({
  player: PlayerInfoSchema,
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  formerNames: z.array(z.string()),
});

/** PUT /api/me/email: the address kept (null: none), and whether it is verified. */
export interface EmailAnswer {
  readonly email: string | null;
  readonly verified: boolean;
}
export const EmailAnswerSchema: z.ZodType<EmailAnswer> = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
});

/** POST /api/recover: the same answer whether the address is known or not. */
export interface RecoverySent {
  readonly sent: boolean;
}
export const RecoverySentSchema: z.ZodType<RecoverySent> = z.object({ sent: z.boolean() });

/** GET and PUT /api/me/notices. */
export const NoticeSettingsAnswerSchema: z.ZodType<NoticeSettingsAnswer> = z.object({
  browser: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  address: z.string().nullable(),
  addressVerified: z.boolean(),
});

/** GET /api/push/key: the server's VAPID public key, base64url. */
export interface PushKey {
  readonly publicKey: string;
}
export const PushKeySchema: z.ZodType<PushKey> = z.object({ publicKey: z.string().min(1) });
