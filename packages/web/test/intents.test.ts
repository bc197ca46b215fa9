/**
 * From a player view to the UI: the legal targets are exactly those of the engine's legal moves,
 * a click stands for the legal moves of its target, and a click on a target with none becomes an
 * attempt that the engine refuses with the error code the UI explains (in each language).
 */
import { describe, expect, it } from 'vitest';
import { moveToText, playerView, validateMove, type GameState } from '@tnt/engine';
import {
  attemptFor,
  isTwoEnds,
  movesFor,
  needsConfirmation,
  tapMoves,
  uiState,
  type Target,
} from '../src/game/intents.ts';
import { CATALOGS, LANGS, type MessageKey } from '../src/i18n/index.ts';
import { OPENING, OPENING_MOVES, gameAfter } from './positions.ts';

const texts = (moves: readonly Parameters<typeof moveToText>[0][]): string[] =>
  moves.map(moveToText).sort();

/** The code the engine gives for the attempt a click on `target` becomes, for seat 0. */
function refusal(state: GameState, target: Target): string {
  const view = playerView(state, 0);
  expect(movesFor(view, target)).toEqual([]);
  const checked = validateMove(state, 0, attemptFor(view, target));
  expect(checked.ok).toBe(false);
  return checked.ok ? 'accepted' : checked.error.code;
}

describe('seat 0 to draw (001 "1. Add a city card to his hand")', () => {
  const state = gameAfter(OPENING, OPENING_MOVES);
  const ui = uiState(playerView(state, 0));

  it('offers every face-up card, the supply and the Administrator, and nothing else', () => {
    expect(ui.step).toBe('draw');
    expect(ui.mine).toBe(true);
    expect([...ui.slots].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ui.supply).toBe(true);
    expect(ui.officials.administrator).toBe('available');
    expect(ui.officials.postmaster).toBe('unavailable');
    expect(ui.cities.size).toBe(0);
    expect(ui.hand.size).toBe(0);
  });

  it('shows the other seat the same decision with no legal target at all', () => {
    const other = uiState(playerView(state, 1));
    expect(other.mine).toBe(false);
    expect(other.seat).toBe(0);
    expect(other.slots.size + other.cities.size + other.actions.length).toBe(0);
  });

  it('explains a card played before drawing by the engine: ERR_WRONG_STEP', () => {
    expect(refusal(state, { kind: 'city', city: 'Würzburg' })).toBe('ERR_WRONG_STEP');
  });
});

describe('seat 0 to play, holding Kempten and Stuttgart, route Ulm (001 "2. Play a city card")', () => {
  const state = gameAfter(OPENING, [...OPENING_MOVES, [0, 'draw 1']]);
  const view = playerView(state, 0);
  const ui = uiState(view);

  it('marks the cities and cards of the hand, and offers the Postmaster for a second card', () => {
    expect(ui.step).toBe('play');
    expect([...ui.cities].sort()).toEqual(['Kempten', 'Stuttgart']);
    expect([...ui.hand].sort()).toEqual(['Kempten', 'Stuttgart']);
    expect(ui.officials.postmaster).toBe('available');
    expect(ui.officials.administrator).toBe('unavailable');
  });

  it('lets a click on Stuttgart stand for the one-city route (no side to ask) or a new route', () => {
    // Both ends of a one-city route are that city: left and right make the same route.
    expect(texts(movesFor(view, { kind: 'city', city: 'Stuttgart' }))).toEqual([
      'play Stuttgart new',
      'play Stuttgart right',
    ]);
    // The card in hand stands for the same moves as its city on the board.
    expect(texts(movesFor(view, { kind: 'hand', card: 'Stuttgart' }))).toEqual(
      texts(movesFor(view, { kind: 'city', city: 'Stuttgart' })),
    );
  });

  it('makes a tap on Stuttgart the one move that joins the route; a new route only after Start anew (R8)', () => {
    const city = { kind: 'city', city: 'Stuttgart' } as const;
    expect(texts(tapMoves(view, city, null))).toEqual(['play Stuttgart right']);
    expect(texts(tapMoves(view, city, { kind: 'anew' }))).toEqual(['play Stuttgart new']);
    expect(ui.anew).toBe(true);
    expect(ui.harness).toBe(false);
    expect(ui.ends).toBeNull();
  });

  it('lights the ends a card waiting to be placed may join, and a tap on an end joins it there', () => {
    const moves = [
      { type: 'play', city: 'Stuttgart', end: 'left' },
      { type: 'play', city: 'Stuttgart', end: 'right' },
    ] as const;
    expect(isTwoEnds(moves)).toBe(true);
    const mode = { kind: 'place', target: { kind: 'hand', card: 'Stuttgart' }, moves } as const;
    const placing = uiState(view, mode);
    expect(placing.ends).toEqual({ left: 'Ulm', right: 'Ulm' });
    expect([...placing.cities]).toEqual(['Ulm']);
    expect(texts(tapMoves(view, { kind: 'city', city: 'Ulm' }, mode))).toEqual([
      'play Stuttgart left',
    ]);
    expect(tapMoves(view, { kind: 'city', city: 'Kempten' }, mode)).toEqual([]);
  });

  it('asks before a new route throws the current one away (R8), and only then', () => {
    expect(needsConfirmation(view, { type: 'play', city: 'Stuttgart', end: 'new' })).toBe(true);
    expect(needsConfirmation(view, { type: 'play', city: 'Stuttgart', end: 'right' })).toBe(false);
  });

  it('shows the close and end-turn buttons, neither legal before a card is played', () => {
    expect(ui.actions).toEqual([
      { action: 'close', legal: false },
      { action: 'end-turn', legal: false },
    ]);
    expect(refusal(state, { kind: 'action', action: 'end-turn' })).toBe('ERR_MUST_PLAY');
  });

  it('explains a city not in hand (ERR_CARD_NOT_IN_HAND) and a late Administrator (ERR_OFFICIAL_NOT_NOW)', () => {
    expect(refusal(state, { kind: 'city', city: 'Basel' })).toBe('ERR_CARD_NOT_IN_HAND');
    expect(refusal(state, { kind: 'official', official: 'administrator' })).toBe(
      'ERR_OFFICIAL_NOT_NOW',
    );
  });

  it('has words for each of these refusals in every language', () => {
    for (const code of [
      'ERR_WRONG_STEP',
      'ERR_MUST_PLAY',
      'ERR_CARD_NOT_IN_HAND',
      'ERR_OFFICIAL_NOT_NOW',
    ]) {
      for (const lang of LANGS) expect(CATALOGS[lang][`error.${code}` as MessageKey]).toBeTruthy();
    }
  });
});

describe('seat 0 after playing Stuttgart (001 "3. Close and score")', () => {
  const state = gameAfter(OPENING, [...OPENING_MOVES, [0, 'draw 1'], [0, 'play Stuttgart right']]);
  const view = playerView(state, 0);
  const ui = uiState(view);

  it('offers ending the turn and the Postal Carrier, but not closing a route of two', () => {
    expect(ui.step).toBe('close');
    expect(ui.actions).toEqual([
      { action: 'close', legal: false },
      { action: 'end-turn', legal: true },
    ]);
    expect(ui.officials['postal-carrier']).toBe('available');
    expect(refusal(state, { kind: 'action', action: 'close' })).toBe('ERR_ROUTE_TOO_SHORT');
  });

  it('calls the Postal Carrier with a click on it', () => {
    expect(texts(movesFor(view, { kind: 'official', official: 'postal-carrier' }))).toEqual([
      'postal-carrier',
    ]);
  });
});

describe('closing a route (001 "a. Place houses", R4)', () => {
  // Seat 0 builds Ulm - Stuttgart - Würzburg over three turns and closes it.
  const state = gameAfter(OPENING, [
    ...OPENING_MOVES,
    [0, 'draw 3'],
    [0, 'play Stuttgart right'],
    [0, 'end turn'],
    [1, 'draw supply'],
    [1, 'play München right'],
    [1, 'end turn'],
    [0, 'draw supply'],
    [0, 'play Würzburg right'],
    [0, 'close'],
  ]);
  const view = playerView(state, 0);
  const ui = uiState(view);

  it('lights the route cities where a house may go, and offers "houses done"', () => {
    expect(ui.step).toBe('houses');
    expect([...ui.cities].sort()).toEqual(['Stuttgart', 'Ulm', 'Würzburg']);
    expect(ui.actions).toEqual([{ action: 'finish-houses', legal: true }]);
    expect(texts(movesFor(view, { kind: 'city', city: 'Ulm' }))).toEqual(['house Ulm']);
  });

  it('explains a house off the route: ERR_CITY_NOT_IN_ROUTE', () => {
    expect(refusal(state, { kind: 'city', city: 'Basel' })).toBe('ERR_CITY_NOT_IN_ROUTE');
  });
});
