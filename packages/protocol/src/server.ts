/**
 * Messages from the server to a client over the game socket: a closed union. Every message that
 * shows the board carries the recipient's own player view (the engine's `playerView` for its seat,
 * or for a spectator), never the full state, the seed, the order of the supply or another hand.
 *
 *   welcome  the answer to `hello` and `sync`: the game, the seat, the view, the moves missed
 *   moved    a move was stored: its number, seat, move and maker, and the recipient's new view
 *   game     the game's seats or status changed (someone joined, connected, left, a bot stands in)
 *   over     the game is over: the final scores; the record (with its seed) is downloadable
 *   error    the last message was refused and changed nothing
 *   pong     the answer to `ping`
 *   chat     a chat line this socket may read (chat.ts)
 *   presence who is at the table: each seat connected now, or since when not
 *   unread   this identity's read mark and unread count changed (it marked lines read)
 *   muted    the players this identity mutes changed
 *   undone   a seat took back its last `moves` moves (stored as number `seq`): the new view
 *   hint     the answer to `hint`: the search's move for the seat's decision at number `seq`
 *
 * @example
 * const message = parseServerMessage(event.data);
 * if (message.ok && message.value.type === 'moved') render(message.value.view);
 */
import { z } from 'zod';
import type { MoveEffects, PlayerView, Result, ScoreSheet } from '@tnt/engine';
import type { ChatLine, ChatState, SeatPresence } from './chat.ts';
import type { ErrorCode } from './errors.ts';
import { MOVE_ACTORS, type GameSummary, type MoveEvent } from './game.ts';
import { RefSchema } from './client.ts';
import { MoveSchema } from './move.ts';
import { HintSchema } from './hint.ts';

const isObject = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);
// The server is trusted: a client checks the envelope and takes views and summaries as sent.
const view = z.custom<PlayerView>((x) => isObject(x) && 'viewer' in (x as object));
const summary = z.custom<GameSummary>((x) => isObject(x) && 'seats' in (x as object));
const scores = z.custom<ScoreSheet>((x) => isObject(x) && 'lines' in (x as object));
const move = MoveSchema;
const seq = z.int().min(0);
const seat = z.int().min(0).max(3);
const deadline = z.number().nullable();
const ref = RefSchema.optional();
const chatLine = z.custom<ChatLine>((x) => isObject(x) && 'channel' in (x as object));
const chatState = z.custom<ChatState>((x) => isObject(x) && 'lines' in (x as object));
const seatPresence = z.custom<SeatPresence>((x) => isObject(x) && 'connected' in (x as object));

/** What a move made public: built by the engine (effects.ts); checked for its shape only. */
const effects = z.custom<MoveEffects>(
  (x) => isObject(x) && 'revealed' in (x as object) && 'seat' in (x as object),
);
const MoveEventSchema = z.object({
  seq,
  seat,
  move: move.nullable(),
  by: z.enum(MOVE_ACTORS),
  effects,
});
/**
 * How many of the recipient seat's last moves it may take back now with `undo`: the
 * engine's judgement, told by the server; 0 for spectators, other seats, or undo turned off.
 */
const undoable = z.int().min(0).optional();

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    version: z.int(),
    game: summary,
    /** The seat of this connection, or null for a spectator. */
    seat: seat.nullable(),
    seq,
    view,
    /** The moves after the client's `since`; null when there was no `since` or it was too far back. */
    missed: z.array(MoveEventSchema).nullable(),
    undoable,
    /** The chat this socket may read, its read mark and mutes. */
    chat: chatState,
    ref,
  }),
  z.object({
    type: z.literal('moved'),
    seq,
    seat,
    move: move.nullable(),
    by: z.enum(MOVE_ACTORS),
    effects,
    view,
    deadline,
    undoable,
  }),
  z.object({
    type: z.literal('undone'),
    seq,
    seat,
    /** How many moves were taken back. */
    moves: z.int().min(1),
    view,
    deadline,
    undoable,
  }),
  z.object({ type: z.literal('game'), game: summary }),
  z.object({ type: z.literal('over'), seq, scores, record: z.string() }),
  z.object({
    type: z.literal('error'),
    code: z.custom<ErrorCode>((x) => typeof x === 'string'),
    message: z.string(),
    ref,
  }),
  z.object({ type: z.literal('pong'), ref }),
  z.object({ type: z.literal('chat'), line: chatLine }),
  z.object({ type: z.literal('presence'), seats: z.array(seatPresence) }),
  z.object({ type: z.literal('unread'), read: seq, unread: seq }),
  z.object({ type: z.literal('muted'), players: z.array(z.string()) }),
  z.object({
    type: z.literal('hint'),
    /** The number of the last move before the decision the hint is for. */
    seq,
    hint: HintSchema,
    ref,
  }),
]);

export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type WelcomeMessage = Extract<ServerMessage, { type: 'welcome' }>;
export type MovedMessage = Extract<ServerMessage, { type: 'moved' }>;
export type UndoneMessage = Extract<ServerMessage, { type: 'undone' }>;
export type GameMessage = Extract<ServerMessage, { type: 'game' }>;
export type OverMessage = Extract<ServerMessage, { type: 'over' }>;
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;
export type PongMessage = Extract<ServerMessage, { type: 'pong' }>;
export type ChatLineMessage = Extract<ServerMessage, { type: 'chat' }>;
export type PresenceMessage = Extract<ServerMessage, { type: 'presence' }>;
export type UnreadMessage = Extract<ServerMessage, { type: 'unread' }>;
export type MutedMessage = Extract<ServerMessage, { type: 'muted' }>;
export type HintMessage = Extract<ServerMessage, { type: 'hint' }>;
export type { MoveEvent };

export const SERVER_MESSAGE_TYPES = [
  'welcome',
  'moved',
  'undone',
  'game',
  'over',
  'error',
  'pong',
  'chat',
  'presence',
  'unread',
  'muted',
  'hint',
] as const satisfies readonly ServerMessage['type'][];
type Assert<T extends true> = T;
export type ServerTypesListed = Assert<
  [Exclude<ServerMessage['type'], (typeof SERVER_MESSAGE_TYPES)[number]>] extends [never]
    ? true
    : false
>;

/** Reads a server message (in a client). Never throws. */
export function parseServerMessage(text: string): Result<ServerMessage, string> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = ServerMessageSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'not a server message' };
}

/** The text of a server message (one place, so that every message goes out the same way). */
export const encodeServerMessage = (message: ServerMessage): string => JSON.stringify(message);
