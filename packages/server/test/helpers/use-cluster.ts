/**
 * The life of a cluster in a test file: the throwaway PostgreSQL and Redis and the bundled server
 * start once before the file's tests, the nodes of each test are killed after it (failed or not),
 * and the services and output are removed after the file.
 *
 * @example
 * const cluster = useCluster('cluster-play');
 * it('plays', async () => {
 *   const [n1, n2] = await cluster.nodes(2);
 *   await cluster.services.redis.stop();
 * });
 */
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ServerOptions } from '../../src/index.ts';
import { SERVER_ROOT, bundle, outputDir } from './bundle.ts';
import {
  startNodes,
  startServices,
  stopNodes,
  type Node,
  type NodeTestHooks,
  type Services,
} from './cluster.ts';

export interface TestCluster {
  /** The PostgreSQL and Redis every node of the file shares (once `beforeAll` has run). */
  readonly services: Services;
  /** Starts `count` nodes, n1, n2, …, on a new, empty database of their own. */
  nodes(
    count: number,
    play?: Partial<ServerOptions['play']>,
    hooks?: NodeTestHooks,
  ): Promise<Node[]>;
}

/** Registers the file's hooks; `name` names its folder of test output. */
export function useCluster(name: string): TestCluster {
  let dir: string | undefined;
  let remove = (): void => {};
  let services: Services | undefined;

  beforeAll(async () => {
    const output = outputDir(name);
    ({ dir, remove } = output);
    [services] = await Promise.all([
      startServices(),
      bundle(output.dir, { serve: join(SERVER_ROOT, 'test/fixtures/serve.ts') }),
    ]);
  });
  afterEach(async () => {
    await stopNodes();
  });
  afterAll(async () => {
    await services?.remove();
    remove();
  });

  const started = (): { dir: string; services: Services } => {
    if (dir === undefined || services === undefined) {
      throw new Error('the cluster is used before its beforeAll hook has run');
    }
    return { dir, services };
  };
  return {
    get services() {
      return started().services;
    },
    async nodes(count, play = {}, hooks = {}) {
      const { dir: out, services: shared } = started();
      return startNodes(out, shared, await shared.database(), count, play, hooks);
    },
  };
}
