/**
 * Notices over the real server: each player's settings over HTTP (defaults: browser on, push on,
 * e-mail off); push subscriptions (https only); a push to a person when their turn comes while
 * they are away from the table, none while they are at it, none for bots or stand-ins, and one
 * to every absent player when the game ends; notice mails through a real SMTP exchange with a
 * local sink, one per game per hour at most, with a link to the game and a working unsubscribe
 * link; and one Web Push message delivered, signed and encrypted, to a local push service.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerView } from '@tnt/engine';
import type {
  GameMessage,
  GameSummary,
  MovedMessage,
  NoticeSettings,
  PushPayload,
} from '@tnt/protocol';
import { MailDelivery } from '../src/notices/mail.ts';
import { Notifier } from '../src/notices/notifier.ts';
import type { PushSender } from '../src/notices/push.ts';
import { UnsubscribeTokens } from '../src/notices/tokens.ts';
import { MemorySocialStore } from '../src/store/social-memory.ts';
import { outputDir } from './helpers/bundle.ts';
import type { TestClient } from './helpers/client.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { startPushService } from './helpers/push-service.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { playTurn, seatTwo, startOf } from './helpers/table.ts';
import { PATIENCE } from './helpers/patience.ts';

/** A push sender that keeps what it was given: gone endpoints answer 410, others 201. */
function recordingSender(): PushSender & { sent: { endpoint: string; payload: PushPayload }[] } {
  const sent: { endpoint: string; payload: PushPayload }[] = [];
  return {
    sent,
    send(subscription, payload) {
      sent.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) as PushPayload });
      return Promise.resolve(subscription.endpoint.includes('gone') ? 410 : 201);
    },
  };
}

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

describe('notice settings', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness.stop();
  });

  it('default to browser and push on, e-mail off, and take a choice per kind', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const get = () => api.request<NoticeSettings>('GET', '/api/me/notices', { secret: ada.secret });
    expect((await get()).body).toEqual({
      browser: true,
      push: true,
      email: false,
      address: null,
      addressVerified: false,
    });
    const put = (body: unknown) =>
      api.request('PUT', '/api/me/notices', { secret: ada.secret, body });
    expect(await put({ email: true })).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_BAD_MESSAGE', message: 'e-mail notices need an address' } },
    });
    expect((await put({ address: 'not mail' })).status).toBe(400);
    expect((await put({ email: true, address: ' ada@example.org ', browser: false })).body).toEqual(
      {
        browser: false,
        push: true,
        email: true,
        address: 'ada@example.org',
        addressVerified: false,
      },
    );
    expect((await get()).body).toMatchObject({ email: true, browser: false });
    expect((await put({ address: null })).body).toMatchObject({ email: false, address: null });
    expect((await api.request('GET', '/api/me/notices')).status).toBe(401);
  });

  it('take push subscriptions to https endpoints only, and remove only one’s own', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const key = await api.request<{ publicKey: string }>('GET', '/api/push/key');
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
    const subscribe = (secret: string, endpoint: string) =>
      api.request('POST', '/api/push/subscriptions', { secret, body: { endpoint, keys } });
    for (const refused of [
      'http://push.example.org/a',
      'https://127.0.0.1:9/push',
      'https://[::1]/push',
      'https://10.1.2.3/push',
      'https://localhost/push',
      'https://user:pw@push.example.org/a',
    ]) {
      expect(await subscribe(ada.secret, refused)).toMatchObject({
        status: 400,
        body: { error: { code: 'ERR_PUSH_ENDPOINT' } },
      });
    }
    expect((await subscribe(ada.secret, 'https://push.example.org/a')).status).toBe(201);
    const list = (secret: string) =>
      api.request<{ endpoints: string[] }>('GET', '/api/push/subscriptions', { secret });
    expect((await list(ada.secret)).body.endpoints).toEqual(['https://push.example.org/a']);
    const remove = (secret: string) =>
      api.request('DELETE', '/api/push/subscriptions', {
        secret,
        body: { endpoint: 'https://push.example.org/a' },
      });
    await remove(ben.secret);
    expect((await list(ada.secret)).body.endpoints).toHaveLength(1);
    await remove(ada.secret);
    expect((await list(ada.secret)).body.endpoints).toEqual([]);
  });
});

describe('push and mail when a turn comes', () => {
  let sink: SmtpSink;
  let harness: Harness;
  const push = recordingSender();
  const clock = new ManualClock(1_800_000_000_000);

  beforeAll(async () => {
    sink = await startSmtpSink();
    harness = await startHarness({
      clock,
      smtp: sink.url,
      publicUrl: 'https://tnt.example.org',
      notices: { push },
      rateLimit: { burst: 1000, perSecond: 1000 },
    });
  });
  afterAll(async () => {
    await sink.close();
  });

  it('reach the player away from the table only; mail once an hour per game, and stops on its link', async () => {
    const { api } = harness;
    const table = await seatTwo(harness);
    const subscribe = (secret: string, endpoint: string) =>
      api.request('POST', '/api/push/subscriptions', { secret, body: { endpoint, keys } });
    await subscribe(table.ben.secret, 'https://push.example.org/ben');
    await subscribe(table.ben.secret, 'https://push.example.org/gone');
    await subscribe(table.ada.secret, 'https://push.example.org/ada');
    const benMail = { email: true, address: 'ben@example.org' };
    await api.request('PUT', '/api/me/notices', { secret: table.ben.secret, body: benMail });
    // The address is verified first, by the link mailed to it: no notice goes to it before.
    const [verify] = await sink.received(1);
    expect(verify!.to).toEqual(['ben@example.org']);
    const link = /https:\/\/tnt\.example\.org(\/api\/email\/verify\?token=\S+)/.exec(verify!.text);
    expect((await api.request('GET', link![1]!)).status).toBe(200);
    const verified = await api.request('GET', '/api/me/notices', { secret: table.ben.secret });
    expect(verified.body).toMatchObject({ address: 'ben@example.org', addressVerified: true });

    // Ada plays while Ben is away: Ben is told (push to each device, and one mail).
    const ada = await harness.connect(table.id, table.ada);
    await playTurn(ada.client, startOf(ada.welcome));
    const [, mail] = await sink.received(2);
    expect(mail!.to).toEqual(['ben@example.org']);
    expect(mail!.headers.get('subject')).toBe('Your turn in Thurn und Taxis');
    expect(mail!.text).toContain(`Open the game: https://tnt.example.org/game/${table.id}`);
    const stop = /Stop these mails: (\S+)/.exec(mail!.text)?.[1];
    expect(stop).toMatch(/^https:\/\/tnt\.example\.org\/api\/notices\/unsubscribe\?token=/);
    expect(mail!.headers.get('list-unsubscribe')).toBe(`<${stop}>`);
    await vi.waitFor(() => {
      expect(push.sent.filter((s) => s.endpoint.endsWith('/ben'))).toHaveLength(1);
    }, PATIENCE);
    expect(push.sent[0]!.payload).toEqual({
      event: 'your-turn',
      game: table.id,
      url: `/game/${table.id}`,
    });
    // The push service said the "gone" device is gone: it is no longer subscribed.
    await vi.waitFor(async () => {
      const listed = await api.request<{ endpoints: string[] }>('GET', '/api/push/subscriptions', {
        secret: table.ben.secret,
      });
      expect(listed.body.endpoints).toEqual(['https://push.example.org/ben']);
    }, PATIENCE);

    // Ben plays at the table while Ada is there too: nobody is told.
    let ben = await harness.connect(table.id, table.ben);
    await playTurn(ben.client, startOf(ben.welcome));
    await ben.client.close();
    await untilAway(ada.client, ada.welcome.game, 1);
    // Ada's second turn: Ben is pushed again, but mailed no more within the hour ...
    await playTurn(ada.client, await turnOf(ada.client, 0));
    await vi.waitFor(() => {
      expect(push.sent.filter((s) => s.endpoint.endsWith('/ben'))).toHaveLength(2);
    }, PATIENCE);
    // ... and again once the hour is over.
    clock.advance(3_600_000);
    ben = await harness.connect(table.id, table.ben);
    await playTurn(ben.client, startOf(ben.welcome));
    await ben.client.close();
    await untilAway(ada.client, ada.welcome.game, 1);
    await playTurn(ada.client, await turnOf(ada.client, 0));
    const mails = await sink.received(3);
    expect(mails[2]!.to).toEqual(['ben@example.org']);

    // Ada leaves; Ben's turn ends: Ada is pushed (her e-mail is off).
    await ada.client.close();
    ben = await harness.connect(table.id, table.ben);
    await untilAway(ben.client, ben.welcome.game, 0);
    await playTurn(ben.client, startOf(ben.welcome));
    await vi.waitFor(() => {
      expect(push.sent.filter((s) => s.endpoint.endsWith('/ada'))).toHaveLength(1);
    }, PATIENCE);

    // The mail's link turns Ben's mail off; a made-up token changes nothing.
    const path = stop!.replace('https://tnt.example.org', '');
    const forged = path.replace(/token=[^.]+/, 'token=QWRh');
    expect(await api.request('GET', forged)).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_BAD_TOKEN' } },
    });
    const off = await api.request<string>('GET', path);
    expect(off.status).toBe(200);
    expect(off.body).toContain('E-mail notices are off');
    const settings = await api.request('GET', '/api/me/notices', { secret: table.ben.secret });
    expect(settings.body).toMatchObject({ email: false, address: 'ben@example.org' });
    // One-click unsubscribe (RFC 8058): a form POST to the same link.
    const oneClick = await api.request('POST', path, {
      raw: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(oneClick.status).toBe(200);
    await ben.client.close();

    // Every notice asked for is sent before the server stops: the counts are final.
    await harness.stop();
    expect(sink.mails).toHaveLength(3);
    const endpoints = push.sent.map((s) => s.endpoint.replace('https://push.example.org/', ''));
    expect(endpoints.filter((e) => e === 'ben')).toHaveLength(3);
    expect(endpoints.filter((e) => e === 'ada')).toHaveLength(1);
    expect(push.sent.every((s) => s.payload.event === 'your-turn')).toBe(true);
  });
});

describe('the end of a game', () => {
  it('is pushed to its absent person, and a stand-in’s or a bot’s turns are not', async () => {
    const push = recordingSender();
    // Stand-ins of a game nobody is at play at a person's pace; here as fast as they can.
    const harness = await startHarness({
      notices: { push },
      play: { disconnectGraceMs: 10, botGamePaceMs: 0 },
    });
    const ada = await harness.api.player('Ada');
    await harness.api.request('POST', '/api/push/subscriptions', {
      secret: ada.secret,
      body: { endpoint: 'https://push.example.org/ada', keys },
    });
    const created = await harness.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      mode: 'live',
    });
    const { client } = await harness.connect(created.game.id, ada);
    await client.close();
    // A stand-in plays Ada's seat to the end against the bot.
    await vi.waitFor(
      async () => {
        expect((await harness.api.game(created.game.id)).status).toBe('over');
      },
      { timeout: 120_000, interval: 200 },
    );
    await harness.stop();
    expect(push.sent.map((s) => s.payload)).toEqual([
      { event: 'game-over', game: created.game.id, url: `/game/${created.game.id}` },
    ]);
  }, 150_000);
});

describe('Web Push to a push service', () => {
  it('delivers a VAPID-signed, encrypted message; the keys are made once and kept', async () => {
    const files = outputDir('notices');
    const db = `sqlite:${files.dir}/tnt.sqlite`;
    const service = await startPushService();
    const hooks = { pushCa: service.ca, allowPrivatePush: true };
    let harness = await startHarness({ db, notices: hooks });
    try {
      const key = await harness.api.request<{ publicKey: string }>('GET', '/api/push/key');
      const table = await seatTwo(harness);
      const subscribed = await harness.api.request('POST', '/api/push/subscriptions', {
        secret: table.ben.secret,
        body: service.subscription,
      });
      expect(subscribed.status).toBe(201);
      const ada = await harness.connect(table.id, table.ada);
      await playTurn(ada.client, startOf(ada.welcome));
      const [message] = await service.received(1);
      expect(service.refused).toEqual([]);
      expect(JSON.parse(message!.payload)).toEqual({
        event: 'your-turn',
        game: table.id,
        url: `/game/${table.id}`,
      });
      expect(message!.vapidKey).toBe(key.body.publicKey);
      expect(message!.claims.aud).toBe(new URL(service.subscription.endpoint).origin);
      await ada.client.close();
      await harness.stop();
      harness = await startHarness({ db });
      const again = await harness.api.request<{ publicKey: string }>('GET', '/api/push/key');
      expect(again.body.publicKey).toBe(key.body.publicKey);
    } finally {
      await harness.stop();
      await service.close();
      files.remove();
    }
  });
});

/** Resolves with the first value `probe` finds in the client's messages (now or later). */
function until<T>(client: TestClient, probe: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    client.watch(() => {
      const found = probe();
      if (found !== undefined) resolve(found);
      return found !== undefined;
    });
  });
}

/** Waits until the latest summary shows `seat` without a socket (the server saw it leave). */
async function untilAway(client: TestClient, first: GameSummary, seat: number): Promise<void> {
  await until(client, () => {
    const latest = client.latest((m): m is GameMessage => m.type === 'game')?.game ?? first;
    return latest.seats[seat]!.connected ? undefined : true;
  });
}

/** Waits until the latest move gives the decision to `seat`: its view and number. */
function turnOf(client: TestClient, seat: number): Promise<{ view: PlayerView; seq: number }> {
  return until(client, () => {
    const moved = client.latest((m): m is MovedMessage => m.type === 'moved');
    return moved?.view.decision?.seat === seat ? { view: moved.view, seq: moved.seq } : undefined;
  });
}

describe('notice mail', () => {
  it('goes only to an address its player verified', async () => {
    const store = new MemorySocialStore();
    const tokens = await UnsubscribeTokens.load(store);
    const sent: string[] = [];
    const verified = new Set(['p2 p2@example.org']);
    const notifier = new Notifier({
      store,
      push: null,
      mail: new MailDelivery(
        {
          send(mail) {
            sent.push(mail.to);
            return Promise.resolve();
          },
        },
        tokens,
        () => 'https://tnt.example.org',
      ),
      verified: (playerId, address) => Promise.resolve(verified.has(`${playerId} ${address}`)),
      clock: new ManualClock(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    for (const id of ['p1', 'p2']) {
      await store.saveNoticeSettings(id, {
        browser: true,
        push: false,
        email: true,
        address: `${id}@example.org`,
      });
    }
    notifier.notify('your-turn', 'g1', ['p1', 'p2']);
    await notifier.settled();
    expect(sent).toEqual(['p2@example.org']);
  });
});
