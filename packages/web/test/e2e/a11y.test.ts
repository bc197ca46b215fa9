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
import {
  createGame,
  decision,
  makeRecord,
  play,
  playerView,
  type GameSetup,
  type Move,
} from '@tnt/engine';
import { heuristicBot } from '@tnt/bots';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { seriousViolations } from './axe.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite(serveGame);
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const STEPS = ['draw', 'play', 'close', 'houses', 'carriage', 'discard'] as const;

/**
 * Games between two heuristic bots, as this client saves them (two people at one screen): the
 * record of a finished game, and of the position where each kind of decision first comes.
 */
function savedGames(): { finished: string; at: Map<string, string> } {
  const at = new Map<string, string>();
  const saved = (setup: GameSetup, moves: readonly { seat: number; move: Move }[]): string =>
    JSON.stringify({
      ...makeRecord(setup, moves),
      seats: [
        { name: 'Anna', bot: null },
        { name: 'Ben', bot: null },
      ],
    });
  for (let game = 0; game < 20; game++) {
    const setup: GameSetup = { options: { players: 2 }, seed: `a11y ${game}` };
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    const bots = [heuristicBot(`a${game}`), heuristicBot(`b${game}`)];
    const moves: { seat: number; move: Move }[] = [];
    for (let d = decision(state); d !== null; d = decision(state)) {
      if (!at.has(d.step)) at.set(d.step, saved(setup, moves));
      const move = bots[d.seat]!.choose(playerView(state, d.seat)).move;
      const next = play(state, d.seat, move);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      moves.push({ seat: d.seat, move });
    }
    if (STEPS.every((step) => at.has(step))) return { finished: saved(setup, moves), at };
  }
  throw new Error(`no game came to every kind of decision: ${[...at.keys()].join(', ')}`);
}

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
  const games = savedGames();
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
      await page.locator('[data-online="true"]').check();
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('human');
      await page.locator('[data-start]').click();
      await page.locator('.invite input').waitFor();
      await scan(page, 'online game, waiting', found);

      // A hot-seat game: the cover, then each kind of decision as it first comes.
      await page.goto(site.url);
      await page.locator('[data-online="true"]').uncheck();
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('human');
      await page.locator('[data-start]').click();
      await page.locator('[data-cover]').waitFor();
      await scan(page, 'hot-seat cover', found);
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
