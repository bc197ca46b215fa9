/**
 * A cluster for tests: a throwaway PostgreSQL and Redis (test/services), and server nodes as
 * child processes (so that one can be killed with SIGKILL), all on one database and one bus.
 * Each test gets its own database, so that no claim or game of another test is in its way.
 *
 * @example
 * const services = await startServices();
 * const nodes = await startNodes(dir, services, await services.database(), 3);
 */
import type { ServerOptions } from '../../src/index.ts';
import { startPostgres, type Postgres as ThrowawayPostgres } from '../services/postgres.ts';
import { startRedis, type ThrowawayRedis } from '../services/redis.ts';
import { Api } from './api.ts';
import { spawnServer, type ChildServer } from './child.ts';

/** Claims lapse after this long unrenewed: a dead node's games are taken over within about it. */
export const CLAIM_TTL_MS = 2_000;

export interface Services {
  readonly postgres: ThrowawayPostgres;
  readonly redis: ThrowawayRedis;
  /** A new, empty database on the PostgreSQL server: its URL. */
  database(): Promise<string>;
  remove(): Promise<void>;
}

export async function startServices(): Promise<Services> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  return {
    postgres,
    redis,
    database: () => postgres.createDatabase(),
    async remove() {
      await Promise.all([postgres.remove(), redis.remove()]);
    },
  };
}

export interface Node extends ChildServer {
  readonly name: string;
  readonly api: Api;
}

/** Nodes started and not yet stopped: `stopNodes` ends them after each test, failed or not. */
const running = new Set<Node>();

/** Stops every node still running (SIGKILL: the test is over, nothing more is checked). */
export async function stopNodes(): Promise<void> {
  const nodes = [...running];
  running.clear();
  await Promise.all(nodes.map((node) => node.kill('SIGKILL')));
}

/**
 * Options a node's process reads besides the server's own (test/fixtures/serve.ts): after pairing
 * this tournament round, the node kills itself (SIGKILL), before the round's games exist.
 */
export interface NodeTestHooks {
  readonly killAfterPairingRound?: number;
}

/** Starts `count` nodes on one database and the services' Redis, named n1, n2, …. */
export async function startNodes(
  dir: string,
  services: Services,
  db: string,
  count: number,
  play: Partial<ServerOptions['play']> = {},
  hooks: NodeTestHooks = {},
): Promise<Node[]> {
  const nodes: Node[] = [];
  for (let i = 1; i <= count; i++) {
    nodes.push(await startNode(dir, services, db, `n${i}`, play, hooks));
  }
  return nodes;
}

export async function startNode(
  dir: string,
  services: Services,
  db: string,
  name: string,
  play: Partial<ServerOptions['play']> = {},
  hooks: NodeTestHooks = {},
): Promise<Node> {
  const child = await spawnServer(dir, {
    ...hooks,
    db,
    redis: services.redis.url,
    nodeId: name,
    claimTtlMs: CLAIM_TTL_MS,
    rateLimit: { burst: 1000, perSecond: 1000 },
    botThreads: 1,
    ...(process.env.TNT_TEST_LOGS ? { logger: { level: 'warn' } } : {}),
    // Games nobody is at (a stand-in playing for an absent player) play as fast as they can here:
    // these tests are about the nodes, not the pace.
    play: {
      disconnectGraceMs: 60_000,
      botDelayMs: 0,
      standInBot: 'heuristic',
      botGamePaceMs: 0,
      ...play,
    },
  });
  const node: Node = { ...child, name, api: new Api(child.url) };
  running.add(node);
  void child.exited.then(() => running.delete(node));
  return node;
}

/** Health as a node reports it. */
export interface Health {
  readonly node: string;
  readonly storeUp: boolean;
  readonly busUp: boolean;
}

export async function health(node: Node): Promise<Health> {
  return (await node.api.request<Health>('GET', '/api/health')).body;
}

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
