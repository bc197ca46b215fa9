/**
 * The screens of the move-latency benchmark: a page showing an online game reports, for each move,
 * when its game page first has it in the DOM (a MutationObserver sees the page's move count grow)
 * and when the next frame begins (requestAnimationFrame: the frame that paints it), on the page's
 * clock (`performance.timeOrigin + performance.now()`). The offset of that clock from Node's is
 * measured by round trips, so times can be compared with the moment Node sent the move.
 *
 * @example
 * const screen = await Screen.watch('spectator, desktop', page);
 * await screen.until(12); // move 12 is shown
 * screen.shownAt(12); // { dom, frame } on Node's clock
 */
import type { Page } from 'playwright-core';
import { clock } from './seat-socket.ts';

export interface Shown {
  /** The DOM has the move (Node's clock, ms). */
  readonly dom: number;
  /** The next frame begins (Node's clock, ms). */
  readonly frame: number;
}

/** Page clock minus Node clock, and half the round trip it was read in (the most it is off by). */
export interface ClockOffset {
  readonly offset: number;
  readonly within: number;
}

const REPORT = '__tntShown';

/**
 * Runs in the page (self-contained): watches the game page's `data-seq` and reports every move
 * that appears, with the time the DOM had it and the time of the next animation frame.
 */
function observeInPage(report: string): void {
  const moves = (): number =>
    Number(document.querySelector('.game-page')?.getAttribute('data-seq') ?? 0);
  const send = (window as unknown as Record<string, (...args: number[]) => Promise<void>>)[report]!;
  let last = moves();
  const check = (): void => {
    const seq = moves();
    if (!(seq > last)) return;
    const dom = performance.timeOrigin + performance.now();
    const from = last + 1;
    last = seq;
    requestAnimationFrame(() => {
      void send(from, seq, dom, performance.timeOrigin + performance.now());
    });
  };
  new MutationObserver(check).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-seq'],
  });
}

export class Screen {
  /** Each move shown, by number, on the page's clock. */
  private readonly raw = new Map<number, Shown>();
  /** The clock offsets measured so far (at the start, and at the end of a run). */
  readonly offsets: ClockOffset[] = [];
  private readonly waiting = new Set<() => void>();

  private constructor(
    readonly name: string,
    readonly page: Page,
  ) {}

  /** Starts watching a page that shows the game page. */
  static async watch(name: string, page: Page): Promise<Screen> {
    const screen = new Screen(name, page);
    await page.exposeFunction(REPORT, (from: number, to: number, dom: number, frame: number) => {
      for (let seq = from; seq <= to; seq++) screen.raw.set(seq, { dom, frame });
      for (const wake of [...screen.waiting]) wake();
    });
    await screen.calibrate();
    await page.evaluate(observeInPage, REPORT);
    return screen;
  }

  /**
   * Measures the page clock's offset from Node's: of several round trips, the shortest tells it
   * best (the page read its clock somewhere within it).
   */
  async calibrate(samples = 15): Promise<ClockOffset> {
    let best: ClockOffset = { offset: 0, within: Infinity };
    for (let i = 0; i < samples; i++) {
      const sent = clock();
      const there = await this.page.evaluate(() => performance.timeOrigin + performance.now());
      const back = clock();
      const within = (back - sent) / 2;
      if (within < best.within) best = { offset: there - (sent + back) / 2, within };
    }
    this.offsets.push(best);
    return best;
  }

  /** When move `seq` was shown, on Node's clock (the mean of the offsets measured). */
  shownAt(seq: number): Shown | undefined {
    const shown = this.raw.get(seq);
    if (shown === undefined) return undefined;
    const offset = this.offsets.reduce((sum, o) => sum + o.offset, 0) / this.offsets.length;
    return { dom: shown.dom - offset, frame: shown.frame - offset };
  }

  /** Resolves once move `seq` is shown; fails after `timeoutMs`. */
  until(seq: number, timeoutMs = 10_000): Promise<void> {
    if (this.raw.has(seq)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(wake);
        reject(new Error(`${this.name} did not show move ${seq} within ${timeoutMs} ms`));
      }, timeoutMs);
      const wake = (): void => {
        if (!this.raw.has(seq)) return;
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      this.waiting.add(wake);
    });
  }
}
