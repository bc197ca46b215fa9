/**
 * The table's words in a real Chromium: default seat names follow the seat's kind and the
 * language (also after switching back), and a finished game's score sheet, with its chart of the
 * scores over the game, fits a phone without sideways scrolling. The finished game is played here
 * by random players through the engine and handed to the page as the game under way in this
 * browser, so the page opens on its final scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, makeRecord, play, playerView, type Move } from '@tnt/engine';
import { createBot } from '@tnt/bots';
import { newPage, openSite, shot, type Site } from './harness.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

/** A whole game between random players, as a saved record with named seats. */
function finishedRecord(): unknown {
  const setup = {
    options: { players: 4, expansions: ['messenger' as const, 'offices' as const] },
    seed: 'clarity e2e',
  };
  const made = createGame(setup);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const bot = createBot({ kind: 'random', seed: 'clarity' });
  const moves: { seat: number; move: Move }[] = [];
  for (;;) {
    const view = playerView(state, null);
    if (view.decision === null) break;
    const seat = view.decision.seat;
    const move = bot.choose(playerView(state, seat)).move;
    const next = play(state, seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat, move });
  }
  const names = ['Annalena', 'Bartholomäus', 'Costanza', 'Dietrich'];
  return { ...makeRecord(setup, moves), seats: names.map((name) => ({ name, bot: null })) };
}

describe('the start page names seats', () => {
  it('by their kind and the language shown, also after switching back', async () => {
    const { page, errors } = await newPage(site, 'desktop');
    const name = page.locator('[data-seat-row="1"] input');
    await expect(name.inputValue()).resolves.toBe('Bot 2');
    await page.locator('[data-seat-kind="1"]').selectOption('human');
    await expect(name.inputValue()).resolves.toBe('Player 2');
    await page.locator('[data-lang]').selectOption('de');
    await expect(name.inputValue()).resolves.toBe('Spieler 2');
    await page.locator('[data-lang]').selectOption('en');
    await expect(name.inputValue()).resolves.toBe('Player 2');
    // A typed name stays whatever the seat's kind.
    await name.fill('Anna');
    await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
    await expect(name.inputValue()).resolves.toBe('Anna');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the final score sheet', () => {
  it('fits a phone without sideways scrolling, with its chart drawn', async () => {
    const record = finishedRecord();
    const { page, errors } = await newPage(site, 'phone');
    await page.evaluate((saved) => {
      localStorage.setItem('tnt.current', JSON.stringify(saved));
    }, record);
    await page.goto(`${site.url}#/game`);
    await page.locator('[data-scores]').waitFor();
    await page.locator('[data-score-chart] [data-drawn="true"]').waitFor();
    await shot(page, 'clarity-phone-final-scores');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      sheet: document.querySelector('[data-scores]')!.scrollWidth,
      sheetBox: document.querySelector('[data-scores]')!.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.sheet).toBeLessThanOrEqual(widths.sheetBox);
    // Four seats, each with its carriage points, tiles, houses, Messenger, chips and total.
    await expect(page.locator('.scores tbody tr').count()).resolves.toBe(4);
    await expect(page.locator('.scores').textContent()).resolves.toContain('Carriage points');
    await expect(
      page.locator('.scores canvas, [data-score-chart] canvas').count(),
    ).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
