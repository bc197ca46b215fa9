/**
 * The fixed drawing of one map: name plates, roads, the land of each province, its borders and
 * where its name is written. Computed once per map from the map data alone (no game state).
 *
 * @example
 * const layout = boardLayout(MAPS.base!);
 * layout.cities[0].plate; // { x, y, w, h } of Mannheim's name plate
 */
import type { MapDefinition } from '@tnt/engine';
import {
  FRAME,
  coastPath,
  polygonPath,
  voronoiCells,
  type Cell,
  type Frame,
  type Point,
} from './geometry.ts';
import {
  boxDistance,
  pointInPolygon,
  segmentBoxDistance,
  type Box,
  type Segment,
} from './distance.ts';
import { borderLines, cellOutline, linesPath } from './wobble.ts';
import { isDark, patternOf, provinceColour, type PatternName } from './palette.ts';

/** Name plates: font size and padding in board units. */
export const PLATE_FONT = 14;
export const PLATE_HEIGHT = 22;
const CHAR_WIDTH = 7.6;
const PLATE_PADDING = 14;
/** How far a city's land reaches at most (beyond it the parchment shows). */
export const LAND_RADIUS = 150;

export interface CityLayout {
  readonly index: number;
  readonly name: string;
  /** Province index, or -1 for a free city. */
  readonly province: number;
  readonly at: Point;
  readonly plate: Box;
}

export interface ProvinceLayout {
  readonly index: number;
  readonly name: string;
  readonly fill: string;
  readonly dark: boolean;
  readonly pattern: PatternName;
  /** The land of the province's cities as one path. */
  readonly land: string;
  readonly label: Label;
}

export interface RoadLayout {
  readonly from: string;
  readonly to: string;
  readonly a: Point;
  readonly b: Point;
}

export interface BoardLayout {
  readonly mapId: string;
  readonly width: number;
  readonly height: number;
  readonly cities: readonly CityLayout[];
  readonly cityIndex: ReadonlyMap<string, number>;
  readonly provinces: readonly ProvinceLayout[];
  readonly roads: readonly RoadLayout[];
  /** Land of the free cities (in no province). */
  readonly freeLand: string;
  readonly borders: string;
  /** The outline of the land: the union of discs of LAND_RADIUS around the cities. */
  readonly coast: string;
  readonly sites: readonly Point[];
}

export function plateBox(name: string, at: Point): Box {
  const w = Math.round(name.length * CHAR_WIDTH + PLATE_PADDING);
  return { x: at[0] - w / 2, y: at[1] - PLATE_HEIGHT / 2, w, h: PLATE_HEIGHT };
}

/** Province names: font size, letter spacing and width of a character, in board units. */
export const LABEL_FONT = 17;
const LABEL_CHAR = 14.5;
/** How far from the frame's edge a name stays. */
const LABEL_MARGIN = 6;
/** The sizes a name is tried at, largest first. */
const LABEL_SCALES = [1, 0.8, 0.65] as const;

/** The box a province's name takes, centred on a point. */
export function labelBox(name: string, at: Point, scale = 1): Box {
  const w = name.length * LABEL_CHAR * scale;
  const h = (LABEL_FONT + 4) * scale;
  return { x: at[0] - w / 2, y: at[1] - h / 2, w, h };
}

export interface Obstacles {
  /** Name plates, grown upwards to cover the houses above them. */
  readonly boxes: readonly Box[];
  readonly roads: readonly Segment[];
}

/** In one of the cells, and on land (near enough to the cell's city). */
const inside = (p: Point, cells: readonly Cell[], sites: readonly Point[]): boolean =>
  cells.some((c) => {
    const site = sites[c.site]!;
    return (
      Math.hypot(p[0] - site[0], p[1] - site[1]) < LAND_RADIUS - 4 && pointInPolygon(p, c.points)
    );
  });

export interface Label {
  readonly at: Point;
  /** Font scale: names too long for their province are written smaller. */
  readonly scale: number;
}

/** The name's box at one point and scale, scored: room around it, inside the province, central. */
function scoreLabel(
  name: string,
  at: Point,
  scale: number,
  where: { cells: readonly Cell[]; sites: readonly Point[]; centre: Point },
  obstacles: Obstacles,
  frame: Frame,
): { clearance: number; score: number } | null {
  const box = labelBox(name, at, scale);
  if (box.x < LABEL_MARGIN || box.y < LABEL_MARGIN) return null;
  if (box.x + box.w > frame.width - LABEL_MARGIN || box.y + box.h > frame.height - LABEL_MARGIN)
    return null;
  if (!inside(at, where.cells, where.sites)) return null;
  const corners: Point[] = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ];
  const contained = corners.filter((c) => inside(c, where.cells, where.sites)).length;
  // Names may cross roads (their halo keeps them readable), but never a name plate or its houses.
  const clearance = Math.min(30, ...obstacles.boxes.map((b) => boxDistance(box, b)));
  const roads = obstacles.roads.filter((s) => segmentBoxDistance(s, box) < 2).length;
  const away = Math.hypot(at[0] - where.centre[0], at[1] - where.centre[1]);
  return { clearance, score: clearance + contained * 6 - roads * 7 - away * 0.04 };
}

/**
 * Where to write a province's name: the point of its land whose name box keeps farthest from
 * every name plate and road (sampled on a grid), within the frame and, where it fits, within the
 * province; a little weight pulls it towards the province's middle. A name that finds no room is
 * tried smaller.
 */
export function labelPoint(
  name: string,
  cells: readonly Cell[],
  sites: readonly Point[],
  obstacles: Obstacles,
  frame: Frame,
): Label {
  const all = cells.flatMap((c) => c.points);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const centre: Point = [
    xs.reduce((a, b) => a + b, 0) / xs.length,
    ys.reduce((a, b) => a + b, 0) / ys.length,
  ];
  let fallback: Label = { at: centre, scale: 1 };
  for (const scale of LABEL_SCALES) {
    let best: { at: Point; score: number; clearance: number } | null = null;
    for (let x = Math.min(...xs); x <= Math.max(...xs); x += 8) {
      for (let y = Math.min(...ys); y <= Math.max(...ys); y += 6) {
        const scored = scoreLabel(name, [x, y], scale, { cells, sites, centre }, obstacles, frame);
        if (scored && (best === null || scored.score > best.score))
          best = { at: [x, y], ...scored };
      }
    }
    if (best === null) continue;
    if (best.clearance >= 3) return { at: best.at, scale };
    if (scale === 1) fallback = { at: best.at, scale };
  }
  return fallback;
}

export function boardLayout(map: MapDefinition): BoardLayout {
  const provinceIndex = new Map(map.provinces.map((p, i) => [p.name, i]));
  const cities = map.cities.map((c, index): CityLayout => ({
    index,
    name: c.name,
    province: c.province === null ? -1 : (provinceIndex.get(c.province) ?? -1),
    at: c.position,
    plate: plateBox(c.name, c.position),
  }));
  const cityIndex = new Map(cities.map((c) => [c.name, c.index]));
  const at = (name: string): Point => cities[cityIndex.get(name) ?? 0]!.at;
  const roads = map.roads.map(([from, to]) => ({ from, to, a: at(from), b: at(to) }));
  const sites = cities.map((c) => c.at);
  const cells = voronoiCells(sites, FRAME);
  // Free cities form groups of their own, so borders are drawn round them too.
  const groupOf = cities.map((c) => (c.province >= 0 ? c.province : 1000 + c.index));
  const obstacles: Obstacles = {
    boxes: cities.map((c) => ({ ...c.plate, y: c.plate.y - 20, h: c.plate.h + 20 })),
    roads,
  };
  const provinces = map.provinces.map((p, index): ProvinceLayout => {
    const own = cells.filter((cell) => cities[cell.site]!.province === index);
    const fill = provinceColour(p.colour);
    return {
      index,
      name: p.name,
      fill,
      dark: isDark(fill),
      pattern: patternOf(index),
      land: own.map((cell) => polygonPath(cellOutline(cell))).join(''),
      label:
        own.length > 0
          ? labelPoint(p.name.toUpperCase(), own, sites, obstacles, FRAME)
          : { at: [0, 0], scale: 1 },
    };
  });
  const freeLand = cells
    .filter((cell) => cities[cell.site]!.province < 0)
    .map((cell) => polygonPath(cellOutline(cell)))
    .join('');
  return {
    mapId: map.id,
    width: FRAME.width,
    height: FRAME.height,
    cities,
    cityIndex,
    provinces,
    roads,
    freeLand,
    borders: linesPath(borderLines(cells, groupOf)),
    coast: coastPath(sites, LAND_RADIUS),
    sites,
  };
}

const layouts = new Map<string, BoardLayout>();

/** The layout of a map, computed once. */
export function layoutOf(map: MapDefinition): BoardLayout {
  const cached = layouts.get(map.id);
  if (cached) return cached;
  const layout = boardLayout(map);
  layouts.set(map.id, layout);
  return layout;
}
