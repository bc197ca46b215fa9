/**
 * The local game in a real Chromium, as a browser keeps it: one writer among the tabs of the site
 * (game/writer-lease.ts), and the installed client playing with no network at all (the service
 * worker of vite.config.ts).
 *
 * - Two tabs of one browser: the second tab that opens the game in play shows none of it (no
 *   board, no hand, no cover) and says it is open in another tab; taking it over shows every move
 *   the first tab made, behind the hot-seat cover, and the first tab then stops and shows nothing.
 *   Taken back, the first tab has the second one's moves: none is lost.
 * - Offline: the site is visited once, then the network is cut and the server stopped; the page
 *   reloads from the service worker, and a game against bots starts and is played for a while;
 *   an online game's page then says the device is offline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  buildClient,
  launch,
  newPage,
  serve,
  shot,
  type Host,
  type Site,
} from './harness.ts';
import { noStats, playUntil } from './player.ts';

let dist: string;
let host: Host;
let browser: Browser;
let site: Site;
/** The offline test stops the server itself. */
let serving = true;

beforeAll(async () => {
  dist = await buildClient();
  host = await serve(dist);
  browser = await launch();
  site = { url: host.url, dist, browser, close: () => Promise.resolve() };
}, 120_000);

afterAll(async () => {
  await browser.close();
  if (serving) await host.close();
  await rm(dist, { recursive: true, force: true });
});

const TIMEOUT = 120_000;

/** The moves the page shows (the game page's `data-seq`), or null without a game page. */
const shownMoves = async (page: Page): Promise<number | null> => {
  const seq = await page.locator('.game-page').getAttribute('data-seq', { timeout: 60_000 });
  return seq === null ? null : Number(seq);
};

/** What of a game the page shows: any board, hand, card or cover at all. */
const gameShown = (page: Page) =>
  page.evaluate(() => ({
    board: document.querySelector('[data-map]') !== null,
    hand: document.querySelector('[data-hand]') !== null,
    cards: document.querySelectorAll('[data-card]').length,
    cover: document.querySelector('[data-cover]') !== null,
  }));

const NOTHING = { board: false, hand: false, cards: 0, cover: false };

/** The moves of the game saved in this browser. */
const savedMoves = (page: Page) =>
  page.evaluate(() => {
    const text = localStorage.getItem('tnt.current');
    return text === null ? null : (JSON.parse(text) as { moves: unknown[] }).moves.length;
  });

describe('a local game open in two tabs', () => {
  it(
    'has one writer: the second tab shows nothing of it until it takes over, and no move is lost',
    async () => {
      const { page: first, errors } = await newPage(site, 'desktop');
      await first.locator('[data-players="2"]').check({ force: true });
      await first.locator('[data-seat-kind="1"]').selectOption('human');
      await first.locator('[data-start]').click();
      const stats = noStats();
      await playUntil(first, stats, 5);
      const madeInFirst = await shownMoves(first);
      expect(madeInFirst).toBeGreaterThanOrEqual(5);

      // The second tab: same browser, same storage.
      const second = await first.context().newPage();
      await second.goto(`${site.url}#/game`);
      await second.locator('[data-open-elsewhere]').waitFor();
      await shot(second, 'tabs-1-open-elsewhere');
      expect(await gameShown(second)).toEqual(NOTHING);
      await expect(second.locator('[data-open-elsewhere] h2').textContent()).resolves.toBe(
        'This game is open in another tab',
      );

      // Taken over: every move of the first tab, behind the cover; the first tab stops.
      await second.locator('[data-take-over]').click();
      await second.locator('[data-cover]').waitFor();
      expect(await shownMoves(second)).toBe(madeInFirst);
      expect(await second.locator('[data-hand]').count()).toBe(0);
      await first.locator('[data-open-elsewhere]').waitFor();
      expect(await gameShown(first)).toEqual(NOTHING);

      // Moves in the second tab are saved, and the first tab gets them when it takes back.
      await playUntil(second, stats, 12);
      const madeInSecond = await shownMoves(second);
      expect(madeInSecond).toBeGreaterThan(madeInFirst ?? 0);
      expect(await savedMoves(second)).toBe(madeInSecond);
      await first.locator('[data-take-over]').click();
      await first.locator('[data-cover]').waitFor();
      expect(await shownMoves(first)).toBe(madeInSecond);
      await second.locator('[data-open-elsewhere]').waitFor();
      expect(await gameShown(second)).toEqual(NOTHING);
      expect(stats.refused).toBe(0);
      expect(errors).toEqual([]);
      await first.context().close();
    },
    TIMEOUT,
  );

  it(
    'a new game started in a second tab stops the first tab from writing over it',
    async () => {
      const { page: first } = await newPage(site, 'desktop');
      await first.locator('[data-players="2"]').check({ force: true });
      await first.locator('[data-seat-kind="1"]').selectOption('human');
      await first.locator('[data-start]').click();
      await playUntil(first, noStats(), 3);

      const second = await first.context().newPage();
      await second.goto(site.url);
      await second.locator('[data-players="2"]').check({ force: true });
      await second.locator('[data-seat-kind="1"]').selectOption('heuristic');
      await second.locator('[data-start]').click();
      await second.locator('.prompt.mine').waitFor();
      await first.locator('[data-open-elsewhere]').waitFor();
      const saved = await second.evaluate(() => localStorage.getItem('tnt.current'));
      expect(saved).toContain('"bot":"heuristic"');
      await first.context().close();
    },
    TIMEOUT,
  );
});

describe('a local game with storage blocked', () => {
  it(
    'still plays: nothing is saved, and nothing says the game is open elsewhere',
    async () => {
      const context = await browser.newContext({
        viewport: VIEWPORTS.desktop,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => {
        localStorage.setItem('tnt.pace', '0');
        // As in a private window whose storage is full or refused.
        Storage.prototype.setItem = () => {
          throw new DOMException('storage is blocked', 'QuotaExceededError');
        };
      });
      const page = await context.newPage();
      await page.goto(host.url);
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
      await page.locator('[data-start]').click();
      const stats = noStats();
      await playUntil(page, stats, 8);
      expect(stats.decisions).toBe(8);
      expect(await page.locator('[data-open-elsewhere]').count()).toBe(0);
      expect(await savedMoves(page)).toBeNull();
      await context.close();
    },
    TIMEOUT,
  );
});

describe('the installed client, offline', () => {
  it(
    'after one visit, reloads with no network and plays a game against bots',
    async () => {
      const context: BrowserContext = await browser.newContext({
        viewport: VIEWPORTS.phone,
        locale: 'en-GB',
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => {
        localStorage.setItem('tnt.pace', '0');
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(host.url);
      await page.locator('[data-start]').waitFor();
      // The service worker has kept every file and controls the page (within 20 s: a hang is
      // no answer).
      const controlled = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            setTimeout(() => {
              resolve(false);
            }, 20_000);
            void navigator.serviceWorker.ready.then(() => {
              if (navigator.serviceWorker.controller !== null) resolve(true);
              navigator.serviceWorker.addEventListener('controllerchange', () => {
                resolve(true);
              });
            });
          }),
      );
      expect(controlled).toBe(true);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link === null ? null : ((await (await fetch(link.href)).json()) as unknown);
      });
      expect(manifest).toMatchObject({ name: 'Thurn und Taxis', display: 'standalone' });

      // No network, and no server either.
      await context.setOffline(true);
      serving = false;
      await host.close();
      await page.reload();
      // The online panel says the device is offline (not that there is no server), and offers to
      // try again.
      const panel = page.locator('.panel.online');
      await panel.getByText('This device is offline.', { exact: false }).waitFor();
      expect(await panel.locator('[data-reconnect]').count()).toBe(1);
      await page.locator('[data-players="4"]').check({ force: true });
      for (const seat of [1, 2, 3]) {
        await page.locator(`[data-seat-kind="${seat}"]`).selectOption('heuristic');
      }
      await page.locator('[data-start]').click();
      await page.locator('.prompt.mine').waitFor();
      const stats = noStats();
      await playUntil(page, stats, 20);
      await shot(page, 'offline-bots-phone');
      expect(stats.decisions).toBe(20);
      expect(stats.refused).toBe(0);
      // The bots moved too: more moves than this player's own decisions.
      expect(await shownMoves(page)).toBeGreaterThan(20);
      // An online game's page says plainly that the device is offline.
      await page.evaluate(() => {
        location.hash = '#/online/Xr4k2mPq9aBc';
      });
      await page.getByText('This device is offline.', { exact: false }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});
