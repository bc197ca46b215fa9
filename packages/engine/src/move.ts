/**
 * Moves: the small decisions a player makes, as plain JSON objects (for the wire, the UI and
 * records) and as one integer each (for the rules and bots, which handle millions a second).
 *
 * @example
 * const move: Move = { type: 'play', city: 'Ulm', end: 'right' };
 * moveToText(move); // 'play Ulm right'
 */

import { OfficialBit } from './phase.ts';

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
export const OFFICIAL_BITS: Readonly<Record<Official, number>> = {
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

export type Move =
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
  /** Power and Glory: a card played horse side up before the carriage. */
  | { readonly type: 'horse'; readonly city: string; readonly horses: number }
  | { readonly type: 'close' }
  | { readonly type: 'house'; readonly city: string }
  | { readonly type: 'finish-houses' }
  | { readonly type: 'carriage'; readonly choice: CarriageChoice }
  | { readonly type: 'discard'; readonly city: string; readonly horses?: number }
  | { readonly type: 'end-turn' }
  /** Offices of Honor: the office tiles returned in a return round (none: pass, final round only). */
  | { readonly type: 'return-offices'; readonly offices: readonly Official[] };

export type MoveType = Move['type'];

/** The integer form: a kind in the low 5 bits, its argument (a city or a slot) above. */
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
  ReturnOffices: 16,
  PlayHorse: 17,
} as const;
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind];

export const encodeMove = (kind: MoveKind, arg = 0): number => kind | (arg << 5);
export const moveKind = (code: number): MoveKind => (code & 31) as MoveKind;
export const moveArg = (code: number): number => code >>> 5;

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

/**
 * The integer form of a move. `arg` is the move's card type (play, horse, discard) or city
 * (house), found on the board by the caller; other moves ignore it.
 */
export function codeOfMove(move: Move, arg: number): number {
  switch (move.type) {
    case 'official':
      return encodeMove(OFFICIAL_KINDS[move.official]);
    case 'draw':
      return move.slot === 'supply'
        ? encodeMove(MoveKind.DrawSupply)
        : encodeMove(MoveKind.DrawSlot, move.slot);
    case 'play':
      return encodeMove(PLAY_KINDS[move.end], arg);
    case 'horse':
      return encodeMove(MoveKind.PlayHorse, arg);
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
    case 'return-offices':
      return encodeMove(MoveKind.ReturnOffices, officesMask(move.offices));
  }
}

export const officesMask = (offices: readonly Official[]): number =>
  offices.reduce((mask, name) => mask | (1 << OFFICIALS.indexOf(name)), 0);

export const officesOfMask = (mask: number): Official[] =>
  OFFICIALS.filter((_, kind) => (mask & (1 << kind)) !== 0);

/** What naming a move's cards and cities takes: a compiled board satisfies it. */
export interface MoveNaming {
  readonly cityNames: readonly string[];
  readonly cards: {
    readonly city: Uint8Array;
    readonly horses: Uint8Array;
    readonly withHorses: boolean;
  };
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
    case MoveKind.PlayHorse:
      return { type: 'horse', city, horses: naming.cards.horses[arg]! };
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
    case MoveKind.ReturnOffices:
      return { type: 'return-offices', offices: officesOfMask(arg) };
  }
}
