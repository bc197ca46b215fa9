/**
 * Accounts against their abuse (docs/security.md, the second review): a deleted or recovered
 * identity's open sockets are closed (4004) and its seats show the name the store has; a chat
 * line's name comes from the store, not from the socket's hello.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_CODES,
  DELETED_PLAYER_NAME,
  type ChatLineMessage,
  type GameMessage,
  type NewPlayer,
} from '@tnt/protocol';
import type { Mail } from '../src/notices/mail.ts';
import { TestClient } from './helpers/client.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
const mails: Mail[] = [];

beforeAll(async () => {
  harness = await startHarness({
    db: 'sqlite::memory:',
    rateLimit: { burst: 1000, perSecond: 1000 },
    notices: {
      mail: {
        send(mail) {
          mails.push(mail);
          return Promise.resolve();
        },
      },
    },
  });
});
afterAll(async () => {
  await harness.stop();
});

/** A game of two people, asynchronous (nothing moves by itself); its id. */
async function tableOf(first: NewPlayer, second: NewPlayer): Promise<string> {
  const created = await harness.api.createGame(first, {
    options: { players: 2, startingPlayer: 0 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    mode: 'async',
  });
  await harness.api.join(second, created.game.id);
  return created.game.id;
}

/** Says a line at the table and waits for it to come back; the name it came under. */
async function say(client: TestClient, text: string): Promise<string> {
  client.send({ type: 'chat', text });
  const heard = await client.next<ChatLineMessage>((m) => m.type === 'chat' && m.line.text === text);
  return heard.line.from.name;
}

/** The name seat `seat` shows in the next summary a socket gets that says `name`. */
async function seatNamed(client: TestClient, seat: number, name: string): Promise<void> {
  await client.next<GameMessage>(
    (m) => m.type === 'game' && m.game.seats[seat]?.player?.name === name,
  );
}

describe("a deleted identity's open sockets", () => {
  it('are closed (4004) on deletion, wherever they sit or watch; its seat shows the anonymous name', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const id = await tableOf(ada, ben);
    const elsewhere = await tableOf(await api.player('Cleo'), await api.player('Dan'));
    const seated = await harness.connect(id, ada);
    const watching = await harness.connect(elsewhere, ada);
    expect(watching.welcome.seat).toBeNull();
    const other = await harness.connect(id, ben);
    expect(await say(seated.client, 'before')).toBe('Ada');

    expect((await api.request('DELETE', '/api/me', { secret: ada.secret })).status).toBe(204);
    for (const { client } of [seated, watching]) {
      expect((await client.closed).code).toBe(CLOSE_CODES.signedOut);
    }
    // The other player's table shows the anonymous name at once.
    await seatNamed(other.client, 0, DELETED_PLAYER_NAME);
    expect((await api.game(id)).seats[0]!.player?.name).toBe(DELETED_PLAYER_NAME);
    // The old secret opens no socket any more.
    const again = await TestClient.open(harness.server.url);
    again.send({ type: 'hello', version: 1, game: id, secret: ada.secret });
    expect((await again.nextError()).code).toBe('ERR_BAD_SECRET');
    await Promise.all([again.close(), other.client.close()]);
  });
});

describe("a chat line's name", () => {
  it('is the name the store has when it is said, not the one the socket said hello with', async () => {
    const { api } = harness;
    const eve = await api.player('Eve');
    const fay = await api.player('Fay');
    const id = await tableOf(eve, fay);
    const mine = await harness.connect(id, eve);
    const theirs = await harness.connect(id, fay);
    expect(await say(mine.client, 'first')).toBe('Eve');
    const renamed = await api.request('PUT', '/api/me/name', {
      secret: eve.secret,
      body: { name: 'Evelyn' },
    });
    expect(renamed.status).toBe(200);
    // The table shows the new name, and the next line is said under it.
    await seatNamed(theirs.client, 0, 'Evelyn');
    expect(await say(mine.client, 'second')).toBe('Evelyn');
    await Promise.all([mine.client.close(), theirs.client.close()]);
  });
});
