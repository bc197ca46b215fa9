/**
 * Power and Glory's horse marks on the cards, in a real Chromium at phone (390 x 844) and desktop
 * (1280 x 720) size: on every card of the display and the hand, the horses lie clear of the city's
 * name and of the province's name (as the board's labels lie clear of each other), and the players'
 * panel names the expansions' pieces rather than showing bare glyphs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site } from './harness.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 720 },
} as const;

/** Cards whose horse marks overlap their city's or province's name, with the names overlapped. */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const intersect = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      b.width > 0 &&
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    const found: string[] = [];
    let checked = 0;
    for (const card of Array.from(document.querySelectorAll('[data-card]'))) {
      const horses = card.querySelector('.card-horses')?.getBoundingClientRect();
      if (horses === undefined) continue;
      checked++;
      for (const part of Array.from(card.querySelectorAll('.card-name, .card-province'))) {
        const box = part.getBoundingClientRect();
        // A part the layout hides (a small screen drops the province) covers nothing.
        if (getComputedStyle(part).display !== 'none' && intersect(horses, box))
          found.push(`${card.getAttribute('data-card')}: ${part.textContent}`);
      }
    }
    return { checked, found };
  });

describe("Power and Glory's horse marks", () => {
  for (const [name, size] of Object.entries(SIZES)) {
    it(`never cover a city's or a province's name at ${name} size`, async () => {
      const { page, errors } = await newPage(site, name === 'phone' ? 'phone' : 'desktop');
      await page.setViewportSize(size);
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
      await page.locator('[data-expansion="power-and-glory"]').check();
      await page.locator('[data-start]').click();
      await page.locator('.prompt.mine').waitFor();
      const { checked, found } = await overlaps(page);
      expect(checked).toBeGreaterThanOrEqual(6);
      expect(found).toEqual([]);
      await shot(page, `pieces-${name}-horses`);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
