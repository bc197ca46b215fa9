/**
 * Bad input of every kind, over a real socket: each gets a clear error with a stable code, and
 * nothing changes: the game's sequence number, its record and its view stay as they were, and the
 * server goes on serving (a good move afterwards is accepted). The server keeps the protocol's
 * default limits here, the ones people's clients live by.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, type NewPlayer, type WelcomeMessage } from '@tnt/protocol';
import { TestClient } from './helpers/client.ts';
import { PATIENCE } from './helpers/patience.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
let ada: NewPlayer;
let ben: NewPlayer;
let gameId: string;
/** Ada's socket: seat 0, whose decision it is (she starts). */
let seat0: TestClient;
let before: WelcomeMessage;

beforeAll(async () => {
  harness = await startHarness({ db: 'memory' });
  ada = await harness.api.player('Ada');
  ben = await harness.api.player('Ben');
  const created = await harness.api.createGame(ada, {
    options: { players: 2, startingPlayer: 0 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  gameId = created.game.id;
  await harness.api.join(ben, gameId);
  ({ client: seat0, welcome: before } = await harness.connect(gameId, ada));
});
afterAll(async () => {
  // Sockets still open when the server stops are told it is going away (1001).
  const closed = seat0.closed;
  await harness.stop();
  expect((await closed).code).toBe(1001);
});

/** The game as a fresh spectator sees it now: it must be what it was before the bad input. */
async function unchanged(): Promise<void> {
  const { client, welcome } = await harness.connect(gameId);
  expect(welcome.seq).toBe(before.seq);
  expect(welcome.view.display).toEqual(before.view.display);
  expect((await harness.api.record(gameId)).moves).toEqual([]);
  await client.close();
}

async function refusedWith(client: TestClient, message: unknown, code: string): Promise<string> {
  client.send(message);
  const error = await client.nextError();
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(5);
  return error.message;
}

describe('malformed messages', () => {
  it.each([
    ['not JSON', '{"type": "move", ', 'ERR_BAD_JSON'],
    ['a JSON list', '[1, 2]', 'ERR_UNKNOWN_TYPE'],
    ['a JSON string', '"hello"', 'ERR_UNKNOWN_TYPE'],
    ['no type', '{"game": "x"}', 'ERR_UNKNOWN_TYPE'],
    ['an unknown type', '{"type": "resign"}', 'ERR_UNKNOWN_TYPE'],
    ['a missing field', '{"type": "move", "move": {"type": "close"}}', 'ERR_BAD_MESSAGE'],
    ['an extra field', '{"type": "ping", "admin": true}', 'ERR_BAD_MESSAGE'],
    ['a field of the wrong type', '{"type": "sync", "since": "zero"}', 'ERR_BAD_MESSAGE'],
    [
      'a move of no known shape',
      '{"type": "move", "seq": 1, "move": {"type": "fly"}}',
      'ERR_MALFORMED',
    ],
    [
      'a draw from slot 9',
      '{"type": "move", "seq": 1, "move": {"type": "draw", "slot": 9}}',
      'ERR_MALFORMED',
    ],
  ])('%s is refused', async (_what, text, code) => {
    await refusedWith(seat0, text, code);
    await unchanged();
  });

  it('refuses a message over the size limit, and the WebSocket layer cuts off a huge frame', async () => {
    const big = JSON.stringify({ type: 'ping', ref: 'x'.repeat(LIMITS.maxMessageChars) });
    await refusedWith(seat0, big, 'ERR_TOO_LARGE');
    const other = await TestClient.open(harness.server.url);
    other.send('x'.repeat(LIMITS.maxFrameBytes + 1));
    expect((await other.closed).code).toBe(1009);
    await unchanged();
  });

  it('refuses binary frames', async () => {
    seat0.socket.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await seat0.nextError()).code).toBe('ERR_BAD_JSON');
  });
});

describe('joining and authenticating', () => {
  it('refuses game messages before hello, and a second hello', async () => {
    const client = await TestClient.open(harness.server.url);
    await refusedWith(
      client,
      { type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } },
      'ERR_NOT_JOINED',
    );
    await refusedWith(client, { type: 'sync', since: 0 }, 'ERR_NOT_JOINED');
    await refusedWith(seat0, { type: 'hello', version: 1, game: gameId }, 'ERR_ALREADY_JOINED');
    await client.close();
    await unchanged();
  });

  it('refuses a wrong secret, an unknown game and another protocol version', async () => {
    const client = await TestClient.open(harness.server.url);
    await refusedWith(
      client,
      { type: 'hello', version: 1, game: gameId, secret: 'not-a-secret' },
      'ERR_BAD_SECRET',
    );
    await refusedWith(
      client,
      { type: 'hello', version: 1, game: 'no-such-game' },
      'ERR_GAME_NOT_FOUND',
    );
    // After refusals the socket may still join properly.
    client.send({ type: 'hello', version: 1, game: gameId, secret: ben.secret });
    const welcome = await client.next<WelcomeMessage>((m) => m.type === 'welcome');
    expect(welcome.seat).toBe(1);
    await client.close();
    const old = await TestClient.open(harness.server.url);
    await refusedWith(old, { type: 'hello', version: 99, game: gameId }, 'ERR_VERSION');
    expect((await old.closed).code).toBe(4000);
    await unchanged();
  });
});

describe('moves the rules or the seat do not allow', () => {
  it('refuses an illegal move with the engine code, and a move out of turn', async () => {
    // 001 "Course of play": a turn starts by drawing a card, so playing one now is the wrong step.
    // The hands start empty; a card of the display is a real city's card.
    const city = before.view.display[0]!;
    await refusedWith(
      seat0,
      { type: 'move', seq: 1, move: { type: 'play', city, end: 'new' } },
      'ERR_WRONG_STEP',
    );
    await refusedWith(
      seat0,
      { type: 'move', seq: 1, move: { type: 'house', city: 'Atlantis' } },
      'ERR_UNKNOWN_CITY',
    );
    const { client } = await harness.connect(gameId, ben);
    await refusedWith(
      client,
      { type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } },
      'ERR_NOT_YOUR_TURN',
    );
    await client.close();
    await unchanged();
  });

  it('refuses a move that names a stale sequence number', async () => {
    await refusedWith(
      seat0,
      { type: 'move', seq: 5, move: { type: 'draw', slot: 'supply' } },
      'ERR_STALE',
    );
    await unchanged();
  });

  it('refuses a move from a spectator (no secret) and from a player without a seat', async () => {
    const { client } = await harness.connect(gameId);
    await refusedWith(
      client,
      { type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } },
      'ERR_SPECTATOR',
    );
    await client.close();
    const cleo = await harness.api.player('Cleo');
    const seatless = await harness.connect(gameId, cleo);
    expect(seatless.welcome.seat).toBeNull();
    await refusedWith(
      seatless.client,
      { type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } },
      'ERR_SPECTATOR',
    );
    await seatless.client.close();
    await unchanged();
  });
});

describe('a flood of messages', () => {
  it('drops what is over the rate with ERR_RATE_LIMITED, then closes the socket; the game is untouched', async () => {
    const { client } = await harness.connect(gameId, ada);
    const count = LIMITS.rateBurst + LIMITS.rateStrikes + 20;
    for (let i = 0; i < count; i++)
      client.send({ type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' }, ref: i });
    const closed = await client.closed;
    expect(closed.code).toBe(4002);
    const limited = client.messages.filter(
      (m) => m.type === 'error' && m.code === 'ERR_RATE_LIMITED',
    );
    expect(limited.length).toBeGreaterThan(LIMITS.rateStrikes / 2);
    // The burst got through, so one draw was made; the flood after it changed nothing. (The
    // socket may be closed for the flood before the draw it sent is stored and sent back.)
    const moved = client.messages.flatMap((m) => (m.type === 'moved' ? [m.seq] : []));
    expect(moved).toEqual(moved.length === 0 ? [] : [1]);
    await vi.waitFor(async () => {
      expect((await harness.api.game(gameId)).seq).toBe(1);
    }, PATIENCE);
    const { client: check, welcome } = await harness.connect(gameId);
    expect(welcome.seq).toBe(1);
    await check.close();
    expect((await harness.api.request('GET', '/api/health')).status).toBe(200);
  });
});
