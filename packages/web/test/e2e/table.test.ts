/**
 * The game page is a table you never scroll: a real game against three bots is played
 * through the page, and at many of its decisions the viewport takes each size of TABLE_SIZES in
 * turn (phones upright and on their side, tablets, desktops); at each, the page must not scroll,
 * the prompt and its buttons, the whole map, the display and supply, my hand, my route, the
 * officials and a line for every player must lie inside the viewport without covering each
 * other, buttons and city targets must be 44 px at least, and city names must read at 11 px
 * (at once, or after zooming in where the screen is small). Also: zoom and pan by wheel, drag
 * and double click; the tap rule on a phone; and a rotated phone's layout settled by its first
 * frame. Screenshots for the gallery of docs/web.md when TNT_GALLERY is set (gallery.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site } from './harness.ts';
import { noStats, playUntil } from './player.ts';
import { TABLE_SIZES, checkAt, inspectTable, type TableSize } from './table-check.ts';
import { galleryShot } from './gallery.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

const SIZES = Object.keys(TABLE_SIZES) as TableSize[];
/** The sizes shown in the gallery: one of each kind of screen, to keep the pictures few. */
const GALLERY_SIZES: readonly TableSize[] = [
  'phone-360x640',
  'phone-390x844',
  'phone-landscape-844x390',
  'tablet-768x1024',
  'desktop-1280x720',
  'desktop-1920x1080',
];

async function startBotGame(page: Page, expansions: readonly string[] = []): Promise<void> {
  await page.locator('[data-players="4"]').check({ force: true });
  for (const seat of [1, 2, 3]) {
    await page.locator(`[data-seat-kind="${seat}"]`).selectOption('heuristic');
  }
  for (const name of expansions) await page.locator(`[data-expansion="${name}"]`).check();
  await page.locator('[data-start]').click();
  await page.locator('.prompt.mine').waitFor();
}

/** Zooms in with the map's + button until names read at 11 px; answers the table then. */
async function zoomToReadable(page: Page) {
  for (let i = 0; i < 6; i++) {
    const report = await page.evaluate(inspectTable);
    if (report.nameFontPx >= 11) return report;
    await page.locator('[data-zoom="in"]').click();
  }
  return page.evaluate(inspectTable);
}

describe('the table at every size', () => {
  it('keeps the whole table in view, unscrolled, at decisions all through a game', async () => {
    const { page, errors } = await newPage(site, 'phone');
    await startBotGame(page);
    const problems: string[] = [];
    const steps = new Set<string>();
    const stats = noStats();
    let shown = false;
    let over = false;
    let limit = 0;
    for (let stop = 1; !over; stop++) {
      // Every fifth decision, and the first decision of each step not yet looked at.
      limit = Math.max(limit, stats.decisions) + 5;
      over = await playUntil(page, stats, limit, (step) => !steps.has(step));
      for (const size of SIZES) {
        const report = await checkAt(page, size);
        steps.add(report.step);
        problems.push(...report.problems.map((p) => `${size}, ${report.step}: ${p}`));
        if (report.problems.length > 0) await shot(page, `table-problem-${size}-${stop}`);
        if (!over) expect(report.players).toBe(4);
      }
      // The gallery: a decision with a route of two cities or more and a card in hand, no chooser open.
      const look = await page.evaluate(() => ({
        route: document.querySelectorAll('.route-panel .route-card').length,
        hand: document.querySelectorAll('[data-hand] [data-card]').length,
        calm: document.querySelector('.chooser') === null,
      }));
      if (!shown && !over && look.calm && look.route >= 2 && look.hand >= 1) {
        shown = true;
        for (const size of GALLERY_SIZES) {
          await checkAt(page, size);
          await galleryShot(site.browser, page, `table-${size}`);
        }
      }
      // Play on at the smallest phone, where room is tightest.
      await checkAt(page, 'phone-360x640');
    }
    // The final scores lie over the table, in view, at every size.
    for (const size of SIZES) {
      await checkAt(page, size);
      const box = await page.locator('[data-scores]').boundingBox();
      const { width, height } = TABLE_SIZES[size];
      expect(box).not.toBeNull();
      expect(box!.y + Math.min(box!.height, 80)).toBeLessThanOrEqual(height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await checkAt(page, 'desktop-1440x900');
    await galleryShot(site.browser, page, 'table-final-desktop-1440x900');
    expect(problems).toEqual([]);
    expect([...steps]).toEqual(expect.arrayContaining(['draw', 'play', 'houses']));
    expect(shown).toBe(true);
    expect(stats.refused).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('shows names at 11 px and targets of 44 px (at once or zoomed), and details in a sheet', async () => {
    const { page } = await newPage(site, 'phone');
    await startBotGame(page, ['messenger', 'offices']);
    const measured: string[] = [];
    for (const size of SIZES) {
      const start = await checkAt(page, size);
      expect(start.whole).toBe(true);
      expect(start.problems).toEqual([]);
      expect(start.cityTargetPx).toBeGreaterThanOrEqual(43.5);
      const readable = await zoomToReadable(page);
      measured.push(
        `${size}: whole map ${start.nameFontPx.toFixed(1)} px names, ${start.cityTargetPx.toFixed(0)} px targets; ` +
          `zoomed ${readable.nameFontPx.toFixed(1)} px, ${readable.cityTargetPx.toFixed(0)} px`,
      );
      expect(readable.nameFontPx).toBeGreaterThanOrEqual(11);
      expect(readable.cityTargetPx).toBeGreaterThanOrEqual(43.5);
      // The whole map comes back with one button.
      if (!readable.whole) await page.locator('[data-zoom="whole"]').click();
      expect((await page.evaluate(inspectTable)).whole).toBe(true);
    }
    // The details open in a sheet over the table, and the table has not moved when it closes.
    for (const size of ['phone-360x640', 'desktop-1280x720'] as const) {
      const before = await checkAt(page, size);
      const boxes = () =>
        page.evaluate(() =>
          ['.prompt', '.board-frame', '[data-strip]', '.display-panel', '.hand-panel'].map((s) =>
            JSON.stringify(document.querySelector(s)?.getBoundingClientRect()),
          ),
        );
      const table = await boxes();
      await page.locator('[data-sheet="open"]').click();
      await page.locator('[data-sheet-open="players"] .players-panel').waitFor();
      expect(await boxes()).toEqual(table);
      await page.getByRole('tab', { name: 'Bonus tiles' }).click();
      await page.locator('[data-sheet-open="supplies"] .stacks-panel').waitFor();
      await page.getByRole('tab', { name: 'Log' }).click();
      await page.locator('[data-sheet-open="log"] .log-panel').waitFor();
      const sheet = (await page.locator('.sheet').boundingBox())!;
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(TABLE_SIZES[size].width + 0.5);
      expect(sheet.y + sheet.height).toBeLessThanOrEqual(TABLE_SIZES[size].height + 0.5);
      await page.keyboard.press('Escape');
      await page.locator('.sheet-body').waitFor({ state: 'detached' });
      expect(await boxes()).toEqual(table);
      expect((await page.evaluate(inspectTable)).problems).toEqual(before.problems);
    }
    console.log(measured.join('\n'));
    // The expansions' counters are in every player's line.
    expect(await page.locator('[data-strip] [data-count="letters"]').count()).toBe(4);
    expect(await page.locator('[data-strip] [data-count="chips"]').count()).toBe(4);
    await page.context().close();
  }, 120_000);

  it("keeps the Power and Glory board's cities clear of the map's buttons at every size", async () => {
    // Its corners are not the base board's: Berlin and Schwerin lie near the top, Brüssel left.
    const { page, errors } = await newPage(site, 'phone');
    await startBotGame(page, ['power-and-glory']);
    expect(await page.locator('.game-page').getAttribute('data-map')).toBe('power-and-glory');
    const problems: string[] = [];
    for (const size of SIZES) {
      const report = await checkAt(page, size);
      expect(report.whole).toBe(true);
      problems.push(...report.problems.map((p) => `${size}: ${p}`));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('the map zooms and pans', () => {
  it('zooms with the wheel around the cursor, pans by dragging, and frames the route', async () => {
    const { page } = await newPage(site, 'desktop');
    await startBotGame(page);
    await playUntil(page, noStats(), 12);
    const frame = page.locator('.board-frame');
    const box = (await frame.boundingBox())!;
    const viewBox = () => page.locator('.board-land').getAttribute('viewBox');
    const scale = async () => Number(await page.locator('.board-panel').getAttribute('data-scale'));
    const whole = await scale();
    // The wheel: closer, and the board point under the cursor stays under it.
    const at = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.6 };
    const under = async () =>
      page.evaluate(({ x, y }) => {
        const svg = document.querySelector<SVGSVGElement>('.board-land')!;
        const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!.inverse());
        return [p.x, p.y];
      }, at);
    const before = await under();
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(scale).toBeGreaterThan(whole * 1.5);
    const after = await under();
    expect(Math.abs(after[0]! - before[0]!)).toBeLessThan(2);
    expect(Math.abs(after[1]! - before[1]!)).toBeLessThan(2);
    // A drag moves the map by as much as the pointer moved.
    const zoomed = await viewBox();
    const s = await scale();
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 60, at.y + 40, { steps: 6 });
    await page.mouse.up();
    const [x0, y0] = zoomed!.split(' ').map(Number) as [number, number];
    const [x1, y1] = (await viewBox())!.split(' ').map(Number) as [number, number];
    expect(x0 - x1).toBeCloseTo(60 / s, 0);
    expect(y0 - y1).toBeCloseTo(40 / s, 0);
    // A drag is no tap: no move was made by it, and no error shown.
    expect(await page.locator('.error-note').count()).toBe(0);
    // The whole map again, then a double click frames my route: every route city in view.
    await page.locator('[data-zoom="whole"]').click();
    const route = await page.locator('.route-panel [data-card]').count();
    await page.mouse.dblclick(box.x + 12, box.y + box.height - 12);
    if (route > 0) {
      const cities = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-city] .plate'))
          .filter((e) => e.closest('.city')?.classList.contains('in-route'))
          .map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(cities.length).toBe(route);
      for (const r of cities) {
        expect(r.left).toBeGreaterThanOrEqual(box.x - 1);
        expect(r.right).toBeLessThanOrEqual(box.x + box.width + 1);
        expect(r.top).toBeGreaterThanOrEqual(box.y - 1);
        expect(r.bottom).toBeLessThanOrEqual(box.y + box.height + 1);
      }
    }
    expect(await scale()).toBeGreaterThan(whole);
    await page.context().close();
  }, 120_000);
});

describe('a phone rotated', () => {
  it('has its new layout settled in the first frame after the change', async () => {
    const { page } = await newPage(site, 'phone');
    await startBotGame(page);
    await checkAt(page, 'phone-390x844');
    // The page notes the layout as the first frame after the resize paints it (in a
    // ResizeObserver of its own: the last step of a frame before paint, after the page's own),
    // and again once all is quiet; they must be the same.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const snapshot = (): string =>
        JSON.stringify({
          viewBox: document.querySelector('.board-land')?.getAttribute('viewBox'),
          boxes: [
            '.prompt',
            '.board-frame',
            '[data-strip]',
            '.display-panel',
            '.hand-panel',
            '.officials-panel',
          ].map((s) => {
            const r = document.querySelector(s)?.getBoundingClientRect();
            return r ? [r.x, r.y, r.width, r.height].map(Math.round) : null;
          }),
        });
      window.addEventListener(
        'resize',
        () => {
          const resized = performance.now();
          const observer = new ResizeObserver(() => {
            observer.disconnect();
            w.firstFrame = snapshot();
            w.firstFrameMs = performance.now() - resized;
          });
          observer.observe(document.documentElement);
        },
        { once: true },
      );
      w.snapshot = snapshot;
    });
    const rotated = await checkAt(page, 'phone-landscape-844x390');
    expect(rotated.problems).toEqual([]);
    const { first, settled, ms } = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        first: w.firstFrame as string,
        settled: (w.snapshot as () => string)(),
        ms: w.firstFrameMs as number,
      };
    });
    console.log(`rotation: first frame ${ms.toFixed(1)} ms after the resize event`);
    expect(first).toBe(settled);
    await page.context().close();
  }, 120_000);
});

describe('the map on a touch screen', () => {
  it('zooms in where a tap is ambiguous, pinches, and double taps', async () => {
    const context = await site.browser.newContext({
      viewport: TABLE_SIZES['phone-360x640'],
      hasTouch: true,
      isMobile: true,
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    await context.addInitScript(() => {
      localStorage.setItem('tnt.pace', '0');
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await startBotGame(page);
    const panel = page.locator('.board-panel');
    const scale = async () => Number(await panel.getAttribute('data-scale'));
    // The whole map's scale follows the panel's size, which the table's rows around it may change
    // as the game goes on: back at the whole map, the panel says so, and its scale is the new base.
    let whole = await scale();
    const backToWhole = async () => {
      await expect.poll(() => panel.getAttribute('data-whole')).toBe('true');
      whole = await scale();
    };
    // Between Basel and Freiburg, on neither name, both are within a finger's reach on the whole
    // map: the tap makes no move, it zooms in there until names read at 11 px.
    const seq = await page.locator('.game-page').getAttribute('data-seq');
    const a = (await page.locator('[data-city="Basel"] .plate').boundingBox())!;
    const b = (await page.locator('[data-city="Freiburg"] .plate').boundingBox())!;
    expect(b.y + b.height).toBeLessThan(a.y);
    await page.touchscreen.tap(
      (a.x + a.width / 2 + b.x + b.width / 2) / 2,
      (a.y + b.y + b.height) / 2,
    );
    await expect.poll(scale).toBeGreaterThan(whole * 1.5);
    const close = await page.evaluate(inspectTable);
    expect(close.nameFontPx).toBeGreaterThanOrEqual(11);
    expect(close.cityTargetPx).toBeGreaterThanOrEqual(43.5);
    expect(await page.locator('.game-page').getAttribute('data-seq')).toBe(seq);
    expect(await page.locator('.error-note').count()).toBe(0);
    await page.locator('[data-zoom="whole"]').tap();
    await backToWhole();
    // Two fingers spread apart: the map comes closer.
    const frame = (await page.locator('.board-frame').boundingBox())!;
    const mid = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    const cdp = await context.newCDPSession(page);
    const fingers = (d: number) => [
      { x: mid.x - d, y: mid.y, id: 1 },
      { x: mid.x + d, y: mid.y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (const d of [30, 40, 50, 60]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(scale).toBeGreaterThan(whole * 2);
    await page.locator('[data-zoom="whole"]').tap();
    await backToWhole();
    // A double tap on the land (no route yet: a close look there), and again: the whole map.
    // The land: the point 700, 90 of the board, north of Pilsen, out of every city's reach.
    const land = await page.evaluate(() => {
      const m = document.querySelector<SVGSVGElement>('.board-land')!.getScreenCTM()!;
      return { x: m.a * 700 + m.e, y: m.d * 90 + m.f };
    });
    await page.touchscreen.tap(land.x, land.y);
    await page.touchscreen.tap(land.x, land.y);
    await expect.poll(scale).toBeGreaterThan(whole * 1.5);
    await page.touchscreen.tap(land.x, land.y);
    await page.touchscreen.tap(land.x, land.y);
    await backToWhole();
    await context.close();
  }, 120_000);
});
