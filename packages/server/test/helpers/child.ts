/**
 * The server as a child process (test/fixtures/serve.ts, bundled): started, told its options,
 * and killed, gently or with SIGKILL.
 *
 * @example
 * const child = await spawnServer(dir, { db: 'sqlite:/tmp/x.sqlite' });
 * child.kill('SIGKILL');
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ServerOptions } from '../../src/index.ts';

export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** Every server process started here that has not exited: none outlives the test process. */
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

export function spawnServer(
  dir: string,
  options: Partial<ServerOptions> & Record<string, unknown>,
): Promise<ChildServer> {
  // TNT_SERVER_NODE_ARGS: extra node flags for the server process, e.g. --cpu-prof to profile it.
  const extra = process.env.TNT_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...extra, '--enable-source-maps', join(dir, 'serve.mjs')],
    {
      env: { ...process.env, TNT_SERVE_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  alive.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      alive.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    // The first line with a "url" (log lines may come before it when the server logs to stdout).
    lines.on('line', (line) => {
      const { url } = JSON.parse(line) as { url?: string };
      if (url === undefined) return;
      lines.removeAllListeners('line');
      // TNT_TEST_LOGS=1: the server's log lines (when it logs) go to the test's stderr.
      if (process.env.TNT_TEST_LOGS) lines.on('line', (log) => process.stderr.write(`${log}\n`));
      resolve({
        url,
        process: child,
        exited,
        kill(signal) {
          child.kill(signal);
          return exited;
        },
      });
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited with ${code} before it listened`));
    });
  });
}
