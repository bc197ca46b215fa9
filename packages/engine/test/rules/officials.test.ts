/**
 * One official per turn: 001 "the player may use the support of one official (Postal Carrier,
 * Postmaster, Administrator, or Cartwright) during his turn", and R16 (an official is used only
 * through its effect). Each pair of officials is tried in the order a turn allows.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, playerView, type GameState } from '../../src/index.ts';
import { beginTurn, giveCarriages, giveHand, giveRoute, newGame } from './builder.ts';
import { attempt, run } from './moves.ts';

/**
 * Seat 0 holds the 4 carriage, the route Freiburg-Sigmaringen, and Ulm, Augsburg and Kempten:
 * playing Ulm (and Augsburg) makes a route one or two cities short of the 5 carriage, which only
 * the Cartwright can take.
 */
function turn(): GameState {
  const s = newGame();
  giveCarriages(s, 0, 2);
  giveRoute(s, 0, ['Freiburg', 'Sigmaringen']);
  giveHand(s, 0, ['Ulm', 'Augsburg', 'Kempten']);
  beginTurn(s, 0);
  return s;
}

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};
const carriageOffered = (s: GameState): boolean =>
  texts(run(s, 'close', 'houses done')).some((m) => m.startsWith('carriage'));

describe('001 "the support of one official": without any official', () => {
  it('offers each official at its time: Administrator, Postmaster, Postal Carrier, Cartwright', () => {
    const s = turn();
    expect(texts(s)).toContain('administrator');
    const drawn = run(s, 'draw supply');
    expect(texts(drawn)).toContain('postmaster');
    const played = run(drawn, 'play Ulm right');
    expect(texts(played)).toContain('postal-carrier');
    expect(texts(run(played, 'close', 'houses done'))).toContain('carriage cartwright');
  });
});

describe('001 "the support of one official": after the Administrator', () => {
  const after = (): GameState => run(turn(), 'administrator', 'draw supply');

  it('refuses the Postmaster: ERR_OFFICIAL_ALREADY_USED', () => {
    expect(errorOf(after(), 'postmaster')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('refuses the Postal Carrier: ERR_OFFICIAL_ALREADY_USED', () => {
    const played = run(after(), 'play Ulm right');
    expect(texts(played)).not.toContain('postal-carrier');
    expect(errorOf(played, 'postal-carrier')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('offers no Cartwright', () => {
    expect(carriageOffered(run(after(), 'play Ulm right'))).toBe(false);
  });
});

describe('001 "the support of one official": after the Postmaster', () => {
  const after = (): GameState => run(turn(), 'draw supply', 'postmaster', 'draw supply');

  it('refuses the Administrator: ERR_OFFICIAL_ALREADY_USED', () => {
    expect(errorOf(after(), 'administrator')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('refuses the Postal Carrier: ERR_OFFICIAL_ALREADY_USED', () => {
    const played = run(after(), 'play Ulm right');
    expect(texts(played)).toEqual(['close', 'end turn']);
    expect(errorOf(played, 'postal-carrier')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('offers no Cartwright', () => {
    expect(carriageOffered(run(after(), 'play Ulm right'))).toBe(false);
  });
});

describe('001 "the support of one official": after the Postal Carrier', () => {
  const after = (): GameState =>
    run(turn(), 'draw supply', 'play Ulm right', 'postal-carrier', 'play Augsburg right');

  it('refuses the Postmaster and the Administrator: ERR_OFFICIAL_ALREADY_USED', () => {
    expect(errorOf(after(), 'postmaster')).toBe('ERR_OFFICIAL_ALREADY_USED');
    expect(errorOf(after(), 'administrator')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('offers no Cartwright', () => {
    expect(carriageOffered(after())).toBe(false);
  });
});

describe('R16: an official is used only through its effect', () => {
  it('counts an official as used only once it acts', () => {
    const drawn = run(turn(), 'draw supply');
    expect(playerView(drawn, 0).officialsUsed).toEqual([]);
    expect(playerView(run(drawn, 'postmaster'), 0).officialsUsed).toEqual(['postmaster']);
  });

  it('offers the Cartwright only for a carriage that needs it', () => {
    // Holding the 4, a route of 3 is two short of the 5: the Cartwright may help.
    const played = run(turn(), 'draw supply', 'play Ulm right');
    expect(texts(run(played, 'close', 'houses done'))).toEqual([
      'carriage cartwright',
      'carriage decline',
    ]);
  });
});
