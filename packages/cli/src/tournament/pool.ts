/**
 * Runs a tournament's games on all cores: one worker thread per core, each sent a game as soon as
 * it has finished the last, so long and short games even out. Without the bundled worker file
 * (running from the sources) the games run one by one in this thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { playGame, type GameOutcome } from './game.ts';
import type { GameJob } from './plan.ts';
import { loadBaselineBots, type BaselineBots } from '../baseline.ts';

const baselines = new Map<string, Promise<BaselineBots>>();

/** The baseline bots a job names (loaded once a thread), or null. */
export function baselineOf(job: GameJob): Promise<BaselineBots | null> {
  const bundle = job.baselineBundle;
  if (bundle === null) return Promise.resolve(null);
  let loaded = baselines.get(bundle);
  if (loaded === undefined) {
    loaded = loadBaselineBots(bundle);
    baselines.set(bundle, loaded);
  }
  return loaded;
}

export type WorkerReply =
  | { readonly ok: true; readonly outcome: GameOutcome }
  | { readonly ok: false; readonly index: number; readonly error: string };

/** Where the build puts the worker: next to the bundled dist/tnt.mjs. */
export const workerUrl = (): URL => new URL('./tournament-worker.mjs', import.meta.url);

export const defaultThreads = (): number => availableParallelism();

export function workerAvailable(): boolean {
  const url = workerUrl();
  return url.protocol === 'file:' && existsSync(fileURLToPath(url));
}

export type OnOutcome = (outcome: GameOutcome) => void;

/** Plays every job in this thread; yields to the event loop between games so output can flush. */
async function runHere(jobs: readonly GameJob[], onOutcome: OnOutcome): Promise<void> {
  for (const job of jobs) {
    onOutcome(playGame(job, await baselineOf(job)));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Plays every job on `threads` workers; rejects at the first game that fails. */
function runOnWorkers(
  jobs: readonly GameJob[],
  threads: number,
  onOutcome: OnOutcome,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let failed = false;
    const stop = (error?: Error): void => {
      failed = failed || error !== undefined;
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve();
    };
    const feed = (worker: Worker): void => {
      if (next < jobs.length) worker.postMessage(jobs[next++]);
    };
    for (let i = 0; i < Math.min(threads, jobs.length); i++) {
      const worker = new Worker(workerUrl());
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        if (failed) return;
        if (!reply.ok) {
          stop(new Error(`game ${reply.index + 1}: ${reply.error}`));
          return;
        }
        onOutcome(reply.outcome);
        if (++done === jobs.length) stop();
        else feed(worker);
      });
      worker.on('error', (error) => {
        if (!failed) stop(error);
      });
      feed(worker);
    }
    if (jobs.length === 0) resolve();
  });
}

export async function runGames(
  jobs: readonly GameJob[],
  threads: number,
  onOutcome: OnOutcome,
): Promise<'workers' | 'main thread'> {
  if (threads > 1 && workerAvailable()) {
    await runOnWorkers(jobs, threads, onOutcome);
    return 'workers';
  }
  await runHere(jobs, onOutcome);
  return 'main thread';
}
