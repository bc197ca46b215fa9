/**
 * Closing a route, in the order of R5: houses (R4), bonus tiles (R1, R2), the carriage (R3, with
 * the Cartwright), the game-end tile, then the route is discarded and the hand cut to 3. The
 * expansions may forbid a closing (`routeMayClose`), replace the carriage (`carriageOption`), hold
 * the closing while their decisions run (`pending`), and hear of the route scored (`routeScored`).
 */
import { discardCard } from '../cards.ts';
import type { CarriageOption } from '../extension/expansion.ts';
import { ruleSetOf } from '../extension/rule-set.ts';
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

/** The carriage a closing may take: 'take', 'cartwright' (one or two cities short), or none. */
export function baseCarriageOption(s: GameState, seat: number): CarriageOption {
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
  if (ruleSetOf(s).carriageOption(s, seat) === 'none') finishClosing(s, false);
}

export function takeCarriage(s: GameState, withCartwright: boolean): void {
  const seat = s.current;
  if (withCartwright) useOfficial(s, OfficialBit.Cartwright);
  s.carriages[seat]!++;
  if (s.carriages[seat] === s.board.carriageValues.length) triggerGameEnd(s, seat);
  // An expansion's decisions called for by the Cartwright come first (Offices of Honor: its tile
  // emptied the stack); the closing finishes when play resumes after them.
  if (ruleSetOf(s).pending(s)) s.phase = Phase.CarriageTaken;
  else finishClosing(s, true);
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
  awardGameEndTile(s, seat);
  discardRoute(s, seat);
  ruleSetOf(s).routeScored(s, seat, tookCarriage);
  s.phase = Phase.Discard;
  if (s.handSize[seat]! <= HAND_LIMIT) endTurn(s);
}

export const canClose = (s: GameState, seat: number): boolean =>
  s.routeLength[seat]! >= MIN_CLOSE_LENGTH && ruleSetOf(s).routeMayClose(s, seat);
