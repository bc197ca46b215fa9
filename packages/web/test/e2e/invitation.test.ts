/**
 * An invitation in one step, in a real Chromium on the real game server, at phone (390 x 844) and
 * desktop (1280 x 720) size. Anna signs in and makes a game "with friends": her own seat shows her
 * signed-in name, the other seat defaults to a friend (not a bot), "Pace" and "Time per turn" are
 * labels of their own, and a day is "1 day". Ben opens the link in his own browser: the page says
 * "Anna invites you: Thurn und Taxis, 2 players, The Princess’ Messenger", offers his last name in
 * the name field, refuses a name of only spaces with "Please enter a name", and one Join seats
 * him. The invitation passes the axe scan, does not scroll sideways, and its button is a full
 * target. Screenshots go to test-output/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site } from './harness.ts';
import { serveGame } from './game-server.ts';
import { seriousViolations } from './axe.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite(serveGame);
}, 120_000);

afterAll(async () => {
  await site.close();
});

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 720 },
} as const;

async function signIn(page: Page, name: string): Promise<void> {
  const form = page.locator('form.sign-in');
  await form.locator('input').fill(name);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
}

const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('an invitation in one step', () => {
  for (const [name, size] of Object.entries(SIZES)) {
    it(`seats the invited friend with a name and one Join at ${name} size`, async () => {
      const anna = await newPage(site, name === 'phone' ? 'phone' : 'desktop');
      await anna.page.setViewportSize(size);
      await signIn(anna.page, 'Anna');
      await anna.page.locator('[data-online="true"]').check();
      await anna.page.locator('[data-players="2"]').check({ force: true });
      // My seat under my signed-in name; the other a friend by default.
      const mine = anna.page.locator('[data-seat-name="0"]');
      expect(await mine.inputValue()).toBe('Anna');
      expect(await mine.getAttribute('readonly')).not.toBeNull();
      expect(await anna.page.locator('[data-seat-kind="1"]').inputValue()).toBe('human');
      // "Pace" and "Time per turn": two labels, one above the other, and "1 day", not "1 days".
      const fields = anna.page.locator('.online-options .field');
      expect(await fields.count()).toBe(2);
      const [pace, time] = [await fields.nth(0).boundingBox(), await fields.nth(1).boundingBox()];
      expect(pace!.y + pace!.height).toBeLessThanOrEqual(time!.y);
      expect(await fields.nth(1).locator('option').allTextContents()).toContain('1 day');
      await anna.page.locator('[data-expansion="messenger"]').check();
      await anna.page.locator('[data-start]').click();
      const invite = anna.page.locator('.invite input');
      await invite.waitFor();
      const link = await invite.inputValue();

      // Ben's browser knows his name from an earlier game.
      const ben = await newPage(site, name === 'phone' ? 'phone' : 'desktop', site.url);
      await ben.page.setViewportSize(size);
      await ben.page.evaluate(() => {
        localStorage.setItem('tnt.name', 'Ben');
      });
      await ben.page.goto(link);
      const card = ben.page.locator('[data-invitation]');
      await card.waitFor();
      await expect
        .poll(() => card.locator('h2').textContent())
        .toBe('Anna invites you: Thurn und Taxis, 2 players, The Princess’ Messenger');
      const field = card.locator('form.invitation input');
      expect(await field.inputValue()).toBe('Ben');
      await card.scrollIntoViewIfNeeded();
      await shot(ben.page, `invitation-${name}-1`);
      expect(await seriousViolations(ben.page)).toEqual([]);
      expect(await scrollsSideways(ben.page)).toBe(false);
      const join = card.locator('[data-join]');
      const box = await join.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await field.fill('   ');
      await join.click();
      await expect
        .poll(() => card.locator('[role="alert"]').textContent())
        .toBe('Please enter a name');
      await field.fill('Ben');
      await join.click();
      await ben.page.locator('[data-hand]').waitFor();
      await anna.page.locator('.invite').waitFor({ state: 'detached' });
      expect(await ben.page.locator('[data-strip]').textContent()).toMatch(/Anna.*Ben/);
      await shot(ben.page, `invitation-${name}-2-seated`);
      expect(anna.errors).toEqual([]);
      expect(ben.errors).toEqual([]);
    }, 240_000);
  }
});
