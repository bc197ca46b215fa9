// Writes src/board/label-places.ts: where each province's name stands on each known board, as
// the search of layout.ts finds it (most of a second per board, so it is not done in the page).
// Run after a change to a board or to the search: `npm run labels -w @tnt/web`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

if (process.argv.includes('--help')) {
  console.log(`Usage: npm run labels -w @tnt/web

Writes src/board/label-places.ts: where each province's name stands on each known board, found by
the label search of src/board/layout.ts. Takes no options.`);
  process.exit(0);
}

const here = import.meta.dirname;
const entry = `
import { MAPS } from '@tnt/engine';
import { boardLayout } from './src/board/layout.ts';
const places = {};
for (const [id, map] of Object.entries(MAPS)) {
  places[id] = Object.fromEntries(boardLayout(map, true).provinces.map((p) => [p.name, p.label]));
}
console.log(JSON.stringify(places));
`;
const out = await build({
  stdin: { contents: entry, resolveDir: join(here, '..'), loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'error',
});
const code = out.outputFiles[0].text;
const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
const lines = [];
const log = console.log;
console.log = (line) => lines.push(line);
await import(url);
console.log = log;
const places = JSON.parse(lines[0]);
const text = `// Written by scripts/labels.mjs (npm run labels -w @tnt/web): where each province's name
// stands on each known board, as layout.ts's search finds it. A test checks it is up to date.

/** A name's place: as layout.ts's Label. */
interface KeptLabel {
  readonly at: readonly [number, number];
  readonly scale: number;
  readonly lines: readonly string[];
}

export const LABEL_PLACES: Readonly<Record<string, Readonly<Record<string, KeptLabel>>>> = ${JSON.stringify(places, null, 2)};
`;
writeFileSync(join(here, '../src/board/label-places.ts'), text);
console.log(`wrote src/board/label-places.ts (${Object.keys(places).join(', ')})`);
