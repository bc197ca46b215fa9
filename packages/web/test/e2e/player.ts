/**
 * Plays a game through the page as a person would: reads the prompt, clicks the targets marked
 * `data-legal="true"` and the buttons, answers the chooser, hands the screen on in hot-seat.
 * A plain greedy player: it extends its route when it can, closes routes of 3 or more, places
 * every house it may and takes every carriage, so games end in reasonable time. Online, each
 * screen plays only its own seat's decisions and waits for the others'.
 *
 * Each decision costs few trips to the browser: the page is read in one go (waiting in the page
 * for its turn), one target is clicked, and the page itself waits for the move to land. A busy
 * machine spends its time rendering, not answering many small questions.
 */
import { MAPS } from '@tnt/engine';
import type { Locator, Page } from 'playwright-core';

export interface PlayStats {
  decisions: number;
  uncovered: number;
  refused: number;
}

/** What the screen shows of the decision at hand, read in one go once something is up to it. */
export interface Look {
  readonly state: 'mine' | 'cover' | 'over';
  /** Moves made so far (the game page's `data-seq`). */
  readonly seq: number;
  /** The turn's number (the prompt's `data-turn`). */
  readonly turn: number;
  readonly step: string;
  readonly map: string;
  /** The chooser's options (their moves), or null when no chooser is open. */
  readonly chooser: readonly string[] | null;
  /** The cards of the legal display slots, the legal cards in hand, and the route, in order. */
  readonly slots: readonly string[];
  readonly hand: readonly string[];
  readonly route: readonly string[];
  readonly supply: boolean;
  readonly city: boolean;
  /** The moves of the prompt's legal buttons. */
  readonly buttons: readonly string[];
  /** What a tap means now (`place`: a card waits for its end; `anew`; `horses`), or ''. */
  readonly mode: string;
  /** Start anew is lit: no card fits the route. */
  readonly anew: boolean;
}

/** What to wait for in the page: a decision of this screen's, or the landing of a move. */
type Wait =
  | { readonly kind: 'look' }
  | { readonly kind: 'landed'; readonly seq: number; readonly mode: string };

/**
 * Waits in the page, up to 30 s, and answers in one trip: for `look`, until this screen's player
 * has a decision (and no move of theirs is on its way), the cover is up, or the game is over, then
 * reads the screen (a turn that ends by itself is nobody's decision); for `landed`, until the move
 * a click made lands (more moves than `seq`), a chooser opens, what a tap means changes (`mode`)
 * or a refusal is shown, then answers whether it was refused. Each check runs once
 * the page's rendering has settled (a task after the change). Runs in the page: self-contained.
 */
export function awaitInPage(wait: Wait): Promise<Look | boolean> {
  const all = (selector: string, name: string): string[] =>
    Array.from(document.querySelectorAll(selector), (e) => e.getAttribute(name) ?? '');
  const moves = (): number =>
    Number(document.querySelector('.game-page')?.getAttribute('data-seq'));
  const mode = (): string => document.querySelector('.game-page')?.getAttribute('data-mode') ?? '';
  const look = (): Look | null => {
    const prompt = document.querySelector('.prompt');
    const over = prompt?.getAttribute('data-step') === 'over';
    const cover = document.querySelector('[data-uncover]') !== null;
    const mine =
      prompt?.classList.contains('mine') === true &&
      prompt.querySelector('.spinner') === null &&
      !prompt.hasAttribute('data-auto-end');
    if (!over && !cover && !mine) return null;
    const chooser = document.querySelector('.chooser');
    return {
      state: over ? 'over' : cover ? 'cover' : 'mine',
      seq: moves(),
      turn: Number(prompt?.getAttribute('data-turn')),
      step: prompt?.getAttribute('data-step') ?? '',
      map: document.querySelector('.game-page')?.getAttribute('data-map') ?? 'base',
      chooser: chooser === null ? null : all('.chooser [data-legal="true"]', 'data-move'),
      slots: all('[data-slot][data-legal="true"]', 'data-card'),
      hand: all('[data-hand] [data-legal="true"]', 'data-card'),
      route: all('.route-panel [data-card]', 'data-card'),
      supply: document.querySelector('[data-supply][data-legal="true"]') !== null,
      city: document.querySelector('[data-city][data-legal="true"]') !== null,
      buttons: all('.prompt .actions [data-legal="true"]', 'data-move'),
      mode: mode(),
      anew: document.querySelector('[data-start-anew][data-legal="true"]') !== null,
    };
  };
  const landed = (seq: number, was: string): boolean | null => {
    if (document.querySelector('.error-note') !== null) return true;
    if (moves() > seq || document.querySelector('.chooser') !== null) return false;
    if (mode() !== was) return false;
    return null;
  };
  const check = (): Look | boolean | null =>
    wait.kind === 'look' ? look() : landed(wait.seq, wait.mode);
  return new Promise((resolve, reject) => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      pending = undefined;
      const result = check();
      if (result === null) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      pending ??= setTimeout(finish, 0);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`waited 60 s in the page for ${JSON.stringify(wait)}`));
    }, 60_000);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    finish();
  });
}

export const lookAt = async (page: Page): Promise<Look> =>
  (await page.evaluate(awaitInPage, { kind: 'look' as const })) as Look;

/** Clicks a target; true when the move was refused. */
export async function act(
  page: Page,
  target: Locator,
  look: Look,
  click: (target: Locator) => Promise<void> = (t) => t.click(),
): Promise<boolean> {
  await click(target);
  const wait = { kind: 'landed' as const, seq: look.seq, mode: look.mode };
  return (await page.evaluate(awaitInPage, wait)) === true;
}

/** Roads of the board, as a person reads them off the map. */
function roadsOf(mapId: string): Set<string> {
  const map = MAPS[mapId] ?? MAPS.base!;
  return new Set(map.roads.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
}

const cityOf = (card: string): string => card.replace(/\(\d\)$/, '');

/** The index of the first card whose city extends the route at an end, or -1. */
function extending(cards: readonly string[], look: Look): number {
  const roads = roadsOf(look.map);
  const route = look.route.map(cityOf);
  const ends = route.length === 0 ? [] : [route[0]!, route[route.length - 1]!];
  return cards.findIndex((card) => {
    const city = cityOf(card);
    return !route.includes(city) && ends.some((end) => roads.has(`${end}|${city}`));
  });
}

/** The chooser's best option: extend the route over starting anew. */
function chooserPick(options: readonly string[]): number {
  const extend = options.findIndex((m) => / (left|right)$/.test(m));
  const other = options.findIndex((m) => !m.startsWith('horse'));
  return extend >= 0 ? extend : Math.max(0, other);
}

const legal = (page: Page, selector: string): Locator =>
  page.locator(`${selector}[data-legal="true"]`);

/** The first of these moves that a legal button of the prompt makes. */
function button(page: Page, look: Look, moves: readonly string[]): Locator | null {
  const move = moves.find((m) => look.buttons.includes(m));
  return move === undefined ? null : legal(page, `.prompt .actions [data-move="${move}"]`).first();
}

/** The target of this screen's player's decision, as the greedy player picks it. */
export function target(page: Page, look: Look): Locator | null {
  if (look.chooser !== null) {
    return legal(page, '.chooser [data-move]').nth(chooserPick(look.chooser));
  }
  // A card that fits both ends waits for the end it joins: the greedy player takes the first lit.
  if (look.mode === 'place') return legal(page, '.route-panel [data-end]').first();
  switch (look.step) {
    case 'draw':
    case 'reward-draw': {
      // A face-up card that extends the route, else the supply.
      const fits = extending(look.slots, look);
      if (fits >= 0) return legal(page, '[data-slot]').nth(fits);
      if (look.supply) return legal(page, '[data-supply]');
      return look.slots.length > 0 ? legal(page, '[data-slot]').first() : null;
    }
    case 'play':
      // A card that extends the route at an end if there is one, else start a new route (its
      // own control first, when a route lies on the table).
      if (look.hand.length > 0) {
        return legal(page, '[data-hand] [data-card]').nth(Math.max(0, extending(look.hand, look)));
      }
      return look.anew ? legal(page, '[data-start-anew]') : null;
    case 'close':
      return button(page, look, ['close', 'end turn']);
    case 'houses':
    case 'reward-house':
      return look.city ? legal(page, '[data-city]').first() : button(page, look, ['houses done']);
    case 'carriage':
      return button(page, look, ['carriage take', 'carriage cartwright', 'carriage decline']);
    case 'discard':
      return look.hand.length > 0 ? legal(page, '[data-hand] [data-card]').first() : null;
    case 'return-offices': {
      const move = look.buttons.find((m) => m.startsWith('return'));
      return move === undefined ? null : button(page, look, [move]);
    }
  }
  return null;
}

export const noStats = (): PlayStats => ({ decisions: 0, uncovered: 0, refused: 0 });

/**
 * Plays this screen's decisions, counting them into `stats`, until the game is over (true) or,
 * with `limit` decisions made in all, until the next decision is this screen's (false): then the
 * page rests on a decision of its own, which nobody else can change.
 */
export async function playUntil(
  page: Page,
  stats: PlayStats,
  limit: number,
  /** Also stop at a decision of a step this says is wanted (a step not yet looked at, say). */
  stopAt: (step: string) => boolean = () => false,
): Promise<boolean> {
  for (;;) {
    const look = await lookAt(page);
    if (look.state === 'over') return true;
    if (look.state === 'cover') {
      await page.locator('[data-uncover]').click();
      stats.uncovered++;
      continue;
    }
    if (stats.decisions >= limit || stopAt(look.step)) return false;
    const picked = target(page, look);
    if (picked === null) throw new Error(`no legal target found in step ${look.step}`);
    if (await act(page, picked, look)) stats.refused++;
    stats.decisions++;
  }
}

/** Plays this screen's decisions until the game is over. */
export async function playToEnd(page: Page, maxDecisions = 4000): Promise<PlayStats> {
  const stats = noStats();
  if (await playUntil(page, stats, maxDecisions)) return stats;
  throw new Error(`the game did not end within ${maxDecisions} decisions`);
}
