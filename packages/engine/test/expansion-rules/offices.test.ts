/**
 * Offices of Honor (000 "Offices of Honor", R14): an office tile for every official used, return
 * rounds when a stack is emptied, their rewards, and where the turn goes on after them. Played on
 * the base board. The end of the game with return rounds is in offices-end.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  decision,
  OFFICIALS,
  playerView,
  scoreSheet,
  validateMove,
  type GameState,
} from '../../src/index.ts';
import { OFFICE_TILES } from '../../src/expansions/offices-of-honor/return-rounds.ts';
import {
  beginTurn,
  CITY_NAMES,
  giveCarriages,
  giveHand,
  giveHouses,
  handNames,
  tilesOf,
} from '../rules/builder.ts';
import { plainMove } from '../rules/moves.ts';
import {
  awaited,
  closeRoute,
  errorOf,
  expansionGame,
  giveLetterHouses,
  giveOffices,
  go,
  officeStacks,
  officesOf,
  texts,
  type ExpansionSpec,
} from './game.ts';

const officesGame = (spec: Partial<ExpansionSpec> = {}): GameState =>
  expansionGame({ expansions: ['offices'], ...spec });

/** Office tiles in the stacks and held by the seats, by kind. */
function officeTotals(s: GameState): number[] {
  return OFFICIALS.map((_, kind) => {
    let n = s.officeLeft[kind]!;
    for (let seat = 0; seat < s.players; seat++) n += s.officeTiles[seat * 4 + kind]!;
    return n;
  });
}

/**
 * A 2-player game where seat 1 holds all but one tile of `official`'s stack (seat 0 keeps the
 * Postmaster tile of its forced first turn) and seat 0's turn begins with `hand`.
 */
function lastTileTurn(
  official: 'administrator' | 'postmaster' | 'postal-carrier' | 'cartwright',
  hand: readonly string[],
): GameState {
  const s = officesGame();
  const kind = OFFICIALS.indexOf(official);
  giveOffices(s, 1, { [official]: s.officeLeft[kind]! - 1 });
  expect(s.officeLeft[kind]).toBe(1);
  giveHand(s, 0, hand);
  beginTurn(s, 0);
  return s;
}

describe('000 "Offices of Honor": the office tiles', () => {
  it('places 3/4/4/2, 5/6/6/3 and all 6/8/8/4 tiles for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) {
      const s = officesGame({ players });
      expect(officeTotals(s)).toEqual(OFFICE_TILES[players]);
    }
    expect(OFFICE_TILES[2]).toEqual([3, 4, 4, 2]);
    expect(OFFICE_TILES[3]).toEqual([5, 6, 6, 3]);
    expect(OFFICE_TILES[4]).toEqual([6, 8, 8, 4]);
  });

  it('gives each player a Postmaster tile in the first round ("each player must use the Postmaster")', () => {
    let s = officesGame({ players: 3 });
    while (s.turn <= 3) s = plainMove(s);
    for (let seat = 0; seat < 3; seat++) {
      expect(officesOf(s, seat)).toEqual({
        administrator: 0,
        postmaster: 1,
        'postal-carrier': 0,
        cartwright: 0,
      });
    }
    expect(officeStacks(s)).toEqual([5, 3, 6, 3]);
  });

  it('gives a tile for each official used: Administrator, Postmaster, Postal Carrier, Cartwright', () => {
    const s = officesGame({ players: 4 });
    giveHand(s, 1, ['Ulm', 'Kempten']);
    beginTurn(s, 1);
    expect(officesOf(go(s, 'administrator'), 1).administrator).toBe(1);
    expect(officesOf(go(s, 'draw supply', 'postmaster'), 1).postmaster).toBe(1);
    const carried = go(s, 'draw supply', 'play Ulm new', 'postal-carrier');
    expect(officesOf(carried, 1)['postal-carrier']).toBe(1);
    const t = officesGame({ players: 4 });
    giveCarriages(t, 1, 1);
    const helped = go(closeRoute(t, 1, ['Freiburg', 'Sigmaringen', 'Ulm']), 'houses done');
    expect(officesOf(go(helped, 'carriage cartwright'), 1).cartwright).toBe(1);
  });

  it('gives no tile for a turn without an official', () => {
    const s = officesGame({ players: 4 });
    giveHand(s, 1, ['Ulm']);
    beginTurn(s, 1);
    const done = go(s, 'draw supply', 'play Ulm new', 'end turn');
    expect(officesOf(done, 1)).toEqual(officesOf(s, 1));
  });

  it("gives a tile for each official paid with letters too (with The Princess' Messenger)", () => {
    const s = expansionGame({ expansions: ['messenger', 'offices'], players: 4 });
    giveLetterHouses(s, 0, ['Lodz', 'Pilsen', 'Budweis', 'Linz', 'Salzburg', 'Passau']);
    giveHand(s, 0, ['Ulm', 'Kempten']);
    beginTurn(s, 0);
    const before = officesOf(s, 0);
    const s2 = go(
      s,
      'administrator',
      'draw supply',
      'postmaster',
      'draw supply',
      'play Ulm new',
      'postal-carrier',
    );
    expect(officesOf(s2, 0)).toEqual({
      ...before,
      administrator: 1,
      postmaster: before.postmaster + 1,
      'postal-carrier': 1,
    });
  });
});

describe('000 "When a player takes the last tile from any stack" (R14)', () => {
  it('starts a return round with the player whose turn it is, then clockwise', () => {
    const s = officesGame({ players: 4 });
    giveOffices(s, 0, { postmaster: 1 });
    giveOffices(s, 1, { administrator: 2 });
    giveOffices(s, 3, { administrator: 3 });
    giveOffices(s, 2, { postmaster: 1 });
    giveHand(s, 2, ['Ulm']);
    beginTurn(s, 2);
    let round = go(s, 'administrator');
    expect(s.officeLeft[0]).toBe(1);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(awaited(round));
      round = go(round, texts(round)[0]!);
    }
    expect(order).toEqual([
      '2 return-offices',
      '3 return-offices',
      '0 return-offices',
      '1 return-offices',
    ]);
    expect(awaited(round)).toBe('2 draw');
  });

  it('asks the returning seat, not the current player: decision, views and ERR_NOT_YOUR_TURN', () => {
    const round = go(
      lastTileTurn('administrator', ['Ulm']),
      'administrator',
      'return administrator',
    );
    expect(round.current).toBe(0);
    expect(decision(round)).toEqual({ seat: 1, step: 'return-offices' });
    expect(playerView(round, 1).legalMoves.length).toBeGreaterThan(0);
    expect(playerView(round, 0).legalMoves).toEqual([]);
    const refused = validateMove(round, 0, { type: 'draw', slot: 'supply' });
    expect(refused.ok ? null : refused.error.code).toBe('ERR_NOT_YOUR_TURN');
    expect(errorOf(round, 'return administrator', 0)).toBe('ERR_NOT_YOUR_TURN');
    expect(errorOf(round, 'return administrator', 1)).toBeNull();
  });

  it('lets a seat return any 1 to 4 different tiles it holds, and no other', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { cartwright: 1 });
    const round = go(s, 'administrator');
    // Seat 0 holds an Administrator (just taken), a Postmaster and a Cartwright tile.
    expect(texts(round)).toEqual([
      'return administrator',
      'return postmaster',
      'return administrator postmaster',
      'return cartwright',
      'return administrator cartwright',
      'return postmaster cartwright',
      'return administrator postmaster cartwright',
    ]);
    expect(errorOf(round, 'return postal-carrier')).toBe('ERR_BAD_RETURN');
    expect(errorOf(round, 'return administrator postal-carrier')).toBe('ERR_BAD_RETURN');
  });

  it('refuses to return none in a return round during the game: ERR_BAD_RETURN', () => {
    const round = go(lastTileTurn('administrator', ['Ulm']), 'administrator');
    expect(texts(round)).not.toContain('return none');
    expect(errorOf(round, 'return none')).toBe('ERR_BAD_RETURN');
  });

  it('cannot return two tiles of one kind: the move names different offices (ERR_MALFORMED)', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { postmaster: 1 });
    const round = go(s, 'administrator');
    expect(officesOf(round, 0).postmaster).toBe(2);
    const twice = { type: 'return-offices', offices: ['postmaster', 'postmaster'] };
    const refused = validateMove(round, 0, twice);
    expect(refused.ok ? null : refused.error.code).toBe('ERR_MALFORMED');
  });

  it('puts the returned tiles back on their stacks', () => {
    const round = go(lastTileTurn('administrator', ['Ulm']), 'administrator');
    const stacks = officeStacks(round);
    const after = go(round, 'return administrator postmaster');
    expect(officeStacks(after)).toEqual([stacks[0]! + 1, stacks[1]! + 1, stacks[2], stacks[3]]);
    expect(officesOf(after, 0).administrator).toBe(0);
  });

  it('passes over a seat that holds no tile', () => {
    const s = officesGame({ players: 3 });
    // Seat 0 holds the Postmaster tile of its forced first turn; seat 1 holds none.
    giveOffices(s, 2, { administrator: 4 });
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    const round = go(s, 'administrator', 'return postmaster');
    expect(officesOf(round, 1)).toEqual({
      administrator: 0,
      postmaster: 0,
      'postal-carrier': 0,
      cartwright: 0,
    });
    expect(awaited(round)).toBe('2 return-offices');
  });

  it('runs another complete round while the emptied stack is still empty', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { 'postal-carrier': 1 });
    giveOffices(s, 1, { postmaster: 1 });
    let round = go(s, 'administrator', 'return postmaster', 'return postmaster');
    expect(round.officeLeft[0]).toBe(0);
    expect(awaited(round)).toBe('0 return-offices');
    expect(playerView(round, 0).returnRound?.index).toBe(0);
    round = go(round, 'return administrator');
    // The stack is no longer empty, but the round is played to its end.
    expect(awaited(round)).toBe('1 return-offices');
    round = go(round, 'return administrator');
    expect(playerView(round, 0).returnRound).toBeNull();
    expect(awaited(round)).toBe('0 draw');
  });
});

describe('000 "Offices of Honor": the rewards of a return round (R14)', () => {
  /** Seat 0 takes the last Administrator tile, holding one tile of every kind. */
  function rewardRound(): GameState {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { 'postal-carrier': 1, cartwright: 1 });
    return go(s, 'administrator');
  }

  it('gives nothing for 1 tile', () => {
    const round = rewardRound();
    const after = go(round, 'return postmaster');
    expect(awaited(after)).toBe('1 return-offices');
    expect(after.handSize[0]).toBe(round.handSize[0]);
    expect(after.chips[0]).toBe(0);
    expect(after.housesLeft[0]).toBe(round.housesLeft[0]);
  });

  it('lets the seat draw a card for 2 tiles, like a normal draw, the slot refilled at once', () => {
    const round = go(rewardRound(), 'return postmaster cartwright');
    expect(awaited(round)).toBe('0 reward-draw');
    expect(texts(round)).toEqual([
      'draw 1',
      'draw 2',
      'draw 3',
      'draw 4',
      'draw 5',
      'draw 6',
      'draw supply',
      'draw none',
    ]);
    const card = playerView(round, 0).display[2]!;
    const top = CITY_NAMES[round.supply[round.supplyCount - 1]!]!;
    const drawn = go(round, 'draw 3');
    expect(handNames(drawn, 0)).toEqual([...handNames(round, 0), card].sort(byCity));
    expect(playerView(drawn, 0).display[2]).toBe(top);
    expect(awaited(drawn)).toBe('1 return-offices');
  });

  it('lets the seat decline the card: "the player may draw one card" (000; R14)', () => {
    const round = go(rewardRound(), 'return postmaster cartwright');
    const declined = go(round, 'draw none');
    expect(handNames(declined, 0)).toEqual(handNames(round, 0));
    expect(playerView(declined, 0).display).toEqual(playerView(round, 0).display);
    expect(declined.supplyCount).toBe(round.supplyCount);
    expect(awaited(declined)).toBe('1 return-offices');
  });

  it('refuses the decline where no card is offered: outside the two-tile reward', () => {
    const round = go(rewardRound(), 'return postmaster cartwright');
    const drawn = go(round, 'draw 1');
    expect(errorOf(drawn, 'draw none', 1)).toBe('ERR_WRONG_STEP');
  });

  it('lets a seat that is not the current player draw the card', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 1, { postmaster: 1 });
    const round = go(s, 'administrator', 'return administrator', 'return administrator postmaster');
    expect(decision(round)).toEqual({ seat: 1, step: 'reward-draw' });
    const drawn = go(round, 'draw supply');
    expect(drawn.handSize[1]).toBe(round.handSize[1]! + 1);
    expect(drawn.handSize[0]).toBe(round.handSize[0]);
  });

  it('gives a victory point chip for 3 tiles, one of 12, counted in the score sheet', () => {
    const round = rewardRound();
    expect(round.chipsLeft).toBe(12);
    const before = scoreSheet(round).lines[0]!.total;
    const after = go(round, 'return postmaster postal-carrier cartwright');
    expect(after.chips[0]).toBe(1);
    expect(after.chipsLeft).toBe(11);
    expect(scoreSheet(after).lines[0]!.chips).toBe(1);
    expect(scoreSheet(after).lines[0]!.total).toBe(before + 1);
    expect(playerView(after, 1).seats[0]!.chips).toBe(1);
  });

  it('gives no chip for 3 tiles once the 12 chips are taken', () => {
    const round = rewardRound();
    round.chips[1] = 12;
    round.chipsLeft = 0;
    const after = go(round, 'return postmaster postal-carrier cartwright');
    expect(after.chips[0]).toBe(0);
  });

  it('lets the seat place a house on any city where it has none for 4 tiles', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { 'postal-carrier': 1, cartwright: 1 });
    giveHouses(s, 0, ['Sigmaringen', 'Stuttgart']);
    const round = go(
      s,
      'administrator',
      'return administrator postmaster postal-carrier cartwright',
    );
    expect(awaited(round)).toBe('0 reward-house');
    const free = CITY_NAMES.filter((c) => c !== 'Sigmaringen' && c !== 'Stuttgart');
    expect(texts(round)).toEqual([...free.map((c) => `house ${c}`), 'houses done']);
    expect(errorOf(round, 'house Stuttgart')).toBe('ERR_HOUSE_ALREADY_THERE');
    const placed = go(round, 'house Lodz');
    expect(playerView(placed, 0).seats[0]!.houses).toContain('Lodz');
    expect(placed.housesLeft[0]).toBe(round.housesLeft[0]! - 1);
    expect(awaited(placed)).toBe('1 return-offices');
  });

  it('awards the bonus tiles of that house at once', () => {
    const s = lastTileTurn('administrator', ['Ulm']);
    giveOffices(s, 0, { 'postal-carrier': 1, cartwright: 1 });
    giveHouses(s, 0, ['Sigmaringen', 'Stuttgart']);
    const round = go(
      s,
      'administrator',
      'return administrator postmaster postal-carrier cartwright',
    );
    const placed = go(round, 'house Ulm');
    expect(tilesOf(placed, 0)).toEqual(['wuerttemberg-hohenzollern:3']);
  });

  it("gives the house its letter with The Princess' Messenger", () => {
    const s = expansionGame({ expansions: ['messenger', 'offices'] });
    giveOffices(s, 0, { administrator: 1, 'postal-carrier': 1, cartwright: 1 });
    giveOffices(s, 1, { administrator: 1 });
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    const round = go(
      s,
      'administrator',
      'return administrator postmaster postal-carrier cartwright',
    );
    const letters = round.letters[0]!;
    expect(go(round, 'house Lodz').letters[0]).toBe(letters + 1);
  });

  it('may be declined: "houses done" places no house', () => {
    const round = go(rewardRound(), 'return administrator postmaster postal-carrier cartwright');
    const declined = go(round, 'houses done');
    expect(declined.housesLeft[0]).toBe(round.housesLeft[0]);
    expect(awaited(declined)).toBe('1 return-offices');
  });
});

describe('000 "Offices of Honor": the turn goes on where the return rounds stopped it', () => {
  it("after the Administrator's tile: the draw", () => {
    const round = go(lastTileTurn('administrator', ['Ulm']), 'administrator');
    const after = go(round, 'return administrator', 'return administrator');
    expect(awaited(after)).toBe('0 draw');
    expect(after.drawsDone).toBe(0);
  });

  it("after the Postmaster's tile: the second draw", () => {
    const round = go(lastTileTurn('postmaster', ['Ulm']), 'draw supply', 'postmaster');
    expect(awaited(round)).toBe('0 return-offices');
    const after = go(round, 'return postmaster', 'return postmaster');
    expect(awaited(after)).toBe('0 draw');
    expect(after.drawsDone).toBe(1);
    expect(after.handSize[0]).toBe(2);
    expect(go(after, 'draw supply').handSize[0]).toBe(3);
  });

  it("after the Postal Carrier's tile: the second card", () => {
    const s = lastTileTurn('postal-carrier', ['Ulm', 'Kempten']);
    const round = go(s, 'draw supply', 'play Ulm new', 'postal-carrier');
    const after = go(round, 'return postmaster', 'return postal-carrier');
    expect(awaited(after)).toBe('0 play');
    expect(go(after, 'play Kempten right').routeLength[0]).toBe(2);
  });

  it("after the Cartwright's tile: the closing finishes (carriage, route discarded, discards)", () => {
    const s = officesGame();
    giveOffices(s, 1, { cartwright: 1 });
    giveCarriages(s, 0, 1);
    const hand = ['Lodz', 'Pilsen', 'Budweis', 'Linz'];
    const closing = go(closeRoute(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm'], hand), 'houses done');
    const round = go(closing, 'carriage cartwright');
    expect(awaited(round)).toBe('0 return-offices');
    expect(round.routeLength[0]).toBe(3);
    const after = go(round, 'return cartwright', 'return cartwright');
    expect(after.carriages[0]).toBe(2);
    expect(after.routeLength[0]).toBe(0);
    expect(awaited(after)).toBe('0 discard');
  });

  it("after the forced Postmaster's tile: the draws of the seat whose turn begins", () => {
    const s = officesGame();
    giveOffices(s, 0, { postmaster: 2 });
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    // Seat 1 starts its turn with no card and takes the last Postmaster tile.
    const round = go(s, 'draw supply', 'play Ulm new', 'end turn');
    expect(round.officeLeft[1]).toBe(0);
    expect(awaited(round)).toBe('1 return-offices');
    const after = go(round, 'return postmaster', 'return postmaster');
    expect(awaited(after)).toBe('1 draw');
    expect(after.drawsAllowed).toBe(2);
  });
});

const byCity = (a: string, b: string): number => CITY_NAMES.indexOf(a) - CITY_NAMES.indexOf(b);
