// The base game reads as the base game (issue 13): outside src/expansions/ no file imports an
// expansion's module, only the extension points (expansion.ts) and the rule set (rule-set.ts); the
// rule set is composed only where a state is first made (setup.ts, determinize.ts); and no base
// file asks which expansions are played (it calls the hooks of the game's rule set instead).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const BASE = sourceFiles(SRC)
  .map((path) => relative(SRC, path))
  .filter((path) => !path.startsWith('expansions/'));

/** What a file imports, as paths relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)'/gms)].map((m) =>
    relative(SRC, resolve(SRC, file, '..', m[1]!)),
  );
}

/** Where a game's rule set is composed: where a state is made from options or from a view. */
const COMPOSERS = new Set(['setup.ts', 'determinize.ts']);
const EXTENSION_POINTS = new Set(['expansions/expansion.ts', 'expansions/rule-set.ts']);

describe('the base rules and the expansions (issue 13)', () => {
  it('finds the base files and their imports', () => {
    expect(BASE).toContain('rules/turn.ts');
    expect(importsOf('rules/turn.ts')).toContain('expansions/rule-set.ts');
  });

  it('imports no expansion module outside src/expansions/', () => {
    const wrong = BASE.flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('expansions/') && !EXTENSION_POINTS.has(path))
        .filter((path) => !(COMPOSERS.has(file) && path === 'expansions/compose.ts'))
        .map((path) => `${file} imports ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('reads no expansion switch in the base files: the rule set answers for them', () => {
    const flags = /\brules\.(messenger|messengerFigure|offices|horses|carriages)\b/;
    const wrong = BASE.filter((file) => file !== 'game-rules.ts').filter((file) =>
      flags.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(wrong).toEqual([]);
  });
});
