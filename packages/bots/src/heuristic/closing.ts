/**
 * When to close the route, and when to play a second card with the Postal Carrier. A route that no
 * card in hand extends is lost next turn (a card must be played, R8), so it is closed now if it
 * can be; otherwise the route is closed as soon as it earns the next carriage (with the Cartwright
 * if a city is missing), or in the last round. The Postal Carrier's second card is played when it
 * makes the next carriage this turn (tuning.ts says which of these rules were measured). An
 * expansion may close by rules of its own (its bot module's `closeChoice` hook).
 */
import { type GameState } from '@tnt/engine';
import { MoveKind } from '@tnt/engine/fast';
import { USEFUL_LENGTH, extendingCities, handMask } from './routes.ts';
import { policyHooks } from '../expansions/built-in.ts';
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
  const freely = policyHooks(s).carrierFreely;
  if (freely && carrierFree && carrier >= 0 && canExtend && length < USEFUL_LENGTH) {
    return carrier;
  }
  return end;
}
