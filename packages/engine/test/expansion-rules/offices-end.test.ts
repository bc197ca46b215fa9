/**
 * Offices of Honor and the end of the game (000 "Offices of Honor", R14, R9): a last house placed
 * as a return round's reward ends the game after the round of normal turns (the text's Examples 1
 * and 2), and the final return round runs after the last turn, in reverse seat order, where only
 * three or four tiles earn anything.
 */
import { describe, expect, it } from 'vitest';
import { isOver, playerView, scoreSheet, type GameState } from '../../src/index.ts';
import { beginTurn, CITY_NAMES, giveCarriages, giveHand, giveHouses } from '../rules/builder.ts';
import { playOut } from '../rules/moves.ts';
import { awaited, closeRoute, errorOf, expansionGame, giveOffices, go, texts } from './game.ts';

const ALL_FOUR = 'return administrator postmaster postal-carrier cartwright';

/**
 * 4 players, Anna (seat 0) starting, then Ben, Carl and Dave. Carl holds one tile of each office
 * and has one house left; the other seats hold Administrator tiles, all but one of the stack, and
 * `initiator` holds none: it takes the last one at the start of its turn.
 */
function lastHouseRound(initiator: number): GameState {
  const s = expansionGame({ expansions: ['offices'], players: 4 });
  giveOffices(s, 2, { administrator: 1, postmaster: 1, 'postal-carrier': 1, cartwright: 1 });
  for (const seat of [0, 1, 3].filter((x) => x !== initiator)) {
    giveOffices(s, seat, { administrator: 2 });
  }
  expect(s.officeLeft[0]).toBe(1);
  giveHouses(
    s,
    2,
    CITY_NAMES.filter((c) => c !== 'Lodz' && c !== 'Pilsen' && c !== 'Budweis'),
  );
  expect(s.housesLeft[2]).toBe(1);
  ['Ulm', 'Kempten', 'Augsburg', 'München'].forEach((card, seat) => {
    giveHand(s, seat, [card]);
  });
  beginTurn(s, initiator);
  return go(s, 'administrator');
}

/** Plays the round's goes: Carl returns four tiles and places his last house, the others one tile. */
function playRound(round: GameState): GameState {
  let s = round;
  while (s.returnRound !== 0) {
    if (awaited(s) === '2 return-offices') s = go(s, ALL_FOUR, 'house Lodz');
    else s = go(s, 'return administrator');
  }
  return s;
}

describe('000 "Offices of Honor" Example 1: Ben starts the round, Carl places his last house', () => {
  it('gives Carl the game-end tile and Carl and Dave their final normal turns', () => {
    const round = lastHouseRound(1);
    expect(awaited(round)).toBe('1 return-offices');
    const after = playRound(round);
    expect(after.housesLeft[2]).toBe(0);
    expect(after.endTriggeredBy).toBe(2);
    expect(scoreSheet(after).gameEndTileHolder).toBe(2);
    // Ben's turn goes on, then Carl and Dave play; Dave, before the starting player, is last.
    expect(awaited(after)).toBe('1 draw');
    const { state, turns } = playOut(after);
    expect(turns).toEqual([1, 2, 3]);
    expect(isOver(state)).toBe(true);
  });
});

describe('000 "Offices of Honor" Example 2: Dave, the last player, starts the round', () => {
  it("ends the game after the round and Dave's turn", () => {
    const round = lastHouseRound(3);
    expect(awaited(round)).toBe('3 return-offices');
    const after = playRound(round);
    expect(after.endTriggeredBy).toBe(2);
    expect(scoreSheet(after).gameEndTileHolder).toBe(2);
    expect(awaited(after)).toBe('3 draw');
    const { state, turns } = playOut(after);
    expect(turns).toEqual([3]);
    expect(isOver(state)).toBe(true);
  });
});

describe('000 "a final tile return round" after the last round of normal turns (R14)', () => {
  const SEVEN = ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München', 'Augsburg', 'Kempten'];

  /**
   * `players` players, seat 0 starting; the last seat, holding the 6 carriage, takes the 7 and so
   * ends the game in the last turn of the round. `tiles` are the office tiles each seat holds.
   */
  function lastTurn(players: number, tiles: Parameters<typeof giveOffices>[2][]): GameState {
    const s = expansionGame({ expansions: ['offices'], players });
    tiles.forEach((t, seat) => {
      giveOffices(s, seat, t);
    });
    const last = players - 1;
    giveCarriages(s, last, 4);
    return go(closeRoute(s, last, SEVEN), 'houses done', 'carriage take');
  }

  const THREE = { administrator: 1, postmaster: 1, 'postal-carrier': 1 };
  const FOUR = { ...THREE, cartwright: 1 };

  it('runs in reverse order, from the last seat to the starting player, before the scoring', () => {
    let s = lastTurn(4, [THREE, THREE, THREE, THREE]);
    expect(playerView(s, 0).returnRound?.final).toBe(true);
    expect(scoreSheet(s).finished).toBe(false);
    const order: string[] = [];
    while (!isOver(s)) {
      order.push(awaited(s));
      s = go(s, 'return none');
    }
    expect(order).toEqual([
      '3 return-offices',
      '2 return-offices',
      '1 return-offices',
      '0 return-offices',
    ]);
    expect(scoreSheet(s).finished).toBe(true);
  });

  it('lets a seat return 3 or 4 different tiles, or none; 1 or 2 are refused (ERR_BAD_RETURN)', () => {
    const s = lastTurn(3, [{}, {}, THREE]);
    expect(awaited(s)).toBe('2 return-offices');
    expect(texts(s)).toEqual(['return none', 'return administrator postmaster postal-carrier']);
    expect(errorOf(s, 'return administrator')).toBe('ERR_BAD_RETURN');
    expect(errorOf(s, 'return administrator postmaster')).toBe('ERR_BAD_RETURN');
    const none = go(s, 'return none');
    expect(isOver(none)).toBe(true);
    expect(none.officeTiles.slice(8, 12)).toEqual(s.officeTiles.slice(8, 12));
  });

  it('gives a chip for 3 tiles and a house for 4, counted in the final scores', () => {
    const s = lastTurn(3, [FOUR, {}, THREE]);
    const before = scoreSheet(s).lines;
    const chip = go(s, 'return administrator postmaster postal-carrier');
    expect(chip.chips[2]).toBe(1);
    expect(awaited(chip)).toBe('0 return-offices');
    const house = go(chip, ALL_FOUR);
    expect(awaited(house)).toBe('0 reward-house');
    const end = go(house, 'house Lodz');
    expect(isOver(end)).toBe(true);
    const lines = scoreSheet(end).lines;
    expect(lines[2]!.chips).toBe(1);
    expect(lines[2]!.total).toBe(before[2]!.total + 1);
    expect(lines[0]!.unplacedHouses).toBe(before[0]!.unplacedHouses - 1);
    expect(lines[0]!.total).toBe(before[0]!.total + 1);
  });

  it('passes over seats with fewer than 3 kinds of tile, and ends at once if no seat has 3', () => {
    // Seat 0 holds two kinds (Postmaster tiles, one of them from its forced first turn, and a
    // Postal Carrier): it has no go.
    const s = lastTurn(3, [{ postmaster: 1, 'postal-carrier': 1 }, {}, THREE]);
    expect(awaited(go(s, 'return none'))).toBe('over');
    const quiet = lastTurn(2, [{ administrator: 1 }, {}]);
    expect(isOver(quiet)).toBe(true);
  });
});
