/**
 * A transaction written once for SQLite and PostgreSQL: a generator that yields its statements
 * and receives each one's answer (its rows, or the number of rows it changed). SQLite runs it
 * synchronously inside one better-sqlite3 transaction, so nothing else on the connection can come
 * between its statements; PostgreSQL runs it on one connection of the pool between BEGIN and
 * COMMIT, awaiting each answer. Values are always parameters, never part of the text.
 *
 * @example
 * function* bump(id: string): SqlProgram<boolean> {
 *   const changed = (yield change('UPDATE t SET n = n + 1 WHERE id = $1', [id])) as number;
 *   return changed === 1;
 * }
 * await sql.transaction(bump('a'));
 */

export interface SqlStep {
  readonly sql: string;
  readonly params: readonly unknown[];
  /** True: answer the rows; false: answer the number of rows changed. */
  readonly rows: boolean;
}

export type SqlProgram<T> = Generator<SqlStep, T, unknown>;

/** A statement whose rows the program wants. */
export const query = (sql: string, params: readonly unknown[]): SqlStep => ({
  sql,
  params,
  rows: true,
});

/** A statement whose count of changed rows the program wants. */
export const change = (sql: string, params: readonly unknown[]): SqlStep => ({
  sql,
  params,
  rows: false,
});

/** Runs statements and transactions: what each SQL store provides to the SQL sub-stores. */
export interface SqlExecutor {
  rows<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  run(sql: string, params: readonly unknown[]): Promise<number>;
  /** Runs the program in one transaction; a statement that fails rolls it all back. */
  transaction<T>(program: SqlProgram<T>): Promise<T>;
  /** ' FOR UPDATE' where the database locks rows read in a transaction (PostgreSQL), else ''. */
  readonly forUpdate: string;
}

/** Drives a program to its end with a synchronous statement runner (SQLite). */
export function runProgram<T>(program: SqlProgram<T>, execute: (step: SqlStep) => unknown): T {
  let next = program.next();
  while (!next.done) next = program.next(execute(next.value));
  return next.value;
}

/** Drives a program to its end with an asynchronous statement runner (PostgreSQL). */
export async function runProgramAsync<T>(
  program: SqlProgram<T>,
  execute: (step: SqlStep) => Promise<unknown>,
): Promise<T> {
  let next = program.next();
  while (!next.done) next = program.next(await execute(next.value));
  return next.value;
}

/** `$first, $first+1, …` for a list of `count` values in an IN (…) list. */
export function placeholders(first: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}
