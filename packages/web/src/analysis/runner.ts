/**
 * The post-game analysis under way, as a signal the analysis page shows: the bots'
 * RecordAnalysis runs in a worker of its own (learn-worker.ts), task by task, so that the page
 * shows progress, Cancel stops it at once (the worker is ended), and it waits while a game is
 * played on this page (a live game's bots must not share the machine with it). It goes on when
 * the page is left for anything else. A finished analysis is kept in this browser (cache.ts) and
 * shown at once the next time.
 *
 * @example
 * startAnalysis(record, 0, 'quick');
 * analysisRun.value?.done; // tasks done so far
 */
import { effect, signal } from '@preact/signals';
import type { GameAnalysis } from '@tnt/bots';
import type { GameRecord } from '@tnt/engine';
import { game, route } from '../pages/app-state.ts';
import { loadAnalysis, saveAnalysis } from './cache.ts';
import { LearnWorker } from './learn-worker.ts';
import { recordKey } from './record-key.ts';

/** Playouts per decision of each depth; the chart takes as many per point, up to CHART_MOST. */
export const DEPTHS = { quick: 60, normal: 300, deep: 1000 } as const;
export type Depth = keyof typeof DEPTHS;
const CHART_MOST = 200;

export type RunStatus = 'running' | 'paused' | 'done' | 'cancelled' | 'failed';

export interface AnalysisRun {
  /** The record's key (record-key.ts), the seat and the playouts per decision. */
  readonly key: string;
  readonly seat: number;
  readonly iterations: number;
  readonly status: RunStatus;
  readonly done: number;
  /** Tasks in all; 0 until the worker has read the record. */
  readonly total: number;
  readonly analysis: GameAnalysis | null;
  readonly error: string | null;
}

export const analysisRun = signal<AnalysisRun | null>(null);

let worker: LearnWorker | null = null;
/** Bumped by every start and cancel: a run that is no longer the latest stops. */
let generation = 0;

/** A game is being played on this page: its table is shown and it is not over. */
const playing = (): boolean =>
  (route.value.page === 'game' || route.value.page === 'online') &&
  game.value !== null &&
  game.value.view.value.decision !== null;

/** Resolves once no game is being played on this page (at once if none is). */
function notWhilePlaying(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (playing()) return;
      // Disposed after this run of the effect, outside it.
      queueMicrotask(() => {
        stop();
      });
      resolve();
    });
  });
}

function update(gen: number, change: Partial<AnalysisRun>): void {
  const run = analysisRun.value;
  if (gen !== generation || run === null) return;
  analysisRun.value = { ...run, ...change };
}

async function work(gen: number, record: GameRecord, run: AnalysisRun, learn: LearnWorker) {
  try {
    const chart = Math.min(CHART_MOST, run.iterations);
    const total = await learn.open(record, run.seat, run.iterations, chart);
    update(gen, { total });
    for (let task = 0; task < total; task++) {
      if (playing()) update(gen, { status: 'paused' });
      await notWhilePlaying();
      if (gen !== generation) return;
      update(gen, { status: 'running' });
      const { analysis } = await learn.run(task);
      update(gen, { done: task + 1 });
      if (analysis !== null) {
        saveAnalysis(run.key, analysis);
        update(gen, { status: 'done', analysis });
      }
    }
  } catch (error) {
    update(gen, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    learn.terminate();
    if (worker === learn) worker = null;
  }
}

/** The analysis kept for this record, seat and depth, shown without running anything. */
export function keptAnalysis(record: GameRecord, seat: number, depth: Depth): GameAnalysis | null {
  return loadAnalysis(recordKey(record), seat, DEPTHS[depth]);
}

/** Starts (or shows the kept) analysis of the record for a seat; any other run is cancelled. */
export function startAnalysis(record: GameRecord, seat: number, depth: Depth): void {
  cancelAnalysis();
  const gen = ++generation;
  const iterations = DEPTHS[depth];
  const key = recordKey(record);
  const kept = loadAnalysis(key, seat, iterations);
  const base = { key, seat, iterations, error: null };
  if (kept !== null) {
    analysisRun.value = { ...base, status: 'done', done: 1, total: 1, analysis: kept };
    return;
  }
  analysisRun.value = { ...base, status: 'running', done: 0, total: 0, analysis: null };
  const learn = new LearnWorker();
  worker = learn;
  void work(gen, record, analysisRun.value, learn);
}

/** Stops the analysis under way at once; what it had done is dropped. */
export function cancelAnalysis(): void {
  const run = analysisRun.value;
  generation++;
  worker?.terminate();
  worker = null;
  if (run !== null && (run.status === 'running' || run.status === 'paused')) {
    analysisRun.value = { ...run, status: 'cancelled' };
  }
}
