/**
 * The invariants checked after every move of a conformance game. Each check
 * throws a `Violation` naming what broke; the game runner adds the game and the move, and the
 * tests collect the messages, so a failure says exactly where to look.
 *
 * Incremental checks (houses only grow, tiles are taken top first, ...) compare with a `Before`
 * record of the few arrays a move may change, taken just before the move.
 */
import { Phase, scoreSheet, type GameState } from '../../src/index.ts';
import { DISPLAY_SIZE, MoveKind, NO_CARD, moveArg, moveKind } from '../../src/fast.ts';
import { popcount } from '../../src/state.ts';

export class Violation extends Error {}

export function violated(message: string): never {
  throw new Violation(message);
}

/** What a move may change, copied before the move. */
export interface Before {
  readonly houses: Uint32Array;
  readonly routeCities: Uint32Array;
  readonly tileCount: Uint8Array;
  readonly stackLeft: Uint8Array;
  readonly carriages: Uint8Array;
  phase: Phase;
  current: number;
  endTriggeredBy: number;
  /** Houses placed since the current closing began (kept across its moves, not copied). */
  closingHouses: number;
}

export function newBefore(s: GameState): Before {
  return {
    houses: s.houses.slice(),
    routeCities: s.routeCities.slice(),
    tileCount: s.tileCount.slice(),
    stackLeft: s.stackLeft.slice(),
    carriages: s.carriages.slice(),
    phase: s.phase,
    current: s.current,
    endTriggeredBy: s.endTriggeredBy,
    closingHouses: 0,
  };
}

export function recordBefore(s: GameState, b: Before): void {
  b.houses.set(s.houses);
  b.routeCities.set(s.routeCities);
  b.tileCount.set(s.tileCount);
  b.stackLeft.set(s.stackLeft);
  b.carriages.set(s.carriages);
  b.phase = s.phase;
  b.current = s.current;
  b.endTriggeredBy = s.endTriggeredBy;
}

const counts = new Int32Array(256);

/**
 * 001 "Contents": 3 cards of each city, each in exactly one place: supply, discards, display,
 * a hand or a route. Cards are counted by type (board.cards; on the base board a type is a city).
 */
export function checkCards(s: GameState): void {
  const { cards } = s.board;
  const types = cards.count;
  counts.fill(0, 0, types);
  for (let i = 0; i < s.supplyCount; i++) counts[s.supply[i]!]!++;
  for (let i = 0; i < s.discardCount; i++) counts[s.discard[i]!]!++;
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) {
    const card = s.display[slot]!;
    if (card !== NO_CARD) counts[card]!++;
  }
  const capacity = s.board.routeCapacity;
  for (let seat = 0; seat < s.players; seat++) {
    let size = 0;
    for (let type = 0; type < types; type++) {
      const held = s.hand[seat * types + type]!;
      counts[type]! += held;
      size += held;
      if (s.knownHand[seat * types + type]! > held)
        violated(`seat ${seat}: more known cards of ${cards.names[type]!} than held`);
    }
    if (size !== s.handSize[seat])
      violated(`seat ${seat}: hand size ${s.handSize[seat]} != ${size}`);
    let mask = 0;
    const base = seat * capacity + s.routeStart[seat]!;
    for (let i = 0; i < s.routeLength[seat]!; i++) {
      const type = s.route[base + i]!;
      counts[type]!++;
      const city = cards.city[type]!;
      if ((mask & (1 << city)) !== 0) violated(`seat ${seat}: city ${city} twice in the route`);
      mask = (mask | (1 << city)) >>> 0;
    }
    if (mask !== s.routeCities[seat])
      violated(`seat ${seat}: routeCities disagrees with the route`);
  }
  for (let type = 0; type < types; type++) {
    if (counts[type] !== cards.copies[type])
      violated(`${cards.names[type]!}: ${counts[type]} cards, not ${cards.copies[type]}`);
  }
}

/** Two neighbouring cards of a route are cities joined by a road (001 "directly adjacent"). */
export function checkRoutes(s: GameState): void {
  const capacity = s.board.routeCapacity;
  const { city } = s.board.cards;
  for (let seat = 0; seat < s.players; seat++) {
    const base = seat * capacity + s.routeStart[seat]!;
    for (let i = 1; i < s.routeLength[seat]!; i++) {
      const a = city[s.route[base + i - 1]!]!;
      const b = city[s.route[base + i]!]!;
      if ((s.board.neighbours[a]! & (1 << b)) === 0)
        violated(`seat ${seat}: route link ${a}-${b} is not a road`);
    }
  }
}

/**
 * 001 "20 houses each"; "only 1 house in each city" is structural (a bit set), so check that houses
 * only grow, and only by the house move's city, on the route being closed.
 */
export function checkHouses(s: GameState, b: Before, code: number): void {
  const perSeat = s.board.housesPerPlayer;
  for (let seat = 0; seat < s.players; seat++) {
    const now = s.houses[seat]!;
    if (popcount(now) + s.housesLeft[seat]! !== perSeat)
      violated(`seat ${seat}: placed + left houses != ${perSeat}`);
    const before = b.houses[seat]!;
    if ((before & ~now) !== 0) violated(`seat ${seat}: a house disappeared`);
    const added = (now & ~before) >>> 0;
    if (added === 0) continue;
    const city = moveArg(code);
    if (seat !== b.current || moveKind(code) !== MoveKind.House || added !== (1 << city) >>> 0)
      violated(`seat ${seat}: houses changed by a move that is not a house move on that city`);
    if (b.phase !== Phase.Houses) violated('a house was placed outside a closing');
    if ((b.routeCities[seat]! & (1 << city)) === 0)
      violated(`seat ${seat}: a house on ${city}, not a city of the route being closed`);
    b.closingHouses = (b.closingHouses | added) >>> 0;
    checkHousePattern(s, b.closingHouses);
  }
  if (moveKind(code) === MoveKind.Close) b.closingHouses = 0;
}

/**
 * 001 "a. Place houses" (R4): the houses of one closing are one in each of different provinces,
 * or all in one province (one on each of its route cities, or some of them).
 */
function checkHousePattern(s: GameState, placed: number): void {
  let provinces = 0;
  let count = 0;
  for (let city = 0; city < s.board.cityCount; city++) {
    if ((placed & (1 << city)) === 0) continue;
    provinces = (provinces | (1 << s.board.provinceOfCity[city]!)) >>> 0;
    count++;
  }
  const distinct = popcount(provinces) === count;
  if (!distinct && popcount(provinces) !== 1)
    violated(`the houses of one closing mix the two patterns (R4): ${count} houses`);
}

/** R9: the end is triggered once, by the seat closing, with its last carriage or last house. */
export function checkEndTrigger(s: GameState, b: Before): void {
  if (s.endTriggeredBy === b.endTriggeredBy) return;
  const by = s.endTriggeredBy;
  if (b.endTriggeredBy >= 0) violated('the end was triggered a second time');
  if (by !== b.current) violated(`seat ${by} triggered the end in seat ${b.current}'s turn`);
  if (s.carriages[by] !== s.board.carriageValues.length && s.housesLeft[by] !== 0)
    violated(`seat ${by} triggered the end without the last carriage or the last house`);
}

const CLOSING_KINDS = new Set<MoveKind>([
  MoveKind.Close,
  MoveKind.House,
  MoveKind.FinishHouses,
  MoveKind.CarriageTake,
  MoveKind.CarriageCartwright,
  MoveKind.CarriageDecline,
]);

const heldCount = new Int32Array(32);
const heldValues = new Uint32Array(32);

/**
 * Every tile in one place (a stack or one seat), the tiles held of a stack being its top ones, and
 * taken only during the seat's closing. A stack's values are distinct, so the tiles held of it are
 * its top `k` exactly when there are `k` of them and their values form the set of the top `k`.
 */
export function checkTiles(s: GameState, b: Before, code: number): void {
  const { stacks, tileCapacity } = s.board;
  heldCount.fill(0);
  heldValues.fill(0);
  for (let seat = 0; seat < s.players; seat++) {
    let earned = 0;
    for (let i = 0; i < s.tileCount[seat]!; i++) {
      const stack = s.tileStack[seat * tileCapacity + i]!;
      heldCount[stack]!++;
      heldValues[stack] = (heldValues[stack]! | (1 << s.tileValue[seat * tileCapacity + i]!)) >>> 0;
      // 001 "a player may collect only one bonus tile for each province, province pair, etc."
      if ((earned & (1 << stack)) !== 0 && stacks[stack]!.kind !== 'route')
        violated(`seat ${seat}: two tiles of ${stacks[stack]!.id}`);
      earned = (earned | (1 << stack)) >>> 0;
    }
    if (earned !== s.earnedStacks[seat])
      violated(`seat ${seat}: earnedStacks disagrees with tiles`);
    const gained = s.tileCount[seat]! - b.tileCount[seat]!;
    if (gained < 0) violated(`seat ${seat}: a tile disappeared`);
    if (gained > 0 && (seat !== b.current || !CLOSING_KINDS.has(moveKind(code))))
      violated(`seat ${seat}: a tile was taken outside the seat's closing`);
  }
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i]!;
    const taken = heldCount[i]!;
    if (taken + s.stackLeft[i]! !== stack.values.length)
      violated(`stack ${stack.id}: held + left != ${stack.values.length}`);
    if (heldValues[i] !== topValues(stack.values, taken))
      violated(`stack ${stack.id}: the ${taken} tiles held are not its top ${taken}`);
  }
  checkNewTilesTopFirst(s, b);
}

/** The bit set of the first `k` values (the top of the stack). */
function topValues(values: readonly number[], k: number): number {
  let mask = 0;
  for (let i = 0; i < k; i++) mask = (mask | (1 << values[i]!)) >>> 0;
  return mask;
}

/** Tiles gained by this move are, stack by stack, the tops of the stacks before the move. */
function checkNewTilesTopFirst(s: GameState, b: Before): void {
  const seat = b.current;
  const left = b.stackLeft.slice();
  for (let i = b.tileCount[seat]!; i < s.tileCount[seat]!; i++) {
    const at = seat * s.board.tileCapacity + i;
    const stack = s.tileStack[at]!;
    const values = s.board.stacks[stack]!.values;
    const top = values[values.length - left[stack]!];
    if (top === undefined || s.tileValue[at] !== top)
      violated(`seat ${seat}: tile of ${stack} is worth ${s.tileValue[at]}, the top was ${top}`);
    left[stack]!--;
  }
}

/** Tiles earned by houses stay deserved: houses never go away (001 "Bonus tiles for provinces"). */
export function checkTileConditions(s: GameState): void {
  const { board } = s;
  for (let seat = 0; seat < s.players; seat++) {
    const houses = s.houses[seat]!;
    board.stacks.forEach((stack, i) => {
      if ((s.earnedStacks[seat]! & (1 << i)) === 0) return;
      if (stack.kind === 'provinces' && (houses & stack.cityMask) !== stack.cityMask)
        violated(`seat ${seat}: holds ${stack.id} without a house on each of its cities`);
      if (stack.kind === 'all-provinces' && !hasAllProvinces(s, houses))
        violated(
          `seat ${seat}: holds the all-provinces tile without a house in each province (R1)`,
        );
      if (stack.kind === 'game-end' && s.endTriggeredBy !== seat)
        violated(`seat ${seat}: holds the game-end tile but did not end the game`);
    });
  }
}

function hasAllProvinces(s: GameState, houses: number): boolean {
  const { board } = s;
  const required =
    s.rules.allProvinces === 'standard' ? board.allProvincesDefault : board.allProvincesEvery;
  return board.provinceCities.every(
    (cities, p) => (required & (1 << p)) === 0 || (houses & cities) !== 0,
  );
}

/** Carriages are taken one at a time, in order, by the seat closing a route (001 "c."). */
export function checkCarriages(s: GameState, b: Before, code: number): void {
  for (let seat = 0; seat < s.players; seat++) {
    const gained = s.carriages[seat]! - b.carriages[seat]!;
    if (gained === 0) continue;
    const kind = moveKind(code);
    if (
      gained !== 1 ||
      seat !== b.current ||
      (kind !== MoveKind.CarriageTake && kind !== MoveKind.CarriageCartwright)
    )
      violated(`seat ${seat}: carriages changed by ${gained} outside a carriage move`);
  }
}

/** The score sheet agrees with the state (001 "Game end and scoring"; R9). */
export function checkScoreSheet(s: GameState): void {
  const sheet = scoreSheet(s);
  const { board } = s;
  const ranks = new Set<number>();
  for (let seat = 0; seat < s.players; seat++) {
    const line = sheet.lines[seat]!;
    const taken = s.carriages[seat]!;
    const carriage = taken === 0 ? null : board.carriageValues[taken - 1]!;
    const carriagePoints = taken === 0 ? 0 : board.carriagePoints[taken - 1]!;
    let tilePoints = 0;
    for (let i = 0; i < s.tileCount[seat]!; i++)
      tilePoints += s.tileValue[seat * board.tileCapacity + i]!;
    if (
      line.seat !== seat ||
      line.carriage !== carriage ||
      line.carriagePoints !== carriagePoints ||
      line.tiles.length !== s.tileCount[seat] ||
      line.tilePoints !== tilePoints ||
      line.tiles.reduce((sum, t) => sum + t.value, 0) !== tilePoints ||
      line.unplacedHouses !== s.housesLeft[seat] ||
      line.total !== carriagePoints + tilePoints - s.housesLeft[seat]!
    )
      violated(`score line of seat ${seat} disagrees with the state`);
    ranks.add(line.rank);
    if (sheet.ranking[line.rank - 1] !== seat) violated(`seat ${seat}: rank and ranking disagree`);
  }
  if (ranks.size !== s.players || sheet.ranking.length !== s.players)
    violated('ranks are not 1..players');
  for (let i = 1; i < sheet.ranking.length; i++) {
    const a = sheet.lines[sheet.ranking[i - 1]!]!;
    const c = sheet.lines[sheet.ranking[i]!]!;
    if (a.total < c.total || (a.total === c.total && a.tieBreak > c.tieBreak))
      violated('the ranking is not by total, then clockwise from the game-end tile (R9)');
  }
  const over = s.phase === Phase.Over;
  if (sheet.finished !== over || sheet.winner !== (over ? sheet.ranking[0] : null))
    violated('finished/winner disagree with the phase');
}

/** A legal move exists exactly while the game is not over; the mover is a seat. */
export function checkProgress(s: GameState, legal: number): void {
  if (s.phase === Phase.Over ? legal !== 0 : legal === 0)
    violated(`phase ${s.phase} with ${legal} legal moves`);
  if (s.current < 0 || s.current >= s.players) violated(`current seat ${s.current}`);
}

/** At the end: the game was ended by a 7 carriage or a last house, in the last seat of the round (R9). */
export function checkEnd(s: GameState): void {
  const by = s.endTriggeredBy;
  if (by < 0) violated('the game is over but nobody triggered the end');
  if (s.carriages[by] !== s.board.carriageValues.length && s.housesLeft[by] !== 0)
    violated(`seat ${by} triggered the end without the last carriage or the last house`);
  if (s.current !== (s.startPlayer + s.players - 1) % s.players)
    violated('the game ended before the round was played to its end (R9)');
  const holder = scoreSheet(s).gameEndTileHolder;
  if (holder !== by) violated(`the game-end tile is with ${holder}, not ${by} (R5)`);
}

/** Every array and scalar of two states is the same (the board is shared, the rules equal). */
export function sameState(a: GameState, b: GameState): string | null {
  const keys = Object.keys(a) as (keyof GameState)[];
  if (keys.join() !== Object.keys(b).join()) return 'different keys';
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (ArrayBuffer.isView(x) && ArrayBuffer.isView(y)) {
      const u = x as Uint8Array;
      const v = y as Uint8Array;
      if (u.length !== v.length || u.some((value, i) => value !== v[i])) return `${key} differs`;
    } else if (key === 'rules') {
      if (JSON.stringify(x) !== JSON.stringify(y)) return 'rules differ';
    } else if (x !== y) return `${key} differs`;
  }
  return null;
}
