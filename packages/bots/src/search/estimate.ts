/**
 * The worth of a position for a seat when a rollout stops before the game's end: each seat's
 * final score estimated from its score so far and what it has under way, and the reward of
 * playout.ts computed from the estimates, with the win made smooth (a logistic of the estimated
 * margin) since the estimate is uncertain.
 *
 * The weights were fitted (least squares, 1,500 positions of 2- and 4-player games each) to the
 * points rollouts (rollout.ts) went on to make after stopping 5-8 rounds ahead of a position of
 * heuristic play: a house still to place is worth about one and a half points (it will likely be
 * placed, and an unplaced one costs a point), a city on the route under way most of a point
 * (a closing to come), and a carriage taken already counts against the points still to come (its
 * next one is harder to reach). The estimates' error is about 5 points a seat.
 *
 * @example
 * const value = estimatedReward(s, seat); // in [0, 1], the game not over
 */
import { type GameState } from '@tnt/engine';
import { WIN_WEIGHT, marginShare } from './reward.ts';

const SCORE_WEIGHT = 1.05;
const ROUTE_CITY = 0.8;
const HOUSE_LEFT = 1.4;
const CARRIAGE_TAKEN = -2.7;
const HAND_CARD = 0.4;
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
  return (
    SCORE_WEIGHT * seatScore(s, seat) +
    ROUTE_CITY * s.routeLength[seat]! +
    HOUSE_LEFT * s.housesLeft[seat]! +
    CARRIAGE_TAKEN * s.carriages[seat]! +
    HAND_CARD * s.handSize[seat]!
  );
}

/** The reward of playout.ts for the seat, from estimated scores and a smooth win. */
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
