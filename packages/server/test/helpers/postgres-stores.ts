/**
 * Store tests on PostgreSQL, within one describe block: a throwaway server starts before the
 * block's tests and is removed after them, and each store opened is on a new, empty database of
 * it, so the tests of a contract cannot see each other's rows.
 *
 * @example
 * describe('the PostgreSQL store', () => {
 *   const pg = usePostgresStores();
 *   contract(pg.open);
 *   it('races', async () => {
 *     const url = await pg.server.createDatabase();
 *   });
 * });
 */
import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../../src/store/open.ts';
import type { GameStore } from '../../src/store/types.ts';
import { startPostgres, type Postgres } from '../services/postgres.ts';

/** initdb and the first start take a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export interface PostgresStores {
  /** The server, for tests that open several stores on one database (once beforeAll has run). */
  readonly server: Postgres;
  /** A store on a new, empty database. */
  readonly open: () => Promise<GameStore>;
}

/** Registers the block's hooks. */
export function usePostgresStores(): PostgresStores {
  let server: Postgres | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.remove();
  });
  const started = (): Postgres => {
    if (server === undefined) throw new Error('no PostgreSQL server');
    return server;
  };
  return {
    get server() {
      return started();
    },
    open: async () => openStore(await started().createDatabase()),
  };
}
