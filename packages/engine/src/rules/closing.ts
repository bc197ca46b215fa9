/**
 * Closing a route, in the order of R5: houses (R4), bonus tiles (R1, R2), the carriage (R3, with
 * the Cartwright), the game-end tile, then the route is discarded and the hand cut to 3.
 */
import { discardCard } from '../cards.ts';
import {
  HAND_LIMIT,
  MIN_CLOSE_LENGTH,
  OfficialBit,
  Phase,
  routeCapacity,
  type GameState,
} from '../state.ts';
import { endTurn } from './turn.ts';
import {
  awardGameEndTile,
  awardHouseTiles,
  awardRouteTile,
  hasHouseChoice,
  triggerGameEnd,
} from './houses.ts';
import { officialAvailable, useOfficial } from './officials.ts';
import { discardHorses, horsesSuffice } from './horses.ts';

/** The carriage a closing may take: 'take', 'cartwright' (one or two cities short), or none. */
export function carriageOption(s: GameState, seat: number): 'take' | 'cartwright' | 'none' {
  // Power and Glory: the players' own carriages score nothing and the Cartwright stays home (R15).
  if (!s.rules.carriages) return 'none';
  const taken = s.carriages[seat]!;
  const next = s.board.carriageValues[taken];
  if (next === undefined) return 'none';
  const length = s.routeLength[seat]!;
  if (length >= next) return 'take';
  return length >= next - 2 && officialAvailable(s, OfficialBit.Cartwright) ? 'cartwright' : 'none';
}

export function startClosing(s: GameState): void {
  s.phase = Phase.Houses;
  s.closeHouses = 0;
  s.closeProvinces = 0;
  if (!hasHouseChoice(s, s.current)) finishHouses(s);
}

export function finishHouses(s: GameState): void {
  const seat = s.current;
  awardRouteTile(s, seat, s.routeLength[seat]!);
  awardHouseTiles(s, seat);
  if (s.closeHouses !== 0 && s.housesLeft[seat] === 0) triggerGameEnd(s, seat);
  s.phase = Phase.Carriage;
  if (carriageOption(s, seat) === 'none') finishClosing(s, false);
}

export function takeCarriage(s: GameState, withCartwright: boolean): void {
  const seat = s.current;
  if (withCartwright) useOfficial(s, OfficialBit.Cartwright);
  s.carriages[seat]!++;
  if (s.carriages[seat] === s.board.carriageValues.length) triggerGameEnd(s, seat);
  // Offices of Honor: the Cartwright's tile emptied its stack; the closing ends after the return rounds.
  if (s.pendingReturn !== 0) return;
  finishClosing(s, true);
}

/** Empties a seat's route onto the discard pile (after scoring, or unscored for a new route). */
export function discardRoute(s: GameState, seat: number): void {
  const base = seat * routeCapacity(s.board) + s.routeStart[seat]!;
  for (let i = 0; i < s.routeLength[seat]!; i++) discardCard(s, s.route[base + i]!);
  s.routeLength[seat] = 0;
  s.routeCities[seat] = 0;
  s.routeStart[seat] = s.board.cityCount;
}

export function finishClosing(s: GameState, tookCarriage: boolean): void {
  const seat = s.current;
  // 000 "The Princess' Messenger": a route scored without a carriage takes the figure (R13).
  if (!tookCarriage && s.rules.messengerFigure) s.messengerHolder = seat;
  awardGameEndTile(s, seat);
  discardRoute(s, seat);
  if (s.rules.horses) discardHorses(s, seat);
  s.phase = Phase.Discard;
  if (s.handSize[seat]! <= HAND_LIMIT) endTurn(s);
}

export const canClose = (s: GameState, seat: number): boolean =>
  s.routeLength[seat]! >= MIN_CLOSE_LENGTH && horsesSuffice(s, seat);
