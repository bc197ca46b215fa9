/**
 * What the learned value (value.ts) reads of a position at the start of a turn: for the seat being
 * valued and for each other seat, a block of numbers about its score, houses, carriages, route,
 * hand and bonus tiles, then a few numbers about the whole table (how near the end is, and which
 * expansions are played: one network serves every combination). The other seats' blocks are
 * ordered by their score so far, best first, so the network sees the strongest rival in the same
 * place whoever it is.
 *
 * Everything is read from a (determinized) state, as the search's rollouts are: the other seats'
 * hands are the sampled ones there, never the real ones. Nothing is allocated per call.
 *
 * @example
 * const out = new Float64Array(featureCount(state.players));
 * writeFeatures(state, seat, out);
 */
import type { GameState } from '@tnt/engine';
import { BOT_EXPANSIONS } from '../expansions/built-in.ts';
import { tileProgress } from '../heuristic/houses.ts';
import {
  USEFUL_LENGTH,
  extendingCities,
  handMask,
  popcount,
  routeLeft,
  routeRight,
} from '../heuristic/routes.ts';
import { seatScore } from '../search/estimate.ts';

/** Numbers a seat's block holds. */
export const SEAT_FEATURES = 17;
/** Numbers about the whole table: five, then one for each expansion (played or not). */
export const TABLE_FEATURES = 5 + BOT_EXPANSIONS.length;

export const featureCount = (players: number): number => SEAT_FEATURES * players + TABLE_FEATURES;

/** The longest route worth building, and one more: a reach beyond it earns nothing. */
const CAP = USEFUL_LENGTH + 1;

/** Cities of `avail` joined to the cities of `from` through neighbouring cities of `avail`. */
function joined(nb: Uint32Array, from: number, avail: number): number {
  let seen = 0;
  let frontier = from;
  while (frontier !== 0) {
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) next |= nb[31 - Math.clz32(m & -m)]!;
    next &= avail & ~seen;
    seen |= next;
    frontier = next;
  }
  return seen >>> 0;
}

/** The most cities of `cities` joined to each other through neighbours, capped: a route's room. */
function largestGroup(nb: Uint32Array, cities: number): number {
  let best = 0;
  for (let rest = cities; rest !== 0;) {
    const start = rest & -rest;
    const group = (joined(nb, start, cities) | start) >>> 0;
    best = Math.max(best, popcount(group));
    rest &= ~group;
  }
  return Math.min(CAP, best);
}

/**
 * How long the seat's route could grow with its hand: the route and the hand cities joined to its
 * ends, or without a route the largest group of joined hand cities (an upper bound of the chain).
 */
function reach(s: GameState, seat: number, hand: number): number {
  const nb = s.board.neighbours;
  const length = s.routeLength[seat]!;
  if (length === 0) return largestGroup(nb, hand);
  const ends = ((1 << routeLeft(s, seat)) | (1 << routeRight(s, seat))) >>> 0;
  return Math.min(CAP, length + popcount(joined(nb, ends, hand & ~s.routeCities[seat]!)));
}

/** Display cards whose city would extend the seat's route now. */
function displayFits(s: GameState, seat: number): number {
  const extending = extendingCities(s, seat);
  if (extending === 0) return 0;
  let fits = 0;
  for (let i = 0; i < s.display.length; i++) {
    const card = s.display[i]!;
    if (card < s.board.cards.count && (extending & (1 << s.board.cards.city[card]!)) !== 0) fits++;
  }
  return fits;
}

/** Route-length tiles (5, 6 and 7 cities) the seat could still take: their top values summed. */
function routeTilesOpen(s: GameState, seat: number): number {
  let open = 0;
  for (const stack of s.board.routeStacks) {
    const left = s.stackLeft[stack]!;
    if (left === 0 || (s.earnedStacks[seat]! & (1 << stack)) !== 0) continue;
    const values = s.board.stacks[stack]!.values;
    open += values[values.length - left]!;
  }
  return open;
}

/** Turns still to be played when the last round has begun, else 0. */
function turnsLeft(s: GameState): number {
  if (s.endTriggeredBy < 0) return 0;
  const last = (s.startPlayer + s.players - 1) % s.players;
  return ((last - s.current + s.players) % s.players) + 1;
}

/** Writes the seat's block at `at`. */
function writeSeat(s: GameState, seat: number, out: Float64Array, at: number): void {
  const { board } = s;
  const length = s.routeLength[seat]!;
  const taken = s.carriages[seat]!;
  const next = taken < board.carriageValues.length ? board.carriageValues[taken]! : CAP;
  const hand = handMask(s, seat);
  const route = s.routeCities[seat]!;
  out[at] = seatScore(s, seat) / 10;
  out[at + 1] = s.housesLeft[seat]! / 10;
  out[at + 2] = taken / 5;
  out[at + 3] = taken === 0 ? 0 : board.carriagePoints[taken - 1]! / 10;
  out[at + 4] = length / 5;
  out[at + 5] = reach(s, seat, hand) / 5;
  out[at + 6] = Math.max(0, next - length) / 5;
  out[at + 7] = s.handSize[seat]! / 5;
  out[at + 8] = popcount(route & ~s.houses[seat]!) / 5;
  out[at + 9] = tileProgress(s, seat, s.houses[seat]!) / 10;
  out[at + 10] = routeTilesOpen(s, seat) / 10;
  out[at + 11] = displayFits(s, seat) / 3;
  out[at + 12] = s.current === seat ? 1 : 0;
  out[at + 13] = ((seat - s.startPlayer + s.players) % s.players) / (s.players - 1);
  out[at + 14] = popcount(hand & extendingCities(s, seat)) / 3;
  out[at + 15] = closingNow(s, seat) / 5;
  out[at + 16] = largestGroup(s.board.neighbours, (hand & ~route) >>> 0) / 5;
}

/**
 * Points a closing of the route now would bring at most: a house on each of its cities without
 * one (as many as the seat has left) and the next carriage's points over the last one's, if the
 * route reaches it with the Cartwright's two cities.
 */
function closingNow(s: GameState, seat: number): number {
  const length = s.routeLength[seat]!;
  if (length < 3) return 0;
  const { board } = s;
  const houses = Math.min(s.housesLeft[seat]!, popcount(s.routeCities[seat]! & ~s.houses[seat]!));
  const taken = s.carriages[seat]!;
  if (taken >= board.carriageValues.length || length + 2 < board.carriageValues[taken]!)
    return houses;
  const before = taken === 0 ? 0 : board.carriagePoints[taken - 1]!;
  return houses + board.carriagePoints[taken]! - before;
}

/** Scratch for ordering the other seats. */
const others = new Int32Array(8);
const otherScores = new Float64Array(8);

/** Writes the features of the position for `seat` into `out` (featureCount(players) numbers). */
export function writeFeatures(s: GameState, seat: number, out: Float64Array): void {
  writeSeat(s, seat, out, 0);
  let count = 0;
  for (let other = 0; other < s.players; other++) {
    if (other === seat) continue;
    const score = seatScore(s, other);
    let i = count++;
    while (i > 0 && otherScores[i - 1]! < score) {
      others[i] = others[i - 1]!;
      otherScores[i] = otherScores[i - 1]!;
      i--;
    }
    others[i] = other;
    otherScores[i] = score;
  }
  for (let k = 0; k < count; k++) writeSeat(s, others[k]!, out, SEAT_FEATURES * (k + 1));
  const table = SEAT_FEATURES * s.players;
  let maxCarriage = 0;
  let fewestHouses = Infinity;
  for (let x = 0; x < s.players; x++) {
    maxCarriage = Math.max(maxCarriage, s.carriages[x]!);
    fewestHouses = Math.min(fewestHouses, s.housesLeft[x]!);
  }
  out[table] = s.endTriggeredBy >= 0 ? 1 : 0;
  out[table + 1] = turnsLeft(s) / s.players;
  out[table + 2] = maxCarriage / 5;
  out[table + 3] = fewestHouses / 10;
  out[table + 4] = s.turn / s.players / 20;
  for (let e = 0; e < BOT_EXPANSIONS.length; e++) {
    out[table + 5 + e] = BOT_EXPANSIONS[e]!.playedIn(s.rules) ? 1 : 0;
  }
}
