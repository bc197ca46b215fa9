/**
 * Starts the game server: the store, the bot workers, the games, the HTTP API and the game socket
 * on one port. `close()` stops taking connections, lets every game finish the change it is making,
 * stops the bots and closes the store; a game's moves are all in the store before it returns.
 *
 * @example
 * const server = await startServer({ port: 0, host: '127.0.0.1', db: 'sqlite:data/tnt.sqlite' });
 * console.log(server.url); // http://127.0.0.1:40123
 * await server.close();
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { LIMITS } from '@tnt/protocol';
import { BotPool } from './bots/pool.ts';
import type { PlaySettings, RoomContext } from './games/context.ts';
import { GameRegistry } from './games/registry.ts';
import { buildApp } from './http/app.ts';
import { registerGameRoutes } from './http/games.ts';
import { registerPlayerRoutes } from './http/players.ts';
import { Identities } from './identity/identity.ts';
import { Metrics } from './metrics.ts';
import { openStore } from './store/open.ts';
import type { RateLimit } from './ws/rate-limit.ts';
import { registerSocketRoute, type SocketHub } from './ws/route.ts';

export interface ServerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  /** 'sqlite:FILE' | 'sqlite::memory:' | 'memory' ('postgres://…' is refused for now). */
  readonly db: string;
  /** A folder with the built web client, served at /. */
  readonly webRoot?: string;
  /** Fastify's logger option: true, false, or pino options (default: info to stdout). */
  readonly logger?: FastifyServerOptions['logger'];
  /** The built bot worker (default: bot-worker.mjs beside this module's bundle). */
  readonly botWorker?: URL | string;
  /** Worker threads for bots (default: one per core but one, at least one). */
  readonly botThreads?: number;
  /** A bot decision that takes longer fails over to a random legal move. */
  readonly botTimeoutMs?: number;
  readonly play?: Partial<PlaySettings>;
  /** The address players reach the server at, for links (default: the request's host). */
  readonly publicUrl?: string;
  /** Messages per socket (default: the protocol's LIMITS, made for people; raise it for test clients). */
  readonly rateLimit?: RateLimit;
}

export interface RunningServer {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export const DEFAULT_PLAY: PlaySettings = {
  disconnectGraceMs: 15_000,
  botDelayMs: 0,
  standInBot: 'heuristic',
};

const SWEEP_MS = 30_000;

function workerUrl(option: URL | string | undefined): URL {
  if (option instanceof URL) return option;
  if (option !== undefined) return pathToFileURL(option);
  return new URL('./bot-worker.mjs', import.meta.url);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const store = openStore(options.db);
  const bots = new BotPool({
    size: options.botThreads ?? Math.max(1, availableParallelism() - 1),
    workerUrl: workerUrl(options.botWorker),
    timeoutMs: options.botTimeoutMs ?? 60_000,
  });
  let registry: GameRegistry | null = null;
  let sockets: SocketHub | null = null;
  const metrics = new Metrics({
    games: () => registry?.counts() ?? { loaded: 0, open: 0, playing: 0, over: 0 },
    sockets: () => sockets?.count ?? 0,
    botQueue: () => bots.load,
  });
  const app = await buildApp({
    logger: options.logger ?? true,
    webRoot: options.webRoot,
    metrics: () => metrics,
    health: () => ({
      store: store.kind,
      games: registry?.counts().loaded ?? 0,
      sockets: sockets?.count ?? 0,
    }),
  });
  const ctx: RoomContext = {
    store,
    bots,
    metrics,
    log: app.log,
    settings: { ...DEFAULT_PLAY, ...options.play },
  };
  const games = new GameRegistry(ctx);
  registry = games;
  const identities = new Identities(store);
  registerPlayerRoutes(app, identities, options.publicUrl);
  registerGameRoutes(app, { registry: games, identities, store, publicUrl: options.publicUrl });
  sockets = await registerSocketRoute(app, {
    registry: games,
    identities,
    metrics,
    log: app.log,
    rate: options.rateLimit ?? { burst: LIMITS.rateBurst, perSecond: LIMITS.ratePerSecond },
  });

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const sweep = setInterval(() => {
    games.sweep();
  }, SWEEP_MS);
  sweep.unref();
  void games.resume().then(
    (count) => {
      if (count > 0) app.log.info({ games: count }, 'games resumed');
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'resuming games failed');
    },
  );

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        await app.close();
        await games.close();
        await bots.close();
        await store.close();
      })();
      return closing;
    },
  };
}
