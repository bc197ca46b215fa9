/**
 * What one socket can make the server send and log, over real sockets: a flood of `sync` gets
 * LIMITS.syncBurst answers and then ERR_RATE_LIMITED (each answer is a whole view and the moves
 * asked for, a thousand times the request); a spectator's `hello` with a `since` ahead of the
 * game is answered on its own socket only, not with a fresh `welcome` to every socket of the
 * game; and invalid frames (bad UTF-8) are logged as one warning a minute at most, with no stack.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITS, type NewPlayer, type ServerMessage } from '@tnt/protocol';
import type { TestClient } from './helpers/client.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
let ada: NewPlayer;
let gameId: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  harness = await startHarness({ db: 'memory', logger: { level: 'info', stream } });
  ada = await harness.api.player('Ada');
  const ben = await harness.api.player('Ben');
  const created = await harness.api.createGame(ada, {
    options: { players: 2, startingPlayer: 0 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    mode: 'async',
  });
  gameId = created.game.id;
  await harness.api.join(ben, gameId);
  // A few moves, so that a sync from 0 has moves to repeat.
  const { client } = await harness.connect(gameId, ada);
  client.send({ type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } });
  await client.next((m) => m.type === 'moved');
  await client.close();
});
afterAll(async () => {
  await harness.stop();
});

/** Waits for the pong of a ping: every frame the server sent this socket before it has arrived. */
async function settle(client: TestClient, ref: string): Promise<void> {
  client.send({ type: 'ping', ref });
  await client.next((m) => m.type === 'pong' && m.ref === ref);
}

const welcomes = (messages: readonly ServerMessage[]): number =>
  messages.filter((m) => m.type === 'welcome').length;

describe('sync', () => {
  it(`is answered ${LIMITS.syncBurst} times in a row, then refused with ERR_RATE_LIMITED`, async () => {
    const { client } = await harness.connect(gameId);
    const asked = 10;
    for (let ref = 0; ref < asked; ref++) client.send({ type: 'sync', since: 0, ref });
    await settle(client, 'done');
    const answers = client.messages.filter((m) => m.type === 'welcome' && m.ref !== undefined);
    expect(answers.map((m) => m.type === 'welcome' && m.missed?.length)).toEqual(
      Array<number>(LIMITS.syncBurst).fill(1),
    );
    const refused = client.messages.filter(
      (m) => m.type === 'error' && m.code === 'ERR_RATE_LIMITED',
    );
    expect(refused.map((m) => (m.type === 'error' ? m.ref : null))).toEqual(
      Array.from({ length: asked - LIMITS.syncBurst }, (_, i) => i + LIMITS.syncBurst),
    );
    // The socket stays open: syncs are dropped, not punished.
    expect(client.isOpen).toBe(true);
    await client.close();
  });
});

describe("a spectator's hello with a since ahead of the game", () => {
  it('is answered on its own socket; the other sockets get no fresh welcome', async () => {
    const { client: player } = await harness.connect(gameId, ada);
    const { client: watcher } = await harness.connect(gameId);
    const { client: ahead, welcome } = await harness.connect(gameId, undefined, 999);
    expect(welcome.seq).toBe(1);
    expect(welcome.missed).toBeNull();
    await settle(player, 'p');
    await settle(watcher, 'w');
    expect(welcomes(player.messages)).toBe(1);
    expect(welcomes(watcher.messages)).toBe(1);
    await Promise.all([player.close(), watcher.close(), ahead.close()]);
  });
});

describe('invalid frames', () => {
  /** Opens a socket and sends a text frame that is not UTF-8; the close code. */
  async function sendBadUtf8(): Promise<number> {
    const socket = new WebSocket(`${harness.server.url.replace(/^http/, 'ws')}/api/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    return closed;
  }

  it('close the socket (1007) and log one warning without a stack, however many come', async () => {
    const before = logLines.length;
    for (let i = 0; i < 5; i++) expect(await sendBadUtf8()).toBe(1007);
    // A request after them: every line they caused is written by now.
    await harness.api.request('GET', '/api/health');
    const lines = logLines.slice(before);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');
    const warnings = lines.filter((l) => Number(l.level) === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'WS_ERR_INVALID_UTF8' });
  });
});
