// The tests in four tiers, each a vitest project: `npm test` runs them all, `npm run test:unit`
// (vitest run --project unit) the everyday ones, which need nothing but Node and take under a
// minute on this 2-core machine, busy or not. A test's tier is in its file's name, or its folder:
//
//   *.sim.test.ts       simulation: long seeded games, searches, whole programs run as children,
//                       servers played over sockets and killed (seconds of CPU a test)
//   *.cluster.test.ts   cluster: throwaway PostgreSQL and Redis servers of their own
//                       (packages/server/test/services), several nodes, faults
//   *.browser.test.ts   browser: Chromium, driven by playwright-core; and every test of the web
//   web/test/e2e/       client's end-to-end folder
//
// and every other test file is a unit test.
//
// The browser and cluster tiers need programs from Debian (Chromium; PostgreSQL and Redis). When
// one is missing, its tier runs a single notice instead of its files (services/missing.notice.ts):
// skipped with the reason on a developer's machine, failed with it in CI (CI=true), where a tier
// that runs nothing must not pass. The reason is printed again at the end of the run.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const BROWSER = ['packages/*/test/**/*.browser.test.ts', 'packages/web/test/e2e/**/*.test.ts'];
const CLUSTER = ['packages/*/test/**/*.cluster.test.ts'];
const SIMULATION = ['packages/*/test/**/*.sim.test.ts'];
const ALL = ['packages/*/test/**/*.test.ts'];
const NOTICE = 'packages/server/test/services/missing.notice.ts';

/** The browser the tests drive (packages/web/test/e2e/harness.ts). */
const CHROMIUM = '/usr/bin/chromium';

function onPath(name: string): boolean {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((folder) => folder !== '' && existsSync(join(folder, name)));
}

/** As packages/server/test/services/postgres.ts looks for it: Debian's layout, else pg_config. */
function hasPostgres(): boolean {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian)) {
      if (existsSync(join(debian, version, 'bin', 'initdb'))) return true;
    }
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return config.status === 0 && existsSync(join(config.stdout.trim(), 'initdb'));
}

/** Why a tier cannot run here, or undefined when it can. */
function missingFor(tier: 'browser' | 'cluster'): string | undefined {
  const missing =
    tier === 'browser'
      ? existsSync(CHROMIUM)
        ? []
        : [`Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`]
      : [
          ...(hasPostgres() ? [] : ['PostgreSQL is not installed (apt-get install postgresql)']),
          ...(onPath('redis-server')
            ? []
            : ['Redis is not installed (apt-get install redis-server)']),
        ];
  if (missing.length === 0) return undefined;
  return `the ${tier} tests cannot run: ${missing.join('; ')}.`;
}

const notices: string[] = [];

/** A tier that needs installed programs: its files, or the notice of what is missing. */
function serviceTier(name: 'browser' | 'cluster', include: string[]) {
  const reason = missingFor(name);
  if (reason === undefined) return { extends: true, test: { name, include } };
  notices.push(reason);
  return {
    extends: true,
    test: { name, include: [NOTICE], provide: { missingService: reason } },
  };
}

const projects = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ALL,
      exclude: [...BROWSER, ...CLUSTER, ...SIMULATION],
      // The files of a worker share its loaded modules instead of loading them again for each
      // file: the tier takes a third of the CPU (measured: 22 s of CPU instead of 56 s). So a
      // unit test file leaves no global behind (a stubbed global is put back in its afterAll,
      // fake timers are undone, an environment variable it sets is deleted), and no vi.mock.
      isolate: false,
    },
  },
  { extends: true, test: { name: 'simulation', include: SIMULATION } },
  serviceTier('browser', BROWSER),
  serviceTier('cluster', CLUSTER),
];

// Said once at the start, though vitest reads this file again for each project.
const said = ((globalThis as { tntTierNotices?: Set<string> }).tntTierNotices ??= new Set());
for (const notice of notices) {
  if (!said.has(notice)) console.warn(`\n  ${notice}\n`);
  said.add(notice);
}

export default defineConfig({
  test: {
    projects,
    // Time limits catch a hang; they do not measure speed. A test, or a hook that starts servers
    // and builds the client, may take many times its usual time on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // Both cores: the conformance games are split into files so that they run side by side.
    maxWorkers: 2,
    reporters: [
      'default',
      {
        onTestRunEnd() {
          for (const notice of notices) console.warn(`\n  ${notice}`);
        },
      },
    ],
  },
});
