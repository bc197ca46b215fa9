/**
 * Applies a legal integer move to a state in place. The caller guarantees legality (the public
 * `applyMove` takes only checked moves; bots take moves from `generateMoves`), so this cannot fail.
 */
import {
  addToHand,
  discardCard,
  drawFromDisplay,
  removeFromHand,
  replaceDisplay,
  takeFromSupply,
} from '../cards.ts';
import { MoveKind, moveArg, moveKind } from '../move.ts';
import { HAND_LIMIT, OfficialBit, Phase, routeCapacity, type GameState } from '../state.ts';
import {
  discardRoute,
  finishClosing,
  finishHouses,
  hasHouseChoice,
  placeHouse,
  startClosing,
  takeCarriage,
} from './closing.ts';
import { advanceDraw, endTurn } from './turn.ts';

export function applyCode(s: GameState, code: number): void {
  const seat = s.current;
  const arg = moveArg(code);
  s.moveCount++;
  switch (moveKind(code)) {
    case MoveKind.Administrator:
      s.officialsUsed |= OfficialBit.Administrator;
      replaceDisplay(s);
      advanceDraw(s);
      return;
    case MoveKind.Postmaster:
      s.officialsUsed |= OfficialBit.Postmaster;
      s.drawsAllowed = 2;
      s.phase = Phase.Draw;
      advanceDraw(s);
      return;
    case MoveKind.PostalCarrier:
      s.officialsUsed |= OfficialBit.PostalCarrier;
      s.playsAllowed = 2;
      return;
    case MoveKind.DrawSlot:
      drawFromDisplay(s, seat, arg);
      s.drawsDone++;
      advanceDraw(s);
      return;
    case MoveKind.DrawSupply:
      addToHand(s, seat, takeFromSupply(s));
      s.drawsDone++;
      advanceDraw(s);
      return;
    case MoveKind.PlayLeft:
    case MoveKind.PlayRight:
    case MoveKind.PlayNew:
      playCard(s, seat, arg, moveKind(code));
      return;
    case MoveKind.Close:
      startClosing(s);
      return;
    case MoveKind.House:
      placeHouse(s, seat, arg);
      if (!hasHouseChoice(s, seat)) finishHouses(s);
      return;
    case MoveKind.FinishHouses:
      finishHouses(s);
      return;
    case MoveKind.CarriageTake:
      takeCarriage(s, false);
      return;
    case MoveKind.CarriageCartwright:
      takeCarriage(s, true);
      return;
    case MoveKind.CarriageDecline:
      finishClosing(s);
      return;
    case MoveKind.Discard:
      removeFromHand(s, seat, arg);
      discardCard(s, arg);
      if (s.handSize[seat]! <= HAND_LIMIT) endTurn(s);
      return;
    case MoveKind.EndTurn:
      endTurn(s);
      return;
  }
}

function playCard(s: GameState, seat: number, city: number, kind: MoveKind): void {
  removeFromHand(s, seat, city);
  if (kind === MoveKind.PlayNew) discardRoute(s, seat);
  const base = seat * routeCapacity(s.board);
  if (kind === MoveKind.PlayLeft) {
    s.routeStart[seat]!--;
    s.route[base + s.routeStart[seat]!] = city;
  } else {
    s.route[base + s.routeStart[seat]! + s.routeLength[seat]!] = city;
  }
  s.routeLength[seat]!++;
  s.routeCities[seat] = (s.routeCities[seat]! | (1 << city)) >>> 0;
  s.playsDone++;
}
