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
  /** Power and Glory: `closeNearEnd` there (its rules were measured with it). */
  readonly horsesCloseNearEnd: boolean;
  /** Call the Postmaster unless the turn's official is kept for the Cartwright or Postal Carrier. */
  readonly usePostmaster: boolean;
  /** Play a second card with the Postal Carrier whenever one extends the route. */
  readonly carrierFreely: boolean;
  /**
   * The Princess' Messenger: `carrierFreely` there. Measured apart: with the Messenger the free
   * second card won (54.2% heads-up against the rules before, where saving the Postal Carrier for
   * the next carriage won 32.6%), while in the base game and with the Offices saving it won.
   */
  readonly messengerCarrierFreely: boolean;
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
  /**
   * Power and Glory: when choosing the length a route is built to, the worth of a city of length
   * against the points of the route tile that length takes (a longer route places more houses).
   */
  readonly tileLengthWeight: number;
  /**
   * Power and Glory: the Postmaster is called only with at most this many cards in hand; with more,
   * the turn's official is kept for the Postal Carrier. Plays, not cards, run short there: a route
   * needs its horses as well as its cities, and a hand beyond 3 is cut after the closing.
   */
  readonly postmasterHandLimit: number;
  /** Power and Glory: worth of each horse over 2 on a display card while the route lacks horses. */
  readonly drawHorseWeight: number;
  /** Power and Glory: worth of playing a city where the seat has no house yet (0.25 in the base game). */
  readonly newHouseCity: number;
}

/**
 * Measured choices: the Cartwright for one missing city only beat two (22.3% win share against
 * three bots of one); never calling the Postmaster lost badly (9%). Measured again with 4,000
 * games each (2026-11-24, docs/bots.md): closing at 3 instead of 4, the Postal Carrier only for the
 * next carriage, and no early closing near the end won 60.7% heads-up against the rules before,
 * 45.7% with 3 players (parity 33.3%) and 34.8% as one bot against three (parity 25%); with the
 * Offices 62.6%, 42.0% and 34.6%. With the Messenger the Postal Carrier stays free (see
 * messengerCarrierFreely): 53.0%, 37.7% and 31.8%; with both 55.9%, 39.3% and 34.8%. Power
 * and Glory (one bot against three of the rules before them, 1,000-2,000 games each,
 * docs/bots.md): the Postmaster up to 4 cards in hand won 77% (3 cards 73%, 5 cards 73%, always
 * 51%); the weights of a new house (1), of a discarded card's horses (1) and of a display card's
 * horses (0.5) added 2-3 points of win share each.
 */
export const tuning: Tuning = {
  minClose: 3,
  cartwrightShort: 1,
  closeNearEnd: false,
  horsesCloseNearEnd: true,
  usePostmaster: true,
  carrierFreely: false,
  messengerCarrierFreely: true,
  supplyValue: 0.6,
  postmasterWhenLettersPay: false,
  paidCarrierFreely: true,
  horseLookahead: 0,
  discardHorseWeight: 1,
  tileLengthWeight: 0.5,
  postmasterHandLimit: 4,
  drawHorseWeight: 0.5,
  newHouseCity: 1,
};
