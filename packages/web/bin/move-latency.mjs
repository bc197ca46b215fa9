// The move-latency benchmark's entry (Node runs no TypeScript): bundles test/e2e/move-latency.ts
// with esbuild into test-output/ and runs it. Arguments pass through, e.g.
//   node packages/web/bin/move-latency.mjs --moves 150 --json
// The bundle sits two folders below packages/web (test-output/latency-*), as the module does
// (test/e2e), so the harness finds the package's root from where it runs.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
mkdirSync(join(root, 'test-output'), { recursive: true });
const dir = mkdtempSync(join(root, 'test-output', 'latency-'));
try {
  await build({
    entryPoints: { 'move-latency': join(root, 'test', 'e2e', 'move-latency.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Native code, tools that run programs of their own, and the browser driver stay outside.
    external: ['better-sqlite3', 'esbuild', 'playwright-core'],
    banner: {
      js: "import { createRequire as __tntRequire } from 'node:module'; const require = __tntRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  const { main } = await import(pathToFileURL(join(dir, 'move-latency.mjs')).href);
  await main(process.argv.slice(2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
