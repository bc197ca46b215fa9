/**
 * The messages between the page and the bot worker. A bot question carries the bot's own view,
 * its level and seed; the answer is one of the view's legal moves. The same worker also answers
 * the questions of hints and post-game analysis, marked by their `kind`: a hint for a
 * player's own view, and the tasks of a record's analysis (the bots' RecordAnalysis), one at a
 * time, so that the page can show progress, pause and cancel between them.
 */
import type { AnalysisPiece, GameAnalysis, Hint } from '@tnt/bots';
import type { GameRecord, Move, PlayerView } from '@tnt/engine';

export interface BotAsk {
  readonly id: number;
  readonly view: PlayerView;
  /** A bot name as the bots package reads it: heuristic, search:easy, ... */
  readonly level: string;
  readonly seed: string;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly move: Move; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** A hint for the decision of the view's own seat. */
export interface HintAsk {
  readonly id: number;
  readonly kind: 'hint';
  readonly view: PlayerView;
  readonly seed: string;
  readonly iterations: number;
}

/** Opens the analysis of a record (the worker keeps it); answered with the number of tasks. */
export interface AnalysisOpen {
  readonly id: number;
  readonly kind: 'analysis-open';
  readonly record: GameRecord;
  readonly seat: number;
  readonly iterations: number;
  readonly chartPlayouts: number;
}

/** Runs one task of the open analysis; answered with its piece, and the analysis after the last. */
export interface AnalysisRun {
  readonly id: number;
  readonly kind: 'analysis-run';
  readonly task: number;
}

export type LearnAsk = HintAsk | AnalysisOpen | AnalysisRun;

export type LearnAnswer =
  | { readonly id: number; readonly ok: true; readonly kind: 'hint'; readonly hint: Hint }
  | {
      readonly id: number;
      readonly ok: true;
      readonly kind: 'analysis-open';
      readonly tasks: number;
    }
  | {
      readonly id: number;
      readonly ok: true;
      readonly kind: 'analysis-run';
      readonly piece: AnalysisPiece;
      /** After the last task: the whole analysis. */
      readonly analysis: GameAnalysis | null;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

export type WorkerAsk = BotAsk | LearnAsk;
export type WorkerAnswer = BotAnswer | LearnAnswer;
