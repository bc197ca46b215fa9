// The base game reads as the base game: outside src/expansions/ no file imports an expansion's
// module but the few that load the list of built-in expansions (the package's entries, and where
// states are made); no base file names an expansion's field, move, step, phase, refusal or rules
// flag (it calls the hooks of the game's rule set instead, and the expansions declare their own
// things); and the engine's modules import each other without a cycle, type imports included.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPANSIONS } from '../../src/index.ts';
import { registeredExpansions } from '../../src/extension/registry.ts';
import { importCycles, importsOf } from '../import-graph.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const ALL = sourceFiles(SRC).map((path) => relative(SRC, path));
/** Files of the base game and of the extension points: everything but the expansions and maps. */
const BASE = ALL.filter((path) => !path.startsWith('expansions/') && !path.startsWith('maps/'));
/** The files that load the list of built-in expansions: the entries, and where states are made. */
const LOADERS = new Set(['index.ts', 'fast.ts', 'setup.ts', 'determinize.ts']);
const BUILT_IN = 'expansions/built-in.ts';

/** A file's code without its comments (the reasons they give may name an expansion's rules). */
const codeOf = (file: string): string =>
  readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

/** What the registered expansions declare, by the way base code would name it. */
function expansionNames(): { property: string[]; literal: string[]; flag: string[] } {
  const property: string[] = [];
  const literal: string[] = [];
  const flag: string[] = [];
  const baseRules = new Set(Object.keys({ allProvinces: 0 }));
  for (const e of registeredExpansions()) {
    property.push(...Object.keys(e.state?.arrays ?? {}), ...Object.keys(e.state?.scalars ?? {}));
    property.push(...Object.keys(e.moveKinds ?? {}), ...Object.keys(e.phases ?? {}));
    flag.push(...Object.keys(e.rules?.absent ?? {}).filter((name) => !baseRules.has(name)));
    literal.push(...(e.moves ?? []).map((form) => form.type), ...(e.errorCodes ?? []));
    literal.push(...(e.decisions?.steps ?? []));
  }
  return { property, literal, flag };
}

describe('the base rules and the expansions', () => {
  it('finds the base files, the expansions and the imports', () => {
    expect(BASE).toContain('rules/turn.ts');
    expect(importsOf(SRC, 'rules/turn.ts')).toContain('extension/rule-set.ts');
    expect(registeredExpansions().map((e) => e.name)).toEqual([...EXPANSIONS]);
    expect(expansionNames().property).toEqual(
      expect.arrayContaining(['letters', 'officeTiles', 'horseCards', 'ReturnOffices']),
    );
    expect(expansionNames().flag).toEqual(expect.arrayContaining(['messenger', 'horses']));
    expect(expansionNames().literal).toEqual(
      expect.arrayContaining(['horse', 'return-offices', 'ERR_BAD_RETURN', 'reward-draw']),
    );
  });

  it('imports no expansion module outside src/expansions/, but the list where it is loaded', () => {
    const wrong = BASE.flatMap((file) =>
      importsOf(SRC, file)
        .filter((path) => path.startsWith('expansions/'))
        .filter((path) => !(LOADERS.has(file) && path === BUILT_IN))
        .map((path) => `${file} imports ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('names no expansion field, move, step, phase, refusal or flag in a base file', () => {
    const { property, literal, flag } = expansionNames();
    const named = BASE.filter((file) => !file.startsWith('extension/additions')).flatMap((file) => {
      const code = codeOf(file);
      return [
        ...property.filter((name) => new RegExp(`\\.${name}\\b`).test(code)),
        ...literal.filter((name) => code.includes(`'${name}'`)),
        ...flag.filter((name) => new RegExp(`\\brules\\.${name}\\b`).test(code)),
      ].map((name) => `${file}: ${name}`);
    });
    expect(named).toEqual([]);
  });

  it('has no import cycle, type imports included', () => {
    expect(importCycles(SRC)).toEqual([]);
  });
});
