/**
 * The record of a running game is a view: what a spectator may see. A card played horse side up
 * in Power and Glory shows only its horses (000 "Power and Glory"); the game socket never names
 * it to the others, and `GET /api/games/:id/record` listed it by name to anyone, without sign-in,
 * until the game was over. Now the running game's record names no such card, in its moves or its
 * undos, for anyone (its player included: the answer is the same for every caller), and has no
 * seed; the whole record comes once the game is over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Move } from '@tnt/engine';
import type { MovedMessage, NewPlayer, RecordView, UndoneMessage } from '@tnt/protocol';
import type { TestClient } from './helpers/client.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
let ada: NewPlayer;
let ben: NewPlayer;
beforeAll(async () => {
  harness = await startHarness({ rateLimit: { burst: 1000, perSecond: 1000 } });
  ada = await harness.api.player('Ada');
  ben = await harness.api.player('Ben');
});
afterAll(async () => {
  await harness.stop();
});

async function move(client: TestClient, seq: number, chosen: Move): Promise<MovedMessage> {
  client.send({ type: 'move', seq, move: chosen });
  return client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === seq);
}

/** The record as anyone fetches it, and as the seat's own player does. */
async function records(id: string): Promise<{ anyone: string; own: string }> {
  const anyone = await harness.api.request<RecordView>('GET', `/api/games/${id}/record`);
  const own = await harness.api.request<RecordView>('GET', `/api/games/${id}/record`, {
    secret: ada.secret,
  });
  expect([anyone.status, own.status]).toEqual([200, 200]);
  return { anyone: JSON.stringify(anyone.body), own: JSON.stringify(own.body) };
}

describe("a running game's record", () => {
  it('names no card played horse side up, in its moves or its undos, to anyone; no seed', async () => {
    const created = await harness.api.createGame(ada, {
      options: { players: 2, expansions: ['power-and-glory'], startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'async',
    });
    const id = created.game.id;
    await harness.api.join(ben, id);
    const { client } = await harness.connect(id, ada);
    // Two draws (the forced Postmaster's), then a card horse side up.
    await move(client, 1, { type: 'draw', slot: 'supply' });
    const drawn = await move(client, 2, { type: 'draw', slot: 'supply' });
    const horse = drawn.view.legalMoves.find((m) => m.type === 'horse');
    if (horse?.type !== 'horse') throw new Error('no card can be played horse side up');
    const played = await move(client, 3, horse);
    const city = horse.city;

    const running = await records(id);
    expect(running.anyone).toBe(running.own);
    const view = JSON.parse(running.anyone) as RecordView & { seed?: string };
    expect(view.view).toBe('spectator');
    expect(view.seed).toBeUndefined();
    expect(view.moves).toEqual([
      { seat: 0, move: 'draw supply' },
      { seat: 0, move: 'draw supply' },
      { seat: 0, move: null, horses: played.effects.horsesShown },
    ]);
    expect(running.anyone).not.toContain(city);

    // Taken back, the card is in the undos: still without its city.
    expect(played.undoable).toBe(1);
    client.send({ type: 'undo', seq: 3 });
    await client.next<UndoneMessage>((m) => m.type === 'undone');
    const undone = await records(id);
    const afterUndo = JSON.parse(undone.anyone) as RecordView;
    expect(afterUndo.undos).toEqual([{ at: 2, seat: 0, moves: [null] }]);
    expect(afterUndo.moves).toHaveLength(2);
    expect(undone.anyone).not.toContain(city);
    await client.close();
  });
});
