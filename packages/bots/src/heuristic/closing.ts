/**
 * When to close the route, and when to play a second card with the Postal Carrier. A route that no
 * card in hand extends is lost next turn (a card must be played, R8), so it is closed now if it
 * can be; otherwise the route is closed as soon as it earns the next carriage (with the Cartwright
 * if a city is missing), or in the last round. The Postal Carrier's second card is played when it
 * makes the next carriage this turn (tuning.ts says which of these rules were measured). Power and
 * Glory has no carriages to earn and rules of its own (`horsesCloseChoice`).
 */
import { type GameState } from '@tnt/engine';
import { MoveKind } from '@tnt/engine/fast';
import { USEFUL_LENGTH, extendingCities, handMask, routePotential } from './routes.ts';
import { horsesPulling, routeTarget } from './horses.ts';
import { findMove } from './codes.ts';
import { tuning } from './tuning.ts';

/** Value of the seat's next carriage (3-7), or a length no route reaches when none is left. */
export function nextCarriage(s: GameState, seat: number): number {
  return s.board.carriageValues[s.carriages[seat]!] ?? 99;
}

/**
 * The game ends this round (R9), or another seat can end it with its next closing: it holds the
 * second-last carriage and a route the Cartwright could close for the last one next turn, or it
 * has houses for one more closing at most.
 */
export function endIsNear(s: GameState, seat: number): boolean {
  if (s.endTriggeredBy >= 0) return true;
  const carriages = s.board.carriageValues;
  const last = carriages[carriages.length - 1]!;
  for (let other = 0; other < s.players; other++) {
    if (other === seat) continue;
    const lastCarriageSoon =
      s.carriages[other] === carriages.length - 1 && s.routeLength[other]! + 1 >= last - 2;
    if (lastCarriageSoon || s.housesLeft[other]! <= 2) return true;
  }
  return false;
}

/** The index in `codes` of the close-step move: close, a second card, or the end of the turn. */
export function closeChoice(s: GameState, codes: Int32Array, n: number): number {
  if (s.rules.horses) return horsesCloseChoice(s, codes, n);
  const seat = s.current;
  const length = s.routeLength[seat]!;
  const canExtend = (extendingCities(s, seat) & handMask(s, seat)) !== 0;
  const next = nextCarriage(s, seat);
  const close = findMove(codes, n, MoveKind.Close);
  const carrier = findMove(codes, n, MoveKind.PostalCarrier);
  const end = findMove(codes, n, MoveKind.EndTurn);
  // A second card that makes the next carriage this turn.
  if (carrier >= 0 && canExtend && length < next && length + 1 >= next) return carrier;
  if (close >= 0) {
    const cartwright = s.officialsUsed === 0 && length >= next - tuning.cartwrightShort;
    const lastRound = s.endTriggeredBy >= 0;
    if (
      !canExtend ||
      ((length >= next || cartwright) && length >= tuning.minClose) ||
      length >= USEFUL_LENGTH ||
      lastRound ||
      (tuning.closeNearEnd && endIsNear(s, seat))
    )
      return close;
  }
  const carrierFree = s.officialsUsed === 0 || tuning.paidCarrierFreely;
  const freely = s.rules.messenger ? tuning.messengerCarrierFreely : tuning.carrierFreely;
  if (freely && carrierFree && carrier >= 0 && canExtend && length < USEFUL_LENGTH) {
    return carrier;
  }
  return end;
}

/**
 * Power and Glory (000): the players' carriages score nothing (R15), so a route is not closed for
 * the next carriage but built to the length worth most (`routeTarget`: as far as the hand's cards
 * reach, for the route tiles up to 8 cities) and closed there, once its horses pull it. A route
 * the hand cannot extend further is closed too: it is not lost next turn (a card can always go to
 * the carriage as horses), but waiting earns nothing. The Postal Carrier's second card extends
 * the route or brings the horses it lacks.
 */
function horsesCloseChoice(s: GameState, codes: Int32Array, n: number): number {
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
