/**
 * The layout of a game state, defined once: every array field with its element type, its length
 * for a board and a player count, and who may see it; every scalar field with its value in a new
 * state. The base game's fields are the two tables below; each expansion declares its own in the
 * same form (a `StateFragment` of its module), and the registry adds them here. Creating, copying
 * and rebuilding a state (state.ts, setup.ts, determinize.ts) and the plain fields of a player
 * view (view.ts) are derived from these tables, so a field declared once is created, copied,
 * shown and rebuilt everywhere.
 *
 * All arrays of one state are views into one ArrayBuffer (the expansions' scalars first, as
 * 64-bit numbers, then the 32-bit arrays, then the bytes), so copying a state into another of the
 * same game is one `set` of its bytes and the base game's scalars.
 *
 * @example
 * const layout = layoutOf(board, 4);
 * layout.bytes; // the size of one state's buffer, a little over 1 KB on the base board
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
export type Length = (board: Board, players: number) => number;

/**
 * An array field. A public array with one element per seat may be `shown` as it is: then each
 * seat of a player view has a number field of the same name, and a state rebuilt from a view
 * takes it back (view.ts, determinize.ts).
 */
export interface ArrayField {
  readonly type: 'u8' | 'u32';
  readonly length: Length;
  readonly visibility: Visibility;
  readonly shown?: 'per-seat';
}

/**
 * An expansion's scalar field: its value in a new state, and who may see it. A public scalar may
 * be `shown` as it is, as a number field of the same name in every player view.
 */
export interface ScalarField {
  readonly initial: number;
  readonly visibility: Visibility;
  readonly shown?: 'table';
}

/** The fields an expansion adds to the state. */
export interface StateFragment {
  readonly arrays?: Readonly<Record<string, ArrayField>>;
  readonly scalars?: Readonly<Record<string, ScalarField>>;
}

/** One element per seat. */
export const SEATS: Length = (_, players) => players;
/** One element per card type and seat: `field[seat * board.cards.count + type]`. */
export const PER_SEAT_CARDS: Length = (board, players) => players * board.cards.count;
const deck: Length = (board) => board.cardCount;

export const u8 = (
  length: Length,
  visibility: Visibility = 'public',
): ArrayField & { readonly type: 'u8' } => ({
  type: 'u8',
  length,
  visibility,
});
export const u32 = (
  length: Length,
  visibility: Visibility = 'public',
): ArrayField & { type: 'u32' } => ({
  type: 'u32',
  length,
  visibility,
});
/** A public byte per seat, shown as it is in every seat of a player view. */
export const shownPerSeat = (): ArrayField => ({
  type: 'u8',
  length: SEATS,
  visibility: 'public',
  shown: 'per-seat',
});
/** A scalar, public unless said otherwise. */
export const scalar = (initial: number, visibility: Visibility = 'public'): ScalarField => ({
  initial,
  visibility,
});
/** A public scalar, shown as it is in every player view. */
export const shownScalar = (initial: number): ScalarField => ({
  initial,
  visibility: 'public',
  shown: 'table',
});

/** The base game's array fields, 32-bit ones first. Cards are card types (on the base board, a city). */
export const ARRAY_FIELDS = {
  /** The sfc32 generator of every shuffle (rng.ts). */
  rng: u32(() => 4, 'secret'),
  /** Bit set of the cities in each seat's route. */
  routeCities: u32(SEATS),
  /** Bit set of the cities where each seat has a house. */
  houses: u32(SEATS),
  /** Bit set of the bonus stacks each seat holds a tile of. */
  earnedStacks: u32(SEATS),
  /** The supply; its top card is at `supplyCount - 1`. Its order is the game's secret. */
  supply: u8(deck, 'secret'),
  /** The discard pile, `discardCount` cards: public by its contents (R17). */
  discard: u8(deck),
  /** The six face-up cards; NO_CARD marks an empty slot. */
  display: u8(() => DISPLAY_SIZE),
  /** Cards in hand counted per type: `hand[seat * board.cards.count + type]`. */
  hand: u8(PER_SEAT_CARDS, 'own'),
  handSize: u8(SEATS),
  /**
   * Cards of each hand that every player knows of for certain, counted per type like `hand`:
   * taken face up, less one for each card of the type that left the hand since (cards.ts).
   */
  knownHand: u8(PER_SEAT_CARDS),
  /** Route cards of each seat in a deque `route[seat * routeCapacity + i]`, i in [start, start + length). */
  route: u8((board, players) => players * board.routeCapacity),
  routeStart: u8(SEATS),
  routeLength: u8(SEATS),
  housesLeft: u8(SEATS),
  /** Carriages taken per seat (0 = none; k = the k-th value of the board's carriage list). */
  carriages: u8(SEATS),
  /** Tiles left per bonus stack. */
  stackLeft: u8((board) => board.stacks.length),
  /** Tiles held, in the order taken: `tileStack/tileValue[seat * tileCapacity + i]`, `tileCount` each. */
  tileStack: u8((board, players) => players * board.tileCapacity),
  tileValue: u8((board, players) => players * board.tileCapacity),
  tileCount: u8(SEATS),
} as const satisfies Record<string, ArrayField>;

/** The base game's scalar fields, with their values in a new state. */
export const SCALAR_FIELDS = {
  /**
   * The number of the game's rule set: its expansions' hooks, composed once for the game
   * (extension/rule-set.ts). The same in every state of a game.
   */
  ruleSet: 0,
  supplyCount: 0,
  discardCount: 0,
  /** The step of the turn whose decision is awaited. */
  phase: Phase.Draw as Phase,
  /** The seat whose turn it is (an expansion's decision may be another seat's). */
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
};

export type ArrayFieldName = keyof typeof ARRAY_FIELDS;
export type ScalarFieldName = keyof typeof SCALAR_FIELDS;

type ArrayOf<F> = F extends { readonly type: 'u32' } ? Uint32Array : Uint8Array;
export type StateArrays = { readonly [K in ArrayFieldName]: ArrayOf<(typeof ARRAY_FIELDS)[K]> };
export type StateScalars = { -readonly [K in ScalarFieldName]: (typeof SCALAR_FIELDS)[K] };

export const ARRAY_NAMES = Object.keys(ARRAY_FIELDS) as readonly ArrayFieldName[];
export const SCALAR_NAMES = Object.keys(SCALAR_FIELDS) as readonly ScalarFieldName[];

/** A field an expansion declared, with the expansion that declared it. */
export interface DeclaredArray {
  readonly name: string;
  readonly expansion: string;
  readonly field: ArrayField;
}
export interface DeclaredScalar {
  readonly name: string;
  readonly expansion: string;
  readonly field: ScalarField;
  /** Its place among the expansions' scalars in a state's buffer. */
  readonly slot: number;
}

/** The expansions' fields, in the order they were declared (the registry adds them). */
const expansionArrays: DeclaredArray[] = [];
const expansionScalars: DeclaredScalar[] = [];

export const declaredArrays = (): readonly DeclaredArray[] => expansionArrays;
export const declaredScalars = (): readonly DeclaredScalar[] => expansionScalars;

/** Every field name of a state, the expansions' included, to refuse a name declared twice. */
function fieldNames(): Set<string> {
  return new Set<string>([
    ...ARRAY_NAMES,
    ...SCALAR_NAMES,
    ...expansionArrays.map((f) => f.name),
    ...expansionScalars.map((f) => f.name),
  ]);
}

/**
 * Adds an expansion's fields to every layout made from now on (a state made before has none of
 * them; the registry adds the expansions before any game is made). Returns its scalars' slots.
 */
export function addStateFragment(expansion: string, fragment: StateFragment): DeclaredScalar[] {
  const taken = fieldNames();
  const names = [...Object.keys(fragment.arrays ?? {}), ...Object.keys(fragment.scalars ?? {})];
  const clash = names.find((name) => taken.has(name));
  if (clash !== undefined)
    throw new Error(`${expansion}: the state already has a field "${clash}"`);
  for (const [name, field] of Object.entries(fragment.arrays ?? {})) {
    expansionArrays.push({ name, expansion, field });
  }
  const added: DeclaredScalar[] = [];
  for (const [name, field] of Object.entries(fragment.scalars ?? {})) {
    const declared = { name, expansion, field, slot: expansionScalars.length };
    expansionScalars.push(declared);
    added.push(declared);
  }
  generation++;
  return added;
}

/** Changes whenever an expansion adds fields: layouts made before are not reused after. */
let generation = 0;

/** Where each array of one game's states lies in its buffer. */
export interface StateLayout {
  readonly bytes: number;
  /** Byte offset and length (in elements) of every array, the expansions' included. */
  readonly offsets: Readonly<Record<string, number>>;
  readonly lengths: Readonly<Record<string, number>>;
  /** The expansions' arrays in this layout, in order. */
  readonly arrays: readonly DeclaredArray[];
  /** How many expansion scalars the buffer holds (at its start, 8 bytes each). */
  readonly scalarCount: number;
}

const layouts = new WeakMap<Board, Map<string, StateLayout>>();

/** The arrays of a layout, in buffer order: 32-bit ones first (base, then expansions'). */
function arraysInOrder(): { name: string; field: ArrayField }[] {
  const all = [
    ...ARRAY_NAMES.map((name): { name: string; field: ArrayField } => ({
      name,
      field: ARRAY_FIELDS[name],
    })),
    ...expansionArrays,
  ];
  return [
    ...all.filter((f) => f.field.type === 'u32'),
    ...all.filter((f) => f.field.type === 'u8'),
  ];
}

/** The layout of the states of a game on `board` with `players` seats (computed once, then shared). */
export function layoutOf(board: Board, players: number): StateLayout {
  let byPlayers = layouts.get(board);
  if (!byPlayers) layouts.set(board, (byPlayers = new Map<string, StateLayout>()));
  const key = `${players}/${generation}`;
  const known = byPlayers.get(key);
  if (known) return known;
  const offsets: Record<string, number> = {};
  const lengths: Record<string, number> = {};
  const scalarCount = expansionScalars.length;
  let at = scalarCount * 8;
  for (const { name, field } of arraysInOrder()) {
    offsets[name] = at;
    lengths[name] = field.length(board, players);
    at += lengths[name] * (field.type === 'u32' ? 4 : 1);
  }
  const layout = { bytes: at, offsets, lengths, arrays: [...expansionArrays], scalarCount };
  byPlayers.set(key, layout);
  return layout;
}

/** The views of every base array field on one state's buffer. */
export function viewsOf(layout: StateLayout, buffer: ArrayBuffer): StateArrays {
  const views: Record<string, Uint8Array | Uint32Array> = {};
  for (const name of ARRAY_NAMES) views[name] = arrayView(layout, buffer, name, ARRAY_FIELDS[name]);
  return views as StateArrays;
}

/** The view of one array field on a state's buffer. */
export function arrayView(
  layout: StateLayout,
  buffer: ArrayBuffer,
  name: string,
  field: ArrayField,
): Uint8Array | Uint32Array {
  const offset = layout.offsets[name]!;
  const length = layout.lengths[name]!;
  return field.type === 'u32'
    ? new Uint32Array(buffer, offset, length)
    : new Uint8Array(buffer, offset, length);
}
