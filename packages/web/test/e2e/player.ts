/**
 * Plays a game through the page as a person would: reads the prompt, clicks the targets marked
 * `data-legal="true"` and the buttons, answers the chooser, hands the screen on in hot-seat.
 * A plain greedy player: it extends its route when it can, closes routes of 3 or more, places
 * every house it may and takes every carriage, so games end in reasonable time.
 */
import { MAPS } from '@tnt/engine';
import type { Locator, Page } from 'playwright-core';

export interface PlayStats {
  decisions: number;
  uncovered: number;
  refused: number;
}

const seqOf = async (page: Page): Promise<number> =>
  Number(await page.locator('.game-page').getAttribute('data-seq'));

/** Waits until the page shows a decision for this screen, the cover, or the end. */
async function awaitTurn(page: Page): Promise<'mine' | 'cover' | 'over'> {
  const mine = page.locator('.prompt.mine');
  const cover = page.locator('[data-uncover]');
  const over = page.locator('.prompt[data-step="over"]');
  await mine.or(cover).or(over).first().waitFor({ timeout: 30_000 });
  if (await over.count()) return 'over';
  if (await cover.count()) return 'cover';
  return 'mine';
}

/** Clicks and waits for the move to land (the sequence number grows), or for a chooser or error. */
async function act(page: Page, target: Locator): Promise<void> {
  const before = await seqOf(page);
  await target.click();
  await page.waitForFunction(
    (n) =>
      Number(document.querySelector('.game-page')?.getAttribute('data-seq')) > n ||
      document.querySelector('.chooser') !== null ||
      document.querySelector('.error-note') !== null,
    before,
    { timeout: 10_000 },
  );
}

/** The chooser's best option: extend the route over starting anew. */
async function answerChooser(page: Page): Promise<void> {
  const options = page.locator('.chooser [data-legal="true"]');
  const texts = await options.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-move') ?? ''),
  );
  const extend = texts.findIndex((m) => / (left|right)$/.test(m));
  const other = texts.findIndex((m) => !m.startsWith('horse'));
  await act(page, options.nth(extend >= 0 ? extend : Math.max(0, other)));
}

/** Roads of the board, as a person reads them off the map. */
function roadsOf(mapId: string): Set<string> {
  const map = MAPS[mapId] ?? MAPS.base!;
  return new Set(map.roads.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
}

const cityOf = (card: string): string => card.replace(/\(\d\)$/, '');

interface Table {
  readonly roads: ReadonlySet<string>;
  readonly route: readonly string[];
}

/** What the player sees of the board and of its own route. */
async function table(page: Page): Promise<Table> {
  const mapId = (await page.locator('.game-page').getAttribute('data-map')) ?? 'base';
  const route = await page
    .locator('.route-panel [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  return { roads: roadsOf(mapId), route: route.map(cityOf) };
}

/** The index of the first card whose city extends the route at an end, or -1. */
function extending(cards: readonly string[], { roads, route }: Table): number {
  const ends = route.length === 0 ? [] : [route[0]!, route[route.length - 1]!];
  return cards.findIndex((card) => {
    const city = cityOf(card);
    return !route.includes(city) && ends.some((end) => roads.has(`${end}|${city}`));
  });
}

const cardNames = (cards: Locator): Promise<string[]> =>
  cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));

/** Draw: a face-up card that extends the route, else the supply. */
async function draw(page: Page): Promise<void> {
  const slots = page.locator('[data-slot][data-legal="true"]');
  const fits = extending(await cardNames(slots), await table(page));
  const supply = page.locator('[data-supply][data-legal="true"]');
  if (fits >= 0) return act(page, slots.nth(fits));
  if (await supply.count()) return act(page, supply);
  return act(page, slots.first());
}

/** Play: a card that extends the route at an end if there is one, else start a new route. */
async function play(page: Page): Promise<void> {
  const cards = page.locator('[data-hand] [data-legal="true"]');
  const fits = extending(await cardNames(cards), await table(page));
  await act(page, cards.nth(Math.max(0, fits)));
  if (await page.locator('.chooser').count()) await answerChooser(page);
}

async function button(page: Page, moves: readonly string[]): Promise<Locator | null> {
  for (const move of moves) {
    const found = page.locator(`.prompt [data-move="${move}"][data-legal="true"]`);
    if (await found.count()) return found.first();
  }
  return null;
}

/** One decision of this screen's player. */
async function decide(page: Page): Promise<void> {
  if (await page.locator('.chooser').count()) return answerChooser(page);
  const step = await page.locator('.prompt').getAttribute('data-step');
  switch (step) {
    case 'draw':
    case 'reward-draw':
      return draw(page);
    case 'play':
      return play(page);
    case 'close': {
      const target = await button(page, ['close', 'end turn']);
      if (target) return act(page, target);
      break;
    }
    case 'houses':
    case 'reward-house': {
      const city = page.locator('[data-city][data-legal="true"]').first();
      if (await city.count()) return act(page, city);
      const done = await button(page, ['houses done']);
      if (done) return act(page, done);
      break;
    }
    case 'carriage': {
      const target = await button(page, [
        'carriage take',
        'carriage cartwright',
        'carriage decline',
      ]);
      if (target) return act(page, target);
      break;
    }
    case 'discard': {
      const card = page.locator('[data-hand] [data-legal="true"]').first();
      if (await card.count()) return act(page, card);
      break;
    }
    case 'return-offices': {
      const target = page.locator('.prompt [data-move^="return"][data-legal="true"]').first();
      if (await target.count()) return act(page, target);
      break;
    }
  }
  throw new Error(`no legal target found in step ${step ?? '?'}`);
}

/** Plays this screen's decisions until the game is over. */

export async function playToEnd(page: Page, maxDecisions = 4000): Promise<PlayStats> {
  const stats: PlayStats = { decisions: 0, uncovered: 0, refused: 0 };
  while (stats.decisions < maxDecisions) {
    const state = await awaitTurn(page);
    if (state === 'over') return stats;
    if (state === 'cover') {
      await page.locator('[data-uncover]').click();
      stats.uncovered++;
      continue;
    }
    await decide(page);
    if (await page.locator('.error-note').count()) stats.refused++;
    stats.decisions++;
  }
  throw new Error(`the game did not end within ${maxDecisions} decisions`);
}
