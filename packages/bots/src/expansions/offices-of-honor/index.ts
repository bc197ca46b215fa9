/**
 * Offices of Honor for the bots: the return rounds' decisions, asked of any seat (R14). Return as
 * many different tiles as allowed (the reward grows with them and the tiles score nothing), draw
 * the best card, build the house worth most.
 */
import { Phase, decision, type GameState, type RngState } from '@tnt/engine';
import { MoveKind, moveArg, moveKind } from '@tnt/engine/fast';
import { housesValue } from '../../heuristic/houses.ts';
import { bestIndex, drawChoice } from '../../heuristic/policy.ts';
import { popcount } from '../../heuristic/routes.ts';
import type { BotExpansion } from '../bot-expansion.ts';

export function officesChoice(s: GameState, codes: Int32Array, n: number, rng: RngState): number {
  const seat = decision(s)?.seat ?? s.current;
  if (s.phase === Phase.RewardDraw) return drawChoice(s, seat, codes, n, rng);
  return bestIndex(codes, n, rng, (code) => {
    const kind = moveKind(code);
    if (kind === MoveKind.ReturnOffices) return popcount(moveArg(code));
    if (kind === MoveKind.House) return housesValue(s, seat, s.houses[seat]!, 1 << moveArg(code));
    return 0;
  });
}

export const OFFICES_OF_HONOR_BOT: BotExpansion = {
  name: 'offices',
  playedIn: (rules) => rules.offices,
  // Alone 1.17, 1.42 and 1.11 times the base game's with 2, 3 and 4 players; set above that so that
  // with three and four players the product with Power and Glory's covers all three expansions
  // together (3.06 and 2.55; heads-up 1.62, which the caps leave room for).
  iterationCost: [1.2, 1.4, 1.25],
  hooks: {
    otherDecision: (s, codes, n, rng) => officesChoice(s, codes, n, rng),
  },
};
