/**
 * Issue 15, "Undo within my turn", over real sockets: two players and a spectator. A card played
 * is taken back, every screen gets the same new state (its own view of it); a supply draw cannot
 * be taken back, nor a face-up draw whose slot the supply refilled (R6), nor another seat's move,
 * nor by a spectator; a game whose creator turned undo
 * off refuses it. The game is then played to the end and its record, undos included, verifies
 * the way `tnt verify` does; no frame carried a secret.
 */
import { describe, expect, it } from 'vitest';
import {
  checkUndos,
  moveFromText,
  moveToText,
  parseRecord,
  play,
  replay,
  type GameRecord,
  type GameState,
  type Move,
} from '@tnt/engine';
import type { ErrorMessage, MovedMessage, OverMessage, UndoneMessage } from '@tnt/protocol';
import type { TestClient } from './helpers/client.ts';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { playSeat } from './helpers/seat-player.ts';
import { twoPlayers } from './helpers/two-players.ts';

const table = twoPlayers();
const newGame = (undo?: boolean): Promise<string> =>
  table.newGame(undo === undefined ? {} : { undo });

const isUndone = (m: { type: string }): boolean => m.type === 'undone';

async function moveAndWait(
  client: TestClient,
  seq: number,
  text: string | Move,
): Promise<MovedMessage> {
  const move = typeof text === 'string' ? moveFromText(text) : { ok: true as const, value: text };
  if (!move.ok) throw new Error(JSON.stringify(text));
  client.send({ type: 'move', seq, move: move.value });
  return client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === seq);
}

async function refusal(client: TestClient, message: object): Promise<string> {
  client.send({ ...message, ref: 'undo?' });
  const error = await client.next<ErrorMessage>((m) => m.type === 'error' && m.ref === 'undo?');
  return error.code;
}

describe('undo online', () => {
  it('takes back a card played on every screen, refuses after a supply draw or a refilled face-up draw, and the record verifies', async () => {
    const { harness, ada, ben } = table;
    const id = await newGame();
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const watcher = await harness.connect(id);
    expect(a.welcome.game.undo).toBe(true);

    // Seat 0 draws face up (both hands start empty: the forced Postmaster gives two draws): the
    // supply refills the slot in everyone's sight, so the draw cannot be taken back (R6).
    const drew = await moveAndWait(a.client, 1, 'draw 1');
    expect(drew.undoable).toBe(0);
    expect(await refusal(a.client, { type: 'undo', seq: 1 })).toBe('ERR_UNDO_NOT_ALLOWED');
    // A supply draw cannot be taken back either.
    const second = await moveAndWait(a.client, 2, 'draw supply');
    expect(second.undoable).toBe(0);
    expect(await refusal(a.client, { type: 'undo', seq: 2 })).toBe('ERR_UNDO_NOT_ALLOWED');
    const before = {
      b: (await b.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 2)).view,
      watcher: (await watcher.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 2))
        .view,
    };
    const card = second.view.legalMoves.find((m) => m.type === 'play');
    if (card === undefined) throw new Error('no card to play');

    // Seat 0 plays a card ...
    const played = await moveAndWait(a.client, 3, card);
    const seen = await b.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 3);
    // The server tells each seat what it may take back: the engine's judgement, not the client's.
    expect(played.undoable).toBe(1);
    expect(seen.undoable).toBe(0);
    // ... and takes it back: stored as event 4, and every screen is back where it was.
    a.client.send({ type: 'undo', seq: 3 });
    const undone = await Promise.all(
      [a, b, watcher].map(({ client }) => client.next<UndoneMessage>(isUndone)),
    );
    for (const u of undone)
      expect({ seq: u.seq, seat: u.seat, moves: u.moves }).toEqual({ seq: 4, seat: 0, moves: 1 });
    expect(undone[0]!.view).toEqual(second.view);
    expect(undone[1]!.view).toEqual(before.b);
    expect(undone[2]!.view).toEqual(before.watcher);
    // Both screens agree on the public state.
    expect(undone[0]!.view.display).toEqual(undone[1]!.view.display);

    await moveAndWait(a.client, 5, card);
    // Only the card played: not two moves, not by the other seat, not by a spectator, not from
    // a client that missed a move.
    expect(await refusal(a.client, { type: 'undo', seq: 5, moves: 2 })).toBe(
      'ERR_UNDO_NOT_ALLOWED',
    );
    expect(await refusal(b.client, { type: 'undo', seq: 5 })).toBe('ERR_UNDO_NOT_ALLOWED');
    expect(await refusal(watcher.client, { type: 'undo', seq: 5 })).toBe('ERR_SPECTATOR');
    expect(await refusal(a.client, { type: 'undo', seq: 4 })).toBe('ERR_STALE');
    a.client.send({ type: 'undo', seq: 5, moves: 1 });
    const again = await b.client.next<UndoneMessage>((m) => m.type === 'undone' && m.seq === 6);
    expect(again.seq).toBe(6);

    // A socket that saw event 5 but not the undo gets a fresh view, not a list of missed moves.
    const late = await harness.connect(id, ben, 5);
    expect(late.welcome.seq).toBe(6);
    expect(late.welcome.missed).toBeNull();
    expect(late.welcome.view).toEqual(again.view);

    // The rest of the game, played by fresh sockets.
    const players = [await harness.connect(id, ada), await harness.connect(id, ben)];
    const plays = players.map((p, i) => playSeat(p.client, `seat ${i}`));
    expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over']);
    const over = await watcher.client.next<OverMessage>((m) => m.type === 'over');

    const record = parseRecord(await harness.api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    const undos = (record.value as GameRecord & { undos?: unknown }).undos;
    const text = moveToText(card);
    expect(undos).toEqual([
      { at: 2, seat: 0, moves: [text] },
      { at: 2, seat: 0, moves: [text] },
    ]);
    // Two events were undos, two moves were taken back: the record keeps the others.
    expect(record.value.moves.length).toBe(over.seq - 4);
    const replayed = replay(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.failure).toBeNull();
    expect(checkUndos(record.value)).toEqual({ ok: true, value: 2 });

    // No frame carried a secret: the states by event number, undos included.
    const kept = statesOf(record.value);
    const withCard = (s: GameState): GameState => {
      const r = play(s, 0, card);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    const drawn = kept[2]!;
    const bySeq = [kept[0]!, kept[1]!, drawn, withCard(drawn), drawn, withCard(drawn), drawn];
    bySeq.push(...kept.slice(3));
    for (const [client, seat] of [
      [a.client, 0],
      [b.client, 1],
      [watcher.client, null],
    ] as const) {
      expect(leaksIn(client.raw, seat, record.value, bySeq)).toEqual([]);
    }
    await Promise.all([a, b, watcher, late, ...players].map(({ client }) => client.close()));
  });

  it('is refused with ERR_UNDO_OFF in a game whose creator turned undo off', async () => {
    const id = await newGame(false);
    const a = await table.harness.connect(id, table.ada);
    expect(a.welcome.game.undo).toBe(false);
    await moveAndWait(a.client, 1, 'draw 1');
    expect(await refusal(a.client, { type: 'undo', seq: 1 })).toBe('ERR_UNDO_OFF');
    await a.client.close();
  });
});
