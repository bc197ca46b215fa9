// The search bot's samples deal anew only what its view hides (R17), and with Power and Glory also
// the cards others played "horse side up" (000): a sample keeps the horses each such card shows and
// deals its city at random among the unseen cards with as many horses.
import { describe, expect, it } from 'vitest';
import { Phase, createGame, decision, playerView, seedRng, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, cloneState, generateMoves } from '@tnt/engine/fast';
import { heuristicCode, sampleState } from '../src/index.ts';
import { HiddenSampler } from '../src/search/sampler.ts';

/** A Power and Glory position where a seat other than the deciding one has cards as horses. */
function positionWithHorses(): { state: GameState; viewer: number } {
  for (let game = 0; game < 50; game++) {
    const created = createGame({
      options: { players: 3, expansions: ['power-and-glory'] },
      seed: `sampler horses ${game}`,
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const rng = seedRng(`moves ${game}`);
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    while (s.phase !== Phase.Over) {
      const viewer = decision(s)!.seat;
      const others = [1, 2].map((k) => (viewer + k) % s.players);
      if (others.some((seat) => s.horseCount[seat]! >= 2)) return { state: s, viewer };
      const n = generateMoves(s, codes);
      applyCode(s, heuristicCode(s, codes, n, rng));
    }
  }
  throw new Error('no position with horse cards');
}

describe('the search bot samples hidden cards only (R17; 000 "horse side up")', () => {
  const { state, viewer } = positionWithHorses();
  const view = playerView(state, viewer);
  const sampler = new HiddenSampler(sampleState(view, seedRng('base')), viewer);
  const rng = seedRng('samples');
  const samples = Array.from({ length: 40 }, () => cloneState(sampler.sample(rng)));

  it('keeps the view: every sample shows the viewer exactly what it saw', () => {
    for (const sample of samples) expect(playerView(sample, viewer)).toEqual(view);
  });

  it("deals others' horse cards anew, each with the horses it shows", () => {
    const types = state.board.cards.count;
    const dealt = new Set<string>();
    for (const sample of samples) {
      for (let seat = 0; seat < state.players; seat++) {
        if (seat === viewer) continue;
        dealt.add(Array.from(sample.horseCards.subarray(seat * types, (seat + 1) * types)).join());
      }
    }
    expect(dealt.size).toBeGreaterThan(state.players - 1);
  });
});
