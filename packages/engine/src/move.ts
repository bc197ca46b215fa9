/**
 * Moves: the small decisions a player makes, as plain JSON objects (for the wire, the UI and
 * records) and as one integer each (for the rules and bots, which handle millions a second).
 *
 * @example
 * const move: Move = { type: 'play', city: 'Ulm', end: 'right' };
 * moveToText(move); // 'play Ulm right'
 */

import type { MoveError } from './errors.ts';
import type { ExpansionMoves } from './extension/additions.ts';
import { OfficialBit, type OfficialBitValue } from './phase.ts';
import type { Result } from './result.ts';

/** The four officials, in the order of their office kinds (0-3) and of OfficialBit's bits. */
export const OFFICIALS = ['administrator', 'postmaster', 'postal-carrier', 'cartwright'] as const;
export type Official = (typeof OFFICIALS)[number];

/** The officials that are chosen by a move of their own; the Cartwright is chosen with a carriage. */
export const CALLABLE_OFFICIALS = ['administrator', 'postmaster', 'postal-carrier'] as const;
export type CallableOfficial = (typeof CALLABLE_OFFICIALS)[number];
/** Where a card played goes: either end of the route, or a new route (R8). */
export const ROUTE_ENDS = ['left', 'right', 'new'] as const;
export type RouteEnd = (typeof ROUTE_ENDS)[number];
export const CARRIAGE_CHOICES = ['take', 'cartwright', 'decline'] as const;
export type CarriageChoice = (typeof CARRIAGE_CHOICES)[number];

/** Each official's bit in a state's `officialsUsed` (OfficialBit, in the order of OFFICIALS). */
export const OFFICIAL_BITS: Readonly<Record<Official, OfficialBitValue>> = {
  administrator: OfficialBit.Administrator,
  postmaster: OfficialBit.Postmaster,
  'postal-carrier': OfficialBit.PostalCarrier,
  cartwright: OfficialBit.Cartwright,
};

/** The officials whose bits are set in `bits`, in the order of OFFICIALS. */
export const officialsOfBits = (bits: number): Official[] =>
  OFFICIALS.filter((name) => (bits & OFFICIAL_BITS[name]) !== 0);

/** The bits of a list of officials. */
export const bitsOfOfficials = (names: readonly Official[]): number =>
  names.reduce((bits, name) => bits | OFFICIAL_BITS[name], 0);

/** The base game's moves. */
export type BaseMove =
  | { readonly type: 'official'; readonly official: CallableOfficial }
  /** `slot` is a display slot 0-5, or the supply. */
  | { readonly type: 'draw'; readonly slot: number | 'supply' }
  /**
   * Extend the route at one end, or discard the route (if any) and start a new one (R8). On a
   * board whose cards show horses (Power and Glory), `horses` says which of the city's cards.
   */
  | {
      readonly type: 'play';
      readonly city: string;
      readonly horses?: number;
      readonly end: RouteEnd;
    }
  | { readonly type: 'close' }
  | { readonly type: 'house'; readonly city: string }
  | { readonly type: 'finish-houses' }
  | { readonly type: 'carriage'; readonly choice: CarriageChoice }
  | { readonly type: 'discard'; readonly city: string; readonly horses?: number }
  | { readonly type: 'end-turn' };

/** The moves the expansions add (each declares its own: extension/additions.ts). */
export type ExpansionMove = ExpansionMoves[keyof ExpansionMoves];

/** Every move: the base game's and the expansions'. */
export type Move = BaseMove | ExpansionMove;

export type MoveType = Move['type'];

/**
 * The integer form: a kind in the low 5 bits, its argument (a city, a card type, a slot) above.
 * These are the base game's kinds; an expansion's moves take further kinds (`allocateMoveKind`).
 */
export const MoveKind = {
  Administrator: 0,
  Postmaster: 1,
  PostalCarrier: 2,
  DrawSlot: 3,
  DrawSupply: 4,
  PlayLeft: 5,
  PlayRight: 6,
  PlayNew: 7,
  Close: 8,
  House: 9,
  FinishHouses: 10,
  CarriageTake: 11,
  CarriageCartwright: 12,
  CarriageDecline: 13,
  Discard: 14,
  EndTurn: 15,
} as const;
/** A move's kind: one of the base game's, or a number an expansion allocated. */
export type MoveKind = number;

/** Kinds fit in the low 5 bits of a move's integer form. */
const KIND_BITS = 5;
let lastKind: number = MoveKind.EndTurn;

/**
 * A kind for a move of an expansion's, after the base game's. Kinds are given in the order
 * expansions are loaded, so they are the same in every process that loads the same expansions.
 */
export function allocateMoveKind(): number {
  if (lastKind + 1 >= 1 << KIND_BITS) throw new Error('no move kind is left');
  return ++lastKind;
}

export const encodeMove = (kind: MoveKind, arg = 0): number => kind | (arg << KIND_BITS);
export const moveKind = (code: number): MoveKind => code & ((1 << KIND_BITS) - 1);
export const moveArg = (code: number): number => code >>> KIND_BITS;

const OFFICIAL_KINDS: Record<CallableOfficial, MoveKind> = {
  administrator: MoveKind.Administrator,
  postmaster: MoveKind.Postmaster,
  'postal-carrier': MoveKind.PostalCarrier,
};
const PLAY_KINDS: Record<RouteEnd, MoveKind> = {
  left: MoveKind.PlayLeft,
  right: MoveKind.PlayRight,
  new: MoveKind.PlayNew,
};
const CARRIAGE_KINDS: Record<CarriageChoice, MoveKind> = {
  take: MoveKind.CarriageTake,
  cartwright: MoveKind.CarriageCartwright,
  decline: MoveKind.CarriageDecline,
};

/** What naming a move's cards and cities takes: a compiled board satisfies it. */
export interface MoveNaming {
  readonly cityNames: readonly string[];
  readonly cards: {
    readonly city: Uint8Array;
    readonly horses: Uint8Array;
    readonly withHorses: boolean;
  };
}

/**
 * An expansion's move, in all its forms: JSON (checked from untrusted input), integer, and text.
 * The expansion declares one per move type (extension/expansion.ts, `moves`); the engine's
 * parser, notation and integer forms hand the move's type and kinds to it. Members are methods,
 * so that a form of one move type stands in the registry's list of forms of any.
 */
export interface MoveForm<M extends { readonly type: string } = ExpansionMove> {
  /** The move's JSON type. */
  readonly type: M['type'];
  /** Its integer kinds (allocateMoveKind). */
  readonly kinds: readonly MoveKind[];
  /** One line of the text notation, for its documentation: the form and what it does. */
  readonly notation: string;
  /**
   * The city card the move names, when it names one (a move on the board's cards): validation
   * finds its card type on the board and passes it to `encode`.
   */
  cardOf?(move: M): { readonly city: string; readonly horses?: number | undefined };
  /** Checks untrusted input whose `type` is this form's: ERR_MALFORMED if it is not one. */
  parse(input: Readonly<Record<string, unknown>>): Result<M, MoveError>;
  /** The integer form; `arg` is the card type the move names (0 when it names none). */
  encode(move: M, arg: number): number;
  /** The JSON form of a code of one of its kinds. */
  decode(code: number, naming: MoveNaming): M;
  toText(move: M): string;
  /** Reads the move from the notation's words; null when the words are not this move's. */
  fromText(words: readonly string[]): Result<M, MoveError> | null;
}

/** The expansions' move forms, by move type and by kind (the registry adds them). */
const formsByType = new Map<string, MoveForm>();
const formsByKind: (MoveForm | undefined)[] = [];

/** Adds an expansion's move form; a type or kind that has a form already is refused. */
export function addMoveForm(form: MoveForm): void {
  if (BASE_MOVE_TYPES.has(form.type) || formsByType.has(form.type)) {
    throw new Error(`the move type "${form.type}" has a form already`);
  }
  for (const kind of form.kinds) {
    if (kind <= MoveKind.EndTurn || formsByKind[kind] !== undefined) {
      throw new Error(`the move kind ${kind} has a form already`);
    }
  }
  formsByType.set(form.type, form);
  for (const kind of form.kinds) formsByKind[kind] = form;
}

/** The form of an expansion's move type, if one is known. */
export const formOfType = (type: string): MoveForm | undefined => formsByType.get(type);
/** Every expansion move form, in the order they were added. */
export const moveForms = (): readonly MoveForm[] => [...formsByType.values()];

export const BASE_MOVE_TYPES: ReadonlySet<string> = new Set<BaseMove['type']>([
  'official',
  'draw',
  'play',
  'close',
  'house',
  'finish-houses',
  'carriage',
  'discard',
  'end-turn',
]);

/** True for the base game's moves. */
export const isBaseMove = (move: Move): move is BaseMove => BASE_MOVE_TYPES.has(move.type);

/**
 * The integer form of a move. `arg` is the move's card type (play, discard, an expansion's move
 * on a card) or city (house), found on the board by the caller; other moves ignore it.
 */
export function codeOfMove(move: Move, arg: number): number {
  if (!isBaseMove(move)) return formsByType.get(move.type)!.encode(move, arg);
  switch (move.type) {
    case 'official':
      return encodeMove(OFFICIAL_KINDS[move.official]);
    case 'draw':
      return move.slot === 'supply'
        ? encodeMove(MoveKind.DrawSupply)
        : encodeMove(MoveKind.DrawSlot, move.slot);
    case 'play':
      return encodeMove(PLAY_KINDS[move.end], arg);
    case 'close':
      return encodeMove(MoveKind.Close);
    case 'house':
      return encodeMove(MoveKind.House, arg);
    case 'finish-houses':
      return encodeMove(MoveKind.FinishHouses);
    case 'carriage':
      return encodeMove(CARRIAGE_KINDS[move.choice]);
    case 'discard':
      return encodeMove(MoveKind.Discard, arg);
    case 'end-turn':
      return encodeMove(MoveKind.EndTurn);
  }
}

/** The JSON form of an integer move. */
export function moveOfCode(code: number, naming: MoveNaming): Move {
  const arg = moveArg(code);
  const kind = moveKind(code);
  const city =
    naming.cityNames[kind === MoveKind.House ? arg : (naming.cards.city[arg] ?? 0)] ?? '?';
  const horses = naming.cards.withHorses ? { horses: naming.cards.horses[arg]! } : {};
  switch (kind) {
    case MoveKind.Administrator:
      return { type: 'official', official: 'administrator' };
    case MoveKind.Postmaster:
      return { type: 'official', official: 'postmaster' };
    case MoveKind.PostalCarrier:
      return { type: 'official', official: 'postal-carrier' };
    case MoveKind.DrawSlot:
      return { type: 'draw', slot: arg };
    case MoveKind.DrawSupply:
      return { type: 'draw', slot: 'supply' };
    case MoveKind.PlayLeft:
      return { type: 'play', city, ...horses, end: 'left' };
    case MoveKind.PlayRight:
      return { type: 'play', city, ...horses, end: 'right' };
    case MoveKind.PlayNew:
      return { type: 'play', city, ...horses, end: 'new' };
    case MoveKind.Close:
      return { type: 'close' };
    case MoveKind.House:
      return { type: 'house', city };
    case MoveKind.FinishHouses:
      return { type: 'finish-houses' };
    case MoveKind.CarriageTake:
      return { type: 'carriage', choice: 'take' };
    case MoveKind.CarriageCartwright:
      return { type: 'carriage', choice: 'cartwright' };
    case MoveKind.CarriageDecline:
      return { type: 'carriage', choice: 'decline' };
    case MoveKind.Discard:
      return { type: 'discard', city, ...horses };
    case MoveKind.EndTurn:
      return { type: 'end-turn' };
    default:
      return formsByKind[kind]!.decode(code, naming);
  }
}
