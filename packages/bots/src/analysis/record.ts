/**
 * The post-game analysis of a game record, shared by `tnt analyse` and the web client's analysis
 * page (pure: no Node API, no DOM). Two kinds of work, each a task of its own so that a caller can
 * show progress, pause, cancel and keep what is done:
 *
 * - **Decisions.** Every decision of the chosen seat that had a choice is evaluated from that
 *   seat's own view at the time (what the player could know): the chance to win after the move
 *   made and after the best move, the move made measured on the same samples as the best
 *   (`evaluateDecision` with `keep`). The loss is the difference, in points of win chance; a loss
 *   of MISTAKE_LOSS (10 points) or more is a mistake, of BLUNDER_LOSS (25 points) or more a
 *   blunder, but only when the loss is clear of the estimate's noise; one that is not is "too
 *   close to call" (`tooCloseToCall`): the budget could not tell the two moves apart.
 * - **The chart.** Every seat's chance to win at the start of every turn and at the end. This is
 *   post-game, so it is measured from the full state (every hand known; only the supply's order,
 *   which nobody knew, is dealt anew for each playout): one estimate for all seats at once, the
 *   same whoever asks.
 *
 * @example
 * const opened = RecordAnalysis.open(record, { seat: 0, iterations: 200 });
 * if (opened.ok) {
 *   const a = opened.value;
 *   const pieces = a.tasks.map((_, i) => a.run(i));
 *   a.assemble(pieces).decisions.filter((d) => d.judgement === 'blunder');
 * }
 */
import {
  createGame,
  decision,
  moveFromText,
  moveToText,
  play,
  playerView,
  seedRng,
  setupOfRecord,
  type GameRecord,
  type GameState,
  type Move,
  type Result,
} from '@tnt/engine';
import { evaluateDecision } from '../evaluate.ts';
import type { Reason } from './reason.ts';
import { throwIfCancelled, winSharesOfState, type CancelSignal } from './rollouts.ts';

/** Points of win chance (as a share) lost by a move that make it a mistake, and a blunder. */
export const MISTAKE_LOSS = 0.1;
export const BLUNDER_LOSS = 0.25;
/** Standard errors a loss must reach to be marked (see `judge`). */
export const CLEAR_ERRORS = 1.5;

export const ANALYSIS_FORMAT = 'thurn-und-taxis-analysis';
/** 2: decisions too close to call (`uncertain`, judgement `too-close`). */
export const ANALYSIS_VERSION = 2;

/**
 * best: the search's own choice; good: another move within MISTAKE_LOSS of it, or within the
 * noise; too-close: a loss the size of a mistake or more that the estimate cannot tell from its
 * noise (few playouts, a card from the supply that could be anything).
 */
export type Judgement = 'best' | 'good' | 'too-close' | 'mistake' | 'blunder';

export interface DecisionReview {
  /** 1-based number of the move in the record. */
  readonly moveNumber: number;
  readonly turn: number;
  readonly seat: number;
  readonly played: Move;
  readonly best: Move;
  readonly playedWinChance: number;
  readonly bestWinChance: number;
  /** bestWinChance - playedWinChance, never below 0. */
  readonly loss: number;
  /** The standard error of the loss (the two moves compared on the same samples). */
  readonly lossError: number;
  readonly judgement: Judgement;
  /** The loss is within the estimate's noise: the move made and the best cannot be told apart. */
  readonly uncertain: boolean;
  /** What the best move does. */
  readonly reason: Reason;
  /** Legal moves the seat had. */
  readonly choices: number;
  readonly playouts: number;
}

export interface ChartPoint {
  /** Moves played before this point. */
  readonly moveNumber: number;
  /** Turns finished before this point (0 at the start; the number of turns at the end). */
  readonly turn: number;
  /** By seat: the chance to win, 0 to 1. */
  readonly winChances: readonly number[];
}

export interface GameAnalysis {
  readonly format: typeof ANALYSIS_FORMAT;
  readonly version: typeof ANALYSIS_VERSION;
  readonly seat: number;
  readonly players: number;
  /** Playouts per decision, and per point of the chart. */
  readonly iterations: number;
  readonly chartPlayouts: number;
  readonly seed: string;
  /** The moves of the record analysed, and whether the game was over after them. */
  readonly moves: number;
  readonly finished: boolean;
  readonly decisions: readonly DecisionReview[];
  readonly chart: readonly ChartPoint[];
  readonly mistakes: number;
  readonly blunders: number;
  /** Decisions whose loss looked like a mistake but was too close to call. */
  readonly uncertain: number;
  /** The mean loss over the seat's decisions (0 when it had none). */
  readonly meanLoss: number;
}

export interface AnalysisOptions {
  readonly seat: number;
  /** Playouts per decision of the seat. */
  readonly iterations: number;
  /** Playouts per point of the chart (default: `iterations`). */
  readonly chartPlayouts?: number;
  /** The evaluations' seed (default "analysis"): the same seed gives the same analysis. */
  readonly seed?: string;
}

export type AnalysisTask =
  | { readonly kind: 'decision'; readonly moveNumber: number }
  | { readonly kind: 'chart'; readonly moveNumber: number };

export type AnalysisPiece =
  | { readonly kind: 'decision'; readonly review: DecisionReview }
  | { readonly kind: 'chart'; readonly point: ChartPoint };

export interface AnalysisError {
  readonly code: 'ERR_NOT_A_RECORD' | 'ERR_ILLEGAL_MOVE' | 'ERR_BAD_OPTION';
  readonly message: string;
}

const DEFAULT_SEED = 'analysis';

const failure = (code: AnalysisError['code'], message: string): Result<never, AnalysisError> => ({
  ok: false,
  error: { code, message },
});

/**
 * How far above its truth the best of `choices` estimates lies by chance alone, in standard
 * errors: about the largest of that many normal draws (the square root of 2 ln n). The best move
 * is the one whose playouts went best, so with several moves of equal worth one of them looks
 * better than it is, and a move made looks that much worse beside it.
 */
export const selectionErrors = (choices: number): number =>
  Math.sqrt(2 * Math.log(Math.max(2, choices)));

/**
 * Whether a loss is within the estimate's noise: less than CLEAR_ERRORS standard errors beyond
 * what choosing the best of `choices` moves adds by chance. A quick analysis of an opening draw
 * from the supply (a card that could be anything, a handful of playouts per move) is such a case.
 */
export const tooCloseToCall = (loss: number, lossError: number, choices: number): boolean =>
  loss < (CLEAR_ERRORS + selectionErrors(choices)) * lossError;

/**
 * A loss is a mistake or a blunder only when it is also clear of the playouts' chance
 * (`tooCloseToCall`); one of that size within the noise is too close to call. A smaller budget
 * then marks fewer moves, never more.
 */
export function judge(loss: number, lossError: number, choices = 2): Judgement {
  if (loss < MISTAKE_LOSS) return 'good';
  if (tooCloseToCall(loss, lossError, choices)) return 'too-close';
  return loss >= BLUNDER_LOSS ? 'blunder' : 'mistake';
}

/** Every state of the record, from its setup to its last move; an error at an illegal move. */
export function replayStates(record: GameRecord): Result<GameState[], AnalysisError> {
  const created = createGame(setupOfRecord(record));
  if (!created.ok) return failure('ERR_NOT_A_RECORD', created.error.message);
  const states = [created.value];
  for (const [i, recorded] of record.moves.entries()) {
    const parsed = moveFromText(recorded.move);
    const next = parsed.ok ? play(states[i]!, recorded.seat, parsed.value) : parsed;
    if (!next.ok) {
      return failure(
        'ERR_ILLEGAL_MOVE',
        `move ${i + 1} ("${recorded.move}"): ${next.error.message}`,
      );
    }
    states.push(next.value);
  }
  return { ok: true, value: states };
}

export class RecordAnalysis {
  /** The work to do, decisions first (in the order of the game), then the chart's points. */
  readonly tasks: readonly AnalysisTask[];
  private readonly chartPlayouts: number;
  private readonly seed: string;

  private constructor(
    private readonly record: GameRecord,
    private readonly states: readonly GameState[],
    private readonly options: AnalysisOptions,
  ) {
    this.chartPlayouts = options.chartPlayouts ?? options.iterations;
    this.seed = options.seed ?? DEFAULT_SEED;
    const decisions: AnalysisTask[] = [];
    const chart: AnalysisTask[] = [];
    states.forEach((state, i) => {
      const d = decision(state);
      if (d !== null && i < record.moves.length && record.moves[i]!.seat === options.seat) {
        if (playerView(state, d.seat).legalMoves.length > 1) {
          decisions.push({ kind: 'decision', moveNumber: i + 1 });
        }
      }
      const turnStarts = i === 0 || state.turn !== states[i - 1]!.turn;
      if (turnStarts || i === states.length - 1) chart.push({ kind: 'chart', moveNumber: i });
    });
    this.tasks = [...decisions, ...chart];
  }

  static open(record: GameRecord, options: AnalysisOptions): Result<RecordAnalysis, AnalysisError> {
    const players = record.options.players;
    if (!Number.isInteger(options.seat) || options.seat < 0 || options.seat >= players) {
      return failure('ERR_BAD_OPTION', `the seat must be from 0 to ${players - 1}`);
    }
    for (const [name, value] of [
      ['iterations', options.iterations],
      ['chart playouts', options.chartPlayouts ?? options.iterations],
    ] as const) {
      if (!Number.isInteger(value) || value < 1) {
        return failure('ERR_BAD_OPTION', `${name} must be a whole number of at least 1`);
      }
    }
    const states = replayStates(record);
    if (!states.ok) return states;
    return { ok: true, value: new RecordAnalysis(record, states.value, options) };
  }

  /** Runs one task; `signal` stops it between playouts (it then throws EvaluationCancelled). */
  run(index: number, signal?: CancelSignal): AnalysisPiece {
    const task = this.tasks[index];
    if (task === undefined) throw new Error(`no analysis task ${index}`);
    return task.kind === 'decision'
      ? { kind: 'decision', review: this.review(task.moveNumber, signal) }
      : { kind: 'chart', point: this.point(task.moveNumber, signal) };
  }

  private review(moveNumber: number, signal: CancelSignal | undefined): DecisionReview {
    const before = this.states[moveNumber - 1]!;
    const { seat } = this.options;
    const view = playerView(before, seat);
    const made = moveFromText(this.record.moves[moveNumber - 1]!.move);
    if (!made.ok) throw new Error(`move ${moveNumber} no longer reads`);
    const e = evaluateDecision(view, {
      iterations: this.options.iterations,
      seed: this.seed,
      keep: made.value,
      ...(signal ? { signal } : {}),
    });
    const kept = e.kept;
    if (kept === undefined) throw new Error(`move ${moveNumber} was not measured`);
    const isBest = moveToText(kept.move) === moveToText(e.best);
    const choices = e.moves.length;
    return {
      moveNumber,
      turn: before.turn,
      seat,
      played: kept.move,
      best: e.best,
      playedWinChance: kept.winChance,
      bestWinChance: e.winChance,
      loss: kept.loss,
      lossError: kept.lossError,
      judgement: isBest ? 'best' : judge(kept.loss, kept.lossError, choices),
      uncertain: !isBest && tooCloseToCall(kept.loss, kept.lossError, choices),
      reason: e.reason,
      choices,
      playouts: e.playouts,
    };
  }

  private point(moveNumber: number, signal: CancelSignal | undefined): ChartPoint {
    const state = this.states[moveNumber]!;
    const over = decision(state) === null;
    const rng = seedRng(`${this.seed}/chart/${moveNumber}`);
    throwIfCancelled(signal);
    return {
      moveNumber,
      turn: over ? state.turn : state.turn - 1,
      winChances: winSharesOfState(state, this.chartPlayouts, rng, signal),
    };
  }

  /** The analysis from the pieces of every task, in the order of `tasks`. */
  assemble(pieces: readonly AnalysisPiece[]): GameAnalysis {
    if (pieces.length !== this.tasks.length) {
      throw new Error(`the analysis has ${this.tasks.length} pieces, not ${pieces.length}`);
    }
    const decisions = pieces.flatMap((p) => (p.kind === 'decision' ? [p.review] : []));
    const chart = pieces.flatMap((p) => (p.kind === 'chart' ? [p.point] : []));
    const last = this.states[this.states.length - 1]!;
    const count = (j: Judgement) => decisions.filter((d) => d.judgement === j).length;
    return {
      format: ANALYSIS_FORMAT,
      version: ANALYSIS_VERSION,
      seat: this.options.seat,
      players: this.record.options.players,
      iterations: this.options.iterations,
      chartPlayouts: this.chartPlayouts,
      seed: this.seed,
      moves: this.record.moves.length,
      finished: decision(last) === null,
      decisions,
      chart,
      mistakes: count('mistake'),
      blunders: count('blunder'),
      uncertain: count('too-close'),
      meanLoss:
        decisions.length === 0 ? 0 : decisions.reduce((s, d) => s + d.loss, 0) / decisions.length,
    };
  }
}

export interface RunOptions extends AnalysisOptions {
  readonly signal?: CancelSignal;
  /** Called after each task: tasks done, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The whole analysis at once (the command line's way; the web client runs the tasks one by one). */
export function analyseRecord(
  record: GameRecord,
  options: RunOptions,
): Result<GameAnalysis, AnalysisError> {
  const opened = RecordAnalysis.open(record, options);
  if (!opened.ok) return opened;
  const analysis = opened.value;
  const pieces: AnalysisPiece[] = [];
  for (let i = 0; i < analysis.tasks.length; i++) {
    pieces.push(analysis.run(i, options.signal));
    options.onProgress?.(i + 1, analysis.tasks.length);
  }
  return { ok: true, value: analysis.assemble(pieces) };
}
