// One layout for the state: states made by every path (a new game, a clone, a copy, a move
// applied, a game replayed from its record, a state rebuilt from a view) have the same fields in
// the same order, the expansions' included, and every array (and every expansion's scalar) lives
// in the state's one buffer, so a copy of the buffer is a copy of the state.
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  createGame,
  determinize,
  legalMoves,
  makeRecord,
  playerView,
  replay,
  seedRng,
  validateMove,
  type GameSetup,
  type GameState,
  type Move,
} from '../../src/index.ts';
import { cloneState, copyState } from '../../src/fast.ts';
import {
  ARRAY_FIELDS,
  ARRAY_NAMES,
  SCALAR_NAMES,
  declaredArrays,
  declaredScalars,
  layoutOf,
} from '../../src/state-layout.ts';

const setup: GameSetup = {
  options: { players: 3, expansions: ['messenger', 'offices'] },
  seed: 'one layout',
};

function started(): { state: GameState; moves: { seat: number; move: Move }[] } {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const moves: { seat: number; move: Move }[] = [];
  for (let i = 0; i < 40; i++) {
    const move = legalMoves(state)[i % 3] ?? legalMoves(state)[0]!;
    const seat = playerView(state, null).decision!.seat;
    const checked = validateMove(state, seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    state = applyMove(state, checked.value);
    moves.push({ seat, move });
  }
  return { state, moves };
}

function shapeOf(s: GameState): unknown {
  return Object.keys(s).map((key) => {
    const value: unknown = (s as unknown as Record<string, unknown>)[key];
    return ArrayBuffer.isView(value) ? `${key}:${value.constructor.name}:${value.byteLength}` : key;
  });
}

describe('the state layout', () => {
  const { state, moves } = started();
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const replayed = replay(makeRecord(setup, moves));
  if (!replayed.ok) throw new Error(replayed.error.message);
  const rebuilt = determinize(playerView(state, 1), seedRng('rebuilt'));
  if (!rebuilt.ok) throw new Error(rebuilt.error.message);
  const copied = cloneState(created.value);
  copyState(copied, state);
  const paths: [string, GameState][] = [
    ['a new game', created.value],
    ['moves applied', state],
    ['a clone', cloneState(state)],
    ['a copy', copied],
    ['a replayed record', replayed.value.state],
    ['a state rebuilt from a view', rebuilt.value],
  ];

  it('gives states of one shape, whichever path made them', () => {
    const expected = shapeOf(state);
    for (const [, s] of paths) expect(shapeOf(s)).toEqual(expected);
    expect(Object.keys(state)).toEqual([
      'board',
      'rules',
      'players',
      'startPlayer',
      'layout',
      'memory',
      'expansionScalars',
      ...ARRAY_NAMES,
      ...SCALAR_NAMES,
      ...declaredArrays().map((f) => f.name),
    ]);
  });

  it('has every expansion field the expansions declare, the scalars read from the buffer', () => {
    const fields = state as unknown as Record<string, unknown>;
    expect(declaredArrays().map((f) => f.name)).toEqual(
      expect.arrayContaining(['letters', 'officeTiles', 'chips', 'horseCards']),
    );
    for (const { name, slot } of declaredScalars()) {
      expect([name, fields[name]]).toEqual([name, state.expansionScalars[slot]]);
    }
    expect(state.expansionScalars.buffer).toBe(state.memory.buffer);
    // The Messenger's letters lie on every city but those built on, from the start.
    expect(state.cityLetters).not.toBe(0);
  });

  it('keeps every array in the one buffer, at the lengths of the table', () => {
    const layout = layoutOf(state.board, state.players);
    for (const [, s] of paths) {
      expect(s.layout).toBe(layout);
      expect(s.memory.byteLength).toBe(layout.bytes);
      for (const name of ARRAY_NAMES) {
        expect(s[name].buffer).toBe(s.memory.buffer);
        expect(s[name].length).toBe(ARRAY_FIELDS[name].length(s.board, s.players));
      }
      const fields = s as unknown as Record<string, Uint8Array>;
      for (const { name, field } of declaredArrays()) {
        expect(fields[name]!.buffer).toBe(s.memory.buffer);
        expect(fields[name]!.length).toBe(field.length(s.board, s.players));
      }
    }
  });

  it('copies a state exactly, and a copy does not share its arrays', () => {
    expect(playerView(copied, 0)).toEqual(playerView(state, 0));
    expect(Array.from(copied.memory)).toEqual(Array.from(state.memory));
    for (const name of SCALAR_NAMES) expect(copied[name]).toBe(state[name]);
    copied.hand[0] = 99;
    expect(state.hand[0]).not.toBe(99);
    expect(replayed.value.state.memory).toEqual(state.memory);
  });

  it('copies every scalar of the table (each set to a value of its own first)', () => {
    const from = cloneState(state);
    const into = cloneState(state);
    const fields = from as unknown as Record<string, unknown>;
    SCALAR_NAMES.forEach((name, i) => {
      fields[name] = typeof from[name] === 'boolean' ? !from[name] : 1000 + i;
    });
    const expansionFields = from as unknown as Record<string, number>;
    declaredScalars().forEach(({ name }, i) => {
      expansionFields[name] = 2000 + i;
    });
    copyState(into, from);
    for (const name of SCALAR_NAMES) expect([name, into[name]]).toEqual([name, from[name]]);
    const copied = into as unknown as Record<string, number>;
    declaredScalars().forEach(({ name }, i) => {
      expect([name, copied[name]]).toEqual([name, 2000 + i]);
    });
  });

  it('refuses to copy between states of different games', () => {
    const other = createGame({ options: { players: 2 }, seed: 'two' });
    if (!other.ok) throw new Error(other.error.message);
    expect(() => {
      copyState(other.value, state);
    }).toThrow(/different games/);
  });
});
