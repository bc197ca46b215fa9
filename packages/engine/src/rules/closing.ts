/**
 * Closing a route, in the order of R5: houses (R4), bonus tiles (R1, R2), the carriage (R3, with
 * the Cartwright), the game-end tile, then the route is discarded and the hand cut to 3.
 */
import { discardCard } from '../cards.ts';
import {
  HAND_LIMIT,
  MIN_CLOSE_LENGTH,
  OfficialBit,
  Phase,
  popcount,
  routeCapacity,
  tileCapacity,
  type GameState,
} from '../state.ts';
import { endTurn } from './turn.ts';

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
 * different provinces (one per province). After one house either pattern is still open.
 */
export function fitsHousePattern(s: GameState, city: number): boolean {
  const placed = popcount(s.closeHouses);
  if (placed < 2) return true;
  const province = 1 << s.board.provinceOfCity[city]!;
  const oneProvince = popcount(s.closeProvinces) === 1;
  return oneProvince ? s.closeProvinces === province : (s.closeProvinces & province) === 0;
}

export function placeHouse(s: GameState, seat: number, city: number): void {
  s.houses[seat] = (s.houses[seat]! | (1 << city)) >>> 0;
  s.housesLeft[seat]!--;
  s.closeHouses = (s.closeHouses | (1 << city)) >>> 0;
  s.closeProvinces = (s.closeProvinces | (1 << s.board.provinceOfCity[city]!)) >>> 0;
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
function awardRouteTile(s: GameState, seat: number, length: number): void {
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

/** The carriage a closing may take: 'take', 'cartwright' (one or two cities short), or none. */
export function carriageOption(s: GameState, seat: number): 'take' | 'cartwright' | 'none' {
  const taken = s.carriages[seat]!;
  const next = s.board.carriageValues[taken];
  if (next === undefined) return 'none';
  const length = s.routeLength[seat]!;
  if (length >= next) return 'take';
  return length >= next - 2 && s.officialsUsed === 0 ? 'cartwright' : 'none';
}

export function startClosing(s: GameState): void {
  s.phase = Phase.Houses;
  s.closeHouses = 0;
  s.closeProvinces = 0;
  if (!hasHouseChoice(s, s.current)) finishHouses(s);
}

export function finishHouses(s: GameState): void {
  const seat = s.current;
  awardRouteTile(s, seat, s.routeLength[seat]!);
  awardHouseTiles(s, seat);
  if (s.closeHouses !== 0 && s.housesLeft[seat] === 0) triggerGameEnd(s, seat);
  s.phase = Phase.Carriage;
  if (carriageOption(s, seat) === 'none') finishClosing(s);
}

export function takeCarriage(s: GameState, withCartwright: boolean): void {
  const seat = s.current;
  if (withCartwright) s.officialsUsed |= OfficialBit.Cartwright;
  s.carriages[seat]!++;
  if (s.carriages[seat] === s.board.carriageValues.length) triggerGameEnd(s, seat);
  finishClosing(s);
}

/** Empties a seat's route onto the discard pile (after scoring, or unscored for a new route). */
export function discardRoute(s: GameState, seat: number): void {
  const base = seat * routeCapacity(s.board) + s.routeStart[seat]!;
  for (let i = 0; i < s.routeLength[seat]!; i++) discardCard(s, s.route[base + i]!);
  s.routeLength[seat] = 0;
  s.routeCities[seat] = 0;
  s.routeStart[seat] = s.board.cityCount;
}

export function finishClosing(s: GameState): void {
  const seat = s.current;
  if (s.endTriggeredNow) {
    s.endTriggeredNow = false;
    if (s.stackLeft[s.board.gameEndStack]! > 0) takeTile(s, seat, s.board.gameEndStack);
  }
  discardRoute(s, seat);
  s.phase = Phase.Discard;
  if (s.handSize[seat]! <= HAND_LIMIT) endTurn(s);
}

export const canClose = (s: GameState, seat: number): boolean =>
  s.routeLength[seat]! >= MIN_CLOSE_LENGTH;
