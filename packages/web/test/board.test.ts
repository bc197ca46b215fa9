/**
 * The board's pure geometry and headless model: cells that tile the map and meet without seams,
 * a coast that is the outline of the land, borders that waver the same from both sides, name
 * plates and province names that do not collide, and the model that marks houses, the route and
 * the legal targets it is told about.
 */
import { describe, expect, it } from 'vitest';
import { MAPS } from '@tnt/engine';
import { FRAME, coastPath, freeArcs, voronoiCells, type Point } from '../src/board/geometry.ts';
import { boxDistance, pointInPolygon } from '../src/board/distance.ts';
import { wobble } from '../src/board/wobble.ts';
import { LAND_RADIUS, boardLayout, labelBox } from '../src/board/layout.ts';
import { boardModel, housePosition } from '../src/board/model.ts';

const BASE = MAPS.base!;
const SITES: Point[] = BASE.cities.map((c) => c.position);

function area(points: readonly Point[]): number {
  let sum = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(sum) / 2;
}

describe('the land of each city (Voronoi cells)', () => {
  const cells = voronoiCells(SITES, FRAME);

  it('gives every city a cell that holds it, and the cells tile the frame', () => {
    cells.forEach((cell, i) => {
      expect(pointInPolygon(SITES[i]!, cell.points)).toBe(true);
    });
    const total = cells.reduce((sum, cell) => sum + area(cell.points), 0);
    expect(total).toBeCloseTo(FRAME.width * FRAME.height, 3);
  });

  it('lets neighbouring cells share exactly the same edge (no seam between their fills)', () => {
    let shared = 0;
    for (const cell of cells) {
      cell.points.forEach((a, k) => {
        const j = cell.edges[k]!;
        if (j < 0) return;
        const b = cell.points[(k + 1) % cell.points.length]!;
        const other = cells[j]!;
        const m = other.edges.indexOf(cell.site);
        expect(m, `${cell.site} and ${j}`).toBeGreaterThanOrEqual(0);
        const c = other.points[m]!;
        const d = other.points[(m + 1) % other.points.length]!;
        // The same segment, walked the other way round.
        expect(Math.hypot(a[0] - d[0], a[1] - d[1])).toBeLessThan(1e-6);
        expect(Math.hypot(b[0] - c[0], b[1] - c[1])).toBeLessThan(1e-6);
        shared++;
      });
    }
    expect(shared).toBeGreaterThan(SITES.length);
  });
});

describe('the coast', () => {
  it('runs only along parts of a disc that no other disc covers', () => {
    SITES.forEach((c, i) => {
      for (const [from, to] of freeArcs(SITES, i, LAND_RADIUS)) {
        for (const t of [from, (from + to) / 2, to]) {
          const p: Point = [c[0] + LAND_RADIUS * Math.cos(t), c[1] + LAND_RADIUS * Math.sin(t)];
          const inside = SITES.some(
            (o, j) => j !== i && Math.hypot(p[0] - o[0], p[1] - o[1]) < LAND_RADIUS - 1e-6,
          );
          expect(inside).toBe(false);
        }
      }
    });
  });

  it('draws a lone disc whole, and two overlapping discs as one arc each', () => {
    expect(freeArcs([[0, 0]], 0, 10)).toEqual([[0, 2 * Math.PI]]);
    // Discs of radius 10 ten units apart: each covers the other's third facing it.
    const [arc] = freeArcs(
      [
        [0, 0],
        [10, 0],
      ],
      0,
      10,
    );
    expect(arc?.[0]).toBeCloseTo(Math.PI / 3);
    expect(arc?.[1]).toBeCloseTo((5 * Math.PI) / 3);
    expect(
      coastPath(
        [
          [0, 0],
          [10, 0],
        ],
        10,
      ).match(/M/g),
    ).toHaveLength(2);
  });
});

describe('hand-drawn borders (wobble)', () => {
  it('draws the same line from either end, with the ends fixed', () => {
    const a: Point = [100.2, 40.7];
    const b: Point = [260.9, 180.3];
    const forth = wobble(a, b);
    const back = wobble(b, a).reverse();
    expect(forth).toEqual(back);
    expect(forth[0]).toEqual(a);
    expect(forth[forth.length - 1]).toEqual(b);
  });

  it('strays at most a few units from the straight edge', () => {
    const line = wobble([0, 0], [200, 0]);
    expect(line.length).toBeGreaterThan(5);
    for (const [, y] of line) expect(Math.abs(y)).toBeLessThanOrEqual(5);
  });
});

describe('the layout of every map', () => {
  for (const [id, map] of Object.entries(MAPS)) {
    const layout = boardLayout(map);

    it(`${id}: places every city's plate at its position, with no two plates overlapping`, () => {
      expect(layout.cities.map((c) => c.name)).toEqual(map.cities.map((c) => c.name));
      for (const a of layout.cities) {
        expect(a.plate.x + a.plate.w / 2).toBeCloseTo(a.at[0]);
        for (const b of layout.cities) {
          if (a.index < b.index)
            expect(boxDistance(a.plate, b.plate), `${a.name} / ${b.name}`).toBeGreaterThan(0);
        }
      }
    });

    it(`${id}: writes each province's name inside the frame, clear of every name plate`, () => {
      for (const p of layout.provinces) {
        const box = labelBox(p.label.lines, p.label.at, p.label.scale);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(FRAME.width);
        for (const c of layout.cities)
          expect(boxDistance(box, c.plate), `${p.name} / ${c.name}`).toBeGreaterThan(0);
      }
    });

    it(`${id}: draws one road per road of the data, between the two cities' positions`, () => {
      expect(layout.roads).toHaveLength(map.roads.length);
      for (const road of layout.roads) {
        expect(road.a).toEqual(map.cities.find((c) => c.name === road.from)?.position);
      }
    });
  }
});

describe('the board model', () => {
  const layout = boardLayout(BASE);
  const model = boardModel(layout, {
    houses: [['Ulm', 'Stuttgart'], ['Ulm']],
    route: ['Carlsruhe', 'Stuttgart', 'Ulm'],
    routeSeat: 1,
    legal: new Set(['Augsburg', 'Sigmaringen']),
    letters: new Set(['Basel']),
    selected: 'Augsburg',
  });
  const city = (name: string) => model.cities.find((c) => c.name === name)!;

  it('marks exactly the legal targets it is given, and the picked one', () => {
    expect(
      model.cities
        .filter((c) => c.legal)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Augsburg', 'Sigmaringen']);
    expect(model.cities.filter((c) => c.selected).map((c) => c.name)).toEqual(['Augsburg']);
  });

  it('lists the houses of each city by seat, each at its own slot above the plate', () => {
    expect(city('Ulm').houses).toEqual([0, 1]);
    expect(city('Stuttgart').houses).toEqual([0]);
    const ulm = city('Ulm').layout;
    const [x0, y0] = housePosition(ulm, 0);
    const [x1, y1] = housePosition(ulm, 1);
    expect(x0).toBeLessThan(x1);
    expect(y0).toBe(y1);
    expect(y0).toBeLessThan(ulm.plate.y);
  });

  it('numbers the route from its left end and marks both ends', () => {
    expect(city('Carlsruhe').end).toBe('left');
    expect(city('Stuttgart').end).toBeNull();
    expect(city('Ulm').end).toBe('right');
    expect(city('Stuttgart').routeIndex).toBe(1);
    expect(model.routePath).toEqual([
      city('Carlsruhe').layout.at,
      city('Stuttgart').layout.at,
      city('Ulm').layout.at,
    ]);
    expect(city('Basel').letter).toBe(true);
  });

  it('calls a route of one city both ends at once', () => {
    const single = boardModel(layout, {
      houses: [],
      route: ['Ulm'],
      routeSeat: 0,
      legal: new Set(),
      letters: new Set(),
      selected: null,
    });
    expect(single.cities.find((c) => c.name === 'Ulm')?.end).toBe('only');
  });
});
