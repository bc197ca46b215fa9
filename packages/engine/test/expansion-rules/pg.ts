/**
 * Positions for the rules tests of Power and Glory, on its board as the engine registers it. The
 * board is a provisional reconstruction (docs/power-and-glory-board.md), so the tests lean on what
 * the rules establish (the free cities, Preußen, the roads of the example route) and find other
 * routes on the board by search instead of naming roads the printed board may not have.
 *
 * Cards are named by type, the city with its horses: "Berlin(2)". The tests name cards with 1, 2
 * and 3 horses for each city, as on the reconstruction (and on every card known from the printed
 * game); a board with other horses makes them fail with "no card ...", not silently pass. Each
 * position keeps all 69 cards: they move only out of the supply or the discard pile.
 *
 * @example
 * const s = pgGame();
 * const closing = closeWith(s, 0, ['Halle(1)', 'Berlin(1)', 'Hannover(1)'], { horses: ['Kassel(1)'] });
 */
import {
  boardOf,
  createGame,
  type Expansion,
  type GameState,
  type RulesOptions,
} from '../../src/index.ts';
import { addHorse } from '../../src/expansions/power-and-glory/horses.ts';
import { awardHouseTiles, buildHouse } from '../../src/rules/houses.ts';
import { beginTurn } from '../rules/builder.ts';
import { go } from './game.ts';

/** Cities whose cards are dealt first (the display, then the supply's top): kept out of routes. */
export const DEALT_CITIES: readonly string[] = ['Dresden', 'Leipzig', 'Würzburg'];

export interface PgSpec {
  readonly players?: number;
  readonly start?: number;
  /** Expansions played besides Power and Glory. */
  readonly with?: readonly Expansion[];
  readonly variant?: 'base-rules';
  readonly rules?: Partial<RulesOptions>;
}

/** Every card of the Power and Glory board, those of DEALT_CITIES first. */
function pgDeal(): string[] {
  const board = boardOf('power-and-glory');
  if (!board.ok) throw new Error(board.error.message);
  const { cards, cityNames } = board.value;
  const all = cards.names.flatMap((name, type) => Array<string>(cards.copies[type]!).fill(name));
  const cardCity = (name: string): number => cards.city[cards.index.get(name)!]!;
  const first = (name: string): boolean => DEALT_CITIES.includes(cityNames[cardCity(name)]!);
  return [...all.filter(first), ...all.filter((name) => !first(name))];
}

export function pgGame(spec: PgSpec = {}): GameState {
  const created = createGame({
    options: {
      players: spec.players ?? 2,
      startingPlayer: spec.start ?? 0,
      expansions: ['power-and-glory', ...(spec.with ?? [])],
      ...(spec.variant ? { variant: spec.variant } : {}),
      ...(spec.rules ? { rules: spec.rules } : {}),
    },
    seed: 'power and glory rules tests',
    supplyOrder: pgDeal(),
  });
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  return created.value;
}

function typeOf(s: GameState, name: string): number {
  const type = s.board.cards.index.get(name);
  if (type === undefined) throw new Error(`no card ${name}`);
  return type;
}

/** The cards of a city, fewest horses first. */
export function cardsOf(s: GameState, city: string): string[] {
  const { cards } = s.board;
  const index = s.board.cityIndex.get(city);
  if (index === undefined) throw new Error(`no city ${city}`);
  return cards.names
    .map((name, type) => ({ name, type }))
    .filter(({ type }) => cards.city[type] === index)
    .sort((a, b) => cards.horses[a.type]! - cards.horses[b.type]!)
    .map(({ name }) => name);
}

/** The card of a city that shows `horses` horses, e.g. card(s, 'Kassel', 3) = 'Kassel(3)'. */
export function card(s: GameState, city: string, horses: number): string {
  const name = `${city}(${horses})`;
  typeOf(s, name);
  return name;
}

/** The card of a city with the fewest horses (for routes) or the most (for horses). */
export const lightCard = (s: GameState, city: string): string => cardsOf(s, city)[0]!;
export const heavyCard = (s: GameState, city: string): string => cardsOf(s, city).at(-1)!;
/** A route's cards: each city's card with the fewest horses. */
export const lightRoute = (s: GameState, cities: readonly string[]): string[] =>
  cities.map((c) => lightCard(s, c));

export const horsesOn = (s: GameState, name: string): number =>
  s.board.cards.horses[typeOf(s, name)]!;

/** Removes one card of a type from the supply (order kept) or else from the discard pile. */
function takeCard(s: GameState, type: number): void {
  for (const [pile, count] of [
    [s.supply, 'supplyCount'],
    [s.discard, 'discardCount'],
  ] as const) {
    const n = s[count];
    const at = pile.subarray(0, n).indexOf(type);
    if (at < 0) continue;
    pile.copyWithin(at, at + 1, n);
    s[count] = n - 1;
    return;
  }
  throw new Error(`no ${s.board.cards.names[type] ?? '?'} card in the supply or the discards`);
}

export function giveCards(s: GameState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const type = typeOf(s, name);
    takeCard(s, type);
    s.hand[seat * s.board.cards.count + type]!++;
    s.handSize[seat]!++;
  }
}

/** Sets a seat's route from its cards, left end first; the seat must have none yet. */
export function giveRouteCards(s: GameState, seat: number, names: readonly string[]): void {
  if (s.routeLength[seat] !== 0) throw new Error('the seat has a route already');
  const { board } = s;
  const base = seat * board.routeCapacity + s.routeStart[seat]!;
  names.forEach((name, i) => {
    const type = typeOf(s, name);
    const city = board.cards.city[type]!;
    if (i > 0) {
      const previous = board.cards.city[typeOf(s, names[i - 1]!)]!;
      if ((board.neighbours[previous]! & (1 << city)) === 0)
        throw new Error(`${names[i - 1]!} and ${name} are not adjacent`);
    }
    if ((s.routeCities[seat]! & (1 << city)) !== 0) throw new Error(`${name} twice in the route`);
    takeCard(s, type);
    s.route[base + i] = type;
    s.routeCities[seat] = (s.routeCities[seat]! | (1 << city)) >>> 0;
  });
  s.routeLength[seat] = names.length;
}

/** Cards a seat played as horses in earlier turns. */
export function giveHorses(s: GameState, seat: number, names: readonly string[]): void {
  for (const name of names) {
    const type = typeOf(s, name);
    takeCard(s, type);
    addHorse(s, seat, type);
  }
}

/**
 * Houses a seat placed in earlier turns, with what they brought then: letters, free-city tiles,
 * and the province and all-provinces tiles they completed.
 */
export function placeHouses(s: GameState, seat: number, cities: readonly string[]): void {
  for (const city of cities) {
    const index = s.board.cityIndex.get(city);
    if (index === undefined) throw new Error(`no city ${city}`);
    buildHouse(s, seat, index);
  }
  awardHouseTiles(s, seat);
}

export interface CloseSpec {
  readonly hand?: readonly string[];
  readonly horses?: readonly string[];
  readonly draws?: readonly string[];
}

/**
 * The turn of `seat` up to its houses: the seat holds `route` but its last card on the table,
 * that card and `hand` in its hand, and `horses` before its carriage; it draws, plays the last
 * card at the right end and closes.
 */
export function closeWith(
  s: GameState,
  seat: number,
  route: readonly string[],
  spec: CloseSpec = {},
): GameState {
  const last = route[route.length - 1]!;
  giveRouteCards(s, seat, route.slice(0, -1));
  giveCards(s, seat, [last, ...(spec.hand ?? [])]);
  giveHorses(s, seat, spec.horses ?? []);
  beginTurn(s, seat);
  return go(s, ...(spec.draws ?? ['draw supply']), `play ${last} right`, 'close');
}

/**
 * A route of `length` cities on the board (found by a depth-first search in the board's city
 * order), avoiding `avoid` and DEALT_CITIES, and starting at `from` if given.
 */
export function findRoute(
  s: GameState,
  length: number,
  opts: { from?: string; avoid?: readonly string[] } = {},
): string[] {
  const { board } = s;
  const banned = new Set([...DEALT_CITIES, ...(opts.avoid ?? [])]);
  const path: number[] = [];
  const search = (city: number): boolean => {
    path.push(city);
    if (path.length === length) return true;
    for (let next = 0; next < board.cityCount; next++) {
      const ok =
        (board.neighbours[city]! & (1 << next)) !== 0 &&
        !path.includes(next) &&
        !banned.has(board.cityNames[next]!);
      if (ok && search(next)) return true;
    }
    path.pop();
    return false;
  };
  const starts = opts.from
    ? [board.cityIndex.get(opts.from)!]
    : board.cityNames.map((_, i) => i).filter((i) => !banned.has(board.cityNames[i]!));
  for (const start of starts) if (search(start)) return path.map((c) => board.cityNames[c]!);
  throw new Error(`no route of ${length} cities on the board`);
}

/**
 * Cards of the route's cities with the most horses, enough that the carriage (2 horses of its
 * own) pulls `cities` cities; the route itself uses each city's card with the fewest.
 */
export function horsesFor(s: GameState, route: readonly string[], cities: number): string[] {
  const cards: string[] = [];
  let power = 2;
  for (const city of route) {
    if (power >= cities) break;
    const card = heavyCard(s, city);
    cards.push(card);
    power += horsesOn(s, card);
  }
  if (power < cities) throw new Error(`not enough horses for ${cities} cities`);
  return cards;
}

/** The horses pulling a seat's carriage, as its view shows them (the carriage's own 2 included). */
export const horsePower = (s: GameState, seat: number): number => 2 + s.horsePower[seat]!;

/** The top tile of a stack as `id:value`, as tilesOf writes it. */
export function topTile(s: GameState, id: string): string {
  const stack = s.board.stacks.findIndex((st) => st.id === id);
  if (stack < 0) throw new Error(`no stack ${id}`);
  const { values } = s.board.stacks[stack]!;
  return `${id}:${values[values.length - s.stackLeft[stack]!]!}`;
}
