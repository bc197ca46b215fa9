/**
 * A throwaway PostgreSQL server for tests, from the installed PostgreSQL (Debian's `postgresql`
 * package): a fresh data folder under the system's temporary folder, trust authentication, no
 * fsync, listening on 127.0.0.1 only, on a free port. The tests can stop it, start it again (the
 * same folder and port: a restart), kill it (an immediate stop, as if it crashed) and remove it.
 *
 * PostgreSQL refuses to run as root: as root, the folder is given to the `postgres` user and the
 * binaries run as that user (spawned with its uid, so that the child process is the postmaster
 * itself, and a signal sent to it reaches PostgreSQL and nothing else).
 *
 * @example
 * const pg = await startPostgres();
 * const store = await openStore(await pg.createDatabase());
 * await pg.stop();  // every connection fails now
 * await pg.start(); // and works again
 * await pg.remove();
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port.ts';

export interface Postgres {
  /** The `postgres` database, as the `postgres` superuser. */
  readonly url: string;
  readonly port: number;
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Starts the server again after stop() or kill(): same data, same port. */
  start(): Promise<void>;
  /** Fast shutdown: open connections are ended, as when the database is restarted. */
  stop(): Promise<void>;
  /** Immediate shutdown, without a checkpoint: the next start recovers from the log. */
  kill(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

const NOT_INSTALLED = 'PostgreSQL is not installed: apt-get install postgresql (see README)';
const INITDB_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** The folder with initdb and postgres: the newest under Debian's layout, else pg_config's. */
function findBinaries(): string {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      if (has(join(debian, version, 'bin'))) return join(debian, version, 'bin');
    }
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bindir = config.status === 0 ? config.stdout.trim() : '';
  if (bindir !== '' && has(bindir)) return bindir;
  throw new Error(NOT_INSTALLED);
}

/** The uid and gid to run PostgreSQL as: the `postgres` user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`running as root, and there is no postgres user to run PostgreSQL as`);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Resolves when the process has exited, or false after `ms`. */
function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', done);
      resolve(false);
    }, ms);
    function done() {
      clearTimeout(timer);
      resolve(true);
    }
    child.once('exit', done);
  });
}

export async function startPostgres(): Promise<Postgres> {
  const bin = findBinaries();
  const user = runAs();
  const base = mkdtempSync(join(tmpdir(), 'tnt-pg-'));
  if (user) chownSync(base, user.uid, user.gid);
  const data = join(base, 'data');
  const spawnOptions = {
    cwd: base,
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    ...(user ?? {}),
  };

  const init = spawnSync(
    join(bin, 'initdb'),
    ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C', '-D', data],
    { ...spawnOptions, encoding: 'utf8', timeout: INITDB_TIMEOUT_MS },
  );
  if (init.status !== 0) {
    rmSync(base, { recursive: true, force: true });
    const why = init.error?.message ?? `${init.stdout}\n${init.stderr}`.trim();
    throw new Error(`initdb failed: ${why}`);
  }

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  let log = '';
  let databases = 0;
  // Should the test process end without remove(), PostgreSQL must not outlive it.
  const onExit = () => child?.kill('SIGQUIT');

  async function accepts(): Promise<boolean> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async function start(): Promise<void> {
    if (child) throw new Error('PostgreSQL is running already');
    log = '';
    const args = ['-D', data, '-p', String(port), '-k', base];
    // No fsync: nothing here must survive the machine, only the process. synchronous_commit
    // stays on, so that an acknowledged commit is in the log file and survives kill() as it
    // would on a real server (off, the last commits wait in memory and die with the process).
    const settings = [
      'listen_addresses=127.0.0.1',
      'fsync=off',
      'full_page_writes=off',
      'max_connections=100',
    ];
    const started = spawn(join(bin, 'postgres'), [...args, ...settings.flatMap((s) => ['-c', s])], {
      ...spawnOptions,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    process.once('exit', onExit);
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4_000);
    };
    const spawnFailure: { error?: Error } = {};
    started.once('error', (error) => {
      spawnFailure.error = error; // the binary could not be run at all
    });
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    started.once('exit', () => {
      if (child === started) child = null;
      process.off('exit', onExit);
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (spawnFailure.error) {
        throw new Error(`PostgreSQL could not be started: ${spawnFailure.error.message}`);
      }
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`PostgreSQL exited at start:\n${log}`);
      }
      if (await accepts()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await halt('SIGQUIT');
    throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS} ms:\n${log}`);
  }

  /** SIGINT: fast shutdown; SIGQUIT: immediate shutdown. SIGKILL if it does not end in time. */
  async function halt(signal: 'SIGINT' | 'SIGQUIT'): Promise<void> {
    const running = child;
    if (!running) return;
    running.kill(signal);
    if (await exited(running, STOP_TIMEOUT_MS)) return;
    running.kill('SIGKILL');
    if (!(await exited(running, STOP_TIMEOUT_MS))) {
      throw new Error(`PostgreSQL (pid ${String(running.pid)}) did not stop:\n${log}`);
    }
  }

  try {
    await start();
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    async createDatabase() {
      databases += 1;
      const name = `test_${String(databases)}`;
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        // A name made here, never from outside: identifiers cannot be parameters.
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres@127.0.0.1:${String(port)}/${name}`;
    },
    start,
    stop: () => halt('SIGINT'),
    kill: () => halt('SIGQUIT'),
    async remove() {
      await halt('SIGINT');
      rmSync(base, { recursive: true, force: true });
    },
  };
}
