import { beforeAll, describe, it, expect } from 'vitest';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMANDS } from '../src/cli.ts';
import { randomGame } from './helpers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = join(root, 'packages/cli/bin/tnt.mjs');

/** Runs the built command as a user would, and keeps what it printed and its exit code. */
function tnt(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'tnt-cli-'));
const finished = randomGame(2, 'cli finished');

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', 'cli'], { cwd: root, stdio: 'pipe' });
});

describe('the built tnt binary', () => {
  it('prints its help with every command (exit 0), and each command its own', () => {
    const help = tnt('--help');
    expect(help.code).toBe(0);
    for (const command of COMMANDS) {
      expect(help.stdout).toContain(command.name);
      const own = tnt(command.name, '--help');
      expect(own.code).toBe(0);
      expect(own.stdout).toContain(`Usage: tnt ${command.name}`);
    }
  });

  it('refuses an unknown command, an unknown flag and no command with exit 2', () => {
    for (const args of [['fly'], ['--fly'], ['verify', '--fly', 'x.json'], []]) {
      const run = tnt(...args);
      expect(run.code).toBe(2);
      expect(run.stderr.length).toBeGreaterThan(0);
    }
    expect(tnt('fly').stderr).toContain('unknown command "fly"');
  });

  it('verify: exit 0 for a legal finished record, with the winner', () => {
    const run = tnt('verify', file('legal.json', JSON.stringify(finished.record)));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('legal to the end');
    expect(run.stdout).toContain('Winner: seat');
  });

  it('verify: exit 1 for an illegal move; --json gives its number and code', () => {
    // Move 11 given to the other seat of the two: never its turn.
    const eleventh = finished.record.moves[10]!;
    const moves = [...finished.record.moves.slice(0, 10), { ...eleventh, seat: 1 - eleventh.seat }];
    const path = file('illegal.json', JSON.stringify({ ...finished.record, moves }));
    const run = tnt('verify', path, '--json');
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout) as { failure: { moveNumber: number; code: string } };
    expect(json.failure.moveNumber).toBe(11);
    expect(json.failure.code).toBe('ERR_NOT_YOUR_TURN');
    expect(tnt('verify', path).stdout).toContain(`${json.failure.code}:`);
  });

  it('verify: exit 2 for a file that is not a record, or that does not exist', () => {
    const notJson = tnt('verify', file('not.json', 'thurn und taxis'));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('ERR_NOT_JSON');
    expect(tnt('verify', join(dir, 'missing.json')).code).toBe(2);
  });

  it('bench --json prints one JSON array with the product keys', () => {
    const run = tnt('bench', '--json', '--seconds', '0.01');
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r.players)).toEqual([2, 3, 4]);
    for (const row of rows) {
      for (const key of ['gamesPerSec', 'turnsPerSec', 'movesPerSec', 'avgTurnsPerGame']) {
        expect(typeof row[key]).toBe('number');
      }
    }
  });

  it('play prints a short account of a finished game', () => {
    const run = tnt('play', '--players', '2', '--seed', 'cli');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 random players');
    expect(run.stdout).toMatch(/Winner: seat [12] with -?\d+ points\./);
    expect(run.stdout.split('\n').length).toBeLessThan(80);
  });

  it('serve says at start that its database file is empty (0 bytes)', async () => {
    const empty = file('empty.sqlite', '');
    const server = spawn(
      process.execPath,
      [bin, 'serve', '--port', '0', '--db', `sqlite:${empty}`],
      {
        cwd: root,
      },
    );
    let stderr = '';
    let stdout = '';
    server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    // Ended once its output is all read ('close' comes after the pipes are drained).
    const ended = new Promise<string>((done) =>
      server.once('close', (code, signal) => {
        done(`exit ${String(code)} ${String(signal)}`);
      }),
    );
    // The warning comes right after the address; serve listens for Ctrl-C before either is out.
    // Then it is stopped as Ctrl-C would. (Waiting for the warning itself, not any first line of
    // stderr.)
    await new Promise<void>((done) => {
      server.once('exit', () => {
        done();
      });
      server.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        if (stderr.includes('warning: the database file')) done();
      });
    });
    // However soon Ctrl-C comes after the address (a busy machine once ran this test before the
    // server listened for it, and the server died of the signal), the server closes and exits.
    server.kill('SIGINT');
    expect(await ended).toBe('exit 0 null');
    expect(stderr).toContain('SIGINT: closing the server');
    expect(stdout).toContain('Thurn und Taxis is served at http://127.0.0.1:');
    expect(stderr).toContain(`warning: the database file ${empty} is empty (0 bytes)`);
  });
});
