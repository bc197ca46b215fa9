// A bot sees only its own player view (view.ts; R17: the other hands and the supply's order stay
// hidden). Two real states that differ only in hidden cards give the bot the same view, and the
// bot, given the same seed, chooses the same move in both. The heuristic policy on a full state
// reads only the deciding seat's hand and public information.
import { describe, expect, it } from 'vitest';
import { Phase, decision, playerView, seedRng, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, generateMoves } from '@tnt/engine/fast';
import { heuristicBot, heuristicCode, randomBot, searchBot, type Bot } from '../src/index.ts';
import { rolloutCode } from '../src/search/rollout.ts';
import { hiddenCards, hiddenTwin, randomPosition } from './games.ts';

/** Positions where the deciding seat has a choice and another seat holds hidden cards. */
function positionsWithTwins(): { real: GameState; twin: GameState }[] {
  const found: { real: GameState; twin: GameState }[] = [];
  for (let k = 0; k < 400 && found.length < 60; k++) {
    const real = randomPosition(4, `hidden ${k}`, 10 + ((k * 37) % 300), k % 2 === 0);
    const next = decision(real);
    if (next === null || real.phase === Phase.Over) continue;
    const other = (next.seat + 1 + (k % 3)) % real.players;
    if (hiddenCards(real, other).length === 0) continue;
    const twin = hiddenTwin(real, other);
    if (twin && playerView(real, next.seat).legalMoves.length > 1) found.push({ real, twin });
  }
  return found;
}

const cases = positionsWithTwins();

describe('bots never read hidden information', () => {
  it('finds enough positions to test', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('the twin differs in hidden cards only: the deciding seat sees the same view', () => {
    for (const { real, twin } of cases) {
      const seat = decision(real)!.seat;
      expect(Array.from(twin.hand)).not.toEqual(Array.from(real.hand));
      expect(playerView(twin, seat)).toEqual(playerView(real, seat));
    }
  });

  const bots: [string, () => Bot][] = [
    ['heuristic', () => heuristicBot('same seed')],
    ['random', () => randomBot('same seed')],
    ['search', () => searchBot('same seed', 8)],
  ];
  for (const [name, make] of bots) {
    it(`the ${name} bot chooses the same move in both states`, () => {
      for (const { real, twin } of cases) {
        const seat = decision(real)!.seat;
        const a = make().choose(playerView(real, seat)).move;
        const b = make().choose(playerView(twin, seat)).move;
        expect(b).toEqual(a);
      }
    });
  }

  it('the heuristic policy on the full states chooses the same move in both', () => {
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    for (const { real, twin } of cases) {
      const a = heuristicCode(real, codes, generateMoves(real, codes), seedRng('policy'));
      const b = heuristicCode(twin, codes, generateMoves(twin, codes), seedRng('policy'));
      expect(b).toBe(a);
    }
  });

  it('the rollout policy of the search on the full states chooses the same move in both', () => {
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    for (const { real, twin } of cases) {
      const a = rolloutCode(real, codes, generateMoves(real, codes), seedRng('policy'));
      const b = rolloutCode(twin, codes, generateMoves(twin, codes), seedRng('policy'));
      expect(b).toBe(a);
    }
  });
});
