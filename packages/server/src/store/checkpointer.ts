/**
 * SQLite's write-ahead log is copied back into the database file now and then (a checkpoint), and
 * the copy, with its fsync, can take tens of milliseconds. Done by the connection that writes the
 * moves, it would stall the event loop that serves the sockets; so a thread of its own, with its
 * own connection, checkpoints on a timer (PASSIVE: it never blocks the writer), and the writer's
 * automatic checkpoint is kept only as a distant backstop.
 *
 * @example
 * const checkpointer = startCheckpointer('data/tnt.sqlite', 1000);
 * await checkpointer.stop();
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Pages of log the writer lets pile up before it checkpoints itself (some 80 MB). */
export const BACKSTOP_PAGES = 20_000;

// The worker is a script of a few lines given as text, so that the server needs no second
// built file for it; it loads better-sqlite3 from where this module resolves it.
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(
  file: string,
  everyMs: number,
  onError: (message: string) => void,
): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SCRIPT, { eval: true, workerData: { file, everyMs, module } });
  // Listened for from the start: a worker that already stopped (its file could not be opened)
  // must not leave `stop` waiting for an exit that happened before it was asked.
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      resolve();
    }),
  );
  worker.on('message', onError);
  worker.on('error', (error) => {
    onError(error.message);
  });
  worker.unref();
  return {
    async stop() {
      // The worker does not keep a running server alive (unref), but closing waits for it.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
