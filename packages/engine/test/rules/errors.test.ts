/**
 * Refused moves (untrusted input never throws: a refusal is a typed error that changes nothing). Every error code a
 * base-game move can produce is produced here, by the rule it names, and the refused move leaves
 * the state exactly as it was. The codes no base-game move can reach are listed with the reason.
 */
import { describe, expect, it } from 'vitest';
import {
  MOVE_ERROR_CODES,
  Phase,
  moveFromText,
  play,
  playerView,
  type GameState,
  type MoveErrorCode,
} from '../../src/index.ts';
import {
  beginTurn,
  giveCarriages,
  giveHand,
  giveHouses,
  giveRoute,
  hoardAll,
  newGame,
  snapshot,
  takeDisplay,
} from './builder.ts';
import { closing, run } from './moves.ts';

/** Seat 0 to draw, holding `hand`, with `route` on the table; no official forced. */
function toDraw(route: string[] = [], hand: string[] = ['Lodz']): GameState {
  const s = newGame();
  if (route.length > 0) giveRoute(s, 0, route);
  giveHand(s, 0, hand);
  beginTurn(s, 0);
  return s;
}

/** Seat 0 to play, after one draw from the supply. */
const toPlay = (route: string[] = [], hand: string[] = ['Lodz']): GameState =>
  run(toDraw(route, hand), 'draw supply');

/** Seat 1 holds every card of the supply; the display keeps the slots not in `taken`. */
function emptySupply(taken: number[]): GameState {
  const s = newGame();
  giveHand(s, 0, ['Lodz']);
  hoardAll(s, 1);
  takeDisplay(s, 1, taken);
  beginTurn(s, 0);
  return s;
}

const ROUTE5 = ['Freiburg', 'Sigmaringen', 'Ulm', 'Augsburg', 'Ingolstadt'];

/** Seat 0 closing ROUTE5 (Baden, Hohenzollern, Württemberg, Baiern, Baiern), at its houses. */
const toHouses = (prepare: (s: GameState) => void = () => undefined): GameState => {
  const s = newGame();
  prepare(s);
  return closing(s, 0, ROUTE5);
};

/** Seat 0, holding its first `held` carriages, at the carriage of a route of `length`. */
const toCarriage = (held: number, length: number): GameState => {
  const s = newGame();
  giveCarriages(s, 0, held);
  return run(closing(s, 0, ROUTE5.slice(0, length)), 'houses done');
};

function gameOver(): GameState {
  // Two seats, seat 1 starts: seat 0 plays the last turn of every round and ends the game on it.
  const s = newGame({ start: 1 });
  giveCarriages(s, 0, 4);
  const over = run(
    closing(s, 0, [
      'Würzburg',
      'Nürnberg',
      'Regensburg',
      'Passau',
      'München',
      'Augsburg',
      'Kempten',
    ]),
    'houses done',
    'carriage take',
  );
  expect(over.phase).toBe(Phase.Over);
  return over;
}

interface Row {
  readonly code: MoveErrorCode;
  readonly rule: string;
  readonly position: () => GameState;
  /** A move in the notation, or raw input. */
  readonly move: unknown;
  readonly seat?: number;
}

const ROWS: readonly Row[] = [
  { code: 'ERR_MALFORMED', rule: 'not a move', position: newGame, move: { type: 'fly' } },
  { code: 'ERR_MALFORMED', rule: 'slot 7', position: newGame, move: { type: 'draw', slot: 6 } },
  { code: 'ERR_MALFORMED', rule: 'not an object', position: newGame, move: null },
  { code: 'ERR_MALFORMED', rule: 'extra field', position: newGame, move: { type: 'close', x: 1 } },
  { code: 'ERR_UNKNOWN_CITY', rule: 'no such city', position: toPlay, move: 'play Berlin new' },
  { code: 'ERR_GAME_OVER', rule: 'R9 game over', position: gameOver, move: 'draw supply', seat: 1 },
  { code: 'ERR_NOT_YOUR_TURN', rule: '001 clockwise', position: newGame, move: 'draw 1', seat: 1 },
  { code: 'ERR_WRONG_STEP', rule: '001 "in the order"', position: toDraw, move: 'play Lodz new' },
  { code: 'ERR_OFFICIAL_ALREADY_USED', rule: 'R7', position: newGame, move: 'administrator' },
  { code: 'ERR_OFFICIAL_NOT_NOW', rule: 'R16', position: toDraw, move: 'postmaster' },
  { code: 'ERR_EMPTY_SLOT', rule: 'R6', position: () => emptySupply([2]), move: 'draw 3' },
  { code: 'ERR_SUPPLY_EMPTY', rule: 'R6', position: () => emptySupply([]), move: 'draw supply' },
  {
    code: 'ERR_NOTHING_TO_DRAW',
    rule: 'R6',
    position: () => emptySupply([0, 1, 2, 3, 4, 5]),
    move: 'draw supply',
  },
  {
    code: 'ERR_CARD_NOT_IN_HAND',
    rule: '001 "from his hand"',
    position: toPlay,
    move: 'play Ulm new',
  },
  {
    code: 'ERR_NO_ROUTE',
    rule: '001 "no current route"',
    position: toPlay,
    move: 'play Lodz left',
  },
  {
    code: 'ERR_NOT_ADJACENT',
    rule: '001 "directly adjacent"',
    position: () => toPlay(['Ulm']),
    move: 'play Lodz right',
  },
  {
    code: 'ERR_CITY_IN_ROUTE',
    rule: '001 "not already in the route"',
    position: () => toPlay(['Ulm', 'Stuttgart'], ['Ulm']),
    move: 'play Ulm right',
  },
  { code: 'ERR_MUST_PLAY', rule: '001 "must play"', position: toPlay, move: 'end turn' },
  {
    code: 'ERR_ROUTE_TOO_SHORT',
    rule: '001 "at least 3"',
    position: () => run(toPlay(['Ulm'], ['Stuttgart']), 'play Stuttgart right'),
    move: 'close',
  },
  {
    code: 'ERR_CITY_NOT_IN_ROUTE',
    rule: '001 "along the route"',
    position: toHouses,
    move: 'house Basel',
  },
  {
    code: 'ERR_HOUSE_ALREADY_THERE',
    rule: '001 "only 1 house in each city"',
    position: () =>
      toHouses((s) => {
        giveHouses(s, 0, ['Ulm']);
      }),
    move: 'house Ulm',
  },
  {
    code: 'ERR_HOUSE_PATTERN',
    rule: 'R4',
    position: () => run(toHouses(), 'house Freiburg', 'house Augsburg'),
    move: 'house Ingolstadt',
  },
  {
    code: 'ERR_CARRIAGE_TOO_SHORT',
    rule: '001 "c. Acquire new carriage"',
    position: () => toCarriage(2, 4),
    move: 'carriage take',
  },
  {
    code: 'ERR_CARTWRIGHT_NOT_NEEDED',
    rule: 'R16',
    position: () => toCarriage(0, 3),
    move: 'carriage cartwright',
  },
  {
    code: 'ERR_HAND_LIMIT_REACHED',
    rule: '001 "d. Discard city cards"',
    position: () =>
      run(toPlay(['Ulm'], ['Stuttgart', 'Basel', 'Zürich', 'Lodz']), 'play Stuttgart right'),
    move: 'discard Basel',
  },
];

/** Codes no base-game move can produce, and why. */
const UNREACHABLE: Readonly<Partial<Record<MoveErrorCode, string>>> = {
  ERR_NO_HOUSES_LEFT:
    'the house step ends by itself with the last house, and is skipped for a seat with none left',
  ERR_NO_CARRIAGE_LEFT: 'the carriage step is skipped when no carriage is left to take',
  ERR_CARTWRIGHT_TOO_SHORT: 'the carriage step is skipped when the route is 3 or more cities short',
};

/** Codes of the expansions, checked by their own tests. */
const EXPANSION_ONLY: readonly string[] = [
  'ERR_NOT_ENOUGH_LETTERS',
  'ERR_BAD_RETURN',
  // Power and Glory: cards with horses.
  'ERR_UNKNOWN_CARD',
  'ERR_TOO_MANY_HORSES',
  'ERR_NOT_ENOUGH_HORSES',
];

const inputOf = (move: unknown): unknown => {
  if (typeof move !== 'string') return move;
  const parsed = moveFromText(move);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('refused moves: every base-game error code, and no change to the state', () => {
  it.each(ROWS.map((row) => [row.code, row.rule, row] as const))('%s (%s)', (code, _, row) => {
    const s = row.position();
    const seat = row.seat ?? s.current;
    const before = snapshot(s);
    const view = playerView(s, seat);
    const result = play(s, seat, inputOf(row.move));
    expect(result.ok ? 'accepted' : result.error.code).toBe(code);
    expect(result.ok ? '' : result.error.message.length > 0).toBe(true);
    expect(snapshot(s)).toEqual(before);
    expect(playerView(s, seat)).toEqual(view);
  });

  it('produces every move error code the engine defines, but those no base-game move reaches', () => {
    const produced = new Set<string>(ROWS.map((row) => row.code));
    const rest = MOVE_ERROR_CODES.filter(
      (code) => !produced.has(code) && !EXPANSION_ONLY.includes(code),
    );
    expect(rest.sort()).toEqual(Object.keys(UNREACHABLE).sort());
  });
});
