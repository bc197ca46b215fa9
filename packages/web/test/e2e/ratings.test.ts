/**
 * Ratings in a real Chromium on the real game server, at phone (360 x 740) and
 * desktop (1280 x 800) size:
 * - two browser contexts play a ranked game to the end through their pages; both see the rating
 *   changes under the final scores, both profiles show the new ratings (beside the bots'), and
 *   the leaderboard lists neither yet (one rated game each: both provisional);
 * - a ranked game against a bot is played to the end, and the player's profile shows it;
 * - "Play now" in two contexts seats both at one ranked table; one leaves it for good;
 * - an account is deleted: its owner is signed out, the old profile shows an anonymous name and
 *   the games stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { noStats, playUntil } from './player.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite((dist) =>
    serveGame(dist, { rateLimit: { burst: 10_000, perSecond: 10_000 } }),
  );
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const GAME_TIMEOUT = 300_000;

async function signIn(page: Page, name: string): Promise<string> {
  const form = page.locator('form.sign-in');
  await form.locator('input').fill(name);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('tnt.identity') ?? '{}') as { id: string }).id,
  );
}

/** Creates a ranked online game for two on the start page: seat 2 a person or a bot level. */
async function createRanked(page: Page, second: string): Promise<void> {
  await page.locator('[data-online="true"]').check();
  await page.locator('[data-players="2"]').check({ force: true });
  await page.locator('[data-seat-kind="1"]').selectOption(second);
  await page.locator('[data-ranked-option="true"]').check();
  await page.locator('[data-start]').click();
}

/** The displayed rating on a profile's two-player line, once the profile shows one. */
async function ratingOn(page: Page, id: string): Promise<number> {
  await page.goto(`${site.url}#/player/${id}`);
  // The profile shown until the new one has loaded is the last one: wait for this player's.
  const line = page.locator(`[data-profile="${id}"] [data-rating-ladder="2"] [data-rating]`);
  await line.waitFor();
  return Number(await line.getAttribute('data-rating'));
}

describe('ranked games in the browser', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `two people play a ranked game to the end and see the ratings change at ${viewport} size`,
      async () => {
        const anna = await newPage(site, viewport);
        const annaId = await signIn(anna.page, `Anna ${viewport}`);
        await createRanked(anna.page, 'human');
        const invite = anna.page.locator('.invite input');
        await invite.waitFor();
        await anna.page.locator('[data-ranked="true"]').waitFor();
        const link = await invite.inputValue();

        const ben = await newPage(site, viewport, link);
        await ben.page.locator('form.invitation input').fill(`Ben ${viewport}`);
        await ben.page.locator('[data-join]').click();
        await ben.page.locator('[data-hand]').waitFor();
        const benId = await ben.page.evaluate(
          () => (JSON.parse(localStorage.getItem('tnt.identity') ?? '{}') as { id: string }).id,
        );

        const [annaStats, benStats] = [noStats(), noStats()];
        const plays = [playUntil(anna.page, annaStats, 4000), playUntil(ben.page, benStats, 4000)];
        expect(await Promise.all(plays)).toEqual([true, true]);
        for (const { page } of [anna, ben]) {
          await page.locator('[data-rating-changes] [data-change-seat]').first().waitFor();
        }
        await shot(anna.page, `ratings-${viewport}-1-changes`);
        const changes = await anna.page
          .locator('[data-rating-changes] li')
          .evaluateAll((items) => items.map((li) => li.textContent.trim()));
        expect(changes).toHaveLength(2);
        for (const text of changes) expect(text).toMatch(/^.+: 1000 → \d+/);

        const annaRating = await ratingOn(anna.page, annaId);
        const benRating = await ratingOn(anna.page, benId);
        expect(annaRating).not.toBe(benRating);
        expect(annaRating + benRating).toBeGreaterThan(1500);
        // The bots' ratings stand beside a person's: "you 1,480, hard bot 1,620".
        await anna.page.locator('[data-bots-beside]').waitFor();
        expect(await anna.page.locator('[data-recent]').count()).toBe(1);
        await shot(anna.page, `ratings-${viewport}-2-profile`);
        expect(await ratingOn(ben.page, benId)).toBe(benRating);

        // Provisional after one rated game (fewer than five, and new identities): the people's
        // board does not list them yet; the bots' board does list the bots.
        await anna.page.goto(`${site.url}#/leaderboard`);
        await anna.page.locator('[data-entry]').first().waitFor();
        await anna.page.locator('[data-people-only]').check();
        await anna.page.locator('[data-entry], .ratings-page p.muted').first().waitFor();
        const order = await anna.page
          .locator('[data-entry]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entry')));
        expect(order).not.toContain(annaId);
        expect(order).not.toContain(benId);
        await shot(anna.page, `ratings-${viewport}-3-leaderboard`);
        expect(anna.errors).toEqual([]);
        expect(ben.errors).toEqual([]);
        await anna.page.context().close();
        await ben.page.context().close();
      },
      GAME_TIMEOUT,
    );

    it(
      `a ranked game against a bot is played to the end and rated at ${viewport} size`,
      async () => {
        const cleo = await newPage(site, viewport);
        const id = await signIn(cleo.page, `Cleo ${viewport}`);
        await createRanked(cleo.page, 'heuristic');
        await cleo.page.locator('[data-hand]').waitFor();
        expect(await playUntil(cleo.page, noStats(), 4000)).toBe(true);
        await cleo.page.locator('[data-rating-changes] [data-change-seat]').first().waitFor();
        // Cleo is provisional: her rating moves, the bot's does not move against her.
        const lines = await cleo.page.locator('[data-rating-changes] li').count();
        expect(lines).toBe(1);
        const rating = await ratingOn(cleo.page, id);
        expect(rating).not.toBe(1000);
        await cleo.page.locator('[data-recent]').waitFor();
        expect(cleo.errors).toEqual([]);
        await cleo.page.context().close();
      },
      GAME_TIMEOUT,
    );

    it(`"Play now" seats two browsers at one ranked table at ${viewport} size`, async () => {
      const dana = await newPage(site, viewport);
      const erik = await newPage(site, viewport);
      await signIn(dana.page, `Dana ${viewport}`);
      await signIn(erik.page, `Erik ${viewport}`);
      for (const { page } of [dana, erik]) {
        await page.locator('[data-queue-bots]').uncheck();
        await page.locator('[data-queue-start]').click();
      }
      await shot(dana.page, `ratings-${viewport}-4-queue`);
      for (const { page } of [dana, erik]) {
        await page.waitForURL(/#\/online\/[\w-]+$/);
        await page.locator('[data-ranked="true"]').waitFor();
      }
      expect(new URL(dana.page.url()).hash).toBe(new URL(erik.page.url()).hash);
      // Dana leaves the game for good: a bot plays her seat from now on.
      await dana.page.locator('[data-leave]').click();
      await dana.page.locator('[data-leave-confirm]').click();
      await dana.page.locator('.ranked-bar .hint').waitFor();
      await shot(dana.page, `ratings-${viewport}-5-left`);
      expect(dana.errors).toEqual([]);
      expect(erik.errors).toEqual([]);
      await dana.page.context().close();
      await erik.page.context().close();
    });

    it(
      `deletes an account, whose games stay under an anonymous name, at ${viewport} size`,
      async () => {
        const fritz = await newPage(site, viewport);
        const id = await signIn(fritz.page, `Fritz ${viewport}`);
        await createRanked(fritz.page, 'heuristic');
        await fritz.page.locator('[data-hand]').waitFor();
        expect(await playUntil(fritz.page, noStats(), 4000)).toBe(true);
        await fritz.page.locator('[data-rating-changes] [data-change-seat]').first().waitFor();
        await fritz.page.goto(`${site.url}#/account`);
        await fritz.page.locator('[data-delete-account]').click();
        await fritz.page.locator('[data-delete-confirm]').click();
        await fritz.page.locator('form.sign-in').waitFor();
        const stored = await fritz.page.evaluate(() => localStorage.getItem('tnt.identity'));
        expect(stored).toBeNull();
        await fritz.page.goto(`${site.url}#/player/${id}`);
        await expect
          .poll(() => fritz.page.locator('[data-profile-name]').textContent())
          .toBe('Deleted player');
        await fritz.page.locator('[data-recent]').waitFor();
        await shot(fritz.page, `ratings-${viewport}-6-deleted`);
        expect(fritz.errors).toEqual([]);
        await fritz.page.context().close();
      },
      GAME_TIMEOUT,
    );
  }
});
