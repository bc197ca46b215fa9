/**
 * Whose decision the game awaits, and of what kind: the step of the turn. A UI shows the step's
 * moves; a server routes the decision to the seat; a bot is asked only when it is its seat.
 */
import { ruleSetOf } from './expansions/rule-set.ts';
import { Phase, type GameState } from './state.ts';

export const STEPS = [
  'draw',
  'play',
  'close',
  'houses',
  'carriage',
  'discard',
  'return-offices',
  'reward-draw',
  'reward-house',
] as const;
/**
 * draw: draw a card (or call the Administrator); play: play a card (or call the Postmaster);
 * close: close the route or end the turn (or call the Postal Carrier); houses: place houses;
 * carriage: take or decline a carriage; discard: cut the hand to 3. Offices of Honor:
 * return-offices: return office tiles in a return round; reward-draw: draw the card two tiles earn;
 * reward-house: place the house four tiles earn. These three are asked of any seat in turn, not
 * only of the player whose turn it is.
 */
export type Step = (typeof STEPS)[number];

export interface Decision {
  readonly seat: number;
  readonly step: Step;
}

export function stepOf(s: GameState): Step | null {
  switch (s.phase) {
    case Phase.Draw:
      return 'draw';
    case Phase.Play:
      return s.playsDone < s.playsAllowed && s.handSize[s.current]! > 0 ? 'play' : 'close';
    case Phase.Houses:
      return 'houses';
    case Phase.Carriage:
      return 'carriage';
    case Phase.Discard:
      return 'discard';
    case Phase.Over:
      return null;
    default:
      return ruleSetOf(s).decisions[s.phase]!.stepOf(s);
  }
}

/** The seat whose decision is awaited: the current one, or a seat an expansion's decision asks. */
export const actingSeat = (s: GameState): number =>
  s.phase > Phase.Over ? ruleSetOf(s).decisions[s.phase]!.seatOf(s) : s.current;

/** The awaited decision, or null once the game is over. */
export function decision(s: GameState): Decision | null {
  const step = stepOf(s);
  return step === null ? null : { seat: actingSeat(s), step };
}

export const isOver = (s: GameState): boolean => s.phase === Phase.Over;
