/**
 * Setting up a game: 001 "Preparation" and R10 (the starting player). Every test names the clause
 * it checks; docs/rules.md lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_MAP,
  createGame,
  playerView,
  type GameSetup,
  type GameState,
  type SetupErrorCode,
} from '../../src/index.ts';
import { NO_CARD } from '../../src/fast.ts';
import { CITY_NAMES, fullDeal, handNames, newGame } from './builder.ts';
import { run } from './moves.ts';

const cardsOutside = (s: GameState): number[] => [
  ...Array.from(s.supply.subarray(0, s.supplyCount)),
  ...Array.from(s.display).filter((c) => c !== NO_CARD),
];

const setupError = (setup: GameSetup): SetupErrorCode | null => {
  const created = createGame(setup);
  return created.ok ? null : created.error.code;
};

describe('001 "Preparation": the pieces', () => {
  it.each([2, 3, 4])('deals 66 city cards, 3 of each of the 22 cities, for %i players', (n) => {
    const created = createGame({ options: { players: n, map: 'base' }, seed: `deal ${n}` });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const cards = cardsOutside(s);
    expect(cards).toHaveLength(66);
    for (let city = 0; city < 22; city++) expect(cards.filter((c) => c === city)).toHaveLength(3);
    expect(s.discardCount).toBe(0);
  });

  it('places 6 city cards face up and the other 60 as the supply', () => {
    const view = playerView(newGame(), 0);
    expect(view.display.filter((c) => c !== null)).toHaveLength(6);
    expect(view.supplyCount).toBe(60);
  });

  it.each([2, 3, 4])('gives each of %i players 20 houses, no card, carriage or tile', (n) => {
    const view = playerView(newGame({ players: n }), null);
    expect(view.seats).toHaveLength(n);
    for (const seat of view.seats) {
      expect(seat).toMatchObject({ housesLeft: 20, handCount: 0, route: [], houses: [] });
      expect(seat.carriage).toBeNull();
    }
    for (const line of view.scores.lines) expect(line.tiles).toEqual([]);
  });

  it('fills the 30 bonus tiles as 001 "Contents" lists them', () => {
    const view = playerView(newGame(), null);
    const left = Object.fromEntries(view.stacks.map((st) => [st.id, st.left]));
    expect(left).toEqual({
      route5: 2,
      route6: 3,
      route7: 4,
      'all-provinces': 4,
      baiern: 4,
      baden: 3,
      'wuerttemberg-hohenzollern': 3,
      'schweiz-tyrol': 3,
      'boehmen-salzburg': 3,
      'game-end': 1,
    });
    expect(view.stacks.reduce((sum, st) => sum + st.left, 0)).toBe(30);
  });

  it('stacks each pile "lowest on the bottom and highest on the top" (001 "Preparation")', () => {
    const view = playerView(newGame(), null);
    for (const stack of BASE_MAP.bonusStacks) {
      // The board lists each stack top first: from the highest tile down to the lowest.
      expect([...stack.values].sort((a, b) => b - a)).toEqual(stack.values);
      expect(view.stacks.find((st) => st.id === stack.id)?.top).toBe(Math.max(...stack.values));
    }
  });
});

describe('001 "Preparation": an explicit deal (supplyOrder)', () => {
  const first = ['Ulm', 'Basel', 'Lodz', 'Passau', 'Linz', 'Zürich', 'Pilsen', 'Budweis'];

  it('deals the first six cards to display slots 1 to 6, in order', () => {
    const view = playerView(newGame({ deal: first }), 0);
    expect(view.display).toEqual(first.slice(0, 6));
    expect(view.supplyCount).toBe(60);
  });

  it('makes the seventh card the top of the supply, the eighth the next', () => {
    // The first turn is a forced Postmaster turn (empty hand): two cards from the supply.
    const s = run(newGame({ deal: first }), 'draw supply', 'draw supply');
    expect(handNames(s, 0).sort()).toEqual(['Budweis', 'Pilsen']);
  });

  it('refills a taken display slot from the top of the supply', () => {
    const s = run(newGame({ deal: first }), 'draw 3');
    expect(playerView(s, 0).display[2]).toBe('Pilsen');
    expect(handNames(s, 0)).toEqual(['Lodz']);
  });

  it('deals the same cards every time for the same order, whatever the seed', () => {
    const a = newGame({ deal: first, seed: 'one' });
    const b = newGame({ deal: first, seed: 'two' });
    expect(cardsOutside(a)).toEqual(cardsOutside(b));
  });
});

describe('001 "Preparation": shuffling by the seed', () => {
  const shuffled = (seed: string): number[] => {
    const created = createGame({ options: { players: 3, map: 'base', startingPlayer: 0 }, seed });
    if (!created.ok) throw new Error(created.error.message);
    return cardsOutside(created.value);
  };

  it('shuffles the same way for the same seed and differently for another', () => {
    expect(shuffled('alpha')).toEqual(shuffled('alpha'));
    expect(shuffled('alpha')).not.toEqual(shuffled('beta'));
  });
});

describe('R10: the starting player', () => {
  const startOf = (seed: string, players: number): number => {
    const created = createGame({ options: { players, map: 'base' }, seed });
    if (!created.ok) throw new Error(created.error.message);
    return created.value.startPlayer;
  };

  it('is drawn from the seed: the same seed gives the same seat, every seat can start', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `start ${i}`);
    for (const seed of seeds) expect(startOf(seed, 4)).toBe(startOf(seed, 4));
    expect(new Set(seeds.map((seed) => startOf(seed, 4)))).toEqual(new Set([0, 1, 2, 3]));
  });

  it.each([0, 1, 2])(
    'may be set by the host (seat %i of 3), who then has the first turn',
    (seat) => {
      const s = newGame({ players: 3, start: seat });
      expect(s.startPlayer).toBe(seat);
      expect(playerView(s, null).decision).toEqual({ seat, step: 'draw' });
    },
  );
});

describe('001 "Preparation": refused setups, with typed errors', () => {
  const base = { map: 'base' };

  it.each([0, 1, 5, 2.5, Number.NaN])('refuses %s players: ERR_BAD_PLAYER_COUNT', (players) => {
    expect(setupError({ options: { ...base, players }, seed: 'x' })).toBe('ERR_BAD_PLAYER_COUNT');
  });

  it('refuses an unknown map: ERR_UNKNOWN_MAP', () => {
    expect(setupError({ options: { players: 2, map: 'moon' }, seed: 'x' })).toBe('ERR_UNKNOWN_MAP');
    // A name inherited by every object is not a map either.
    expect(setupError({ options: { players: 2, map: 'toString' }, seed: 'x' })).toBe(
      'ERR_UNKNOWN_MAP',
    );
  });

  it.each([
    ['a short list', fullDeal().slice(1)],
    ['an unknown city', [...fullDeal().slice(1), 'Berlin']],
    ['a fourth Ulm instead of a Lodz', [...fullDeal().filter((c, i) => i !== 63), 'Ulm']],
    ['a list that is not of names', [...fullDeal().slice(1), 7]],
  ])('refuses a supply order with %s: ERR_BAD_SUPPLY_ORDER', (_, order) => {
    const setup = { options: { players: 2, map: 'base' }, seed: 'x', supplyOrder: order };
    expect(setupError(setup as GameSetup)).toBe('ERR_BAD_SUPPLY_ORDER');
  });

  it.each([-1, 3, 1.5])('refuses starting seat %s of 3: ERR_BAD_STARTING_PLAYER', (seat) => {
    const setup = { options: { players: 3, map: 'base', startingPlayer: seat }, seed: 'x' };
    expect(setupError(setup)).toBe('ERR_BAD_STARTING_PLAYER');
  });

  it.each([
    ['an unknown all-provinces reading', { allProvinces: 'most' }],
    ['an unknown rules option', { houses: 30 }],
    ['rules that are not an object', 'standard'],
  ])('refuses %s: ERR_BAD_OPTION', (_, rules) => {
    const setup = { options: { players: 2, map: 'base', rules }, seed: 'x' };
    expect(setupError(setup as GameSetup)).toBe('ERR_BAD_OPTION');
  });

  it('refuses a seed that is not text: ERR_BAD_OPTION', () => {
    const setup = { options: { players: 2, map: 'base' }, seed: 42 };
    expect(setupError(setup as unknown as GameSetup)).toBe('ERR_BAD_OPTION');
  });

  it('accepts both all-provinces readings of R1, "standard" by default', () => {
    expect(newGame().rules.allProvinces).toBe('standard');
    expect(newGame({ rules: { allProvinces: 'every-province' } }).rules.allProvinces).toBe(
      'every-province',
    );
  });

  it('knows the 22 cities of the board by the names the deal uses', () => {
    expect(newGame().board.cityNames).toEqual(CITY_NAMES);
    expect(CITY_NAMES).toHaveLength(22);
  });
});
