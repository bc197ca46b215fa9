/**
 * The heuristic's policy hooks: the points where an expansion changes how the bots play. The
 * shared policy (heuristic/policy.ts, heuristic/closing.ts, search/rollout.ts) asks these hooks
 * and never which expansions are played; each expansion's bot module (expansions/<name>/) gives
 * its own, and built-in.ts composes them for a game's rules.
 *
 * @example
 * const hooks = policyHooks(state);
 * if (hooks.postmasterRefused(state, seat)) return play;
 */
import type { GameState, RngState } from '@tnt/engine';

export interface BotPolicyHooks {
  /** The close step's choice (an index in `codes`): close, a second card, or the end of the turn. */
  readonly closeChoice: (s: GameState, codes: Int32Array, n: number) => number;
  /** Worth of playing a city where the seat has no house yet: closing there places a house. */
  readonly newHouseWorth: (s: GameState) => number;
  /** Play a second card with the Postal Carrier whenever one extends the route. */
  readonly carrierFreely: boolean;
  /** Whether, after the Postmaster, the turn's letters still pay for one more official. */
  readonly officialStillPaid: (s: GameState) => boolean;
  /**
   * The extra worth of drawing each display card, worked out once per draw (`potential`: the
   * length the hand's cards could reach), or null when the cards' cities are all that count.
   */
  readonly drawBonus: (
    s: GameState,
    seat: number,
    potential: number,
  ) => ((card: number) => number) | null;
  /** Whether the Postmaster is kept back this turn whatever the play. */
  readonly postmasterRefused: (s: GameState, seat: number) => boolean;
  /** What a discarded card costs beyond its city (say, the horses it would have pulled). */
  readonly discardCost: (s: GameState, card: number) => number;
  /** The worth of a play of a kind the base game has not (a card as horses), or null. */
  readonly otherPlayValue: (s: GameState, seat: number, code: number) => number | null;
  /** The choice (an index in `codes`, or -1) in a phase the base game has not. */
  readonly otherDecision: (s: GameState, codes: Int32Array, n: number, rng: RngState) => number;
}
