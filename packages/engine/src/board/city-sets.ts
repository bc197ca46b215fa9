/**
 * Sets of cities as the rules keep them: a 32-bit mask of city indices on a board (a route's
 * cities, a seat's houses, the cities whose letter still lies there).
 */
import type { Board } from './board.ts';

/** The names of the cities in a bit set of cities, in the board's order. */
export const citiesOfMask = (board: Board, mask: number): string[] =>
  board.cityNames.filter((_, city) => (mask & (1 << city)) !== 0);
