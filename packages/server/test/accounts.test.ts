/**
 * Accounts against their abuse (docs/security.md, the second review): a deleted or recovered
 * identity's open sockets are closed (4004) and its seats show the name the store has; a chat
 * line's name comes from the store, not from the socket's hello. An address is used for recovery
 * only once verified by a link mailed to it, so an unverified one cannot squat on another
 * person's recovery; recovery mails are spaced per address and per account, with few live links
 * per account, and answered before any is looked up or sent; renames are spaced, and a profile
 * shows the newest few former names; a deleted account leaves no trace of its name, former
 * names, address or push endpoint in the database file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_CODES,
  DELETED_PLAYER_NAME,
  type ChatLineMessage,
  type GameMessage,
  type NewPlayer,
} from '@tnt/protocol';
import type { Mail } from '../src/notices/mail.ts';
import { outputDir } from './helpers/bundle.ts';
import { TestClient } from './helpers/client.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { PATIENCE } from './helpers/patience.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
const mails: Mail[] = [];
const clock = new ManualClock(1_800_000_000_000);
/** While set, mails wait for it before they count as sent (a slow mail server). */
let mailServer: Promise<void> | null = null;

beforeAll(async () => {
  harness = await startHarness({
    db: 'sqlite::memory:',
    clock,
    rateLimit: { burst: 1000, perSecond: 1000 },
    httpRateLimit: false,
    notices: {
      mail: {
        async send(mail) {
          if (mailServer !== null) await mailServer;
          mails.push(mail);
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
  const heard = await client.next<ChatLineMessage>(
    (m) => m.type === 'chat' && m.line.text === text,
  );
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

/** The mails sent to an address so far. */
const mailsTo = (address: string): Mail[] => mails.filter((m) => m.to === address);

/** Waits until `count` mails went to the address; those mails. */
async function mailed(address: string, count: number): Promise<Mail[]> {
  await vi.waitFor(() => {
    expect(mailsTo(address)).toHaveLength(count);
  }, PATIENCE);
  return mailsTo(address);
}

/** Sets the player's address for a new sign-in link; its verification mail, if one is sent. */
async function giveAddress(player: NewPlayer, address: string): Promise<void> {
  const set = await harness.api.request<{ email: string; verified: boolean }>(
    'PUT',
    '/api/me/email',
    { secret: player.secret, body: { email: address } },
  );
  expect(set.status).toBe(200);
}

/** Opens the verification link of the address's latest mail. */
async function verifyLatest(address: string): Promise<void> {
  const last = mailsTo(address).at(-1);
  const path = /\/api\/email\/verify\?token=[\w-]+/.exec(last?.text ?? '')?.[0];
  expect(path).toBeDefined();
  const opened = await harness.api.request<string>('GET', path!);
  expect(opened.status).toBe(200);
  expect(opened.body).toContain(`The address ${address} is confirmed`);
}

const recover = (address: string) =>
  harness.api.request('POST', '/api/recover', { body: { email: address } });

const recoveryMails = (address: string): Mail[] =>
  mailsTo(address).filter((m) => m.text.includes('#recover='));

describe('an address for a new sign-in link', () => {
  it('is used only once verified by the link mailed to it; an unverified one cannot squat on another person’s recovery', async () => {
    const address = 'gil@example.org';
    // Mallory gives Gil's address on three accounts first, never verified (three accounts are
    // as many as one address recovers).
    for (const name of ['Mal', 'Mallo', 'Mallory']) {
      await giveAddress(await harness.api.player(name), address);
    }
    await mailed(address, 1);
    const gil = await harness.api.player('Gil');
    clock.advance(15 * 60_000);
    await giveAddress(gil, address);
    const account = await harness.api.request<{ email: string; emailVerified: boolean }>(
      'GET',
      '/api/me/account',
      { secret: gil.secret },
    );
    expect(account.body).toMatchObject({ email: address, emailVerified: false });
    await mailed(address, 2);
    // Not verified yet: a recovery asked for sends nothing.
    expect((await recover(address)).status).toBe(202);
    await verifyLatest(address);
    expect((await recover(address)).status).toBe(202);
    const [link] = await vi.waitFor(() => {
      const found = recoveryMails(address);
      expect(found).toHaveLength(1);
      return found;
    }, PATIENCE);
    // For Gil, and for nobody of Mallory's.
    expect(link!.text).toContain('for the player "Gil"');
    const account2 = await harness.api.request<{ emailVerified: boolean }>(
      'GET',
      '/api/me/account',
      {
        secret: gil.secret,
      },
    );
    expect(account2.body.emailVerified).toBe(true);
  });

  it('gets a recovery mail once a quarter of an hour at most, and an account two live links at most', async () => {
    const address = 'hal@example.org';
    const hal = await harness.api.player('Hal');
    await giveAddress(hal, address);
    await mailed(address, 1);
    await verifyLatest(address);
    // Forty asked at once: one mail, one live link.
    const answers = await Promise.all(Array.from({ length: 40 }, () => recover(address)));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    await mailed(address, 2);
    // A quarter of an hour later, a second; then none while two links still work ...
    clock.advance(15 * 60_000);
    await recover(address);
    await mailed(address, 3);
    clock.advance(15 * 60_000);
    await recover(address);
    // (Another account gives the address meanwhile: its verification mail, asked for after that
    // recovery, comes next; a recovery mail would have come before it.)
    await giveAddress(await harness.api.player('Hal 2'), address);
    const afterCap = await mailed(address, 4);
    expect(afterCap[3]!.subject).toContain('Confirm');
    expect(recoveryMails(address)).toHaveLength(2);
    // Once the first link lapsed (an hour), a third.
    clock.advance(31 * 60_000);
    await recover(address);
    await mailed(address, 5);
    expect(recoveryMails(address)).toHaveLength(3);
  });

  it('is answered before anything is looked up or mailed, for a known address as for an unknown one', async () => {
    const address = 'ida@example.org';
    const ida = await harness.api.player('Ida');
    await giveAddress(ida, address);
    await mailed(address, 1);
    await verifyLatest(address);
    clock.advance(15 * 60_000);
    // The mail server hangs: the answers come all the same.
    let release = (): void => undefined;
    mailServer = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const known = await recover(address);
      const unknown = await recover('nobody@example.org');
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(known.body).toEqual(unknown.body);
      expect(recoveryMails(address)).toHaveLength(0);
    } finally {
      mailServer = null;
      release();
    }
    await vi.waitFor(() => {
      expect(recoveryMails(address)).toHaveLength(1);
    }, PATIENCE);
  });

  it('closes the sockets of the lost secret when a recovery link is used', async () => {
    const address = 'jo@example.org';
    const jo = await harness.api.player('Jo');
    const id = await tableOf(jo, await harness.api.player('Kim'));
    const { client } = await harness.connect(id, jo);
    await giveAddress(jo, address);
    await mailed(address, 1);
    await verifyLatest(address);
    await recover(address);
    const [, link] = await mailed(address, 2);
    const token = /#recover=([\w-]+)/.exec(link!.text)?.[1];
    const used = await harness.api.request<NewPlayer>('POST', '/api/recover/confirm', {
      body: { token },
    });
    expect(used.status).toBe(201);
    expect((await client.closed).code).toBe(CLOSE_CODES.signedOut);
  });
});

describe('a new name', () => {
  it('is taken once a day at most, and a profile shows the newest few former names', async () => {
    const { api } = harness;
    const liv = await api.player('Liv');
    const rename = (name: string) =>
      api.request<{ player?: { name: string }; error?: { code: string } }>('PUT', '/api/me/name', {
        secret: liv.secret,
        body: { name },
      });
    expect((await rename('Liv 2')).status).toBe(200);
    const soon = await rename('Liv 3');
    expect([soon.status, soon.body.error?.code]).toEqual([429, 'ERR_RENAME_TOO_SOON']);
    for (let n = 3; n <= 6; n++) {
      clock.advance(24 * 3_600_000);
      expect((await rename(`Liv ${n}`)).status).toBe(200);
    }
    const profile = await api.request<{ name: string; formerNames: string[] }>(
      'GET',
      `/api/players/${liv.player.id}/profile`,
    );
    expect(profile.body).toMatchObject({ name: 'Liv 6', formerNames: ['Liv 5', 'Liv 4', 'Liv 3'] });
  });
});

describe('a deleted account', () => {
  it('leaves no trace of its name, former names, addresses or push endpoint in the database file', async () => {
    const files = outputDir('accounts-traces');
    const file = join(files.dir, 'tnt.sqlite');
    const sent: Mail[] = [];
    const own = new ManualClock(1_800_000_000_000);
    const server = await startHarness({
      db: `sqlite:${file}`,
      clock: own,
      rateLimit: { burst: 1000, perSecond: 1000 },
      notices: {
        mail: {
          send(mail) {
            sent.push(mail);
            return Promise.resolve();
          },
        },
        push: { send: () => Promise.resolve(201) },
      },
    });
    try {
      const { api } = server;
      const zeb = await api.player('Zebulon Traceful');
      const other = await api.player('Yara');
      for (const name of ['Zebulon Secondname', 'Zebulon Thirdname']) {
        own.advance(24 * 3_600_000);
        expect(
          (await api.request('PUT', '/api/me/name', { secret: zeb.secret, body: { name } })).status,
        ).toBe(200);
      }
      await api.request('PUT', '/api/me/email', {
        secret: zeb.secret,
        body: { email: 'zebulon.recovery@example.org' },
      });
      // One verification mail a minute per account.
      own.advance(60_000);
      await api.request('PUT', '/api/me/notices', {
        secret: zeb.secret,
        body: { email: true, address: 'zebulon.notices@example.org' },
      });
      await vi.waitFor(() => {
        expect(sent).toHaveLength(2);
      }, PATIENCE);
      for (const mail of sent) {
        const path = /\/api\/email\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
        expect((await api.request('GET', path!)).status).toBe(200);
      }
      const subscribed = await api.request('POST', '/api/push/subscriptions', {
        secret: zeb.secret,
        body: {
          endpoint: 'https://push.example.org/zebulon-device-endpoint',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
      });
      expect(subscribed.status).toBe(201);
      const created = await api.createGame(zeb, {
        options: { players: 2 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        mode: 'async',
      });
      await api.join(other, created.game.id);
      const { client } = await server.connect(created.game.id, zeb);
      client.send({ type: 'chat', text: 'a line said under the name' });
      await client.next((m) => m.type === 'chat');
      expect((await api.request('DELETE', '/api/me', { secret: zeb.secret })).status).toBe(204);
      await client.closed;
    } finally {
      // Stopping closes the database: the write-ahead log goes back into the file.
      await server.stop();
    }
    const bytes = Buffer.concat(
      [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
    );
    for (const trace of [
      'Zebulon',
      'zebulon.recovery@example.org',
      'zebulon.notices@example.org',
      'zebulon-device-endpoint',
    ]) {
      expect(bytes.includes(Buffer.from(trace, 'utf8')), trace).toBe(false);
    }
    // The other player's name is still there: the file was read.
    expect(bytes.includes(Buffer.from('Yara', 'utf8'))).toBe(true);
    files.remove();
  });
});
