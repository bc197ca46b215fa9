/**
 * A throwaway Redis server for the tests of the event bus: the Debian package's `redis-server` as a
 * child process on a free port of 127.0.0.1, with no persistence, in a folder of its own. It can be
 * stopped and started again on the same port, which is how the tests make the bus lose Redis and
 * get it back. `remove()` kills it and deletes its folder; any server still running when the test
 * process exits is killed then too, so that no test leaves a Redis behind.
 *
 * @example
 * const redis = await startRedis();
 * const bus = await RedisBus.connect({ url: redis.url, node: 'n1' });
 * await redis.stop(); // the bus goes down
 * await redis.start(); // same port: the bus comes back
 * await redis.remove();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './free-port.ts';

export interface ThrowawayRedis {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  /** Whether the server process runs now. */
  readonly running: boolean;
  /** Starts the server again on the same port (after `stop`); resolves when it answers PING. */
  start(): Promise<void>;
  /** Stops the server (its clients see the connection close); resolves when it has exited. */
  stop(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

const NOT_INSTALLED = 'Redis is not installed: apt-get install redis-server (see README)';
/** How long a starting server may take to answer PING, and a stopping one to exit. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every server process this test process started and has not seen exit. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startRedis(): Promise<ThrowawayRedis> {
  const binary = findOnPath('redis-server');
  if (binary === null) throw new Error(NOT_INSTALLED);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tnt-redis-'));
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async (): Promise<void> => {
    if (child !== null) throw new Error(`the test Redis on port ${port} is already running`);
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    const started = spawn(binary, [...args, '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(started);
    child = started;
    // The last output, to explain a server that exits at once (a port taken, a bad option).
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-2_000);
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    exited = new Promise((resolve) => {
      started.once('exit', () => {
        running.delete(started);
        if (child === started) child = null;
        resolve();
      });
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`redis-server on port ${port} exited at start:\n${output}`);
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`redis-server on port ${port} did not answer PING in time:\n${output}`);
      }
      await sleep(20);
    }
  };

  const stop = async (): Promise<void> => {
    const current = child;
    if (current === null) return;
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== null;
    },
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function findOnPath(name: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder === '') continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Whether a Redis server on the port answers PING now (a raw socket: no client library needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => {
      done(false);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
