/**
 * The worth of a position for a seat when a rollout stops before the game's end: each seat's
 * final score estimated as its score so far plus a point for every city of the route it is
 * building (a route closed places about a house a city, and an unplaced house costs a point), and
 * the reward of reward.ts computed from the estimates, with the win made smooth (a logistic of
 * the estimated margin) since the estimate is uncertain.
 *
 * Only what a move changes for good counts. Weights fitted to how rollouts went on (least squares
 * on positions of heuristic play) also gave weight to houses left and against carriages taken,
 * but as correlations: a search valuing positions by them learned to keep its houses and refuse
 * carriages, and lost every game.
 *
 * @example
 * const value = estimatedReward(s, seat); // in [0, 1], the game not over
 */
import { type GameState } from '@tnt/engine';
import { WIN_WEIGHT, marginShare } from './reward.ts';

/** Points a city of the route under way is expected to bring. */
const ROUTE_CITY = 1;
/** The logistic's scale: the estimated margins' error spreads a win over about this many points. */
const WIN_SCALE = 4;

/** The seat's score so far (scoreSheet's total, without its allocations). */
export function seatScore(s: GameState, seat: number): number {
  const { board } = s;
  const taken = s.carriages[seat]!;
  let total = taken === 0 ? 0 : board.carriagePoints[taken - 1]!;
  const first = seat * board.tileCapacity;
  for (let i = 0; i < s.tileCount[seat]!; i++) total += s.tileValue[first + i]!;
  total -= s.housesLeft[seat]!;
  if (s.messengerHolder === seat) total += 1;
  return total + s.chips[seat]!;
}

/** The seat's final score as estimated from the position. */
export function estimatedScore(s: GameState, seat: number): number {
  return seatScore(s, seat) + ROUTE_CITY * s.routeLength[seat]!;
}

/** The reward of reward.ts for the seat, from estimated scores and a smooth win. */
export function estimatedReward(s: GameState, seat: number): number {
  const own = estimatedScore(s, seat);
  let bestOther = -Infinity;
  for (let other = 0; other < s.players; other++) {
    if (other !== seat) bestOther = Math.max(bestOther, estimatedScore(s, other));
  }
  const margin = own - bestOther;
  const win = 1 / (1 + Math.exp(-margin / WIN_SCALE));
  return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * marginShare(margin);
}
