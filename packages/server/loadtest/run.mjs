// The load test's entry for `npm run loadtest` (Node runs no TypeScript): builds launch.ts with
// esbuild next to the other test builds and runs it. Arguments pass through, e.g.
//   node packages/server/loadtest/run.mjs --games 1000 --seconds 60
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
mkdirSync(join(root, 'test-output'), { recursive: true });
const dir = mkdtempSync(join(root, 'test-output', 'launch-'));
try {
  await build({
    entryPoints: { launch: join(root, 'loadtest', 'launch.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  await import(pathToFileURL(join(dir, 'launch.mjs')).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
