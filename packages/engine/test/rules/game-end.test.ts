/**
 * The end of the game: the game-end tile (001 "Bonus tile for game end", R5), the last round and
 * the final scores with their tie-break (001 "Game end and scoring", R9).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, Phase, playerView, scoreSheet, type GameState } from '../../src/index.ts';
import { giveCarriages, giveHouses, newGame, tilesOf, CITY_NAMES } from './builder.ts';
import { attempt, closing, playOut, run } from './moves.ts';

const SEVEN_EAST = [
  'Würzburg',
  'Nürnberg',
  'Regensburg',
  'Passau',
  'München',
  'Augsburg',
  'Kempten',
];
const SEVEN_WEST = ['Mannheim', 'Carlsruhe', 'Freiburg', 'Basel', 'Zürich', 'Sigmaringen', 'Ulm'];

/** `seat`, holding the 6 carriage, closes a route of 7 and takes the 7 carriage. */
function takeSeven(s: GameState, seat: number, route = SEVEN_EAST): GameState {
  giveCarriages(s, seat, 4);
  return run(closing(s, seat, route), 'houses done', 'carriage take');
}

/** `seat`, with one house left, closes Freiburg-Sigmaringen-Ulm and places it on Ulm. */
function lastHouse(s: GameState, seat: number): GameState {
  giveHouses(
    s,
    seat,
    CITY_NAMES.filter((c) => !['Freiburg', 'Sigmaringen', 'Ulm'].includes(c)),
  );
  expect(s.housesLeft[seat]).toBe(1);
  return run(closing(s, seat, ['Freiburg', 'Sigmaringen', 'Ulm']), 'house Ulm');
}

/** Seven of the eight Baiern cities: no Baiern tile. */
const BAIERN_7 = [
  'Würzburg',
  'Nürnberg',
  'Regensburg',
  'Ingolstadt',
  'Augsburg',
  'Kempten',
  'München',
];
/** 17 houses that complete no province, pair or all-provinces condition, so earn no tile. */
const NO_TILE_17 = [
  ...BAIERN_7,
  ...['Mannheim', 'Carlsruhe', 'Stuttgart', 'Ulm', 'Basel', 'Zürich'],
  ...['Salzburg', 'Linz', 'Pilsen', 'Lodz'],
];

const holder = (s: GameState): number | null => scoreSheet(s).gameEndTileHolder;

describe('001 "Bonus tile for game end" (R5)', () => {
  it('goes to the first player to take a 7 carriage', () => {
    const s = takeSeven(newGame(), 0);
    expect(s.endTriggeredBy).toBe(0);
    expect(tilesOf(s, 0)).toEqual(['route7:4', 'game-end:1']);
  });

  it('goes to the first player to place his last house, after the carriage', () => {
    const s = lastHouse(newGame(), 0);
    expect(s.housesLeft[0]).toBe(0);
    // The last house starts the last round at once, but the tile waits for the carriage (R5).
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'carriage' });
    expect(s.endTriggeredBy).toBe(0);
    expect(tilesOf(s, 0)).not.toContain('game-end:1');
    expect(tilesOf(run(s, 'carriage take'), 0)).toContain('game-end:1');
    expect(tilesOf(run(s, 'carriage decline'), 0)).toContain('game-end:1');
  });

  it('is not taken by declining the 7 carriage (R3)', () => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    const declined = run(closing(s, 0, SEVEN_EAST), 'houses done', 'carriage decline');
    expect(declined.endTriggeredBy).toBe(-1);
    expect(holder(declined)).toBeNull();
  });

  it('is not taken again by a second player who takes a 7 carriage in the last round', () => {
    const first = takeSeven(newGame({ players: 3 }), 0);
    const second = takeSeven(first, 1, SEVEN_WEST);
    expect(second.carriages[1]).toBe(5);
    expect(second.endTriggeredBy).toBe(0);
    expect(holder(second)).toBe(0);
    expect(tilesOf(second, 1)).toEqual(['route7:3']);
  });
});

describe('R9: the round is played to its end', () => {
  it('ends after the turn of the seat before the starting player (4 players, seat 1 ends it)', () => {
    const s = takeSeven(newGame({ players: 4, start: 0 }), 1);
    expect(playerView(s, null).lastTurnSeat).toBe(3);
    const { state, turns } = playOut(s);
    expect(turns).toEqual([2, 3]);
    expect(state.phase).toBe(Phase.Over);
  });

  it('ends at once when the seat before the starting player ends it on its own turn', () => {
    const s = takeSeven(newGame({ players: 3, start: 1 }), 0);
    expect(playerView(s, null).decision).toBeNull();
    expect(playOut(s).turns).toEqual([]);
  });

  it('gives every other seat one more turn when the starting player ends it', () => {
    const s = lastHouse(newGame({ players: 4, start: 2 }), 2);
    const { turns } = playOut(run(s, 'carriage take'));
    expect(turns).toEqual([3, 0, 1]);
  });

  it('refuses every move once the game is over: ERR_GAME_OVER', () => {
    const s = takeSeven(newGame({ players: 2, start: 1 }), 0);
    expect(legalMoves(s)).toEqual([]);
    const r = attempt(s, 'draw supply', 1);
    expect(r.ok ? null : r.error.code).toBe('ERR_GAME_OVER');
  });
});

describe('001 "Now players calculate their victory points" (R9)', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 5],
    [4, 7],
    [5, 10],
  ])('counts only the highest carriage: %i carriages held -> %i points', (held, points) => {
    const s = newGame();
    giveCarriages(s, 0, held);
    expect(scoreSheet(s).lines[0]).toMatchObject({ carriagePoints: points, total: points - 20 });
  });

  it('adds every bonus tile and takes a point off for each unplaced house', () => {
    const s = takeSeven(newGame(), 0);
    giveHouses(s, 0, ['Lodz', 'Linz', 'Budweis']);
    // 10 for the 7 carriage, 4 + 1 for the tiles, 17 houses unplaced.
    expect(scoreSheet(s).lines[0]).toMatchObject({ tilePoints: 5, unplacedHouses: 17, total: -2 });
  });
});

describe('001 "tie with the most points" (R9)', () => {
  it('goes to the holder of the game-end tile when he is among the tied', () => {
    const s = newGame({ players: 4, start: 0 });
    // Seat 0: the 6 carriage (7) and 12 houses left: -5. Seat 2 ends the game: 10 + 4 + 1 - 20 = -5.
    giveCarriages(s, 0, 4);
    giveHouses(s, 0, [...BAIERN_7, 'Lodz']);
    const { state } = playOut(takeSeven(s, 2));
    const sheet = scoreSheet(state);
    expect(sheet.lines[0]!.total).toBe(-5);
    expect(sheet.lines[2]!.total).toBe(-5);
    expect(sheet.winner).toBe(2);
  });

  it('goes to the tied player closest clockwise after the holder when he is not among them', () => {
    const s = newGame({ players: 4, start: 0 });
    // Seats 0 and 3: the 6 carriage (7) and 3 houses left: 4 each. Seat 1 ends the game with -5.
    for (const seat of [0, 3]) {
      giveCarriages(s, seat, 4);
      giveHouses(s, seat, NO_TILE_17);
    }
    const { state } = playOut(takeSeven(s, 1));
    const sheet = scoreSheet(state);
    expect([sheet.lines[0]!.total, sheet.lines[3]!.total, sheet.lines[1]!.total]).toEqual([
      4, 4, -5,
    ]);
    expect(sheet.gameEndTileHolder).toBe(1);
    // Clockwise after seat 1: seat 2 (not tied), then seat 3.
    expect(sheet.winner).toBe(3);
    expect(sheet.ranking.slice(0, 2)).toEqual([3, 0]);
  });
});
