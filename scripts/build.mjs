// Builds what Node runs: the tnt command and its worker threads, bundled from the TypeScript
// sources by esbuild. Type checking is separate (`npm run typecheck`); this only strips types and
// bundles. The native SQLite driver stays outside the bundle and is loaded through `require`.
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const entryPoints = {
  tnt: 'packages/cli/src/main.ts',
  // The server looks for its bot worker beside the bundle that contains it.
  'bot-worker': 'packages/server/src/bots/worker.ts',
};
// The tournament runs its games in worker threads of their own.
if (existsSync('packages/cli/src/tournament/worker.ts')) {
  entryPoints['tournament-worker'] = 'packages/cli/src/tournament/worker.ts';
}

await build({
  entryPoints,
  outdir: 'packages/cli/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['better-sqlite3'],
  banner: {
    js: "import { createRequire as __tntRequire } from 'node:module'; const require = __tntRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
