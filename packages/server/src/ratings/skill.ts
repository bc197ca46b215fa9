/**
 * The rating model: Weng-Lin's Bayesian approximation (the `openskill` package, its default
 * Plackett-Luce model), which rates games of any number of players from their order of finish,
 * and the one number players see.
 *
 * Displayed rating = 1000 + 25 × (μ − 3σ), openskill's `ordinal` with alpha 25 and target 1000:
 * the skill the system is nearly sure (three standard deviations) the player has at least, on a
 * scale of familiar size. A new player (μ 25, σ 25/3) shows 1,000 and climbs as the system grows
 * sure of them; an average player after some dozens of games shows about 1,450; one step of μ (an
 * eighth of the starting σ) is 25 points. Leaderboards sort by this number. (docs/ratings.md)
 *
 * @example
 * const [a, b] = rateOrder([START, START], [1, 2]); // seat 0 won
 * displayOf(a); // 1086
 */
import { ordinal, rate, rating, type Rating } from 'openskill';

export type { Rating };

/** Every rating starts here, unless a seed (bots) says otherwise. */
export const START: Rating = rating();

const DISPLAY = { alpha: 25, target: 1000 } as const;

/** The number players see for a rating, rounded. */
export const displayOf = (r: Rating): number => Math.round(ordinal(r, DISPLAY));

/**
 * New ratings of the players of one game from their places (1 first; equal places tie). The
 * players are each a team of one.
 */
export function rateOrder(players: readonly Rating[], places: readonly number[]): Rating[] {
  if (players.length < 2) return players.map((p) => ({ ...p }));
  const teams = players.map((p) => [{ mu: p.mu, sigma: p.sigma }]);
  return rate(teams, { rank: [...places] }).map(([r]) => ({ mu: r!.mu, sigma: r!.sigma }));
}
