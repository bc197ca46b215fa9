// Measures this build side by side with another (a git worktree of an earlier commit), in one
// run: each round runs both builds' benchmark once, one after the other, in alternating order, so
// that a change in the machine's load falls on both alike; the figures are the medians of the
// rounds, in CPU time. Usage:
//
//   git worktree add ../base-1dae639 1dae639
//   node scripts/bench/compare.mjs --baseline ../base-1dae639 [--rounds 7] [--seconds 1]
//
// The benchmark (engine-core.ts) is bundled against each build's engine sources by esbuild.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '7' },
    seconds: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
if (!values.baseline) {
  console.error('usage: node scripts/bench/compare.mjs --baseline DIR [--rounds N] [--seconds S]');
  process.exit(2);
}
const here = resolve(import.meta.dirname, '../..');
const builds = { current: here, baseline: resolve(values.baseline) };
const out = mkdtempSync(join(tmpdir(), 'tnt-compare-'));

/**
 * Resolves the engine's entries to one build's sources: `@tnt/engine/fast` to its fast entry where
 * the build has one (before it, the root exported everything).
 */
const engineOf = (root) => ({
  name: 'engine-of-build',
  setup(b) {
    b.onResolve({ filter: /^@tnt\/engine(\/fast)?$/ }, (args) => {
      const fast = join(root, 'packages/engine/src/fast.ts');
      const wantsFast = args.path.endsWith('/fast') && existsSync(fast);
      return { path: wantsFast ? fast : join(root, 'packages/engine/src/index.ts') };
    });
  },
});

const bundles = {};
for (const [name, root] of Object.entries(builds)) {
  bundles[name] = join(out, `${name}.mjs`);
  await build({
    entryPoints: [join(here, 'scripts/bench/engine-core.ts')],
    outfile: bundles[name],
    bundle: true,
    platform: 'node',
    format: 'esm',
    plugins: [engineOf(root)],
    logLevel: 'error',
  });
}

const runs = { current: [], baseline: [] };
const rounds = Number(values.rounds);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
  for (const name of order) {
    const line = execFileSync(process.execPath, [bundles[name], values.seconds], {
      encoding: 'utf8',
    });
    runs[name].push(JSON.parse(line));
  }
}

const median = (xs) => {
  const sorted = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};
const keys = Object.keys(runs.current[0]);
const result = Object.fromEntries(
  keys.map((key) => [
    key,
    {
      current: median(runs.current.map((x) => x[key])),
      baseline: median(runs.baseline.map((x) => x[key])),
    },
  ]),
);
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`;
if (values.json) {
  console.log(
    JSON.stringify({ machine, rounds, seconds: Number(values.seconds), result }, null, 2),
  );
} else {
  console.log(`${machine}; ${rounds} rounds of ${values.seconds} CPU s per figure, medians`);
  for (const [key, { current, baseline }] of Object.entries(result)) {
    const ratio = current !== null && baseline !== null ? (current / baseline).toFixed(2) : '-';
    const fmt = (x) => (x === null ? '-' : Math.round(x).toLocaleString('en'));
    console.log(
      `${key.padEnd(22)} current ${fmt(current).padStart(14)}  baseline ${fmt(baseline).padStart(14)}  x${ratio}`,
    );
  }
}
