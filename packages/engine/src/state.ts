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
  ARRAY_NAMES,
  SCALAR_FIELDS,
  SCALAR_NAMES,
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
 * functions stay monomorphic.
 */
function assemble(
  frame: Omit<GameFrame, 'layout' | 'memory'>,
  layout: StateLayout,
  memory: Uint8Array,
  scalars: StateScalars,
): GameState {
  const s: Record<string, unknown> = {
    board: frame.board,
    rules: frame.rules,
    players: frame.players,
    startPlayer: frame.startPlayer,
    layout,
    memory,
  };
  const views = viewsOf(layout, memory.buffer as ArrayBuffer);
  for (const name of ARRAY_NAMES) s[name] = views[name];
  for (const name of SCALAR_NAMES) s[name] = scalars[name];
  return s as unknown as GameState;
}

/** A new state of a game: every array zero, every scalar at its value in SCALAR_FIELDS. */
export function createState(
  board: Board,
  rules: GameRules,
  players: number,
  startPlayer: number,
): GameState {
  const layout = layoutOf(board, players);
  return assemble(
    { board, rules, players, startPlayer },
    layout,
    new Uint8Array(layout.bytes),
    SCALAR_FIELDS,
  );
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
  const target = into as unknown as Record<string, unknown>;
  for (const name of SCALAR_NAMES) target[name] = from[name];
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
