// Builds what `npm start` serves: the tnt command and its worker threads, bundled from the
// TypeScript sources by esbuild, and the web client, built by Vite. Type checking is separate
// (`npm run typecheck`); this only strips types and bundles. The native SQLite driver stays
// outside the bundle and is loaded through `require`.
//
// Each part is built only when its inputs (sources, configs, the lock file) changed since its last
// build, or its output is gone (build-stamp.mjs); `npm start` then starts at once.
//
//   node scripts/build.mjs [--force] [cli] [web]
//
// --force builds even what is up to date; naming parts builds only those (default: both).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { check, clearStamp, withBuildLock, writeStamp } from './build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMPS = join(ROOT, 'node_modules/.cache/tnt-build');
/** What every part reads besides its packages' sources: how to build, and what is installed. */
const SHARED_INPUTS = [
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

const PARTS = {
  cli: {
    name: 'cli',
    title: 'the tnt command',
    inputs: [
      ...SHARED_INPUTS,
      ...['engine', 'bots', 'protocol', 'server', 'cli'].map((p) => `packages/${p}`),
    ],
    output: 'packages/cli/dist/tnt.mjs',
    run: buildCli,
  },
  web: {
    name: 'web',
    title: 'the web client',
    inputs: [
      ...SHARED_INPUTS,
      ...['engine', 'bots', 'protocol', 'web'].map((p) => `packages/${p}`),
    ],
    output: 'packages/web/dist/index.html',
    run: buildWeb,
  },
};

async function buildCli() {
  const entryPoints = {
    tnt: 'packages/cli/src/main.ts',
    // The server looks for its bot worker beside the bundle that contains it.
    'bot-worker': 'packages/server/src/bots/worker.ts',
  };
  // The tournament runs its games in worker threads of their own.
  if (existsSync(join(ROOT, 'packages/cli/src/tournament/worker.ts'))) {
    entryPoints['tournament-worker'] = 'packages/cli/src/tournament/worker.ts';
  }
  await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: 'packages/cli/dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Native, or loaded by name at run time: found in node_modules, not bundled.
    external: ['better-sqlite3', 'pino-pretty'],
    banner: {
      js: "import { createRequire as __tntRequire } from 'node:module'; const require = __tntRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/** The web package's own Vite, as `npm run build -w @tnt/web` runs it. */
function buildWeb() {
  const web = join(ROOT, 'packages/web');
  const vite = join(
    dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const run = spawnSync(process.execPath, [vite, 'build'], { cwd: web, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${String(run.status)})`);
}

const USAGE = `Usage: node scripts/build.mjs [--force] [cli] [web]

Builds what \`npm start\` serves: the tnt command (esbuild) and the web client (Vite). A part is
built only when its inputs changed since its last build or its output is gone.

  cli, web   the parts to build (default: both)
  --force    build even what is up to date
  --help     print this and exit`;

const { values, positionals } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = positionals.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(
    `build: no part ${unknown.join(', ')} (the parts: ${Object.keys(PARTS).join(', ')})`,
  );
  process.exit(2);
}
const chosen = (positionals.length > 0 ? positionals : Object.keys(PARTS)).map((n) => PARTS[n]);

const upToDate = [];
await withBuildLock(STAMPS, async () => {
  for (const part of chosen) {
    const { inputs, reason } = check(ROOT, STAMPS, part);
    if (reason === null && !values.force) {
      upToDate.push(part.title);
      continue;
    }
    console.log(`build: ${part.title} (${values.force ? '--force' : reason})`);
    const started = performance.now();
    clearStamp(STAMPS, part);
    await part.run();
    // The hash of the inputs as they were when the build began: a file changed while it ran is
    // seen as changed next time.
    writeStamp(ROOT, STAMPS, part, inputs);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`build: ${part.title} built in ${seconds} s`);
  }
});
if (upToDate.length > 0) {
  console.log(
    `build: ${upToDate.join(' and ')} ${upToDate.length > 1 ? 'are' : 'is'} up to date` +
      ` (no source changed since the last build; --force builds again)`,
  );
}
