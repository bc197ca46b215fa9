// Builds what Node runs: the tnt command, bundled from the TypeScript sources by esbuild.
// Type checking is separate (`npm run typecheck`); this only strips types and bundles.
import { build } from 'esbuild';

await build({
  entryPoints: { tnt: 'packages/cli/src/main.ts' },
  outdir: 'packages/cli/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
