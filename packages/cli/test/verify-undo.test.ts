/** Issue 15: `tnt verify` checks the moves a record says were taken back by undos. */
import { describe, expect, it } from 'vitest';
import {
  UndoHistory,
  applyMove,
  createGame,
  legalMoves,
  moveToText,
  reversibleMove,
  validateMove,
  type GameSetup,
  type GameState,
  type Move,
} from '@tnt/engine';
import { exitCodeOf, formatVerify, verifyJson, verifyText } from '../src/commands/verify.ts';

const setup: GameSetup = { options: { players: 2, startingPlayer: 0 }, seed: 'verify undo' };

/**
 * A record of: seat 0 draws face up twice (each slot refilled from the supply: no undo), plays a
 * card, takes the play back, and plays it again.
 */
function recordWithUndo(): { record: ReturnType<UndoHistory['record']>; played: string } {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  const history = new UndoHistory(setup);
  const play = (move: Move): void => {
    const checked = validateMove(state, 0, move);
    if (!checked.ok) throw new Error(checked.error.message);
    history.played(0, move, reversibleMove(state, checked.value));
    state = applyMove(state, checked.value);
  };
  play({ type: 'draw', slot: 0 });
  play({ type: 'draw', slot: 1 });
  const card = legalMoves(state).find((m) => m.type === 'play');
  if (card === undefined) throw new Error('no card to play');
  play(card);
  const back = history.takeBack(0);
  if (back === null) throw new Error('nothing to take back');
  state = back.state;
  play(card);
  return { record: history.record(), played: moveToText(card) };
}

describe('tnt verify: records with undos', () => {
  it('verifies the moves and the undos, and says how many undos it checked', () => {
    const { record, played } = recordWithUndo();
    expect(record.undos).toEqual([{ at: 2, seat: 0, moves: [played] }]);
    const outcome = verifyText(JSON.stringify(record));
    expect(outcome.kind).toBe('legal');
    if (outcome.kind !== 'legal') return;
    expect(outcome.undos).toBe(1);
    expect(outcome.moves).toBe(3);
    expect(formatVerify('g.json', outcome)).toContain('1 undos checked');
    expect(verifyJson('g.json', outcome).undos).toBe(1);
  });

  it('refuses an undo of a move that could not be taken back (a supply draw, a face-up draw refilled from the supply): ERR_BAD_UNDO, exit 2', () => {
    const { record } = recordWithUndo();
    for (const moves of [['draw supply'], ['draw 1']]) {
      const forged = { ...record, undos: [{ at: 0, seat: 0, moves }] };
      const outcome = verifyText(JSON.stringify(forged));
      expect(outcome.kind).toBe('not-a-record');
      if (outcome.kind === 'not-a-record') expect(outcome.error.code).toBe('ERR_BAD_UNDO');
      expect(exitCodeOf(outcome)).toBe(2);
    }
  });
});
