// The learned value: its features read the position as they say, the network computes what its
// weights say, the fit learns a known function and is the same for the same seed, and every
// network shipped in the weights file fits the features of its game.
import { describe, expect, it } from 'vitest';
import { EXPANSIONS, createGame, isOver, scoreSheet, seedRng, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, cloneState } from '@tnt/engine/fast';
import { estimatedReward } from '../src/search/estimate.ts';
import { rollout } from '../src/search/playout.ts';
import { SEAT_FEATURES, featureCount, writeFeatures } from '../src/value/features.ts';
import { fitNetwork, type Samples } from '../src/value/fit.ts';
import { logistic, networkOf, valueOf, weightsOf } from '../src/value/network.ts';
import {
  expansionSets,
  gamesOf,
  playRolloutGame,
  selfPlaySamples,
} from '../src/value/self-play.ts';
import { gameKey, learnedValue, useValueWeights, valueNetworkFor } from '../src/value/value.ts';
import weights from '../src/value/value-weights.json' with { type: 'json' };

function game(players: number, seed: string): GameState {
  const created = createGame({ options: { players }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('the features of a position', () => {
  it("put the valued seat's block first and the other seats' by their score, best first", () => {
    const s = game(4, 'features order');
    s.housesLeft[1] = 5; // seat 1 scores less: an unplaced house costs a point
    s.housesLeft[3] = 19;
    const out = new Float64Array(featureCount(4));
    writeFeatures(s, 2, out);
    const houses = (block: number): number => out[block * SEAT_FEATURES + 1]! * 10;
    // The valued seat (2) first, then 1 (5 houses left), 3 (19), 0 (20).
    expect([houses(0), houses(1), houses(2), houses(3)]).toEqual([20, 5, 19, 20]);
    expect(out[12]).toBe(s.current === 2 ? 1 : 0);
  });

  it('count the turns left once the last round has begun', () => {
    const s = game(3, 'features end');
    const table = SEAT_FEATURES * 3;
    const out = new Float64Array(featureCount(3));
    writeFeatures(s, 0, out);
    expect(out[table]).toBe(0);
    // The round ends with the seat before the starting player (R9).
    s.endTriggeredBy = s.current;
    writeFeatures(s, 0, out);
    const last = (s.startPlayer + 2) % 3;
    const left = ((last - s.current + 3) % 3) + 1;
    expect(out[table]).toBe(1);
    expect(out[table + 1]! * 3).toBeCloseTo(left, 10);
  });
});

describe('the value network', () => {
  it('computes a tanh layer and a logistic output over standardized inputs', () => {
    const net = networkOf({
      inputs: 2,
      hidden: 2,
      mean: [1, 0],
      scale: [2, 1],
      w1: [1, 0, 0.5, -1],
      b1: [0, 0.25],
      w2: [1, -2],
      b2: 0.5,
    });
    const x = [(3 - 1) / 2, 4];
    const h = [Math.tanh(x[0]!), Math.tanh(0.25 + 0.5 * x[0]! - x[1]!)];
    expect(valueOf(net, Float64Array.from([3, 4]))).toBeCloseTo(
      logistic(0.5 + h[0]! - 2 * h[1]!),
      12,
    );
    expect(weightsOf(net).scale).toEqual([2, 1]);
  });

  it('refuses weights that do not match their shape', () => {
    expect(() =>
      networkOf({
        inputs: 2,
        hidden: 1,
        mean: [0],
        scale: [1, 1],
        w1: [1, 1],
        b1: [0],
        w2: [1],
        b2: 0,
      }),
    ).toThrow(/shape/);
  });
});

/** Rows of two inputs whose target is a known smooth function of them. */
function knownFunction(count: number): Samples {
  const x = new Float64Array(2 * count);
  const y = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const a = Math.sin(i * 12.9898) * 2;
    const b = Math.cos(i * 78.233) * 3;
    x[2 * i] = a;
    x[2 * i + 1] = b;
    y[i] = logistic(1.5 * a - 0.8 * b + Math.tanh(a * b));
  }
  return { inputs: 2, count, x, y };
}

describe('the fit', () => {
  it('learns a known function far better than a constant, the same way for the same seed', () => {
    const samples = knownFunction(4000);
    const first = fitNetwork(samples, { hidden: 8, epochs: 30, seed: 'known' });
    const again = fitNetwork(samples, { hidden: 8, epochs: 30, seed: 'known' });
    expect(first.validationError).toBeLessThan(first.constantError / 20);
    expect(weightsOf(again.net)).toEqual(weightsOf(first.net));
  });

  it("learns from self-play positions: each seat's row with the reward it earned", () => {
    const samples = selfPlaySamples(2, 24, 'rows', gamesOf(false));
    expect(samples.count).toBeGreaterThan(100);
    expect(samples.x.length).toBe(samples.count * featureCount(2));
    for (const target of samples.y) {
      expect(target).toBeGreaterThanOrEqual(0);
      expect(target).toBeLessThanOrEqual(1);
    }
    // Heads-up the two seats' rewards of a game add up to one (one wins, the margins mirror).
    expect(samples.y[0]! + samples.y[1]!).toBeCloseTo(1, 10);
  });

  it("plays every combination of the expansions the rules allow for the expansions' network", () => {
    const sets = expansionSets();
    expect(sets).toHaveLength(2 ** EXPANSIONS.length - 1);
    expect(sets.every((set) => set.length > 0)).toBe(true);
    expect(gamesOf(false)).toEqual([[]]);
    expect(gamesOf(true)).toEqual(sets);
    for (const expansions of sets) {
      expect(createGame({ options: { players: 2, expansions }, seed: 'set' }).ok).toBe(true);
    }
    const samples = selfPlaySamples(2, sets.length, 'every set', sets);
    const inputs = featureCount(2);
    const flags = new Set<string>();
    for (let r = 0; r < samples.count; r++) {
      const at = r * inputs + inputs - EXPANSIONS.length;
      flags.add(Array.from(samples.x.subarray(at, at + EXPANSIONS.length)).join(''));
    }
    expect(flags.size).toBe(sets.length);
  });
});

describe('a rollout cut short', () => {
  it('is valued by the learned value where the game has a network, else by the estimate', () => {
    const s = game(2, 'cut short');
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    const net = valueNetworkFor(s);
    if (net === null) throw new Error('no network for the base game heads-up');
    const rng = seedRng('cut');
    expect(rollout(cloneState(s), 0, codes, rng, 0, net)).toBe(learnedValue(net, s, 0));
    expect(rollout(cloneState(s), 0, codes, rng, 0, null)).toBe(estimatedReward(s, 0));
  });

  it('has no network where none was fitted, and the weights can be replaced by data', () => {
    const s = game(2, 'no network');
    expect(valueNetworkFor(s)).not.toBeNull();
    expect(() => {
      useValueWeights({ format: 'something else' });
    }).toThrow(/not a value weights file/);
    useValueWeights({ format: 'thurn-und-taxis-value', version: 1, fitted: {}, networks: {} });
    try {
      expect(valueNetworkFor(s)).toBeNull();
    } finally {
      useValueWeights(weights);
    }
    expect(valueNetworkFor(s)).not.toBeNull();
  });
});

describe('the weights shipped', () => {
  const file = weights as { networks: Record<string, { inputs: number }> };

  it("have the base game's network and the expansions' for each number of players", () => {
    for (const players of [2, 3, 4]) {
      for (const expansions of [false, true]) {
        expect(file.networks[gameKey(players, expansions)]?.inputs).toBe(featureCount(players));
      }
    }
    const base = game(3, 'base network');
    const created = createGame({ options: { players: 3, expansions: ['offices'] }, seed: 'o' });
    if (!created.ok) throw new Error(created.error.message);
    const withOffices = valueNetworkFor(created.value);
    expect(withOffices).not.toBeNull();
    expect(withOffices).not.toBe(valueNetworkFor(base));
  });

  it('tell the seat that goes on to win from the one that loses, a few turns before the end', () => {
    let told = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const starts: GameState[] = [];
      const end = playRolloutGame({ players: 2 }, `value winner ${g}`, (s) => {
        starts.push(cloneState(s));
      });
      expect(isOver(end)).toBe(true);
      const late = starts[Math.max(0, starts.length - 4)]!;
      const net = valueNetworkFor(late);
      if (net === null) throw new Error('no network for the base game heads-up');
      const winner = scoreSheet(end).ranking[0]!;
      if (learnedValue(net, late, winner) > learnedValue(net, late, 1 - winner)) told++;
    }
    expect(told / games).toBeGreaterThan(0.75);
  });
});
