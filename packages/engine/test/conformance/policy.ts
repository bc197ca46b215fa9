/**
 * Seeded random players for the conformance games. They choose among the engine's own legal
 * integer moves (`generateMoves`), so they test the rules' bookkeeping, not a strategy.
 *
 * A uniformly random player makes very long games (tens of thousands of moves): half its plays
 * start a new route, throwing the old one away, so routes seldom reach 3 cities. The "purposeful"
 * player still picks at random, with these set probabilities, and reaches every kind of move:
 *
 *   draw      Administrator 5% when legal; else 90% a display card that extends the route (when
 *             one does); else uniform among the display slots and the supply.
 *   play      Postmaster 50% when legal; else 90% a card that extends the route (when one does);
 *             else a new route, 70% with a card that has a neighbour in hand (when one has).
 *   close     Postal Carrier 30% when legal; else close 95% when no card in hand extends the route,
 *             otherwise 30/50/70/90% for routes of 3/4/5/6+ cities; else end the turn.
 *   houses    97% a uniform house among those allowed, else finish placing houses.
 *   carriage  take 90%, Cartwright 70% (when that is the option), else decline (R3).
 *   discard   uniform.
 *
 * Games then last about 600 (2 players) to 1,100 (4 players) moves.
 */
import { Phase, nextInt, nextUint32, type GameState, type RngState } from '../../src/index.ts';
import { MAX_LEGAL_MOVES, MoveKind, moveArg, moveKind } from '../../src/fast.ts';

/** Chooses one of the `n` legal codes in `codes`. */
export type Policy = (s: GameState, codes: Int32Array, n: number, rng: RngState) => number;

const chance = (rng: RngState, p: number): boolean => nextUint32(rng) / 4294967296 < p;

function pick(codes: ArrayLike<number>, rng: RngState): number {
  return codes[nextInt(rng, codes.length)]!;
}

export const uniformPolicy: Policy = (_s, codes, n, rng) => codes[nextInt(rng, n)]!;

/** Cities that would extend the current seat's route at one of its ends (none when no route). */
function extendingCities(s: GameState): number {
  const seat = s.current;
  const length = s.routeLength[seat]!;
  if (length === 0) return 0;
  const { neighbours, cards } = s.board;
  const base = seat * s.board.routeCapacity + s.routeStart[seat]!;
  const first = cards.city[s.route[base]!]!;
  const last = cards.city[s.route[base + length - 1]!]!;
  return ((neighbours[first]! | neighbours[last]!) & ~s.routeCities[seat]!) >>> 0;
}

/** True if a card in the current seat's hand would extend its route. */
function handExtends(s: GameState): boolean {
  const wanted = extendingCities(s);
  const { cards } = s.board;
  for (let type = 0; type < cards.count; type++) {
    if ((wanted & (1 << cards.city[type]!)) !== 0 && s.hand[s.current * cards.count + type]! > 0)
      return true;
  }
  return false;
}

/** True if another card in the current seat's hand is of a neighbour of the card type's city. */
function linkedInHand(s: GameState, type: number): boolean {
  const { cards, neighbours } = s.board;
  const near = neighbours[cards.city[type]!]!;
  for (let other = 0; other < cards.count; other++) {
    if ((near & (1 << cards.city[other]!)) !== 0 && s.hand[s.current * cards.count + other]! > 0)
      return true;
  }
  return false;
}

const CLOSE_CHANCE = [0, 0, 0, 0.3, 0.5, 0.7];

/**
 * The legal codes sorted by kind into buffers reused from call to call (the policy runs millions
 * of times): `sorted[kind * MAX_LEGAL_MOVES + i]` for i below `counts[kind]`.
 */
const KINDS = 32;
const sorted = new Int32Array(KINDS * MAX_LEGAL_MOVES);
const counts = new Int32Array(KINDS);

function sortByKind(codes: Int32Array, n: number): void {
  counts.fill(0);
  for (let i = 0; i < n; i++) {
    const k = moveKind(codes[i]!);
    sorted[k * MAX_LEGAL_MOVES + counts[k]!++] = codes[i]!;
  }
}

const kind = (k: MoveKind): Int32Array =>
  sorted.subarray(k * MAX_LEGAL_MOVES, k * MAX_LEGAL_MOVES + counts[k]!);
const has = (k: MoveKind): boolean => counts[k]! > 0;
const only = (k: MoveKind): number => sorted[k * MAX_LEGAL_MOVES]!;

function chooseDraw(s: GameState, rng: RngState): number {
  if (has(MoveKind.Administrator) && chance(rng, 0.05)) return only(MoveKind.Administrator);
  const slots = kind(MoveKind.DrawSlot);
  const wanted = extendingCities(s);
  const useful = slots.filter(
    (c) => (wanted & (1 << s.board.cards.city[s.display[moveArg(c)]!]!)) !== 0,
  );
  if (useful.length > 0 && chance(rng, 0.9)) return pick(useful, rng);
  const k = nextInt(rng, slots.length + counts[MoveKind.DrawSupply]!);
  return k < slots.length ? slots[k]! : only(MoveKind.DrawSupply);
}

function choosePlay(s: GameState, rng: RngState): number {
  if (has(MoveKind.Postmaster) && chance(rng, 0.5)) return only(MoveKind.Postmaster);
  const left = counts[MoveKind.PlayLeft]!;
  const extend = left + counts[MoveKind.PlayRight]!;
  if (extend > 0 && chance(rng, 0.9)) {
    const k = nextInt(rng, extend);
    return k < left ? kind(MoveKind.PlayLeft)[k]! : kind(MoveKind.PlayRight)[k - left]!;
  }
  const starts = kind(MoveKind.PlayNew);
  const linked = starts.filter((c) => linkedInHand(s, moveArg(c)));
  return pick(linked.length > 0 && chance(rng, 0.7) ? linked : starts, rng);
}

function chooseClose(s: GameState, rng: RngState): number {
  if (has(MoveKind.PostalCarrier) && chance(rng, 0.3)) return only(MoveKind.PostalCarrier);
  const p = handExtends(s) ? (CLOSE_CHANCE[s.routeLength[s.current]!] ?? 0.9) : 0.95;
  if (has(MoveKind.Close) && chance(rng, p)) return only(MoveKind.Close);
  return only(MoveKind.EndTurn);
}

function chooseCarriage(rng: RngState): number {
  if (has(MoveKind.CarriageTake))
    return chance(rng, 0.9) ? only(MoveKind.CarriageTake) : only(MoveKind.CarriageDecline);
  if (has(MoveKind.CarriageCartwright))
    return chance(rng, 0.7) ? only(MoveKind.CarriageCartwright) : only(MoveKind.CarriageDecline);
  return only(MoveKind.CarriageDecline);
}

export const purposefulPolicy: Policy = (s, codes, n, rng) => {
  sortByKind(codes, n);
  if (has(MoveKind.DrawSlot) || has(MoveKind.DrawSupply)) return chooseDraw(s, rng);
  if (has(MoveKind.PlayLeft) || has(MoveKind.PlayRight) || has(MoveKind.PlayNew))
    return choosePlay(s, rng);
  if (has(MoveKind.EndTurn)) return chooseClose(s, rng);
  if (has(MoveKind.FinishHouses)) {
    const houses = kind(MoveKind.House);
    return houses.length > 0 && chance(rng, 0.97) ? pick(houses, rng) : only(MoveKind.FinishHouses);
  }
  if (has(MoveKind.CarriageDecline)) return chooseCarriage(rng);
  if (has(MoveKind.Discard)) return pick(kind(MoveKind.Discard), rng);
  return uniformPolicy(s, codes, n, rng);
};

/**
 * A player who hoards cards, to drive a game into the corner of R6: it calls the Postmaster
 * whenever it may, never closes a route and starts new ones only when it cannot extend, so the
 * hands grow until supply and discards are both empty and display slots stay empty. After
 * `rounds` turns in that corner it plays on purposefully, so that the game ends.
 */
export function hoardingPolicy(rounds: number): Policy {
  let cornerTurns = 0;
  let lastTurn = 0;
  return (s, codes, n, rng) => {
    if (s.supplyCount + s.discardCount === 0 && s.turn !== lastTurn) {
      lastTurn = s.turn;
      cornerTurns++;
    }
    if (cornerTurns > rounds * s.players) return purposefulPolicy(s, codes, n, rng);
    sortByKind(codes, n);
    if (has(MoveKind.Postmaster)) return only(MoveKind.Postmaster);
    if (has(MoveKind.EndTurn)) return only(MoveKind.EndTurn);
    const extend = [...kind(MoveKind.PlayLeft), ...kind(MoveKind.PlayRight)];
    if (extend.length > 0) return pick(extend, rng);
    return uniformPolicy(s, codes, n, rng);
  };
}

/**
 * The purposeful player of the base-game conformance tests, plus what the expansions add: return
 * rounds are answered at random, and with Power and Glory's horses a card goes to the carriage
 * half the time when its horses could not pull a route one city longer.
 */
export const expansionPolicy: Policy = (s, codes, n, rng) => {
  if (s.phase >= Phase.ReturnOffices) return uniformPolicy(s, codes, n, rng);
  const horses: number[] = [];
  for (let i = 0; i < n; i++)
    if (moveKind(codes[i]!) === MoveKind.PlayHorse) horses.push(codes[i]!);
  const short = 2 + s.horsePower[s.current]! < s.routeLength[s.current]! + 2;
  if (horses.length > 0 && short && nextInt(rng, 2) === 0)
    return horses[nextInt(rng, horses.length)]!;
  return purposefulPolicy(s, codes, n, rng);
};
