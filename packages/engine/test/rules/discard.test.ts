/**
 * The end of a closing: 001 "d. Discard city cards" (the route to the discard pile, the hand cut
 * to 3 by the player's choice) and the order of the whole closing (R5: houses, tiles, carriage,
 * game-end tile, discards).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import {
  beginTurn,
  giveCarriages,
  giveHand,
  giveRoute,
  handNames,
  newGame,
  tilesOf,
} from './builder.ts';
import { attempt, closing, run } from './moves.ts';

const ROUTE = ['Freiburg', 'Sigmaringen', 'Ulm'];
/** With the drawn Pilsen, seat 0 holds 6 cards after playing Ulm. */
const EXTRA = ['Basel', 'Zürich', 'Zürich', 'Lodz', 'Innsbruck'];

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

/** Seat 0 closes ROUTE holding EXTRA, places no house and takes the 3 carriage. */
const atDiscard = (): GameState =>
  run(closing(newGame(), 0, ROUTE, EXTRA), 'houses done', 'carriage take');

describe('001 "d. Discard city cards"', () => {
  it('puts the cards of the closed route face up on the discard pile', () => {
    const view = playerView(atDiscard(), 0);
    expect(view.seats[0]!.route).toEqual([]);
    expect(view.discards).toEqual({ Freiburg: 1, Sigmaringen: 1, Ulm: 1 });
  });

  it('makes a player with more than 3 cards discard, choosing among all cards held', () => {
    const s = atDiscard();
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'discard' });
    expect(texts(s)).toEqual(
      ['Basel', 'Zürich', 'Innsbruck', 'Pilsen', 'Lodz'].map((c) => `discard ${c}`),
    );
  });

  it('keeps the three cards the player chooses, then ends the turn', () => {
    const s = run(atDiscard(), 'discard Basel', 'discard Zürich');
    expect(s.current).toBe(0);
    const done = run(s, 'discard Lodz');
    expect(handNames(done, 0).sort()).toEqual(['Innsbruck', 'Pilsen', 'Zürich']);
    expect(done.current).toBe(1);
    expect(playerView(done, 1).discards).toMatchObject({ Basel: 1, Zürich: 1, Lodz: 1 });
  });

  it('refuses a card the player does not hold: ERR_CARD_NOT_IN_HAND', () => {
    expect(errorOf(atDiscard(), 'discard Ulm')).toBe('ERR_CARD_NOT_IN_HAND');
  });

  it('refuses to end the turn before the hand is down to 3: ERR_WRONG_STEP', () => {
    expect(errorOf(atDiscard(), 'end turn')).toBe('ERR_WRONG_STEP');
  });

  it('asks nothing of a player with 3 cards or fewer', () => {
    const s = run(
      closing(newGame(), 0, ROUTE, ['Basel', 'Zürich']),
      'houses done',
      'carriage take',
    );
    expect(s.handSize[0]).toBe(3);
    expect(s.current).toBe(1);
  });

  it('cuts the hand only after a closing: no discard before it (ERR_HAND_LIMIT_REACHED)', () => {
    const s = newGame();
    giveRoute(s, 0, ['Freiburg', 'Sigmaringen']);
    giveHand(s, 0, ['Ulm', ...EXTRA]);
    beginTurn(s, 0);
    const played = run(s, 'draw supply', 'play Ulm right');
    expect(errorOf(played, 'discard Basel')).toBe('ERR_HAND_LIMIT_REACHED');
    // Ending the turn without closing keeps all 6 cards.
    expect(run(played, 'end turn').handSize[0]).toBe(6);
  });

  it('leaves the player without a route: the next card starts a new one', () => {
    const s = run(atDiscard(), 'discard Basel', 'discard Zürich', 'discard Lodz');
    const drawn = run(s, 'draw supply', 'draw supply');
    const later = run(drawn, `play ${handNames(drawn, 1)[0]!} new`, 'end turn', 'draw 1');
    expect(playerView(later, 0).seats[0]!.route).toEqual([]);
    expect(errorOf(later, 'play Zürich left')).toBe('ERR_NO_ROUTE');
  });
});

describe('R5: the order of a closing', () => {
  const R7 = ['Würzburg', 'Nürnberg', 'Regensburg', 'Passau', 'München', 'Augsburg', 'Kempten'];

  it('places houses first, with the route still on the table and no tile yet', () => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    const houses = closing(s, 0, R7, EXTRA);
    expect(playerView(houses, 0).decision?.step).toBe('houses');
    expect(playerView(houses, 0).seats[0]!.route).toEqual(R7);
    expect(tilesOf(houses, 0)).toEqual([]);
  });

  it('then takes the tiles, before the carriage; then the carriage; then the game-end tile', () => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    const carriage = run(closing(s, 0, R7, EXTRA), 'house Kempten', 'houses done');
    expect(playerView(carriage, 0).decision?.step).toBe('carriage');
    expect(tilesOf(carriage, 0)).toEqual(['route7:4']);
    expect(playerView(carriage, 0).seats[0]!.route).toEqual(R7);
    const discard = run(carriage, 'carriage take');
    expect(playerView(discard, 0).seats[0]!.carriage).toBe(7);
    expect(tilesOf(discard, 0)).toEqual(['route7:4', 'game-end:1']);
  });

  it('discards the route and cuts the hand last', () => {
    const s = newGame();
    giveCarriages(s, 0, 4);
    const discard = run(closing(s, 0, R7, EXTRA), 'houses done', 'carriage take');
    expect(playerView(discard, 0).decision?.step).toBe('discard');
    expect(playerView(discard, 0).seats[0]!.route).toEqual([]);
    expect(discard.handSize[0]).toBe(6);
  });
});
