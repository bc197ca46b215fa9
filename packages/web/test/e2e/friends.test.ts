/**
 * Playing with friends in a real Chromium, on the real game server, at phone (360 x 740) and
 * desktop (1280 x 800) size: chat both ways between two browser contexts with a reload in
 * between (text shown as text, the unread badge, the read mark kept), a muted player, presence
 * after one context closes; the page's notification when my turn comes while the page is hidden;
 * the Web Push subscription flow; the replay of a finished online game with its kept chat.
 * The other side of a table is sometimes played from Node (table-socket.ts) to bring a decision
 * or the game's end quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import {
  TableSocket,
  gameFor,
  person,
  playUntil,
  pushEndpoints,
  type Person,
} from './table-socket.ts';

let site: Site;

beforeAll(async () => {
  // Node's seats play a whole game quickly: the socket's rate allows them that (as for tests).
  site = await openSite((dist) =>
    serveGame(dist, { rateLimit: { burst: 10_000, perSecond: 10_000 } }),
  );
}, 120_000);

afterAll(async () => {
  await site.close();
});

const TEST_TIMEOUT = 120_000;

/** A browser context of its own for a person already signed in (their identity in storage). */
async function openAs(
  who: Person,
  viewport: ViewportName,
  path: string,
  setup: (context: BrowserContext) => Promise<void> = () => Promise.resolve(),
): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  await context.addInitScript((identity) => {
    localStorage.setItem('tnt.identity', identity);
    localStorage.setItem('tnt.pace', '0');
  }, JSON.stringify(who));
  await setup(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(new URL(path, site.url).href);
  return { page, errors };
}

const chatTexts = (page: Page) => page.locator('[data-chat] [data-chat-text]').allTextContents();

async function openChat(page: Page): Promise<void> {
  await page.locator('[data-sheet="chat"]').click();
  await page.locator('[data-chat]').waitFor();
}

async function closeSheet(page: Page): Promise<void> {
  await page.locator('[data-sheet-close]').click();
  await page.locator('[data-chat]').waitFor({ state: 'detached' });
}

describe('playing with friends', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(
      `chats both ways across a reload, mutes a player and shows presence at ${viewport} size`,
      async () => {
        const [anna, ben] = await Promise.all([person(site.url, 'Anna'), person(site.url, 'Ben')]);
        const id = await gameFor(site.url, anna, ben);
        const a = await openAs(anna, viewport, `game/${id}`);
        const b = await openAs(ben, viewport, `game/${id}`);
        for (const { page } of [a, b]) await page.locator('[data-strip]').waitFor();
        await expect
          .poll(() =>
            a.page.locator('[data-seat="1"] [data-presence]').getAttribute('data-presence'),
          )
          .toBe('here');

        // Anna writes markup: it arrives as the same characters, never as an element.
        await openChat(a.page);
        await a.page.locator('[data-chat-input]').fill('<b>Hello</b> Ben');
        await a.page.locator('[data-chat-send]').click();
        await expect.poll(() => chatTexts(a.page)).toEqual(['<b>Hello</b> Ben']);

        // Ben sees the unread badge on the chat's button, then the line; opening it reads it.
        await expect.poll(() => b.page.locator('.unread-badge').textContent()).toBe('1');
        await openChat(b.page);
        await expect.poll(() => chatTexts(b.page)).toEqual(['<b>Hello</b> Ben']);
        expect(await b.page.locator('[data-chat] b').count()).toBe(0);
        await b.page.locator('[data-phrase="good-game"]').click();
        await expect.poll(() => chatTexts(a.page)).toEqual(['<b>Hello</b> Ben', 'Good game!']);
        await shot(b.page, `friends-${viewport}-1-chat`);

        // A reload brings the chat back, already read.
        await b.page.reload();
        await b.page.locator('[data-seat="0"] [data-presence="here"]').waitFor();
        expect(await b.page.locator('.unread-badge').count()).toBe(0);
        await openChat(b.page);
        await expect.poll(() => chatTexts(b.page)).toEqual(['<b>Hello</b> Ben', 'Good game!']);
        await closeSheet(b.page);

        // Anna mutes Ben: his lines leave her chat, and his new one never reaches her.
        await a.page.locator('[data-mute-seat="1"]').click();
        await expect
          .poll(() => a.page.locator('[data-mute-seat="1"]').getAttribute('aria-pressed'))
          .toBe('true');
        await expect.poll(() => chatTexts(a.page)).toEqual(['<b>Hello</b> Ben']);
        await openChat(b.page);
        await b.page.locator('[data-chat-input]').fill('Can you hear me?');
        await b.page.locator('[data-chat-send]').click();
        await expect
          .poll(() => chatTexts(b.page))
          .toEqual(['<b>Hello</b> Ben', 'Good game!', 'Can you hear me?']);
        // Anna's own line after his: had his reached her, it would have come first.
        await a.page.locator('[data-chat-input]').fill('Quiet here.');
        await a.page.locator('[data-chat-send]').click();
        await expect.poll(() => chatTexts(a.page)).toEqual(['<b>Hello</b> Ben', 'Quiet here.']);
        await a.page.reload();
        await a.page.locator('[data-seat="1"] [data-presence="here"]').waitFor();
        await openChat(a.page);
        await expect.poll(() => chatTexts(a.page)).toEqual(['<b>Hello</b> Ben', 'Quiet here.']);
        await closeSheet(a.page);

        // Ben's browser closes: Anna's line for him says he is away, and since when.
        await b.page.context().close();
        await a.page.locator('[data-seat="1"] [data-presence="away"]').waitFor();
        expect(await a.page.locator('[data-seat="1"] .presence-since').textContent()).toMatch(/\d/);
        await shot(a.page, `friends-${viewport}-2-away`);
        expect(a.errors).toEqual([]);
        expect(b.errors).toEqual([]);
        await a.page.context().close();
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'notifies in a hidden page when my turn comes, not in a visible one',
    async () => {
      const [anna, ben] = await Promise.all([person(site.url, 'Anna'), person(site.url, 'Ben')]);
      const id = await gameFor(site.url, anna, ben);
      const a = await openAs(anna, 'phone', `game/${id}`, async (context) => {
        await context.grantPermissions(['notifications'], { origin: site.url });
        // Every `new Notification` is recorded (the real one would show nothing headless).
        await context.addInitScript(() => {
          const shown: { title: string; body: string | undefined }[] = [];
          (window as unknown as { shown: typeof shown }).shown = shown;
          const Real = window.Notification;
          class Recorded {
            static get permission() {
              return Real.permission;
            }
            static requestPermission = () => Real.requestPermission();
            onclick: (() => void) | null = null;
            constructor(title: string, options?: NotificationOptions) {
              shown.push({ title, body: options?.body });
            }
            close(): void {}
          }
          window.Notification = Recorded as unknown as typeof Notification;
        });
      });
      const shown = () =>
        a.page.evaluate(() => (window as unknown as { shown: { body?: string }[] }).shown);
      const [seat0, seat1] = await Promise.all([
        TableSocket.open(site.url, id, anna),
        TableSocket.open(site.url, id, ben),
      ]);
      const sockets = [seat0, seat1];
      await a.page.locator('.prompt.mine').waitFor();

      // Visible: Ben's turn passes to Anna, and the page only shows it.
      await playUntil(sockets, (decider) => decider === 1);
      await a.page.locator('.prompt.mine').waitFor({ state: 'detached' });
      await playUntil(sockets, (decider) => decider === 0);
      await a.page.locator('.prompt.mine').waitFor();
      expect(await shown()).toEqual([]);

      // Hidden: the same passage brings a notification.
      await playUntil(sockets, (decider) => decider === 1);
      await a.page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await playUntil(sockets, (decider) => decider === 0);
      await expect.poll(shown).toEqual([{ title: 'Thurn und Taxis', body: 'It is your turn.' }]);
      for (const s of sockets) s.close();
      expect(a.errors).toEqual([]);
      await a.page.context().close();
    },
    TEST_TIMEOUT,
  );

  it(
    'subscribes this device to Web Push from the notice settings (push service stubbed)',
    async () => {
      const anna = await person(site.url, 'Anna');
      const a = await openAs(anna, 'desktop', '', async (context) => {
        await context.grantPermissions(['notifications'], { origin: site.url });
        // Headless Chromium reaches no push service: the subscription it would answer is made
        // here, and the key the page asked with is kept to be checked.
        await context.addInitScript(() => {
          const keys: number[] = [];
          (window as unknown as { pushKeys: number[] }).pushKeys = keys;
          let current: object | null = null;
          const endpoint = 'https://push.example.org/send/device-1';
          PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
            const key = options?.applicationServerKey;
            keys.push(key instanceof Uint8Array ? key.length : -1);
            current = {
              endpoint,
              toJSON: () => ({
                endpoint,
                expirationTime: null,
                keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
              }),
              unsubscribe: () => {
                current = null;
                return Promise.resolve(true);
              },
            };
            return Promise.resolve(current as PushSubscription);
          };
          PushManager.prototype.getSubscription = () =>
            Promise.resolve(current as PushSubscription | null);
        });
      });
      const settings = a.page.locator('[data-notices]');
      await settings.locator('summary').click();
      const push = settings.locator('[data-notice="push"]');
      // The server's default is push on, but this device has no subscription yet.
      expect(await settings.locator('[data-notice="browser"]').isChecked()).toBe(true);
      expect(await push.isChecked()).toBe(false);
      expect(await settings.locator('[data-notice="email"]').isChecked()).toBe(false);
      await push.click();
      // The service worker is made ready and the subscription sent before the server has it: on a
      // loaded machine that takes longer than a poll's default second.
      await expect
        .poll(() => pushEndpoints(site.url, anna), { timeout: 15_000 })
        .toEqual({
          endpoints: ['https://push.example.org/send/device-1'],
        });
      // The server's VAPID public key went to the push service: 65 bytes, an uncompressed point.
      expect(
        await a.page.evaluate(() => (window as unknown as { pushKeys: number[] }).pushKeys),
      ).toEqual([65]);
      await expect.poll(() => push.isChecked()).toBe(true);
      await push.click();
      await expect
        .poll(() => pushEndpoints(site.url, anna), { timeout: 15_000 })
        .toEqual({ endpoints: [] });
      await expect.poll(() => push.isChecked()).toBe(false);
      expect(a.errors).toEqual([]);
      await a.page.context().close();
    },
    TEST_TIMEOUT,
  );

  for (const viewport of ['phone', 'desktop'] as const) {
    it(
      `replays a finished online game with its kept chat at ${viewport} size`,
      async () => {
        const [anna, ben] = await Promise.all([person(site.url, 'Anna'), person(site.url, 'Ben')]);
        const id = await gameFor(site.url, anna, ben, { record: true });
        const sockets = await Promise.all([
          TableSocket.open(site.url, id, anna),
          TableSocket.open(site.url, id, ben),
        ]);
        await sockets[1].say('Good luck, Anna');
        await playUntil(sockets, (decider) => decider === null);
        await sockets[0].until(() => sockets[0].over);
        for (const s of sockets) s.close();

        // From the start page: my finished online games, beside the local ones.
        const a = await openAs(anna, viewport, '');
        const line = a.page.locator(`[data-online-finished="${id}"]`);
        await line.waitFor();
        expect(await line.locator('[data-download-online]').getAttribute('href')).toBe(
          `/api/games/${id}/record?download`,
        );
        await line.locator('[data-replay-online]').click();
        await a.page.locator('.replay-page').waitFor();
        await a.page.locator('[data-scores]').waitFor();
        expect(await a.page.locator('[data-kept-chat] [data-chat-text]').allTextContents()).toEqual(
          ['Good luck, Anna'],
        );
        await shot(a.page, `friends-${viewport}-3-replay`);

        // The game's own page offers the replay and the download too.
        await a.page.goto(new URL(`game/${id}`, site.url).href);
        await a.page.locator('[data-replay]').click();
        await a.page.locator('.replay-page [data-kept-chat]').waitFor();
        expect(a.errors).toEqual([]);
        await a.page.context().close();
      },
      TEST_TIMEOUT,
    );
  }
});
