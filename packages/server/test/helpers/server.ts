/**
 * A real server for a test file: on a free port of the loopback, bots in worker threads built by
 * esbuild for the file, quiet logs. Each test file gets its own server and data.
 *
 * @example
 * const harness = await startHarness({ db: 'memory' });
 * // ... harness.server.url, harness.api
 * await harness.stop();
 */
import { startServer, type RunningServer, type ServerOptions } from '../../src/index.ts';
import { Api } from './api.ts';
import { buildBotWorker } from './bundle.ts';
import { joinGame, type TestClient } from './client.ts';
import type { NewPlayer, WelcomeMessage } from '@tnt/protocol';

export interface Harness {
  readonly server: RunningServer;
  readonly api: Api;
  /** Opens a socket and says hello to a game (as the player, or as a spectator). */
  connect(
    gameId: string,
    player?: NewPlayer,
    since?: number,
  ): Promise<{ client: TestClient; welcome: WelcomeMessage }>;
  stop(): Promise<void>;
}

export async function startHarness(options: Partial<ServerOptions> = {}): Promise<Harness> {
  const worker = await buildBotWorker();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    db: 'memory',
    logger: false,
    botWorker: worker.url,
    botThreads: 1,
    ...options,
  });
  return {
    server,
    api: new Api(server.url),
    connect(gameId, player, since) {
      return joinGame(server.url, gameId, player?.secret, since);
    },
    async stop() {
      await server.close();
      worker.remove();
    },
  };
}
