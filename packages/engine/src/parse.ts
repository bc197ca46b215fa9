/**
 * Checks that untrusted input has the shape of a move. Never throws; whether the move is legal in
 * a game is the business of `validateMove`.
 */
import { moveError, type MoveError } from './errors.ts';
import {
  OFFICIALS,
  type CallableOfficial,
  type CarriageChoice,
  type Move,
  type Official,
  type RouteEnd,
} from './move.ts';
import { err, ok, type Result } from './result.ts';

const CALLABLE: readonly string[] = [
  'administrator',
  'postmaster',
  'postal-carrier',
] satisfies CallableOfficial[];
const ENDS: readonly string[] = ['left', 'right', 'new'] satisfies RouteEnd[];
const CHOICES: readonly string[] = ['take', 'cartwright', 'decline'] satisfies CarriageChoice[];
const MAX_NAME_LENGTH = 64;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isName = (x: unknown): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= MAX_NAME_LENGTH;
const bad = (message: string): Result<Move, MoveError> => err(moveError('ERR_MALFORMED', message));

/** A move with exactly the fields of its type; anything else is ERR_MALFORMED. */
export function parseMove(input: unknown): Result<Move, MoveError> {
  if (!isRecord(input)) return bad('a move is a JSON object');
  const { type } = input;
  const keys = Object.keys(input).sort().join(',');
  const fields = (expected: string): boolean => keys === expected;
  switch (type) {
    case 'official':
      return fields('official,type') &&
        typeof input.official === 'string' &&
        CALLABLE.includes(input.official)
        ? ok({ type, official: input.official as CallableOfficial })
        : bad('an official move names "administrator", "postmaster" or "postal-carrier"');
    case 'draw': {
      const { slot } = input;
      const valid =
        slot === 'supply' ||
        (typeof slot === 'number' && Number.isInteger(slot) && slot >= 0 && slot < 6);
      return fields('slot,type') && valid
        ? ok({ type, slot })
        : bad('a draw names a display slot 0-5 or "supply"');
    }
    case 'play':
      return fields('city,end,type') &&
        isName(input.city) &&
        typeof input.end === 'string' &&
        ENDS.includes(input.end)
        ? ok({ type, city: input.city, end: input.end as RouteEnd })
        : bad('a play names a city and an end: "left", "right" or "new"');
    case 'house':
    case 'discard':
      return fields('city,type') && isName(input.city)
        ? ok({ type, city: input.city })
        : bad(`a ${type} move names a city`);
    case 'carriage':
      return fields('choice,type') &&
        typeof input.choice === 'string' &&
        CHOICES.includes(input.choice)
        ? ok({ type, choice: input.choice as CarriageChoice })
        : bad('a carriage move chooses "take", "cartwright" or "decline"');
    case 'return-offices': {
      const { offices } = input;
      const valid =
        Array.isArray(offices) &&
        offices.every(
          (name) => typeof name === 'string' && (OFFICIALS as readonly string[]).includes(name),
        ) &&
        new Set(offices).size === offices.length;
      return fields('offices,type') && valid
        ? ok({ type, offices: offices as Official[] })
        : bad(
            'a return names different offices: "administrator", "postmaster", "postal-carrier", "cartwright"',
          );
    }
    case 'close':
    case 'finish-houses':
    case 'end-turn':
      return fields('type') ? ok({ type }) : bad(`a ${type} move has no other field`);
    default:
      return bad('unknown move type');
  }
}
