/**
 * `tnt bench --baseline DIR`: this build's engine and another checkout's (a git worktree of an
 * earlier commit, say), measured side by side in one run by the same code: kernel.ts, bundled by
 * esbuild against each build's engine and run in a process of its own for each build, figure
 * set and round, so neither build's code shares a process with the other's. Each round runs both
 * builds one after the other in alternating order, so a change in the machine's load falls on
 * both alike; the figures are the medians of the rounds, in CPU time of the measuring process.
 *
 * @example
 * const builds = await bundleEngineBuilds('../base-72505f6');
 * const result = runEngineSideBySide(builds, { rounds: 7, seconds: 1, players: [4], expansions: [] });
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Expansion } from '@tnt/engine';
import { bundleWithEngine } from '../engine-bundle.ts';
import type { KernelRates } from './kernel.ts';

/** A build's kernel: a module file to run with Node. */
export interface EngineBuild {
  readonly name: string;
  readonly bundle: string;
}

const KERNEL = 'packages/cli/src/bench/kernel.ts';

/** This checkout's root: the nearest folder above this module that holds the kernel's source. */
function thisCheckout(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, KERNEL))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find ${KERNEL} above this command`);
    dir = up;
  }
  return dir;
}

/** The kernel bundled against this build's engine and against the baseline's. */
export async function bundleEngineBuilds(baseline: string): Promise<EngineBuild[]> {
  if (!existsSync(join(resolve(baseline), 'packages/engine/src/index.ts'))) {
    throw new Error(`--baseline: no engine in ${baseline}; give a checkout of this project`);
  }
  const kernel = join(thisCheckout(), KERNEL);
  return [
    { name: 'current', bundle: await bundleWithEngine(kernel, thisCheckout(), 'current.mjs') },
    { name: 'baseline', bundle: await bundleWithEngine(kernel, baseline, 'baseline.mjs') },
  ];
}

export interface SideBySideOptions {
  readonly rounds: number;
  readonly seconds: number;
  readonly players: readonly number[];
  readonly expansions: readonly Expansion[];
}

const FIGURES = [
  ['selfPlayTurnsPerSec', 'fast path: random self-play, turns'],
  ['selfPlayMovesPerSec', 'fast path: random self-play, moves'],
  ['copyPerSec', 'copyState (a copy into a state of the same game)'],
  ['clonePerSec', 'cloneState (a new copy)'],
  ['checkedMovesPerSec', 'checked path: validateMove + applyMove, moves'],
] as const satisfies readonly (readonly [keyof KernelRates, string])[];

/** One figure at one player count: the medians per CPU second by build, and current / baseline. */
export interface SideBySideRow {
  readonly figure: keyof KernelRates;
  readonly label: string;
  readonly players: number;
  readonly perSecond: Readonly<Record<string, number>>;
  readonly ratio: number;
}

export interface SideBySideResult {
  readonly rounds: number;
  readonly seconds: number;
  readonly expansions: readonly Expansion[];
  readonly rows: readonly SideBySideRow[];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function runKernel(
  build: EngineBuild,
  seconds: number,
  players: number,
  expansions: readonly Expansion[],
): KernelRates {
  const line = execFileSync(
    process.execPath,
    [build.bundle, String(seconds), String(players), expansions.join(',')],
    { encoding: 'utf8' },
  );
  return JSON.parse(line) as KernelRates;
}

/** Every build at every player count, in alternating order each round. */
export function runEngineSideBySide(
  builds: readonly EngineBuild[],
  options: SideBySideOptions,
  progress: (step: string) => void = () => {},
): SideBySideResult {
  const rows: SideBySideRow[] = [];
  for (const players of options.players) {
    const runs = new Map<string, KernelRates[]>(builds.map((b) => [b.name, []]));
    for (let round = 0; round < options.rounds; round++) {
      progress(`${players} players, round ${round + 1} of ${options.rounds}`);
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        runs.get(build.name)!.push(runKernel(build, options.seconds, players, options.expansions));
      }
    }
    for (const [figure, label] of FIGURES) {
      const perSecond = Object.fromEntries(
        builds.map((b) => [b.name, Math.round(median(runs.get(b.name)!.map((r) => r[figure])))]),
      );
      const [current, baseline] = builds;
      const ratio = current && baseline ? perSecond[current.name]! / perSecond[baseline.name]! : 1;
      rows.push({ figure, label, players, perSecond, ratio });
    }
  }
  return { rounds: options.rounds, seconds: options.seconds, expansions: options.expansions, rows };
}
