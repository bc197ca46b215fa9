/**
 * The base game's policy hooks: what the heuristic does where no expansion played says otherwise.
 */
import { closeChoice } from '../heuristic/closing.ts';
import { tuning } from '../heuristic/tuning.ts';
import type { BotPolicyHooks } from './hooks.ts';

/** A city where the seat has no house yet: closing there places a house. */
const FREE_CITY = 0.25;

export const BASE_HOOKS: BotPolicyHooks = {
  closeChoice: (s, codes, n) => closeChoice(s, codes, n),
  newHouseWorth: () => FREE_CITY,
  carrierFreely: tuning.carrierFreely,
  officialStillPaid: () => false,
  drawBonus: () => null,
  postmasterRefused: () => false,
  discardCost: () => 0,
  otherPlayValue: () => null,
  // A decision the policy has no rule for takes the first move.
  otherDecision: () => -1,
};
