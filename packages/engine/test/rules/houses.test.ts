/**
 * Step 3 of a turn, closing a route and placing houses: 001 "3. Close and score his current
 * route" and "a. Place houses", R4 (two patterns, any subset, houses run out).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import { beginTurn, giveHand, giveHouses, giveRoute, newGame } from './builder.ts';
import { attempt, closing, run } from './moves.ts';

/** Baden, Hohenzollern, Württemberg, Baiern, Baiern: four provinces, two cities in Baiern. */
const ROUTE = ['Freiburg', 'Sigmaringen', 'Ulm', 'Augsburg', 'Ingolstadt'];

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const houseMoves = (s: GameState): string[] => texts(s).filter((m) => m.startsWith('house '));
const housesOf = (s: GameState, seat = 0): readonly string[] =>
  playerView(s, seat).seats[seat]!.houses;
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

describe('001 "3. Close and score": a route of at least 3 cities', () => {
  it('refuses to close a route of 2: ERR_ROUTE_TOO_SHORT', () => {
    const s = newGame();
    giveRoute(s, 0, ['Freiburg']);
    giveHand(s, 0, ['Sigmaringen']);
    beginTurn(s, 0);
    const played = run(s, 'draw supply', 'play Sigmaringen right');
    expect(texts(played)).toEqual(['postal-carrier', 'end turn']);
    expect(errorOf(played, 'close')).toBe('ERR_ROUTE_TOO_SHORT');
  });

  it('closes a route of 3, and closing is a choice: the route may stay for later', () => {
    const s = newGame();
    giveRoute(s, 0, ['Freiburg', 'Sigmaringen']);
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    const played = run(s, 'draw supply', 'play Ulm right');
    expect(texts(played)).toContain('close');
    const kept = run(played, 'end turn');
    expect(playerView(kept, 0).seats[0]!.route).toEqual(['Freiburg', 'Sigmaringen', 'Ulm']);
  });

  it('places houses only on the cities of the route: ERR_CITY_NOT_IN_ROUTE', () => {
    const s = closing(newGame(), 0, ROUTE);
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'houses' });
    expect(houseMoves(s)).toEqual(ROUTE.map((c) => `house ${c}`).sort(byBoard(s)));
    expect(errorOf(s, 'house Stuttgart')).toBe('ERR_CITY_NOT_IN_ROUTE');
  });
});

/** Orders `house X` moves as the engine lists them: by the board's city order. */
const byBoard =
  (s: GameState) =>
  (a: string, b: string): number =>
    s.board.cityNames.indexOf(a.slice(6)) - s.board.cityNames.indexOf(b.slice(6));

describe('001 "a. Place houses": the two patterns (R4)', () => {
  it('one house per province: after two provinces, a second Baiern city is refused', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Augsburg', 'house Freiburg');
    expect(houseMoves(s)).toEqual(['house Sigmaringen', 'house Ulm']);
    expect(errorOf(s, 'house Ingolstadt')).toBe('ERR_HOUSE_PATTERN');
    const done = run(s, 'house Sigmaringen', 'house Ulm');
    expect([...housesOf(done)].sort()).toEqual(['Augsburg', 'Freiburg', 'Sigmaringen', 'Ulm']);
  });

  it('every route city of one province: both Baiern cities, and the step ends itself', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Ingolstadt', 'house Augsburg');
    expect(housesOf(s)).toEqual(['Ingolstadt', 'Augsburg'].sort(cmpBoard(s)));
    expect(s.housesLeft[0]).toBe(18);
    // No Baiern city of the route is left, and no other province may join: the houses are done.
    expect(playerView(s, 0).decision?.step).toBe('carriage');
  });

  it('keeps both patterns open after the first house', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Augsburg');
    expect(houseMoves(s)).toEqual(
      ['house Freiburg', 'house Sigmaringen', 'house Ulm', 'house Ingolstadt'].sort(byBoard(s)),
    );
  });

  it('refuses a Baiern city once two provinces are started: ERR_HOUSE_PATTERN', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Ingolstadt', 'house Ulm');
    expect(errorOf(s, 'house Augsburg')).toBe('ERR_HOUSE_PATTERN');
  });

  it('refuses another province once one province has two houses: ERR_HOUSE_PATTERN', () => {
    const s = newGame();
    const closed = run(
      closing(s, 0, ['Sigmaringen', 'Ulm', 'Augsburg', 'Ingolstadt', 'Regensburg']),
      'house Augsburg',
      'house Regensburg',
    );
    expect(errorOf(closed, 'house Ulm')).toBe('ERR_HOUSE_PATTERN');
    expect(houseMoves(closed)).toEqual(['house Ingolstadt']);
  });
});

const cmpBoard =
  (s: GameState) =>
  (a: string, b: string): number =>
    s.board.cityNames.indexOf(a) - s.board.cityNames.indexOf(b);

describe('R4: placing houses is optional and may be partial', () => {
  it('may place no house at all', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'houses done');
    expect(s.housesLeft[0]).toBe(20);
    expect(housesOf(s)).toEqual([]);
  });

  it('may stop after some of the houses the pattern allows', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Freiburg', 'house Ulm', 'houses done');
    expect(housesOf(s)).toEqual(['Freiburg', 'Ulm']);
    expect(s.housesLeft[0]).toBe(18);
  });

  it('skips a city where the player already has a house: ERR_HOUSE_ALREADY_THERE', () => {
    const s = newGame();
    giveHouses(s, 0, ['Augsburg']);
    const closed = closing(s, 0, ROUTE);
    expect(houseMoves(closed)).not.toContain('house Augsburg');
    expect(errorOf(closed, 'house Augsburg')).toBe('ERR_HOUSE_ALREADY_THERE');
    // Baiern still has Ingolstadt free on this route; one house per province may go there.
    const done = run(closed, 'house Ingolstadt', 'house Ulm');
    expect(housesOf(done)).toContain('Ingolstadt');
  });

  it('places one house per city for the player, whatever houses others have there', () => {
    const s = newGame();
    giveHouses(s, 1, ROUTE);
    const closed = closing(s, 0, ROUTE);
    expect(houseMoves(closed)).toHaveLength(ROUTE.length);
  });

  it('skips the house step when no route city can take a house', () => {
    const s = newGame();
    giveHouses(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
    const closed = closing(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
    expect(playerView(closed, 0).decision?.step).toBe('carriage');
  });

  it('ends the house step by itself when the pattern allows no further house', () => {
    const s = run(closing(newGame(), 0, ROUTE), 'house Freiburg', 'house Sigmaringen');
    const full = run(s, 'house Ulm', 'house Augsburg');
    expect(playerView(full, 0).decision?.step).toBe('carriage');
  });

  it('lets houses run out: with 2 left, the second house ends the step', () => {
    const s = newGame();
    giveHouses(s, 0, CITIES_18);
    expect(s.housesLeft[0]).toBe(2);
    const closed = run(closing(s, 0, ['Zürich', 'Kempten', 'Innsbruck']), 'house Zürich');
    expect(houseMoves(closed)).toEqual(['house Kempten', 'house Innsbruck'].sort(byBoard(closed)));
    const out = run(closed, 'house Innsbruck');
    expect(out.housesLeft[0]).toBe(0);
    expect(playerView(out, 0).decision?.step).not.toBe('houses');
    expect(housesOf(out)).not.toContain('Kempten');
  });
});

/** 18 cities away from Zürich, Kempten and Innsbruck, for a seat with 2 houses left. */
const CITIES_18 = [
  'Mannheim',
  'Carlsruhe',
  'Freiburg',
  'Sigmaringen',
  'Stuttgart',
  'Ulm',
  'Basel',
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
];
