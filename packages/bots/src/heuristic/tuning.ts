/**
 * Weights of the heuristic, kept in one place so that variants can be measured one against
 * another (1 variant against 3 of the default, 300 games each; see docs/bots.md). Read-only for
 * the bots: every bot of a process shares them.
 */
export interface Tuning {
  /** Shortest route closed while a card in hand still extends it, if a carriage can be taken. */
  readonly minClose: number;
  /** Cities short of the next carriage that the Cartwright may make up when closing early (<= 2). */
  readonly cartwrightShort: number;
  /** Close any route of 3 or more when another seat may end the game with its next closing. */
  readonly closeNearEnd: boolean;
  /** Call the Postmaster unless the turn's official is kept for the Cartwright or Postal Carrier. */
  readonly usePostmaster: boolean;
  /** Play a second card with the Postal Carrier whenever one extends the route. */
  readonly carrierFreely: boolean;
  /** Worth of a blind draw from the supply, against a display card's gain (2 a city of reach). */
  readonly supplyValue: number;
  /**
   * The Princess' Messenger: call the Postmaster whenever the letters left would still pay for
   * the Cartwright or the Postal Carrier later in the turn (officials are then not exclusive).
   */
  readonly postmasterWhenLettersPay: boolean;
  /**
   * The Princess' Messenger: also pay letters for the Postal Carrier's second card when it does
   * not reach the next carriage (the free Postal Carrier is called whenever a card extends).
   */
  readonly paidCarrierFreely: boolean;
  /**
   * Power and Glory: cities of route growth the horses are made ready for. 0: a card goes to
   * horses only once the route is longer than its horses can pull; 1: one city ahead.
   */
  readonly horseLookahead: number;
  /** Power and Glory: when discarding, the worth of a horse on the card given up (kept cards pull). */
  readonly discardHorseWeight: number;
}

/**
 * Measured choices: closing at 4 beat closing at 3 or 5 (16.7% and 28.7% win share for 5 and 3
 * against three bots closing at 4); the Cartwright for one missing city only beat two (22.3%);
 * never calling the Postmaster lost badly (9%).
 */
export const tuning: Tuning = {
  minClose: 4,
  cartwrightShort: 1,
  closeNearEnd: true,
  usePostmaster: true,
  carrierFreely: true,
  supplyValue: 0.6,
  postmasterWhenLettersPay: false,
  paidCarrierFreely: true,
  horseLookahead: 0,
  discardHorseWeight: 0,
};
