/**
 * The small constants of a game state: the steps of a turn (phases), the display's size and the
 * empty slot, the hand limit, and the bits of the officials used in a turn.
 */

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
