/**
 * Statements and transactions on one better-sqlite3 connection, for the SQL sub-stores (social,
 * ratings, accounts): each statement prepared once, errors as rejected promises like a networked
 * database's, and a transaction run synchronously from start to end (sql-program.ts), so nothing
 * else on the connection comes between its statements.
 */
import type Database from 'better-sqlite3';
import { runProgram, type SqlExecutor, type SqlProgram, type SqlStep } from './sql-program.ts';
import { numbered } from './statements.ts';

/** better-sqlite3 is synchronous: its errors become rejected promises, like a networked store's. */
export function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function sqliteExecutor(db: Database.Database): SqlExecutor {
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string): Database.Statement => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const execute = (step: SqlStep): unknown => {
    const bound = numbered(...step.params);
    return step.rows ? statement(step.sql).all(bound) : statement(step.sql).run(bound).changes;
  };
  return {
    rows: <T>(sql: string, params: readonly unknown[]) =>
      settle(() => statement(sql).all(numbered(...params)) as T[]),
    run: (sql, params) => settle(() => statement(sql).run(numbered(...params)).changes),
    transaction: <T>(program: SqlProgram<T>) =>
      settle(() => db.transaction(() => runProgram(program, execute))()),
    forUpdate: '',
  };
}
