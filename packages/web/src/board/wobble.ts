/**
 * Borders drawn by hand: every edge between two cells wavers a little, like a border on an old
 * map. The waver depends only on the edge's two ends, so both cells that share an edge draw the
 * very same line and their fills meet without a gap.
 *
 * @example
 * wobble([0, 0], [100, 0]); // [[0, 0], [12.5, 1.9], ..., [100, 0]]
 */
import { polylinePath, type Cell, type Point } from './geometry.ts';

/** A deterministic hash of a number pair in [0, 1), so an edge wobbles the same from both sides. */
function noise(x: number, y: number, i: number): number {
  let h =
    Math.imul(Math.round(x * 10) ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul(Math.round(y * 10), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15) ^ Math.imul(i + 1, 0x27d4eb2f), 0x165667b1);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

const before = (a: Point, b: Point): boolean =>
  Math.round(a[0] * 10) < Math.round(b[0] * 10) ||
  (Math.round(a[0] * 10) === Math.round(b[0] * 10) &&
    Math.round(a[1] * 10) < Math.round(b[1] * 10));

/** An edge as a gently wavering line from `a` to `b`; the ends stay fixed. */
export function wobble(a: Point, b: Point): Point[] {
  if (!before(a, b)) return wobble(b, a).reverse();
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const steps = Math.floor(length / 12);
  if (steps < 2) return [a, b];
  const amplitude = Math.min(5, length * 0.06);
  const nx = -(b[1] - a[1]) / length;
  const ny = (b[0] - a[0]) / length;
  const points: Point[] = [a];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const push = (noise(a[0] + b[0], a[1] + b[1], i) - 0.5) * 2 * amplitude * Math.sin(Math.PI * t);
    points.push([a[0] + t * (b[0] - a[0]) + nx * push, a[1] + t * (b[1] - a[1]) + ny * push]);
  }
  points.push(b);
  return points;
}

/** The outline of a cell with every edge wavering (see `wobble`). */
export function cellOutline(cell: Cell): Point[] {
  const n = cell.points.length;
  return cell.points.flatMap((a, k) => wobble(a, cell.points[(k + 1) % n]!).slice(0, -1));
}

/** Edges between cells of different groups (province borders), each once, as wavering lines. */
export function borderLines(cells: readonly Cell[], groupOf: readonly number[]): Point[][] {
  const out: Point[][] = [];
  for (const cell of cells) {
    cell.points.forEach((a, k) => {
      const other = cell.edges[k]!;
      if (other <= cell.site || groupOf[other] === groupOf[cell.site]) return;
      out.push(wobble(a, cell.points[(k + 1) % cell.points.length]!));
    });
  }
  return out;
}

/** SVG path data of many separate polylines. */
export function linesPath(lines: readonly (readonly Point[])[]): string {
  return lines.map(polylinePath).join('');
}
