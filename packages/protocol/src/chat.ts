/**
 * Chat and presence at a game's table: the shapes both ends share. A chat line is text (never
 * HTML: a client shows it as text) or a quick phrase, sent as its id and translated by each
 * client. Players talk on the `players` channel, which everyone at the table reads; spectators
 * talk on the `spectators` channel, which only spectators read (so nobody can whisper advice to
 * a player), and which a game's `chat.spectators` option turns off. Lines carry no card and no
 * view: nothing of the game state passes through chat.
 *
 * @example
 * const line: ChatLine = { id: 3, channel: 'players', from: { id: 'p1', name: 'Ada' }, seat: 0,
 *   text: null, phrase: 'good-game', at: 1795307400000 };
 */
import { z } from 'zod';
import type { PlayerInfo } from './player-info.ts';
import { hiddenCharacter } from './hidden-text.ts';

/** The quick phrases: ids that each client shows in its own language. */
export const QUICK_PHRASES = [
  'hello',
  'good-luck',
  'good-game',
  'well-played',
  'your-turn',
  'thinking',
  'thanks',
  'sorry',
  'back-soon',
] as const;
export type QuickPhrase = (typeof QUICK_PHRASES)[number];

/** players: the seated players' talk (everyone reads it); spectators: read by spectators only. */
export const CHAT_CHANNELS = ['players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const CHAT_LIMITS = {
  /** Characters of a line's text after Unicode NFC normalisation and trimming. */
  maxChars: 300,
  /**
   * Characters the schema lets through before the server normalises: a line of 300 characters
   * written with combining marks may be longer before NFC.
   */
  maxRawChars: 1_200,
  /** Lines of each channel a socket gets in `welcome` (the newest). */
  history: 200,
  /** Lines per socket: a burst of this many ... */
  socketBurst: 5,
  /** ... refilled at this many per second. */
  socketPerSecond: 1,
  /** Lines per identity over all its sockets on a server node: a burst ... */
  identityBurst: 8,
  /** ... refilled at this many per second (20 a minute). */
  identityPerSecond: 1 / 3,
  /** Players one identity may have muted: more than anyone needs, few enough to send in `welcome`. */
  maxMutes: 200,
} as const;

/** A game's chat settings, chosen when it is created. */
export const ChatOptionsSchema = z.strictObject({
  /** Spectators may talk among themselves (on by default). */
  spectators: z.boolean().default(true),
  /** The players' chat goes into the game's record (off by default: talk stays private). */
  record: z.boolean().default(false),
});
export type ChatOptions = z.infer<typeof ChatOptionsSchema>;
export const DEFAULT_CHAT_OPTIONS: ChatOptions = { spectators: true, record: false };

/** One line of chat as the server sends it. */
export interface ChatLine {
  /** Numbered from 1 in each game, over both channels: the order lines were stored in. */
  readonly id: number;
  readonly channel: ChatChannel;
  readonly from: PlayerInfo;
  /** The sender's seat, or null for a spectator. */
  readonly seat: number | null;
  /** The text, or null for a quick phrase. */
  readonly text: string | null;
  readonly phrase: QuickPhrase | null;
  /** Epoch milliseconds. */
  readonly at: number;
}

/** The chat a socket gets on (re)connecting, in `welcome`. */
export interface ChatState {
  /** The newest lines the socket may read (both channels for a spectator), oldest first. */
  readonly lines: readonly ChatLine[];
  /** The id of the last line this identity marked read (0: none); null without an identity. */
  readonly read: number | null;
  /** Lines after `read` from others, not muted: the unread marker. 0 without an identity. */
  readonly unread: number;
  /** Players this identity muted (their lines are not sent to it). */
  readonly muted: readonly string[];
  /** Whether this socket may write, and on which channel (null: it may not). */
  readonly channel: ChatChannel | null;
}

/** Whether a seat's player is at the table: connected now, or since when not. */
export interface SeatPresence {
  readonly seat: number;
  readonly connected: boolean;
  /** When the seat's last socket closed (epoch ms); null while connected or never seen. */
  readonly absentSince: number | null;
}

/** A chat text as stored, or why it is refused: NFC, trimmed, 1-300 characters, no control. */
export function normalizeChatText(
  raw: string,
): { ok: true; text: string } | { ok: false; code: 'ERR_CHAT_TOO_LONG' | 'ERR_CHAT_BAD_TEXT' } {
  const text = raw.normalize('NFC').trim();
  // What names refuse, chat refuses too (hidden-text.ts), but for a joiner between two emoji.
  if (hiddenCharacter(text, { emojiJoiners: true }) !== null) {
    return { ok: false, code: 'ERR_CHAT_BAD_TEXT' };
  }
  if (text.length === 0) return { ok: false, code: 'ERR_CHAT_BAD_TEXT' };
  // Characters are code points: a surrogate pair (an emoji, say) counts once.
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  if (text.length - pairs > CHAT_LIMITS.maxChars) return { ok: false, code: 'ERR_CHAT_TOO_LONG' };
  return { ok: true, text };
}
