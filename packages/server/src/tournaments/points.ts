/**
 * Points for a table placing: the winner of a table gets 6, the last 0, the places between
 * evenly spaced, whatever the table's size (two players: 6, 0; three: 6, 3, 0; four: 6, 4, 2, 0),
 * so that a round of tables of mixed sizes is fair to each. A bye counts as a win: 6.
 *
 * @example
 * pointsFor(2, 4); // 4
 */

/** A table's winner's points, and a bye's. */
export const WIN_POINTS = 6;

/** The points of place `place` (1 first) at a table of `players`. */
export function pointsFor(place: number, players: number): number {
  if (players <= 1) return WIN_POINTS;
  const clamped = Math.min(Math.max(place, 1), players);
  return (WIN_POINTS * (players - clamped)) / (players - 1);
}
