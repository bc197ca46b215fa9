/**
 * Power and Glory (000): the players' carriages score nothing (R15), so a route is not closed for
 * the next carriage but built to the length worth most (`routeTarget`: as far as the hand's cards
 * reach, for the route tiles up to 8 cities) and closed there, once its horses pull it. A route
 * the hand cannot extend further is closed too: it is not lost next turn (a card can always go to
 * the carriage as horses), but waiting earns nothing. The Postal Carrier's second card extends
 * the route or brings the horses it lacks.
 */
import type { GameState } from '@tnt/engine';
import { MoveKind } from '@tnt/engine/fast';
import { endIsNear } from '../../heuristic/closing.ts';
import { findMove } from '../../heuristic/codes.ts';
import { handMask, routePotential } from '../../heuristic/routes.ts';
import { tuning } from '../../heuristic/tuning.ts';
import { horsesPulling, routeTarget } from './horses.ts';

export function horsesCloseChoice(s: GameState, codes: Int32Array, n: number): number {
  const seat = s.current;
  const length = s.routeLength[seat]!;
  const target = routeTarget(s, length, routePotential(s, seat, handMask(s, seat)));
  const close = findMove(codes, n, MoveKind.Close);
  const carrier = findMove(codes, n, MoveKind.PostalCarrier);
  if (close >= 0) {
    const lastRound = s.endTriggeredBy >= 0;
    if (length >= target || lastRound || (tuning.horsesCloseNearEnd && endIsNear(s, seat))) {
      return close;
    }
  }
  const carrierFree = s.officialsUsed === 0 || tuning.paidCarrierFreely;
  const wanted = length < target || horsesPulling(s, seat) < Math.max(length, 3);
  if (carrierFree && carrier >= 0 && s.handSize[seat]! > 0 && wanted) return carrier;
  return findMove(codes, n, MoveKind.EndTurn);
}
