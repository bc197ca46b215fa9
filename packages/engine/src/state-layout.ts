/**
 * The layout of a game state, defined once: every array field with its element type, its length
 * for a board and a player count, and who may see it; every scalar field with its value in a new
 * state. Creating, copying and rebuilding a state (setup.ts, state.ts, determinize.ts) are derived
 * from these two tables, so a field added here is created, copied and rebuilt everywhere.
 *
 * All arrays of one state are views into one ArrayBuffer (32-bit fields first, for alignment), so
 * copying a state into another of the same game is one `set` of its bytes and a few scalars.
 *
 * @example
 * const layout = layoutOf(board, 4);
 * layout.bytes; // the size of one state's arrays, a little over 1 KB on the base board
 */
import type { Board } from './board/board.ts';
import { DISPLAY_SIZE, Phase } from './phase.ts';

/**
 * Who may see a field: `public` (every seat and spectators), `own` (a per-seat array whose part
 * for a seat only that seat sees: hands, and Power and Glory's horse cards), or `secret` (nobody:
 * the seed's generator and the supply's order).
 */
export type Visibility = 'public' | 'own' | 'secret';

/** How long an array is, given the game's board and player count. */
type Length = (board: Board, players: number) => number;

interface ArrayField {
  readonly type: 'u8' | 'u32';
  readonly length: Length;
  readonly visibility: Visibility;
}

/** Office kinds: Administrator, Postmaster, Postal Carrier, Cartwright (Offices of Honor). */
export const OFFICE_KINDS = 4;

const seats: Length = (_, players) => players;
const perSeatCards: Length = (board, players) => players * board.cards.count;
const deck: Length = (board) => board.cardCount;
const u8 = (length: Length, visibility: Visibility = 'public'): ArrayField & { type: 'u8' } => ({
  type: 'u8',
  length,
  visibility,
});
const u32 = (length: Length, visibility: Visibility = 'public'): ArrayField & { type: 'u32' } => ({
  type: 'u32',
  length,
  visibility,
});

/** The array fields, 32-bit ones first. Cards are card types (on the base board, a city). */
export const ARRAY_FIELDS = {
  /** The sfc32 generator of every shuffle (rng.ts). */
  rng: u32(() => 4, 'secret'),
  /** Bit set of the cities in each seat's route. */
  routeCities: u32(seats),
  /** Bit set of the cities where each seat has a house. */
  houses: u32(seats),
  /** Bit set of the bonus stacks each seat holds a tile of. */
  earnedStacks: u32(seats),
  /** The supply; its top card is at `supplyCount - 1`. Its order is the game's secret. */
  supply: u8(deck, 'secret'),
  /** The discard pile, `discardCount` cards: public by its contents (R17). */
  discard: u8(deck),
  /** The six face-up cards; NO_CARD marks an empty slot. */
  display: u8(() => DISPLAY_SIZE),
  /** Cards in hand counted per type: `hand[seat * board.cards.count + type]`. */
  hand: u8(perSeatCards, 'own'),
  handSize: u8(seats),
  /**
   * Cards of each hand that every player knows of for certain, counted per type like `hand`:
   * taken face up, less one for each card of the type that left the hand since (cards.ts).
   */
  knownHand: u8(perSeatCards),
  /** Route cards of each seat in a deque `route[seat * routeCapacity + i]`, i in [start, start + length). */
  route: u8((board, players) => players * board.routeCapacity),
  routeStart: u8(seats),
  routeLength: u8(seats),
  housesLeft: u8(seats),
  /** Carriages taken per seat (0 = none; k = the k-th value of the board's carriage list). */
  carriages: u8(seats),
  /** Tiles left per bonus stack. */
  stackLeft: u8((board) => board.stacks.length),
  /** Tiles held, in the order taken: `tileStack/tileValue[seat * tileCapacity + i]`, `tileCount` each. */
  tileStack: u8((board, players) => players * board.tileCapacity),
  tileValue: u8((board, players) => players * board.tileCapacity),
  tileCount: u8(seats),
  /** The Princess' Messenger: nobility letters held per seat (R11, R12). */
  letters: u8(seats),
  /** Power and Glory: cards played horse side up, counted per type like `hand` (R15). */
  horseCards: u8(perSeatCards, 'own'),
  horseCount: u8(seats),
  horsePower: u8(seats),
  /** Offices of Honor: office tiles left in each stack, by office kind (R14). */
  officeLeft: u8(() => OFFICE_KINDS),
  /** Office tiles held: `officeTiles[seat * OFFICE_KINDS + kind]`. */
  officeTiles: u8((_, players) => players * OFFICE_KINDS),
  /** Victory point chips held per seat. */
  chips: u8(seats),
} as const satisfies Record<string, ArrayField>;

/** The scalar fields, with their values in a new state. */
export const SCALAR_FIELDS = {
  /**
   * The number of the game's rule set: its expansions' hooks, composed once for the game
   * (expansions/rule-set.ts). The same in every state of a game.
   */
  ruleSet: 0,
  supplyCount: 0,
  discardCount: 0,
  /** The step of the turn whose decision is awaited. */
  phase: Phase.Draw as Phase,
  /** The seat whose turn it is (in a return round the decision may be another seat's). */
  current: 0,
  /** Turns begun so far, 1 for the first. */
  turn: 1,
  /** Bits of OfficialBit: the officials used this turn. */
  officialsUsed: 0,
  drawsDone: 0,
  drawsAllowed: 1,
  playsDone: 0,
  playsAllowed: 1,
  /** While closing: the houses placed in this closing and their provinces. */
  closeHouses: 0,
  closeProvinces: 0,
  /** The seat that first took the last carriage or placed its last house, or -1. */
  endTriggeredBy: -1,
  /** Set when this closing triggered the game end: the game-end tile follows the carriage (R5). */
  endTriggeredNow: false as boolean,
  /** Moves applied since the start. */
  moveCount: 0,
  /** The Princess' Messenger: bit set of the cities whose letter still lies on the board. */
  cityLetters: 0,
  /** Letters the current player may still spend this turn: owned at its start, less those paid. */
  spendableLetters: 0,
  /** Seat holding the Messenger figure, or -1. */
  messengerHolder: -1,
  /** Offices of Honor: victory point chips left. */
  chipsLeft: 0,
  /** Bit set of office kinds whose stack was just emptied and awaits a return round. */
  pendingReturn: 0,
  /** 0: no return round; 1: a return round; 2: the final return round. */
  returnRound: 0,
  /** The seat that returns first in this round, and how many seats have had their go. */
  returnFirst: 0,
  returnIndex: 0,
  /** Office kinds emptied: rounds repeat while one of their stacks is still empty. */
  returnEmptied: 0,
  /** The phase the turn goes back to after the return rounds (Carriage: finish the closing). */
  resumePhase: Phase.Draw as Phase,
};

export type ArrayFieldName = keyof typeof ARRAY_FIELDS;
export type ScalarFieldName = keyof typeof SCALAR_FIELDS;

type ArrayOf<F> = F extends { readonly type: 'u32' } ? Uint32Array : Uint8Array;
export type StateArrays = { readonly [K in ArrayFieldName]: ArrayOf<(typeof ARRAY_FIELDS)[K]> };
export type StateScalars = { -readonly [K in ScalarFieldName]: (typeof SCALAR_FIELDS)[K] };

export const ARRAY_NAMES = Object.keys(ARRAY_FIELDS) as readonly ArrayFieldName[];
export const SCALAR_NAMES = Object.keys(SCALAR_FIELDS) as readonly ScalarFieldName[];

/** Where each array of one game's states lies in its buffer. */
export interface StateLayout {
  readonly bytes: number;
  readonly offsets: Readonly<Record<ArrayFieldName, number>>;
  readonly lengths: Readonly<Record<ArrayFieldName, number>>;
}

const layouts = new WeakMap<Board, Map<number, StateLayout>>();

/** The layout of the states of a game on `board` with `players` seats (computed once, then shared). */
export function layoutOf(board: Board, players: number): StateLayout {
  let byPlayers = layouts.get(board);
  if (!byPlayers) layouts.set(board, (byPlayers = new Map<number, StateLayout>()));
  const known = byPlayers.get(players);
  if (known) return known;
  const offsets = {} as Record<ArrayFieldName, number>;
  const lengths = {} as Record<ArrayFieldName, number>;
  let at = 0;
  for (const name of ARRAY_NAMES) {
    const field: ArrayField = ARRAY_FIELDS[name];
    offsets[name] = at;
    lengths[name] = field.length(board, players);
    at += lengths[name] * (field.type === 'u32' ? 4 : 1);
  }
  const layout = { bytes: at, offsets, lengths };
  byPlayers.set(players, layout);
  return layout;
}

/** The views of every array field on one state's buffer. */
export function viewsOf(layout: StateLayout, buffer: ArrayBuffer): StateArrays {
  const views = {} as Record<ArrayFieldName, Uint8Array | Uint32Array>;
  for (const name of ARRAY_NAMES) {
    const field: ArrayField = ARRAY_FIELDS[name];
    views[name] =
      field.type === 'u32'
        ? new Uint32Array(buffer, layout.offsets[name], layout.lengths[name])
        : new Uint8Array(buffer, layout.offsets[name], layout.lengths[name]);
  }
  return views as StateArrays;
}
