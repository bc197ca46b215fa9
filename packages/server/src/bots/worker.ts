/**
 * The entry of a bot worker thread: it answers jobs one at a time, each with the bot of the job's
 * level seeded for its seat, or with a hint for a player's decision. Bots are CPU-bound (a search bot runs hundreds of playouts), which is
 * why they run here and never on the event loop that serves the sockets.
 *
 * Built as a file of its own (bot-worker.mjs beside the server's bundle); see docs/server.md.
 */
import { parentPort } from 'node:worker_threads';
import { createBot, hintFor, parseBotSpec } from '@tnt/bots';
import type { PlayerView } from '@tnt/engine';
import type { BotReply, WorkerJob } from './messages.ts';

function answer(job: WorkerJob): BotReply {
  try {
    if ('kind' in job) {
      const view = JSON.parse(job.view) as PlayerView;
      return { id: job.id, ok: true, hint: hintFor(view, job.seed, job.iterations) };
    }
    const spec = parseBotSpec(job.level);
    if (!spec.ok) return { id: job.id, ok: false, error: spec.error };
    const view = JSON.parse(job.view) as PlayerView;
    const choice = createBot({ ...spec.value, seed: job.seed }).choose(view);
    return { id: job.id, ok: true, move: choice.move, iterations: choice.iterations };
  } catch (error) {
    return { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (port === null) throw new Error('the bot worker runs in a worker thread');
port.on('message', (job: WorkerJob) => {
  port.postMessage(answer(job));
});
