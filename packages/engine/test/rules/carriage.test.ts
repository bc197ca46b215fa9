/**
 * Carriages when a route is closed: 001 "c. Acquire new carriage" (the next one in order, no
 * skipping, by the route's length), R3 (taking it is optional) and the Cartwright (001
 * "Cartwright", R16: one or two cities short, and only as the turn's one official).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import { beginTurn, giveCarriages, giveHand, giveRoute, newGame, tilesOf } from './builder.ts';
import { attempt, closing, run } from './moves.ts';

const R3 = ['Freiburg', 'Sigmaringen', 'Ulm'];
const R4 = ['Freiburg', 'Sigmaringen', 'Ulm', 'Augsburg'];
const R5 = ['Freiburg', 'Sigmaringen', 'Ulm', 'Augsburg', 'Ingolstadt'];

/** Seat 0, holding its first `held` carriages, closes `route` and places no house. */
function atCarriage(held: number, route: string[], draws?: string[]): GameState {
  const s = newGame();
  giveCarriages(s, 0, held);
  return run(closing(s, 0, route, [], draws), 'houses done');
}

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const carriageOf = (s: GameState): number | null => playerView(s, 0).seats[0]!.carriage;
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

describe('001 "c. Acquire new carriage": the next carriage, in order', () => {
  it('gives a first route of 3 the 3 carriage', () => {
    const s = atCarriage(0, R3);
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'carriage' });
    expect(texts(s)).toEqual(['carriage take', 'carriage decline']);
    expect(carriageOf(run(s, 'carriage take'))).toBe(3);
  });

  it('does not skip: a first route of 5 takes the 3 carriage, not the 5', () => {
    expect(carriageOf(run(atCarriage(0, R5), 'carriage take'))).toBe(3);
  });

  it('takes the next one up: holding the 3, a route of 4 takes the 4', () => {
    expect(carriageOf(run(atCarriage(1, R4), 'carriage take'))).toBe(4);
  });

  it('counts the cities of the route, not the houses placed (001 "Note")', () => {
    // No house is placed, yet the route of 5 takes the 5 carriage.
    expect(carriageOf(run(atCarriage(2, R5), 'carriage take'))).toBe(5);
  });

  it('comes after the houses and the tiles (R5): the route tile is held already', () => {
    const s = atCarriage(0, R5);
    expect(tilesOf(s, 0)).toEqual(['route5:2']);
    expect(carriageOf(s)).toBeNull();
  });
});

describe('R3: taking the carriage is optional', () => {
  it('may be declined, and the turn goes on without it', () => {
    const s = run(atCarriage(0, R3), 'carriage decline');
    expect(carriageOf(s)).toBeNull();
    expect(s.current).toBe(1);
  });

  it('refuses "take" for a route too short, while the Cartwright could help: ERR_CARRIAGE_TOO_SHORT', () => {
    const s = atCarriage(1, R3);
    expect(errorOf(s, 'carriage take')).toBe('ERR_CARRIAGE_TOO_SHORT');
  });
});

describe('001 "Cartwright": one or two cities short', () => {
  it('takes the next carriage for a route one city short', () => {
    const s = atCarriage(2, R4);
    expect(texts(s)).toEqual(['carriage cartwright', 'carriage decline']);
    const taken = run(s, 'carriage cartwright');
    expect(carriageOf(taken)).toBe(5);
    expect(playerView(atCarriage(2, R4), 0).officialsUsed).toEqual([]);
  });

  it('takes the next carriage for a route two cities short', () => {
    expect(carriageOf(run(atCarriage(2, R3), 'carriage cartwright'))).toBe(5);
  });

  it('cannot help a route three cities short: no carriage is offered', () => {
    // Holding the 5 carriage, a route of 3 is three short of the 6: the carriage step is skipped.
    const s = atCarriage(3, R3);
    expect(playerView(s, 0).decision?.step).not.toBe('carriage');
    expect(s.carriages[0]).toBe(3);
    expect(s.current).toBe(1);
  });

  it('is not needed for a route long enough: ERR_CARTWRIGHT_NOT_NEEDED', () => {
    const s = atCarriage(1, R4);
    expect(texts(s)).toEqual(['carriage take', 'carriage decline']);
    expect(errorOf(s, 'carriage cartwright')).toBe('ERR_CARTWRIGHT_NOT_NEEDED');
  });

  it('is the official of the turn once used', () => {
    const s = newGame();
    giveCarriages(s, 0, 2);
    // Extra cards keep the turn open for the discard step, where the view still shows the turn.
    const closed = run(closing(s, 0, R4, ['Basel', 'Zürich', 'Lodz']), 'houses done');
    const taken = run(closed, 'carriage cartwright');
    expect(playerView(taken, 0).decision).toEqual({ seat: 0, step: 'discard' });
    expect(playerView(taken, 0).officialsUsed).toEqual(['cartwright']);
  });
});

describe('001 "the support of one official": no Cartwright after another official', () => {
  it('after the Postmaster, a short route gets no carriage', () => {
    const s = atCarriage(2, R4, ['draw supply', 'postmaster', 'draw supply']);
    expect(s.carriages[0]).toBe(2);
    expect(s.current).toBe(1);
  });

  it('after the Administrator, a short route gets no carriage', () => {
    const s = atCarriage(2, R4, ['administrator', 'draw supply']);
    expect(s.carriages[0]).toBe(2);
    expect(s.current).toBe(1);
  });

  it('after the Postal Carrier, a short route gets no carriage', () => {
    const s = newGame();
    giveCarriages(s, 0, 2);
    giveRoute(s, 0, ['Freiburg', 'Sigmaringen']);
    giveHand(s, 0, ['Ulm', 'Augsburg']);
    beginTurn(s, 0);
    const played = run(s, 'draw supply', 'play Ulm right', 'postal-carrier', 'play Augsburg right');
    const closed = run(played, 'close', 'houses done');
    expect(closed.carriages[0]).toBe(2);
    expect(closed.current).toBe(1);
  });

  it('after another official, a route long enough still takes its carriage', () => {
    const s = atCarriage(1, R4, ['draw supply', 'postmaster', 'draw supply']);
    expect(texts(s)).toEqual(['carriage take', 'carriage decline']);
    expect(errorOf(s, 'carriage cartwright')).toBe('ERR_CARTWRIGHT_NOT_NEEDED');
    expect(carriageOf(run(s, 'carriage take'))).toBe(4);
  });
});
