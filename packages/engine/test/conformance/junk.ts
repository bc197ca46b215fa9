/**
 * Seeded junk for the fuzz tests: what a broken or hostile client might send in place of a move,
 * a record, a line of notation or game options. Values are what JSON carries (what arrives on the
 * wire), plus undefined (a missing field) and NaN and the infinities (numbers a caller computes);
 * with `odd`, also values no JSON can carry (bigint, symbol, function), since the API takes
 * `unknown` and promises never to throw.
 */
import { nextInt, type Move, type RngState } from '../../src/index.ts';

export const HUGE = 'x'.repeat(1_000_000);

const STRINGS: readonly string[] = [
  '',
  ' ',
  'supply',
  'Supply',
  'left',
  'new',
  'take',
  'Ulm',
  'ulm',
  ' Ulm',
  'Ulm ',
  'Ulm\u0000',
  'München',
  'Munchen',
  'Atlantis',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '1',
  '-1',
  'NaN',
  'x'.repeat(64),
  'x'.repeat(65),
  HUGE,
  '\u{1F4EF}',
  'draw 1',
  '{"type":"close"}',
];

const NUMBERS: readonly number[] = [
  0,
  1,
  5,
  6,
  7,
  -1,
  -0,
  0.5,
  1.5,
  255,
  256,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  NaN,
  Infinity,
  -Infinity,
];

/** Values JSON cannot carry. */
const ODD: readonly unknown[] = [10n, Symbol('junk'), () => 'close'];

const TYPES: readonly string[] = [
  'official',
  'draw',
  'play',
  'horse',
  'close',
  'house',
  'finish-houses',
  'carriage',
  'discard',
  'end-turn',
  'return-offices',
  'Draw',
  'draw ',
  'end turn',
  'houses done',
  'move',
];

const oneOf = <T>(rng: RngState, items: readonly T[]): T => items[nextInt(rng, items.length)]!;

/** Any junk value, nested up to `depth` levels; `odd` adds values that JSON cannot carry. */
export function junkValue(rng: RngState, depth = 2, odd = false): unknown {
  switch (nextInt(rng, depth > 0 ? 9 : 6)) {
    case 0:
      return null;
    case 1:
      return nextInt(rng, 2) === 0;
    case 2:
      return oneOf(rng, NUMBERS);
    case 3:
    case 4:
      return oneOf(rng, STRINGS);
    case 5:
      return odd ? oneOf(rng, ODD) : undefined;
    case 6:
      return Array.from({ length: nextInt(rng, 4) }, () => junkValue(rng, depth - 1, odd));
    case 7:
      return { type: oneOf(rng, TYPES), [oneOf(rng, STRINGS)]: junkValue(rng, depth - 1, odd) };
    default:
      return junkObject(rng, depth - 1, odd);
  }
}

function junkObject(rng: RngState, depth: number, odd: boolean): Record<string, unknown> {
  const keys = ['type', 'slot', 'city', 'end', 'choice', 'official', 'horses', 'offices', 'seat'];
  const o: Record<string, unknown> = {};
  for (let i = nextInt(rng, 5); i > 0; i--) o[oneOf(rng, keys)] = junkValue(rng, depth, odd);
  return o;
}

/** A move made wrong in one way: a field missing, added, retyped or out of range, or rewrapped. */
export function mutatedMove(rng: RngState, move: Move): unknown {
  const o: Record<string, unknown> = { ...move };
  const keys = Object.keys(o);
  switch (nextInt(rng, 10)) {
    case 0:
      return without(o, oneOf(rng, keys));
    case 1:
      o[oneOf(rng, ['extra', 'seat', 'slot', 'city', 'end', 'horses', '__proto__'])] = junkValue(
        rng,
        1,
      );
      return o;
    case 2:
    case 3:
      o[oneOf(rng, keys)] = junkValue(rng, 1);
      return o;
    case 4:
      o.type = oneOf(rng, TYPES);
      return o;
    case 5:
      return JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(o).slice(1)}`);
    case 6:
      return Object.assign(Object.create(null) as object, o, { [oneOf(rng, keys)]: undefined });
    case 7:
      return nextInt(rng, 2) === 0 ? [move] : { move };
    case 8:
      return JSON.stringify(move);
    default:
      o[oneOf(rng, keys)] = oneOf(rng, [...STRINGS, ...NUMBERS]);
      return o;
  }
}

const WORDS: readonly string[] = [
  'administrator',
  'postmaster',
  'postal-carrier',
  'draw',
  'supply',
  'play',
  'left',
  'right',
  'new',
  'close',
  'house',
  'houses',
  'done',
  'carriage',
  'take',
  'cartwright',
  'decline',
  'discard',
  'end',
  'turn',
  'horse',
  'return',
  'Ulm',
  'Bad',
  'Tölz',
  'Atlantis',
  '0',
  '1',
  '6',
  '7',
  '-1',
  '1.5',
  '',
  '\t',
  '\n',
  '\u00a0',
];

/** A line that looks a little like the move notation, or a lot like nothing. */
export function junkText(rng: RngState): string {
  switch (nextInt(rng, 6)) {
    case 0:
      return oneOf(rng, STRINGS);
    case 1:
      return Array.from({ length: nextInt(rng, 200) }, () =>
        String.fromCharCode(nextInt(rng, 0x3000)),
      ).join('');
    default:
      return Array.from({ length: 1 + nextInt(rng, 4) }, () => oneOf(rng, WORDS)).join(
        oneOf(rng, [' ', '  ', '\t', ' \n ']),
      );
  }
}

export const pickOne = oneOf;

/** A copy of an object without one key. */
export const without = (o: Record<string, unknown>, key: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
