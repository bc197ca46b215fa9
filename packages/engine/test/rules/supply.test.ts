/**
 * R6: drawing when the supply, the discards or the display are empty. None of these may crash or
 * deadlock a game: a step with nothing to do in it is skipped, and a card comes from the discards
 * as soon as there are some.
 */
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  moveToText,
  nextInt,
  Phase,
  play,
  playerView,
  seedRng,
  type GameState,
} from '../../src/index.ts';
import {
  beginTurn,
  cardCount,
  giveHand,
  giveRoute,
  hoardAll,
  newGame,
  takeDisplay,
} from './builder.ts';
import { attempt, run } from './moves.ts';

const SIX = ['Ulm', 'Basel', 'Lodz', 'Passau', 'Linz', 'Zürich'];

/**
 * Seat 1 has hoarded every card of the supply; the discards are empty. Seat 0 holds `hand` and
 * the route `route`, and the display keeps the face-up cards of the slots not in `taken`.
 */
function emptySupply(hand: string[], route: string[] = [], taken: number[] = []): GameState {
  const s = newGame({ deal: SIX });
  if (route.length > 0) giveRoute(s, 0, route);
  giveHand(s, 0, hand);
  hoardAll(s, 1);
  takeDisplay(s, 1, taken);
  beginTurn(s, 0);
  return s;
}

const texts = (s: GameState): string[] => legalMoves(s).map(moveToText);
const errorOf = (s: GameState, text: string): string | null => {
  const r = attempt(s, text);
  return r.ok ? null : r.error.code;
};

describe('R6: supply and discards both empty', () => {
  it('refuses the supply and offers the display only', () => {
    const s = emptySupply(['Stuttgart']);
    expect(s.supplyCount + s.discardCount).toBe(0);
    expect(texts(s)).toEqual([
      'administrator',
      'draw 1',
      'draw 2',
      'draw 3',
      'draw 4',
      'draw 5',
      'draw 6',
    ]);
    expect(errorOf(s, 'draw supply')).toBe('ERR_SUPPLY_EMPTY');
  });

  it('leaves a display slot empty once its card is taken', () => {
    const s = run(emptySupply(['Stuttgart']), 'draw 1');
    expect(playerView(s, 0).display).toEqual([null, ...SIX.slice(1)]);
    const next = run(s, 'play Ulm new', 'end turn');
    expect(playerView(next, 1).display[0]).toBeNull();
    expect(errorOf(next, 'draw 1')).toBe('ERR_EMPTY_SLOT');
  });

  it('skips the draw when the display is empty too, and the player plays at once', () => {
    const s = emptySupply(['Stuttgart'], [], [0, 1, 2, 3, 4, 5]);
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'play' });
    expect(s.drawsDone).toBe(0);
    expect(texts(s)).toEqual(['play Stuttgart new']);
  });

  it('refuses a draw that was skipped with ERR_NOTHING_TO_DRAW', () => {
    const s = emptySupply(['Stuttgart'], [], [0, 1, 2, 3, 4, 5]);
    expect(errorOf(s, 'draw supply')).toBe('ERR_NOTHING_TO_DRAW');
  });

  it("skips the forced Postmaster's second draw when nothing is left to draw", () => {
    const s = run(emptySupply([], [], [0, 1, 2, 3, 4]), 'draw 6');
    expect(s.handSize[0]).toBe(1);
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'play' });
  });

  it('does not offer the Postmaster when no second card can be drawn', () => {
    const s = run(emptySupply(['Stuttgart'], [], [0, 1, 2, 3, 4]), 'draw 6');
    expect(texts(s)).not.toContain('postmaster');
    expect(errorOf(s, 'postmaster')).toBe('ERR_OFFICIAL_NOT_NOW');
  });
});

describe('R6: a player who holds no card after the draw step', () => {
  it('skips the play, and may still close a route of 3 from an earlier turn', () => {
    const s = emptySupply([], ['Freiburg', 'Sigmaringen', 'Ulm'], [0, 1, 2, 3, 4, 5]);
    expect(playerView(s, 0).decision).toEqual({ seat: 0, step: 'close' });
    expect(texts(s)).toEqual(['close', 'end turn']);
    expect(errorOf(s, 'play Ulm new')).toBe('ERR_WRONG_STEP');
    const closed = run(s, 'close', 'house Freiburg', 'house Sigmaringen', 'house Ulm');
    expect(closed.housesLeft[0]).toBe(17);
  });

  it('gets no Postal Carrier when the one card is played (R16: no effect, no official)', () => {
    const s = run(emptySupply(['Stuttgart'], [], [0, 1, 2, 3, 4, 5]), 'play Stuttgart new');
    expect(texts(s)).toEqual(['end turn']);
    expect(errorOf(s, 'postal-carrier')).toBe('ERR_OFFICIAL_NOT_NOW');
  });

  it('can only end the turn without such a route', () => {
    const s = emptySupply([], ['Freiburg', 'Sigmaringen'], [0, 1, 2, 3, 4, 5]);
    expect(texts(s)).toEqual(['end turn']);
    expect(run(s, 'end turn').current).toBe(1);
  });
});

describe('R6: the discards become the supply when a card is needed', () => {
  it('keeps the supply empty after the last card until a card must come from it', () => {
    const s = run(emptySupply(['Stuttgart'], ['Mannheim', 'Carlsruhe']), 'draw 1', 'play Ulm new');
    // The old route went to the discards, but no card was needed since.
    expect([s.supplyCount, s.discardCount]).toEqual([0, 2]);
    expect(texts(s)).toContain('end turn');
  });

  it('refills empty display slots at the end of the turn, reshuffling the discards', () => {
    const s = run(emptySupply(['Stuttgart'], ['Mannheim', 'Carlsruhe']), 'draw 1', 'play Ulm new');
    const next = run(s, 'end turn');
    const slot1 = playerView(next, 1).display[0];
    expect(['Mannheim', 'Carlsruhe']).toContain(slot1);
    expect([next.supplyCount, next.discardCount]).toEqual([1, 0]);
  });

  it('offers the supply while only the discards hold cards, and draws from them', () => {
    const s = run(emptySupply(['Stuttgart'], ['Mannheim', 'Carlsruhe']), 'draw 1', 'play Ulm new');
    const turn = run(s, 'end turn', 'draw supply');
    expect(turn.handSize[1]).toBe(s.handSize[1]! + 1);
    expect(turn.supplyCount + turn.discardCount).toBe(0);
  });
});

describe('R6: the Administrator with an empty supply', () => {
  it('may get back the cards it just discarded, through a reshuffle', () => {
    const s = run(emptySupply(['Stuttgart']), 'administrator');
    const display = playerView(s, 0).display;
    expect([...display].sort()).toEqual([...SIX].sort());
    expect([s.supplyCount, s.discardCount]).toEqual([0, 0]);
  });

  it('fills the slots left to right and leaves those that no card can fill empty', () => {
    const s = run(emptySupply(['Stuttgart'], [], [0, 2, 4]), 'administrator');
    const display = playerView(s, 0).display;
    expect(display.slice(3)).toEqual([null, null, null]);
    expect([...display.slice(0, 3)].sort()).toEqual(['Basel', 'Passau', 'Zürich']);
  });
});

describe('R6: no deadlock', () => {
  it('always offers a move, and keeps all 66 cards, while a hoarder holds the supply', () => {
    const rng = seedRng('hoarder');
    let s = emptySupply(['Stuttgart'], ['Freiburg', 'Sigmaringen']);
    for (let i = 0; i < 600 && s.phase !== Phase.Over; i++) {
      const moves = legalMoves(s);
      expect(moves.length).toBeGreaterThan(0);
      const next = play(s, s.current, moves[nextInt(rng, moves.length)]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
      expect(cardCount(s)).toBe(66);
    }
    expect(s.turn).toBeGreaterThan(20);
  });
});
