/**
 * One module file made by esbuild from an entry of this repository or another checkout of it,
 * with `@tnt/engine`, `@tnt/engine/fast` and `@tnt/protocol` taken from a chosen checkout's
 * sources (a checkout needs no install of its own: other packages, such as zod, come from this
 * repository's node_modules): how
 * another build's bots (baseline.ts) and the engine kernel of `tnt bench --baseline`
 * (bench/engine-builds.ts) run beside this build's in one process.
 *
 * @example
 * const file = await bundleWithEngine('packages/bots/src/index.ts', '../base-1dae639', 'bots.mjs');
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This repository's installed packages, for a checkout that has none of its own. */
const OWN_NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));

/**
 * Bundles `entry` into a temporary module named `name`, resolving the engine's imports to
 * `engineCheckout`'s sources; returns the module's path. Needs esbuild, a development dependency
 * of this repository.
 */
export async function bundleWithEngine(
  entry: string,
  engineCheckout: string,
  name: string,
): Promise<string> {
  const root = resolve(engineCheckout);
  // A name in a variable: the bundler of this command must not try to bundle esbuild itself.
  const esbuildName = 'esbuild';
  const esbuild = (await import(esbuildName)) as typeof import('esbuild');
  const outfile = join(mkdtempSync(join(tmpdir(), 'tnt-bundle-')), name);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
    nodePaths: [OWN_NODE_MODULES],
    plugins: [
      {
        name: 'chosen-engine',
        setup(build) {
          build.onResolve({ filter: /^@tnt\/engine(\/fast)?$/ }, (args) => {
            // Before the fast entry existed the engine's root exported everything.
            const fast = join(root, 'packages/engine/src/fast.ts');
            const wantsFast = args.path.endsWith('/fast') && existsSync(fast);
            return { path: wantsFast ? fast : join(root, 'packages/engine/src/index.ts') };
          });
          // The protocol package came later than the engine; an older checkout has none.
          const protocol = join(root, 'packages/protocol/src/index.ts');
          if (existsSync(protocol)) {
            build.onResolve({ filter: /^@tnt\/protocol$/ }, () => ({ path: protocol }));
          }
        },
      },
    ],
  });
  return outfile;
}
