/**
 * Houses and the bonus tiles they earn: where a house may go when a route is closed (the two
 * patterns of 001 "a. Place houses", R4), and the route, province, all-provinces and game-end
 * tiles (001 "b. Collect bonus tiles"; R1, R2, R5). The expansions may refuse a house
 * (`houseAllowed`: Power and Glory's second free city) and hear of every house built
 * (`houseBuilt`: the Messenger's letters, a free city's tile).
 */
import { ruleSetOf } from '../extension/rule-set.ts';
import { popcount, tileCapacity, type GameState } from '../state.ts';

/** True if `city` may take a house now: on the route, free for this seat, and keeping one of the two patterns. */
export function canPlaceHouse(s: GameState, seat: number, city: number): boolean {
  const bit = 1 << city;
  if (
    s.housesLeft[seat] === 0 ||
    (s.houses[seat]! & bit) !== 0 ||
    (s.routeCities[seat]! & bit) === 0
  )
    return false;
  return fitsHousePattern(s, city);
}

/**
 * The houses of one closing are all in one province (one on each route city of it) or all in
 * different provinces (one per province). After one house either pattern is still open. An
 * expansion may refuse a house besides (`houseAllowed`).
 */
export function fitsHousePattern(s: GameState, city: number): boolean {
  if (!ruleSetOf(s).houseAllowed(s, city)) return false;
  const province = s.board.provinceBit[city]!;
  const placed = popcount(s.closeHouses);
  if (placed < 2) return true;
  const oneProvince = popcount(s.closeProvinces) === 1;
  return oneProvince ? s.closeProvinces === province : (s.closeProvinces & province) === 0;
}

/** A house on a city, wherever it comes from (a closing, or Offices of Honor's reward). */
export function buildHouse(s: GameState, seat: number, city: number): void {
  s.houses[seat] = (s.houses[seat]! | (1 << city)) >>> 0;
  s.housesLeft[seat]!--;
  ruleSetOf(s).houseBuilt(s, seat, city);
}

/** A house placed while closing a route: it also fixes the pattern of this closing. */
export function placeHouse(s: GameState, seat: number, city: number): void {
  buildHouse(s, seat, city);
  s.closeHouses = (s.closeHouses | (1 << city)) >>> 0;
  s.closeProvinces = (s.closeProvinces | s.board.provinceBit[city]!) >>> 0;
}

export function hasHouseChoice(s: GameState, seat: number): boolean {
  const n = s.board.cityCount;
  for (let city = 0; city < n; city++) if (canPlaceHouse(s, seat, city)) return true;
  return false;
}

export function takeTile(s: GameState, seat: number, stack: number): void {
  const values = s.board.stacks[stack]!.values;
  const at = seat * tileCapacity(s.board) + s.tileCount[seat]!;
  s.tileStack[at] = stack;
  s.tileValue[at] = values[values.length - s.stackLeft[stack]!]!;
  s.tileCount[seat]!++;
  s.stackLeft[stack]!--;
  s.earnedStacks[seat] = (s.earnedStacks[seat]! | (1 << stack)) >>> 0;
}

/** R2: the top tile of the longest non-empty route stack not longer than the route. */
export function awardRouteTile(s: GameState, seat: number, length: number): void {
  for (const stack of s.board.routeStacks) {
    if (s.board.stacks[stack]!.routeLength <= length && s.stackLeft[stack]! > 0) {
      takeTile(s, seat, stack);
      return;
    }
  }
}

/** Province and all-provinces tiles (001 "Bonus tiles for provinces"; R1), at most one of each stack. */
export function awardHouseTiles(s: GameState, seat: number): void {
  const houses = s.houses[seat]!;
  const { board } = s;
  board.stacks.forEach((stack, i) => {
    if (
      stack.kind !== 'provinces' ||
      s.stackLeft[i] === 0 ||
      (s.earnedStacks[seat]! & (1 << i)) !== 0
    )
      return;
    if ((houses & stack.cityMask) === stack.cityMask) takeTile(s, seat, i);
  });
  const all = board.allProvincesStack;
  if (s.stackLeft[all] === 0 || (s.earnedStacks[seat]! & (1 << all)) !== 0) return;
  const required =
    s.rules.allProvinces === 'standard' ? board.allProvincesDefault : board.allProvincesEvery;
  for (let p = 0; p < board.provinceNames.length; p++) {
    if ((required & (1 << p)) !== 0 && (houses & board.provinceCities[p]!) === 0) return;
  }
  takeTile(s, seat, all);
}

/** R9: the first to take the last carriage or place the last house starts the last round. */
export function triggerGameEnd(s: GameState, seat: number): void {
  if (s.endTriggeredBy >= 0) return;
  s.endTriggeredBy = seat;
  s.endTriggeredNow = true;
}

/** The game-end tile, for the seat whose move just ended the game (R5). */
export function awardGameEndTile(s: GameState, seat: number): void {
  if (!s.endTriggeredNow) return;
  s.endTriggeredNow = false;
  if (s.stackLeft[s.board.gameEndStack]! > 0) takeTile(s, seat, s.board.gameEndStack);
}
