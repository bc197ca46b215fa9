/** Distances between points, segments and boxes, for placing names where nothing else is. */
import type { Point } from './geometry.ts';

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

export function pointInPolygon(p: Point, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Distance from a point to a segment. */
export function distanceToSegment(p: Point, s: Segment): number {
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  const len2 = dx * dx + dy * dy;
  const t =
    len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - s.a[0]) * dx + (p[1] - s.a[1]) * dy) / len2));
  return Math.hypot(p[0] - (s.a[0] + t * dx), p[1] - (s.a[1] + t * dy));
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Distance from a point to an axis-aligned box (0 inside). */
export function distanceToBox(p: Point, b: Box): number {
  const dx = Math.max(b.x - p[0], 0, p[0] - (b.x + b.w));
  const dy = Math.max(b.y - p[1], 0, p[1] - (b.y + b.h));
  return Math.hypot(dx, dy);
}

/** Distance between two boxes (0 when they overlap). */
export function boxDistance(a: Box, b: Box): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w));
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h));
  return Math.hypot(dx, dy);
}

/** True if a segment crosses or touches a box (Liang-Barsky clipping). */
export function segmentHitsBox(s: Segment, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  const checks: [number, number][] = [
    [-dx, s.a[0] - b.x],
    [dx, b.x + b.w - s.a[0]],
    [-dy, s.a[1] - b.y],
    [dy, b.y + b.h - s.a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Distance between a segment and a box (0 when they meet). */
export function segmentBoxDistance(s: Segment, b: Box): number {
  if (segmentHitsBox(s, b)) return 0;
  const corners: Point[] = [
    [b.x, b.y],
    [b.x + b.w, b.y],
    [b.x, b.y + b.h],
    [b.x + b.w, b.y + b.h],
  ];
  return Math.min(
    distanceToBox(s.a, b),
    distanceToBox(s.b, b),
    ...corners.map((c) => distanceToSegment(c, s)),
  );
}
