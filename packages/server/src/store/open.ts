/**
 * Opens the store a `--db` value names, ready to use (a PostgreSQL schema is migrated first):
 *
 *   sqlite:data/tnt.sqlite                   a SQLite file (its folder is created); the default
 *   sqlite::memory:                          SQLite in memory: gone when the server stops
 *   memory                                   the in-memory double (tests)
 *   postgres://user:password@host:5432/db    PostgreSQL (also postgresql://), for several nodes
 *
 * @example
 * const store = await openStore('sqlite:data/tnt.sqlite');
 */
import { MemoryStore } from './memory.ts';
import { PostgresStore, type PostgresOptions } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore } from './types.ts';

export const DEFAULT_DB = 'sqlite:data/tnt.sqlite';

/** `postgres` is used only by a PostgreSQL URL (its pool size, its connect timeout). */
export async function openStore(
  db: string,
  options: { postgres?: PostgresOptions } = {},
): Promise<GameStore> {
  if (db === 'memory') return new MemoryStore();
  if (db.startsWith('sqlite:')) {
    const file = db.slice('sqlite:'.length);
    if (file === '') throw new Error('sqlite: needs a file, e.g. sqlite:data/tnt.sqlite');
    return new SqliteStore(file);
  }
  if (db.startsWith('postgres://') || db.startsWith('postgresql://')) {
    return PostgresStore.open(db, options.postgres);
  }
  throw new Error(
    `unknown database "${db}": use sqlite:FILE, sqlite::memory:, memory or postgres://…`,
  );
}
