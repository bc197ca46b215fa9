/**
 * Playing at the table, in Chromium, at phone size (390 x 844, a touch screen) and desktop size
 * (1280 x 720), each through a whole game against a bot:
 *
 * - one tap per card: no chooser ever opens; a card that fits both ends waits for the end tapped
 *   (lit in the route), and starting anew is a control of its own beside the route;
 * - every player's route in their line and on the map, in their seat's colour, named on hover;
 * - the turn that ends itself when ending it is the only move, which Undo still stops, and a
 *   setting that turns it off;
 * - a double tap (a double click on the desktop, two quick taps of a finger on the phone) on
 *   every kind of target does exactly what one tap does: one move, or one change of what the
 *   next tap means, and never a refusal.
 *
 * The taps each of my turns took are counted and written to test-output/e2e/taps-<size>.json
 * (docs/web.md gives the figures); the count is reported, not asserted, since the bot's game
 * and the deal differ from run to run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { SHOTS, openSite, shot, type Site } from './harness.ts';
import { act, lookAt, target, type Look } from './player.ts';
import { onlyEndAfter } from './saved-games.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, touch: true },
  desktop: { viewport: { width: 1280, height: 720 }, touch: false },
} as const;
type Size = keyof typeof SIZES;

const GAME_TIMEOUT = 400_000;

/** A page of its own at a size (a touch screen on the phone), bots moving at once. */
async function openPage(size: Size, autoEnd: boolean) {
  const { viewport, touch } = SIZES[size];
  const context = await site.browser.newContext({
    viewport,
    hasTouch: touch,
    isMobile: touch,
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(60_000);
  await context.addInitScript((on: boolean) => {
    localStorage.setItem('tnt.pace', '0');
    if (!on) localStorage.setItem('tnt.autoEnd', 'false');
  }, autoEnd);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.includes('/api/')) errors.push(m.text());
  });
  await page.goto(site.url);
  await page.locator('[data-players="2"]').check({ force: true });
  await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
  await page.locator('[data-start]').click();
  await page.locator('.prompt.mine').waitFor();
  return { page, errors };
}

/** Where a target is tapped: the middle of its box. */
async function middleOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box === null) throw new Error('the target is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps as a person makes them: a finger on the phone, a click on the desktop. A person does not
 * begin a new tap on the spot of the last within the table's quiet time (that would be a double
 * tap): such a tap waits for it to pass.
 *
 * A double tap's two taps are stamped with the moments the hand made them (the DevTools
 * protocol's event time): the page reads a tap's time from its event, so on a loaded machine they
 * stay 150 ms apart, however late the browser gets them.
 */
function pointer(page: Page, touch: boolean) {
  /** Where the last tap was made, and when it ended (milliseconds since the epoch). */
  let last = { x: -100, y: -100, at: 0 };
  let session: CDPSession | null = null;
  /** One tap at `time` (seconds since the epoch), lifted 30 ms later. */
  const stamped = async (
    at: { x: number; y: number },
    time: number,
    clickCount: number,
  ): Promise<void> => {
    session ??= await page.context().newCDPSession(page);
    const { x, y } = at;
    if (touch) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x, y }],
        timestamp: time,
      });
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchEnd',
        touchPoints: [],
        timestamp: time + 0.03,
      });
    } else {
      const mouse = { x, y, button: 'left', clickCount } as const;
      await session.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x,
        y,
        timestamp: time,
      });
      await session.send('Input.dispatchMouseEvent', {
        type: 'mousePressed',
        ...mouse,
        timestamp: time,
      });
      await session.send('Input.dispatchMouseEvent', {
        type: 'mouseReleased',
        ...mouse,
        timestamp: time + 0.03,
      });
    }
    last = { ...at, at: (time + 0.03) * 1000 };
  };
  /** Where to tap the target, once the quiet time after a tap on the same spot has passed. */
  const begin = async (target: Locator): Promise<{ x: number; y: number }> => {
    const at = await middleOf(target);
    const wait = last.at + 450 - Date.now();
    if (Math.hypot(at.x - last.x, at.y - last.y) < 40 && wait > 0) await page.waitForTimeout(wait);
    return at;
  };
  return {
    tap: async (target: Locator): Promise<void> => {
      const at = await begin(target);
      if (touch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      last = { ...at, at: Date.now() };
    },
    /**
     * A double tap as a hand makes it: the second tap 150 ms after the first (the browser counts
     * a mouse's as a double click). By then the first tap's move has landed, so the second lands
     * on whatever that move put under the pointer.
     */
    doubleTap: async (target: Locator): Promise<void> => {
      const at = await begin(target);
      const first = Date.now() / 1000;
      await stamped(at, first, 1);
      await page.waitForTimeout(150);
      await stamped(at, first + 0.15, 2);
    },
  };
}

interface TurnTaps {
  turn: number;
  taps: number;
  closing: boolean;
  /** End turn was tapped (otherwise an ordinary turn ended by itself). */
  endTapped: boolean;
}

/** What a tap on a target was for, read before it is tapped. */
async function kindOf(target: Locator): Promise<string> {
  return target.evaluate((e) => {
    const el = e as Element;
    if (el.hasAttribute('data-move')) return el.getAttribute('data-move') ?? 'button';
    if (el.hasAttribute('data-end')) return 'end';
    if (el.hasAttribute('data-start-anew')) return 'start anew';
    if (el.hasAttribute('data-slot')) return 'face-up card';
    if (el.hasAttribute('data-supply')) return 'supply';
    if (el.hasAttribute('data-city')) return 'city';
    if (el.closest('[data-hand]') !== null) return 'card in hand';
    return el.tagName.toLowerCase();
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? 0
    : sorted.length % 2 === 1
      ? sorted[mid]!
      : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The map's city for a card in hand that is about to be played, in every other turn of mine (the
 * others tap the card in hand). Counted by my turns, not by the turn's parity: heads-up all my
 * turns share one parity, so that would put every play of one game on the map.
 */
async function cityTarget(page: Page, look: Look, card: Locator, onMap: boolean): Promise<Locator> {
  if (look.step !== 'play' || look.mode !== '' || !onMap) return card;
  const name = (await card.getAttribute('data-card'))?.replace(/\(\d\)$/, '');
  const city = page.locator(`[data-city="${name}"][data-legal="true"]`);
  return (await city.count()) > 0 ? city.first() : card;
}

interface Played {
  turns: TurnTaps[];
  kinds: Map<string, number>;
  places: number;
  routesChecked: boolean;
}

/**
 * Plays my decisions to the end of the game with `tap` (one tap, or a double tap), counting the
 * taps of each turn and checking after each that it did what one tap does.
 */
async function playGame(
  page: Page,
  tap: (target: Locator) => Promise<void>,
  /** `tryUndo`: the turn ends by itself, and Undo is tried once in its moment. */
  opts: { double: boolean; tryUndo: boolean },
): Promise<Played> {
  const turns = new Map<number, TurnTaps>();
  const kinds = new Map<string, number>();
  let places = 0;
  let undoneEnd = !opts.tryUndo;
  let routesChecked = false;
  for (let decisions = 0; decisions < 3000; decisions++) {
    const look = await lookAt(page);
    if (look.state === 'over') break;
    if (look.state === 'cover') throw new Error('no cover in a game against a bot');
    expect(look.chooser, 'no chooser opens: every tap means one thing').toBeNull();
    if (!routesChecked && look.turn >= 8) routesChecked = await routesInSight(page);
    let picked = target(page, look);
    if (picked === null) throw new Error(`no legal target in step ${look.step}`);
    // Every other turn of mine plays its cards on the map, so every game taps both kinds of
    // target (heads-up all my turns share one parity: the turn's parity alone would not do).
    picked = await cityTarget(page, look, picked, Math.floor(look.turn / 2) % 2 === 1);
    const kind = await kindOf(picked);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const turn = turns.get(look.turn) ?? {
      turn: look.turn,
      taps: 0,
      closing: false,
      endTapped: false,
    };
    turns.set(look.turn, turn);
    turn.taps++;
    if (kind === 'close') turn.closing = true;
    if (kind === 'end turn') {
      turn.endTapped = true;
      // With the turn ending by itself, End turn is tapped only where something else was legal.
      if (opts.tryUndo) {
        const lit = await page.locator('[data-legal="true"]').count();
        expect(lit, 'End turn is tapped only beside another legal move').toBeGreaterThan(1);
      }
    }
    const refused = await act(page, picked, look, tap);
    expect(refused, `a ${opts.double ? 'double ' : ''}tap on ${kind} is not refused`).toBe(false);
    const after = await page.evaluate(() => ({
      seq: Number(document.querySelector('.game-page')?.getAttribute('data-seq')),
      mode: document.querySelector('.game-page')?.getAttribute('data-mode') ?? '',
    }));
    if (kind === 'card in hand' || kind === 'city') {
      // A card that fits both ends waits for its end; one that fits one place is played.
      if (after.mode === 'place') places++;
      else expect(after.seq, `a tap on ${kind} plays it`).toBeGreaterThan(look.seq);
    }
    if (kind === 'start anew') expect(after.mode).toBe('anew');
    if (!undoneEnd && look.step === 'play' && after.mode === '') {
      undoneEnd = await undoTheEnd(page);
      // The card taken back is played again: that tap is the test's, not the turn's.
      if (undoneEnd) turn.taps--;
    }
    if (opts.double) await expect(page.locator('.error-note').count()).resolves.toBe(0);
  }
  return { turns: [...turns.values()], kinds, places, routesChecked };
}

/**
 * When the turn is about to end by itself after a card played, Undo takes the card back and the
 * turn does not end. True once that was seen.
 */
async function undoTheEnd(page: Page): Promise<boolean> {
  const pending = page.locator('.prompt[data-auto-end="pending"]');
  const seen = await pending
    .waitFor({ timeout: 300 })
    .then(() => true)
    .catch(() => false);
  if (!seen || (await page.locator('[data-undo]').count()) === 0) return false;
  await page.locator('[data-undo]').click();
  await page.locator('.prompt[data-step="play"]').waitFor();
  // Well past the moment it waits: the turn is still mine, at the card taken back.
  await page.waitForTimeout(1500);
  await expect(page.locator('.prompt').getAttribute('data-step')).resolves.toBe('play');
  return true;
}

/**
 * Every player's route is in sight: each player's line gives its cities, and the map draws the
 * route of each seat but the deciding one's lighter, in its seat's colour, named on hover. False
 * while the bot has no route yet.
 */
async function routesInSight(page: Page): Promise<boolean> {
  const seen = await page.evaluate(() => {
    const strip = (seat: number) =>
      document.querySelector(`.strip-player[data-seat="${seat}"] .strip-route`);
    const mine = Array.from(document.querySelectorAll('.route-panel [data-card]'), (e) =>
      (e.getAttribute('data-card') ?? '').replace(/\(\d\)$/, ''),
    );
    const other = document.querySelector('.other-route[data-route-seat="1"]');
    return {
      mine,
      myLine: strip(0)?.getAttribute('data-route') ?? null,
      botLine: strip(1)?.getAttribute('data-route') ?? '',
      botText: strip(1)?.textContent ?? '',
      drawn: other !== null,
      named: other?.querySelector('title')?.textContent ?? '',
      stroke: other?.querySelector('path, circle')?.getAttribute('stroke') ?? '',
    };
  });
  expect(seen.myLine).toBe(seen.mine.join('|'));
  if (seen.botLine === '') return false;
  const ends = seen.botLine.split('|');
  expect(seen.botText).toContain(ends[0]);
  expect(seen.botText).toContain(ends[ends.length - 1]);
  expect(seen.drawn, "the bot's route is drawn on the map").toBe(true);
  expect(seen.named).toContain(ends[0]);
  expect(seen.stroke).not.toBe('');
  return true;
}

function report(size: Size, played: Played): Record<string, unknown> {
  const ordinary = played.turns.filter((t) => !t.closing);
  const closing = played.turns.filter((t) => t.closing);
  const endedItself = ordinary.filter((t) => !t.endTapped);
  const figures = {
    size,
    turns: played.turns.length,
    ordinaryTurns: ordinary.length,
    ordinaryMedian: median(ordinary.map((t) => t.taps)),
    ordinaryMax: Math.max(0, ...ordinary.map((t) => t.taps)),
    endedItself: endedItself.length,
    endedItselfMedian: median(endedItself.map((t) => t.taps)),
    closingTurns: closing.length,
    closingMedian: median(closing.map((t) => t.taps)),
    placedAtAnEnd: played.places,
    taps: Object.fromEntries(played.kinds),
  };
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, `taps-${size}.json`), JSON.stringify(figures, null, 2));
  console.log(`taps per turn (${size}):`, JSON.stringify(figures));
  return figures;
}

describe('one tap per card, routes in sight, a turn that ends itself', () => {
  for (const size of Object.keys(SIZES) as Size[]) {
    it(
      `plays a whole game against a bot at ${size} size, counting the taps of each turn`,
      async () => {
        const { page, errors } = await openPage(size, true);
        const played = await playGame(page, pointer(page, SIZES[size].touch).tap, {
          double: false,
          tryUndo: true,
        });
        await page.locator('[data-scores]').waitFor();
        await shot(page, `play-${size}-final`);
        const figures = report(size, played);
        // Turns that ended by themselves are counted (how many depends on the deal and the
        // officials left to call); the routes were checked once the bot had one.
        expect(figures.ordinaryMedian).toBeLessThanOrEqual(3);
        expect(played.routesChecked).toBe(true);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      GAME_TIMEOUT,
    );

    it(
      `does with a double tap on every kind of target what one tap does, at ${size} size`,
      async () => {
        // The turn's end is a tap here (the setting is off), so End turn is double tapped too.
        const { page, errors } = await openPage(size, false);
        const played = await playGame(page, pointer(page, SIZES[size].touch).doubleTap, {
          double: true,
          tryUndo: false,
        });
        await page.locator('[data-scores]').waitFor();
        // Every kind of target was double tapped: cards, the display, cities, the prompt's buttons.
        for (const kind of ['face-up card', 'card in hand', 'city', 'end turn', 'close']) {
          expect(played.kinds.get(kind) ?? 0, `double taps on ${kind}`).toBeGreaterThan(0);
        }
        // Each double tap made one move: my moves in the record are exactly the double taps that
        // make a move (a card waiting for its end, or Start anew, makes none).
        const mine = await page.evaluate(() => {
          const kept = JSON.parse(localStorage.getItem('tnt.finished') ?? '[]') as {
            record: { moves: { seat: number }[] };
          }[];
          return kept[0]?.record.moves.filter((m) => m.seat === 0).length ?? -1;
        });
        const taps = [...played.kinds.values()].reduce((a, b) => a + b, 0);
        expect(mine).toBe(taps - played.places - (played.kinds.get('start anew') ?? 0));
        console.log(`double taps (${size}):`, JSON.stringify(Object.fromEntries(played.kinds)));
        expect(errors).toEqual([]);
        await page.context().close();
      },
      GAME_TIMEOUT,
    );
  }

  for (const size of Object.keys(SIZES) as Size[]) {
    it(`ends a turn with nothing left to decide by itself, Undo stops it, a setting turns it off, at ${size} size`, async () => {
      const { before, play } = onlyEndAfter();
      const { page, errors } = await openPage(size, true);
      const card = play.type === 'play' ? play.city : '';
      const playIt = async (): Promise<void> => {
        await page.locator(`[data-hand] [data-card^="${card}"][data-legal="true"]`).click();
        if ((await page.locator('.game-page[data-mode="place"]').count()) > 0) {
          const end = play.type === 'play' ? play.end : 'right';
          await page.locator(`.route-panel [data-end="${end}"]`).click();
        }
      };
      const open = async (): Promise<void> => {
        await page.evaluate((saved) => {
          localStorage.setItem('tnt.current', saved);
        }, before);
        await page.goto(`${site.url}#/game`);
        await page.reload();
        await page.locator('[data-uncover]').click();
        await page.locator('.prompt.mine[data-step="play"]').waitFor();
      };

      // The moment is shown, then the turn ends with no tap: the screen waits for Ben.
      await open();
      await playIt();
      await page.locator('.prompt[data-auto-end="pending"]').waitFor();
      await shot(page, `play-${size}-ends-itself`);
      await page.locator('[data-cover="1"]').waitFor();

      // Undo in the moment takes the card back, and the turn does not end.
      await open();
      await playIt();
      await page.locator('.prompt[data-auto-end="pending"]').waitFor();
      await page.locator('[data-undo]').click();
      await page.locator('.prompt.mine[data-step="play"]').waitFor();
      await page.waitForTimeout(1500);
      await expect(page.locator('.prompt').getAttribute('data-step')).resolves.toBe('play');
      await expect(page.locator('[data-cover]').count()).resolves.toBe(0);

      // The setting in the details sheet turns it off: End turn waits for its tap.
      await page.locator(`[data-sheet="open"]`).click();
      await page.locator('[data-auto-end-setting]').uncheck();
      await page.keyboard.press('Escape');
      await open();
      await playIt();
      await page.locator('.prompt [data-move="end turn"][data-legal="true"]').waitFor();
      await page.waitForTimeout(1500);
      await expect(page.locator('.prompt[data-auto-end]').count()).resolves.toBe(0);
      await expect(page.locator('[data-cover]').count()).resolves.toBe(0);
      await page.locator('.prompt [data-move="end turn"]').click();
      await page.locator('[data-cover="1"]').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
