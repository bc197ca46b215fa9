/**
 * The game server for the online end-to-end tests and the move-latency benchmark: the real
 * server (`startServer`) in this process, on a free port of the loopback, serving the client
 * build beside its API, data in memory, quiet logs. Its bot worker is bundled by esbuild first
 * (a worker thread cannot load TypeScript); people's games need it only for a stand-in.
 *
 * @example
 * const site = await openSite(serveGame); // the build served by the game server
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { startServer, type ServerOptions } from '@tnt/server';
import { WEB_ROOT, type Host } from './harness.ts';

const BOT_WORKER_SOURCE = resolve(WEB_ROOT, '../server/src/bots/worker.ts');

/** Serves the client build in `dist` from a game server; `options` override the defaults. */
export async function serveGame(dist: string, options: Partial<ServerOptions> = {}): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), 'tnt-e2e-server-'));
  await build({
    entryPoints: { 'bot-worker': BOT_WORKER_SOURCE },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    db: 'memory',
    logger: false,
    webRoot: dist,
    botWorker: join(dir, 'bot-worker.mjs'),
    botThreads: 1,
    ...options,
  });
  return {
    url: `${server.url}/`,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
