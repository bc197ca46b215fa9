/**
 * The expansions' web modules: no shared file of the client reads an expansion's rules flag (each
 * expansion's counters, panels, score columns, log words and lesson live in its module under
 * src/expansions), and the modules a game's rules make active are exactly its expansions.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, playerView, type GameOptions } from '@tnt/engine';
import { activeExpansions, cardsShowHorses, WEB_EXPANSIONS } from '../src/expansions/registry.ts';
import { EXPANSION_LESSONS } from '../src/tutorial/lessons/index.ts';

const SRC = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `rules.messenger`, `rules.messengerFigure`, `rules.offices`, `rules.horses`, or one of them destructured from `rules`. */
const READS_FLAG = /rules\??\.(messenger\w*|offices|horses)\b/;
const DESTRUCTURES_FLAG = /\{[^}]*\b(messenger\w*|offices|horses)\b[^}]*\}\s*=\s*[\w.]*rules\b/;

const rulesOf = (options: GameOptions) => {
  const made = createGame({ options, seed: 'web expansions' });
  if (!made.ok) throw new Error(made.error.message);
  return playerView(made.value, 0).rules;
};

describe('the web modules of the expansions', () => {
  it('no shared file of the client reads an expansion flag of the rules', () => {
    const shared = sourceFiles(SRC).filter((f) => !relative(SRC, f).startsWith('expansions'));
    expect(shared.length).toBeGreaterThan(50);
    const readers = shared.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return READS_FLAG.test(text) || DESTRUCTURES_FLAG.test(text);
    });
    expect(readers.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('the scan would catch a read and a destructuring', () => {
    expect(READS_FLAG.test('if (view.rules.offices) return null;')).toBe(true);
    expect(DESTRUCTURES_FLAG.test('const { carriages, offices } = view.rules;')).toBe(true);
    expect(READS_FLAG.test('view.rules.carriages')).toBe(false);
  });

  it('the modules active in a game are its expansions, in the engine order', () => {
    const ids = (options: GameOptions) => activeExpansions(rulesOf(options)).map((e) => e.id);
    expect(ids({ players: 2 })).toEqual([]);
    expect(ids({ players: 3, expansions: ['offices', 'messenger'] })).toEqual([
      'messenger',
      'offices',
    ]);
    expect(ids({ players: 2, expansions: ['power-and-glory', 'messenger'] })).toEqual([
      'power-and-glory',
      'messenger',
    ]);
    // Power and Glory by the base rules: its board, no horses, so nothing of its module shows.
    const baseRules = rulesOf({
      players: 2,
      expansions: ['power-and-glory'],
      variant: 'base-rules',
    });
    expect(activeExpansions(baseRules)).toEqual([]);
    expect(cardsShowHorses(baseRules)).toBe(false);
    expect(cardsShowHorses(rulesOf({ players: 2, expansions: ['power-and-glory'] }))).toBe(true);
  });

  it('every module has its lesson, and the lessons of the expansions are theirs', () => {
    expect(EXPANSION_LESSONS.map((l) => l.id)).toEqual(WEB_EXPANSIONS.map((e) => e.lesson.id));
    expect(new Set(WEB_EXPANSIONS.map((e) => e.id)).size).toBe(WEB_EXPANSIONS.length);
  });
});
