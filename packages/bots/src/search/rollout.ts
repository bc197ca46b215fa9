/**
 * The rollout policy: the heuristic's rules of thumb (heuristic/policy.ts) at a fraction of their
 * cost, for the thousands of moves of every search iteration. Where the heuristic measures the
 * longest chain of hand cards by a depth-first search over paths, this policy counts the cities of
 * the hand connected to a route end or to a card (a flood fill over bit sets of cities): an upper
 * bound of the chain that ranks cards nearly as the heuristic does, in a few operations. The
 * decisions that cost little (closing, carriages, houses, the expansions' steps) are the
 * heuristic's own. Like the heuristic it reads only the deciding seat's hand and public
 * information, so a determinized state's sampled cards never sway it.
 *
 * @example
 * const n = generateMoves(state, codes);
 * applyCode(state, rolloutCode(state, codes, n, rng));
 */
import { Phase, type GameState, type RngState } from '@tnt/engine';
import { MoveKind, moveArg, moveKind } from '@tnt/engine/fast';
import { policyHooks } from '../expansions/built-in.ts';
import { findMove, jitter } from '../heuristic/codes.ts';
import { carriageChoice, wantsPostmaster } from '../heuristic/policy.ts';
import {
  USEFUL_LENGTH,
  cityOfCard,
  copiesInHand,
  extendingCities,
  handMask,
  lowestCity,
  popcount,
  routeLeft,
  routeRight,
} from '../heuristic/routes.ts';
import { tuning } from '../heuristic/tuning.ts';
import { cityTiles, freeCities, tileProgress } from '../heuristic/houses.ts';

/** The longest useful route, and one more: a chain beyond it earns nothing. */
const CAP = USEFUL_LENGTH + 1;
/** Extending the route keeps its cards, a new route throws them away (as the heuristic). */
const KEEP_ROUTE = 1;
/** A city without the seat's house: closing there places one (as the heuristic). */
const FREE_CITY = 0.25;

export function rolloutCode(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  if (n === 1) return codes[0]!;
  let chosen: number;
  switch (s.phase) {
    case Phase.Draw:
      chosen = drawIndex(s, s.current, codes, n, rng);
      break;
    case Phase.Play:
      chosen =
        s.playsDone < s.playsAllowed && s.handSize[s.current]! > 0
          ? playIndex(s, codes, n, rng)
          : policyHooks(s).closeChoice(s, codes, n);
      break;
    case Phase.Houses:
      chosen = houseIndex(s, codes, n);
      break;
    case Phase.Carriage:
      chosen = carriageChoice(codes, n);
      break;
    case Phase.Discard:
      chosen = discardIndex(s, codes, n, rng);
      break;
    default:
      chosen = policyHooks(s).otherDecision(s, codes, n, rng);
  }
  return codes[chosen >= 0 ? chosen : 0]!;
}

/** Cities of `avail` connected to the cities of `from` through neighbouring cities of `avail`. */
export function connected(nb: Uint32Array, from: number, avail: number): number {
  let seen = 0;
  let frontier = from;
  while (frontier !== 0) {
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) next |= nb[lowestCity(m)]!;
    next &= avail & ~seen;
    seen |= next;
    frontier = next;
  }
  return seen >>> 0;
}

/** Scratch for `groupOf`: the groups of connected hand cities of the decision being made. */
const groups = new Uint32Array(32);

/** Splits `hand` into groups of connected cities (into `groups`); returns how many. */
function splitGroups(nb: Uint32Array, hand: number): number {
  let count = 0;
  for (let rest = hand; rest !== 0;) {
    const start = rest & -rest;
    const group = (connected(nb, start, hand) | start) >>> 0;
    groups[count++] = group;
    rest &= ~group;
  }
  return count;
}

/** The group (of the last `splitGroups`) that holds `bit`. */
function groupOf(count: number, bit: number): number {
  for (let g = 0; g < count; g++) if ((groups[g]! & bit) !== 0) return groups[g]!;
  return bit;
}

/** Bit set of the route's end cities (none without a route). */
function routeEnds(s: GameState, seat: number): number {
  if (s.routeLength[seat] === 0) return 0;
  return ((1 << routeLeft(s, seat)) | (1 << routeRight(s, seat))) >>> 0;
}

/**
 * An estimate of the length the seat's route could reach with `hand`: the route plus the hand's
 * cities connected to its ends; without a route, the largest group of connected hand cities.
 */
function reachEstimate(nb: Uint32Array, length: number, ends: number, route: number, hand: number) {
  if (length > 0) return Math.min(CAP, length + popcount(connected(nb, ends, hand & ~route)));
  let best = 0;
  const count = splitGroups(nb, hand);
  for (let g = 0; g < count; g++) best = Math.max(best, popcount(groups[g]!));
  return Math.min(CAP, best);
}

/** Draws the display card that adds most to the route's reach, else the supply (or the Administrator). */
function drawIndex(
  s: GameState,
  seat: number,
  codes: Int32Array,
  n: number,
  rng: RngState,
): number {
  const nb = s.board.neighbours;
  const hand = handMask(s, seat);
  const length = s.routeLength[seat]!;
  const route = s.routeCities[seat]!;
  const ends = routeEnds(s, seat);
  const extending = extendingCities(s, seat);
  const base = reachEstimate(nb, length, ends, route, hand);
  // With a route, a card adds to its reach only next to its ends or the hand cities joined to them.
  const joined = length > 0 ? connected(nb, ends, hand & ~route) : 0;
  const touching = (ends | joined) >>> 0;
  const rest = (hand & ~route & ~joined) >>> 0;
  let best = -1;
  let bestValue = -Infinity;
  let bestGain = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    const kind = moveKind(code);
    let value: number;
    if (kind === MoveKind.DrawSlot) {
      const city = cityOfCard(s, s.display[moveArg(code)]!);
      const bit = 1 << city;
      if ((hand & bit) !== 0) value = 0;
      else {
        let gain = 0;
        if (length === 0) {
          gain = Math.max(0, Math.min(CAP, 1 + popcount(connected(nb, bit, hand))) - base);
        } else if ((nb[city]! & touching) !== 0) {
          gain = Math.min(CAP - base, 1 + popcount(connected(nb, bit, rest)));
        }
        value =
          2 * gain + ((extending & bit) !== 0 ? 0.5 : 0) + ((nb[city]! & hand) !== 0 ? 0.25 : 0);
      }
    } else if (kind === MoveKind.DrawSupply) value = tuning.supplyValue;
    else continue;
    if (value > bestGain) bestGain = value;
    const jittered = value + jitter(rng);
    if (jittered > bestValue) {
      best = i;
      bestValue = jittered;
    }
  }
  const admin = findMove(codes, n, MoveKind.Administrator);
  const stuck = length > 0 && (extending & hand) === 0;
  return admin >= 0 && stuck && bestGain < 1 ? admin : best;
}

/** Plays the card whose route reaches furthest, keeping the route when it can (as the heuristic). */
function playIndex(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  const seat = s.current;
  const nb = s.board.neighbours;
  const hand = handMask(s, seat);
  const length = s.routeLength[seat]!;
  const route = s.routeCities[seat]!;
  const left = length > 0 ? routeLeft(s, seat) : -1;
  const right = length > 0 ? routeRight(s, seat) : -1;
  const houses = s.houses[seat]!;
  const hooks = policyHooks(s);
  // A new route from a card reaches over the group of hand cities connected to it.
  const groupCount = splitGroups(nb, hand);
  let best = -1;
  let bestValue = -Infinity;
  let bestReach = 0;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    const kind = moveKind(code);
    let value: number;
    let reach = 0;
    if (kind === MoveKind.PlayLeft || kind === MoveKind.PlayRight) {
      const city = cityOfCard(s, moveArg(code));
      const bit = 1 << city;
      const ends = ((kind === MoveKind.PlayLeft ? 1 << right : 1 << left) | bit) >>> 0;
      const avail = hand & ~bit & ~route;
      reach = Math.min(CAP, length + 1 + popcount(connected(nb, ends, avail)));
      value = reach + KEEP_ROUTE + ((houses & bit) === 0 ? FREE_CITY : 0);
    } else if (kind === MoveKind.PlayNew) {
      const city = cityOfCard(s, moveArg(code));
      const bit = 1 << city;
      reach = Math.min(CAP, popcount(groupOf(groupCount, bit)));
      value = reach + ((houses & bit) === 0 ? FREE_CITY : 0);
    } else {
      const other = hooks.otherPlayValue(s, seat, code);
      if (other === null) continue;
      value = other;
    }
    const jittered = value + jitter(rng);
    if (jittered > bestValue) {
      best = i;
      bestValue = jittered;
      bestReach = reach;
    }
  }
  const postmaster = findMove(codes, n, MoveKind.Postmaster);
  if (best >= 0 && postmaster >= 0 && tuning.usePostmaster) {
    if (wantsPostmaster(s, codes[best]!, bestReach)) return postmaster;
  }
  return best;
}

/** Discards a second copy first, else the card least connected to the rest of the hand. */
function discardIndex(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  const seat = s.current;
  const nb = s.board.neighbours;
  const hand = handMask(s, seat);
  const length = s.routeLength[seat]!;
  const ends = routeEnds(s, seat);
  const route = s.routeCities[seat]!;
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    if (moveKind(code) !== MoveKind.Discard) continue;
    const city = cityOfCard(s, moveArg(code));
    const copies = copiesInHand(s, seat, city);
    const rest = copies > 1 ? hand : (hand & ~(1 << city)) >>> 0;
    const value = reachEstimate(nb, length, ends, route, rest) + (copies > 1 ? 0.5 : 0);
    const jittered = value + jitter(rng);
    if (jittered > bestValue) {
      best = i;
      bestValue = jittered;
    }
  }
  return best;
}

/**
 * The houses of the closing under way, as the heuristic's plan (heuristic/houses.ts) weighs them
 * but with fewer candidates: every route city of one province, or one house per province (its
 * lowest city), each trimmed to the houses left by dropping its highest cities. Returns the
 * index of a house of the best plan not yet placed, or of the end of the placing.
 */
function houseIndex(s: GameState, codes: Int32Array, n: number): number {
  const seat = s.current;
  const { board } = s;
  const placed = s.closeHouses;
  const before = (s.houses[seat]! & ~placed) >>> 0;
  const free = (s.routeCities[seat]! & ~before) >>> 0;
  const room = s.housesLeft[seat]! + popcount(placed);
  const progress = tileProgress(s, seat, before);
  const worth = (plan: number): number =>
    popcount(plan) +
    cityTiles(s, seat, plan) +
    tileProgress(s, seat, (before | plan) >>> 0) -
    progress;
  const fit = (plan: number): number => {
    let kept = plan;
    while (popcount(kept) > room) kept &= ~(1 << (31 - Math.clz32(kept & ~placed)));
    return kept >>> 0;
  };
  let best = placed;
  let bestValue = worth(placed);
  let onePerProvince = placed;
  let valid = true;
  for (let p = 0; p < board.provinceNames.length; p++) {
    const inProvince = (free & board.provinceCities[p]!) >>> 0;
    if (inProvince === 0) continue;
    if ((placed & ~inProvince) === 0) {
      const plan = fit(inProvince);
      const value = worth(plan);
      if (value > bestValue) {
        best = plan;
        bestValue = value;
      }
    }
    const already = placed & inProvince;
    if (popcount(already) > 1) valid = false;
    if (already === 0) onePerProvince |= inProvince & -inProvince;
  }
  const freeHere = free & freeCities(s);
  if (freeHere !== 0 && (placed & freeHere) === 0) onePerProvince |= freeHere & -freeHere;
  if (valid) {
    const plan = fit(onePerProvince >>> 0);
    if (worth(plan) > bestValue) best = plan;
  }
  const wanted = (best & ~placed) >>> 0;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    if (moveKind(code) === MoveKind.House && (wanted & (1 << moveArg(code))) !== 0) return i;
  }
  return findMove(codes, n, MoveKind.FinishHouses);
}
