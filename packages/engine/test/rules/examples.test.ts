/**
 * Every worked example of the base-game rules texts (001, and 000 where it words them
 * differently), played through the engine with the outcome the text gives.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, scoreSheet, type GameState } from '../../src/index.ts';
import {
  beginTurn,
  giveCarriages,
  giveHand,
  giveHouses,
  giveRoute,
  giveTile,
  newGame,
  tilesOf,
} from './builder.ts';
import { attempt, closing, plainMove, run } from './moves.ts';

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};
const housesOf = (s: GameState): string[] => [...playerView(s, 0).seats[0]!.houses].sort();
const adjacent = (s: GameState, a: string, b: string): boolean => {
  const i = s.board.cityIndex.get(a)!;
  return (s.board.neighbours[i]! & (1 << s.board.cityIndex.get(b)!)) !== 0;
};

describe('001 "2. Play a city card", example: Carlsruhe, Stuttgart, Nürnberg, Regensburg', () => {
  const atPlay = (): GameState => {
    const s = newGame();
    giveRoute(s, 0, ['Carlsruhe', 'Stuttgart', 'Nürnberg', 'Regensburg']);
    giveHand(s, 0, ['Innsbruck', 'Würzburg', 'Stuttgart']);
    beginTurn(s, 0);
    return run(s, 'draw supply');
  };

  it('refuses Innsbruck at either end: adjacent to neither Carlsruhe nor Regensburg', () => {
    expect(errorOf(atPlay(), 'play Innsbruck left')).toBe('ERR_NOT_ADJACENT');
    expect(errorOf(atPlay(), 'play Innsbruck right')).toBe('ERR_NOT_ADJACENT');
  });

  it('refuses Würzburg: it borders Stuttgart and Nürnberg, but may not go between them', () => {
    const s = atPlay();
    expect(adjacent(s, 'Würzburg', 'Stuttgart') && adjacent(s, 'Würzburg', 'Nürnberg')).toBe(true);
    expect(errorOf(s, 'play Würzburg left')).toBe('ERR_NOT_ADJACENT');
    expect(errorOf(s, 'play Würzburg right')).toBe('ERR_NOT_ADJACENT');
  });

  it('refuses Stuttgart, though it borders Carlsruhe: it is in the route already', () => {
    const s = atPlay();
    expect(adjacent(s, 'Stuttgart', 'Carlsruhe')).toBe(true);
    expect(errorOf(s, 'play Stuttgart left')).toBe('ERR_CITY_IN_ROUTE');
  });

  it('leaves these three cards only to start a new route', () => {
    const plays = texts(atPlay()).filter((m) => /Innsbruck|Würzburg|Stuttgart/.test(m));
    expect(plays).toEqual(['play Stuttgart new', 'play Innsbruck new', 'play Würzburg new']);
  });
});

describe('001 "a. Place houses", example: Sigmaringen ... Augsburg', () => {
  const ROUTE = ['Sigmaringen', 'Stuttgart', 'Nürnberg', 'Regensburg', 'Ingolstadt', 'Augsburg'];
  const atHouses = (): GameState => closing(newGame(), 0, ROUTE);

  it('1. one house per province: Sigmaringen, Stuttgart and one Baiern city (Ingolstadt)', () => {
    const s = run(atHouses(), 'house Sigmaringen', 'house Ingolstadt');
    for (const city of ['Nürnberg', 'Regensburg', 'Augsburg'])
      expect(errorOf(s, `house ${city}`)).toBe('ERR_HOUSE_PATTERN');
    const done = run(s, 'house Stuttgart');
    expect(housesOf(done)).toEqual(['Ingolstadt', 'Sigmaringen', 'Stuttgart']);
    expect(playerView(done, 0).decision?.step).toBe('carriage');
  });

  it('2. every route city of Baiern: Nürnberg, Regensburg, Ingolstadt, Augsburg', () => {
    const s = run(atHouses(), 'house Nürnberg', 'house Regensburg');
    expect(errorOf(s, 'house Sigmaringen')).toBe('ERR_HOUSE_PATTERN');
    expect(errorOf(s, 'house Stuttgart')).toBe('ERR_HOUSE_PATTERN');
    const done = run(s, 'house Ingolstadt', 'house Augsburg');
    expect(housesOf(done)).toEqual(['Augsburg', 'Ingolstadt', 'Nürnberg', 'Regensburg']);
    expect(playerView(done, 0).decision?.step).toBe('carriage');
  });
});

describe('001 "Bonus tiles for provinces", example: Württemberg/Hohenzollern', () => {
  it('gives the top tile for houses on Sigmaringen and Ulm, with Stuttgart from before', () => {
    const s = newGame();
    giveHouses(s, 0, ['Stuttgart']);
    const done = run(closing(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm']), 'house Sigmaringen');
    // Freiburg could take a third house (Baden); the player stops at two.
    const after = run(done, 'house Ulm', 'houses done');
    expect(tilesOf(after, 0)).toEqual(['wuerttemberg-hohenzollern:3']);
  });
});

/** Plain turns of the other seats until it is `seat`'s turn again. */
function untilTurnOf(s: GameState, seat: number): GameState {
  let state = s;
  while (state.current !== seat) state = plainMove(state);
  return state;
}

describe('001 "c. Acquire new carriage", example: 3, then 4, then none', () => {
  it('takes the 3 for a route of 3, the 4 for a route of 5, nothing for a route of 4', () => {
    const first = run(
      closing(newGame(), 0, ['Freiburg', 'Sigmaringen', 'Ulm']),
      'houses done',
      'carriage take',
    );
    expect(playerView(first, 0).seats[0]!.carriage).toBe(3);
    const five = ['Mannheim', 'Carlsruhe', 'Stuttgart', 'Nürnberg', 'Regensburg'];
    const second = run(closing(untilTurnOf(first, 0), 0, five), 'houses done', 'carriage take');
    expect(playerView(second, 0).seats[0]!.carriage).toBe(4);
    const four = ['Basel', 'Zürich', 'Kempten', 'Innsbruck'];
    const third = run(closing(untilTurnOf(second, 0), 0, four), 'houses done');
    // "To collect a value 5 carriage, he must close a route with at least 5 city cards."
    expect(errorOf(third, 'carriage take')).toBe('ERR_CARRIAGE_TOO_SHORT');
    expect(playerView(run(third, 'carriage decline'), 0).seats[0]!.carriage).toBe(4);
  });
});

describe('001 "Cartwright", example: the 6 carriage and a route of 5', () => {
  it.each([
    ['5 (001)', ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München']],
    ['6 (000)', ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München', 'Augsburg']],
  ])('takes the 7 carriage with the Cartwright for a route of %s', (_, route) => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    const atCarriage = run(closing(s, 0, route), 'houses done');
    expect(errorOf(atCarriage, 'carriage take')).toBe('ERR_CARRIAGE_TOO_SHORT');
    const done = run(atCarriage, 'carriage cartwright');
    expect(playerView(done, 0).seats[0]!.carriage).toBe(7);
  });
});

describe('001 "Game end and scoring", example: 7 + 16 - 4 = 19', () => {
  it('scores the 6 carriage, 16 points of tiles and 4 unplaced houses as 19', () => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    // All 8 Baiern cities (Baiern tile, 5) and one city in each other province (all-provinces, 6).
    giveHouses(s, 0, ['Würzburg', 'Nürnberg', 'Regensburg', 'Ingolstadt']);
    giveHouses(s, 0, ['Augsburg', 'Kempten', 'München', 'Passau']);
    giveHouses(s, 0, ['Mannheim', 'Stuttgart', 'Sigmaringen', 'Basel']);
    giveHouses(s, 0, ['Innsbruck', 'Salzburg', 'Pilsen', 'Lodz']);
    // A 7 route (4), and the second 5 route tile (1) after seat 1 took the first.
    giveTile(s, 0, 'route7');
    giveTile(s, 1, 'route5');
    giveTile(s, 0, 'route5');
    expect(tilesOf(s, 0).sort()).toEqual(['all-provinces:6', 'baiern:5', 'route5:1', 'route7:4']);
    expect(scoreSheet(s).lines[0]).toMatchObject({
      carriagePoints: 7,
      tilePoints: 16,
      unplacedHouses: 4,
      total: 19,
    });
  });
});
