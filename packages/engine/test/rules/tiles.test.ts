/**
 * Bonus tiles when a route is closed: 001 "b. Collect bonus tiles" (long routes, provinces, all
 * provinces), R1 (the two readings of the all-provinces tile) and R2 (an empty route stack).
 */
import { describe, expect, it } from 'vitest';
import { playerView, type GameState } from '../../src/index.ts';
import { giveHouses, giveTile, newGame, tilesOf } from './builder.ts';
import { closing, run } from './moves.ts';

/** Routes of 4 to 8 cities, none through Baden, Württemberg/Hohenzollern or Schweiz/Tyrol. */
const ROUTES: Record<number, string[]> = {
  4: ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau'],
  5: ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München'],
  6: ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München', 'Augsburg'],
  7: ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München', 'Augsburg', 'Kempten'],
  8: ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'Linz', 'Salzburg', 'München', 'Augsburg'],
};

/** Seat 0 closes the route of `length` cities and places no house; its tiles afterwards. */
function routeTiles(length: number, prepare: (s: GameState) => void = () => undefined): string[] {
  const s = newGame();
  prepare(s);
  const before = tilesOf(s, 0).length;
  return tilesOf(run(closing(s, 0, ROUTES[length]!), 'houses done'), 0).slice(before);
}

const emptyStack = (s: GameState, id: string): void => {
  while (playerView(s, null).stacks.find((st) => st.id === id)!.left > 0) giveTile(s, 1, id);
};

describe('001 "Bonus tiles for long routes"', () => {
  it.each([
    [4, 'no tile', []],
    [5, 'the top 5 tile (2)', ['route5:2']],
    [6, 'the top 6 tile (3)', ['route6:3']],
    [7, 'the top 7 tile (4)', ['route7:4']],
  ])('gives a route of %i cities %s', (length, _, tiles) => {
    expect(routeTiles(length)).toEqual(tiles);
  });

  it('gives a route longer than 7 cities the top 7 tile', () => {
    expect(routeTiles(8)).toEqual(['route7:4']);
  });

  it('lets a player collect several tiles of the same length, top first', () => {
    expect(
      routeTiles(5, (s) => {
        giveTile(s, 0, 'route5');
      }),
    ).toEqual(['route5:1']);
  });
});

describe('R2: the stack of the route length is empty', () => {
  it('takes the next lower route tile that is left: 6 empty -> 5', () => {
    expect(
      routeTiles(6, (s) => {
        emptyStack(s, 'route6');
      }),
    ).toEqual(['route5:2']);
  });

  it('goes down more than one stack: 7 and 6 empty -> 5', () => {
    const tiles = routeTiles(7, (s) => {
      emptyStack(s, 'route7');
      emptyStack(s, 'route6');
    });
    expect(tiles).toEqual(['route5:2']);
  });

  it('gives a route of 5 nothing when the 5 stack is empty, though 6 and 7 are not', () => {
    expect(
      routeTiles(5, (s) => {
        emptyStack(s, 'route5');
      }),
    ).toEqual([]);
  });

  it('gives a route longer than 7 the 6 tile when the 7 stack is empty', () => {
    expect(
      routeTiles(8, (s) => {
        emptyStack(s, 'route7');
      }),
    ).toEqual(['route6:3']);
  });
});

describe('001 "Bonus tiles for provinces"', () => {
  it('gives the top Baden tile for houses on all 3 Baden cities', () => {
    const s = run(closing(newGame(), 0, ['Mannheim', 'Carlsruhe', 'Freiburg']), 'house Mannheim');
    const done = run(s, 'house Carlsruhe', 'house Freiburg');
    expect(tilesOf(done, 0)).toEqual(['baden:3']);
  });

  it('counts houses placed over several routes', () => {
    const s = newGame();
    giveHouses(s, 0, ['Basel', 'Zürich']);
    const done = run(closing(s, 0, ['Sigmaringen', 'Kempten', 'Innsbruck']), 'house Innsbruck');
    expect(tilesOf(run(done, 'houses done'), 0)).toEqual(['schweiz-tyrol:3']);
  });

  it('gives a province pair only for houses on every city of both provinces', () => {
    const s = newGame();
    giveHouses(s, 0, ['Pilsen', 'Budweis', 'Linz']);
    // Salzburg is the last city of the route without a house, so the house step ends with it.
    const one = run(closing(s, 0, ['Budweis', 'Linz', 'Salzburg']), 'house Salzburg');
    expect(tilesOf(one, 0)).toEqual(['boehmen-salzburg:4']);
    const t = newGame();
    giveHouses(t, 0, ['Pilsen', 'Budweis']);
    const two = run(closing(t, 0, ['Budweis', 'Linz', 'Salzburg']), 'house Salzburg');
    expect(tilesOf(run(two, 'houses done'), 0)).toEqual([]);
  });

  it('gives the next tile down to the next player to qualify', () => {
    const s = newGame();
    // Seat 1 has all of Baden already, and took the top Baden tile for it.
    giveHouses(s, 1, ['Mannheim', 'Carlsruhe', 'Freiburg']);
    const done = run(closing(s, 0, ['Mannheim', 'Carlsruhe', 'Freiburg']), 'house Mannheim');
    expect(tilesOf(run(done, 'house Carlsruhe', 'house Freiburg'), 0)).toEqual(['baden:2']);
  });

  it('gives no tile when the stack is empty', () => {
    const s = newGame();
    emptyStack(s, 'baden');
    const done = run(closing(s, 0, ['Mannheim', 'Carlsruhe', 'Freiburg']), 'house Mannheim');
    expect(tilesOf(run(done, 'house Carlsruhe', 'house Freiburg'), 0)).toEqual([]);
  });

  it('gives each player only one tile of a stack, though the condition still holds', () => {
    const s = newGame();
    giveHouses(s, 0, ['Mannheim', 'Carlsruhe', 'Freiburg']);
    // Every route city has a house already: the house step is skipped.
    const done = closing(s, 0, ['Mannheim', 'Carlsruhe', 'Freiburg']);
    expect(tilesOf(done, 0)).toEqual(['baden:3']);
    expect(playerView(done, null).stacks.find((st) => st.id === 'baden')!.left).toBe(2);
  });

  it('needs the houses really placed: a route through all of Baden is not enough', () => {
    const s = run(closing(newGame(), 0, ['Mannheim', 'Carlsruhe', 'Freiburg']), 'house Mannheim');
    expect(tilesOf(run(s, 'house Carlsruhe', 'houses done'), 0)).toEqual([]);
  });

  it('needs the houses really placed: no tile when the houses run out', () => {
    const s = newGame();
    giveHouses(s, 0, ['Innsbruck', ...EIGHTEEN.slice(0, 18)]);
    expect(s.housesLeft[0]).toBe(1);
    const done = run(closing(s, 0, ['Basel', 'Zürich', 'Kempten']), 'house Basel');
    expect(done.housesLeft[0]).toBe(0);
    // Zürich would complete Schweiz/Tyrol, but no house is left for it.
    expect(tilesOf(done, 0).some((t) => t.startsWith('schweiz-tyrol'))).toBe(false);
    expect(playerView(done, null).stacks.find((st) => st.id === 'schweiz-tyrol')!.left).toBe(3);
  });

  it('comes after the route tile, in the order of R5', () => {
    const s = run(
      closing(newGame(), 0, ['Mannheim', 'Carlsruhe', 'Freiburg', 'Basel', 'Zürich']),
      'house Mannheim',
    );
    const done = run(s, 'house Carlsruhe', 'house Freiburg');
    expect(tilesOf(done, 0)).toEqual(['route5:2', 'baden:3']);
  });
});

/** One city of each province but Baiern and Polen, and then Lodz (Polen) on the closed route. */
const OUTSIDE_BAIERN = ['Mannheim', 'Stuttgart', 'Sigmaringen', 'Basel', 'Innsbruck', 'Salzburg'];

/** Seat 0 closes Nürnberg-Pilsen-Lodz and places a house on Lodz, the last province it needed. */
function allProvinces(rules: 'standard' | 'every-province', baiern: boolean): string[] {
  const s = newGame({ rules: { allProvinces: rules } });
  giveHouses(s, 0, [...OUTSIDE_BAIERN, 'Budweis', ...(baiern ? ['Würzburg'] : [])]);
  const done = run(closing(s, 0, ['Nürnberg', 'Pilsen', 'Lodz']), 'house Lodz', 'houses done');
  return tilesOf(done, 0).filter((t) => t.startsWith('all-provinces'));
}

describe('R1: the all-provinces tile ("Außerhalb Baiern")', () => {
  it('by default needs a house in each of the 8 provinces outside Baiern, not in Baiern', () => {
    expect(allProvinces('standard', false)).toEqual(['all-provinces:6']);
  });

  it('by default is not refused for a house in Baiern as well', () => {
    expect(allProvinces('standard', true)).toEqual(['all-provinces:6']);
  });

  it("with rules.allProvinces = 'every-province' (001's reading) needs Baiern too", () => {
    expect(allProvinces('every-province', false)).toEqual([]);
    expect(allProvinces('every-province', true)).toEqual(['all-provinces:6']);
  });

  it('is missed with one province outside Baiern still without a house', () => {
    const s = newGame();
    giveHouses(s, 0, [...OUTSIDE_BAIERN, 'Würzburg']);
    const done = run(closing(s, 0, ['Nürnberg', 'Pilsen', 'Lodz']), 'house Lodz');
    // Böhmen has no house: Pilsen is on the route, but one house per province went to Polen.
    expect(tilesOf(run(done, 'houses done'), 0)).toEqual([]);
  });
});

const EIGHTEEN = [
  'Mannheim',
  'Carlsruhe',
  'Freiburg',
  'Sigmaringen',
  'Stuttgart',
  'Ulm',
  'Würzburg',
  'Nürnberg',
  'Regensburg',
  'Ingolstadt',
  'Augsburg',
  'München',
  'Passau',
  'Salzburg',
  'Linz',
  'Pilsen',
  'Budweis',
  'Lodz',
];
