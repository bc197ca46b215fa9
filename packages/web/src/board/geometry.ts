/**
 * Pure geometry of a board drawn from its map data, in board units (the 1024 x 712 frame of the
 * map data). Provinces have no outlines in the data, only cities with positions, so each city gets
 * the part of the frame nearest to it (a Voronoi cell) and a province is the union of its
 * cities' cells. The land ends where no city is near: the union of discs around the cities, whose
 * outline is the coast. No rules here.
 *
 * @example
 * const cells = voronoiCells([[100, 100], [300, 120]], FRAME);
 * const coast = coastPath([[100, 100], [300, 120]], 130); // SVG path data of the land's outline
 */

export type Point = readonly [number, number];

export interface Frame {
  readonly width: number;
  readonly height: number;
}

/** The frame of every map's positions. */
export const FRAME: Frame = { width: 1024, height: 712 };

/** Edge tag of the frame's sides; other tags name the neighbouring site across the edge. */
export const FRAME_EDGE = -1;

/** A convex polygon; `edges[k]` tags the edge from `points[k]` to `points[k + 1]`. */
export interface Cell {
  readonly site: number;
  readonly points: readonly Point[];
  readonly edges: readonly number[];
}

interface HalfPlane {
  /** Points p with nx * p.x + ny * p.y <= c are kept. */
  readonly nx: number;
  readonly ny: number;
  readonly c: number;
  readonly tag: number;
}

const side = (h: HalfPlane, p: Point): number => h.nx * p[0] + h.ny * p[1] - h.c;

/** Sutherland-Hodgman clipping of a convex polygon by a half-plane, keeping edge tags. */
export function clipCell(points: readonly Point[], edges: readonly number[], h: HalfPlane): Cell {
  const outPoints: Point[] = [];
  const outEdges: number[] = [];
  const n = points.length;
  for (let k = 0; k < n; k++) {
    const a = points[k]!;
    const b = points[(k + 1) % n]!;
    const sa = side(h, a);
    const sb = side(h, b);
    const tag = edges[k]!;
    const cut = (): Point => {
      const t = sa / (sa - sb);
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    };
    if (sa <= 0) {
      outPoints.push(a);
      if (sb <= 0) outEdges.push(tag);
      else {
        // Leaving: the edge to the cut point keeps its tag, then the clip line follows.
        outEdges.push(tag);
        outPoints.push(cut());
        outEdges.push(h.tag);
      }
    } else if (sb <= 0) {
      // Entering: the part from the cut point to b belongs to the original edge.
      outPoints.push(cut());
      outEdges.push(tag);
    }
  }
  return { site: -1, points: outPoints, edges: outEdges };
}

/** Half-plane of the points nearer to `a` than to `b`. */
function bisector(a: Point, b: Point, tag: number): HalfPlane {
  const nx = b[0] - a[0];
  const ny = b[1] - a[1];
  return { nx, ny, c: (b[0] ** 2 + b[1] ** 2 - a[0] ** 2 - a[1] ** 2) / 2, tag };
}
/** The nearest-city cell of each site within the frame. Neighbours share exactly the same edge. */
export function voronoiCells(sites: readonly Point[], frame: Frame): Cell[] {
  const rect: Point[] = [
    [0, 0],
    [frame.width, 0],
    [frame.width, frame.height],
    [0, frame.height],
  ];
  return sites.map((site, i) => {
    let cell: Cell = {
      site: i,
      points: rect,
      edges: [FRAME_EDGE, FRAME_EDGE, FRAME_EDGE, FRAME_EDGE],
    };
    sites.forEach((other, j) => {
      if (j !== i) cell = clipCell(cell.points, cell.edges, bisector(site, other, j));
    });
    return { ...cell, site: i };
  });
}

/** Coordinates in path data: a tenth of a unit is finer than any screen shows. */
export const fmt = (v: number): string => (Math.round(v * 10) / 10).toString();

const FULL = 2 * Math.PI;

/** The angular intervals (radians, within [0, 2 pi]) of circle i that the other discs cover. */
function coveredArcs(sites: readonly Point[], i: number, radius: number): [number, number][] {
  const c = sites[i]!;
  const covered: [number, number][] = [];
  sites.forEach((o, j) => {
    const d = Math.hypot(o[0] - c[0], o[1] - c[1]);
    if (j === i || d >= 2 * radius) return;
    if (d === 0) {
      if (j < i) covered.push([0, FULL]);
      return;
    }
    const mid = Math.atan2(o[1] - c[1], o[0] - c[0]);
    const half = Math.acos(d / (2 * radius));
    const from = (mid - half + FULL) % FULL;
    const to = from + 2 * half;
    if (to > FULL) covered.push([from, FULL], [0, to - FULL]);
    else covered.push([from, to]);
  });
  return covered.sort((a, b) => a[0] - b[0]);
}

/** The arcs of circle i that no other disc covers. */
export function freeArcs(sites: readonly Point[], i: number, radius: number): [number, number][] {
  let at = 0;
  const free: [number, number][] = [];
  for (const [from, to] of coveredArcs(sites, i, radius)) {
    if (from > at) free.push([at, from]);
    at = Math.max(at, to);
  }
  if (at < FULL) free.push([at, FULL]);
  const arcs = free.filter(([from, to]) => to - from > 1e-6);
  // An arc that runs through angle 0 is one arc, not two.
  const first = arcs[0];
  const last = arcs[arcs.length - 1];
  if (arcs.length > 1 && first?.[0] === 0 && last?.[1] === FULL) {
    return [[last[0], first[1] + FULL], ...arcs.slice(1, -1)];
  }
  return arcs;
}

/** The coast: the outline of the union of discs of `radius` around the sites, as SVG arcs. */
export function coastPath(sites: readonly Point[], radius: number): string {
  const parts: string[] = [];
  sites.forEach((c, i) => {
    const p = (a: number): string =>
      `${fmt(c[0] + radius * Math.cos(a))} ${fmt(c[1] + radius * Math.sin(a))}`;
    for (const [from, to] of freeArcs(sites, i, radius)) {
      const r = `${radius} ${radius} 0`;
      parts.push(
        to - from >= FULL - 1e-9
          ? `M${p(0)}A${r} 1 1 ${p(Math.PI)}A${r} 1 1 ${p(0)}`
          : `M${p(from)}A${r} ${to - from > Math.PI ? 1 : 0} 1 ${p(to)}`,
      );
    }
  });
  return parts.join('');
}

/** SVG path data of a closed polygon. */
export function polygonPath(points: readonly Point[]): string {
  return points.map((p, k) => `${k === 0 ? 'M' : 'L'}${fmt(p[0])} ${fmt(p[1])}`).join('') + 'Z';
}

/** SVG path data of an open polyline. */
export function polylinePath(points: readonly Point[]): string {
  return points.map((p, k) => `${k === 0 ? 'M' : 'L'}${fmt(p[0])} ${fmt(p[1])}`).join('');
}
