/**
 * Messages from a client to the server over the game socket: a closed union, and the one function
 * that reads them from untrusted text. `parseClientMessage` never throws: it returns the message,
 * or an error with a stable code, and the server answers that error and changes nothing.
 *
 *   hello  join a game, as its seated player (with the player's secret) or as a spectator
 *   move   make a move as the joined seat; `seq` is the number the move will take (last seen + 1)
 *   sync   ask again for what was missed since a sequence number, with a fresh view
 *   back   the seat's player is at the table again: a bot standing in for them stops
 *   ping   keep the connection alive; answered by `pong`
 *   chat   say a line at the table: text, or a quick phrase's id (chat.ts)
 *   mute   stop (or start again) receiving a player's chat lines, by seat or by player id
 *   read   mark the chat read up to a line: the unread marker of this identity in this game
 *   undo   take back the seat's own reversible moves of this turn; `seq` is the last number seen
 *   hint   ask the search for the seat's awaited decision (games with hints on); `seq` is the last
 *          number seen; answered by `hint` (hints.ts)
 *
 * @example
 * const parsed = parseClientMessage('{"type":"ping"}');
 * if (parsed.ok) handle(parsed.value); else reply({ type: 'error', ...parsed.error });
 */
import { z } from 'zod';
import type { Result } from '@tnt/engine';
import type { WireError } from './errors.ts';
import { CHAT_LIMITS, QUICK_PHRASES } from './chat.ts';
import { LIMITS } from './limits.ts';
import { MoveSchema } from './move.ts';

/** A request reference a client may add to any message; error replies echo it. */
export const RefSchema = z.union([z.string().max(LIMITS.maxRefChars), z.int()]);
const ref = RefSchema.optional();
const seq = z.int().min(0);

export const HelloSchema = z.strictObject({
  type: z.literal('hello'),
  version: z.int(),
  game: z.string().min(1).max(LIMITS.maxIdChars),
  /** The player's secret: joins as the player's seat; without it, or without a seat, a spectator. */
  secret: z.string().min(1).max(LIMITS.maxIdChars).optional(),
  /** The last sequence number this client saw: the reply lists the moves after it. */
  since: seq.optional(),
  ref,
});

export const MoveMessageSchema = z.strictObject({
  type: z.literal('move'),
  /** The sequence number the move will take: the last one seen plus one. */
  seq: z.int().min(1),
  move: MoveSchema,
  ref,
});

/**
 * Takes back the seat's own reversible moves since its last irreversible one: all of
 * them, or the last `moves` of them. `seq` is the last sequence number the client has seen; the
 * undo is stored as the next one.
 */
export const UndoSchema = z.strictObject({
  type: z.literal('undo'),
  seq,
  moves: z.int().min(1).max(LIMITS.maxUndoMoves).optional(),
  ref,
});

/**
 * Asks for a hint for the seat's own awaited decision, as of the last number seen (`seq`): the
 * server's bot workers answer with a `hint` message. Only in a game with hints on (hints.ts).
 */
export const HintRequestSchema = z.strictObject({ type: z.literal('hint'), seq, ref });

export const SyncSchema = z.strictObject({ type: z.literal('sync'), since: seq, ref });

export const BackSchema = z.strictObject({ type: z.literal('back'), ref });

export const PingSchema = z.strictObject({ type: z.literal('ping'), ref });

/** Exactly one of `text` (shown as text, never HTML) and `phrase` (a quick phrase's id). */
export const ChatMessageSchema = z
  .strictObject({
    type: z.literal('chat'),
    text: z.string().max(CHAT_LIMITS.maxRawChars).optional(),
    phrase: z.enum(QUICK_PHRASES).optional(),
    ref,
  })
  .refine((m) => (m.text === undefined) !== (m.phrase === undefined), {
    message: 'a chat line has either text or a phrase',
  });

/** Mutes (or unmutes) a player, named by seat or by player id; stored for this identity. */
export const MuteSchema = z
  .strictObject({
    type: z.literal('mute'),
    seat: z.int().min(0).max(3).optional(),
    player: z.string().min(1).max(LIMITS.maxIdChars).optional(),
    muted: z.boolean(),
    ref,
  })
  .refine((m) => (m.seat === undefined) !== (m.player === undefined), {
    message: 'mute names either a seat or a player',
  });

/** Marks the chat read up to line `upTo` (a line id; marks never go back). */
export const ReadSchema = z.strictObject({ type: z.literal('read'), upTo: seq, ref });

export const ClientMessageSchema = z.discriminatedUnion('type', [
  HelloSchema,
  MoveMessageSchema,
  SyncSchema,
  BackSchema,
  PingSchema,
  ChatMessageSchema,
  MuteSchema,
  ReadSchema,
  UndoSchema,
  HintRequestSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type HelloMessage = z.infer<typeof HelloSchema>;
export type MoveMessage = z.infer<typeof MoveMessageSchema>;
export type SyncMessage = z.infer<typeof SyncSchema>;
export type BackMessage = z.infer<typeof BackSchema>;
export type PingMessage = z.infer<typeof PingSchema>;
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type MuteMessage = z.infer<typeof MuteSchema>;
export type ReadMessage = z.infer<typeof ReadSchema>;
export type UndoMessage = z.infer<typeof UndoSchema>;
export type HintRequest = z.infer<typeof HintRequestSchema>;

export const CLIENT_MESSAGE_TYPES = [
  'hello',
  'move',
  'sync',
  'back',
  'ping',
  'chat',
  'mute',
  'read',
  'undo',
  'hint',
] as const satisfies readonly ClientMessage['type'][];
// The list names every type of the union: a type added to the union and not here fails to compile.
type Assert<T extends true> = T;
export type ClientTypesListed = Assert<
  [Exclude<ClientMessage['type'], (typeof CLIENT_MESSAGE_TYPES)[number]>] extends [never]
    ? true
    : false
>;

/** The reading of one message: the message, or the error and the ref to echo (if one was readable). */
export type ClientParse = Result<ClientMessage, WireError & { readonly ref?: string | number }>;

const fail = (error: WireError, ref?: unknown): ClientParse => {
  const echo = RefSchema.safeParse(ref);
  return { ok: false, error: echo.success ? { ...error, ref: echo.data } : error };
};

/** Where a schema failed, as a path and a reason: "move.city: Too small". */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid message';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads one client message from the text of a WebSocket frame. Never throws. */
export function parseClientMessage(text: string): ClientParse {
  if (text.length > LIMITS.maxMessageChars) {
    return fail({
      code: 'ERR_TOO_LARGE',
      message: `a message has at most ${LIMITS.maxMessageChars} characters`,
    });
  }
  const json = parseJson(text);
  if (!json.ok) return fail({ code: 'ERR_BAD_JSON', message: 'a message is a JSON object' });
  const input = json.value;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail({ code: 'ERR_UNKNOWN_TYPE', message: 'a message is a JSON object with a "type"' });
  }
  const { type, ref: inputRef } = input as { type?: unknown; ref?: unknown };
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    const known = CLIENT_MESSAGE_TYPES.join(', ');
    return fail(
      { code: 'ERR_UNKNOWN_TYPE', message: `unknown message type; known: ${known}` },
      inputRef,
    );
  }
  const parsed = ClientMessageSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A move of the wrong shape gets the engine's own code for it, whichever layer saw it first.
  const inMove = parsed.error.issues.some((issue) => issue.path[0] === 'move');
  return fail(
    {
      code: inMove ? 'ERR_MALFORMED' : 'ERR_BAD_MESSAGE',
      message: `${type}: ${describeIssue(parsed.error)}`,
    },
    inputRef,
  );
}
