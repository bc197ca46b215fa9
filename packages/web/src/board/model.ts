/**
 * The headless state of the board: what each city shows (houses, route, legal target, letter),
 * computed from plain inputs the game layer hands over. The board knows no rules: it is told which
 * cities are legal targets and reports which city was chosen. Testable without a DOM.
 *
 * @example
 * const model = boardModel(layoutOf(MAPS.base!), { houses: [['Ulm'], []], route: ['Ulm', 'Stuttgart'],
 *   routeSeat: 0, legal: new Set(['Augsburg']), letters: new Set(), selected: null });
 * model.cities.find((c) => c.name === 'Augsburg')?.legal; // true
 */
import type { Point } from './geometry.ts';
import type { BoardLayout, CityLayout } from './layout.ts';

export interface BoardInput {
  /** Cities with a house, by seat. */
  readonly houses: readonly (readonly string[])[];
  /** The route to draw, left end first, and whose it is. */
  readonly route: readonly string[];
  readonly routeSeat: number | null;
  /** Every seat's route, by seat (routes are public): drawn lighter than the one above. */
  readonly routes?: readonly (readonly string[])[];
  /** Cities that are legal targets of the awaited decision. */
  readonly legal: ReadonlySet<string>;
  /** Cities where a letter of The Princess' Messenger still lies. */
  readonly letters: ReadonlySet<string>;
  /** A city the player picked and is choosing a move for. */
  readonly selected: string | null;
}

/**
 * How a city of the route is marked on the map: its left or right end, or the only city of a route
 * of one (not the engine's `RouteEnd`, the end a card is played at).
 */
export type RouteEndMark = 'left' | 'right' | 'only';

export interface CityState {
  readonly layout: CityLayout;
  readonly name: string;
  /** Seats with a house here, in seat order. */
  readonly houses: readonly number[];
  readonly legal: boolean;
  /** Position in the route (0 = left end), or -1. */
  readonly routeIndex: number;
  readonly end: RouteEndMark | null;
  readonly letter: boolean;
  readonly selected: boolean;
}

export interface BoardModel {
  readonly cities: readonly CityState[];
  /** The route's cities' positions, left end first. */
  readonly routePath: readonly Point[];
  readonly routeSeat: number | null;
  /** The other seats' routes (those with a city), each in its seat's colour. */
  readonly otherRoutes: readonly SeatRoute[];
}

export interface SeatRoute {
  readonly seat: number;
  /** The route's cities, left end first, and their positions. */
  readonly cities: readonly string[];
  readonly path: readonly Point[];
}

export const HOUSE_WIDTH = 15;
export const HOUSE_HEIGHT = 15;
const HOUSE_GAP = 2;

/** Where a seat's house stands by a city: in a row above the plate, one slot per seat. */
export function housePosition(city: CityLayout, seat: number): Point {
  const step = HOUSE_WIDTH + HOUSE_GAP;
  const x = city.at[0] + (seat - 1.5) * step;
  const y = city.plate.y - HOUSE_HEIGHT / 2 - 2;
  return [x, y];
}

function endOf(index: number, length: number): RouteEndMark | null {
  if (index < 0) return null;
  if (length === 1) return 'only';
  if (index === 0) return 'left';
  return index === length - 1 ? 'right' : null;
}

/** A card's city: "Berlin(2)" on a board whose cards show horses is Berlin. */
const cityOfCard = (card: string): string => card.replace(/\(\d\)$/, '');

function pathOf(layout: BoardLayout, route: readonly string[]): Point[] {
  return route.flatMap((name) => {
    const i = layout.cityIndex.get(cityOfCard(name));
    return i === undefined ? [] : [layout.cities[i]!.at];
  });
}

export function boardModel(layout: BoardLayout, input: BoardInput): BoardModel {
  const housesAt = new Map<string, number[]>();
  input.houses.forEach((cities, seat) => {
    for (const city of cities) {
      const list = housesAt.get(city) ?? [];
      list.push(seat);
      housesAt.set(city, list);
    }
  });
  const routeIndex = new Map(input.route.map((name, i) => [name, i]));
  const cities = layout.cities.map((city): CityState => {
    const index = routeIndex.get(city.name) ?? -1;
    return {
      layout: city,
      name: city.name,
      houses: housesAt.get(city.name) ?? [],
      legal: input.legal.has(city.name),
      routeIndex: index,
      end: endOf(index, input.route.length),
      letter: input.letters.has(city.name),
      selected: input.selected === city.name,
    };
  });
  const routePath = pathOf(layout, input.route);
  const otherRoutes = (input.routes ?? []).flatMap((route, seat): SeatRoute[] => {
    if (seat === input.routeSeat || route.length === 0) return [];
    const names = route.map(cityOfCard);
    return [{ seat, cities: names, path: pathOf(layout, names) }];
  });
  return { cities, routePath, routeSeat: input.routeSeat, otherRoutes };
}
