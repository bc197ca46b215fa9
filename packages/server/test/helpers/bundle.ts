/**
 * Builds what Node runs outside vitest: the bot worker (a worker thread cannot load TypeScript)
 * and, for the tests that run the server as a child process, the server entry. The options are
 * the ones the `tnt` build needs for the server (docs/server.md): better-sqlite3 stays external
 * (a native addon found at run time), and a `require` for the CommonJS dependencies.
 *
 * The output goes under packages/server/test-output/ (ignored by git), inside the repository, so
 * that the external better-sqlite3 resolves from node_modules.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

export const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_ENTRY = join(SERVER_ROOT, 'src/bots/worker.ts');

export const SERVER_BUILD_OPTIONS: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3'],
  banner: {
    js: "import { createRequire as __tntRequire } from 'node:module'; const require = __tntRequire(import.meta.url);",
  },
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'error',
};

/** A fresh folder under packages/server/test-output/ and a function that removes it. */
export function outputDir(prefix: string): { dir: string; remove: () => void } {
  const base = join(SERVER_ROOT, 'test-output');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, `${prefix}-`));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Bundles the given entries (name -> source file) with the bot worker beside them. */
export async function bundle(dir: string, entries: Record<string, string> = {}): Promise<void> {
  await build({
    ...SERVER_BUILD_OPTIONS,
    entryPoints: { 'bot-worker': WORKER_ENTRY, ...entries },
    outdir: dir,
  });
}

/** The bot worker built into a fresh folder: its URL, for startServer's `botWorker`. */
export async function buildBotWorker(): Promise<{ url: URL; remove: () => void }> {
  const { dir, remove } = outputDir('worker');
  await bundle(dir);
  return { url: pathToFileURL(join(dir, 'bot-worker.mjs')), remove };
}
