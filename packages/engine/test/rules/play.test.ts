/**
 * Step 2 of a turn, playing a card: 001 "2. Play a city card from his hand", R8, and the Postal
 * Carrier (001 "Postal carrier", R16).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import { beginTurn, giveHand, giveRoute, newGame } from './builder.ts';
import { attempt, run } from './moves.ts';

/** The seventh card dealt: the card seat 0 draws from the supply before playing. */
const DRAWN = 'Budweis';

/** Seat 0 has drawn and must play, with `route` on the table and `hand` (plus the drawn card). */
function atPlay(route: string[], hand: string[]): GameState {
  const s = newGame({
    deal: ['Mannheim', 'Carlsruhe', 'Freiburg', 'Basel', 'Zürich', 'Lodz', DRAWN],
  });
  if (route.length > 0) giveRoute(s, 0, route);
  giveHand(s, 0, hand);
  beginTurn(s, 0);
  return run(s, 'draw supply');
}

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const routeNames = (s: GameState): readonly string[] => playerView(s, 0).seats[0]!.route;
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

describe('001 "2. Play a city card": starting and extending the route', () => {
  it('starts a route with any card when the player has none', () => {
    const s = atPlay([], ['Ulm']);
    expect(routeNames(run(s, 'play Ulm new'))).toEqual(['Ulm']);
    expect(errorOf(s, 'play Ulm left')).toBe('ERR_NO_ROUTE');
    expect(errorOf(s, 'play Ulm right')).toBe('ERR_NO_ROUTE');
  });

  it('extends a route of one city on either side (R8)', () => {
    const s = atPlay(['Ulm'], ['Stuttgart']);
    expect(texts(s)).toEqual(
      expect.arrayContaining(['play Stuttgart left', 'play Stuttgart right']),
    );
    expect(routeNames(run(s, 'play Stuttgart left'))).toEqual(['Stuttgart', 'Ulm']);
    expect(routeNames(run(s, 'play Stuttgart right'))).toEqual(['Ulm', 'Stuttgart']);
  });

  it('adds a card at the left or the right end, next to the city at that end', () => {
    // Zürich borders Freiburg (left end); Stuttgart borders Ulm (right end).
    const s = atPlay(['Freiburg', 'Sigmaringen', 'Ulm'], ['Zürich', 'Stuttgart']);
    expect(routeNames(run(s, 'play Zürich left'))).toEqual([
      'Zürich',
      'Freiburg',
      'Sigmaringen',
      'Ulm',
    ]);
    expect(routeNames(run(s, 'play Stuttgart right'))).toEqual([
      'Freiburg',
      'Sigmaringen',
      'Ulm',
      'Stuttgart',
    ]);
  });

  it('refuses a card at an end whose city is not directly adjacent: ERR_NOT_ADJACENT', () => {
    const s = atPlay(['Freiburg', 'Sigmaringen', 'Ulm'], ['Zürich', 'Stuttgart']);
    expect(errorOf(s, 'play Zürich right')).toBe('ERR_NOT_ADJACENT');
    // Stuttgart borders Sigmaringen, but Sigmaringen is inside the route, not at an end.
    expect(errorOf(s, 'play Stuttgart left')).toBe('ERR_NOT_ADJACENT');
  });

  it('refuses a city already in the route: ERR_CITY_IN_ROUTE', () => {
    const s = atPlay(['Stuttgart', 'Ulm'], ['Stuttgart']);
    expect(errorOf(s, 'play Stuttgart right')).toBe('ERR_CITY_IN_ROUTE');
    // The Postmaster comes first in the engine's order, then the cards by the board's city order.
    expect(texts(s)).toEqual(['postmaster', 'play Stuttgart new', 'play Budweis new']);
  });

  it('offers both ends when the city borders both (000 "must choose which end")', () => {
    const s = atPlay(['Stuttgart', 'Ulm'], ['Sigmaringen']);
    expect(routeNames(run(s, 'play Sigmaringen left'))).toEqual([
      'Sigmaringen',
      'Stuttgart',
      'Ulm',
    ]);
    expect(routeNames(run(s, 'play Sigmaringen right'))).toEqual([
      'Stuttgart',
      'Ulm',
      'Sigmaringen',
    ]);
  });

  it('refuses a card the player does not hold: ERR_CARD_NOT_IN_HAND', () => {
    const s = atPlay(['Ulm'], ['Lodz']);
    expect(errorOf(s, 'play Stuttgart left')).toBe('ERR_CARD_NOT_IN_HAND');
    expect(errorOf(s, 'play Stuttgart new')).toBe('ERR_CARD_NOT_IN_HAND');
  });
});

describe('R8: a new route discards the current one, unscored', () => {
  it('puts the old route on the discard pile and starts the new one with the card', () => {
    const s = run(atPlay(['Freiburg', 'Sigmaringen', 'Ulm'], ['Lodz']), 'play Lodz new');
    const view = playerView(s, 0);
    expect(view.seats[0]!.route).toEqual(['Lodz']);
    expect(view.discards).toEqual({ Freiburg: 1, Sigmaringen: 1, Ulm: 1 });
    // Unscored: no house, tile or carriage for the discarded route.
    expect(view.seats[0]).toMatchObject({ housesLeft: 20, houses: [], carriage: null, score: -20 });
    expect(view.scores.lines[0]!.tiles).toEqual([]);
  });

  it('is allowed even when the card could extend the route ("or chooses not to")', () => {
    const s = atPlay(['Ulm'], ['Stuttgart']);
    expect(texts(s)).toContain('play Stuttgart new');
    expect(routeNames(run(s, 'play Stuttgart new'))).toEqual(['Stuttgart']);
  });
});

describe('001 "The player must play a city card": exactly one card per turn', () => {
  it('refuses to end the turn or close before the card is played: ERR_MUST_PLAY', () => {
    const s = atPlay(['Freiburg', 'Sigmaringen', 'Ulm'], ['Stuttgart']);
    expect(errorOf(s, 'end turn')).toBe('ERR_MUST_PLAY');
    expect(errorOf(s, 'close')).toBe('ERR_MUST_PLAY');
  });

  it('refuses a second card without the Postal Carrier: ERR_WRONG_STEP', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Augsburg']), 'play Stuttgart left');
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'close' });
    expect(errorOf(s, 'play Augsburg right')).toBe('ERR_WRONG_STEP');
    expect(texts(s)).toEqual(['postal-carrier', 'end turn']);
  });
});

describe('001 "Postal carrier": a second card, by the normal rules (R16)', () => {
  it('is called after the first card, not before: ERR_OFFICIAL_NOT_NOW', () => {
    const s = atPlay(['Ulm'], ['Stuttgart', 'Augsburg']);
    expect(texts(s)).not.toContain('postal-carrier');
    expect(errorOf(s, 'postal-carrier')).toBe('ERR_OFFICIAL_NOT_NOW');
  });

  it('adds a second city to the route', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Augsburg']), 'play Stuttgart left');
    const two = run(s, 'postal-carrier', 'play Augsburg right');
    expect(routeNames(two)).toEqual(['Stuttgart', 'Ulm', 'Augsburg']);
    expect(playerView(two, 0).officialsUsed).toEqual(['postal-carrier']);
    expect(texts(two)).toEqual(['close', 'end turn']);
  });

  it('checks the second card like the first: ERR_NOT_ADJACENT', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Lodz']), 'play Stuttgart left', 'postal-carrier');
    expect(errorOf(s, 'play Lodz right')).toBe('ERR_NOT_ADJACENT');
  });

  it('may start a new route with the second card, discarding the first with the old route', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Lodz']), 'play Stuttgart left', 'postal-carrier');
    const next = run(s, 'play Lodz new');
    expect(routeNames(next)).toEqual(['Lodz']);
    expect(playerView(next, 0).discards).toEqual({ Stuttgart: 1, Ulm: 1 });
  });

  it('must then be used: the turn does not end before the second card (R16)', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Lodz']), 'play Stuttgart left', 'postal-carrier');
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'play' });
    expect(errorOf(s, 'end turn')).toBe('ERR_MUST_PLAY');
  });

  it('uses up the official of the turn: no Postmaster, no Cartwright after it', () => {
    const s = run(atPlay(['Ulm'], ['Stuttgart', 'Augsburg']), 'play Stuttgart left');
    const two = run(s, 'postal-carrier', 'play Augsburg right');
    expect(errorOf(two, 'postmaster')).toBe('ERR_OFFICIAL_ALREADY_USED');
    // A route of 3 takes the 3 carriage; nothing short is left for a Cartwright to help with.
    expect(texts(run(two, 'close', 'houses done'))).toEqual(['carriage take', 'carriage decline']);
  });
});
