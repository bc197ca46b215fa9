/**
 * Calling officials. In the base game one official helps each turn (001 "the support of one
 * official"), and the Administrator is called before the first draw (R7). An expansion may
 * replace this rule (expansion.ts, `officials`: the Messenger's letters buy further officials);
 * every official used is announced to the expansions (`officialUsed`: Offices of Honor's tiles).
 */
import { moveError } from '../errors.ts';
import type { OfficialRules } from '../extension/expansion.ts';
import type { OfficialBitValue } from '../phase.ts';
import { ruleSetOf } from '../extension/rule-set.ts';
import type { GameState } from '../state.ts';

export type { OfficialBitValue };

/** The base game's rule: one official a turn. */
export const ONE_OFFICIAL_A_TURN: OfficialRules = {
  administratorAfterDraws: false,
  furtherAvailable: () => false,
  payFurther: () => undefined,
  refusal: () =>
    moveError(
      'ERR_OFFICIAL_ALREADY_USED',
      'only one official may help each turn (001 "the support of one official")',
    ),
  administratorTiming: 'the Administrator replaces the display before the first draw (R7)',
};

/** True if the official may still be called this turn (its timing is the caller's to check). */
export function officialAvailable(s: GameState, official: OfficialBitValue): boolean {
  return s.officialsUsed === 0 || ruleSetOf(s).officials.furtherAvailable(s, official);
}

export function useOfficial(s: GameState, official: OfficialBitValue): void {
  const rules = ruleSetOf(s);
  if (s.officialsUsed !== 0) rules.officials.payFurther(s);
  s.officialsUsed |= official;
  rules.officialUsed(s, official);
}
