/**
 * How bus events travel between nodes: JSON text, checked against a schema when it arrives (the
 * other end is another process, maybe of another version, and anything able to publish on the
 * channel could send garbage). Outgoing events are checked too, so that a node's bug is refused
 * where it happens rather than dropped silently by every other node. Unknown fields are dropped,
 * not refused, so that a newer node may add one while older nodes still run.
 *
 * @example
 * const text = encodeBusEvent(event, 'n1'); // throws on an event that is not valid
 * const decoded = decodeBusEvent(text);
 * if (decoded.ok) handler(decoded.value); else log(decoded.error);
 */
import { z } from 'zod';
import type { Result } from '@tnt/engine';
import { CHAT_CHANNELS, CHAT_LIMITS, LIMITS, MOVE_ACTORS, QUICK_PHRASES } from '@tnt/protocol';
import { IDENTITY_CHANNEL, type BusEvent } from './types.ts';

/** A node id is a non-empty string: room for a host name, a process id and a random part. */
const MAX_NODE_CHARS = 128;
/** Seats at one table, with room to spare: the schema refuses garbage, the engine the rules. */
const MAX_SEATS = 8;
/** Characters of one message: a presence event is some 200, a move less. */
export const MAX_EVENT_CHARS = 8_192;

const game = z.string().min(1).max(LIMITS.maxIdChars);
const node = z.string().min(1).max(MAX_NODE_CHARS);
const epochMs = z.int().min(0);

const MovedSchema = z.object({
  type: z.literal('moved'),
  game,
  node,
  seq: z.int().min(1),
  seat: z
    .int()
    .min(0)
    .max(MAX_SEATS - 1),
  move: z.string().min(1).max(LIMITS.maxMessageChars),
  by: z.enum(MOVE_ACTORS),
});

const ChangedSchema = z.object({ type: z.literal('changed'), game, node });

const PresenceSchema = z.object({
  type: z.literal('presence'),
  game,
  node,
  sockets: z.array(z.int().min(0)).max(MAX_SEATS),
  standIns: z.array(z.boolean()).max(MAX_SEATS).nullable(),
  deadline: epochMs.nullable(),
  at: epochMs,
});

const ChatSchema = z.object({
  type: z.literal('chat'),
  game,
  node,
  line: z.object({
    id: z.int().min(1),
    channel: z.enum(CHAT_CHANNELS),
    from: z.object({
      id: z.string().min(1).max(LIMITS.maxIdChars),
      name: z.string().max(LIMITS.maxNameChars),
    }),
    seat: z
      .int()
      .min(0)
      .max(MAX_SEATS - 1)
      .nullable(),
    text: z.string().max(CHAT_LIMITS.maxRawChars).nullable(),
    phrase: z.enum(QUICK_PHRASES).nullable(),
    at: epochMs,
  }),
});

const IdentitySchema = z.object({
  type: z.literal('identity'),
  game: z.literal(IDENTITY_CHANNEL),
  node,
  player: z.string().min(1).max(LIMITS.maxIdChars),
  change: z.enum(['deleted', 'recovered', 'renamed', 'muted']),
});

const BusEventSchema: z.ZodType<BusEvent> = z.discriminatedUnion('type', [
  MovedSchema,
  ChangedSchema,
  PresenceSchema,
  ChatSchema,
  IdentitySchema,
]);

/** The event as the text sent on the bus; throws a clear Error if it is not a valid event of `self`. */
export function encodeBusEvent(event: BusEvent, self: string): string {
  const checked = BusEventSchema.safeParse(event);
  if (!checked.success) throw new Error(`not a valid bus event: ${describe(checked.error)}`);
  if (event.node !== self) {
    throw new Error(`a bus event of node "${event.node}" cannot be sent by node "${self}"`);
  }
  return JSON.stringify(checked.data);
}

/** The event a message carries, or why it carries none. Never throws. */
export function decodeBusEvent(text: string): Result<BusEvent, string> {
  if (text.length > MAX_EVENT_CHARS) {
    return { ok: false, error: `${text.length} characters, more than ${MAX_EVENT_CHARS}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const checked = BusEventSchema.safeParse(json);
  if (!checked.success) return { ok: false, error: describe(checked.error) };
  return { ok: true, value: checked.data };
}

/** Throws a clear Error unless `id` can name a node (it travels in every event). */
export function checkNodeId(id: string): void {
  if (!node.safeParse(id).success) {
    throw new Error(`a bus node id must have 1 to ${MAX_NODE_CHARS} characters, not "${id}"`);
  }
}

/** Throws a clear Error unless `id` can name a game. */
export function checkGameId(id: string): void {
  if (!game.safeParse(id).success) {
    throw new Error(`a game id must have 1 to ${LIMITS.maxIdChars} characters, not "${id}"`);
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid';
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue.message}`;
}
