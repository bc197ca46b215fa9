/**
 * Step 1 of a turn, drawing: 001 "1. Add a city card to his hand", the Postmaster and the
 * Administrator (R7, R16), and the empty supply and display of R6.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import {
  beginTurn,
  discardFromSupply,
  giveHand,
  giveRoute,
  handNames,
  newGame,
} from './builder.ts';
import { attempt, run } from './moves.ts';

const SIX = ['Ulm', 'Basel', 'Lodz', 'Passau', 'Linz', 'Zürich'];
const NEXT = ['Pilsen', 'Budweis', 'Mannheim', 'Freiburg', 'Kempten', 'Augsburg'];

/** Seat 0 to move, holding one card, so that no official is forced. */
function normalTurn(): GameState {
  const s = newGame({ deal: [...SIX, ...NEXT] });
  giveHand(s, 0, ['Innsbruck']);
  beginTurn(s, 0);
  return s;
}

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

describe('001 "1. Add a city card to his hand"', () => {
  it('takes a face-up card, and the slot is refilled at once from the top of the supply', () => {
    const before = normalTurn();
    const s = run(before, 'draw 4');
    expect(handNames(s, 0).sort()).toEqual(['Innsbruck', 'Passau']);
    expect(playerView(s, 0).display).toEqual(['Ulm', 'Basel', 'Lodz', 'Pilsen', 'Linz', 'Zürich']);
    expect(s.supplyCount).toBe(before.supplyCount - 1);
  });

  it('or takes the top card of the supply, leaving the display as it was', () => {
    const s = run(normalTurn(), 'draw supply');
    expect(handNames(s, 0).sort()).toEqual(['Innsbruck', 'Pilsen']);
    expect(playerView(s, 0).display).toEqual(SIX);
  });

  it('draws exactly one card without the Postmaster: a second draw is refused', () => {
    const s = run(normalTurn(), 'draw supply');
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'play' });
    expect(errorOf(s, 'draw supply')).toBe('ERR_WRONG_STEP');
  });

  it('must draw before playing: a play first is refused', () => {
    expect(errorOf(normalTurn(), 'play Innsbruck new')).toBe('ERR_WRONG_STEP');
  });
});

describe('001 "Postmaster": the forced Postmaster of an empty hand (R7)', () => {
  it('makes every player draw two cards in the first round', () => {
    let s = newGame({ players: 3, deal: [...SIX, ...NEXT] });
    for (const seat of [0, 1, 2]) {
      expect(playerView(s, seat).officialsUsed).toEqual(['postmaster']);
      s = run(s, 'draw supply', 'draw supply');
      expect(s.handSize[seat]).toBe(2);
      s = run(s, `play ${handNames(s, seat)[0]!} new`, 'end turn');
    }
  });

  it('allows no other official that turn: no Administrator before the draws', () => {
    const s = newGame();
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('allows no other official that turn: no Postal Carrier after the play', () => {
    const s = run(newGame({ deal: [...SIX, 'Ulm', 'Stuttgart'] }), 'draw supply', 'draw supply');
    const played = run(s, 'play Ulm new');
    expect(texts(played)).not.toContain('postal-carrier');
    expect(errorOf(played, 'postal-carrier')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('allows no other official that turn: no Cartwright for a short route', () => {
    // Seat 0 holds the 4 carriage and a route of 3 from an earlier turn, and no card. The route of
    // 4 it makes now is one short of the 5 carriage: the Cartwright could help, but not this turn.
    const build = (hand: string[]): GameState => {
      const s = newGame({ deal: [...SIX, 'Augsburg', 'Kempten'] });
      giveRoute(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
      giveHand(s, 0, hand);
      s.carriages[0] = 2;
      beginTurn(s, 0);
      return s;
    };
    const forced = run(build([]), 'draw supply', 'draw supply', 'play Augsburg right', 'close');
    const closed = run(forced, 'houses done');
    expect(closed.carriages[0]).toBe(2);
    expect(closed.current).toBe(1);
    // The same route without the forced Postmaster may take the 5 carriage with the Cartwright.
    const free = run(build(['Kempten']), 'draw supply', 'play Augsburg right', 'close');
    expect(texts(run(free, 'houses done'))).toEqual(['carriage cartwright', 'carriage decline']);
  });
});

describe('001 "Postmaster": the second draw comes after the first (R16)', () => {
  it('is not offered before the first draw', () => {
    const s = normalTurn();
    expect(texts(s)).not.toContain('postmaster');
    expect(errorOf(s, 'postmaster')).toBe('ERR_OFFICIAL_NOT_NOW');
  });

  it('gives a second card, from the display or the supply, after the first', () => {
    const s = run(normalTurn(), 'draw supply');
    expect(texts(s)).toContain('postmaster');
    const two = run(s, 'postmaster', 'draw 1');
    expect(handNames(two, 0).sort()).toEqual(['Innsbruck', 'Pilsen', 'Ulm']);
    expect(playerView(two, 0).decision).toEqual({ seat: 0, step: 'play' });
  });

  it('is not offered once the card is played', () => {
    const s = run(normalTurn(), 'draw supply', 'play Pilsen new');
    expect(errorOf(s, 'postmaster')).toBe('ERR_OFFICIAL_NOT_NOW');
  });
});

describe('001 "Administrator": a new display before the first draw (R7)', () => {
  it('discards all six face-up cards and deals six new ones from the supply', () => {
    const s = run(normalTurn(), 'administrator');
    const view = playerView(s, 0);
    expect(view.display).toEqual(NEXT);
    expect(view.discards).toEqual(Object.fromEntries(SIX.map((c) => [c, 1])));
    expect(view.decision).toEqual({ seat: 0, step: 'draw' });
  });

  it('still leaves exactly one draw to make', () => {
    const s = run(normalTurn(), 'administrator', 'draw 1');
    expect(handNames(s, 0).sort()).toEqual(['Innsbruck', 'Pilsen']);
    expect(playerView(s, 0).decision?.step).toBe('play');
  });

  it('is refused after the first draw', () => {
    const s = run(normalTurn(), 'draw supply');
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_OFFICIAL_NOT_NOW');
  });

  it('uses up the official of the turn: no Postmaster after it', () => {
    const s = run(normalTurn(), 'administrator', 'draw 1');
    expect(errorOf(s, 'postmaster')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });
});

describe('R6: the supply runs out', () => {
  it('shuffles the discards into a new supply the moment its last card is taken', () => {
    const s = normalTurn();
    discardFromSupply(s, s.supplyCount - 1);
    const discards = s.discardCount;
    const next = run(s, 'draw supply');
    expect(next.supplyCount).toBe(discards);
    expect(next.discardCount).toBe(0);
  });

  it('does the same when the last card refills a display slot', () => {
    const s = normalTurn();
    discardFromSupply(s, s.supplyCount - 1);
    const next = run(s, 'draw 2');
    expect(playerView(next, 0).display[1]).not.toBeNull();
    expect(next.discardCount).toBe(0);
    expect(next.supplyCount).toBe(s.discardCount);
  });

  it('keeps the new supply a shuffle of exactly the discarded cards', () => {
    const s = normalTurn();
    discardFromSupply(s, s.supplyCount - 1);
    const before = Array.from(s.discard.subarray(0, s.discardCount)).sort((a, b) => a - b);
    const next = run(s, 'draw supply');
    const after = Array.from(next.supply.subarray(0, next.supplyCount)).sort((a, b) => a - b);
    expect(after).toEqual(before);
  });
});
