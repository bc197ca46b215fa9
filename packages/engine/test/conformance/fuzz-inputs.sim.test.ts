// Fuzz (untrusted input never throws: it gets a typed refusal): junk notation, spoilt records and
// junk game options. Each answer is a typed error with a stable code, or a value that holds up
// (a move that writes back, a record that replays or stops with a typed error, a playable game).
import { describe, expect, it } from 'vitest';
import { moveFromText, nextInt, parseRecord, replay, seedRng } from '../../src/index.ts';
import {
  MOVE_CODES,
  RECORD_CODES,
  SETUP_CODES,
  atRandomPoints,
  expectSetupAnswer,
  expectSound,
  judge,
  safeText,
  sampleRecord,
  spoilRecord,
  spoilSetup,
} from './fuzzing.ts';
import { junkText, junkValue, pickOne } from './junk.ts';
import { readsBack } from './records.ts';

describe('fuzz: notation (moveFromText)', () => {
  it('junk text never throws; what it accepts writes back to the same move', () => {
    const rng = seedRng('fuzz notation');
    const problems: string[] = [];
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = junkText(rng);
      try {
        const read = moveFromText(text);
        if (read.ok) {
          accepted++;
          if (!readsBack(read.value)) problems.push(`${safeText(text)} does not write back`);
        } else if (read.error.code !== 'ERR_MALFORMED') {
          problems.push(`${safeText(text)}: ${read.error.code}`);
        }
      } catch (error) {
        problems.push(`THROWS ${String(error)} on ${safeText(text)}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Some junk is a move by chance ("close", "draw 6", "house Ulm"): both ways are exercised.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('fuzz: records (parseRecord, replay)', () => {
  it('spoilt records never throw: a typed refusal, or a replay that stops with a typed error', () => {
    const rng = seedRng('fuzz records');
    const record = sampleRecord();
    const problems: string[] = [];
    let replayed = 0;
    for (let i = 0; i < 3000; i++) {
      const input = spoilRecord(rng, record);
      try {
        const parsed = parseRecord(input);
        if (!parsed.ok) {
          if (!RECORD_CODES.includes(parsed.error.code)) problems.push(parsed.error.code);
          continue;
        }
        replayed++;
        const result = replay(parsed.value);
        if (!result.ok) {
          if (!SETUP_CODES.includes(result.error.code)) problems.push(result.error.code);
        } else if (result.value.failure) {
          const { moveNumber, error } = result.value.failure;
          if (!MOVE_CODES.includes(error.code) || moveNumber < 1) problems.push(error.code);
        }
      } catch (error) {
        problems.push(`THROWS ${String(error)} on ${safeText(input)}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(replayed).toBeGreaterThan(300);
  });
});

describe('fuzz: game options (createGame)', () => {
  it('junk inside the options gets a typed SetupError, never a throw', () => {
    const rng = seedRng('fuzz options');
    const problems: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const options: Record<string, unknown> = { players: 2 + nextInt(rng, 3), map: 'base' };
      options[pickOne(rng, ['players', 'map', 'rules', 'expansions', 'startingPlayer', 'x'])] =
        junkValue(rng, 2);
      expectSetupAnswer({ options, seed: `fuzz ${i}` }, problems);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('junk setups (options missing, null or not an object; the setup not an object) too', () => {
    const rng = seedRng('fuzz setups');
    const problems: string[] = [];
    for (const setup of [
      null,
      undefined,
      'base',
      3,
      [],
      {},
      { seed: 'x' },
      { options: null, seed: 'x' },
      { options: 'base', seed: 'x' },
      { options: [], seed: 'x' },
    ])
      expectSetupAnswer(setup, problems);
    for (let i = 0; i < 3000; i++) expectSetupAnswer(spoilSetup(rng), problems);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('fuzz: values no JSON can carry (bigint, symbol, function)', () => {
  // The wire only carries JSON, but the API takes `unknown` and promises never to throw.
  it('validateMove, play, parseRecord and createGame answer them without throwing', () => {
    const rng = seedRng('fuzz odd values');
    const record = sampleRecord();
    const problems: string[] = [];
    atRandomPoints(3, 60, (s) => {
      for (let i = 0; i < 30; i++) {
        const input = junkValue(rng, 2, true);
        expectSound(s, s.current, judge(s, s.current, input, problems), problems);
      }
    });
    for (let i = 0; i < 500; i++) {
      const odd = junkValue(rng, 2, true);
      try {
        const parsed = parseRecord({
          ...record,
          [pickOne(rng, ['version', 'seed', 'moves'])]: odd,
        });
        if (parsed.ok) replay(parsed.value);
      } catch (error) {
        problems.push(`parseRecord/replay THROWS ${String(error)}`);
      }
      const options = {
        players: 3,
        map: 'base',
        [pickOne(rng, ['players', 'map', 'rules', 'expansions'])]: odd,
      };
      expectSetupAnswer({ options, seed: 'odd' }, problems);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
