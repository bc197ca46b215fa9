/**
 * Which city a tap on the map means. A finger covers about 44 CSS pixels, so every city answers to
 * a tap within half of that of its centre (or on its name plate), at any zoom. Where the map is
 * drawn so small that two legal targets lie within one finger's reach of the tap, the tap does
 * not guess: it asks for a closer look, and the map zooms in there (names readable, targets
 * apart). When the map is already that close, the nearest city wins.
 *
 * @example
 * resolveTap(layout, new Set(['Ulm']), [512, 300], 0.35); // { kind: 'city', city: 'Ulm' } or ...
 */
import type { Point } from './geometry.ts';
import type { BoardLayout, CityLayout } from './layout.ts';
import { TAP_TARGET_PX, readableScale } from './viewport.ts';

export type Tap =
  | { readonly kind: 'city'; readonly city: string }
  | { readonly kind: 'zoom'; readonly at: Point }
  | { readonly kind: 'none' };

/** The radius, in board units, within which a tap reaches a city at this scale. */
export function reachOf(scale: number): number {
  return TAP_TARGET_PX / 2 / scale;
}

const onPlate = (city: CityLayout, p: Point): boolean =>
  p[0] >= city.plate.x &&
  p[0] <= city.plate.x + city.plate.w &&
  p[1] >= city.plate.y &&
  p[1] <= city.plate.y + city.plate.h;

const distance = (city: CityLayout, p: Point): number =>
  Math.hypot(city.at[0] - p[0], city.at[1] - p[1]);

/**
 * @param point the tap, in board units
 * @param scale CSS pixels per board unit now
 */
export function resolveTap(
  layout: BoardLayout,
  legal: ReadonlySet<string>,
  point: Point,
  scale: number,
): Tap {
  const reach = reachOf(scale);
  const near = layout.cities.filter((c) => onPlate(c, point) || distance(c, point) <= reach);
  if (near.length === 0) return { kind: 'none' };
  // A legal target near the finger is what the player means; otherwise the nearest city is
  // tried, and the game explains why it is no move now.
  const targets = near.some((c) => legal.has(c.name))
    ? near.filter((c) => legal.has(c.name))
    : near;
  const plate = targets.filter((c) => onPlate(c, point));
  if (targets.length > 1 && plate.length !== 1 && scale < readableScale(layout)) {
    return { kind: 'zoom', at: point };
  }
  const chosen =
    plate.length === 1
      ? plate[0]!
      : targets.reduce((a, b) => (distance(b, point) < distance(a, point) ? b : a));
  return { kind: 'city', city: chosen.name };
}
