/**
 * Checks that untrusted input has the shape of a move. Never throws; whether the move is legal in
 * a game is the business of `validateMove`. An expansion's move types are checked by their forms
 * (move.ts, `MoveForm.parse`).
 */
import type { MoveError } from './errors.ts';
import {
  CALLABLE_OFFICIALS,
  CARRIAGE_CHOICES,
  ROUTE_ENDS,
  formOfType,
  type CallableOfficial,
  type CarriageChoice,
  type Move,
  type RouteEnd,
} from './move.ts';
import { hasFields, isHorses, isName, malformedMove as bad, wrongField } from './move-shape.ts';
import { ok, type Result } from './result.ts';

const CALLABLE: readonly string[] = CALLABLE_OFFICIALS;
const ENDS: readonly string[] = ROUTE_ENDS;
const CHOICES: readonly string[] = CARRIAGE_CHOICES;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isEnd = (x: unknown): boolean => typeof x === 'string' && ENDS.includes(x);
const isOptionalHorses = (x: unknown): boolean => x === undefined || isHorses(x);

/** The optional `horses` field of a card: absent, or a small whole number. */
function optionalHorses(input: Record<string, unknown>): {
  ok: boolean;
  key: string;
  value: { horses?: number };
} {
  if (!('horses' in input)) return { ok: true, key: '', value: {} };
  return isHorses(input.horses)
    ? { ok: true, key: 'horses,', value: { horses: input.horses } }
    : { ok: false, key: '', value: {} };
}

/** A move with exactly the fields of its type; anything else is ERR_MALFORMED. */
export function parseMove(input: unknown): Result<Move, MoveError> {
  if (!isRecord(input)) return bad('a move is a JSON object');
  const { type } = input;
  const fields = (expected: string): boolean => hasFields(input, expected);
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
        : bad('a draw names a display slot 0-5 or "supply"', valid ? undefined : 'slot');
    }
    case 'play': {
      const horses = optionalHorses(input);
      const valid = isName(input.city) && typeof input.end === 'string' && ENDS.includes(input.end);
      return valid && horses.ok && fields(`city,end,${horses.key}type`)
        ? ok({ type, city: input.city as string, ...horses.value, end: input.end as RouteEnd })
        : bad(
            'a play names a city (with its horses on a board with horses) and an end: "left", "right" or "new"',
            wrongField(input, { city: isName, end: isEnd, horses: isOptionalHorses }),
          );
    }
    case 'discard': {
      const horses = optionalHorses(input);
      return isName(input.city) && horses.ok && fields(`city,${horses.key}type`)
        ? ok({ type, city: input.city, ...horses.value })
        : bad(
            'a discard names a city (with its horses on a board with horses)',
            wrongField(input, { city: isName, horses: isOptionalHorses }),
          );
    }
    case 'house':
      return fields('city,type') && isName(input.city)
        ? ok({ type, city: input.city })
        : bad('a house move names a city', isName(input.city) ? undefined : 'city');
    case 'carriage':
      return fields('choice,type') &&
        typeof input.choice === 'string' &&
        CHOICES.includes(input.choice)
        ? ok({ type, choice: input.choice as CarriageChoice })
        : bad('a carriage move chooses "take", "cartwright" or "decline"');
    case 'close':
    case 'finish-houses':
    case 'end-turn':
      return fields('type') ? ok({ type }) : bad(`a ${type} move has no other field`);
    default: {
      const form = typeof type === 'string' ? formOfType(type) : undefined;
      return form ? form.parse(input) : bad('unknown move type');
    }
  }
}
