/**
 * Applies a legal integer move to a state in place. The caller guarantees legality (the public
 * `applyMove` takes only checked moves; bots take moves from `generateMoves`), so this cannot fail.
 * A move of an expansion's own phase goes to that expansion (`decisions`). After every move the
 * expansions may interrupt the turn with decisions of their own (Offices of Honor's return rounds,
 * when an office stack was emptied); when those are over, the turn resumes where they stopped it.
 */
import {
  addToHand,
  discardCard,
  drawFromDisplay,
  removeFromHand,
  replaceDisplay,
  takeFromSupply,
} from '../cards.ts';
import { Interruption } from '../extension/expansion.ts';
import { ruleSetOf, type RuleSet } from '../extension/rule-set.ts';
import { MoveKind, moveArg, moveKind } from '../move.ts';
import { isExpansionPhase } from '../phase.ts';
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

export function applyCode(s: GameState, code: number): void {
  s.moveCount++;
  const rules = ruleSetOf(s);
  if (isExpansionPhase(s.phase)) {
    settle(s, rules, rules.decisions[s.phase]!.apply(s, code));
  } else {
    applyTurnMove(s, rules, code);
    if (rules.interrupts) settle(s, rules, false);
  }
}

/**
 * The expansions' decisions that the move called for, and the turn's resumption after them:
 * `resumes` when the move ended such decisions; again whenever decisions begin and end at once.
 */
function settle(s: GameState, rules: RuleSet, resumes: boolean): void {
  let resume = resumes;
  for (;;) {
    if (resume) resumeTurn(s);
    if (rules.interrupt(s) !== Interruption.Over) return;
    resume = true;
  }
}

/**
 * Back to the turn where an expansion's decisions interrupted it (they set the phase back): a
 * draw step goes on (its draws may be done, or nothing left to draw), a closing whose carriage
 * was taken finishes; any other step awaits its decision as before.
 */
function resumeTurn(s: GameState): void {
  if (s.phase === Phase.Draw) advanceDraw(s);
  else if (s.phase === Phase.CarriageTaken) finishClosing(s, true);
}

function applyTurnMove(s: GameState, rules: RuleSet, code: number): void {
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
    default:
      // A card played in an expansion's other way (Power and Glory: as horses).
      rules.cardPlay!.play(s, seat, arg);
      s.playsDone++;
      break;
  }
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
