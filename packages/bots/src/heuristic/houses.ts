/**
 * Where to place houses when closing a route (R4): one house per province of the route, or one on
 * each route city of one province. Each house is worth a point (an unplaced house costs one at the
 * end), and houses earn the province tiles and the all-provinces tile (R1). A plan is the best set
 * of houses for the whole closing; the policy places its houses one by one.
 *
 * @example
 * const plan = housePlan(state, state.current); // bit set of cities, houses already placed included
 */
import type { GameState } from '@tnt/engine';
import { lowestCity, popcount } from './routes.ts';

/** Top value of a bonus stack the seat can still earn from, else 0. */
function openTop(s: GameState, seat: number, stack: number): number {
  const left = s.stackLeft[stack]!;
  if (left === 0 || (s.earnedStacks[seat]! & (1 << stack)) !== 0) return 0;
  const values = s.board.stacks[stack]!.values;
  return values[values.length - left]!;
}

/** Provinces the all-provinces tile asks for under the game's rules (R1). */
const requiredProvinces = (s: GameState): number =>
  s.rules.allProvinces === 'standard' ? s.board.allProvincesDefault : s.board.allProvincesEvery;

/**
 * What a set of houses is worth towards the tiles still open to the seat: for each stack, its top
 * value times the square of the share covered, so the last house of a province counts most.
 */
export function tileProgress(s: GameState, seat: number, houses: number): number {
  const { board } = s;
  let value = 0;
  for (let i = 0; i < board.stacks.length; i++) {
    const stack = board.stacks[i]!;
    if (stack.kind !== 'provinces') continue;
    const top = openTop(s, seat, i);
    if (top === 0) continue;
    const share = popcount(houses & stack.cityMask) / popcount(stack.cityMask);
    value += top * share * share;
  }
  const top = openTop(s, seat, board.allProvincesStack);
  if (top > 0) {
    const required = requiredProvinces(s);
    let have = 0;
    let need = 0;
    for (let p = 0; p < board.provinceNames.length; p++) {
      if ((required & (1 << p)) === 0) continue;
      need++;
      if ((houses & board.provinceCities[p]!) !== 0) have++;
    }
    value += top * (have / need) * (have / need);
  }
  return value;
}

/** Tiles that a house on one city earns at once (Power and Glory's free cities). */
export function cityTiles(s: GameState, seat: number, added: number): number {
  let value = 0;
  for (let m = added; m !== 0; m &= m - 1) {
    const stack = s.board.freeCityStack[lowestCity(m)]!;
    if (stack >= 0) value += openTop(s, seat, stack);
  }
  return value;
}

/** The worth of adding `added` to the seat's houses `before`: a point a house, plus tile progress. */
export function housesValue(s: GameState, seat: number, before: number, added: number): number {
  return (
    popcount(added) +
    cityTiles(s, seat, added) +
    tileProgress(s, seat, (before | added) >>> 0) -
    tileProgress(s, seat, before)
  );
}

/** Cities in no province (Power and Glory's free cities): one of them may join a closing's houses. */
export function freeCities(s: GameState): number {
  let inProvinces = 0;
  for (const cities of s.board.provinceCities) inProvinces |= cities;
  const all = s.board.cityCount >= 32 ? 0xffffffff : (1 << s.board.cityCount) - 1;
  return (all & ~inProvinces) >>> 0;
}

/** Keeps the `room` best houses of `plan` that are not in `fixed` (fixed ones are kept). */
function trim(
  s: GameState,
  seat: number,
  before: number,
  fixed: number,
  plan: number,
  room: number,
): number {
  let kept = fixed;
  let extra = plan & ~fixed;
  for (let k = popcount(kept); k < room && extra !== 0; k++) {
    let best = -1;
    let bestValue = -Infinity;
    for (let m = extra; m !== 0; m &= m - 1) {
      const city = lowestCity(m);
      const v = housesValue(s, seat, (before | kept) >>> 0, 1 << city);
      if (v > bestValue) [best, bestValue] = [city, v];
    }
    kept |= 1 << best;
    extra &= ~(1 << best);
  }
  return kept >>> 0;
}

/**
 * The best houses for the closing under way: every house of the chosen pattern, the houses placed
 * so far included. Returns a bit set of cities.
 */
export function housePlan(s: GameState, seat: number): number {
  const { board } = s;
  const placed = s.closeHouses;
  const before = (s.houses[seat]! & ~placed) >>> 0;
  const free = (s.routeCities[seat]! & ~before) >>> 0;
  const room = s.housesLeft[seat]! + popcount(placed);
  let best = placed;
  let bestValue = housesValue(s, seat, before, placed);
  const consider = (plan: number): void => {
    const kept = popcount(plan) > room ? trim(s, seat, before, placed, plan, room) : plan;
    const value = housesValue(s, seat, before, kept);
    if (value > bestValue) [best, bestValue] = [kept, value];
  };
  let onePerProvince = placed;
  let valid = true;
  for (let p = 0; p < board.provinceNames.length; p++) {
    const inProvince = free & board.provinceCities[p]!;
    if (inProvince === 0) continue;
    // One house in one province: the pattern "every route city of one province".
    if ((placed & ~inProvince) === 0) consider(inProvince >>> 0);
    const already = placed & inProvince;
    if (popcount(already) > 1) valid = false;
    if (already === 0) onePerProvince |= 1 << bestCityOf(s, seat, before, inProvince);
  }
  const freeHere = free & freeCities(s);
  if (freeHere !== 0 && (placed & freeHere) === 0) {
    onePerProvince |= 1 << bestCityOf(s, seat, before, freeHere);
  }
  if (valid) consider(onePerProvince >>> 0);
  return best >>> 0;
}

function bestCityOf(s: GameState, seat: number, before: number, cities: number): number {
  let best = lowestCity(cities);
  let bestValue = -Infinity;
  for (let m = cities; m !== 0; m &= m - 1) {
    const city = lowestCity(m);
    const v = housesValue(s, seat, before, 1 << city);
    if (v > bestValue) [best, bestValue] = [city, v];
  }
  return best;
}
