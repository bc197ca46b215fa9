/**
 * The Princess' Messenger for the bots: nobility letters pay for further officials (R11, R12), so
 * the Postal Carrier's second card is played whenever a card extends the route
 * (tuning.messengerCarrierFreely, measured apart), and the Postmaster is called when the letters
 * left still pay for a later official.
 */
import type { GameState } from '@tnt/engine';
import { tuning } from '../../heuristic/tuning.ts';
import type { BotExpansion } from '../bot-expansion.ts';

/**
 * Whether, after the Postmaster, the letters owned at the turn's start still pay for one more
 * official (2 letters, 1 for the Messenger figure's holder; R11, R13).
 */
export function laterOfficialPaid(s: GameState): boolean {
  const cost = s.rules.messengerFigure && s.messengerHolder === s.current ? 1 : 2;
  const postmaster = s.officialsUsed === 0 ? 0 : cost;
  return s.spendableLetters >= postmaster + cost;
}

export const MESSENGER_BOT: BotExpansion = {
  name: 'messenger',
  playedIn: (rules) => rules.messenger,
  hooks: {
    carrierFreely: tuning.messengerCarrierFreely,
    officialStillPaid: laterOfficialPaid,
  },
};
