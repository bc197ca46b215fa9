// Views leak nothing (a seat sees its own hand and what is public, nothing else; R17): at every step of a sample of conformance
// games, each seat's view and the spectator's are the same for every deal of the cards that viewer
// cannot see, only the viewer's own hand is shown, and no view holds the seed or the supply order.
// The same steps check that validateMove accepts every legal move: generating and validating
// are one list, so a UI that offers the legal moves is never refused.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playerView, seedRng, type GameState } from '../../src/index.ts';
import { purposefulPolicy } from './policy.ts';
import { checkValidation } from './records.ts';
import { playGame } from './simulate.ts';
import { checkViewsAt, ownHandSwapped, secretPattern, type ViewTally } from './twins.ts';

/** Games per player count whose every step is checked from every seat and a spectator. */
const GAMES = 6;

function playWithViews(
  players: number,
  game: number,
  atStep: (s: GameState, legal: Int32Array, n: number) => void,
): string[] {
  const outcome = playGame({
    players,
    seed: `secret seed of view game ${players}p #${game}`,
    policy: purposefulPolicy,
    maxMoves: 20_000,
    beforeMove: atStep,
  });
  return outcome.problem === null ? [] : [outcome.problem];
}

describe('player views', () => {
  it(`in ${GAMES * 3} games of 2-4 players, at every step, each view is blind to hidden cards (and each legal move validates)`, () => {
    const tally: ViewTally = { steps: 0, views: 0, twins: 0, twinsThatDiffer: 0 };
    const problems: string[] = [];
    for (const players of [2, 3, 4]) {
      for (let game = 0; game < GAMES; game++) {
        const seed = `secret seed of view game ${players}p #${game}`;
        const rng = seedRng(`twins ${seed}`);
        const secrets = secretPattern([seed]);
        problems.push(
          ...playWithViews(players, game, (s, legal, n) => {
            checkViewsAt(s, rng, secrets, tally);
            checkValidation(s, legal, n);
          }),
        );
      }
    }
    expect(problems).toEqual([]);
    // The sample: about 15,400 steps and 64,000 views, each compared with its twin's.
    expect(tally.steps).toBeGreaterThan(12_000);
    expect(tally.views).toBeGreaterThan(50_000);
    // The twins really differ in what they hide (else the comparison would prove nothing).
    expect(tally.twinsThatDiffer / tally.twins).toBeGreaterThan(0.95);
  });

  it("control: a change to the viewer's own hand does change its view", () => {
    let compared = 0;
    const problems = playWithViews(3, 0, (s) => {
      for (let seat = 0; seat < s.players; seat++) {
        const changed = ownHandSwapped(s, seat);
        if (changed === null) continue;
        compared++;
        if (isDeepStrictEqual(playerView(s, seat), playerView(changed, seat)))
          throw new Error(`seat ${seat} does not see its own hand change`);
      }
    });
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('control: the secret pattern finds a secret key at any depth, and the seed itself', () => {
    const secrets = secretPattern(['my (secret) seed']);
    expect(secrets.test(JSON.stringify({ seats: [{ x: { supply: [1] } }] }))).toBe(true);
    expect(secrets.test(JSON.stringify({ rng: [1, 2] }))).toBe(true);
    expect(secrets.test(JSON.stringify({ note: 'my (secret) seed' }))).toBe(true);
    expect(secrets.test(JSON.stringify({ supplyCount: 40, seeds: 1 }))).toBe(false);
  });
});
