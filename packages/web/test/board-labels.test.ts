/**
 * Province names on both boards: each name's box lies inside its own province's land (with room
 * for the wavering border) and no road crosses it, so a name never reads as part of a road or of
 * the neighbouring province.
 */
import { describe, expect, it } from 'vitest';
import { MAPS } from '@tnt/engine';
import { FRAME, voronoiCells, type Point } from '../src/board/geometry.ts';
import { pointInPolygon, segmentHitsBox, type Box } from '../src/board/distance.ts';
import { LAND_RADIUS, boardLayout, labelBox } from '../src/board/layout.ts';

/** The drawn border wavers up to 5 units either side of the cell's edge (wobble.ts). */
const BORDER_PLAY = 5;

/** Points along the outline of a box, a few units apart. */
function outline(box: Box, step = 3): Point[] {
  const points: Point[] = [];
  for (let x = box.x; x <= box.x + box.w; x += step) points.push([x, box.y], [x, box.y + box.h]);
  for (let y = box.y; y <= box.y + box.h; y += step) points.push([box.x, y], [box.x + box.w, y]);
  points.push([box.x + box.w, box.y + box.h]);
  return points;
}

for (const id of ['base', 'power-and-glory']) {
  const map = MAPS[id]!;
  const layout = boardLayout(map);
  const cells = voronoiCells(layout.sites, FRAME);

  /** On the province's land: in one of its cities' cells, and near enough to that city. */
  const onLand = (p: Point, province: number): boolean =>
    cells.some((cell) => {
      if (layout.cities[cell.site]!.province !== province) return false;
      const site = layout.sites[cell.site]!;
      return (
        Math.hypot(p[0] - site[0], p[1] - site[1]) < LAND_RADIUS - BORDER_PLAY &&
        pointInPolygon(p, cell.points)
      );
    });
  const wellInside = (p: Point, province: number): boolean =>
    [
      [0, 0],
      [BORDER_PLAY, 0],
      [-BORDER_PLAY, 0],
      [0, BORDER_PLAY],
      [0, -BORDER_PLAY],
    ].every(([dx, dy]) => onLand([p[0] + dx!, p[1] + dy!], province));

  describe(`the province names of the ${id} board`, () => {
    for (const p of layout.provinces) {
      const box = labelBox(p.label.lines, p.label.at, p.label.scale);

      it(`${p.name}: the name lies inside its province`, () => {
        const outside = outline(box).filter((q) => !wellInside(q, p.index));
        expect(outside, `${outside.length} points of the box outside`).toEqual([]);
      });

      it(`${p.name}: no road crosses the name`, () => {
        const crossing = layout.roads
          .filter((road) => segmentHitsBox(road, box))
          .map((road) => `${road.from}-${road.to}`);
        expect(crossing).toEqual([]);
      });
    }
  });
}

describe('the kept places of the names (label-places.ts)', () => {
  for (const [id, map] of Object.entries(MAPS)) {
    it(`are where the search puts them on ${id} (else: npm run labels -w @tnt/web)`, () => {
      const kept = boardLayout(map).provinces.map((p) => [p.name, p.label]);
      const searched = boardLayout(map, true).provinces.map((p) => [p.name, p.label]);
      expect(kept).toEqual(searched);
    });
  }
});
