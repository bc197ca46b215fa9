/**
 * Playing with the keyboard only: Tab moves the focus, one control at a time, to the control that
 * makes a move, and Enter or Space presses it. Each control reached is
 * checked to show where the focus is (its focus ring, or a city's gold plate on the board).
 */
import { moveToText, type Move } from '@tnt/engine';
import type { Locator, Page } from 'playwright-core';
import { awaitInPage } from './player.ts';

/** Most Tab presses from one control to the next: more means the control is out of reach. */
const MAX_TABS = 300;

/** Tabs to `target` (waiting for it to be in the page first); false if Tab never reaches it. */
export async function tabTo(page: Page, target: Locator): Promise<boolean> {
  const handle = await target.elementHandle();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

/** Whether the focused element shows it: a visible outline, or the board's focused city plate. */
export const focusShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el === null || !el.matches(':focus-visible')) return false;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return true;
    const plate = el.matches('.city') ? el.querySelector('.plate') : null;
    return plate !== null && parseFloat(getComputedStyle(plate).strokeWidth) >= 3;
  });

/** Presses the focused control by a key, and waits for the move to land (or a chooser, a refusal). */
export async function press(page: Page, key: 'Enter' | ' ', seq: number): Promise<boolean> {
  const mode = (await page.locator('.game-page').getAttribute('data-mode')) ?? '';
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  return (await page.evaluate(awaitInPage, { kind: 'landed' as const, seq, mode })) === true;
}

/** The control that makes (or begins) a move: a card, a city, an official or a prompt button. */
export function keyFor(page: Page, move: Move): Locator {
  switch (move.type) {
    case 'draw':
      return move.slot === 'supply'
        ? page.locator('[data-supply]')
        : page.locator(`[data-slot="${move.slot}"]`);
    case 'official':
      return page.locator(`[data-official="${move.official}"]`).first();
    case 'play':
    case 'discard':
      return page.locator(`[data-hand] [data-card="${move.city}"][data-legal="true"]`).first();
    case 'house':
      return page.locator(`[data-city="${move.city}"]`);
    default:
      return page.locator(`.prompt .actions [data-move="${moveToText(move)}"]`).first();
  }
}
