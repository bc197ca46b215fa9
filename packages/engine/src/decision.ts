/**
 * Whose decision the game awaits, and of what kind: the step of the turn. A UI shows the step's
 * moves; a server routes the decision to the seat; a bot is asked only when it is its seat.
 */
import { ruleSetOf } from './extension/rule-set.ts';
import { isExpansionPhase } from './phase.ts';
import { Phase, type GameState } from './state.ts';
import type { Decision, Step } from './steps.ts';

export type { Decision, Step };

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
  isExpansionPhase(s.phase) ? ruleSetOf(s).decisions[s.phase]!.seatOf(s) : s.current;

/** The awaited decision, or null once the game is over. */
export function decision(s: GameState): Decision | null {
  const step = stepOf(s);
  return step === null ? null : { seat: actingSeat(s), step };
}

export const isOver = (s: GameState): boolean => s.phase === Phase.Over;
