/**
 * A SQLite database file of 0 bytes: the server starts (SQLite takes it for a new database) and
 * says so, in a warning logged at start and in `warnings` (which `tnt serve` prints), since such a
 * file is more often a lost database than a new one. A file that does not exist yet, or one
 * that holds a database, starts without a word.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputDir } from './helpers/bundle.ts';
import { startHarness } from './helpers/server.ts';

let files: { dir: string; remove: () => void };

beforeAll(() => {
  files = outputDir('empty-db');
});
afterAll(() => {
  files.remove();
});

/** Starts a server on the file, creates a player, stops; its warnings and warning log lines. */
async function startOn(file: string): Promise<{ warnings: readonly string[]; logged: string[] }> {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level === 40) logged.push(entry.msg);
      }
      done();
    },
  });
  const harness = await startHarness({ db: `sqlite:${file}`, logger: { level: 'info', stream } });
  try {
    await harness.api.player('Ada');
    return { warnings: harness.server.warnings, logged };
  } finally {
    await harness.stop();
  }
}

describe('a database file of 0 bytes', () => {
  it('starts empty and says so, in the log and in the warnings', async () => {
    const file = join(files.dir, 'empty.sqlite');
    writeFileSync(file, '');
    const { warnings, logged } = await startOn(file);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`the database file ${file} is empty (0 bytes)`);
    expect(warnings[0]).toMatch(/restore the file from a backup/);
    expect(logged).toEqual(warnings);
    // Started once, it holds a database: the next start is silent.
    expect(await startOn(file)).toEqual({ warnings: [], logged: [] });
  });

  it('is not confused with a file that does not exist yet', async () => {
    expect(await startOn(join(files.dir, 'new', 'tnt.sqlite'))).toEqual({
      warnings: [],
      logged: [],
    });
  });
});
