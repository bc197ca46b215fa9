/**
 * Registers the random-simulation conformance tests of one file. The 10,000
 * purposeful games are split over several files by player count, so that a test run can spread
 * them over its workers; each chunk of games is a test of its own, named by its seeds.
 */
import { describe, expect, it } from 'vitest';
import { hoardingPolicy, purposefulPolicy, uniformPolicy } from './policy.ts';
import { kindsNeverPlayed, playGames } from './simulate.ts';

/** Games per test: enough that every kind of move is played in each. */
const CHUNK = 500;

/** Purposeful games are at most a few thousand moves; a game this long does not end. */
const PURPOSEFUL_MAX_MOVES = 20_000;
/** Uniform games run to tens of thousands of moves; this bound is well above the longest seen. */
const UNIFORM_MAX_MOVES = 500_000;

/**
 * Games `from` to `from + count - 1` of `players` players, with the purposeful policy. One game
 * in 100 replays its record with the engine's own `replay`, the others in place (records.ts):
 * `replay` copies the state at every move, which costs more than all the rest of a game.
 */
export function describePurposefulGames(players: number, from: number, count: number): void {
  describe(`${players} players, purposeful random games`, () => {
    for (let start = from; start < from + count; start += CHUNK) {
      const games = Math.min(CHUNK, from + count - start);
      it(`games ${start}-${start + games - 1}: invariants hold at every move, the game ends, its record replays`, () => {
        const tally = playGames(games, (i) => ({
          players,
          seed: `conformance ${players}p #${start + i}`,
          policy: purposefulPolicy,
          maxMoves: PURPOSEFUL_MAX_MOVES,
          engineReplay: (start + i) % 100 === 0,
        }));
        expect(tally.problems).toEqual([]);
        expect(kindsNeverPlayed(tally)).toEqual([]);
        // Both ways to end the game (001 "a value 7 carriage or ... his last house") happen.
        expect(tally.endedByCarriage).toBeGreaterThan(0);
        expect(tally.endedByCarriage).toBeLessThan(games);
      });
    }
  });
}

/** Fully uniform random games: every legal move equally likely, so long games of odd choices. */
export function describeUniformGames(players: number, count: number): void {
  describe(`${players} players, uniformly random games`, () => {
    it(`${count} games: invariants hold at every move, the game ends, its record replays`, () => {
      const tally = playGames(count, (i) => ({
        players,
        seed: `uniform ${players}p #${i}`,
        policy: uniformPolicy,
        maxMoves: UNIFORM_MAX_MOVES,
        // In place: the engine's `replay` of a 20,000-move game takes a second (records.ts).
        engineReplay: false,
      }));
      expect(tally.problems).toEqual([]);
      expect(kindsNeverPlayed(tally)).toEqual([]);
    });
  });
}

/**
 * Games driven into the corner of R6 by a hoarding player (policy.ts): supply and discards both
 * empty, display slots that stay empty, draws skipped; then played to their end.
 */
export function describeHoardingGames(players: number, count: number): void {
  describe(`${players} players, hoarding games: supply and discards run out (R6)`, () => {
    it(`${count} games: invariants hold at every move, the game ends, its record replays`, () => {
      const tally = playGames(count, (i) => ({
        players,
        seed: `hoarding ${players}p #${i}`,
        policy: hoardingPolicy(2),
        maxMoves: PURPOSEFUL_MAX_MOVES,
        engineReplay: i % 5 === 0,
      }));
      expect(tally.problems).toEqual([]);
      // R6: "None of this may crash or deadlock a game": every game went through the corner.
      expect(tally.reachedEmptySupply).toBe(count);
    });
  });
}
