/**
 * Power and Glory's horses (000 "Power and Glory"): a card may be played horse side up before the
 * player's own carriage, at most six of them; the carriage brings two horses of its own; a route
 * closes only if at least as many horses pull the carriage as the route has cities; after scoring,
 * the horse cards are discarded with the route. An abandoned route leaves the horses in place: they
 * belong to the carriage, and the text discards them only after a scoring.
 */
import { discardCard, removeFromHandUnseen } from '../../cards.ts';
import type { CardPlay } from '../../extension/expansion.ts';
import type { GameState } from '../../state.ts';
import { PLAY_HORSE } from './moves.ts';

export const MAX_HORSE_CARDS = 6;
/** The horses of the carriage itself. */
export const CARRIAGE_HORSES = 2;

export const canAddHorse = (s: GameState, seat: number): boolean =>
  s.horseCount[seat]! < MAX_HORSE_CARDS;

/** Horses pulling a seat's carriage: its own two and those of its horse cards. */
export const horsesOf = (s: GameState, seat: number): number =>
  CARRIAGE_HORSES + s.horsePower[seat]!;

/** True if the seat's horses may pull its route. */
export const horsesSuffice = (s: GameState, seat: number): boolean =>
  horsesOf(s, seat) >= s.routeLength[seat]!;

export function addHorse(s: GameState, seat: number, card: number): void {
  const at = seat * s.board.cards.count + card;
  s.horseCards[at]!++;
  s.horseCount[seat]!++;
  s.horsePower[seat]! += s.board.cards.horses[card]!;
}

/** After a scoring, the horse cards go to the discard pile (the carriage stays). */
export function discardHorses(s: GameState, seat: number): void {
  const types = s.board.cards.count;
  for (let card = 0; card < types; card++) {
    const at = seat * types + card;
    for (let k = s.horseCards[at]!; k > 0; k--) discardCard(s, card);
    s.horseCards[at] = 0;
  }
  s.horseCount[seat] = 0;
  s.horsePower[seat] = 0;
}

/** A card played horse side up: observers see its horses, never its city. */
export const HORSE_PLAY: CardPlay = {
  kind: PLAY_HORSE,
  allowed: canAddHorse,
  play(s, seat, card) {
    removeFromHandUnseen(s, seat, card);
    addHorse(s, seat, card);
  },
};
