// The tests in four tiers, each a vitest project: `npm test` runs them all, `npm run test:unit`
// (vitest run --project unit) the everyday ones, which need nothing but Node and take under a
// minute on this 2-core machine, busy or not. A file belongs to the first tier whose patterns
// match it, unit being the rest. A file whose tests take several seconds of CPU each (whole
// games, bots' searches, the command line run as child processes) goes to the simulation tier.
//
// The browser and cluster tiers need programs from Debian (Chromium; PostgreSQL and Redis). When
// one is missing, its tier runs a single notice instead of its files (services/missing.notice.ts):
// skipped with the reason on a developer's machine, failed with it in CI (CI=true), where a tier
// that runs nothing must not pass. The reason is printed again at the end of the run.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const BROWSER = [
  'packages/web/test/e2e/**/*.test.ts',
  // Point 6 loads the client in Chromium under the server's Content-Security-Policy.
  'packages/server/test/security.test.ts',
];
const CLUSTER = [
  // Each starts throwaway PostgreSQL or Redis servers (packages/server/test/services).
  'packages/server/test/store.test.ts',
  'packages/server/test/store-postgres.test.ts',
  // Ratings, results, the queue and accounts on every store, PostgreSQL's races included.
  'packages/server/test/ratings-store.test.ts',
  'packages/server/test/bus.test.ts',
  'packages/server/test/bus-redis.test.ts',
  'packages/server/test/cluster-*.test.ts',
];
const SIMULATION = [
  // A file's name says it is long: whole games, searches, whole programs.
  'packages/*/test/**/*.sim.test.ts',
  // Long seeded games: thousands of them through the engine, a dozen through the server.
  'packages/engine/test/conformance/**/*.test.ts',
  'packages/engine/test/expansions/simulation.test.ts',
  // Every view against an observer of the public events, at every move of 2,100 games.
  'packages/engine/test/views/known-hand.test.ts',
  'packages/engine/test/views/determinize-state.test.ts',
  'packages/engine/test/views/effects.test.ts',
  'packages/bots/test/strength.test.ts',
  // Whole games of the search bot (each of its moves thousands of playouts), and its choices
  // compared across states and runs.
  'packages/bots/test/legal.test.ts',
  'packages/bots/test/determinism.test.ts',
  'packages/bots/test/hidden.test.ts',
  // Games searched for the tie-break the explanation is about.
  'packages/web/test/explain.test.ts',
  // Whole games through the server, over sockets, with bots in worker threads; a server process
  // killed and started again.
  'packages/server/test/expansion-games.test.ts',
  'packages/server/test/live-game.test.ts',
  'packages/server/test/async-game.test.ts',
  'packages/server/test/restart.test.ts',
  // Hints over sockets, the game then played to its end to compute the hint again (issue 16).
  'packages/server/test/hints.test.ts',
  // Ranked games played to the end over sockets; a server killed as a ranked game ends.
  'packages/server/test/ranked.test.ts',
  'packages/server/test/ratings-restart.test.ts',
  // A Swiss tournament's two rounds played to the end over sockets.
  'packages/server/test/tournaments.test.ts',
  // The command line run as child processes: every command's help and exit codes, whole games
  // played and benched, servers started and their logs read.
  'packages/cli/test/cli.test.ts',
  'packages/cli/test/serve-log.test.ts',
  'packages/cli/test/bench.test.ts',
  'packages/cli/test/game-flags.test.ts',
  // Whole records analysed and searched for puzzles, each decision hundreds of playouts.
  'packages/cli/test/analyse.test.ts',
];
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
