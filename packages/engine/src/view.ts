/**
 * What one seat may see of a game, and what a spectator may see: everything public (the display,
 * routes, houses, tiles, carriages, the discard pile by R17, hand sizes) and the seat's own hand.
 * Never another hand, the order of the supply, or the seed. Everything sent to a player, and
 * everything a bot reads, is a view.
 */
import { citiesOfMask } from './board/city-sets.ts';
import { countsToCards } from './board/card-types.ts';
import { decision } from './decision.ts';
import { ruleSetOf } from './extension/rule-set.ts';
import { legalMoves } from './game.ts';
import { officialsOfBits } from './move.ts';
import { lastSeatOfRound } from './rules/turn.ts';
import { scoreSheet } from './score.ts';
import { DISPLAY_SIZE, NO_CARD, routeOf, type GameState } from './state.ts';
import type { BaseSeatView, PlayerView, SeatView, StackView } from './view-types.ts';

export type * from './view-types.ts';

/** The discard pile counted per card, in the board's order (counted by type first: this is made
 * for every view a server sends, and a record grown key by key is slow). */
function discardCounts(s: GameState): Record<string, number> {
  const names = s.board.cards.names;
  const byType = new Uint16Array(names.length);
  for (let i = 0; i < s.discardCount; i++) byType[s.discard[i]!]!++;
  const counts: Record<string, number> = {};
  byType.forEach((count, type) => {
    if (count > 0) counts[names[type]!] = count;
  });
  return counts;
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export const playerView = (s: GameState, viewer: number | null): PlayerView =>
  playerViews(s, [viewer])[0]!;

/** A seat's fields that every viewer sees alike. */
type PublicSeat = Omit<BaseSeatView, 'hand'>;

/**
 * The views of several viewers of one state, in the order given: what every viewer sees alike
 * (the score sheet, the display, routes, the legal moves) is computed once, so a server telling
 * a move to every seat pays for the public part once, not once a seat. The views share those
 * public parts (they are read-only, as every view is). Each view is written out as one object
 * literal, field by field: objects spread from a shared one are slower to make and to encode.
 */
export function playerViews(s: GameState, viewers: readonly (number | null)[]): PlayerView[] {
  // Cards are named by type: the city, with its horses on a board whose cards show them.
  const names = s.board.cards.names;
  const types = s.board.cards.count;
  const scores = scoreSheet(s);
  const next = decision(s);
  const rules = ruleSetOf(s);
  const seats = Array.from({ length: s.players }, (_, seat): PublicSeat => ({
    seat,
    handCount: s.handSize[seat]!,
    knownHand: countsToCards(s.knownHand, seat * types, names),
    route: routeOf(s, seat).map((c) => names[c]!),
    houses: citiesOfMask(s.board, s.houses[seat]!),
    housesLeft: s.housesLeft[seat]!,
    carriage: scores.lines[seat]!.carriage,
    tiles: scores.lines[seat]!.tiles,
    score: scores.lines[seat]!.total,
  }));
  const display = Array.from({ length: DISPLAY_SIZE }, (_, slot) =>
    s.display[slot] === NO_CARD ? null : names[s.display[slot]!]!,
  );
  const discards = discardCounts(s);
  const officialsUsed = officialsOfBits(s.officialsUsed);
  const closingHouses = citiesOfMask(s.board, s.closeHouses);
  const stacks = s.board.stacks.map((stack, i): StackView => {
    const left = s.stackLeft[i]!;
    return {
      id: stack.id,
      label: stack.label,
      left,
      top: left === 0 ? null : stack.values[stack.values.length - left]!,
    };
  });
  const ended = s.endTriggeredBy >= 0;
  const lastTurnSeat = ended ? lastSeatOfRound(s) : null;
  const table = rules.tableView(s);
  const deciding = next === null ? null : next.seat;
  const moves = deciding !== null && viewers.includes(deciding) ? legalMoves(s) : [];
  const seatViews = (viewer: number | null): SeatView[] =>
    seats.map((open, seat) => ({
      seat,
      handCount: open.handCount,
      hand: seat === viewer ? countsToCards(s.hand, seat * types, names) : null,
      knownHand: open.knownHand,
      route: open.route,
      houses: open.houses,
      housesLeft: open.housesLeft,
      carriage: open.carriage,
      tiles: open.tiles,
      score: open.score,
      ...rules.seatView(s, seat, viewer),
    }));
  return viewers.map((viewer): PlayerView => ({
    map: s.board.id,
    rules: s.rules,
    players: s.players,
    viewer,
    startPlayer: s.startPlayer,
    current: s.current,
    turn: s.turn,
    moveCount: s.moveCount,
    decision: next,
    display,
    supplyCount: s.supplyCount,
    discards,
    officialsUsed,
    drawsDone: s.drawsDone,
    drawsAllowed: s.drawsAllowed,
    playsDone: s.playsDone,
    playsAllowed: s.playsAllowed,
    closingHouses,
    stacks,
    seats: seatViews(viewer),
    endTriggeredBy: ended ? s.endTriggeredBy : null,
    lastTurnSeat,
    gameEndTilePending: s.endTriggeredNow,
    ...table,
    scores,
    legalMoves: viewer !== null && viewer === deciding ? moves : [],
  }));
}

export const spectatorView = (s: GameState): PlayerView => playerView(s, null);
