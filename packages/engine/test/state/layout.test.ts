// One layout for the state (style.md lesson 16): states made by every path (a new game, a clone,
// a copy, a move applied, a game replayed from its record, a state rebuilt from a view) have the
// same fields in the same order, and every array is a view into the state's one buffer, so a copy
// of the buffer is a copy of the state.
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
import { ARRAY_FIELDS, ARRAY_NAMES, SCALAR_NAMES, layoutOf } from '../../src/state-layout.ts';

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

describe('the state layout (style.md lesson 16)', () => {
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
      ...ARRAY_NAMES,
      ...SCALAR_NAMES,
    ]);
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
    copyState(into, from);
    for (const name of SCALAR_NAMES) expect([name, into[name]]).toEqual([name, from[name]]);
  });

  it('refuses to copy between states of different games', () => {
    const other = createGame({ options: { players: 2 }, seed: 'two' });
    if (!other.ok) throw new Error(other.error.message);
    expect(() => {
      copyState(other.value, state);
    }).toThrow(/different games/);
  });
});
