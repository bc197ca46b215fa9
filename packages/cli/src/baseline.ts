/**
 * The bots of another build of this project (a checkout of an earlier commit, say), loaded beside
 * this build's so that the two can be measured in one run: `tnt bench --search --baseline DIR`
 * and `tnt tournament --baseline DIR`. The other build's `packages/bots` is bundled by esbuild
 * against that build's own engine sources into one module file, which this process (and each
 * worker thread of a tournament) imports.
 *
 * The baseline's bots are given this build's player views, adapted where the view's shape has
 * changed since: before the Power and Glory views hid the cards others played as horses, every
 * seat listed them (`horses`); a seat's hidden horse cards are listed as none, which is exact in
 * games without Power and Glory (the baseline's bots are not measured on its board).
 *
 * @example
 * const baseline = await bundleBaseline('../base-1dae639');
 * const bots = await loadBaselineBots(baseline);
 * const bot = bots.create('search:normal', 'seed');
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bot, BotChoice, BotSpec } from '@tnt/bots';
import type { PlayerView, Result } from '@tnt/engine';
import { bundleWithEngine } from './engine-bundle.ts';

/** A baseline bot's name in `--bots`: the prefix, then a name the baseline's bots read. */
export const BASELINE_PREFIX = 'base:';

export const isBaselineName = (name: string): boolean => name.startsWith(BASELINE_PREFIX);

/** What this process needs of the baseline's @tnt/bots module. */
interface BotsModule {
  readonly parseBotSpec: (text: string) => Result<BotSpec, string>;
  readonly createBot: (spec: BotSpec & { readonly seed: string }) => Bot;
}

export interface BaselineBots {
  /** The bundle's path, to hand to worker threads. */
  readonly bundle: string;
  /** A baseline bot by its name without the prefix (`search:normal`); throws on a bad name. */
  readonly create: (name: string, seed: string) => Bot;
  /** The baseline's search levels, by name. */
  readonly levels: Readonly<Record<string, number>>;
}

/**
 * Bundles the baseline build's bots (`DIR/packages/bots/src/index.ts`, with `@tnt/engine` and
 * `@tnt/engine/fast` taken from `DIR/packages/engine/src`) into a temporary module and returns its
 * path. Needs esbuild, a development dependency of this repository.
 */
export async function bundleBaseline(dir: string): Promise<string> {
  const entry = join(resolve(dir), 'packages/bots/src/index.ts');
  if (!existsSync(entry))
    throw new Error(`--baseline: no ${entry}; give a checkout of this project`);
  return bundleWithEngine(entry, dir, 'bots.mjs');
}

/** This build's view in the shape the baseline's bots read (see the module's comment). */
function viewForBaseline(view: PlayerView): PlayerView {
  return {
    ...view,
    seats: view.seats.map((seat) => ({ ...seat, horses: seat.horses ?? [] })),
  };
}

/** Loads a bundle made by `bundleBaseline`. */
export async function loadBaselineBots(bundle: string): Promise<BaselineBots> {
  const mod = (await import(pathToFileURL(bundle).href)) as BotsModule & {
    readonly SEARCH_LEVELS: Readonly<Record<string, number>>;
  };
  return {
    bundle,
    levels: mod.SEARCH_LEVELS,
    create: (name, seed) => {
      const spec = mod.parseBotSpec(name);
      if (!spec.ok) throw new Error(`baseline bot ${name}: ${spec.error}`);
      const bot = mod.createBot({ ...spec.value, seed });
      return {
        kind: bot.kind,
        label: `${BASELINE_PREFIX}${bot.label}`,
        choose: (view): BotChoice => bot.choose(viewForBaseline(view)),
      };
    },
  };
}
