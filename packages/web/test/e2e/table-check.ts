/**
 * What "the whole table at a glance" means, checked in the page: at the current viewport the page
 * does not scroll; the prompt and its buttons, the whole map, the display and supply, my hand,
 * my route, the officials and a line for every player lie inside the viewport and do not cover
 * each other; every button of the table is at least 44 x 44 CSS pixels; every city answers to a
 * tap of at least 44 x 44 pixels (its hit circle); the buttons lying on the map cover no city
 * while the whole map is shown; and city names are measured in CSS pixels.
 */
import type { Page } from 'playwright-core';

/** The sizes the table is held to: phone portrait and landscape, tablet, desktop. */
export const TABLE_SIZES = {
  'phone-360x640': { width: 360, height: 640 },
  'phone-390x844': { width: 390, height: 844 },
  'phone-430x932': { width: 430, height: 932 },
  'phone-landscape-640x360': { width: 640, height: 360 },
  'phone-landscape-844x390': { width: 844, height: 390 },
  'tablet-768x1024': { width: 768, height: 1024 },
  'tablet-landscape-1024x768': { width: 1024, height: 768 },
  'desktop-1280x720': { width: 1280, height: 720 },
  'desktop-1440x900': { width: 1440, height: 900 },
  'desktop-1920x1080': { width: 1920, height: 1080 },
} as const;
export type TableSize = keyof typeof TABLE_SIZES;

export interface TableReport {
  /** What is wrong; empty when the table is whole. */
  readonly problems: string[];
  readonly step: string;
  /** The smallest city name and the smallest city hit circle, in CSS pixels. */
  readonly nameFontPx: number;
  readonly cityTargetPx: number;
  /** The map's scale (CSS px per board unit) and whether it shows the whole map. */
  readonly scale: number;
  readonly whole: boolean;
  readonly players: number;
}

/** Runs in the page (self-contained). */
export function inspectTable(): TableReport {
  const problems: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const root = document.scrollingElement ?? document.documentElement;
  // At the end of a game the result and the whole score sheet lie over the table, as long as they
  // need: then the page scrolls, the table under them does not.
  const over = document.querySelector('.game-page.over') !== null;
  if (!over && root.scrollHeight > vh + 1) {
    problems.push(`page scrolls: ${root.scrollHeight} > ${vh}`);
  }
  if (root.scrollWidth > vw + 1)
    problems.push(`page scrolls sideways: ${root.scrollWidth} > ${vw}`);
  const name = (e: Element): string =>
    `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')}${
      e.getAttribute('data-card') ? `[${e.getAttribute('data-card')}]` : ''
    }`;
  const inside = (e: Element, what: string): DOMRect => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) problems.push(`${what} ${name(e)} is not shown`);
    else if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      problems.push(
        `${what} ${name(e)} leaves the viewport: ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`,
      );
    }
    return r;
  };
  const need = (selector: string, what: string): Element[] => {
    const found = Array.from(document.querySelectorAll(selector));
    if (found.length === 0) problems.push(`${what} (${selector}) is missing`);
    return found;
  };
  // The parts of the table must each be in view and must not lie on top of one another.
  const parts: [string, string][] = [
    ['.prompt', 'the prompt'],
    ['.board-frame', 'the map'],
    ['[data-strip]', 'the players'],
    ['.display-panel', 'the display'],
    ['.hand-panel', 'my hand'],
    ['.officials-panel', 'the officials'],
    ['[data-sheet="open"]', 'the details button'],
  ];
  const routePanel = document.querySelector('.route-panel');
  if (routePanel !== null) parts.push(['.route-panel', 'the route']);
  const boxes = parts.flatMap(([selector, what]) =>
    need(selector, what).map((e) => ({ what, r: inside(e, what) })),
  );
  // The map's own buttons lie on it by design (its corners); nothing else may.
  const onMap = (a: string, b: string): boolean =>
    a === 'the map' &&
    b === 'the details button' &&
    getComputedStyle(document.querySelector('.details-bar')!).position === 'absolute';
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (onMap(a.what, b.what)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 1 && h > 1) problems.push(`${a.what} and ${b.what} overlap`);
    }
  });
  // Everything in them, to the last card of a long route.
  const items: [string, string][] = [
    ['.prompt .actions button', 'a button of the prompt'],
    ['.chooser button', 'an option of the chooser'],
    ['[data-slot]', 'a face-up card'],
    ['[data-supply]', 'the supply'],
    ['[data-hand] [data-card]', 'a card in hand'],
    ['.route-panel .route-card', 'a card of the route'],
    ['[data-official]', 'an official'],
    ['[data-strip] .strip-player', 'a player'],
    ['[data-strip] .strip-count', "a player's counter"],
    ['.board-tools .tool', 'a map tool'],
  ];
  for (const [selector, what] of items) {
    document.querySelectorAll(selector).forEach((e) => inside(e, what));
  }
  // A player's counters lie inside the player's line: none is cut off at its edge.
  document.querySelectorAll('[data-strip] .strip-player').forEach((line) => {
    const box = line.getBoundingClientRect();
    line.querySelectorAll('.strip-count').forEach((count) => {
      const r = count.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
        problems.push(
          `a counter of ${name(line)} leaves its line: ${Math.round(r.right)} > ${Math.round(box.right)}`,
        );
      }
    });
  });
  // The route's two end tags do not run into each other (short cities' cards are narrower).
  const ends = Array.from(document.querySelectorAll('.route-panel .end-tag'), (e) =>
    e.getBoundingClientRect(),
  );
  if (
    ends.length === 2 &&
    ends[0]!.right > ends[1]!.left + 0.5 &&
    Math.abs(ends[0]!.top - ends[1]!.top) < 1
  ) {
    problems.push("the route's end tags overlap");
  }
  need('[data-supply]', 'the supply');
  // Tap targets: every button of the table, and every city's hit circle.
  const targets =
    '.prompt button, [data-slot], [data-supply], [data-hand] [data-card], [data-official], .board-tools .tool, [data-sheet="open"]';
  document.querySelectorAll(targets).forEach((e) => {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.width < 43.5 || r.height < 43.5)) {
      problems.push(`${name(e)} is a target of ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
  });
  // The buttons that lie on the map (its corners) leave every city's name and centre free while
  // the whole map is shown: a city under a button could not be tapped without zooming.
  if (document.querySelector('.board-panel')?.getAttribute('data-whole') === 'true') {
    const buttons = Array.from(
      document.querySelectorAll('.board-tools .tool, .details-bar > .tool'),
    ).filter((e) => e.getBoundingClientRect().width > 0);
    document.querySelectorAll('[data-city]').forEach((city) => {
      const plate = city.querySelector('.plate')?.getBoundingClientRect();
      const hit = city.querySelector('.hit')?.getBoundingClientRect();
      if (plate === undefined || hit === undefined) return;
      const cx = hit.left + hit.width / 2;
      const cy = hit.top + hit.height / 2;
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        const overPlate =
          Math.min(b.right, plate.right) - Math.max(b.left, plate.left) > 0.5 &&
          Math.min(b.bottom, plate.bottom) - Math.max(b.top, plate.top) > 0.5;
        const overCentre = cx > b.left && cx < b.right && cy > b.top && cy < b.bottom;
        if (overPlate || overCentre) {
          problems.push(`${name(button)} covers the city ${city.getAttribute('data-city')}`);
        }
      }
    });
  }
  let cityTargetPx = Infinity;
  document.querySelectorAll('[data-city] .hit').forEach((e) => {
    const r = e.getBoundingClientRect();
    cityTargetPx = Math.min(cityTargetPx, r.width, r.height);
  });
  if (cityTargetPx < 43.5) problems.push(`a city answers to a tap of only ${cityTargetPx} px`);
  let nameFontPx = Infinity;
  document.querySelectorAll<SVGTextElement>('[data-city] .plate-name').forEach((e) => {
    const size = Number(e.getAttribute('font-size'));
    nameFontPx = Math.min(nameFontPx, size * (e.getScreenCTM()?.a ?? 0));
  });
  // The whole map: the viewBox of the land covers the board's frame.
  const land = document.querySelector('.board-land');
  const [x, y, w, h] = (land?.getAttribute('viewBox') ?? '0 0 0 0').split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const panel = document.querySelector('.board-panel');
  const whole = panel?.getAttribute('data-whole') === 'true';
  if (whole && (x > 0.5 || y > 0.5 || x + w < 1023.5 || y + h < 711.5)) {
    problems.push(`the map is said to be whole but shows ${x} ${y} ${w} ${h}`);
  }
  return {
    problems,
    step: document.querySelector('.prompt')?.getAttribute('data-step') ?? '',
    nameFontPx,
    cityTargetPx,
    scale: Number(panel?.getAttribute('data-scale') ?? 0),
    whole,
    players: document.querySelectorAll('[data-strip] .strip-player').length,
  };
}

/** Sets the viewport, lets the layout settle (two frames), and inspects the table. */
export async function checkAt(page: Page, size: TableSize): Promise<TableReport> {
  await page.setViewportSize(TABLE_SIZES[size]);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            done();
          });
        });
      }),
  );
  return page.evaluate(inspectTable);
}
