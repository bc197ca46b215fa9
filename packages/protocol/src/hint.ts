/**
 * A hint on the wire: the search's move for a player's decision, a reason for it and the player's
 * chance to win after it, with the next best moves beside it. The bots compute it (in the server's
 * bot workers, or in the browser's worker for an offline game) from the player's own view only; its
 * shape lives here so that a client reads it without the bots' code.
 *
 * A reason is a code and its parameters, never words: each client words it in its language.
 *
 * @example
 * HintSchema.parse({ best: { type: 'end' }, winChance: 0.4, reason: { code: 'end-turn', params: {} }, moves: [] });
 */
import { z } from 'zod';
import type { Move } from '@tnt/engine';
import { MoveSchema } from './move.ts';

/** What a move does, as the reason of a hint or of an analysed decision names it. */
export const REASON_CODES = [
  'last-round',
  'close-route',
  'extend-route',
  'start-route',
  'new-route',
  'horse',
  'draw-fits-route',
  'draw-fits-hand',
  'draw-display',
  'draw-supply',
  'administrator',
  'postmaster',
  'postal-carrier',
  'house-tile',
  'house',
  'houses-done-tile',
  'houses-done',
  'carriage',
  'carriage-cartwright',
  'carriage-decline',
  'discard',
  'end-turn',
  'return-offices',
  'decline-draw',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface Reason {
  readonly code: ReasonCode;
  /** Card names ("Ulm", "Berlin(2)"), city names and numbers, by the code's placeholders. */
  readonly params: Readonly<Record<string, string | number>>;
}

export interface Hint {
  readonly best: Move;
  /** The player's chance to win after the best move, 0 to 1. */
  readonly winChance: number;
  readonly reason: Reason;
  /** The best moves, best first (the best one included), with their chances to win. */
  readonly moves: readonly { readonly move: Move; readonly winChance: number }[];
}

const chance = z.number().min(0).max(1);

export const ReasonSchema: z.ZodType<Reason> = z.object({
  code: z.enum(REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const HintSchema: z.ZodType<Hint> = z.object({
  best: MoveSchema,
  winChance: chance,
  reason: ReasonSchema,
  moves: z.array(z.object({ move: MoveSchema, winChance: chance })),
});
