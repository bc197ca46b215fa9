// Fuzz (untrusted input never throws: it gets a typed refusal and changes nothing): junk in place of moves, at random
// points of random games, through validateMove and play. Every answer is a typed error with a
// stable code from MOVE_ERROR_CODES (or, for input that happens to be a legal move, that move),
// nothing throws, and the state given is never changed.
import { describe, expect, it } from 'vitest';
import { Phase, legalMoves, moveToText } from '../../src/index.ts';
import { WELL_FORMED, atRandomPoints, expectSound, judge } from './fuzzing.ts';
import { junkValue, mutatedMove, pickOne } from './junk.ts';
import { sameMove } from './records.ts';

describe('fuzz: moves (validateMove, play)', () => {
  it('junk and mutated moves, from any seat, get a typed error and change nothing', () => {
    const problems: string[] = [];
    let inputs = 0;
    atRandomPoints(18, 40, (s, rng) => {
      const legal = legalMoves(s);
      for (let i = 0; i < 30; i++) {
        const input =
          i % 2 === 0 || legal.length === 0
            ? junkValue(rng)
            : mutatedMove(rng, pickOne(rng, legal));
        const seat = pickOne(rng, [
          s.current,
          s.current,
          (s.current + 1) % s.players,
          -1,
          99,
          0.5,
          NaN,
          '0',
          null,
        ]);
        expectSound(s, seat, judge(s, seat, input, problems), problems);
        inputs++;
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(inputs).toBeGreaterThan(5000);
  });

  it('a legal move sent by another seat is refused with ERR_NOT_YOUR_TURN', () => {
    const problems: string[] = [];
    atRandomPoints(9, 20, (s) => {
      if (s.phase === Phase.Over) return;
      for (const move of legalMoves(s)) {
        for (let seat = 0; seat < s.players; seat++) {
          if (seat === s.current) continue;
          const answer = judge(s, seat, move, problems);
          if (answer !== null && (answer.ok || answer.code !== 'ERR_NOT_YOUR_TURN'))
            problems.push(`seat ${seat} sent ${moveToText(move)}: ${JSON.stringify(answer)}`);
        }
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('every well-formed move that is not legal now is refused with a rules error', () => {
    // Moves of another step (drawing while closing, a house while drawing ...) and moves of this
    // step that the rules forbid: the answer names the rule, never "malformed" or "unknown city".
    const problems: string[] = [];
    const notRules = new Set(['ERR_MALFORMED', 'ERR_UNKNOWN_CITY', 'ERR_NOT_YOUR_TURN']);
    let refused = 0;
    atRandomPoints(9, 25, (s) => {
      const legal = legalMoves(s);
      for (const move of WELL_FORMED) {
        const isLegal = legal.some((m) => sameMove(m, move));
        const answer = judge(s, s.current, move, problems);
        if (answer === null) continue;
        if (answer.ok !== isLegal) problems.push(`${moveToText(move)}: legal ${isLegal}`);
        if (answer.ok) continue;
        refused++;
        const expected = s.phase === Phase.Over ? 'ERR_GAME_OVER' : null;
        if (expected !== null ? answer.code !== expected : notRules.has(answer.code))
          problems.push(`${moveToText(move)} at step ${s.phase}: ${answer.code}`);
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(refused).toBeGreaterThan(10_000);
  });
});
