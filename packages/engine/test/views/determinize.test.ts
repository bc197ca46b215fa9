// Bots search states sampled from their own view, never the real one: a sampled state must agree
// with everything the view shows, and must not depend on what the view hides.
import { describe, expect, it } from 'vitest';
import {
  Phase,
  createGame,
  determinize,
  nextInt,
  playerView,
  seedRng,
  type GameState,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, cloneState, generateMoves } from '../../src/fast.ts';

function randomStates(seed: string, players: number, every: number, limit: number): GameState[] {
  const game = createGame({ options: { players, map: 'base' }, seed });
  if (!game.ok) throw new Error(game.error.message);
  const s = game.value;
  const rng = seedRng(seed);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const taken: GameState[] = [];
  for (let step = 0; s.phase !== Phase.Over && taken.length < limit; step++) {
    if (step % every === 0) taken.push(cloneState(s));
    const n = generateMoves(s, buffer);
    const pick = nextInt(rng, n);
    applyCode(s, buffer[pick]!);
  }
  return taken;
}

describe('determinize', () => {
  it('samples states whose view, for the viewer, is the view it was sampled from', () => {
    let checked = 0;
    for (const players of [2, 3, 4]) {
      for (const state of randomStates(`det-${players}`, players, 37, 60)) {
        for (let seat = 0; seat < players; seat++) {
          const view = playerView(state, seat);
          const sample = determinize(view, seedRng(`sample-${checked}`));
          if (!sample.ok) throw new Error(sample.error.message);
          expect(playerView(sample.value, seat)).toEqual(view);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('keeps the cards others took face up in their hands, and deals the rest differently per sample', () => {
    const state = randomStates('det-known', 4, 1, 400).find((s) =>
      playerView(s, 0).seats.some(
        (seat) =>
          seat.seat !== 0 && seat.knownHand.length > 0 && seat.handCount > seat.knownHand.length,
      ),
    );
    if (!state) throw new Error('no position with known cards in another hand');
    const view = playerView(state, 0);
    const hands = [1, 2].map((k) => {
      const sample = determinize(view, seedRng(`k${k}`));
      if (!sample.ok) throw new Error(sample.error.message);
      return [1, 2, 3].map((seat) => playerView(sample.value, seat).seats[seat]!.hand);
    });
    for (const seat of view.seats.filter((x) => x.seat !== 0)) {
      for (const known of seat.knownHand) expect(hands[0]![seat.seat - 1]).toContain(known);
    }
    expect(hands[0]).not.toEqual(hands[1]);
  });
});
