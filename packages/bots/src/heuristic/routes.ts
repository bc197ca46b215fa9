/**
 * How far a seat's route can grow with the cards it holds: the longest chain of hand cards that
 * extends the route at its two ends, found by a small depth-first search over bit sets of cities.
 * Everything here reads only the seat's own hand and its public route, so it is safe on a
 * determinized state. It allocates nothing: the heuristic runs inside search playouts.
 *
 * @example
 * const reach = routePotential(state, seat, handMask(state, seat)); // route length + best chain
 */
import type { GameState } from '@tnt/engine';

/** Routes longer than this earn nothing more (the longest carriage and route tile are 7). */
export const USEFUL_LENGTH = 7;

export const lowestCity = (mask: number): number => 31 - Math.clz32(mask & -mask);

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * The city of a card type. Hands, routes and the display hold card types: on the base board a
 * type is a city; on a board whose cards show horses, a city has a type per number of horses.
 */
export const cityOfCard = (s: GameState, card: number): number => s.board.cards.city[card]!;

/** Bit set of the cities of which the seat holds at least one card. */
export function handMask(s: GameState, seat: number): number {
  const { city, count } = s.board.cards;
  let mask = 0;
  for (let t = 0; t < count; t++) if (s.hand[seat * count + t]! > 0) mask |= 1 << city[t]!;
  return mask >>> 0;
}

/** Cards of `city` in the seat's hand, whatever their horses. */
export function copiesInHand(s: GameState, seat: number, city: number): number {
  const cards = s.board.cards;
  let copies = 0;
  for (let t = 0; t < cards.count; t++) {
    if (cards.city[t] === city) copies += s.hand[seat * cards.count + t]!;
  }
  return copies;
}

/** The cities at the two ends of the seat's route (the same city for a route of one). */
export const routeLeft = (s: GameState, seat: number): number =>
  cityOfCard(s, s.route[seat * s.board.routeCapacity + s.routeStart[seat]!]!);

export const routeRight = (s: GameState, seat: number): number =>
  cityOfCard(
    s,
    s.route[seat * s.board.routeCapacity + s.routeStart[seat]! + s.routeLength[seat]! - 1]!,
  );

/** Cities that would extend the seat's route now, at either end (none without a route). */
export function extendingCities(s: GameState, seat: number): number {
  if (s.routeLength[seat] === 0) return 0;
  const nb = s.board.neighbours;
  return ((nb[routeLeft(s, seat)]! | nb[routeRight(s, seat)]!) & ~s.routeCities[seat]!) >>> 0;
}

/** The longest path of cities from `avail` that starts next to `end`, up to `cap` cities. */
function grow(nb: Uint32Array, end: number, avail: number, cap: number): number {
  if (cap <= 0) return 0;
  let best = 0;
  let m = nb[end]! & avail;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const v = 1 + grow(nb, lowestCity(low), avail & ~low, cap - 1);
    if (v > best) {
      best = v;
      if (best >= cap) return best;
    }
  }
  return best;
}

/** The longest extension of a route with ends `left` and `right` by cities of `avail` (both ends). */
export function growBoth(
  nb: Uint32Array,
  left: number,
  right: number,
  avail: number,
  cap: number,
): number {
  if (cap <= 0) return 0;
  let best = grow(nb, right, avail, cap);
  let m = nb[left]! & avail;
  while (m !== 0 && best < cap) {
    const low = m & -m;
    m ^= low;
    const v = 1 + growBoth(nb, lowestCity(low), right, avail & ~low, cap - 1);
    if (v > best) best = v;
  }
  return best;
}

/** The longest route that could start from `city` with the cards of `hand` (the city included). */
export function routeFrom(nb: Uint32Array, city: number, hand: number, cap: number): number {
  return 1 + growBoth(nb, city, city, hand & ~(1 << city), cap - 1);
}

/**
 * The length the seat's route could reach with the cards of `hand` (a bit set, so the caller can
 * try a card it does not hold yet): the route plus its best chain, or without a route the best
 * route the hand could start. Capped at USEFUL_LENGTH + 1.
 */
export function routePotential(s: GameState, seat: number, hand: number): number {
  const nb = s.board.neighbours;
  const length = s.routeLength[seat]!;
  const cap = USEFUL_LENGTH + 1;
  if (length > 0) {
    const avail = hand & ~s.routeCities[seat]!;
    return length + growBoth(nb, routeLeft(s, seat), routeRight(s, seat), avail, cap - length);
  }
  let best = 0;
  for (let m = hand; m !== 0 && best < cap; m &= m - 1) {
    best = Math.max(best, routeFrom(nb, lowestCity(m), hand, cap));
  }
  return best;
}

/** How many cities of the route (or of `mask`) lack a house of the seat: where closing places houses. */
export const freeCities = (s: GameState, seat: number, mask: number): number =>
  popcount(mask & ~s.houses[seat]!);
