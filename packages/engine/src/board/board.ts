/**
 * A board compiled from its data into look-up tables that the rules read on every move:
 * cities are numbered, roads and provinces become bit sets of cities.
 *
 * @example
 * const result = compileBoard(BASE_MAP);
 * if (result.ok) result.value.cityIndex.get('Ulm'); // 5
 */
import { err, ok, type Result } from '../result.ts';
import type { BonusStackDefinition, MapDefinition } from './map-definition.ts';
import { compileCardTypes, type CardTypes } from './card-types.ts';

/** Cities are kept in 32-bit sets, so a board has at most 32 of them. */
export const MAX_CITIES = 32;

export type BonusStackKind = BonusStackDefinition['kind'];

export interface BonusStack {
  readonly id: string;
  readonly label: string;
  readonly kind: BonusStackKind;
  /** Values top first. */
  readonly values: readonly number[];
  /** For 'route' stacks: the route length the stack rewards. */
  readonly routeLength: number;
  /** For 'provinces' stacks: the cities that all need a house; for a 'free-city' stack, its city. */
  readonly cityMask: number;
}

/** The province bit of a free city: free cities are in no province (Power and Glory). */
export const FREE_CITY_BIT = 0x80000000;

export interface Board {
  readonly definition: MapDefinition;
  readonly id: string;
  readonly cityCount: number;
  readonly cityNames: readonly string[];
  readonly cityIndex: ReadonlyMap<string, number>;
  readonly provinceNames: readonly string[];
  /** Province index of each city (255 for a free city). */
  readonly provinceOfCity: Uint8Array;
  /** 1 << the province of each city, or FREE_CITY_BIT for a free city. */
  readonly provinceBit: Uint32Array;
  /** Bit set of the free cities. */
  readonly freeCities: number;
  /** The free-city stack lying on each city, or -1. */
  readonly freeCityStack: Int8Array;
  readonly cards: CardTypes;
  /** Bit set of the cities of each province. */
  readonly provinceCities: Uint32Array;
  /** Bit set of the neighbours of each city. */
  readonly neighbours: Uint32Array;
  readonly cardsPerCity: number;
  readonly cardCount: number;
  readonly housesPerPlayer: number;
  readonly stacks: readonly BonusStack[];
  /** Route stacks by length, longest first. */
  readonly routeStacks: readonly number[];
  readonly allProvincesStack: number;
  readonly gameEndStack: number;
  /** Bit set of provinces the all-provinces tile needs under the default reading (R1) ... */
  readonly allProvincesDefault: number;
  /** ... and under the English reading, every province. */
  readonly allProvincesEvery: number;
  readonly carriageValues: readonly number[];
  readonly carriagePoints: readonly number[];
  /** Room for one seat's route in the state's route deque: it may grow either way from the middle. */
  readonly routeCapacity: number;
  /** Room for one seat's tiles: every tile of the board. */
  readonly tileCapacity: number;
}

/** Checks a board's data and builds its tables; lists every problem found. */
export function compileBoard(definition: MapDefinition): Result<Board, string[]> {
  const problems: string[] = [];
  const provinceNames = definition.provinces.map((p) => p.name);
  const provinceIndex = new Map(provinceNames.map((name, i) => [name, i]));
  const cityNames = definition.cities.map((c) => c.name);
  const cityIndex = new Map(cityNames.map((name, i) => [name, i]));
  if (cityNames.length > MAX_CITIES)
    problems.push(`at most ${MAX_CITIES} cities, not ${cityNames.length}`);
  if (cityIndex.size !== cityNames.length) problems.push('two cities share a name');
  if (provinceIndex.size !== provinceNames.length) problems.push('two provinces share a name');

  const provinceOfCity = new Uint8Array(cityNames.length).fill(255);
  const provinceBit = new Uint32Array(cityNames.length).fill(FREE_CITY_BIT);
  const provinceCities = new Uint32Array(provinceNames.length);
  let freeCities = 0;
  definition.cities.forEach((city, i) => {
    if (city.province === null) {
      freeCities = (freeCities | (1 << i)) >>> 0;
      return;
    }
    const p = provinceIndex.get(city.province);
    if (p === undefined) problems.push(`${city.name}: unknown province ${city.province}`);
    else {
      provinceOfCity[i] = p;
      provinceBit[i] = 1 << p;
      provinceCities[p] = (provinceCities[p]! | (1 << i)) >>> 0;
    }
  });
  if (provinceNames.length > 31) problems.push('at most 31 provinces');

  const neighbours = new Uint32Array(cityNames.length);
  for (const [a, b] of definition.roads) {
    const i = cityIndex.get(a);
    const j = cityIndex.get(b);
    if (i === undefined || j === undefined || i === j) {
      problems.push(`bad road ${a} - ${b}`);
      continue;
    }
    neighbours[i] = (neighbours[i]! | (1 << j)) >>> 0;
    neighbours[j] = (neighbours[j]! | (1 << i)) >>> 0;
  }

  const maskOfProvinces = (names: readonly string[]): number =>
    names.reduce((mask, name) => {
      const p = provinceIndex.get(name);
      if (p === undefined) {
        problems.push(`unknown province ${name}`);
        return mask;
      }
      return (mask | (1 << p)) >>> 0;
    }, 0);

  const freeCityStack = new Int8Array(cityNames.length).fill(-1);
  const stacks = definition.bonusStacks.map((s, index): BonusStack => {
    const provinceMask = s.kind === 'provinces' ? maskOfProvinces(s.provinces) : 0;
    let cityMask = 0;
    if (s.kind === 'free-city') {
      const city = cityIndex.get(s.city);
      if (city === undefined || (freeCities & (1 << city)) === 0) {
        problems.push(`free-city stack ${s.id} lies on ${s.city}, which is no free city`);
      } else {
        freeCityStack[city] = index;
        cityMask = 1 << city;
      }
    }
    provinceNames.forEach((_, p) => {
      if (provinceMask & (1 << p)) cityMask = (cityMask | provinceCities[p]!) >>> 0;
    });
    return {
      id: s.id,
      label: s.label,
      kind: s.kind,
      values: s.values,
      routeLength: s.kind === 'route' ? s.length : 0,
      cityMask,
    };
  });
  const indexOfKind = (kind: BonusStackKind): number => {
    const found = stacks.findIndex((s) => s.kind === kind);
    if (found < 0) problems.push(`no ${kind} stack`);
    return found;
  };
  const routeStacks = stacks
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.kind === 'route')
    .sort((a, b) => b.s.routeLength - a.s.routeLength)
    .map(({ i }) => i);
  const allProvincesStack = indexOfKind('all-provinces');
  const gameEndStack = indexOfKind('game-end');

  const every = provinceNames.length >= 32 ? 0xffffffff : ((1 << provinceNames.length) - 1) >>> 0;
  const excluded = maskOfProvinces(definition.allProvincesExcept);
  const { values, points } = definition.carriages;
  if (values.length !== points.length || values.length === 0)
    problems.push('carriage values and points differ in length');
  if (stacks.length > 32) problems.push('at most 32 bonus stacks');
  const cards = compileCardTypes(definition, problems);
  if (cards.count > 255) problems.push('at most 255 kinds of card');
  if (problems.length > 0) return err(problems);

  return ok({
    definition,
    id: definition.id,
    cityCount: cityNames.length,
    cityNames,
    cityIndex,
    provinceNames,
    provinceOfCity,
    provinceBit,
    freeCities,
    freeCityStack,
    cards,
    provinceCities,
    neighbours,
    cardsPerCity: definition.cityCardsPerCity,
    cardCount: definition.cityCardsPerCity * cityNames.length,
    housesPerPlayer: definition.housesPerPlayer,
    stacks,
    routeStacks,
    allProvincesStack,
    gameEndStack,
    allProvincesDefault: (every & ~excluded) >>> 0,
    allProvincesEvery: every,
    carriageValues: values,
    carriagePoints: points,
    routeCapacity: 2 * cityNames.length + 1,
    tileCapacity: stacks.reduce((sum, stack) => sum + stack.values.length, 0),
  });
}
