/**
 * Power and Glory's rules of thumb (000 "Power and Glory"): a card is played as a city or "horse
 * side up" before the carriage, a route closes only when "at least as many horses" (the
 * carriage's own 2 included) pull it as it has cities, and there are no carriages to race for:
 * the points are the houses and the tiles, the route tiles going up to 8 cities. Used only when
 * the game plays Power and Glory (index.ts); the base game never comes here.
 *
 * @example
 * const potential = routePotential(state, seat, handMask(state, seat));
 * routeTarget(state, state.routeLength[seat], potential); // the length worth building to
 */
import type { GameState } from '@tnt/engine';
import { tuning } from '../../heuristic/tuning.ts';

/** The horses of the carriage itself. */
export const HORSES_OF_CARRIAGE = 2;

/** Horses pulling the seat's carriage: its own two and those of its horse cards. */
export const horsesPulling = (s: GameState, seat: number): number =>
  HORSES_OF_CARRIAGE + s.horsePower[seat]!;

/** The route tile a closing of `length` cities takes (R2: the highest open stack not longer). */
export function routeTileAt(s: GameState, length: number): number {
  for (const stack of s.board.routeStacks) {
    const { routeLength, values } = s.board.stacks[stack]!;
    const left = s.stackLeft[stack]!;
    if (routeLength <= length && left > 0) return values[values.length - left]!;
  }
  return 0;
}

/**
 * The length the seat builds its route to: at most as far as the hand's cards reach
 * (`potential`, from routePotential), the length whose route tile and houses are worth most
 * (R2: a longer route takes the tile of the longest open stack not longer than it, which may be
 * worth less than a shorter route's).
 */
export function routeTarget(s: GameState, length: number, potential: number): number {
  let best = potential;
  let bestValue = -Infinity;
  for (let l = Math.max(3, length); l <= potential; l++) {
    const value = routeTileAt(s, l) + tuning.tileLengthWeight * l;
    if (value > bestValue) [best, bestValue] = [l, value];
  }
  return best;
}

/** The middle of the 1, 2 or 3 horses a card shows. */
const MIDDLE_HORSES = 2;

/** Whether the seat's horses fall short of the route it is building (`routeTarget`). */
export const lacksHorses = (s: GameState, seat: number, potential: number): boolean =>
  routeTarget(s, s.routeLength[seat]!, potential) > horsesPulling(s, seat);

/**
 * The worth of a display card's horses while the route lacks horses for its target (`lacksHorses`,
 * worked out once per draw, not per card): a card of 3 horses pulls as much as three of 1 for one
 * play (each horse card takes a play of its own), so each horse over the middle counts, each one
 * under it counts against.
 */
export const drawHorses = (s: GameState, card: number): number =>
  tuning.drawHorseWeight * (s.board.cards.horses[card]! - MIDDLE_HORSES);
