/**
 * `tnt bench --baseline DIR`: this build's engine and another checkout's, measured side by side
 * in one run by the same code (kernel.ts, bundled against each build's engine): uniform random
 * self-play through the fast path (turns a CPU second), copyState (copies a CPU second, what the
 * search does before every playout) and cloneState (what the safe API does for every move).
 *
 * Rounds alternate the builds, so a change in the machine's load falls on both; the figures are
 * the medians of the rounds, and the ratio is this build's over the baseline's.
 *
 * @example
 * const builds = await loadEngineBuilds('../base-72505f6');
 * const result = runEngineSideBySide(builds, { rounds: 5, seconds: 1, players: [2, 4], expansions: [] });
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Expansion } from '@tnt/engine';
import { bundleWithEngine } from '../engine-bundle.ts';
import type { KernelFigures } from './kernel.ts';

type Measure = (
  players: number,
  seconds: number,
  expansions: readonly Expansion[],
) => KernelFigures;

/** The kernel's measurements, bundled against one build's engine. */
export interface EngineBuild {
  readonly name: string;
  readonly selfPlay: Measure;
  readonly copies: Measure;
  readonly clones: Measure;
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

async function loadBuild(name: string, engineCheckout: string): Promise<EngineBuild> {
  const bundle = await bundleWithEngine(join(thisCheckout(), KERNEL), engineCheckout, 'kernel.mjs');
  const kernel = (await import(pathToFileURL(bundle).href)) as Omit<EngineBuild, 'name'>;
  return { name, selfPlay: kernel.selfPlay, copies: kernel.copies, clones: kernel.clones };
}

/** This build's kernel and the baseline's (a checkout of this project, e.g. a git worktree). */
export async function loadEngineBuilds(baseline: string): Promise<EngineBuild[]> {
  if (!existsSync(join(resolve(baseline), 'packages/engine/src/index.ts'))) {
    throw new Error(`--baseline: no engine in ${baseline}; give a checkout of this project`);
  }
  return [await loadBuild('current', thisCheckout()), await loadBuild('baseline', baseline)];
}

export interface SideBySideOptions {
  readonly rounds: number;
  readonly seconds: number;
  readonly players: readonly number[];
  readonly expansions: readonly Expansion[];
}

/** Median rates of one measurement for each build, and this build's over the baseline's. */
export interface SideBySideRow {
  readonly measure: 'self-play turns' | 'copyState' | 'cloneState';
  readonly players: number;
  /** Per CPU second, by build name. */
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

const MEASURES = [
  ['self-play turns', 'selfPlay'],
  ['copyState', 'copies'],
  ['cloneState', 'clones'],
] as const;

/** Measures every build with every measure, in alternating order each round. */
export function runEngineSideBySide(
  builds: readonly EngineBuild[],
  options: SideBySideOptions,
  progress: (step: string) => void = () => {},
): SideBySideResult {
  const rows: SideBySideRow[] = [];
  for (const [measure, key] of MEASURES) {
    for (const players of options.players) {
      const rates = new Map<string, number[]>(builds.map((b) => [b.name, []]));
      // A short warm-up of each build, so the JIT has compiled the loops before the rounds.
      for (const build of builds) build[key](players, options.seconds / 4, options.expansions);
      for (let round = 0; round < options.rounds; round++) {
        progress(`${measure}, ${players} players, round ${round + 1} of ${options.rounds}`);
        const order = round % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const figures = build[key](players, options.seconds, options.expansions);
          rates.get(build.name)!.push(figures.count / figures.cpuSeconds);
        }
      }
      const perSecond = Object.fromEntries(
        builds.map((b) => [b.name, Math.round(median(rates.get(b.name)!))]),
      );
      const [current, baseline] = builds;
      rows.push({
        measure,
        players,
        perSecond,
        ratio: current && baseline ? perSecond[current.name]! / perSecond[baseline.name]! : 1,
      });
    }
  }
  return { rounds: options.rounds, seconds: options.seconds, expansions: options.expansions, rows };
}
