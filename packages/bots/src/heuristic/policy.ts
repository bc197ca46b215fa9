/**
 * The heuristic policy: a sensible human's choice at every decision, computed in microseconds on a
 * (determinized) state so that search can use it in playouts. It reads only what the current seat
 * may know: its own hand and public information (routes, houses, display, tiles, carriages). It
 * never reads another hand or the supply, so a determinized state's sampled cards cannot sway it.
 *
 * In short: draw the display card that lengthens the route most (else the supply, or the
 * Administrator when nothing in hand or on display extends the route); extend the route along the
 * longest chain of hand cards; close as soon as the next carriage can be taken (with the
 * Cartwright if need be), when no card in hand would extend the route next turn, or in the last
 * round; place the houses that earn the most tiles; keep the three cards that start the longest
 * route.
 *
 * @example
 * const n = generateMoves(state, codes);
 * applyCode(state, heuristicCode(state, codes, n, rng));
 */
import { Phase, type GameState, type RngState } from '@tnt/engine';
import { MoveKind, moveArg, moveKind } from '@tnt/engine/fast';
import { findMove, jitter } from './codes.ts';
import { tuning } from './tuning.ts';
import { housePlan, housesValue } from './houses.ts';
import {
  USEFUL_LENGTH,
  extendingCities,
  growBoth,
  cityOfCard,
  copiesInHand,
  handMask,
  routeFrom,
  routeLeft,
  routePotential,
  routeRight,
} from './routes.ts';
import { nextCarriage } from './closing.ts';
import { policyHooks } from '../expansions/built-in.ts';

export function heuristicCode(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  if (n === 1) return codes[0]!;
  const chosen = chooseIndex(s, codes, n, rng);
  // A decision the policy has no rule for (say, a move kind of an expansion) takes the first move.
  return codes[chosen >= 0 ? chosen : 0]!;
}

/** The index in `codes` of the policy's move, or -1 when no rule applies. */
function chooseIndex(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  switch (s.phase) {
    case Phase.Draw:
      return drawChoice(s, s.current, codes, n, rng);
    case Phase.Play:
      return s.playsDone < s.playsAllowed && s.handSize[s.current]! > 0
        ? playChoice(s, codes, n, rng)
        : policyHooks(s).closeChoice(s, codes, n);
    case Phase.Houses:
      return houseChoice(s, codes, n);
    case Phase.Carriage:
      return carriageChoice(codes, n);
    case Phase.Discard:
      return discardChoice(s, codes, n, rng);
    default:
      return policyHooks(s).otherDecision(s, codes, n, rng);
  }
}

/** Index of the move with the highest value; moves valued null are skipped. */
export function bestIndex(
  codes: Int32Array,
  n: number,
  rng: RngState,
  value: (code: number) => number | null,
): number {
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = value(codes[i]!);
    if (v === null) continue;
    const jittered = v + jitter(rng);
    if (jittered > bestValue) [best, bestValue] = [i, jittered];
  }
  return best;
}

/** How much a card of `city` would add to the seat's prospects if it were in hand. */
function cardGain(s: GameState, seat: number, hand: number, base: number, city: number): number {
  const bit = 1 << city;
  if ((hand & bit) !== 0) return 0;
  const with_ = routePotential(s, seat, (hand | bit) >>> 0);
  const extendsNow = (extendingCities(s, seat) & bit) !== 0 ? 0.5 : 0;
  const nearHand = (s.board.neighbours[city]! & hand) !== 0 ? 0.25 : 0;
  return 2 * (with_ - base) + extendsNow + nearHand;
}

export function drawChoice(
  s: GameState,
  seat: number,
  codes: Int32Array,
  n: number,
  rng: RngState,
): number {
  const hand = handMask(s, seat);
  const base = routePotential(s, seat, hand);
  const bonus = policyHooks(s).drawBonus(s, seat, base);
  let bestValue = -Infinity;
  const best = bestIndex(codes, n, rng, (code) => {
    const kind = moveKind(code);
    let value: number | null = null;
    if (kind === MoveKind.DrawSlot) {
      const card = s.display[moveArg(code)]!;
      value = cardGain(s, seat, hand, base, cityOfCard(s, card));
      if (bonus !== null) value += bonus(card);
    } else if (kind === MoveKind.DrawSupply) value = tuning.supplyValue;
    if (value !== null) bestValue = Math.max(bestValue, value);
    return value;
  });
  const admin = findMove(codes, n, MoveKind.Administrator);
  // Nothing on display helps and nothing in hand saves the route: look at six new cards.
  const stuck = s.routeLength[seat]! > 0 && (extendingCities(s, seat) & hand) === 0;
  return admin >= 0 && stuck && bestValue < 1 ? admin : best;
}

/** Extra worth of extending the route over starting a new one: the route's cards are not lost. */
const KEEP_ROUTE = 1;

function playChoice(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  const seat = s.current;
  const nb = s.board.neighbours;
  const hand = handMask(s, seat);
  const length = s.routeLength[seat]!;
  const cap = USEFUL_LENGTH + 1;
  const hooks = policyHooks(s);
  const newHouse = hooks.newHouseWorth(s);
  let bestReach = 0;
  let bestValue = -Infinity;
  const best = bestIndex(codes, n, rng, (code) => {
    const kind = moveKind(code);
    const city = cityOfCard(s, moveArg(code));
    let reach: number;
    if (kind === MoveKind.PlayLeft || kind === MoveKind.PlayRight) {
      const avail = (hand & ~(1 << city) & ~s.routeCities[seat]!) >>> 0;
      const left = kind === MoveKind.PlayLeft ? city : routeLeft(s, seat);
      const right = kind === MoveKind.PlayRight ? city : routeRight(s, seat);
      reach = length + 1 + growBoth(nb, left, right, avail, cap - length - 1);
    } else if (kind === MoveKind.PlayNew) {
      reach = routeFrom(nb, city, hand, cap);
    } else return hooks.otherPlayValue(s, seat, code);
    const keep = kind === MoveKind.PlayNew ? 0 : KEEP_ROUTE;
    const free = (s.houses[seat]! & (1 << city)) === 0 ? newHouse : 0;
    const value = reach + keep + free;
    if (value > bestValue) [bestValue, bestReach] = [value, reach];
    return value;
  });
  const postmaster = findMove(codes, n, MoveKind.Postmaster);
  if (best >= 0 && postmaster >= 0 && tuning.usePostmaster) {
    if (wantsPostmaster(s, codes[best]!, bestReach)) return postmaster;
  }
  return best;
}

/**
 * The Postmaster's second card is worth more than nothing, but it uses up the turn's official:
 * keep the official when this turn's play can reach a carriage with the Cartwright or the Postal
 * Carrier.
 */
export function wantsPostmaster(s: GameState, play: number, reach: number): boolean {
  const seat = s.current;
  const hooks = policyHooks(s);
  if (tuning.postmasterWhenLettersPay && hooks.officialStillPaid(s)) return true;
  if (hooks.postmasterRefused(s, seat)) return false;
  const after = moveKind(play) === MoveKind.PlayNew ? 1 : s.routeLength[seat]! + 1;
  const next = nextCarriage(s, seat);
  if (after >= 3 && after < next && after >= next - 2) return false;
  const carrierReaches = reach >= after + 1 && after < next && after + 1 >= next;
  return !carrierReaches;
}

function houseChoice(s: GameState, codes: Int32Array, n: number): number {
  const seat = s.current;
  const plan = housePlan(s, seat);
  const before = (s.houses[seat]! & ~s.closeHouses) >>> 0;
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    if (moveKind(code) !== MoveKind.House || (plan & (1 << moveArg(code))) === 0) continue;
    const value = housesValue(s, seat, before, 1 << moveArg(code));
    if (value > bestValue) [best, bestValue] = [i, value];
  }
  return best >= 0 ? best : findMove(codes, n, MoveKind.FinishHouses);
}

export function carriageChoice(codes: Int32Array, n: number): number {
  const take = findMove(codes, n, MoveKind.CarriageTake);
  if (take >= 0) return take;
  const cartwright = findMove(codes, n, MoveKind.CarriageCartwright);
  return cartwright >= 0 ? cartwright : findMove(codes, n, MoveKind.CarriageDecline);
}

/** Discards the card whose loss shortens the best route the rest of the hand can start the least. */
function discardChoice(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  const seat = s.current;
  const hand = handMask(s, seat);
  const hooks = policyHooks(s);
  return bestIndex(codes, n, rng, (code) => {
    if (moveKind(code) !== MoveKind.Discard) return null;
    const city = cityOfCard(s, moveArg(code));
    const copies = copiesInHand(s, seat, city);
    const rest = copies > 1 ? hand : (hand & ~(1 << city)) >>> 0;
    // A second copy of a city is worth little: a route visits a city once.
    const cost = hooks.discardCost(s, moveArg(code));
    return routePotential(s, seat, rest) + (copies > 1 ? 0.5 : 0) - cost;
  });
}
