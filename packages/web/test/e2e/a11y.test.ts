/**
 * Accessibility in a real Chromium, at phone (360 x 740) and desktop (1280 x 800) size, the client
 * served by the game server so that its online pages are there too:
 *
 * - an axe-core scan of every page (the start page, signed in and not, with finished games to
 *   replay; the replay; an online game waiting for its players; the hot-seat cover; the game page
 *   at each kind of decision: draw, play, close, houses, carriage, discard; the final score
 *   sheet), with no violation of serious or critical impact;
 * - a whole turn played with the keyboard only (Tab, Shift+Tab, Enter and Space), each focused
 *   control showing a visible focus ring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveToText } from '@tnt/engine';
import type { Page, WebSocketRoute } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { seriousViolations } from './axe.ts';
import { focusShown, keyFor, press, tabTo } from './keyboard.ts';
import { fullTurn, savedGames } from './saved-games.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite(serveGame);
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const STEPS = ['draw', 'play', 'close', 'houses', 'carriage', 'discard'] as const;

/** Opens a saved game on the game page as a reload would: behind the hot-seat cover. */
async function openSaved(page: Page, record: string): Promise<void> {
  await page.evaluate((saved) => {
    localStorage.setItem('tnt.current', saved);
  }, record);
  await page.goto(`${site.url}#/game`);
  await page.reload();
}

/** Scans the page as it is; each finding is prefixed by the page's name. */
async function scan(page: Page, name: string, found: string[]): Promise<void> {
  for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
}

describe('an axe-core scan of every page', () => {
  const games = savedGames(STEPS);
  const record = games.finished;
  for (const viewport of VIEWPORTS) {
    it(`finds no serious or critical violation at ${viewport} size`, async () => {
      const { page, errors } = await newPage(site, viewport);
      const found: string[] = [];
      await page.locator('[data-start]').waitFor();
      await page.locator('form.sign-in').waitFor();
      await scan(page, 'start', found);

      // Finished games to replay, and the replay itself.
      await page.evaluate((saved) => {
        localStorage.setItem(
          'tnt.finished',
          JSON.stringify([{ id: 'g1', at: 0, record: JSON.parse(saved) as unknown }]),
        );
      }, record);
      await page.reload();
      await page.locator('[data-replay-id]').first().waitFor();
      await scan(page, 'start with finished games', found);
      await page.locator('[data-replay-id]').first().click();
      await page.locator('.replay-position').waitFor();
      await scan(page, 'replay', found);

      // Online: signed in (the lobby), and a game waiting for its second player.
      await page.goto(site.url);
      const form = page.locator('form.sign-in');
      await form.locator('input').fill('Anna');
      await form.locator('button[type="submit"]').click();
      await form.waitFor({ state: 'detached' });
      await scan(page, 'online lobby', found);
      // The game socket goes through the test, which can cut it as a lost network would.
      let cut = false;
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket('**/api/ws', (ws) => {
        if (cut) {
          void ws.close();
          return;
        }
        ws.connectToServer();
        sockets.push(ws);
      });
      await page.locator('[data-online="true"]').check();
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('human');
      await page.locator('[data-start]').click();
      await page.locator('.invite input').waitFor();
      await scan(page, 'online game, waiting', found);
      // The network gone: the page says so, with a button to reconnect; back, it reconnects.
      cut = true;
      await page.context().setOffline(true);
      for (const ws of sockets) await ws.close();
      const lost = page.locator('[data-connection-lost] p');
      await lost.filter({ hasText: 'offline' }).waitFor();
      await scan(page, 'online game, network lost', found);
      await shot(page, `a11y-${viewport}-network-lost`);
      await page.context().setOffline(false);
      await lost.filter({ hasText: 'The connection to the server is lost' }).waitFor();
      cut = false;
      await page.locator('[data-reconnect]:not([disabled])').click();
      await page.locator('[data-connection-lost]').waitFor({ state: 'detached' });
      await page.locator('.invite input').waitFor();

      // A hot-seat game: the cover, then each kind of decision as it first comes.
      await page.goto(site.url);
      await page.locator('[data-online="true"]').uncheck();
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('human');
      await page.locator('[data-start]').click();
      await page.locator('[data-cover]').waitFor();
      await scan(page, 'hot-seat cover', found);
      const other = await page.context().newPage();
      await other.goto(`${site.url}#/game`);
      await other.locator('[data-open-elsewhere]').waitFor();
      await scan(other, 'open in another tab', found);
      await other.close();
      // Each kind of decision, in a position where it is the one awaited.
      for (const step of STEPS) {
        await openSaved(page, games.at.get(step)!);
        await page.locator('[data-uncover]').click();
        await page.locator(`.prompt.mine[data-step="${step}"]`).waitFor();
        await scan(page, `game page, ${step}`, found);
        await shot(page, `a11y-${viewport}-${step}`);
      }

      // The final score sheet of a finished game.
      await openSaved(page, record);
      await page.locator('[data-scores]').waitFor();
      await scan(page, 'score sheet', found);

      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 300_000);
  }
});

describe('the keyboard', () => {
  const turn = fullTurn();
  for (const viewport of VIEWPORTS) {
    it(`plays a whole turn with Tab, Enter and Space only, the focus always shown, at ${viewport} size`, async () => {
      const { page, errors } = await newPage(site, viewport);
      await openSaved(page, turn.before);
      const before = Number(await page.locator('.game-page').getAttribute('data-seq'));
      // The cover first: its button has the focus.
      await page.locator('[data-cover="0"]').waitFor();
      expect(await focusShown(page)).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('.prompt.mine').waitFor();
      let key: 'Enter' | ' ' = ' ';
      for (const [i, move] of turn.moves.entries()) {
        const text = moveToText(move);
        const seq = before + i;
        expect(await tabTo(page, keyFor(page, move)), `Tab reaches "${text}"`).toBe(true);
        expect(await focusShown(page), `the focus is shown on "${text}"`).toBe(true);
        expect(await press(page, key, seq), `"${text}" is played`).toBe(false);
        // A card that fits both ends waits for the end it joins: its end in the route is a button.
        if (move.type === 'play' && (await page.locator('.game-page[data-mode="place"]').count())) {
          const end = page.locator(`.route-panel [data-end="${move.end}"]`);
          expect(await tabTo(page, end), `Tab reaches the ${move.end} end`).toBe(true);
          expect(await focusShown(page)).toBe(true);
          expect(await press(page, key, seq)).toBe(false);
        }
        if ((await page.locator('.chooser').count()) > 0) {
          const option = page.locator(`.chooser [data-move="${text}"]`);
          expect(await tabTo(page, option), `Tab reaches the option "${text}"`).toBe(true);
          expect(await focusShown(page)).toBe(true);
          expect(await press(page, key, seq)).toBe(false);
        }
        key = key === 'Enter' ? ' ' : 'Enter';
      }
      // Every move of the turn was made, and the screen waits for the next person.
      await page.locator('[data-cover="1"]').waitFor();
      expect(Number(await page.locator('.game-page').getAttribute('data-seq'))).toBe(
        before + turn.moves.length,
      );
      console.log(`a turn by keyboard (${viewport}):`, turn.moves.map(moveToText).join(', '));
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});

describe('prefers-reduced-motion', () => {
  const games = savedGames(['draw']);
  /** Draws a face-up card and says what moves on the screen right after: animations, ghosts. */
  async function motionAfterDraw(reducedMotion: 'reduce' | 'no-preference') {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion,
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await openSaved(page, games.at.get('draw')!);
    await page.locator('[data-uncover]').click();
    await page.locator('[data-slot][data-legal="true"]').first().click();
    await page.locator('.game-page[data-seq="1"]').waitFor();
    const moving = await page.evaluate(() => ({
      animations: document.getAnimations().filter((a) => a.playState === 'running').length,
      ghosts: document.querySelectorAll('.ghost').length,
    }));
    await context.close();
    return moving;
  }

  it('is respected: nothing moves after a move, where it moves for everyone else', async () => {
    expect(await motionAfterDraw('reduce')).toEqual({ animations: 0, ghosts: 0 });
    const moving = await motionAfterDraw('no-preference');
    expect(moving.animations + moving.ghosts).toBeGreaterThan(0);
  });
});
