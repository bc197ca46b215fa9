// The build's up-to-date check (scripts/build-stamp.mjs), on a small project in a temporary
// folder: `npm start` skips a part only while its inputs and its output are what its last build
// saw, and builds again on any change that could make the output differ.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  check,
  clearStamp,
  inputFiles,
  withBuildLock,
  writeStamp,
  type BuildPart,
} from '../../../scripts/build-stamp.mjs';

const part: BuildPart = {
  name: 'app',
  inputs: ['packages/app', 'package-lock.json'],
  output: 'packages/app/dist/app.mjs',
};

let root: string;
let stamps: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What the build script does: check, and on a build, write the output and the stamp. */
function build(): void {
  const { inputs } = check(root, stamps, part);
  clearStamp(stamps, part);
  write(part.output, `built from ${inputs}`);
  writeStamp(root, stamps, part, inputs);
}

const reason = (): string | null => check(root, stamps, part).reason;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tnt-stamp-'));
  stamps = join(root, 'node_modules/.cache/tnt-build');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('packages/app/src/main.ts', 'export const a = 1;');
  write('packages/app/src/util/text.ts', 'export const b = 2;');
  write('packages/app/package.json', '{}');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the build stamp', () => {
  it('reads every source and config, and nothing the build or the tests make', () => {
    write('packages/app/test/main.test.ts', 'test');
    write('packages/app/node_modules/dep/index.js', 'dep');
    write('packages/app/test-output/shot.png', 'png');
    build();
    expect(inputFiles(root, part.inputs)).toEqual([
      'package-lock.json',
      'packages/app/package.json',
      'packages/app/src/main.ts',
      'packages/app/src/util/text.ts',
    ]);
  });

  it('builds when there is no output, or no record of the build that made it', () => {
    expect(reason()).toBe('packages/app/dist/app.mjs does not exist');
    write(part.output, 'built by hand');
    expect(reason()).toBe('no earlier build is recorded');
  });

  it('is up to date after a build, while nothing changes', () => {
    build();
    expect(reason()).toBeNull();
    // Writing the same bytes again (a checkout, a save without an edit) changes nothing.
    write('packages/app/src/main.ts', 'export const a = 1;');
    expect(reason()).toBeNull();
  });

  it('builds again when a source, the lock file, or the set of files changes', () => {
    build();
    write('packages/app/src/util/text.ts', 'export const b = 3;');
    expect(reason()).toBe('its sources changed');
    build();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(reason()).toBe('its sources changed');
    build();
    write('packages/app/src/new.ts', '');
    expect(reason()).toBe('its sources changed');
    build();
    renameSync(join(root, 'packages/app/src/new.ts'), join(root, 'packages/app/src/old.ts'));
    expect(reason()).toBe('its sources changed');
    build();
    rmSync(join(root, 'packages/app/src/old.ts'));
    expect(reason()).toBe('its sources changed');
  });

  it('does not build for a change in tests or in installed packages', () => {
    build();
    write('packages/app/test/main.test.ts', 'another test');
    write('packages/app/node_modules/dep/index.js', 'an update');
    expect(reason()).toBeNull();
  });

  it('builds again when the output was deleted or replaced since', () => {
    build();
    write(part.output, 'another build');
    expect(reason()).toBe('packages/app/dist/app.mjs changed since');
    build();
    rmSync(join(root, 'packages/app/dist'), { recursive: true });
    expect(reason()).toBe('packages/app/dist/app.mjs does not exist');
  });

  it('is never up to date after a build that failed half way', () => {
    build();
    write('packages/app/src/main.ts', 'export const a = "broken";');
    clearStamp(stamps, part); // as the build script does before building
    // The build fails here: no stamp is written, and the old output is still there.
    write('packages/app/src/main.ts', 'export const a = 1;');
    expect(reason()).toBe('no earlier build is recorded');
  });
});

describe('the build lock', () => {
  it('makes two builds started at once take turns', async () => {
    const order: string[] = [];
    const build = (name: string) => async () => {
      order.push(`${name} starts`);
      // Long enough for the other build to find the lock taken at least once.
      await sleep(300);
      order.push(`${name} ends`);
    };
    await Promise.all([withBuildLock(stamps, build('a')), withBuildLock(stamps, build('b'))]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(existsSync(join(stamps, 'lock'))).toBe(false);
  });

  it('takes over the lock of a build whose process died', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    write('node_modules/.cache/tnt-build/lock/pid', String(gone));
    expect(await withBuildLock(stamps, () => Promise.resolve('built'))).toBe('built');
  });

  it('lets go of the lock when a build fails', async () => {
    await expect(
      withBuildLock(stamps, () => Promise.reject(new Error('vite failed'))),
    ).rejects.toThrow('vite failed');
    expect(existsSync(join(stamps, 'lock'))).toBe(false);
  });
});
