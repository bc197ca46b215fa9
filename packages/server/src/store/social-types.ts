/**
 * The social side of the store: chat lines stored with their game, each identity's read mark and
 * mutes, when each seat was last at the table, notice settings, push subscriptions, the mail
 * sent (at most one per game per hour per person, counted in the database so that every node of
 * a cluster keeps it), and the keys the server makes on first start. Every store (memory,
 * SQLite, PostgreSQL) has one, in the same database as its games.
 *
 * @example
 * const id = await store.social.appendChat('g1', { channel: 'players', playerId: 'p1', ... });
 */
import type { ChatChannel, NoticeSettings, QuickPhrase } from '@tnt/protocol';

export interface NewChatLine {
  readonly channel: ChatChannel;
  readonly playerId: string;
  /** The sender's display name when they said it. */
  readonly playerName: string;
  readonly seat: number | null;
  readonly text: string | null;
  readonly phrase: QuickPhrase | null;
  readonly at: number;
}

export interface ChatLineRow extends NewChatLine {
  /** Numbered from 1 in each game, over both channels. */
  readonly id: number;
}

export interface PushSubscriptionRow {
  readonly endpoint: string;
  readonly playerId: string;
  /** The browser's P-256 public key and authentication secret, base64url. */
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: number;
}

export interface SeatAbsence {
  readonly seat: number;
  /** When the seat's last socket closed (epoch ms), or null while connected. */
  readonly absentSince: number | null;
}

/** Push subscriptions one player keeps at most (a phone, a laptop, …): the oldest go first. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export interface SocialStore {
  /** Stores a line with the next number of its game; the number. */
  appendChat(gameId: string, line: NewChatLine): Promise<number>;
  /** The newest `limit` lines of a channel, oldest first. */
  chatLines(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLineRow[]>;
  /** The last line the player marked read in the game (0: none). */
  readMark(gameId: string, playerId: string): Promise<number>;
  /** Moves the read mark forward (never back); the mark stored. */
  setReadMark(gameId: string, playerId: string, upTo: number): Promise<number>;
  /** The players `playerId` muted. */
  mutedBy(playerId: string): Promise<string[]>;
  setMuted(playerId: string, mutedId: string, muted: boolean): Promise<void>;

  /** When each seat of the game was last at the table (only seats ever seen). */
  absences(gameId: string): Promise<SeatAbsence[]>;
  setAbsence(gameId: string, seat: number, absentSince: number | null): Promise<void>;

  /** The player's notice settings, or null for the defaults. */
  noticeSettings(playerId: string): Promise<NoticeSettings | null>;
  saveNoticeSettings(playerId: string, settings: NoticeSettings): Promise<void>;
  pushSubscriptions(playerId: string): Promise<PushSubscriptionRow[]>;
  /** Adds (or moves to this player) a subscription; keeps the player's newest few. */
  addPushSubscription(row: PushSubscriptionRow): Promise<void>;
  /** Removes a subscription; only the player's own when `playerId` is given. */
  removePushSubscription(endpoint: string, playerId: string | null): Promise<void>;
  /**
   * Takes the right to mail the player about the game now: true if no mail went out for it in
   * the last `gapMs` (and records this one), false otherwise. One statement: two nodes cannot
   * both take it.
   */
  takeMailSlot(gameId: string, playerId: string, now: number, gapMs: number): Promise<boolean>;

  /**
   * The player's account was deleted: their chat lines keep their words but take
   * `anonymousName`, and their notice settings, push subscriptions and mutes are forgotten.
   */
  forgetPlayer(playerId: string, anonymousName: string): Promise<void>;

  /** Stores `value` under `name` unless a value is there; the stored value (first writer wins). */
  initServerKey(name: string, value: string): Promise<string>;
}
