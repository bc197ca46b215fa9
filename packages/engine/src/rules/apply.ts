/**
 * Applies a legal integer move to a state in place. The caller guarantees legality (the public
 * `applyMove` takes only checked moves; bots take moves from `generateMoves`), so this cannot fail.
 * After the move, the steps the engine takes by itself are settled: return rounds of Offices of
 * Honor that an emptied office stack calls for, and the turn's resumption after them.
 */
import {
  addToHand,
  discardCard,
  drawFromDisplay,
  removeFromHand,
  removeFromHandUnseen,
  replaceDisplay,
  takeFromSupply,
} from '../cards.ts';
import { MoveKind, moveArg, moveKind } from '../move.ts';
import { HAND_LIMIT, OfficialBit, Phase, routeCapacity, type GameState } from '../state.ts';
import {
  discardRoute,
  finishClosing,
  finishHouses,
  startClosing,
  takeCarriage,
} from './closing.ts';
import { hasHouseChoice, placeHouse } from './houses.ts';
import { advanceDraw, endTurn } from './turn.ts';
import { useOfficial } from './officials.ts';
import { addHorse } from './horses.ts';
import {
  nextReturnSeat,
  returnOffices,
  returnSeat,
  rewardHouse,
  startReturnRound,
} from './offices.ts';

export function applyCode(s: GameState, code: number): void {
  s.moveCount++;
  const resumes =
    s.phase >= Phase.ReturnOffices ? applyReturnRoundMove(s, code) : applyTurnMove(s, code);
  settle(s, resumes);
}

/** Return rounds called for by an emptied office stack, and the turn's resumption after them. */
function settle(s: GameState, resumes: boolean): void {
  let resume = resumes;
  for (;;) {
    if (resume) resumeTurn(s);
    if (s.pendingReturn === 0 || s.returnRound !== 0) return;
    resume = !startReturnRound(s, false, s.phase);
    if (!resume) return;
  }
}

/** Back to the turn where the return rounds interrupted it. */
function resumeTurn(s: GameState): void {
  if (s.phase === Phase.Draw) advanceDraw(s);
  // Only the Cartwright empties a stack during the carriage step, after the carriage is taken.
  else if (s.phase === Phase.Carriage) finishClosing(s, true);
}

/** A move of a return round; returns true when the rounds are over and the turn resumes. */
function applyReturnRoundMove(s: GameState, code: number): boolean {
  const seat = returnSeat(s);
  const arg = moveArg(code);
  switch (moveKind(code)) {
    case MoveKind.ReturnOffices:
      return !returnOffices(s, arg);
    case MoveKind.DrawSlot:
      drawFromDisplay(s, seat, arg);
      return !nextReturnSeat(s);
    case MoveKind.DrawSupply:
      addToHand(s, seat, takeFromSupply(s));
      return !nextReturnSeat(s);
    case MoveKind.House:
      return !rewardHouse(s, arg);
    default:
      // FinishHouses: the house reward declined.
      return !nextReturnSeat(s);
  }
}

function applyTurnMove(s: GameState, code: number): boolean {
  const seat = s.current;
  const arg = moveArg(code);
  switch (moveKind(code)) {
    case MoveKind.Administrator:
      useOfficial(s, OfficialBit.Administrator);
      replaceDisplay(s);
      advanceDraw(s);
      break;
    case MoveKind.Postmaster:
      useOfficial(s, OfficialBit.Postmaster);
      s.drawsAllowed = 2;
      s.phase = Phase.Draw;
      advanceDraw(s);
      break;
    case MoveKind.PostalCarrier:
      useOfficial(s, OfficialBit.PostalCarrier);
      s.playsAllowed = 2;
      break;
    case MoveKind.DrawSlot:
      drawFromDisplay(s, seat, arg);
      s.drawsDone++;
      advanceDraw(s);
      break;
    case MoveKind.DrawSupply:
      addToHand(s, seat, takeFromSupply(s));
      s.drawsDone++;
      advanceDraw(s);
      break;
    case MoveKind.PlayLeft:
    case MoveKind.PlayRight:
    case MoveKind.PlayNew:
      playCard(s, seat, arg, moveKind(code));
      break;
    case MoveKind.Close:
      startClosing(s);
      break;
    case MoveKind.House:
      placeHouse(s, seat, arg);
      if (!hasHouseChoice(s, seat)) finishHouses(s);
      break;
    case MoveKind.FinishHouses:
      finishHouses(s);
      break;
    case MoveKind.CarriageTake:
      takeCarriage(s, false);
      break;
    case MoveKind.CarriageCartwright:
      takeCarriage(s, true);
      break;
    case MoveKind.CarriageDecline:
      finishClosing(s, false);
      break;
    case MoveKind.Discard:
      removeFromHand(s, seat, arg);
      discardCard(s, arg);
      if (s.handSize[seat]! <= HAND_LIMIT) endTurn(s);
      break;
    case MoveKind.EndTurn:
      endTurn(s);
      break;
    case MoveKind.PlayHorse:
      removeFromHandUnseen(s, seat, arg);
      addHorse(s, seat, arg);
      s.playsDone++;
      break;
    case MoveKind.ReturnOffices:
      break;
  }
  return false;
}

function playCard(s: GameState, seat: number, card: number, kind: MoveKind): void {
  removeFromHand(s, seat, card);
  if (kind === MoveKind.PlayNew) discardRoute(s, seat);
  const base = seat * routeCapacity(s.board);
  if (kind === MoveKind.PlayLeft) {
    s.routeStart[seat]!--;
    s.route[base + s.routeStart[seat]!] = card;
  } else {
    s.route[base + s.routeStart[seat]! + s.routeLength[seat]!] = card;
  }
  s.routeLength[seat]!++;
  s.routeCities[seat] = (s.routeCities[seat]! | (1 << s.board.cards.city[card]!)) >>> 0;
  s.playsDone++;
}
