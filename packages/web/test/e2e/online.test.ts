/**
 * A whole online game in a real Chromium, between two browser contexts (two people with their
 * own storage, so their own identities) on the real game server, at phone (360 x 740) and
 * desktop (1280 x 800) size. Anna signs in, creates a game for two people and gets the
 * invitation link; Ben opens the link, gives his name and takes the free seat in one step. Each plays only their
 * own decisions through the page. After ten of Ben's decisions his page is reloaded: it must come
 * back into the same game, showing the same state, and play on. Both screens end on the same
 * final scores. Screenshots go to test-output/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { noStats, playUntil } from './player.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite(serveGame);
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const GAME_TIMEOUT = 240_000;
/** Ben's decisions before his page is reloaded: a few turns into the game. */
const BEFORE_RELOAD = 10;

/** Makes an identity through the page's own form (start page, or a watched game's page). */
async function signIn(page: Page, name: string): Promise<void> {
  const form = page.locator('form.sign-in');
  await form.locator('input').fill(name);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
}

/**
 * What a player's screen shows of the game, read off the page: moves made, the step, the hand,
 * the route, the display, every player's panel, and each city's name plate (its houses).
 */
const screenState = (page: Page) =>
  page.evaluate(() => {
    const attrs = (selector: string, name: string): (string | null)[] =>
      Array.from(document.querySelectorAll(selector), (e) => e.getAttribute(name));
    return {
      seq: document.querySelector('.game-page')?.getAttribute('data-seq'),
      step: document.querySelector('.prompt')?.getAttribute('data-step'),
      mine: document.querySelector('.prompt.mine') !== null,
      hand: attrs('[data-hand] [data-card]', 'data-card'),
      route: attrs('.route-panel [data-card]', 'data-card'),
      display: attrs('[data-slot]', 'data-card'),
      players: document.querySelector('[data-strip]')?.textContent,
      cities: attrs('[data-city]', 'aria-label'),
    };
  });

/** The final score sheet as a person reads it: one line of text per row, and the winner. */
const finalScores = (page: Page) =>
  page.evaluate(() => ({
    rows: Array.from(document.querySelectorAll('.scores tbody tr'), (tr) =>
      Array.from(tr.children, (td) => td.textContent.trim()).join(' | '),
    ),
    winner: document.querySelector('.winner')?.textContent.trim(),
  }));

describe('an online game between two browsers', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `is played to the final scores at ${viewport} size, one page reloaded mid-game`,
      async () => {
        const started = Date.now();
        const anna = await newPage(site, viewport);
        await signIn(anna.page, 'Anna');
        await anna.page.locator('[data-online="true"]').check();
        await anna.page.locator('[data-players="2"]').check({ force: true });
        await anna.page.locator('[data-seat-kind="1"]').selectOption('human');
        await anna.page.locator('[data-start]').click();
        const invite = anna.page.locator('.invite input');
        await invite.waitFor();
        const link = await invite.inputValue();
        expect(link).toMatch(new RegExp(`^${site.url}game/[\\w-]+$`));
        await shot(anna.page, `online-${viewport}-1-invite`);

        // Ben's own browser: the invitation opens the game, which he watches until he joins, in
        // one step: his name and Join.
        const ben = await newPage(site, viewport, link);
        await ben.page.locator('form.invitation').waitFor();
        await shot(ben.page, `online-${viewport}-2-join`);
        await ben.page.locator('form.invitation input').fill('Ben');
        await ben.page.locator('[data-join]').click();
        await ben.page.locator('[data-hand]').waitFor();
        await anna.page.locator('.invite').waitFor({ state: 'detached' });
        expect(await ben.page.locator('[data-strip]').textContent()).toMatch(/Anna.*Ben/);

        // Both play at once, each only their own decisions; Ben stops on a decision of his own.
        const annaStats = noStats();
        const benStats = noStats();
        const annaPlays = playUntil(anna.page, annaStats, 4000);
        expect(await playUntil(ben.page, benStats, BEFORE_RELOAD)).toBe(false);
        const before = await screenState(ben.page);
        expect(before.mine).toBe(true);
        expect(before.hand.length).toBeGreaterThan(0);

        await ben.page.reload();
        await ben.page.locator('.prompt.mine').waitFor();
        await expect(screenState(ben.page)).resolves.toEqual(before);
        await shot(ben.page, `online-${viewport}-3-after-reload`);

        expect(await playUntil(ben.page, benStats, 4000)).toBe(true);
        expect(await annaPlays).toBe(true);
        for (const { page } of [anna, ben]) await page.locator('[data-scores]').waitFor();
        await shot(anna.page, `online-${viewport}-4-final-anna`);
        await shot(ben.page, `online-${viewport}-5-final-ben`);

        const scores = await finalScores(anna.page);
        expect(scores.rows).toHaveLength(2);
        expect(scores.winner).toMatch(/(Anna|Ben) wins/);
        expect(await finalScores(ben.page)).toEqual(scores);
        // Every decision was made by its owner through the page, none refused, no cover online.
        expect(benStats.decisions).toBeGreaterThan(BEFORE_RELOAD);
        expect(annaStats.decisions).toBeGreaterThan(BEFORE_RELOAD);
        for (const stats of [annaStats, benStats]) {
          expect(stats.uncovered).toBe(0);
          expect(stats.refused).toBe(0);
        }
        expect(anna.errors).toEqual([]);
        expect(ben.errors).toEqual([]);
        console.log(
          `online game at ${viewport} size: ${annaStats.decisions} + ${benStats.decisions} decisions,`,
          `${Math.round((Date.now() - started) / 1000)} s`,
        );
        await anna.page.context().close();
        await ben.page.context().close();
      },
      GAME_TIMEOUT,
    );
  }
});
