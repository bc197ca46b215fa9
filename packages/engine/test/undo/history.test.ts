/**
 * Issue 15: an undo rebuilds the game from the moves that remain, and a record keeps the moves
 * taken back in `undos`, which `checkUndos` verifies.
 */
import { describe, expect, it } from 'vitest';
import {
  UndoHistory,
  applyMove,
  checkUndos,
  createGame,
  moveFromText,
  playerView,
  replay,
  reversibleMove,
  validateMove,
  type GameSetup,
  type GameState,
} from '../../src/index.ts';
import { fullDeal, DEFAULT_DEAL } from '../rules/builder.ts';

const setup: GameSetup = {
  options: { players: 2, map: 'base', startingPlayer: 0 },
  seed: 'undo history',
  supplyOrder: fullDeal(DEFAULT_DEAL),
};

/** A game and its history, played move by move as a client would. */
class Table {
  state: GameState;
  readonly history = new UndoHistory(setup);

  constructor() {
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    this.state = created.value;
  }

  play(seat: number, ...texts: string[]): this {
    for (const text of texts) {
      const move = moveFromText(text);
      const checked = move.ok ? validateMove(this.state, seat, move.value) : move;
      if (!checked.ok) throw new Error(`${text}: ${checked.error.message}`);
      this.history.played(seat, checked.value.move, reversibleMove(this.state, checked.value));
      this.state = applyMove(this.state, checked.value);
    }
    return this;
  }
}

describe('taking moves back within a turn', () => {
  it('a card played is taken back to exactly the state before it; face-up draws refilled from the supply are not (R6)', () => {
    const table = new Table();
    const { history } = table;
    // Both hands start empty: the forced Postmaster gives two draws, each slot refilled at once.
    table.play(0, 'draw 1', 'draw 2');
    expect(history.undoableCount(0)).toBe(0);
    const before = table.state;
    table.play(0, 'play Passau new');
    expect(history.undoableCount(0)).toBe(1);
    expect(history.undoableCount(1)).toBe(0);
    const back = history.takeBack(0);
    expect(back?.moves).toBe(1);
    expect([...back!.state.memory]).toEqual([...before.memory]);
    expect(playerView(back!.state, 1)).toEqual(playerView(before, 1));
    expect(history.record().undos).toEqual([{ at: 2, seat: 0, moves: ['play Passau new'] }]);
  });

  it('a supply draw is not taken back, nor anything before it', () => {
    const table = new Table().play(0, 'draw supply');
    const { history } = table;
    expect(history.undoableCount(0)).toBe(0);
    expect(history.takeBack(0)).toBeNull();
    table.play(0, 'draw 1', 'play Passau new');
    expect(history.undoableCount(0)).toBe(1);
    expect(history.takeBack(0, 2)).toBeNull();
    expect(history.takeBack(0, 1)?.moves).toBe(1);
    expect(history.moves.map((m) => m.move.type)).toEqual(['draw', 'draw']);
  });

  it('a record with undos verifies, an old record without undos too, and a forged undo fails', () => {
    const table = new Table().play(0, 'draw 1', 'draw 2', 'play Passau new');
    const back = table.history.takeBack(0);
    if (back === null) throw new Error('the play could not be taken back');
    table.state = back.state;
    table.play(0, 'play Passau new');
    const record = table.history.record();
    const replayed = replay(record);
    expect(replayed.ok && replayed.value.failure).toBe(null);
    expect(checkUndos(record)).toEqual({ ok: true, value: 1 });
    const old = { ...record, undos: undefined };
    expect(checkUndos(old)).toEqual({ ok: true, value: 0 });
    // A face-up draw refilled from the supply may not be taken back, nor a supply draw.
    for (const moves of [['draw supply'], ['draw 3']]) {
      const forged = { ...record, undos: [{ at: 2, seat: 0, moves }] };
      const checked = checkUndos(forged);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error.code).toBe('ERR_BAD_UNDO');
    }
    const wrongSeat = { ...record, undos: [{ at: 2, seat: 1, moves: ['play Passau new'] }] };
    expect(checkUndos(wrongSeat).ok).toBe(false);
  });
});
