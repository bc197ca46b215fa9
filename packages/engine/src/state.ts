/**
 * The whole state of a game, hidden parts included. Its arrays are views into one buffer laid out
 * by state-layout.ts, so that a state can be copied in one `set` and played millions of moves a
 * second by bots; the readable form for players is `playerView` and the stored form is the game
 * record.
 *
 * The state is mutated only by the rules modules of this package, and only on a copy made by the
 * public `applyMove` (or by a caller that asked for the fast in-place path).
 *
 * @example
 * const copy = cloneState(state);     // a new state, equal to `state`
 * copyState(scratch, state);          // `scratch` (a state of the same game) becomes equal to `state`
 */
import type { Board } from './board/board.ts';
import type { GameRules } from './options.ts';
import type { ExpansionStateFields } from './extension/additions.ts';
import type { Phase } from './phase.ts';
import {
  SCALAR_FIELDS,
  addStateFragment,
  arrayView,
  declaredScalars,
  layoutOf,
  viewsOf,
  type StateArrays,
  type StateFragment,
  type StateLayout,
  type StateScalars,
} from './state-layout.ts';

export {
  NO_CARD,
  DISPLAY_SIZE,
  HAND_LIMIT,
  MIN_CLOSE_LENGTH,
  Phase,
  OfficialBit,
} from './phase.ts';

/** What a game is played with: the same in every state of the game, shared, never copied. */
interface GameFrame {
  readonly board: Board;
  readonly rules: GameRules;
  readonly players: number;
  readonly startPlayer: number;
  readonly layout: StateLayout;
  /** Every array of the state, as bytes: the arrays below are views into its buffer. */
  readonly memory: Uint8Array;
  /** The expansions' scalars, a view at the start of the buffer (read through their names). */
  readonly expansionScalars: Float64Array;
}

/**
 * A game's state: the frame, the base game's arrays and scalars (state-layout.ts), and every
 * registered expansion's fields (each expansion adds their types to `ExpansionStateFields`).
 */
export type GameState = GameFrame & StateArrays & StateScalars & ExpansionStateFields;

/**
 * The one constructor of states: every state the engine makes comes from here, so all states
 * share one object shape (frame, arrays, scalars, in the layout's order, then the expansions'
 * arrays) and the rules' hot functions stay monomorphic. The base fields are written out by name
 * on purpose: named stores in a constructor give the fields places inside the object, and the
 * rules read them millions of times a second. The expansions' arrays follow in the order they
 * were declared; their scalars live in the buffer and are read through accessors of the
 * prototype (`declareExpansionScalars`), so that a copy of the buffer copies them too. The class
 * implements the layout's types, so a field added to a table and not here does not compile.
 */
class StateObject implements GameFrame, StateArrays, StateScalars {
  declare readonly board: Board;
  declare readonly rules: GameRules;
  declare readonly players: number;
  declare readonly startPlayer: number;
  declare readonly layout: StateLayout;
  declare readonly memory: Uint8Array;
  declare readonly expansionScalars: Float64Array;
  declare readonly rng: Uint32Array;
  declare readonly routeCities: Uint32Array;
  declare readonly houses: Uint32Array;
  declare readonly earnedStacks: Uint32Array;
  declare readonly supply: Uint8Array;
  declare readonly discard: Uint8Array;
  declare readonly display: Uint8Array;
  declare readonly hand: Uint8Array;
  declare readonly handSize: Uint8Array;
  declare readonly knownHand: Uint8Array;
  declare readonly route: Uint8Array;
  declare readonly routeStart: Uint8Array;
  declare readonly routeLength: Uint8Array;
  declare readonly housesLeft: Uint8Array;
  declare readonly carriages: Uint8Array;
  declare readonly stackLeft: Uint8Array;
  declare readonly tileStack: Uint8Array;
  declare readonly tileValue: Uint8Array;
  declare readonly tileCount: Uint8Array;
  declare ruleSet: number;
  declare supplyCount: number;
  declare discardCount: number;
  declare phase: Phase;
  declare current: number;
  declare turn: number;
  declare officialsUsed: number;
  declare drawsDone: number;
  declare drawsAllowed: number;
  declare playsDone: number;
  declare playsAllowed: number;
  declare closeHouses: number;
  declare closeProvinces: number;
  declare endTriggeredBy: number;
  declare endTriggeredNow: boolean;
  declare moveCount: number;

  constructor(
    frame: Omit<GameFrame, 'layout' | 'memory' | 'expansionScalars'>,
    layout: StateLayout,
    memory: Uint8Array,
    scalars: StateScalars,
  ) {
    const buffer = memory.buffer as ArrayBuffer;
    const views = viewsOf(layout, buffer);
    this.board = frame.board;
    this.rules = frame.rules;
    this.players = frame.players;
    this.startPlayer = frame.startPlayer;
    this.layout = layout;
    this.memory = memory;
    this.expansionScalars = new Float64Array(buffer, 0, layout.scalarCount);
    this.rng = views.rng;
    this.routeCities = views.routeCities;
    this.houses = views.houses;
    this.earnedStacks = views.earnedStacks;
    this.supply = views.supply;
    this.discard = views.discard;
    this.display = views.display;
    this.hand = views.hand;
    this.handSize = views.handSize;
    this.knownHand = views.knownHand;
    this.route = views.route;
    this.routeStart = views.routeStart;
    this.routeLength = views.routeLength;
    this.housesLeft = views.housesLeft;
    this.carriages = views.carriages;
    this.stackLeft = views.stackLeft;
    this.tileStack = views.tileStack;
    this.tileValue = views.tileValue;
    this.tileCount = views.tileCount;
    this.ruleSet = scalars.ruleSet;
    this.supplyCount = scalars.supplyCount;
    this.discardCount = scalars.discardCount;
    this.phase = scalars.phase;
    this.current = scalars.current;
    this.turn = scalars.turn;
    this.officialsUsed = scalars.officialsUsed;
    this.drawsDone = scalars.drawsDone;
    this.drawsAllowed = scalars.drawsAllowed;
    this.playsDone = scalars.playsDone;
    this.playsAllowed = scalars.playsAllowed;
    this.closeHouses = scalars.closeHouses;
    this.closeProvinces = scalars.closeProvinces;
    this.endTriggeredBy = scalars.endTriggeredBy;
    this.endTriggeredNow = scalars.endTriggeredNow;
    this.moveCount = scalars.moveCount;
    const fields = this as unknown as Record<string, unknown>;
    for (const { name, field } of layout.arrays)
      fields[name] = arrayView(layout, buffer, name, field);
  }
}

/**
 * Makes an expansion's scalars readable and writable on every state by name: each reads and
 * writes its slot of the state's `expansionScalars`. The registry calls it once per expansion.
 */
export function declareExpansionScalars(expansion: string, fragment: StateFragment): void {
  for (const { name, slot } of addStateFragment(expansion, fragment)) {
    Object.defineProperty(StateObject.prototype, name, {
      get(this: StateObject): number {
        return this.expansionScalars[slot]!;
      },
      set(this: StateObject, value: number) {
        this.expansionScalars[slot] = value;
      },
    });
  }
}

/** A state made by the constructor: it has every registered expansion's fields (see above). */
const stateOf = (made: StateObject): GameState => made as unknown as GameState;

/** The expansions' scalars of a new state: each at its declared first value. */
function initialExpansionScalars(s: GameState): void {
  for (const { slot, field } of declaredScalars()) {
    if (slot < s.expansionScalars.length) s.expansionScalars[slot] = field.initial;
  }
}

/**
 * A new state of a game: every base array zero, every scalar at its value in SCALAR_FIELDS (or
 * its expansion's) but the number of its rule set (composed by the caller: extension/registry.ts).
 */
export function createState(
  board: Board,
  rules: GameRules,
  players: number,
  startPlayer: number,
  ruleSet: number,
): GameState {
  const layout = layoutOf(board, players);
  const s = stateOf(
    new StateObject({ board, rules, players, startPlayer }, layout, new Uint8Array(layout.bytes), {
      ...SCALAR_FIELDS,
      ruleSet,
    }),
  );
  initialExpansionScalars(s);
  return s;
}

/** A deep copy: the frame is shared, the arrays (and the expansions' scalars) are a copy of the buffer. */
export function cloneState<S extends GameState>(s: S): S {
  return stateOf(new StateObject(s, s.layout, s.memory.slice(), s)) as S;
}

/**
 * Makes `into` equal to `from`, a state of the same game (same board and player count), without
 * allocating: one copy of the buffer and of the base game's scalars. The search bot's playouts
 * use it.
 */
export function copyState(into: GameState, from: GameState): void {
  if (into.layout !== from.layout) throw new Error('copyState: the states are of different games');
  into.memory.set(from.memory);
  into.ruleSet = from.ruleSet;
  // Written out, not looped over SCALAR_NAMES: named stores are several times faster here, the
  // search bot copies a state for every playout, and a test checks that every scalar is copied.
  into.supplyCount = from.supplyCount;
  into.discardCount = from.discardCount;
  into.phase = from.phase;
  into.current = from.current;
  into.turn = from.turn;
  into.officialsUsed = from.officialsUsed;
  into.drawsDone = from.drawsDone;
  into.drawsAllowed = from.drawsAllowed;
  into.playsDone = from.playsDone;
  into.playsAllowed = from.playsAllowed;
  into.closeHouses = from.closeHouses;
  into.closeProvinces = from.closeProvinces;
  into.endTriggeredBy = from.endTriggeredBy;
  into.endTriggeredNow = from.endTriggeredNow;
  into.moveCount = from.moveCount;
}

export const routeCapacity = (board: Board): number => board.routeCapacity;
export const tileCapacity = (board: Board): number => board.tileCapacity;

/** The route of a seat as city indices, left end first. */
export function routeOf(s: GameState, seat: number): number[] {
  const base = seat * routeCapacity(s.board) + s.routeStart[seat]!;
  return Array.from(s.route.subarray(base, base + s.routeLength[seat]!));
}

/** The hand of a seat as card types, sorted. */
export function handOf(s: GameState, seat: number): number[] {
  const cards: number[] = [];
  const n = s.board.cards.count;
  for (let card = 0; card < n; card++) {
    for (let k = s.hand[seat * n + card]!; k > 0; k--) cards.push(card);
  }
  return cards;
}

export const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};
