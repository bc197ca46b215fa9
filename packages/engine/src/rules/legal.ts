/**
 * Legal moves, generated in a fixed order (officials, draws by slot then the supply, plays by city
 * and end, close, end turn; houses and discards by city) into a caller's buffer of integer moves.
 * This is the one place that says what is legal: validation checks a move against this list. An
 * expansion adds a way to play a card (`cardPlay`) and the moves of its own phases (`decisions`).
 */
import { MoveKind, encodeMove } from '../move.ts';
import { canDraw, supplyCanDraw } from '../cards.ts';
import { ruleSetOf, type RuleSet } from '../extension/rule-set.ts';
import {
  DISPLAY_SIZE,
  NO_CARD,
  OfficialBit,
  Phase,
  routeCapacity,
  type GameState,
} from '../state.ts';
import { officialAvailable } from './officials.ts';
import { canClose } from './closing.ts';
import { canPlaceHouse } from './houses.ts';

/** No decision has more legal moves than this (four moves for each of at most 255 card types, and a few). */
export const MAX_LEGAL_MOVES = 1032;

export function generateMoves(s: GameState, out: Int32Array): number {
  const rules = ruleSetOf(s);
  switch (s.phase) {
    case Phase.Draw:
      return drawMoves(s, rules, out);
    case Phase.Play:
      return playMoves(s, rules, out);
    case Phase.Houses:
      return houseMoves(s, out);
    case Phase.Carriage:
      return carriageMoves(s, rules, out);
    case Phase.Discard:
      return discardMoves(s, out);
    case Phase.Over:
      return 0;
    default:
      // A phase of an expansion's own decisions.
      return rules.decisions[s.phase]!.generate(s, out);
  }
}

/** A face-up card from a slot, or the supply's top card. */
export function drawChoices(s: GameState, out: Int32Array, from: number): number {
  let n = from;
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) {
    if (s.display[slot] !== NO_CARD) out[n++] = encodeMove(MoveKind.DrawSlot, slot);
  }
  if (supplyCanDraw(s)) out[n++] = encodeMove(MoveKind.DrawSupply);
  return n;
}

/**
 * R7: the Administrator replaces the display before the first draw; where an expansion allows it
 * (the Messenger, 000), also between or after the draws, before a card is played.
 */
function administratorNow(s: GameState, rules: RuleSet): boolean {
  if (!officialAvailable(s, OfficialBit.Administrator)) return false;
  if (s.phase === Phase.Draw) return s.drawsDone === 0 || rules.officials.administratorAfterDraws;
  return (
    rules.officials.administratorAfterDraws &&
    s.phase === Phase.Play &&
    s.playsDone === 0 &&
    canDraw(s)
  );
}

function drawMoves(s: GameState, rules: RuleSet, out: Int32Array): number {
  let n = 0;
  if (administratorNow(s, rules)) out[n++] = encodeMove(MoveKind.Administrator);
  return drawChoices(s, out, n);
}

function playMoves(s: GameState, rules: RuleSet, out: Int32Array): number {
  const seat = s.current;
  let n = 0;
  if (administratorNow(s, rules)) out[n++] = encodeMove(MoveKind.Administrator);
  // R16: the Postmaster is the second draw, the Postal Carrier the second card played.
  const secondDraw = s.playsDone === 0 && s.drawsDone === 1 && s.drawsAllowed === 1 && canDraw(s);
  if (secondDraw && officialAvailable(s, OfficialBit.Postmaster))
    out[n++] = encodeMove(MoveKind.Postmaster);
  const secondPlay = s.playsDone === 1 && s.playsAllowed === 1 && s.handSize[seat]! > 0;
  if (secondPlay && officialAvailable(s, OfficialBit.PostalCarrier))
    out[n++] = encodeMove(MoveKind.PostalCarrier);
  if (s.playsDone < s.playsAllowed && s.handSize[seat]! > 0)
    return n + cardPlays(s, rules, seat, out, n);
  if (canClose(s, seat)) out[n++] = encodeMove(MoveKind.Close);
  out[n++] = encodeMove(MoveKind.EndTurn);
  return n;
}

/**
 * Every card in hand: at either end it fits, as a new route, and in an expansion's other way
 * (Power and Glory: as horses).
 */
function cardPlays(
  s: GameState,
  rules: RuleSet,
  seat: number,
  out: Int32Array,
  from: number,
): number {
  const { board } = s;
  const { city: cityOfCard, count } = board.cards;
  const length = s.routeLength[seat]!;
  const base = seat * routeCapacity(board) + s.routeStart[seat]!;
  const leftNeighbours = length > 0 ? board.neighbours[cityOfCard[s.route[base]!]!]! : 0;
  const rightNeighbours =
    length > 0 ? board.neighbours[cityOfCard[s.route[base + length - 1]!]!]! : 0;
  const inRoute = s.routeCities[seat]!;
  const other = rules.cardPlay;
  const otherKind = other !== null && other.allowed(s, seat) ? other.kind : -1;
  let n = from;
  for (let card = 0; card < count; card++) {
    if (s.hand[seat * count + card] === 0) continue;
    const bit = 1 << cityOfCard[card]!;
    if ((inRoute & bit) === 0) {
      if ((leftNeighbours & bit) !== 0) out[n++] = encodeMove(MoveKind.PlayLeft, card);
      if ((rightNeighbours & bit) !== 0) out[n++] = encodeMove(MoveKind.PlayRight, card);
    }
    out[n++] = encodeMove(MoveKind.PlayNew, card);
    if (otherKind >= 0) out[n++] = encodeMove(otherKind, card);
  }
  return n - from;
}

function houseMoves(s: GameState, out: Int32Array): number {
  let n = 0;
  for (let city = 0; city < s.board.cityCount; city++) {
    if (canPlaceHouse(s, s.current, city)) out[n++] = encodeMove(MoveKind.House, city);
  }
  out[n++] = encodeMove(MoveKind.FinishHouses);
  return n;
}

function carriageMoves(s: GameState, rules: RuleSet, out: Int32Array): number {
  let n = 0;
  const option = rules.carriageOption(s, s.current);
  if (option === 'take') out[n++] = encodeMove(MoveKind.CarriageTake);
  if (option === 'cartwright') out[n++] = encodeMove(MoveKind.CarriageCartwright);
  out[n++] = encodeMove(MoveKind.CarriageDecline);
  return n;
}

function discardMoves(s: GameState, out: Int32Array): number {
  let n = 0;
  const count = s.board.cards.count;
  for (let card = 0; card < count; card++) {
    if (s.hand[s.current * count + card]! > 0) out[n++] = encodeMove(MoveKind.Discard, card);
  }
  return n;
}
