/**
 * What part of the map a screen shows: a centre in board units and a scale in CSS pixels per board
 * unit, for a box of a given size. Pure: the pan and zoom gestures (usePanZoom.ts) and the tap
 * rule (tap.ts) compute with it, and the board turns it into its SVG viewBox.
 *
 * @example
 * const view = fitView(layout, { width: 360, height: 250 }); // the whole map, scale 0.35
 * zoomAt(view, layout, box, 2, [180, 125]); // twice as close, around the middle of the box
 */
import type { Point } from './geometry.ts';
import { PLATE_FONT, type BoardLayout } from './layout.ts';

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface View {
  /** The board point at the middle of the box. */
  readonly centre: Point;
  /** CSS pixels per board unit. */
  readonly scale: number;
}

/** The smallest city name a person reads without effort, and the smallest tap target (CSS px). */
export const READABLE_FONT_PX = 11;
export const TAP_TARGET_PX = 44;
/** City names are never drawn smaller than this on the screen (CSS px): a whole map on a phone. */
export const LEAST_NAME_PX = 10;
/**
 * How much larger the cities may be drawn at most: on the smallest maps (a phone on its side, a
 * long prompt on a small phone) cities drawn larger still would cover one another and the map's
 * buttons in its corners.
 */
export const MOST_CITY_GROWTH = 2;
/** How much closer than the readable scale the map may be zoomed. */
const MAX_ZOOM_OVER_READABLE = 3;
/** Room around the route when zooming to it, in board units. */
const ROUTE_MARGIN = 70;

/** The scale at which the whole map fills the box (letterboxed along one side). */
export function fitScale(layout: BoardLayout, box: Size): number {
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.min(box.width / layout.width, box.height / layout.height);
}

export function fitView(layout: BoardLayout, box: Size): View {
  return { centre: [layout.width / 2, layout.height / 2], scale: fitScale(layout, box) };
}

/** The shortest distance between two cities of the map, in board units. */
export function closestCities(layout: BoardLayout): number {
  let closest = Infinity;
  for (const a of layout.cities) {
    for (const b of layout.cities) {
      if (a !== b) closest = Math.min(closest, Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]));
    }
  }
  return closest;
}

/**
 * The scale at which names are at least READABLE_FONT_PX high and targets of TAP_TARGET_PX
 * around any two cities do not overlap.
 */
export function readableScale(layout: BoardLayout): number {
  // A percent over: the viewBox is written rounded, and the sizes must hold after that.
  return 1.01 * Math.max(READABLE_FONT_PX / PLATE_FONT, TAP_TARGET_PX / closestCities(layout));
}

/**
 * How much larger than in board units the cities are drawn at a scale, so that their names are
 * LEAST_NAME_PX high at least: 1 wherever the map is drawn large enough (a desktop, or zoomed in);
 * more on a phone's whole map, whose names would otherwise be 4 to 6 pixels high; never more than
 * MOST_CITY_GROWTH (so the smallest maps' names stay under 10 px).
 */
export function nameScaleAt(scale: number): number {
  if (scale <= 0) return 1;
  // Below a third of a pixel per board unit (a phone on its side with a long prompt) the room
  // between cities shrinks faster than names would grow: the growth fades out towards 1.
  const most = Math.max(1, Math.min(MOST_CITY_GROWTH, 1 + (scale - 0.2) * 10));
  return Math.min(most, Math.max(1, LEAST_NAME_PX / (PLATE_FONT * scale)));
}

/** Keeps the scale between the whole map and a close look, and the map in the box. */
export function clampView(view: View, layout: BoardLayout, box: Size): View {
  const fit = fitScale(layout, box);
  const scale = Math.min(
    Math.max(view.scale, fit),
    Math.max(fit, readableScale(layout) * MAX_ZOOM_OVER_READABLE),
  );
  const clampAxis = (c: number, extent: number, boxPx: number): number => {
    const half = boxPx / scale / 2;
    // A map narrower than the box stays in its middle; a wider one never shows beyond its edge.
    if (half * 2 >= extent) return extent / 2;
    return Math.min(Math.max(c, half), extent - half);
  };
  return {
    scale,
    centre: [
      clampAxis(view.centre[0], layout.width, box.width),
      clampAxis(view.centre[1], layout.height, box.height),
    ],
  };
}

/** The board point under a point of the box (box pixels from its top left corner). */
export function boardPoint(view: View, box: Size, at: Point): Point {
  return [
    view.centre[0] + (at[0] - box.width / 2) / view.scale,
    view.centre[1] + (at[1] - box.height / 2) / view.scale,
  ];
}

/** Zooms by `factor` keeping the board point under `at` (box pixels) where it is. */
export function zoomAt(
  view: View,
  layout: BoardLayout,
  box: Size,
  factor: number,
  at: Point,
): View {
  const fixed = boardPoint(view, box, at);
  const scale = view.scale * factor;
  const centre: Point = [
    fixed[0] - (at[0] - box.width / 2) / scale,
    fixed[1] - (at[1] - box.height / 2) / scale,
  ];
  return clampView({ centre, scale }, layout, box);
}

/** Moves the map by a drag of (dx, dy) pixels. */
export function panBy(view: View, layout: BoardLayout, box: Size, dx: number, dy: number): View {
  const centre: Point = [view.centre[0] - dx / view.scale, view.centre[1] - dy / view.scale];
  return clampView({ centre, scale: view.scale }, layout, box);
}

/** How much closer than the whole map a close look comes at least. */
const CLOSE_LOOK_OVER_WHOLE = 2;

/**
 * The readable scale (at least), centred on a board point: a close look at one spot. Where the
 * whole map is readable already (a large screen) it still comes closer than the whole map, or a
 * double tap on the land would change nothing.
 */
export function closeLook(layout: BoardLayout, box: Size, at: Point): View {
  const scale = Math.max(readableScale(layout), CLOSE_LOOK_OVER_WHOLE * fitScale(layout, box));
  return clampView({ centre: at, scale }, layout, box);
}

/**
 * The view that frames the given points (a route) with a margin, no closer than readable; the
 * whole map when there are none.
 */
export function frameView(layout: BoardLayout, box: Size, points: readonly Point[]): View {
  if (points.length === 0) return fitView(layout, box);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs) - ROUTE_MARGIN;
  const maxX = Math.max(...xs) + ROUTE_MARGIN;
  const minY = Math.min(...ys) - ROUTE_MARGIN;
  const maxY = Math.max(...ys) + ROUTE_MARGIN;
  const scale = Math.max(
    Math.min(box.width / (maxX - minX), box.height / (maxY - minY)),
    fitScale(layout, box),
  );
  return clampView({ centre: [(minX + maxX) / 2, (minY + maxY) / 2], scale }, layout, box);
}

/** Whether a view shows the whole map (within a rounding error). */
export function isWhole(view: View, layout: BoardLayout, box: Size): boolean {
  return view.scale <= fitScale(layout, box) * 1.001;
}

/** The SVG viewBox of a view in a box: exactly the box's shape, so nothing is letterboxed. */
export function viewBoxOf(view: View, box: Size): string {
  const w = box.width / view.scale;
  const h = box.height / view.scale;
  const r = (n: number): number => Math.round(n * 100) / 100;
  return `${r(view.centre[0] - w / 2)} ${r(view.centre[1] - h / 2)} ${r(w)} ${r(h)}`;
}
