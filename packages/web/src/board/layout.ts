/**
 * The fixed drawing of one map: name plates, roads, the land of each province, its borders and
 * where its name is written. Computed once per map from the map data alone (no game state).
 *
 * @example
 * const layout = boardLayout(MAPS.base!);
 * layout.cities[0].plate; // { x, y, w, h } of Mannheim's name plate
 */
import { LABEL_PLACES } from './label-places.ts';
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
  segmentHitsBox,
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
/** The sizes a name is tried at, largest first: a name too long for its province is written smaller. */
const LABEL_SCALES = [1, 0.85, 0.72, 0.62, 0.54, 0.47] as const;
/** The drawn border wavers up to this far either side of a cell's edge (wobble.ts). */
const BORDER_PLAY = 5;

/** The height of one line of a province's name, at scale 1. */
export const LABEL_LINE = LABEL_FONT + 4;

/** The box a province's name takes (one line, or the lines it is broken into), centred on a point. */
export function labelBox(text: string | readonly string[], at: Point, scale = 1): Box {
  const lines = typeof text === 'string' ? [text] : text;
  const w = Math.max(...lines.map((line) => line.length)) * LABEL_CHAR * scale;
  const h = LABEL_LINE * lines.length * scale;
  return { x: at[0] - w / 2, y: at[1] - h / 2, w, h };
}

const isVowel = (c: string): boolean => 'AEIOUÄÖÜY'.includes(c);

/**
 * A name broken in two for a narrow province: between two consonants nearest its middle, as a
 * German word is hyphenated ("HOHEN-", "ZOLLERN"); at a space when it has one.
 */
export function twoLines(name: string): readonly string[] | null {
  const space = name.indexOf(' ');
  if (space > 0) return [name.slice(0, space), name.slice(space + 1)];
  let best = -1;
  for (let i = 2; i <= name.length - 2; i++) {
    const between = !isVowel(name[i - 1]!) && !isVowel(name[i]!);
    if (between && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)))
      best = i;
  }
  return best < 0 ? null : [`${name.slice(0, best)}-`, name.slice(best)];
}

export interface Obstacles {
  /** Name plates, grown upwards to cover the houses above them. */
  readonly boxes: readonly Box[];
  readonly roads: readonly Segment[];
}

/** In one of the cells, and on land (near enough to the cell's city). */
const inside = (p: Point, cells: readonly Cell[], sites: readonly Point[], margin = 4): boolean =>
  cells.some((c) => {
    const site = sites[c.site]!;
    return (
      Math.hypot(p[0] - site[0], p[1] - site[1]) < LAND_RADIUS - margin &&
      pointInPolygon(p, c.points)
    );
  });

/** Points along a box's outline, a few units apart. */
function outlinePoints(box: Box, step = 3): Point[] {
  const points: Point[] = [];
  for (let x = box.x; x <= box.x + box.w; x += step) points.push([x, box.y], [x, box.y + box.h]);
  for (let y = box.y; y <= box.y + box.h; y += step) points.push([box.x, y], [box.x + box.w, y]);
  points.push([box.x + box.w, box.y + box.h]);
  return points;
}

/** The whole box on the province's land, with room for the wavering border all round. */
function boxInside(box: Box, cells: readonly Cell[], sites: readonly Point[]): boolean {
  const offsets: Point[] = [
    [0, 0],
    [BORDER_PLAY, 0],
    [-BORDER_PLAY, 0],
    [0, BORDER_PLAY],
    [0, -BORDER_PLAY],
  ];
  const corners: Point[] = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ];
  // The corners first: most boxes that do not fit fail there, and cheaply.
  return [...corners, ...outlinePoints(box)].every((p) =>
    offsets.every(([dx, dy]) => inside([p[0] + dx, p[1] + dy], cells, sites, BORDER_PLAY)),
  );
}

export interface Label {
  readonly at: Point;
  /** Font scale: names too long for their province are written smaller. */
  readonly scale: number;
  /** The name in one line, or broken in two where one line finds no room. */
  readonly lines: readonly string[];
}

interface Where {
  readonly cells: readonly Cell[];
  readonly sites: readonly Point[];
  readonly centre: Point;
}

/**
 * The name's box at one point and scale, scored by its room and how central it is; null where it
 * does not fit: outside the frame, not wholly inside its province, crossed by a road, or on a
 * name plate.
 */
function scoreLabel(
  name: readonly string[],
  at: Point,
  scale: number,
  where: Where,
  obstacles: Obstacles,
  frame: Frame,
): { clearance: number; score: number } | null {
  const box = labelBox(name, at, scale);
  if (box.x < LABEL_MARGIN || box.y < LABEL_MARGIN) return null;
  if (box.x + box.w > frame.width - LABEL_MARGIN || box.y + box.h > frame.height - LABEL_MARGIN)
    return null;
  // The cheap refusals first: the middle off the province, a road across, a plate under it.
  if (!inside(at, where.cells, where.sites)) return null;
  if (obstacles.roads.some((s) => segmentHitsBox(s, box))) return null;
  if (obstacles.boxes.some((b) => boxDistance(box, b) <= 0)) return null;
  if (!boxInside(box, where.cells, where.sites)) return null;
  const clearance = Math.min(30, ...obstacles.boxes.map((b) => boxDistance(box, b)));
  const road = Math.min(30, ...obstacles.roads.map((s) => segmentBoxDistance(s, box)));
  const away = Math.hypot(at[0] - where.centre[0], at[1] - where.centre[1]);
  return { clearance, score: Math.min(clearance, road * 2) - away * 0.04 };
}

/**
 * Where to write a province's name: the point of its land (sampled on a grid) whose name box lies
 * wholly inside the province, crosses no road and keeps farthest from every name plate and road;
 * a little weight pulls it towards the province's middle. A name that finds no room is tried
 * smaller; one that fits nowhere (which the tests rule out for both boards) goes to the middle.
 */
export function labelPoint(
  name: string,
  cells: readonly Cell[],
  sites: readonly Point[],
  obstacles: Obstacles,
  frame: Frame,
): Label {
  // The land reaches LAND_RADIUS from its cities at most: the cells' far corners are sea.
  const all = cells.flatMap((c) => {
    const [sx, sy] = sites[c.site]!;
    return c.points.map((p): Point => [
      Math.max(sx - LAND_RADIUS, Math.min(sx + LAND_RADIUS, p[0])),
      Math.max(sy - LAND_RADIUS, Math.min(sy + LAND_RADIUS, p[1])),
    ]);
  });
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const centre: Point = [
    xs.reduce((a, b) => a + b, 0) / xs.length,
    ys.reduce((a, b) => a + b, 0) / ys.length,
  ];
  const broken = twoLines(name);
  // Larger first; at one size a single line before two.
  const tries = LABEL_SCALES.flatMap((scale) => [
    { lines: [name], scale },
    ...(broken === null ? [] : [{ lines: broken, scale }]),
  ]);
  // Only what lies near the province can touch its name.
  const near = (b: Box): boolean =>
    b.x + b.w > Math.min(...xs) - 40 &&
    b.x < Math.max(...xs) + 40 &&
    b.y + b.h > Math.min(...ys) - 40 &&
    b.y < Math.max(...ys) + 40;
  const local: Obstacles = {
    boxes: obstacles.boxes.filter(near),
    roads: obstacles.roads.filter((r) =>
      near({
        x: Math.min(r.a[0], r.b[0]),
        y: Math.min(r.a[1], r.b[1]),
        w: Math.abs(r.a[0] - r.b[0]),
        h: Math.abs(r.a[1] - r.b[1]),
      }),
    ),
  };
  const where = { cells, sites, centre };
  type Best = { at: Point; score: number } | null;
  for (const { lines, scale } of tries) {
    const search = (x0: number, x1: number, dx: number, y0: number, y1: number, dy: number) => {
      let best: Best = null;
      for (let x = x0; x <= x1; x += dx) {
        for (let y = y0; y <= y1; y += dy) {
          const scored = scoreLabel(lines, [x, y], scale, where, local, frame);
          if (scored && (best === null || scored.score > best.score))
            best = { at: [x, y], score: scored.score };
        }
      }
      return best;
    };
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // A coarse grid, then a fine one round its best point (or everywhere, for a narrow province).
    const coarse = search(x0, x1, 9, y0, y1, 7);
    const fine =
      coarse === null
        ? search(x0, x1, 4, y0, y1, 3)
        : search(coarse.at[0] - 9, coarse.at[0] + 9, 1.5, coarse.at[1] - 7, coarse.at[1] + 7, 1);
    if (fine !== null) return { at: fine.at, scale, lines };
  }
  return { at: centre, scale: LABEL_SCALES[LABEL_SCALES.length - 1] ?? 1, lines: [name] };
}

/**
 * Where each province's name stands on a board. The search of `labelPoint` takes most of a second
 * per board, too long for a page that must answer within one: so the places of the known boards
 * are kept in label-places.ts, written by `npm run labels -w @tnt/web`, and a test checks that they
 * are what the search finds today. A board not kept there is searched when it is drawn.
 */
function provinceLabel(
  map: MapDefinition,
  name: string,
  fresh: boolean,
  search: () => Label,
): Label {
  const kept = Object.hasOwn(LABEL_PLACES, map.id) ? LABEL_PLACES[map.id]?.[name] : undefined;
  return fresh || kept === undefined ? search() : kept;
}

/** The layout of a board; `freshLabels` searches every name's place instead of the kept ones. */
export function boardLayout(map: MapDefinition, freshLabels = false): BoardLayout {
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
      label: provinceLabel(map, p.name, freshLabels, () =>
        own.length > 0
          ? labelPoint(p.name.toUpperCase(), own, sites, obstacles, FRAME)
          : { at: [0, 0], scale: 1, lines: [p.name.toUpperCase()] },
      ),
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
