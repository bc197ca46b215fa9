/**
 * The whole state of a game, hidden parts included. It lives in typed arrays so that a state can
 * be copied in a few hundred nanoseconds and played millions of moves a second by bots; the
 * readable form for players is `playerView` and the stored form is the game record.
 *
 * The state is mutated only by the rules modules of this package, and only on a copy made by the
 * public `applyMove` (or by a caller that asked for the fast in-place path).
 */
import type { Board } from './board/board.ts';
import type { GameRules } from './options.ts';

/** An empty display slot. */
export const NO_CARD = 255;
export const DISPLAY_SIZE = 6;
/** Cards a player may keep after closing a route. */
export const HAND_LIMIT = 3;
/** The route a player must have at least to close it. */
export const MIN_CLOSE_LENGTH = 3;

/** The step of the turn whose decision is awaited. */
export const Phase = {
  Draw: 0,
  Play: 1,
  Houses: 2,
  Carriage: 3,
  Discard: 4,
  Over: 5,
  /** Offices of Honor: a seat returns office tiles, then may draw or place a house as its reward. */
  ReturnOffices: 6,
  RewardDraw: 7,
  RewardHouse: 8,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/** Bits of `officialsUsed`. */
export const OfficialBit = {
  Administrator: 1,
  Postmaster: 2,
  PostalCarrier: 4,
  Cartwright: 8,
} as const;

export interface GameState {
  readonly board: Board;
  readonly rules: GameRules;
  readonly players: number;
  readonly startPlayer: number;
  readonly rng: Uint32Array;

  /** Cards are city indices. The supply's top card is at `supplyCount - 1`. */
  readonly supply: Uint8Array;
  supplyCount: number;
  readonly discard: Uint8Array;
  discardCount: number;
  readonly display: Uint8Array;

  /**
   * Cards in hand, counted per card type (board.cards; on the base board a type is a city):
   * `hand[seat * board.cards.count + type]`. Supply, discards, display and routes hold types too.
   */
  readonly hand: Uint8Array;
  readonly handSize: Uint8Array;
  /**
   * Cards in hand that every player knows of, counted per city like `hand`: taken face up from
   * the display and not played or discarded since. Public, so bots can sample the rest.
   */
  readonly knownHand: Uint8Array;
  /** Route cards of each seat in a deque `route[seat * routeCapacity + i]`, i in [start, start + length). */
  readonly route: Uint8Array;
  readonly routeStart: Uint8Array;
  readonly routeLength: Uint8Array;
  readonly routeCities: Uint32Array;

  readonly houses: Uint32Array;
  readonly housesLeft: Uint8Array;
  /** Carriages taken per seat (0 = none; k = the k-th value of the board's carriage list). */
  readonly carriages: Uint8Array;
  /** Tiles left per bonus stack. */
  readonly stackLeft: Uint8Array;
  /** Bit set of the stacks each seat holds a tile of. */
  readonly earnedStacks: Uint32Array;
  /** Tiles held, in the order taken: `tileStack/tileValue[seat * tileCapacity + i]`. */
  readonly tileStack: Uint8Array;
  readonly tileValue: Uint8Array;
  readonly tileCount: Uint8Array;

  phase: Phase;
  current: number;
  /** Turns begun so far, 1 for the first. */
  turn: number;
  officialsUsed: number;
  drawsDone: number;
  drawsAllowed: number;
  playsDone: number;
  playsAllowed: number;
  /** While closing: the houses placed in this closing and their provinces. */
  closeHouses: number;
  closeProvinces: number;
  /** The seat that first took the last carriage or placed its last house, or -1. */
  endTriggeredBy: number;
  /** Set when this closing triggered the game end: the game-end tile follows the carriage (R5). */
  endTriggeredNow: boolean;
  /** Moves applied since the start. */
  moveCount: number;

  // The Princess' Messenger (R11-R13).
  /** Nobility letters held per seat. */
  readonly letters: Uint8Array;
  /** Bit set of the cities whose letter still lies on the board. */
  cityLetters: number;
  /** Letters the current player may still spend this turn: owned at its start, less those paid. */
  spendableLetters: number;
  /** Seat holding the Messenger figure, or -1. */
  messengerHolder: number;

  // Power and Glory's horses, counted per card type like `hand`.
  readonly horseCards: Uint8Array;
  readonly horseCount: Uint8Array;
  readonly horsePower: Uint8Array;

  // Offices of Honor (R14). Office kinds are indexed like the bits of OfficialBit (0-3).
  /** Office tiles left in each stack. */
  readonly officeLeft: Uint8Array;
  /** Office tiles held: `officeTiles[seat * 4 + kind]`. */
  readonly officeTiles: Uint8Array;
  /** Victory point chips held per seat. */
  readonly chips: Uint8Array;
  chipsLeft: number;
  /** Bit set of office kinds whose stack was just emptied and awaits a return round. */
  pendingReturn: number;
  /** 0: no return round; 1: a return round; 2: the final return round. */
  returnRound: number;
  /** The seat that returns first in this round, and how many seats have had their go. */
  returnFirst: number;
  returnIndex: number;
  /** Office kinds emptied: rounds repeat while one of their stacks is still empty. */
  returnEmptied: number;
  /** The phase the turn goes back to after the return rounds (Carriage: finish the closing). */
  resumePhase: Phase;
}

export const routeCapacity = (board: Board): number => board.routeCapacity;
export const tileCapacity = (board: Board): number => board.tileCapacity;

/**
 * A deep copy: the board and rules are shared, every array is new. Every state the engine makes
 * comes from here (setup and sampling copy their first draft), so all states share one object
 * shape and the rules' hot functions stay monomorphic.
 */
export function cloneState(s: GameState): GameState {
  return {
    board: s.board,
    rules: s.rules,
    players: s.players,
    startPlayer: s.startPlayer,
    rng: s.rng.slice(),
    supply: s.supply.slice(),
    supplyCount: s.supplyCount,
    discard: s.discard.slice(),
    discardCount: s.discardCount,
    display: s.display.slice(),
    hand: s.hand.slice(),
    handSize: s.handSize.slice(),
    knownHand: s.knownHand.slice(),
    route: s.route.slice(),
    routeStart: s.routeStart.slice(),
    routeLength: s.routeLength.slice(),
    routeCities: s.routeCities.slice(),
    houses: s.houses.slice(),
    housesLeft: s.housesLeft.slice(),
    carriages: s.carriages.slice(),
    stackLeft: s.stackLeft.slice(),
    earnedStacks: s.earnedStacks.slice(),
    tileStack: s.tileStack.slice(),
    tileValue: s.tileValue.slice(),
    tileCount: s.tileCount.slice(),
    phase: s.phase,
    current: s.current,
    turn: s.turn,
    officialsUsed: s.officialsUsed,
    drawsDone: s.drawsDone,
    drawsAllowed: s.drawsAllowed,
    playsDone: s.playsDone,
    playsAllowed: s.playsAllowed,
    closeHouses: s.closeHouses,
    closeProvinces: s.closeProvinces,
    endTriggeredBy: s.endTriggeredBy,
    endTriggeredNow: s.endTriggeredNow,
    moveCount: s.moveCount,
    letters: s.letters.slice(),
    cityLetters: s.cityLetters,
    spendableLetters: s.spendableLetters,
    messengerHolder: s.messengerHolder,
    horseCards: s.horseCards.slice(),
    horseCount: s.horseCount.slice(),
    horsePower: s.horsePower.slice(),
    officeLeft: s.officeLeft.slice(),
    officeTiles: s.officeTiles.slice(),
    chips: s.chips.slice(),
    chipsLeft: s.chipsLeft,
    pendingReturn: s.pendingReturn,
    returnRound: s.returnRound,
    returnFirst: s.returnFirst,
    returnIndex: s.returnIndex,
    returnEmptied: s.returnEmptied,
    resumePhase: s.resumePhase,
  };
}

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
