/**
 * The tutorial in a real Chromium, at phone (360 x 740, and 390 x 844 for the table)
 * and desktop (1280 x 800) size: a newcomer is offered the lessons on the start page and opens
 * them; the first lesson is played by making its moves on the table (the face-up cards, a card
 * in hand, the prompt's buttons, cities on the map); a move the lesson does not teach is explained
 * in its words and one the rules forbid in the engine's, and neither changes the table; a reload
 * comes back at the same step; the finished lesson is marked on the list, after a reload too; in
 * German the list and the next lesson speak German. At each place the page has no horizontal
 * scroll, the lesson's panel lies clear of the parts of the table, and an axe-core scan finds no
 * serious or critical violation. Then every lesson is played to its end through the page, by a
 * learner who makes the moves the table lights, and the list marks them all done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { seriousViolations } from './axe.ts';
import { checkAt } from './table-check.ts';
import { LESSONS } from '../../src/tutorial/lessons/index.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const TIMEOUT = 180_000;

/** Moves the lesson's table shows (its log's length). */
const shownMoves = async (page: Page): Promise<number> =>
  Number(await page.locator('.game-page').getAttribute('data-seq'));

/** Waits until the lesson's panel shows step `n` (1-based), the other seats' moves made. */
async function atStep(page: Page, n: number): Promise<void> {
  await page.locator(`.lesson-panel[data-lesson-step="${n - 1}"]`).waitFor();
  await page.locator('.prompt.mine').waitFor();
}

/**
 * Makes a move by clicking its target, and waits until it lands. A city on a small map may first
 * zoom the map in (two targets within a finger's reach): the click is then made again. A card that
 * fits both ends of the route is placed by clicking the end it joins; after Harness or Start anew,
 * the lit card is clicked.
 */
async function make(page: Page, selector: string): Promise<void> {
  const before = await shownMoves(page);
  for (let tries = 0; tries < 3; tries++) {
    await page.locator(selector).first().click();
    // A card that fits both ends of the route waits for the end it joins: the learner taps a lit
    // end. After Harness (or Start anew) the next card tapped is the move: the lit card.
    const mode = await page.locator('.game-page').getAttribute('data-mode');
    if (mode === 'place') {
      await page.locator('.route-panel [data-end][data-legal="true"]').first().click();
    } else if (mode === 'horses' || mode === 'anew') {
      await page.locator('[data-hand] [data-legal="true"]').first().click();
    }
    const landed = await page
      .waitForFunction(
        (seq) => Number(document.querySelector('.game-page')?.getAttribute('data-seq')) > seq,
        before,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (landed) return;
  }
  throw new Error(`${selector} made no move`);
}

/** The lesson's panel clear of every part of the table, in the viewport, with no sideways scroll. */
const panelClear = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > innerWidth + 1) problems.push(`scrolls sideways: ${root.scrollWidth}`);
    const panel = document.querySelector('.lesson-panel')?.getBoundingClientRect();
    if (panel === undefined) return ['no lesson panel'];
    if (panel.top < 0 || panel.left < 0 || panel.right > innerWidth || panel.bottom > innerHeight)
      problems.push('the lesson panel leaves the viewport');
    const parts = [
      '.prompt',
      '.board-frame',
      '[data-strip]',
      '.display-panel',
      '.hand-panel',
      '.route-panel',
      '.officials-panel',
    ];
    for (const selector of parts) {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      if (r === undefined) continue;
      const w = Math.min(panel.right, r.right) - Math.max(panel.left, r.left);
      const h = Math.min(panel.bottom, r.bottom) - Math.max(panel.top, r.top);
      if (w > 1 && h > 1) problems.push(`the lesson panel covers ${selector}`);
    }
    return problems;
  });

const refusal = (page: Page) => page.locator('.prompt .error-note');

/** Every target the table lights: in a lesson, exactly the moves the step teaches. */
const LIT = [
  '.chooser [data-legal="true"]',
  '.prompt [data-legal="true"]',
  '[data-slot][data-legal="true"]',
  '[data-supply][data-legal="true"]',
  '[data-hand] [data-legal="true"]',
  '[data-harness][data-legal="true"]',
  '[data-start-anew][data-legal="true"]',
  '[data-official][data-legal="true"]',
  '[data-city][data-legal="true"]',
].join(', ');

/**
 * Plays the lesson open on the page to its end as a learner who follows it: presses Continue
 * where a step is read, else makes the move the table lights. Returns the moves made.
 */
async function followLesson(page: Page, id: string): Promise<number> {
  let moves = 0;
  for (;;) {
    await page.waitForFunction(
      () =>
        document.querySelector('[data-lesson-complete]') !== null ||
        document.querySelector('[data-lesson-continue]:not([aria-disabled])') !== null ||
        (document.querySelector('.prompt.mine') !== null &&
          document.querySelector('.game-page [data-legal="true"]') !== null),
    );
    if ((await page.locator('[data-lesson-complete]').count()) > 0) return moves;
    const next = page.locator('[data-lesson-continue]:not([aria-disabled])');
    if ((await next.count()) > 0) {
      const step = await page.locator('.lesson-panel').getAttribute('data-lesson-step');
      await next.click();
      await page.locator(`.lesson-panel:not([data-lesson-step="${step}"])`).waitFor();
      continue;
    }
    await make(page, LIT);
    expect(await refusal(page).count(), `${id}: a lit move refused`).toBe(0);
    moves++;
  }
}

describe('the tutorial', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `plays every lesson to its end through the page at ${viewport} size`,
      async () => {
        const { page, errors } = await newPage(site, viewport);
        for (const lesson of LESSONS) {
          await page.goto(`${site.url}#/learn/${lesson.id}`);
          await page.locator(`.lesson-panel[data-lesson="${lesson.id}"]`).waitFor();
          expect(await followLesson(page, lesson.id), lesson.id).toBeGreaterThan(0);
          expect(await panelClear(page), lesson.id).toEqual([]);
        }
        await shot(page, `tutorial-${viewport}-6-last-lesson`);
        await page.goto(`${site.url}#/learn`);
        await expect(
          page.locator('[data-lessons-done]').getAttribute('data-lessons-done'),
        ).resolves.toBe(String(LESSONS.length));
        expect(await page.locator('[data-lesson-item][data-done="true"]').count()).toBe(
          LESSONS.length,
        );
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }

  for (const viewport of VIEWPORTS) {
    it(
      `teaches the first lesson at ${viewport} size and keeps the progress`,
      async () => {
        const { page, errors } = await newPage(site, viewport);
        const scan: string[] = [];

        // A newcomer is offered the lessons.
        const offer = page.locator('[data-learn="offer"]');
        await offer.waitFor();
        await shot(page, `tutorial-${viewport}-1-offer`);
        scan.push(...(await seriousViolations(page)).map((v) => `start: ${v}`));
        await offer.locator('[data-learn-open]').click();
        await page.locator('[data-lesson-item="turn"]').waitFor();
        scan.push(...(await seriousViolations(page)).map((v) => `list: ${v}`));
        await page.locator('[data-tutorial-go="turn"]').click();

        // Step 1: the two cards of the first turn. The supply is not what this step teaches.
        await atStep(page, 1);
        expect(await page.locator('.lesson-say').textContent()).toContain('take Stuttgart');
        expect(await panelClear(page)).toEqual([]);
        scan.push(...(await seriousViolations(page)).map((v) => `lesson: ${v}`));
        await shot(page, `tutorial-${viewport}-2-lesson`);
        const display = await page
          .locator('[data-slot]')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
        await page.locator('[data-supply]').click();
        await expect(refusal(page).getAttribute('data-error')).resolves.toBe('ERR_LESSON_MOVE');
        expect(await refusal(page).textContent()).toContain('Now: Take face-up card 1.');
        await shot(page, `tutorial-${viewport}-3-wrong-move`);
        // Nothing changed: the same cards face up, no card in hand.
        await expect(
          page
            .locator('[data-slot]')
            .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))),
        ).resolves.toEqual(display);
        expect(await page.locator('[data-hand] [data-card]').count()).toBe(0);
        await make(page, '[data-slot="0"][data-legal="true"]');
        await make(page, '[data-slot="1"][data-legal="true"]');

        // Step 2: start the route; closing a route of one city is refused by the rules.
        await atStep(page, 2);
        await make(page, '[data-hand] [data-card="Stuttgart"][data-legal="true"]');
        // A button the rules do not allow now is aria-disabled, yet explains itself when pressed.
        await page.locator('.prompt [data-move="close"]').click({ force: true });
        await expect(refusal(page).getAttribute('data-error')).resolves.toBe('ERR_ROUTE_TOO_SHORT');
        expect(await refusal(page).textContent()).toContain('at least 3 cities');
        await make(page, '.prompt [data-move="end turn"][data-legal="true"]');

        // Anna moves; step 3 comes, and a reload comes back to it.
        await atStep(page, 3);
        await page.reload();
        await atStep(page, 3);
        expect(await page.locator('.route-panel [data-card]').count()).toBe(1);
        await make(page, '[data-slot="0"][data-legal="true"]');
        await make(page, '[data-hand] [data-card="Ulm"][data-legal="true"]');
        await make(page, '.prompt [data-move="end turn"][data-legal="true"]');

        // Step 4: the supply, then Würzburg at the left end.
        await atStep(page, 4);
        await make(page, '[data-supply][data-legal="true"]');
        await make(page, '[data-hand] [data-card="Würzburg"][data-legal="true"]');

        // Step 5: close, and houses in Stuttgart and Ulm, picked on the map.
        await atStep(page, 5);
        await make(page, '.prompt [data-move="close"][data-legal="true"]');
        await make(page, '[data-city="Stuttgart"][data-legal="true"]');
        await make(page, '[data-city="Ulm"][data-legal="true"]');

        // Step 6: the carriage; step 7 is read.
        await atStep(page, 6);
        await make(page, '.prompt [data-move="carriage take"][data-legal="true"]');
        await atStep(page, 7);
        await page.locator('[data-lesson-continue]').click();
        await page.locator('[data-lesson-complete]').waitFor();
        await shot(page, `tutorial-${viewport}-4-done`);

        // The table at the brief's phone size: whole, and the panel clear of it.
        if (viewport === 'phone') {
          const table = await checkAt(page, 'phone-390x844');
          expect(table.problems).toEqual([]);
          expect(await panelClear(page)).toEqual([]);
        }

        // The list marks the lesson done, after a reload too.
        await page.locator('[data-lesson-all]').click();
        await page.locator('[data-lesson-item="turn"][data-done="true"]').waitFor();
        await page.reload();
        await page.locator('[data-lesson-item="turn"][data-done="true"]').waitFor();
        await expect(
          page.locator('[data-lessons-done]').getAttribute('data-lessons-done'),
        ).resolves.toBe('1');

        // In German: the list, and the next lesson's words.
        await page.locator('[data-lang]').selectOption('de');
        await expect(page.locator('.tutorial-page h1').textContent()).resolves.toBe(
          'Spielen lernen',
        );
        await expect(
          page.locator('[data-lesson-item="houses"] strong').textContent(),
        ).resolves.toBe('Häuser');
        await page.locator('[data-tutorial-go="houses"]').click();
        await page.locator('.lesson-panel[data-lesson="houses"]').waitFor();
        expect(await page.locator('.lesson-say').textContent()).toContain(
          'Wer eine Route abschließt',
        );
        expect(await page.locator('#lesson-title').textContent()).toBe('Lektion 2: Häuser');
        scan.push(...(await seriousViolations(page)).map((v) => `German lesson: ${v}`));
        await shot(page, `tutorial-${viewport}-5-german`);

        // Back on the start page the offer has become a quiet link to the lesson under way.
        await page.goto(site.url);
        await page.locator('[data-learn="link"]').waitFor();
        expect(await page.locator('[data-learn="offer"]').count()).toBe(0);

        expect(scan).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }
});
