/**
 * Power and Glory for the bots (000, R15): cards played as horses, routes built to the length
 * worth most and closed once their horses pull them (closing.ts, horses.ts), every closing placing
 * its houses, the Postmaster kept back with a full hand, and a card's horses counted when it is
 * drawn or discarded. Its base-rules variant (no horses) plays as the base game.
 */
import type { GameState } from '@tnt/engine';
import { MoveKind, moveArg, moveKind } from '@tnt/engine/fast';
import { tuning } from '../../heuristic/tuning.ts';
import { cityOfCard, extendingCities } from '../../heuristic/routes.ts';
import type { BotExpansion } from '../bot-expansion.ts';
import { horsesCloseChoice } from './closing.ts';
import { HORSES_OF_CARRIAGE, drawHorses, lacksHorses } from './horses.ts';

/**
 * A card played as horses keeps the route (a new route would discard it) and lets longer routes
 * close (horses >= cities). Worth most when the route is too long for the horses it has; a card
 * that would extend the route is better played as a city.
 */
export function horseValue(s: GameState, seat: number, card: number): number {
  const length = s.routeLength[seat]!;
  const horses = s.board.cards.horses[card]!;
  const pulled = HORSES_OF_CARRIAGE + s.horsePower[seat]!;
  if (length >= 3 - tuning.horseLookahead && pulled < length + tuning.horseLookahead) {
    return length + 2 + horses;
  }
  const extendsRoute = (extendingCities(s, seat) & (1 << cityOfCard(s, card))) !== 0;
  return length + 0.5 + 0.2 * horses - (extendsRoute ? 1 : 0);
}

export const POWER_AND_GLORY_BOT: BotExpansion = {
  name: 'power-and-glory',
  playedIn: (rules) => rules.horses,
  // With four players its iterations cost 1.95 times the base game's at hard's slowest decisions,
  // with three 2.5 (normal 3.0); heads-up, where rollouts stop after six rounds, 0.9.
  iterationCost: [1, 2.5, 2],
  hooks: {
    closeChoice: horsesCloseChoice,
    newHouseWorth: () => tuning.newHouseCity,
    drawBonus: (s, seat, potential) =>
      lacksHorses(s, seat, potential) ? (card) => drawHorses(s, card) : null,
    // With a hand this full, the turn's official goes to the Postal Carrier.
    postmasterRefused: (s, seat) => s.handSize[seat]! > tuning.postmasterHandLimit,
    discardCost: (s, card) => tuning.discardHorseWeight * s.board.cards.horses[card]!,
    otherPlayValue: (s, seat, code) =>
      moveKind(code) === MoveKind.PlayHorse ? horseValue(s, seat, moveArg(code)) : null,
  },
};
