/**
 * The worker thread of `tnt tournament` (bundled as dist/tournament-worker.mjs): plays each game
 * job it is sent and posts back the outcome, or the error that stopped the game.
 */
import { parentPort } from 'node:worker_threads';
import type { GameJob } from './plan.ts';
import { playGame } from './game.ts';
import { baselineOf, type WorkerReply } from './pool.ts';

const port = parentPort;
if (port === null) throw new Error('the tournament worker runs in a worker thread');

port.on('message', (job: GameJob) => {
  void reply(job).then((message) => {
    port.postMessage(message);
  });
});

async function reply(job: GameJob): Promise<WorkerReply> {
  try {
    return { ok: true, outcome: playGame(job, await baselineOf(job)) };
  } catch (e) {
    return { ok: false, index: job.index, error: e instanceof Error ? e.message : String(e) };
  }
}
