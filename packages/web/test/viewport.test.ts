/**
 * The map's view and the tap rule, without a DOM: the whole map fits any box, zooming keeps the
 * point under the fingers, the map never leaves its box, the route is framed, names are readable
 * and targets apart at the readable scale, and a tap means the city a person means or asks for a
 * closer look.
 */
import { describe, expect, it } from 'vitest';
import { MAPS } from '@tnt/engine';
import { boardLayout, PLATE_FONT } from '../src/board/layout.ts';
import {
  LEAST_NAME_PX,
  READABLE_FONT_PX,
  TAP_TARGET_PX,
  boardPoint,
  clampView,
  closeLook,
  closestCities,
  fitView,
  frameView,
  isWhole,
  nameScaleAt,
  panBy,
  readableScale,
  viewBoxOf,
  zoomAt,
} from '../src/board/viewport.ts';
import { reachOf, resolveTap } from '../src/board/tap.ts';

const BASE = boardLayout(MAPS.base!);
const PG = boardLayout(MAPS['power-and-glory']!);
const PHONE = { width: 354, height: 246 };
const DESKTOP = { width: 860, height: 620 };

const at = (name: string) => BASE.cities.find((c) => c.name === name)!;

describe('the view of the map', () => {
  it('shows the whole map in any box, and its viewBox has the box’s shape', () => {
    for (const box of [PHONE, DESKTOP, { width: 300, height: 600 }]) {
      const view = fitView(BASE, box);
      const [x, y, w, h] = viewBoxOf(view, box).split(' ').map(Number);
      expect(x!).toBeLessThanOrEqual(0);
      expect(y!).toBeLessThanOrEqual(0);
      expect(x! + w!).toBeGreaterThanOrEqual(BASE.width - 0.01);
      expect(y! + h!).toBeGreaterThanOrEqual(BASE.height - 0.01);
      expect(w! / h!).toBeCloseTo(box.width / box.height, 2);
      expect(isWhole(view, BASE, box)).toBe(true);
    }
  });

  it('zooms around a point: the board point under it stays under it', () => {
    const view = fitView(BASE, DESKTOP);
    const spot: [number, number] = [300, 200];
    const before = boardPoint(view, DESKTOP, spot);
    const closer = zoomAt(view, BASE, DESKTOP, 2, spot);
    expect(closer.scale).toBeCloseTo(view.scale * 2, 6);
    const after = boardPoint(closer, DESKTOP, spot);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
    expect(isWhole(closer, BASE, DESKTOP)).toBe(false);
  });

  it('never zooms out past the whole map, nor pans the map out of its box', () => {
    const view = fitView(BASE, PHONE);
    expect(zoomAt(view, BASE, PHONE, 0.2, [10, 10]).scale).toBeCloseTo(view.scale, 9);
    const close = zoomAt(view, BASE, PHONE, 3, [10, 10]);
    const far = panBy(close, BASE, PHONE, 100_000, 100_000);
    const [x, y] = viewBoxOf(far, PHONE).split(' ').map(Number);
    expect(x).toBeCloseTo(0, 1);
    expect(y).toBeCloseTo(0, 1);
    const huge = clampView({ centre: [500, 300], scale: 1000 }, BASE, PHONE);
    expect(huge.scale).toBeLessThanOrEqual(readableScale(BASE) * 3 + 1e-9);
  });

  it('frames a route with all its cities in the box', () => {
    const route = ['Ulm', 'Augsburg', 'München', 'Passau'].map((n) => at(n).at);
    const view = frameView(BASE, PHONE, route);
    expect(view.scale).toBeGreaterThan(fitView(BASE, PHONE).scale);
    for (const p of route) {
      const x = (p[0] - view.centre[0]) * view.scale + PHONE.width / 2;
      const y = (p[1] - view.centre[1]) * view.scale + PHONE.height / 2;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(PHONE.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(PHONE.height);
    }
    expect(frameView(BASE, PHONE, [])).toEqual(fitView(BASE, PHONE));
  });

  it('reads names at 11 px and keeps 44 px targets apart at the readable scale, on both boards', () => {
    for (const layout of [BASE, PG]) {
      const scale = readableScale(layout);
      expect(PLATE_FONT * scale).toBeGreaterThanOrEqual(READABLE_FONT_PX);
      expect(closestCities(layout) * scale).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    }
    // A whole base map 354 px wide is smaller than that: names and targets come on demand.
    expect(fitView(BASE, PHONE).scale).toBeLessThan(readableScale(BASE));
  });

  it('comes closer with a close look, on a phone to the readable scale, on a large screen closer than the whole map', () => {
    const spot = at('Ulm').at;
    const phone = closeLook(BASE, PHONE, spot);
    expect(phone.scale).toBeCloseTo(readableScale(BASE), 6);
    // On a desktop's box the whole map is readable already: twice as close as the whole map.
    expect(fitView(BASE, DESKTOP).scale).toBeGreaterThan(readableScale(BASE));
    expect(closeLook(BASE, DESKTOP, spot).scale).toBeCloseTo(2 * fitView(BASE, DESKTOP).scale, 6);
    // On a very large one, as close as the map goes, which is still closer than the whole map.
    const large = { width: 1800, height: 1300 };
    expect(closeLook(BASE, large, spot).scale).toBeGreaterThan(fitView(BASE, large).scale);
  });
});

describe('a tap on the map', () => {
  const phone = fitView(BASE, PHONE).scale;
  const legal = new Set(['Basel', 'Freiburg', 'Ulm']);

  it('picks the legal city within a finger’s reach of it, even off its plate', () => {
    const ulm = at('Ulm').at;
    const near: [number, number] = [ulm[0], ulm[1] + reachOf(phone) * 0.9];
    expect(resolveTap(BASE, legal, near, phone)).toEqual({ kind: 'city', city: 'Ulm' });
    expect(reachOf(phone) * 2 * phone).toBeCloseTo(TAP_TARGET_PX, 6);
  });

  it('asks for a closer look where two legal cities are in reach; once close, they are apart', () => {
    const a = at('Basel').at;
    const b = at('Freiburg').at;
    // Between the two: both within a finger's reach on a phone's whole map.
    const between: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const tap = resolveTap(BASE, legal, between, phone);
    expect(tap.kind).toBe('zoom');
    // At the readable scale no spot is in reach of two cities: the tap there picks no one...
    const close = readableScale(BASE);
    expect(resolveTap(BASE, legal, between, close).kind).not.toBe('zoom');
    // ...and a tap a fifth of the way from Basel to Freiburg is Basel's.
    const nearBasel: [number, number] = [a[0] + (b[0] - a[0]) * 0.2, a[1] + (b[1] - a[1]) * 0.2];
    expect(resolveTap(BASE, legal, nearBasel, close)).toEqual({ kind: 'city', city: 'Basel' });
  });

  it('prefers a legal city to a closer one that is not, and tries a city that is not when no legal one is near', () => {
    const ulm = at('Ulm').at;
    expect(resolveTap(BASE, new Set(['Ulm']), ulm, phone)).toEqual({ kind: 'city', city: 'Ulm' });
    // With no legal target near, the city tapped is tried (the game then says why not).
    expect(resolveTap(BASE, new Set(['Basel']), ulm, phone)).toEqual({ kind: 'city', city: 'Ulm' });
  });

  it('picks nothing on empty land', () => {
    expect(resolveTap(BASE, legal, [20, 20], phone)).toEqual({ kind: 'none' });
  });
});

describe('city names on a map drawn small', () => {
  it('are drawn larger so that they are 10 px at least, and as they are once that big', () => {
    const whole = fitView(BASE, { width: 370, height: 257 }).scale;
    expect(PLATE_FONT * whole).toBeLessThan(LEAST_NAME_PX);
    expect(PLATE_FONT * whole * nameScaleAt(whole)).toBeCloseTo(LEAST_NAME_PX, 6);
    const desktop = fitView(BASE, DESKTOP).scale;
    expect(nameScaleAt(desktop)).toBe(1);
    // The smallest maps: grown twice at most, and less and less below 0.3 px per board unit.
    expect(nameScaleAt(0.3)).toBeCloseTo(2, 6);
    expect(nameScaleAt(0.25)).toBeCloseTo(1.5, 6);
    expect(nameScaleAt(0.05)).toBe(1);
    // Zooming in never makes a name smaller on the screen.
    let last = 0;
    for (let scale = whole; scale < 3; scale *= 1.3) {
      const px = PLATE_FONT * scale * nameScaleAt(scale);
      expect(px).toBeGreaterThanOrEqual(last);
      last = px;
    }
  });
});
