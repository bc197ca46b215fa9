/**
 * Opens the store a `--db` value names:
 *
 *   sqlite:data/tnt.sqlite    a SQLite file (its folder is created); the default
 *   sqlite::memory:           SQLite in memory: gone when the server stops
 *   memory                    the in-memory double (tests)
 *   postgres://…              PostgreSQL: not yet, refused with a clear message
 *
 * @example
 * const store = openStore('sqlite:data/tnt.sqlite');
 */
import { MemoryStore } from './memory.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore } from './types.ts';

export const DEFAULT_DB = 'sqlite:data/tnt.sqlite';

export function openStore(db: string): GameStore {
  if (db === 'memory') return new MemoryStore();
  if (db.startsWith('sqlite:')) {
    const file = db.slice('sqlite:'.length);
    if (file === '') throw new Error('sqlite: needs a file, e.g. sqlite:data/tnt.sqlite');
    return new SqliteStore(file);
  }
  if (db.startsWith('postgres://') || db.startsWith('postgresql://')) {
    throw new Error('PostgreSQL storage is not available yet: use sqlite:FILE');
  }
  throw new Error(`unknown database "${db}": use sqlite:FILE, sqlite::memory: or memory`);
}
