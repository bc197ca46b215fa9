/**
 * Calling officials. In the base game one official helps each turn (001). With The Princess'
 * Messenger (000, R11) each official helps at most once a turn: the first is free, each further
 * one costs 2 nobility letters (1 for the holder of the Messenger figure), paid from the letters
 * owned at the start of the turn.
 */
import { OfficialBit, type GameState } from '../state.ts';
import { takeOfficeTile } from './offices.ts';

export type OfficialBitValue = (typeof OfficialBit)[keyof typeof OfficialBit];

/** Letters the next official of this turn costs. */
export function officialCost(s: GameState): number {
  if (s.officialsUsed === 0) return 0;
  return s.rules.messengerFigure && s.messengerHolder === s.current ? 1 : 2;
}

/** True if the official may still be called this turn (its timing is the caller's to check). */
export function officialAvailable(s: GameState, official: OfficialBitValue): boolean {
  if (s.officialsUsed === 0) return true;
  if (!s.rules.messenger || (s.officialsUsed & official) !== 0) return false;
  return officialCost(s) <= s.spendableLetters;
}

export function useOfficial(s: GameState, official: OfficialBitValue): void {
  const cost = officialCost(s);
  s.letters[s.current]! -= cost;
  s.spendableLetters -= cost;
  s.officialsUsed |= official;
  if (s.rules.offices) takeOfficeTile(s, official);
}
