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

/**
 * The step of the turn whose decision is awaited: the base game's phases. An expansion with
 * decisions of its own takes further numbers, above the base game's (`allocatePhase`).
 */
export const Phase = {
  Draw: 0,
  Play: 1,
  Houses: 2,
  Carriage: 3,
  Discard: 4,
  Over: 5,
  /**
   * A closing whose carriage was taken, waiting for an expansion's decisions before it finishes
   * (Offices of Honor: the Cartwright's tile emptied its stack). Never the phase between two
   * moves: it is where play resumes after those decisions.
   */
  CarriageTaken: 6,
} as const;
/** A phase: one of the base game's, or a number an expansion allocated. */
export type Phase = number;

let lastPhase: number = Phase.CarriageTaken;

/** True in a phase of an expansion's own decisions. */
export const isExpansionPhase = (phase: Phase): boolean => phase > Phase.CarriageTaken;

/**
 * A phase number for a decision of an expansion's own, above every base phase: the base game
 * hands the decisions of such a phase to the expansion (extension/expansion.ts, `decisions`).
 * Numbers are given in the order expansions are loaded, so they are the same in every process
 * that loads the same expansions.
 */
export function allocatePhase(): number {
  return ++lastPhase;
}

/** Bits of `officialsUsed`. */
export const OfficialBit = {
  Administrator: 1,
  Postmaster: 2,
  PostalCarrier: 4,
  Cartwright: 8,
} as const;

/** An official's bit in `officialsUsed`. */
export type OfficialBitValue = (typeof OfficialBit)[keyof typeof OfficialBit];
