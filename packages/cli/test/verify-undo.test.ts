/** Issue 15: `tnt verify` checks the moves a record says were taken back by undos. */
import { describe, expect, it } from 'vitest';
import {
  UndoHistory,
  applyMove,
  createGame,
  reversibleMove,
  validateMove,
  type GameSetup,
  type Move,
} from '@tnt/engine';
import { exitCodeOf, formatVerify, verifyJson, verifyText } from '../src/commands/verify.ts';

const setup: GameSetup = { options: { players: 2, startingPlayer: 0 }, seed: 'verify undo' };

/** A record of: seat 0 draws face up twice, takes both back, then draws from the supply. */
function recordWithUndo(): ReturnType<UndoHistory['record']> {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const history = new UndoHistory(setup);
  const moves: Move[] = [
    { type: 'draw', slot: 0 },
    { type: 'draw', slot: 1 },
  ];
  for (const move of moves) {
    const checked = validateMove(state, 0, move);
    if (!checked.ok) throw new Error(checked.error.message);
    history.played(0, move, reversibleMove(state, checked.value));
    state = applyMove(state, checked.value);
  }
  const back = history.takeBack(0);
  if (back === null) throw new Error('nothing to take back');
  history.played(0, { type: 'draw', slot: 'supply' }, false);
  return history.record();
}

describe('tnt verify: records with undos', () => {
  it('verifies the moves and the undos, and says how many undos it checked', () => {
    const record = recordWithUndo();
    expect(record.undos).toEqual([{ at: 0, seat: 0, moves: ['draw 1', 'draw 2'] }]);
    const outcome = verifyText(JSON.stringify(record));
    expect(outcome.kind).toBe('legal');
    if (outcome.kind !== 'legal') return;
    expect(outcome.undos).toBe(1);
    expect(outcome.moves).toBe(1);
    expect(formatVerify('g.json', outcome)).toContain('1 undos checked');
    expect(verifyJson('g.json', outcome).undos).toBe(1);
  });

  it('refuses an undo of a move that could not be taken back (a supply draw): ERR_BAD_UNDO, exit 2', () => {
    const record = recordWithUndo();
    const forged = { ...record, undos: [{ at: 0, seat: 0, moves: ['draw supply'] }] };
    const outcome = verifyText(JSON.stringify(forged));
    expect(outcome.kind).toBe('not-a-record');
    if (outcome.kind === 'not-a-record') expect(outcome.error.code).toBe('ERR_BAD_UNDO');
    expect(exitCodeOf(outcome)).toBe(2);
  });
});
