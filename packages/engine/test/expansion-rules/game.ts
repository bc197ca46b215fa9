/**
 * Positions and moves for the rules tests of The Princess' Messenger and Offices of Honor, on the
 * base board. Games start from a known deal (test/rules/builder.ts); letters and office tiles are
 * handed out only from the board and the stacks, so every letter, tile and chip stays where the
 * rules could have put it. Moves are made by the seat whose decision it is, which in a return
 * round is not the current player.
 *
 * @example
 * const s = expansionGame({ expansions: ['offices'] });
 * giveOffices(s, 1, { administrator: 2 });
 * giveHand(s, 0, ['Ulm']);
 * beginTurn(s, 0);
 * const round = go(s, 'administrator'); // seat 0 took the last Administrator tile
 */
import {
  createGame,
  decision,
  legalMoves,
  moveFromText,
  moveToText,
  OFFICIALS,
  play,
  type Expansion,
  type GameState,
  type MoveError,
  type Official,
  type Result,
} from '../../src/index.ts';
import {
  DEFAULT_DEAL,
  beginTurn,
  cityId,
  fullDeal,
  giveHand,
  giveHouses,
  giveRoute,
} from '../rules/builder.ts';

export interface ExpansionSpec {
  readonly expansions: readonly Expansion[];
  readonly players?: number;
  /** Starting seat; 0 unless told. */
  readonly start?: number;
  /** The first cards dealt (display slots 1-6, then the supply from its top); the rest follow. */
  readonly deal?: readonly string[];
}

/** A game on the base board with the given expansions and a known deal. */
export function expansionGame(spec: ExpansionSpec): GameState {
  const created = createGame({
    options: {
      players: spec.players ?? 2,
      map: 'base',
      startingPlayer: spec.start ?? 0,
      expansions: spec.expansions,
    },
    seed: 'expansion rules tests',
    supplyOrder: fullDeal(spec.deal ?? DEFAULT_DEAL),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The seat whose decision the game awaits (in a return round, the returning seat). */
export const actor = (s: GameState): number => decision(s)?.seat ?? s.current;

/** One move in the notation by `seat` (the deciding seat unless told). */
export function attemptBy(
  s: GameState,
  text: string,
  seat = actor(s),
): Result<GameState, MoveError> {
  const move = moveFromText(text);
  return move.ok ? play(s, seat, move.value) : move;
}

/** Plays moves in the notation, each by the seat whose decision it is; throws on a refusal. */
export function go(s: GameState, ...texts: string[]): GameState {
  let state = s;
  for (const text of texts) {
    const next = attemptBy(state, text);
    if (!next.ok) throw new Error(`${text}: ${next.error.code} ${next.error.message}`);
    state = next.value;
  }
  return state;
}

/** The error code of a refused move, or null if it is legal. */
export function errorOf(s: GameState, text: string, seat = actor(s)): string | null {
  const r = attemptBy(s, text, seat);
  return r.ok ? null : r.error.code;
}

export const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);

/** The awaited decision as `seat step`, e.g. `1 return-offices`, or `over`. */
export function awaited(s: GameState): string {
  const d = decision(s);
  return d === null ? 'over' : `${d.seat} ${d.step}`;
}

/**
 * Houses a seat placed in earlier turns, each the first in its city, so each brought the seat the
 * letter lying there (000 "The Nobility Letters").
 */
export function giveLetterHouses(s: GameState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const bit = 1 << cityId(s, name);
    if ((s.cityLetters & bit) === 0) throw new Error(`no letter left on ${name}`);
    s.cityLetters = (s.cityLetters & ~bit) >>> 0;
    s.letters[seat]!++;
  }
  giveHouses(s, seat, names);
}

/** Letters still in the game: on the board and held by the seats. */
export function lettersInGame(s: GameState): number {
  let n = 0;
  for (let city = 0; city < s.board.cityCount; city++) if ((s.cityLetters & (1 << city)) !== 0) n++;
  return n + s.letters.reduce((a, b) => a + b, 0);
}

/** Office tiles a seat took in earlier turns, from the stacks. */
export function giveOffices(
  s: GameState,
  seat: number,
  counts: Partial<Record<Official, number>>,
): void {
  OFFICIALS.forEach((official, kind) => {
    const n = counts[official] ?? 0;
    if (s.officeLeft[kind]! < n)
      throw new Error(`only ${s.officeLeft[kind]!} ${official} tiles left`);
    s.officeLeft[kind]! -= n;
    s.officeTiles[seat * 4 + kind]! += n;
  });
}

/** The office tiles a seat holds, by kind. */
export function officesOf(s: GameState, seat: number): Record<Official, number> {
  return Object.fromEntries(
    OFFICIALS.map((official, kind) => [official, s.officeTiles[seat * 4 + kind]!]),
  ) as Record<Official, number>;
}

/** Office tiles left in the stacks, by kind. */
export function officeStacks(s: GameState): number[] {
  return Array.from(s.officeLeft);
}

/**
 * The turn of `seat` up to its houses: the seat holds all of `route` but its last city on the
 * table, that city and `hand` in its hand; it makes the `draws`, plays the last city at the right
 * end and closes.
 */
export function closeRoute(
  s: GameState,
  seat: number,
  route: readonly string[],
  hand: readonly string[] = [],
  draws: readonly string[] = ['draw supply'],
): GameState {
  const last = route[route.length - 1]!;
  giveRoute(s, seat, route.slice(0, -1));
  giveHand(s, seat, [last, ...hand]);
  beginTurn(s, seat);
  return go(s, ...draws, `play ${last} right`, 'close');
}
