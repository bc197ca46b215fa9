/**
 * The search's judgement of one decision, for hints, post-game analysis and puzzles: every legal
 * move of the deciding seat with its chance to win, best first, and a one-line reason for the
 * best. Like a bot it reads only the seat's own view: states are sampled from the view (the other
 * hands and the supply dealt anew each time, analysis/rollouts.ts), each candidate move is
 * applied and the game played out to its end by the heuristic policy for every seat.
 *
 * Deterministic: the same view, seed and iterations give the same answer, wherever and whenever
 * it is asked (no clock is read; the seed is mixed with the decision's place in the game, as a
 * bot's is). `iterations` is the number of playouts in all, spread over the moves by sequential
 * halving, so the best moves get most of them.
 *
 * @example
 * const e = evaluateDecision(playerView(state, seat), { iterations: 400, seed: 'hint' });
 * e.best;      // { type: 'close' }
 * e.winChance; // 0.62: the seat wins 62% of the playouts after the best move
 * e.reason;    // { code: 'close-route', params: { length: 5 } }
 */
import { moveToText, type Move, type PlayerView } from '@tnt/engine';
import { MAX_LEGAL_MOVES, generateMoves, moveOfCode } from '@tnt/engine/fast';
import { decisionRng, legalMoveOfCode } from './bot.ts';
import { sampleState } from './heuristic.ts';
import { reasonOf, type Reason } from './analysis/reason.ts';
import {
  pairedError,
  rankStats,
  rollMoves,
  throwIfCancelled,
  winChanceOf,
  type CancelSignal,
} from './analysis/rollouts.ts';

export { REASON_CODES, type Reason, type ReasonCode } from './analysis/reason.ts';
export { EvaluationCancelled, type CancelSignal } from './analysis/rollouts.ts';

/** The most playouts one evaluation may be asked for: a bound against a typo, not a budget. */
export const MAX_EVALUATION_ITERATIONS = 1_000_000;

export interface EvaluateOptions {
  /** Playouts in all (at least one per legal move is played whatever the number). */
  readonly iterations: number;
  readonly seed: string;
  /** A move measured on the same samples as the best to the end (analysis: the move made). */
  readonly keep?: Move;
  /** Stops the evaluation between playouts (it then throws EvaluationCancelled). */
  readonly signal?: CancelSignal;
}

export interface MoveEvaluation {
  /** One of the view's legal moves. */
  readonly move: Move;
  /** The share of this move's playouts that the seat won, 0 to 1. */
  readonly winChance: number;
  readonly playouts: number;
}

export interface DecisionEvaluation {
  /** The deciding seat: the view's own. */
  readonly seat: number;
  /** Every legal move, best first. */
  readonly moves: readonly MoveEvaluation[];
  readonly best: Move;
  /** The seat's chance to win after the best move. */
  readonly winChance: number;
  /** What the best move does, as a code and its parameters (analysis/reason.ts). */
  readonly reason: Reason;
  /** Playouts made in all. */
  readonly playouts: number;
  /** With `keep`: the kept move's figures beside the best's. */
  readonly kept?: KeptMove;
}

export interface KeptMove {
  readonly move: Move;
  readonly winChance: number;
  /** The best move's win chance less the kept move's (0 when the kept move is the best). */
  readonly loss: number;
  /**
   * The standard error of that loss, from the two moves' results on the same samples: a loss of
   * a few standard errors is the search's finding, a smaller one may be chance.
   */
  readonly lossError: number;
}

/** The seat whose decision the view shows: its viewer, or an error if it is another seat's. */
function deciderOf(view: PlayerView): number {
  const seat = view.decision?.seat;
  if (seat === undefined) throw new Error('the game is over: there is no decision to evaluate');
  if (seat !== view.viewer) {
    throw new Error("a decision is evaluated from the deciding seat's own view");
  }
  return seat;
}

export function evaluateDecision(view: PlayerView, options: EvaluateOptions): DecisionEvaluation {
  const { iterations, seed, keep, signal } = options;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_EVALUATION_ITERATIONS) {
    throw new Error(`iterations must be a whole number from 1 to ${MAX_EVALUATION_ITERATIONS}`);
  }
  const seat = deciderOf(view);
  throwIfCancelled(signal);
  const rng = decisionRng(seed, view);
  const base = sampleState(view, rng);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const codes = Array.from(buffer.subarray(0, generateMoves(base, buffer)));
  const keepText = keep === undefined ? null : moveToText(keep);
  const keepIndex = codes.findIndex((c) => moveToText(moveOfCode(c, base.board)) === keepText);
  if (keepText !== null && keepIndex < 0) {
    throw new Error(`"${keepText}" is not a legal move of this decision`);
  }
  const stats = rollMoves(base, seat, codes, {
    budget: iterations,
    rng,
    keep: keepIndex < 0 ? [] : [keepIndex],
    ...(signal ? { signal } : {}),
  });
  const ranked = rankStats(stats);
  const moves = ranked.map((m) => ({
    move: legalMoveOfCode(view, m.code, base.board),
    winChance: winChanceOf(m),
    playouts: m.playouts,
  }));
  const top = moves[0]!;
  const kept = keepIndex < 0 ? null : stats[keepIndex]!;
  return {
    seat,
    moves,
    best: top.move,
    winChance: top.winChance,
    reason: reasonOf(base, ranked[0]!.code, seat),
    playouts: stats.reduce((sum, m) => sum + m.playouts, 0),
    ...(kept === null
      ? {}
      : {
          kept: {
            move: legalMoveOfCode(view, kept.code, base.board),
            winChance: winChanceOf(kept),
            loss: kept === ranked[0] ? 0 : Math.max(0, top.winChance - winChanceOf(kept)),
            lossError: pairedError(ranked[0]!),
          },
        }),
  };
}
