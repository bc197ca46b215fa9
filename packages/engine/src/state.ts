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
import {
  SCALAR_FIELDS,
  layoutOf,
  viewsOf,
  type StateArrays,
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
}

export type GameState = GameFrame & StateArrays & StateScalars;

/**
 * The one constructor of states: every state the engine makes comes from here, so all states
 * share one object shape (frame, arrays, scalars, in the layout's order) and the rules' hot
 * functions stay monomorphic. The fields are written out as one object literal on purpose: an
 * object whose fields are added one by one under computed names is kept by the JavaScript engine
 * as a dictionary, and every field read of the rules then costs a lookup (four times slower
 * self-play). The `GameState` type is derived from the layout tables, so a field added there and
 * not here, or here and not there, does not compile.
 */
function assemble(
  frame: Omit<GameFrame, 'layout' | 'memory'>,
  layout: StateLayout,
  memory: Uint8Array,
  scalars: StateScalars,
): GameState {
  const views = viewsOf(layout, memory.buffer as ArrayBuffer);
  const s: GameState = {
    board: frame.board,
    rules: frame.rules,
    players: frame.players,
    startPlayer: frame.startPlayer,
    layout,
    memory,
    rng: views.rng,
    routeCities: views.routeCities,
    houses: views.houses,
    earnedStacks: views.earnedStacks,
    supply: views.supply,
    discard: views.discard,
    display: views.display,
    hand: views.hand,
    handSize: views.handSize,
    knownHand: views.knownHand,
    route: views.route,
    routeStart: views.routeStart,
    routeLength: views.routeLength,
    housesLeft: views.housesLeft,
    carriages: views.carriages,
    stackLeft: views.stackLeft,
    tileStack: views.tileStack,
    tileValue: views.tileValue,
    tileCount: views.tileCount,
    letters: views.letters,
    horseCards: views.horseCards,
    horseCount: views.horseCount,
    horsePower: views.horsePower,
    officeLeft: views.officeLeft,
    officeTiles: views.officeTiles,
    chips: views.chips,
    ruleSet: scalars.ruleSet,
    supplyCount: scalars.supplyCount,
    discardCount: scalars.discardCount,
    phase: scalars.phase,
    current: scalars.current,
    turn: scalars.turn,
    officialsUsed: scalars.officialsUsed,
    drawsDone: scalars.drawsDone,
    drawsAllowed: scalars.drawsAllowed,
    playsDone: scalars.playsDone,
    playsAllowed: scalars.playsAllowed,
    closeHouses: scalars.closeHouses,
    closeProvinces: scalars.closeProvinces,
    endTriggeredBy: scalars.endTriggeredBy,
    endTriggeredNow: scalars.endTriggeredNow,
    moveCount: scalars.moveCount,
    cityLetters: scalars.cityLetters,
    spendableLetters: scalars.spendableLetters,
    messengerHolder: scalars.messengerHolder,
    chipsLeft: scalars.chipsLeft,
    pendingReturn: scalars.pendingReturn,
    returnRound: scalars.returnRound,
    returnFirst: scalars.returnFirst,
    returnIndex: scalars.returnIndex,
    returnEmptied: scalars.returnEmptied,
    resumePhase: scalars.resumePhase,
  };
  return s;
}

/**
 * A new state of a game: every array zero, every scalar at its value in SCALAR_FIELDS but the
 * number of its rule set (composed for `rules` and `board` by the caller: expansions/compose.ts).
 */
export function createState(
  board: Board,
  rules: GameRules,
  players: number,
  startPlayer: number,
  ruleSet: number,
): GameState {
  const layout = layoutOf(board, players);
  return assemble({ board, rules, players, startPlayer }, layout, new Uint8Array(layout.bytes), {
    ...SCALAR_FIELDS,
    ruleSet,
  });
}

/** A deep copy: the frame is shared, the arrays are a copy of the buffer. */
export function cloneState(s: GameState): GameState {
  return assemble(s, s.layout, s.memory.slice(), s);
}

/**
 * Makes `into` equal to `from`, a state of the same game (same board and player count), without
 * allocating: one copy of the buffer and of the scalars. The search bot's playouts use it.
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
  into.cityLetters = from.cityLetters;
  into.spendableLetters = from.spendableLetters;
  into.messengerHolder = from.messengerHolder;
  into.chipsLeft = from.chipsLeft;
  into.pendingReturn = from.pendingReturn;
  into.returnRound = from.returnRound;
  into.returnFirst = from.returnFirst;
  into.returnIndex = from.returnIndex;
  into.returnEmptied = from.returnEmptied;
  into.resumePhase = from.resumePhase;
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
