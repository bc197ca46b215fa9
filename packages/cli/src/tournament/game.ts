/**
 * Plays one game of a tournament (in a worker thread or in the main thread): makes the bots,
 * plays the game through their views, times every decision that had a choice, and returns plain
 * data for the report and the game record.
 */
import { performance } from 'node:perf_hooks';
import { createBot, parseBotSpec, playMatch, type Bot, type MatchMove } from '@tnt/bots';
import { scoreSheet } from '@tnt/engine';
import type { GameJob } from './plan.ts';
import { BASELINE_PREFIX, isBaselineName, type BaselineBots } from '../baseline.ts';

export interface SeatOutcome {
  readonly bot: string;
  readonly score: number;
  readonly rank: number;
  /** Own score minus the best other seat's: the lead of the winner, the gap of the others. */
  readonly margin: number;
  /** Decisions with more than one legal move, and the time they took. */
  readonly decisions: number;
  readonly ms: number;
  /** The time of each of those decisions, in milliseconds (for percentiles: `tnt ladder`). */
  readonly msEach: readonly number[];
}

export interface GameOutcome {
  readonly index: number;
  readonly deal: number;
  readonly seating: number;
  readonly finished: boolean;
  readonly winner: number | null;
  /** The seat that played first (R10). */
  readonly startPlayer: number;
  readonly turns: number;
  readonly seats: readonly SeatOutcome[];
  /** The moves, when the plan keeps records. */
  readonly moves: readonly MatchMove[] | null;
}

/** A bot that counts and times its decisions with a choice. */
interface Clock {
  decisions: number;
  ms: number;
  readonly each: number[];
}

function timed(bot: Bot, clock: Clock): Bot {
  return {
    ...bot,
    choose(view) {
      if (view.legalMoves.length < 2) return bot.choose(view);
      const start = performance.now();
      const choice = bot.choose(view);
      const ms = performance.now() - start;
      clock.ms += ms;
      clock.each.push(Math.round(ms * 100) / 100);
      clock.decisions++;
      return choice;
    },
  };
}

function makeBot(
  name: string,
  seed: string,
  budget: number | null,
  baseline: BaselineBots | null,
): Bot {
  if (isBaselineName(name)) {
    if (baseline === null) throw new Error(`${name}: the baseline's bots are not loaded`);
    return baseline.create(name.slice(BASELINE_PREFIX.length), seed);
  }
  const spec = parseBotSpec(name);
  if (!spec.ok) throw new Error(spec.error);
  const withBudget = spec.value.kind === 'search' && spec.value.budget === undefined && budget;
  return createBot({ ...spec.value, ...(withBudget ? { budget } : {}), seed });
}

/** Plays one job; `baseline` is the loaded module of `job.baselineBundle`, if it names one. */
export function playGame(job: GameJob, baseline: BaselineBots | null = null): GameOutcome {
  const clocks = job.seats.map((): Clock => ({ decisions: 0, ms: 0, each: [] }));
  const bots = job.seats.map((name, seat) =>
    timed(makeBot(name, job.botSeeds[seat]!, job.budget, baseline), clocks[seat]!),
  );
  const result = playMatch(job.setup, bots);
  const sheet = scoreSheet(result.state);
  const seats = sheet.lines.map((line): SeatOutcome => {
    const others = sheet.lines.filter((other) => other.seat !== line.seat).map((o) => o.total);
    return {
      bot: job.seats[line.seat]!,
      score: line.total,
      rank: line.rank,
      margin: line.total - Math.max(...others),
      decisions: clocks[line.seat]!.decisions,
      ms: clocks[line.seat]!.ms,
      msEach: clocks[line.seat]!.each,
    };
  });
  return {
    index: job.index,
    deal: job.deal,
    seating: job.seating,
    finished: result.finished,
    winner: sheet.winner,
    startPlayer: result.state.startPlayer,
    turns: result.state.turn,
    seats,
    moves: job.records ? result.moves : null,
  };
}
