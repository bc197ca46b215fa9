/**
 * Undo within a turn in a game held in this page: the controller offers undo exactly when the engine says
 * the deciding seat's last move can be taken back; hot-seat takes back only the deciding seat's
 * own moves; the log notes the undo and the saved record keeps the moves taken back.
 */
import { describe, expect, it } from 'vitest';
import { checkUndos, moveToText, type RecordWithUndos } from '@tnt/engine';
import { GameController } from '../src/game/controller.ts';
import { createLocalGame, type SavedRecord } from '../src/game/local.ts';
import { buildReplay } from '../src/pages/replay-model.ts';
import { resumeLocal } from '../src/game/session.ts';
import type { SeatPlayer } from '../src/game/connection.ts';
import { OPENING, deal } from './positions.ts';

const people: SeatPlayer[] = [
  { seat: 0, name: 'Ada', bot: null },
  { seat: 1, name: 'Ben', bot: null },
];
const SETUP = {
  options: { players: 2, startingPlayer: 0 },
  seed: 'web undo tests',
  supplyOrder: deal(OPENING),
};

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('undo in a hot-seat game', () => {
  it('takes back a card played to the view before it; never a supply draw or a face-up draw refilled from the supply', async () => {
    const made = createLocalGame(SETUP, people, null);
    if (!made.ok) throw new Error(made.error.message);
    const local = made.value;
    const game = new GameController(local);
    local.start();
    game.uncover();
    expect(game.undoable.value).toBe(0);

    game.pick({ kind: 'supply' });
    await settle();
    expect(game.undoable.value).toBe(0);
    // The forced Postmaster's draw, face up: the supply refills its slot in everyone's sight.
    game.pick({ kind: 'slot', slot: 0 });
    await settle();
    expect(game.undoable.value).toBe(0);
    const drawn = game.view.value;
    const card = local.view(0).legalMoves.find((m) => m.type === 'play');
    if (card === undefined) throw new Error('no card to play');
    expect((await local.move(0, card)).ok).toBe(true);
    await settle();
    expect(game.undoable.value).toBe(1);
    game.undo();
    await settle();
    expect(game.view.value).toEqual(drawn);
    expect(game.undos.value).toEqual([{ seq: 4, turn: 1, seat: 0, moves: 1, after: 3 }]);
    expect(game.lastUndo.value?.moves).toBe(1);
    expect(game.undoable.value).toBe(0);
    game.undo();
    await settle();
    expect(game.error.value?.code).toBe('ERR_UNDO_NOT_ALLOWED');
    // The draws stand: the hand still holds both cards.
    expect(game.view.value.seats[0]?.hand?.length).toBe(2);
    const played = moveToText(card);

    // The saved record has the move that counts and the one taken back, and it verifies.
    const record = local.record() as RecordWithUndos;
    expect(record.moves).toEqual([
      { seat: 0, move: 'draw supply' },
      { seat: 0, move: 'draw 1' },
    ]);
    expect(record.undos).toEqual([{ at: 2, seat: 0, moves: [played] }]);
    expect(checkUndos(record)).toEqual({ ok: true, value: 1 });
    // Reopened from the browser's storage, the game keeps them.
    const resumed = resumeLocal(record, () => ({
      choose: () => Promise.reject(new Error('no bots here')),
      dispose: () => undefined,
    }));
    const kept: RecordWithUndos | undefined = resumed?.record();
    expect(kept?.undos).toEqual(record.undos);
    // ...and its log notes the undo where it was, before the move that counted.
    expect(resumed?.undos).toEqual([{ seq: 3, turn: 1, seat: 0, moves: 1, after: 2 }]);
    // A replay of the record shows it too (the record keeps both, and replays show them).
    const replay = buildReplay({ ...record, players: people, savedAt: 0 } as SavedRecord);
    if (!replay.ok) throw new Error(replay.error);
    expect(replay.value.undos).toEqual([{ seq: 3, turn: 1, seat: 0, moves: 1, after: 2 }]);
    expect(replay.value.log.map((e) => e.seq)).toEqual([1, 2]);
    game.dispose();
  });

  it('never lets the other person at the screen take back a seat’s moves', async () => {
    const made = createLocalGame(SETUP, people, null);
    if (!made.ok) throw new Error(made.error.message);
    const local = made.value;
    local.start();
    expect((await local.move(0, { type: 'draw', slot: 'supply' })).ok).toBe(true);
    expect((await local.move(0, { type: 'draw', slot: 0 })).ok).toBe(true);
    const card = local.view(0).legalMoves.find((m) => m.type === 'play');
    if (card === undefined) throw new Error('no card to play');
    expect((await local.move(0, card)).ok).toBe(true);
    expect(local.undoable(0)).toBe(1);
    expect(local.undoable(1)).toBe(0);
    const refused = await local.undo(1);
    expect(refused.ok ? null : refused.error.code).toBe('ERR_UNDO_NOT_ALLOWED');
    expect(local.view(null).seats[0]?.handCount).toBe(1);
    expect(local.view(null).seats[0]?.route.length).toBe(1);
    local.dispose();
  });
});
