/**
 * The tournament's figures per bot name (bots of one name pooled over seats and seatings): games,
 * wins, win share with its 95% Wilson interval, mean score, mean margin, time per decision.
 *
 * @example
 * wilson(30, 50); // [0.463, 0.724]
 */
import type { GameOutcome } from './game.ts';

export interface BotStats {
  readonly games: number;
  readonly wins: number;
  readonly winShare: number;
  readonly ci95: readonly [number, number];
  readonly meanScore: number;
  /** Mean of own score minus the best other seat's (the winner's lead, the others' gap). */
  readonly meanMargin: number;
  /** Mean time of a decision with a choice, in milliseconds. */
  readonly msPerDecision: number;
  readonly decisions: number;
}

const Z95 = 1.959964;

/** The 95% Wilson score interval of a share of `wins` in `n`. */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

interface Tally {
  games: number;
  wins: number;
  score: number;
  margin: number;
  decisions: number;
  ms: number;
}

export function botStats(outcomes: readonly GameOutcome[]): Map<string, BotStats> {
  const tallies = new Map<string, Tally>();
  for (const game of outcomes) {
    for (const [seat, s] of game.seats.entries()) {
      const t = tallies.get(s.bot) ?? {
        games: 0,
        wins: 0,
        score: 0,
        margin: 0,
        decisions: 0,
        ms: 0,
      };
      t.games++;
      if (game.winner === seat) t.wins++;
      t.score += s.score;
      t.margin += s.margin;
      t.decisions += s.decisions;
      t.ms += s.ms;
      tallies.set(s.bot, t);
    }
  }
  const stats = new Map<string, BotStats>();
  for (const [name, t] of tallies) {
    stats.set(name, {
      games: t.games,
      wins: t.wins,
      winShare: t.wins / t.games,
      ci95: wilson(t.wins, t.games),
      meanScore: t.score / t.games,
      meanMargin: t.margin / t.games,
      msPerDecision: t.decisions === 0 ? 0 : t.ms / t.decisions,
      decisions: t.decisions,
    });
  }
  return stats;
}

/** Mean score of the winners, and the mean number of turns of a game. */
export function gameFigures(outcomes: readonly GameOutcome[]): {
  winnerScore: number;
  turns: number;
} {
  let winnerScore = 0;
  let turns = 0;
  for (const game of outcomes) {
    winnerScore += game.winner === null ? 0 : game.seats[game.winner]!.score;
    turns += game.turns;
  }
  const n = Math.max(1, outcomes.length);
  return { winnerScore: winnerScore / n, turns: turns / n };
}

/**
 * The share of games won from each place in the turn order (first player first), whatever the
 * bot: with equal players the first seat's edge, to set beside people's games.
 */
export function winShareByTurnOrder(outcomes: readonly GameOutcome[], players: number): number[] {
  const wins = new Array<number>(players).fill(0);
  for (const game of outcomes) {
    if (game.winner !== null) wins[(game.winner - game.startPlayer + players) % players]!++;
  }
  return wins.map((w) => (outcomes.length === 0 ? 0 : w / outcomes.length));
}
