/**
 * Checks of a move's shape, shared by the base game's parser (parse.ts) and the expansions' move
 * forms: a malformed move's error, the exact fields of a type, city names and horse counts.
 */
import { moveError, type MoveError } from './errors.ts';
import { err, type Result } from './result.ts';

const MAX_NAME_LENGTH = 64;

/** A malformed move; `field` names the first field that is missing or wrong, if one is. */
export function malformedMove(message: string, field?: string): Result<never, MoveError> {
  const error = moveError('ERR_MALFORMED', message);
  return err(field === undefined ? error : { ...error, field });
}

/** True if `input` has exactly the fields named, in any order ("city,end,type"). */
export const hasFields = (input: Readonly<Record<string, unknown>>, expected: string): boolean =>
  Object.keys(input).sort().join(',') === expected;

/** The first field of `input` that fails its check, for the error of a malformed move. */
export function wrongField(
  input: Readonly<Record<string, unknown>>,
  checks: Readonly<Record<string, (value: unknown) => boolean>>,
): string | undefined {
  return Object.keys(checks).find((name) => !checks[name]!(input[name]));
}

/** A city's name: a short non-empty text (whether the board has it is checked later). */
export const isName = (x: unknown): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= MAX_NAME_LENGTH;

/** The horses a card shows: a small whole number. */
export const isHorses = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 9;
