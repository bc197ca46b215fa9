/**
 * A move on the wire is checked by the engine's own parser (`parseMove`): one definition of what a
 * move looks like, so the wire can never accept a move the engine would refuse as malformed, nor
 * refuse one it would accept. The engine judges legality; this checks only the shape, and a move of
 * the wrong shape gets the engine's code for it (ERR_MALFORMED) and its message.
 *
 * @example
 * MoveSchema.safeParse({ type: 'play', city: 'Ulm', end: 'right' }).success; // true
 */
import { z } from 'zod';
import { OFFICIALS, parseMove, type Move } from '@tnt/engine';

/** The four officials, as the engine names them. */
export const OFFICIAL_NAMES = OFFICIALS;

export const MoveSchema: z.ZodType<Move> = z.unknown().transform((input, ctx): Move => {
  const parsed = parseMove(input);
  if (parsed.ok) return parsed.value;
  const { code, message, field } = parsed.error;
  ctx.addIssue({
    code: 'custom',
    message,
    params: { code },
    path: field === undefined ? [] : [field],
  });
  return z.NEVER;
});
