/**
 * Puzzles from game records: positions where one move is clearly best ("find the best move").
 * Every decision with a choice is screened with a small budget; those whose best move leads the
 * next by at least half the margin are evaluated again with the deep budget, and a position is a
 * puzzle when there the best move's chance to win exceeds the runner-up's by the whole margin.
 *
 * A puzzle holds the solver's own player view (their hand and what the table shows), never the
 * game's seed, the supply's order or another seat's hidden cards: a puzzle file may be published.
 *
 * @example
 * const found = findPuzzles(record, { label: 'game-0001', iterations: 2000 });
 * if (found.ok) found.value[0]?.solution; // { type: 'close' }
 */
import {
  decision,
  playerView,
  type GameRecord,
  type Move,
  type PlayerView,
  type Result,
} from '@tnt/engine';
import { evaluateDecision, type DecisionEvaluation } from '../evaluate.ts';
import { replayStates, type AnalysisError } from './record.ts';
import type { Reason } from './reason.ts';
import type { CancelSignal } from './rollouts.ts';

export const PUZZLE_FORMAT = 'thurn-und-taxis-puzzles';
export const PUZZLE_VERSION = 1;

export interface PuzzleMove {
  readonly move: Move;
  readonly winChance: number;
}

export interface Puzzle {
  /** Unique in a file: the record's label and the move's number. */
  readonly id: string;
  /** The seat to move, and its own view: all the solver may know. */
  readonly seat: number;
  readonly view: PlayerView;
  readonly solution: Move;
  /** The chance to win after the solution, and after the best other move. */
  readonly winChance: number;
  readonly runnerUp: PuzzleMove;
  /** The moves the deep search measured, best first. */
  readonly moves: readonly PuzzleMove[];
  /** What the solution does. */
  readonly reason: Reason;
  /** Where the position comes from: the record's label and the 1-based move number. */
  readonly source: { readonly label: string; readonly moveNumber: number };
  /** Playouts of the deep search. */
  readonly iterations: number;
}

export interface PuzzleFile {
  readonly format: typeof PUZZLE_FORMAT;
  readonly version: typeof PUZZLE_VERSION;
  readonly margin: number;
  readonly puzzles: readonly Puzzle[];
}

export interface PuzzleOptions {
  /** Names the record in puzzle ids and sources (a file name, say). */
  readonly label: string;
  /** Playouts of the deep search of a candidate. */
  readonly iterations: number;
  /** Playouts of the screening of every decision (default: a tenth of `iterations`, at least 20). */
  readonly screenIterations?: number;
  /** Win chance (a share) by which the best move must lead the next (default 0.2). */
  readonly margin?: number;
  /** Puzzles kept from one record at most (default 3), those with the widest lead. */
  readonly perRecord?: number;
  readonly seed?: string;
  readonly signal?: CancelSignal;
}

export const DEFAULT_PUZZLE_MARGIN = 0.2;
const DEFAULT_PER_RECORD = 3;

/** The best move's lead over the next one (0 when there is one move). */
const leadOf = (e: DecisionEvaluation): number =>
  e.moves.length < 2 ? 0 : e.winChance - e.moves[1]!.winChance;

export function findPuzzles(
  record: GameRecord,
  options: PuzzleOptions,
): Result<Puzzle[], AnalysisError> {
  const margin = options.margin ?? DEFAULT_PUZZLE_MARGIN;
  const screen = options.screenIterations ?? Math.max(20, Math.round(options.iterations / 10));
  const seed = options.seed ?? 'puzzles';
  const signal = options.signal ? { signal: options.signal } : {};
  const states = replayStates(record);
  if (!states.ok) return states;
  const candidates: { moveNumber: number; view: PlayerView; lead: number }[] = [];
  states.value.forEach((state, i) => {
    const d = decision(state);
    if (d === null || i >= record.moves.length) return;
    const view = playerView(state, d.seat);
    if (view.legalMoves.length < 2) return;
    const quick = evaluateDecision(view, { iterations: screen, seed, ...signal });
    const lead = leadOf(quick);
    if (lead >= margin / 2) candidates.push({ moveNumber: i + 1, view, lead });
  });
  const perRecord = options.perRecord ?? DEFAULT_PER_RECORD;
  const puzzles: { puzzle: Puzzle; lead: number }[] = [];
  // The widest leads first; a few more than are kept, since the deep search may narrow them.
  candidates.sort((a, b) => b.lead - a.lead || a.moveNumber - b.moveNumber);
  for (const { moveNumber, view } of candidates.slice(0, perRecord * 3)) {
    const deep = evaluateDecision(view, { iterations: options.iterations, seed, ...signal });
    const lead = leadOf(deep);
    if (lead < margin) continue;
    const measured = deep.moves.map((m) => ({ move: m.move, winChance: m.winChance }));
    puzzles.push({
      lead,
      puzzle: {
        id: `${options.label}#${moveNumber}`,
        seat: deep.seat,
        view,
        solution: deep.best,
        winChance: deep.winChance,
        runnerUp: measured[1]!,
        moves: measured,
        reason: deep.reason,
        source: { label: options.label, moveNumber },
        iterations: options.iterations,
      },
    });
  }
  puzzles.sort((a, b) => b.lead - a.lead || a.puzzle.id.localeCompare(b.puzzle.id));
  return { ok: true, value: puzzles.slice(0, perRecord).map((p) => p.puzzle) };
}
