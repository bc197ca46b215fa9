/**
 * The tournament's report: a table per bot for people, or JSON for programs:
 *
 *   {"games": 100, "bots": {"search": {"wins": 46, "winShare": 0.46, "ci95": [0.36, 0.56],
 *    "meanScore": 21.3, ...}, "heuristic": {...}}, ...}
 *
 * Bots of the same name are pooled.
 */
import { formatNumber, table } from '../format.ts';
import type { GameOutcome } from './game.ts';
import type { TournamentPlan } from './plan.ts';
import { formatDuration } from './progress.ts';
import { botStats, gameFigures, winShareByTurnOrder, type BotStats } from './stats.ts';

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const signed = (x: number): string => (x > 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

function row(name: string, s: BotStats): string[] {
  return [
    name,
    `${s.games}`,
    `${s.wins}`,
    percent(s.winShare),
    `${percent(s.ci95[0])} - ${percent(s.ci95[1])}`,
    s.meanScore.toFixed(2),
    signed(s.meanMargin),
    s.msPerDecision < 10 ? s.msPerDecision.toFixed(2) : formatNumber(s.msPerDecision, 1),
  ];
}

export function reportText(
  plan: TournamentPlan,
  outcomes: readonly GameOutcome[],
  seconds: number,
): string {
  const stats = botStats(outcomes);
  const header = [
    'bot',
    'games',
    'wins',
    'win share',
    '95% interval',
    'mean score',
    'mean margin',
    'ms/decision',
  ];
  const rows = [...stats].map(([name, s]) => row(name, s));
  const { winnerScore, turns } = gameFigures(outcomes);
  const deals = outcomes.length / plan.players;
  return [
    `${outcomes.length} games (${deals} deals x ${plan.players} seatings), ${plan.players} players, seed "${plan.seed}", ${formatDuration(seconds)}`,
    '',
    table([header, ...rows], [1, 2, 3, 5, 6, 7]),
    '',
    `winners scored ${winnerScore.toFixed(1)} on average; games lasted ${turns.toFixed(0)} turns on average.`,
    `wins by place in the turn order (first player first): ${winShareByTurnOrder(outcomes, plan.players).map(percent).join(', ')}.`,
    "mean margin: own score minus the best other seat's; ms/decision: decisions with a choice.",
  ].join('\n');
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

export function reportJson(
  plan: TournamentPlan,
  outcomes: readonly GameOutcome[],
  seconds: number,
): string {
  const bots: Record<string, unknown> = {};
  for (const [name, s] of botStats(outcomes)) {
    bots[name] = {
      games: s.games,
      wins: s.wins,
      winShare: round(s.winShare),
      ci95: [round(s.ci95[0]), round(s.ci95[1])],
      meanScore: round(s.meanScore, 3),
      meanMargin: round(s.meanMargin, 3),
      msPerDecision: round(s.msPerDecision, 3),
      decisions: s.decisions,
    };
  }
  const { winnerScore, turns } = gameFigures(outcomes);
  return JSON.stringify({
    games: outcomes.length,
    bots,
    players: plan.players,
    seed: plan.seed,
    budget: plan.budget,
    meanWinnerScore: round(winnerScore, 3),
    meanTurns: round(turns, 1),
    winShareByTurnOrder: winShareByTurnOrder(outcomes, plan.players).map((x) => round(x)),
    seconds: round(seconds, 1),
  });
}
