/**
 * The pages on a phone (390 x 844 with touch, and 360 pixels wide for the menu) and on a desktop
 * (1280 x 720), in a real Chromium, the client served by the game server:
 *
 * - the game's map fills its box (the box has the map's shape on an upright phone, no empty band
 *   above and below), its coast ends at the frame, and city names are 10 px at least at the view
 *   a game starts with; four players' names read in their lines;
 * - the replay and the analysis are one screen, as the game's table: the page does not scroll,
 *   and the map, the step buttons and the slider (and the analysis' chart with its cursor, which
 *   follows the replay) are in view, the buttons 44 px at least; an axe scan finds nothing
 *   serious; the steps answer the keyboard;
 * - the end of a game shows the result and its actions (Rematch online, Replay, Analyse,
 *   Download, New game) first, and the whole score sheet in the page (no box that scrolls in
 *   it); Rematch opens the new game, with the same seats, and the other player asking too lands
 *   in the same game, in their own seat;
 * - the menu at 360 px shows every entry whole (Puzzles on the game page too), opened and closed
 *   by keyboard; "Start the game" is within the first screen of the start page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { openSite, shot, type Site } from './harness.ts';
import { serveGame } from './game-server.ts';
import { seriousViolations } from './axe.ts';
import { focusShown } from './keyboard.ts';
import { savedGames } from './saved-games.ts';
import { TableSocket, gameFor, person, playUntil, type Person } from './table-socket.ts';
import { inspectTable } from './table-check.ts';
import { galleryShot } from './gallery.ts';

let site: Site;

beforeAll(async () => {
  // Two players' sockets from this one address play whole games: the per-address pace is lifted.
  site = await openSite((dist) => serveGame(dist, { rateLimit: { burst: 1000, perSecond: 1000 } }));
}, 180_000);

afterAll(async () => {
  await site.close();
});

const SIZES = {
  phone: { width: 390, height: 844 },
  narrow: { width: 360, height: 740 },
  desktop: { width: 1280, height: 720 },
} as const;
type Size = keyof typeof SIZES;

/** A page at a size in a context of its own; phones are touch screens. */
async function open(size: Size, hash = ''): Promise<{ page: Page; errors: string[] }> {
  const options: BrowserContextOptions = {
    viewport: SIZES[size],
    locale: 'en-GB',
    reducedMotion: 'reduce',
    ...(size === 'desktop' ? {} : { hasTouch: true, isMobile: true }),
  };
  const context = await site.browser.newContext(options);
  context.setDefaultTimeout(60_000);
  await context.addInitScript(() => {
    localStorage.setItem('tnt.pace', '0');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}${hash}`);
  return { page, errors };
}

const games = savedGames([]);
/** The finished game's first moves: a short record for the analysis to work through quickly. */
function shortRecord(): string {
  const full = JSON.parse(games.finished) as { moves: unknown[] };
  return JSON.stringify({ ...full, moves: full.moves.slice(0, 30) });
}

/** Opens a record on the replay or analysis page, kept as this client keeps a finished game. */
async function openRecord(page: Page, where: 'replay' | 'analysis', record: string) {
  await page.evaluate((saved) => {
    localStorage.setItem('tnt.finished', `[{"id":"g1","at":1,"record":${saved}}]`);
  }, record);
  await page.goto(`${site.url}#/${where}/g1`);
  await page.reload();
  await page.locator('.replay-position').waitFor();
}

/** Runs in the page: what of the replay's one screen is out of view, scrolled or too small. */
function inspectScreen(): { problems: string[]; nameFontPx: number } {
  const problems: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollHeight > vh + 1) problems.push(`page scrolls: ${root.scrollHeight} > ${vh}`);
  if (root.scrollWidth > vw + 1) problems.push(`page scrolls sideways: ${root.scrollWidth}`);
  const parts: [string, string][] = [
    ['.board-frame', 'the map'],
    ['[data-replay-back]', 'the step back'],
    ['[data-replay-play]', 'play'],
    ['[data-replay-forward]', 'the step forward'],
    ['[data-replay-end]', 'the end'],
    ['[data-replay-slider]', 'the slider'],
    ['.win-chart-plot', 'the chart'],
    ['.u-cursor-x', "the chart's cursor"],
  ];
  for (const [selector, what] of parts) {
    const e = document.querySelector(selector);
    if (e === null) continue;
    const r = e.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      problems.push(`${what} leaves the screen: ${Math.round(r.top)}-${Math.round(r.bottom)}`);
    }
  }
  document.querySelectorAll('.replay-controls button, .board-tools .tool').forEach((e) => {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.width < 43.5 || r.height < 43.5)) {
      problems.push(`a button of ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
  });
  let nameFontPx = Infinity;
  document.querySelectorAll<SVGTextElement>('[data-city] .plate-name').forEach((e) => {
    const size = Number(e.getAttribute('font-size'));
    nameFontPx = Math.min(nameFontPx, size * (e.getScreenCTM()?.a ?? 0));
  });
  return { problems, nameFontPx };
}

/** The map's box and what the map shows in it. */
async function mapBox(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.board-frame')!.getBoundingClientRect();
    const viewBox = (document.querySelector('.board-land')?.getAttribute('viewBox') ?? '')
      .split(' ')
      .map(Number);
    const coast = document.querySelector('.board-land .coast');
    return {
      width: frame.width,
      height: frame.height,
      viewBox,
      coastClipped: coast?.getAttribute('clip-path')?.startsWith('url(#frame-') === true,
    };
  });
}

describe('the map fills its box', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`with names of 10 px at least and four names that read, at ${size} size`, async () => {
      const { page, errors } = await open(size);
      await page.locator('[data-players="4"]').check({ force: true });
      for (const seat of [1, 2, 3]) {
        await page.locator(`[data-seat-kind="${seat}"]`).selectOption('heuristic');
      }
      await page.locator('[data-seat-row="1"] input').fill('Wilhelmine');
      await page.locator('[data-start]').click();
      await page.locator('.prompt.mine').waitFor();
      const table = await page.evaluate(inspectTable);
      expect(table.problems).toEqual([]);
      expect(table.whole).toBe(true);
      expect(table.nameFontPx).toBeGreaterThanOrEqual(9.95);
      expect(table.cityTargetPx).toBeGreaterThanOrEqual(43.5);
      const box = await mapBox(page);
      expect(box.coastClipped).toBe(true);
      // The whole map in the box; upright, the box has the map's shape (no band above and below:
      // the viewBox shows no more height than the map's).
      expect(box.viewBox[2]).toBeGreaterThanOrEqual(1023.5);
      if (size === 'phone') {
        expect(box.viewBox[3]).toBeLessThanOrEqual(712.5);
        expect(box.height).toBeGreaterThanOrEqual((box.width * 712) / 1024 - 1);
      }
      console.log(
        `${size}: map box ${Math.round(box.width)} x ${Math.round(box.height)}, shows ${box.viewBox.join(' ')}, names ${table.nameFontPx.toFixed(1)} px`,
      );
      // Every player's name reads whole in their line.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-strip] .strip-name'))
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.textContent),
      );
      expect(cut).toEqual([]);
      await shot(page, `phone-map-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});

describe('the replay and the analysis on one screen', () => {
  for (const size of ['phone', 'narrow', 'desktop'] as const) {
    it(`keeps the map and the step controls in view at ${size} size`, async () => {
      const { page, errors } = await open(size);
      await openRecord(page, 'replay', games.finished);
      const start = await page.evaluate(inspectScreen);
      expect(start.problems).toEqual([]);
      // 10 px from a 390-pixel phone up; a 360-pixel one's map is drawn at under 0.34 px a board
      // unit, where the cities grow twice at most (viewport.ts).
      expect(start.nameFontPx).toBeGreaterThanOrEqual(size === 'narrow' ? 9 : 9.95);
      // Steps by the buttons (tapped on a phone) and by the keyboard; the screen stays whole.
      const position = page.locator('.replay-position strong');
      const before = await position.textContent();
      if (size === 'desktop') await page.locator('[data-replay-back]').click();
      else await page.locator('[data-replay-back]').tap();
      await expect.poll(() => position.textContent()).not.toBe(before);
      await page.locator('body').press('Home');
      await expect.poll(() => position.textContent()).toMatch(/^Move 0 of/);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => position.textContent()).toMatch(/^Move 1 of/);
      expect((await page.evaluate(inspectScreen)).problems).toEqual([]);
      // Everything else is in its own part, which scrolls: the last of it can be reached.
      const more = page.locator('.screen-more');
      await more.evaluate((e) => {
        e.scrollTop = e.scrollHeight;
      });
      await page.locator('.screen-more .log-panel').scrollIntoViewIfNeeded();
      expect((await page.evaluate(inspectScreen)).problems).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `phone-replay-${size}`);
      if (size === 'phone') {
        await more.evaluate((e) => {
          e.scrollTop = 0;
        });
        await galleryShot(site.browser, page, 'replay-phone-390x844');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  for (const size of ['phone', 'desktop'] as const) {
    it(`keeps the chart, its cursor, the map and the steps in view at ${size} size`, async () => {
      const { page, errors } = await open(size);
      await openRecord(page, 'analysis', shortRecord());
      await page.locator('[data-analysis-depth]').selectOption('quick');
      await page.locator('[data-analysis-start]').click();
      await page.locator('[data-analysis-summary]').waitFor({ timeout: 180_000 });
      await page.locator('.win-chart-plot[data-drawn]').waitFor();
      await page.locator('[data-replay-end]').click();
      const cursor = page.locator('.u-cursor-x');
      await cursor.waitFor({ state: 'attached' });
      const screen = await page.evaluate(inspectScreen);
      expect(screen.problems).toEqual([]);
      // The cursor follows the replay: at the start it stands further left than at the end.
      const atEnd = (await cursor.boundingBox())!.x;
      await page.locator('.replay-controls .buttons button').first().click();
      await expect.poll(async () => (await cursor.boundingBox())!.x).toBeLessThan(atEnd - 10);
      expect((await page.evaluate(inspectScreen)).problems).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `phone-analysis-${size}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});

/** A finished online game of Anna and Ben, played from Node. */
async function finishedOnlineGame(): Promise<{ id: string; anna: Person; ben: Person }> {
  const [anna, ben] = await Promise.all([person(site.url, 'Anna'), person(site.url, 'Ben')]);
  const id = await gameFor(site.url, anna, ben);
  const seats = await Promise.all([
    TableSocket.open(site.url, id, anna),
    TableSocket.open(site.url, id, ben),
  ]);
  await playUntil(seats, (decider) => decider === null);
  for (const s of seats) s.close();
  return { id, anna, ben };
}

describe('the end of a game', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`shows the result and the actions first, the sheet in the page, at ${size} size`, async () => {
      const { id, anna, ben } = await finishedOnlineGame();
      const { page, errors } = await open(size);
      await page.evaluate((who) => {
        localStorage.setItem('tnt.identity', JSON.stringify(who));
      }, anna);
      await page.goto(`${site.url}#/online/${id}`);
      await page.reload();
      await page.locator('[data-scores]').waitFor();
      await page.locator('[data-replay]').waitFor();
      // The result and every action within the first screen, before the sheet.
      const { height } = SIZES[size];
      for (const selector of [
        '.winner',
        '[data-rematch]',
        '[data-replay]',
        '[data-analyse]',
        '.over-actions button:has-text("Download")',
        '.over-actions button:has-text("New game")',
      ]) {
        const box = (await page.locator(selector).first().boundingBox())!;
        expect(box.y + box.height, selector).toBeLessThanOrEqual(height);
      }
      const sheetTop = (await page.locator('table.scores').boundingBox())!.y;
      const actionsBottom = await page
        .locator('.over-actions')
        .evaluate((e) => e.getBoundingClientRect().bottom);
      expect(actionsBottom).toBeLessThanOrEqual(sheetTop);
      // No box scrolls inside the page: the sheet is as tall as it needs, the page scrolls.
      const boxes = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.over-block, .over-block *'))
          .filter((e) => {
            const style = getComputedStyle(e);
            return /(auto|scroll)/.test(style.overflowY) && e.scrollHeight > e.clientHeight + 1;
          })
          .map((e) => e.className),
      );
      expect(boxes).toEqual([]);
      const rows = page.locator('table.scores tbody tr');
      expect(await rows.count()).toBe(2);
      await rows.last().scrollIntoViewIfNeeded();
      const last = (await rows.last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(height + 0.5);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `phone-over-${size}`);
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await galleryShot(
        site.browser,
        page,
        size === 'phone' ? 'over-phone-390x844' : 'over-desktop-1280x720',
      );
      // Rematch: a new game with the same seats, Anna in hers; Ben asking lands in his.
      await page.locator('[data-rematch]').click();
      await page.waitForURL((url) => url.hash.startsWith('#/online/') && !url.hash.endsWith(id));
      const next = page.url().split('#/online/')[1]!;
      const answer = await fetch(new URL(`/api/games/${id}/rematch`, site.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${ben.secret}` },
      });
      const made = (await answer.json()) as {
        game: { id: string; seats: { player: { id: string } | null }[] };
        seat: number;
      };
      expect(made.game.id).toBe(next);
      expect(made.seat).toBe(1);
      expect(made.game.seats.map((s) => s.player?.id)).toEqual([anna.id, ben.id]);
      await page.locator('.prompt').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});

describe('the invitation page', () => {
  for (const size of ['phone', 'desktop'] as const) {
    it(`shows the link to send while the game waits, at ${size} size`, async () => {
      const { page, errors } = await open(size);
      const form = page.locator('form.sign-in');
      await form.locator('input').fill('Anna');
      await form.locator('button[type="submit"]').click();
      await form.waitFor({ state: 'detached' });
      await page.locator('[data-online="true"]').check();
      await page.locator('[data-players="2"]').check({ force: true });
      await page.locator('[data-seat-kind="1"]').selectOption('human');
      await page.locator('[data-start]').click();
      await page.locator('.invite input').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await galleryShot(
        site.browser,
        page,
        size === 'phone' ? 'invite-phone-390x844' : 'invite-desktop-1280x720',
      );
      expect(errors).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});

describe('the menu and the start page', () => {
  it('shows every entry of the menu whole at 360 px, and opens and closes by keyboard', async () => {
    const { page, errors } = await open('narrow');
    await page.locator('[data-start]').waitFor();
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusShown(page)).toBe(true);
    const entries = async () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('#app-menu a, #app-menu button')).map((e) => {
          const r = e.getBoundingClientRect();
          return {
            text: e.textContent.trim(),
            inside: r.left >= -0.5 && r.right <= window.innerWidth + 0.5 && r.width > 0,
            whole: e.scrollWidth <= e.clientWidth + 1,
            target: r.height >= 43.5,
          };
        }),
      );
    const onStart = await entries();
    expect(onStart.map((e) => e.text)).toEqual(
      expect.arrayContaining(['Replays', 'Puzzles', 'Leaderboard', 'Tournaments', 'Rules']),
    );
    for (const e of onStart) expect(e, e.text).toMatchObject({ inside: true, whole: true });
    for (const e of onStart) expect(e.target, e.text).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'phone-menu-narrow');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('#app-menu').isVisible()).toBe(false);
    // The game page's menu has the Puzzles too.
    await page.locator('[data-players="2"]').check({ force: true });
    await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
    await page.locator('[data-start]').click();
    await page.locator('.prompt.mine').waitFor();
    await page.locator('[data-menu-toggle]').tap();
    const onGame = await entries();
    expect(onGame.map((e) => e.text)).toContain('Puzzles');
    for (const e of onGame) expect(e, e.text).toMatchObject({ inside: true, whole: true });
    await page.locator('#app-menu a[href="#/puzzles"]').tap();
    await page.waitForURL((url) => url.hash === '#/puzzles');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  for (const size of ['phone', 'desktop'] as const) {
    it(`has "Start the game" within the first screen at ${size} size`, async () => {
      const { page } = await open(size);
      const start = page.locator('[data-start]');
      await start.waitFor();
      // Once the server answered, its sign-in form shows too: the button stays in view with it.
      await page.locator('form.sign-in').waitFor();
      const box = (await start.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(SIZES[size].height);
      await page.context().close();
    }, 60_000);
  }
});
