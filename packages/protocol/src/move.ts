/**
 * The schema of a move on the wire: the engine's `Move` union, field for field. The protocol may
 * import only the engine's types, so the lists of names are repeated here and the compiler checks
 * that the schema's type and the engine's are the same both ways. The engine judges legality;
 * this only checks the shape, with the engine's own code for a shape that is wrong (ERR_MALFORMED).
 *
 * @example
 * MoveSchema.safeParse({ type: 'play', city: 'Ulm', end: 'right' }).success; // true
 */
import { z } from 'zod';
import type { CallableOfficial, CarriageChoice, Move, Official, RouteEnd } from '@tnt/engine';
import { LIMITS } from './limits.ts';

export const OFFICIAL_NAMES = [
  'administrator',
  'postmaster',
  'postal-carrier',
  'cartwright',
] as const satisfies readonly Official[];
const CALLABLE = [
  'administrator',
  'postmaster',
  'postal-carrier',
] as const satisfies readonly CallableOfficial[];
const ENDS = ['left', 'right', 'new'] as const satisfies readonly RouteEnd[];
const CHOICES = ['take', 'cartwright', 'decline'] as const satisfies readonly CarriageChoice[];

const city = z.string().min(1).max(LIMITS.maxIdChars);
/** The horses a Power and Glory card shows. */
const horses = z.int().min(0).max(9);

export const MoveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('official'), official: z.enum(CALLABLE) }),
  z.strictObject({
    type: z.literal('draw'),
    slot: z.union([z.int().min(0).max(5), z.literal('supply')]),
  }),
  z.strictObject({
    type: z.literal('play'),
    city,
    horses: horses.optional(),
    end: z.enum(ENDS),
  }),
  z.strictObject({ type: z.literal('horse'), city, horses }),
  z.strictObject({ type: z.literal('close') }),
  z.strictObject({ type: z.literal('house'), city }),
  z.strictObject({ type: z.literal('finish-houses') }),
  z.strictObject({ type: z.literal('carriage'), choice: z.enum(CHOICES) }),
  z.strictObject({ type: z.literal('discard'), city, horses: horses.optional() }),
  z.strictObject({ type: z.literal('end-turn') }),
  z.strictObject({
    type: z.literal('return-offices'),
    offices: z
      .array(z.enum(OFFICIAL_NAMES))
      .max(OFFICIAL_NAMES.length)
      .refine((list) => new Set(list).size === list.length, 'each office at most once'),
  }),
]);

// The schema and the engine agree on what a move is; a change to either fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Parsed = z.infer<typeof MoveSchema>;
type Normalized<T> = T extends { readonly offices: readonly Official[] }
  ? Omit<T, 'offices'> & { offices: Official[] }
  : T;
type Assert<T extends true> = T;
export type SchemaMatchesEngine = Assert<Same<Parsed, Normalized<Move>>>;

/** The type names of moves, in the engine's order. */
export const MOVE_TYPES = MoveSchema.options.map((o) => o.shape.type.value);
