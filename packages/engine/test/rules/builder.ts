/**
 * Builds positions for the rules tests: a game with a known deal, then hands, routes, houses,
 * carriages and tiles written straight into the state (white-box). Cards only ever move out of the
 * supply or the discard pile and tiles only off their stacks, so the 66 cards and 30 tiles stay
 * where the rules could have put them.
 *
 * @example
 * const s = newGame({ deal: ['Ulm'] });
 * giveHand(s, 0, ['Stuttgart']);
 * beginTurn(s, 0); // seat 0 draws, then may play Ulm or Stuttgart
 */
import { BASE_MAP, createGame, type GameState, type RulesOptions } from '../../src/index.ts';
import { NO_CARD } from '../../src/fast.ts';
import { startTurn } from '../../src/rules/turn.ts';

export interface GameSpec {
  readonly players?: number;
  /** Starting seat; 0 unless told. */
  readonly start?: number;
  /** The first cards dealt (display slots 1-6, then the supply from its top); the rest follow. */
  readonly deal?: readonly string[];
  readonly rules?: Partial<RulesOptions>;
  readonly seed?: string;
}

/**
 * The deal of `newGame` unless a test gives its own: the display and the first supply card (the
 * card a seat draws with 'draw supply') are cities at the board's eastern edge, out of the way of
 * the routes most tests build.
 */
export const DEFAULT_DEAL: readonly string[] = [
  'Passau',
  'Passau',
  'Linz',
  'Linz',
  'Budweis',
  'Budweis',
  'Pilsen',
];

export const CITY_NAMES: readonly string[] = BASE_MAP.cities.map((c) => c.name);

/** A full dealing order: `first`, then every other copy in the board's city order. */
export function fullDeal(first: readonly string[] = []): string[] {
  const left = new Map(CITY_NAMES.map((name) => [name, BASE_MAP.cityCardsPerCity]));
  for (const name of first) {
    const n = left.get(name);
    if (n === undefined || n === 0) throw new Error(`no copy of ${name} left to deal`);
    left.set(name, n - 1);
  }
  const rest = CITY_NAMES.flatMap((name) => Array<string>(left.get(name) ?? 0).fill(name));
  return [...first, ...rest];
}

export function newGame(spec: GameSpec = {}): GameState {
  const created = createGame({
    options: {
      players: spec.players ?? 2,
      map: 'base',
      startingPlayer: spec.start ?? 0,
      ...(spec.rules ? { rules: spec.rules } : {}),
    },
    seed: spec.seed ?? 'rules tests',
    supplyOrder: fullDeal(spec.deal ?? DEFAULT_DEAL),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

export function cityId(s: GameState, name: string): number {
  const city = s.board.cityIndex.get(name);
  if (city === undefined) throw new Error(`no city ${name}`);
  return city;
}

export function stackId(s: GameState, id: string): number {
  const stack = s.board.stacks.findIndex((st) => st.id === id);
  if (stack < 0) throw new Error(`no stack ${id}`);
  return stack;
}

/** Removes one copy of a city card from the supply (order kept) or else from the discard pile. */
function takeCopy(s: GameState, city: number): void {
  for (const [pile, count] of [
    [s.supply, 'supplyCount'],
    [s.discard, 'discardCount'],
  ] as const) {
    const n = s[count];
    const at = pile.subarray(0, n).indexOf(city);
    if (at < 0) continue;
    pile.copyWithin(at, at + 1, n);
    s[count] = n - 1;
    return;
  }
  throw new Error(`no copy of ${s.board.cityNames[city] ?? '?'} in the supply or the discards`);
}

export function giveHand(s: GameState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const city = cityId(s, name);
    takeCopy(s, city);
    s.hand[seat * s.board.cityCount + city]!++;
    s.handSize[seat]!++;
  }
}

/** Sets a seat's route, left end first; the seat must have none yet. */
export function giveRoute(s: GameState, seat: number, names: readonly string[]): void {
  if (s.routeLength[seat] !== 0) throw new Error('the seat has a route already');
  const base = seat * s.board.routeCapacity + s.routeStart[seat]!;
  names.forEach((name, i) => {
    const city = cityId(s, name);
    const previous = i > 0 ? cityId(s, names[i - 1]!) : -1;
    if (previous >= 0 && (s.board.neighbours[previous]! & (1 << city)) === 0)
      throw new Error(`${names[i - 1]!} and ${name} are not adjacent`);
    if ((s.routeCities[seat]! & (1 << city)) !== 0) throw new Error(`${name} twice in the route`);
    takeCopy(s, city);
    s.route[base + i] = city;
    s.routeCities[seat] = (s.routeCities[seat]! | (1 << city)) >>> 0;
  });
  s.routeLength[seat] = names.length;
}

/**
 * Houses a seat placed in earlier closings, with the province and all-provinces tiles they earned
 * then (the top tile of each stack whose condition they fulfil, once per seat, as the rules give).
 */
export function giveHouses(s: GameState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const bit = 1 << cityId(s, name);
    if ((s.houses[seat]! & bit) !== 0) throw new Error(`seat ${seat} has a house in ${name}`);
    s.houses[seat] = (s.houses[seat]! | bit) >>> 0;
    s.housesLeft[seat]!--;
  }
  const houses = s.houses[seat]!;
  const { board } = s;
  const needed = BASE_MAP.provinces
    .map((p, i) => ({ name: p.name, cities: board.provinceCities[i]! }))
    .filter(
      (p) => s.rules.allProvinces !== 'standard' || !BASE_MAP.allProvincesExcept.includes(p.name),
    );
  board.stacks.forEach((stack, i) => {
    const earned =
      (stack.kind === 'provinces' && (houses & stack.cityMask) === stack.cityMask) ||
      (stack.kind === 'all-provinces' && needed.every((p) => (houses & p.cities) !== 0));
    if (earned && s.stackLeft[i]! > 0 && (s.earnedStacks[seat]! & (1 << i)) === 0) {
      takeTop(s, seat, i);
    }
  });
}

/** Gives a seat its first `count` carriages (1 = the 3 carriage, ..., 5 = the 7 carriage). */
export function giveCarriages(s: GameState, seat: number, count: number): void {
  s.carriages[seat] = count;
}

/** Moves the top tile of a stack to a seat's tiles. */
function takeTop(s: GameState, seat: number, stack: number): void {
  const values = s.board.stacks[stack]!.values;
  const at = seat * s.board.tileCapacity + s.tileCount[seat]!;
  s.tileStack[at] = stack;
  s.tileValue[at] = values[values.length - s.stackLeft[stack]!]!;
  s.tileCount[seat]!++;
  s.stackLeft[stack]!--;
  s.earnedStacks[seat] = (s.earnedStacks[seat]! | (1 << stack)) >>> 0;
}

/** The seat takes the top tile of a stack (a route tile, or a tile whose houses it holds). */
export function giveTile(s: GameState, seat: number, stack: string): void {
  const i = stackId(s, stack);
  if (s.stackLeft[i] === 0) throw new Error(`stack ${stack} is empty`);
  takeTop(s, seat, i);
}

/** Moves `count` cards from the supply's top to the discard pile. */
export function discardFromSupply(s: GameState, count: number): void {
  for (let i = 0; i < count; i++) s.discard[s.discardCount++] = s.supply[--s.supplyCount]!;
}

/** Every card still in the supply and the discards goes to a seat's hand. */
export function hoardAll(s: GameState, seat: number): void {
  const names = [
    ...Array.from(s.supply.subarray(0, s.supplyCount)),
    ...Array.from(s.discard.subarray(0, s.discardCount)),
  ].map((c) => s.board.cityNames[c]!);
  giveHand(s, seat, names);
}

/** Face-up cards of the given slots (0-5) go to a seat's hand; the slots stay empty. */
export function takeDisplay(s: GameState, seat: number, slots: readonly number[]): void {
  for (const slot of slots) {
    const city = s.display[slot]!;
    if (city === NO_CARD) throw new Error(`display slot ${slot} is empty`);
    s.display[slot] = NO_CARD;
    s.hand[seat * s.board.cityCount + city]!++;
    s.handSize[seat]!++;
  }
}

/** All 66 cards, wherever they are: the supply, the discards, the display, hands and routes. */
export function cardCount(s: GameState): number {
  let n = s.supplyCount + s.discardCount;
  for (const card of s.display) if (card !== NO_CARD) n++;
  for (let seat = 0; seat < s.players; seat++) n += s.handSize[seat]! + s.routeLength[seat]!;
  return n;
}

/** Starts the turn of `seat` afresh, as the engine starts every turn. */
export function beginTurn(s: GameState, seat: number): void {
  s.current = seat;
  startTurn(s);
}

/** Every field of a state that can change, for before/after comparisons. */
export function snapshot(s: GameState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(s)) {
    if (key === 'board' || key === 'rules') continue;
    out[key] = ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value;
  }
  return out;
}

export const handNames = (s: GameState, seat: number): string[] =>
  CITY_NAMES.flatMap((name, city) =>
    Array<string>(s.hand[seat * s.board.cityCount + city] ?? 0).fill(name),
  );

/** Tiles held by a seat, in the order taken, as `stack:value`. */
export function tilesOf(s: GameState, seat: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.tileCount[seat]!; i++) {
    const at = seat * s.board.tileCapacity + i;
    out.push(`${s.board.stacks[s.tileStack[at]!]!.id}:${s.tileValue[at]!}`);
  }
  return out;
}
