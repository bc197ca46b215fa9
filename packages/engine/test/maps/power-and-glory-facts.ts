/**
 * What is established about the Power and Glory board (shared/reference/power-and-glory.md, from
 * the rules 000 "Power and Glory"), as a check that any map file must pass: the provisional
 * reconstruction now, the printed board's data once it is known.
 *
 * @example
 * expect(checkPowerAndGloryFacts(POWER_AND_GLORY_MAP)).toEqual([]); // one message per broken fact
 */
import type { BonusStackDefinition, MapDefinition } from '../../src/index.ts';

type Road = readonly [string, string];

export const FREE_CITIES = ['Bremen', 'Frankfurt', 'Hamburg', 'Lübeck'] as const;

export const PROVINCES = [
  'Preußen',
  'Hannover',
  'Mecklenburg',
  'Holland',
  'Belgien',
  'Thüringen',
  'Sachsen',
  'Hessen',
  'Baiern',
] as const;

/** The provinces of the cities the rules and the known cards name (000 and the reference). */
export const KNOWN_PROVINCE: Readonly<Record<string, string>> = {
  Berlin: 'Preußen',
  Halle: 'Preußen',
  Münster: 'Preußen',
  Cölln: 'Preußen',
  Hannover: 'Hannover',
  Göttingen: 'Hannover',
  Würzburg: 'Baiern',
  Dresden: 'Sachsen',
  Leipzig: 'Sachsen',
  Weimar: 'Thüringen',
  Kassel: 'Hessen',
};

export const KNOWN_CITIES: readonly string[] = [...Object.keys(KNOWN_PROVINCE), ...FREE_CITIES];

/** The rules' example route (000, "Discard city cards"): each step is a road. */
export const EXAMPLE_ROUTE = ['Halle', 'Berlin', 'Hannover', 'Hamburg', 'Bremen', 'Münster'];

/** The four two-province stacks: each covers one province of 2 cities and one of 1. */
const GROUPS = [
  ['Mecklenburg', 'Hannover'],
  ['Holland', 'Belgien'],
  ['Thüringen', 'Sachsen'],
  ['Hessen', 'Baiern'],
] as const;

/** One card of each of these cities is known, with this many horses. */
const SAMPLE_HORSES: Readonly<Record<string, number>> = {
  Berlin: 1,
  Bremen: 1,
  Halle: 2,
  Hamburg: 3,
  Hannover: 3,
  Kassel: 3,
  Münster: 1,
};

/** The 39 tiles of the box (000), by what each stack rewards. */
const TILES: Readonly<Record<string, number>> = {
  'route 8': 5,
  'route 7': 4,
  'route 6': 3,
  'route 5': 2,
  'all provinces': 4,
  ...Object.fromEntries(FREE_CITIES.map((c) => [`free city ${c}`, 1])),
  'provinces Preußen': 4,
  ...Object.fromEntries(GROUPS.map((g) => [`provinces ${[...g].sort().join('/')}`, 3])),
  'game end': 1,
};

const FRAME: readonly [number, number] = [1024, 712];
const MIN_CITY_DISTANCE = 40;

export const roadKey = ([a, b]: Road): string => [a, b].sort().join(' - ');

export function checkPowerAndGloryFacts(map: MapDefinition): string[] {
  return [
    ...checkBox(map),
    ...checkProvinces(map),
    ...checkFreeCities(map),
    ...checkPreussen(map),
    ...checkStacks(map),
    ...checkRoads(map),
    ...checkLayout(map),
    ...checkHorses(map),
    ...checkUnverified(map),
  ];
}

/** Counts the box fixes: 23 cities, 3 cards each, the base game's houses and carriages. */
function checkBox(map: MapDefinition): string[] {
  const problems: string[] = [];
  const names = map.cities.map((c) => c.name);
  if (names.length !== 23) problems.push(`${names.length} cities, not 23`);
  for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
    problems.push(`city ${name} listed twice`);
  }
  if (map.cityCardsPerCity !== 3) problems.push(`${map.cityCardsPerCity} cards per city, not 3`);
  if (map.housesPerPlayer !== 20) problems.push(`${map.housesPerPlayer} houses each, not 20`);
  const { values, points, copiesPerValue } = map.carriages;
  if (values.join() !== '3,4,5,6,7' || points.join() !== '2,3,5,7,10' || copiesPerValue !== 4) {
    problems.push('carriages differ from the base game (used by "with the base rules")');
  }
  return problems;
}

function citiesOf(map: MapDefinition, province: string): string[] {
  return map.cities.filter((c) => c.province === province).map((c) => c.name);
}

function checkProvinces(map: MapDefinition): string[] {
  const problems: string[] = [];
  const names = map.provinces.map((p) => p.name);
  if ([...names].sort().join() !== [...PROVINCES].sort().join()) {
    problems.push(`provinces ${names.join(', ')}; expected ${PROVINCES.join(', ')}`);
  }
  for (const c of map.cities) {
    if (c.province !== null && !names.includes(c.province)) {
      problems.push(`${c.name}: unknown province ${c.province}`);
    }
  }
  for (const [name, province] of Object.entries(KNOWN_PROVINCE)) {
    const found = map.cities.find((c) => c.name === name);
    if (!found) problems.push(`${name} is missing`);
    else if (found.province !== province) problems.push(`${name} is not in ${province}`);
  }
  for (const group of GROUPS) {
    const sizes = group.map((p) => citiesOf(map, p).length);
    if ([...sizes].sort().join() !== '1,2') {
      problems.push(
        `${group.join('/')}: provinces of ${sizes.join(' and ')} cities, expected one of 2 and one of 1`,
      );
    }
  }
  // The all-provinces tile needs a house in every province (000); free cities are in none.
  if (map.allProvincesExcept.length > 0) {
    problems.push(
      `all-provinces tile excepts ${map.allProvincesExcept.join(', ')}; it excepts none`,
    );
  }
  return problems;
}

function checkFreeCities(map: MapDefinition): string[] {
  const problems: string[] = [];
  const free = map.cities.filter((c) => c.province === null).map((c) => c.name);
  if ([...free].sort().join() !== FREE_CITIES.join()) {
    problems.push(`free cities ${[...free].sort().join(', ')}; expected ${FREE_CITIES.join(', ')}`);
  }
  for (const name of FREE_CITIES) {
    const found = map.cities.find((c) => c.name === name);
    if (found && found.province !== null) {
      problems.push(`free city ${name} lies in province ${found.province}`);
    }
  }
  const stacks = map.bonusStacks.filter((s) => s.kind === 'free-city');
  for (const s of stacks) {
    if (!(FREE_CITIES as readonly string[]).includes(s.city)) {
      problems.push(`free-city stack ${s.id} lies on ${s.city}, which is not a free city`);
    }
    // The one tile on each free city is worth 1 point (000 and the reviews agree).
    if (s.values.join() !== '1') problems.push(`free-city stack ${s.id} is not one 1-point tile`);
  }
  for (const name of FREE_CITIES) {
    const count = stacks.filter((s) => s.city === name).length;
    if (count !== 1) problems.push(`${name} has ${count} free-city stacks, not 1`);
  }
  return problems;
}

/** The road graph as neighbour lists, over the roads whose ends are both in `keep`. */
function adjacency(map: MapDefinition, keep: (city: string) => boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const c of map.cities) if (keep(c.name)) graph.set(c.name, []);
  for (const [a, b] of map.roads) {
    const fromA = graph.get(a);
    const fromB = graph.get(b);
    if (fromA && fromB && a !== b) {
      fromA.push(b);
      fromB.push(a);
    }
  }
  return graph;
}

function components(graph: Map<string, string[]>): string[][] {
  const seen = new Set<string>();
  const parts: string[][] = [];
  for (const start of graph.keys()) {
    if (seen.has(start)) continue;
    const part = [start];
    seen.add(start);
    for (let i = 0; i < part.length; i++) {
      for (const next of graph.get(part[i]!)!) {
        if (!seen.has(next)) {
          seen.add(next);
          part.push(next);
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

/**
 * Preußen has 7 cities in two separated parts with Hannover and Göttingen between them: two
 * components of the roads inside Preußen (so every path between the parts leaves Preußen), one
 * wholly west and one wholly east of both Hannover cities.
 */
function checkPreussen(map: MapDefinition): string[] {
  const problems: string[] = [];
  const cities = citiesOf(map, 'Preußen');
  if (cities.length !== 7) problems.push(`Preußen has ${cities.length} cities, not 7`);
  const parts = components(adjacency(map, (c) => cities.includes(c)));
  if (parts.length !== 2) {
    problems.push(`Preußen forms ${parts.length} connected parts, not 2`);
    return problems;
  }
  const x = (name: string): number | undefined =>
    map.cities.find((c) => c.name === name)?.position[0];
  const between = ['Hannover', 'Göttingen'].map(x);
  const spans = parts.map((p) => p.map((c) => x(c)!));
  const [west, east] = spans.sort((a, b) => Math.min(...a) - Math.min(...b)) as [
    number[],
    number[],
  ];
  const lies = between.every(
    (bx) => bx !== undefined && Math.max(...west) < bx && bx < Math.min(...east),
  );
  if (!lies) problems.push('Hannover and Göttingen do not lie between the two parts of Preußen');
  return problems;
}

/** What a stack rewards, in the words of TILES. */
function stackKey(s: BonusStackDefinition): string {
  switch (s.kind) {
    case 'route':
      return `route ${s.length}`;
    case 'all-provinces':
      return 'all provinces';
    case 'free-city':
      return `free city ${s.city}`;
    case 'provinces':
      return `provinces ${[...s.provinces].sort().join('/')}`;
    case 'game-end':
      return 'game end';
  }
}

function checkStacks(map: MapDefinition): string[] {
  const problems: string[] = [];
  const total = map.bonusStacks.reduce((sum, s) => sum + s.values.length, 0);
  if (total !== 39) problems.push(`${total} bonus tiles, not 39`);
  const keys = map.bonusStacks.map(stackKey);
  for (const [key, tiles] of Object.entries(TILES)) {
    const stacks = map.bonusStacks.filter((_, i) => keys[i] === key);
    if (stacks.length !== 1) problems.push(`${stacks.length} stacks for ${key}, not 1`);
    else if (stacks[0]!.values.length !== tiles) {
      problems.push(`${key} has ${stacks[0]!.values.length} tiles, not ${tiles}`);
    }
  }
  for (const key of keys) if (!(key in TILES)) problems.push(`no such stack in the box: ${key}`);
  const ids = map.bonusStacks.map((s) => s.id);
  for (const id of new Set(ids.filter((n, i) => ids.indexOf(n) !== i))) {
    problems.push(`stack id ${id} used twice`);
  }
  return problems;
}

function checkRoads(map: MapDefinition): string[] {
  const problems: string[] = [];
  const names = new Set(map.cities.map((c) => c.name));
  const keys = map.roads.map(roadKey);
  for (const key of new Set(keys.filter((k, i) => keys.indexOf(k) !== i))) {
    problems.push(`road ${key} listed twice`);
  }
  for (const [a, b] of map.roads) {
    if (a === b) problems.push(`road ${a} - ${b} loops`);
    for (const end of [a, b])
      if (!names.has(end)) problems.push(`road ${a} - ${b}: no city ${end}`);
  }
  const parts = components(adjacency(map, () => true));
  if (parts.length !== 1) problems.push(`the roads leave ${parts.length} separate parts`);
  for (let i = 1; i < EXAMPLE_ROUTE.length; i++) {
    const road: Road = [EXAMPLE_ROUTE[i - 1]!, EXAMPLE_ROUTE[i]!];
    if (!keys.includes(roadKey(road))) {
      problems.push(`the example route needs the road ${road[0]} - ${road[1]}`);
    }
  }
  return problems;
}

type Point = readonly [number, number];

/** Twice the signed area of a, b, c: its sign says on which side of a-b the point c lies. */
const orient = (a: Point, b: Point, c: Point): number =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const within = (a: Point, b: Point, c: Point): boolean =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Whether segments a-b and c-d meet; callers leave out pairs that share an end. */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const [o1, o2, o3, o4] = [orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)];
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  // Touching or overlapping on a line also makes two drawn roads meet.
  return (
    (o1 === 0 && within(a, b, c)) ||
    (o2 === 0 && within(a, b, d)) ||
    (o3 === 0 && within(c, d, a)) ||
    (o4 === 0 && within(c, d, b))
  );
}

/** Positions inside the frame, cities apart, and roads drawn straight that never cross. */
function checkLayout(map: MapDefinition): string[] {
  const problems: string[] = [];
  const at = new Map(map.cities.map((c) => [c.name, c.position]));
  for (const {
    name,
    position: [x, y],
  } of map.cities) {
    if (!(x >= 0 && x <= FRAME[0] && y >= 0 && y <= FRAME[1])) {
      problems.push(`${name} at ${x},${y} lies outside the ${FRAME[0]} x ${FRAME[1]} frame`);
    }
  }
  map.cities.forEach((c, i) => {
    for (const d of map.cities.slice(i + 1)) {
      const gap = Math.hypot(c.position[0] - d.position[0], c.position[1] - d.position[1]);
      if (gap < MIN_CITY_DISTANCE)
        problems.push(`${c.name} and ${d.name} are ${gap.toFixed(0)} apart`);
    }
  });
  const drawn = map.roads.flatMap(([a, b]) => {
    const [pa, pb] = [at.get(a), at.get(b)];
    return pa && pb && a !== b ? [{ a, b, pa, pb }] : [];
  });
  drawn.forEach((r, i) => {
    for (const s of drawn.slice(i + 1)) {
      if ([r.a, r.b].some((end) => end === s.a || end === s.b)) continue;
      if (segmentsMeet(r.pa, r.pb, s.pa, s.pb)) {
        problems.push(`roads ${r.a} - ${r.b} and ${s.a} - ${s.b} cross`);
      }
    }
  });
  return problems;
}

/** Each card shows 1, 2 or 3 horses (000), and the known cards must be among a city's cards. */
function checkHorses(map: MapDefinition): string[] {
  const problems: string[] = [];
  for (const { name, horses } of map.cities) {
    if (horses?.length !== map.cityCardsPerCity) {
      problems.push(
        `${name}: horses for ${horses?.length ?? 0} cards, not ${map.cityCardsPerCity}`,
      );
    } else if (!horses.every((h) => Number.isInteger(h) && h >= 1 && h <= 3)) {
      problems.push(`${name}: horses ${horses.join(',')} not each 1, 2 or 3`);
    }
    const sample = SAMPLE_HORSES[name];
    if (sample !== undefined && !horses?.includes(sample)) {
      problems.push(`${name}: no card with ${sample} horses, unlike the known card`);
    }
  }
  return problems;
}

/**
 * A board not known to be the printed one flags everything outside the established list: cities
 * the rules do not name, roads outside the example route, stack values other than the free
 * cities' 1 point, and every city's horses (only single cards are known). Flags must name things
 * on the board.
 */
function checkUnverified(map: MapDefinition): string[] {
  if (map.verified) return [];
  const flags = map.unverified;
  if (!flags) return ['an unverified board without its unverified list'];
  const problems: string[] = [];
  const names = map.cities.map((c) => c.name);
  const roads = map.roads.map(roadKey);
  const known = new Set(EXAMPLE_ROUTE.slice(1).map((c, i) => roadKey([EXAMPLE_ROUTE[i]!, c])));
  const flaggedRoads = flags.roads.map(roadKey);
  for (const name of names) {
    if (!KNOWN_CITIES.includes(name) && !flags.cities.includes(name)) {
      problems.push(`city ${name} is not established and not flagged`);
    }
    if (!flags.horses.includes(name)) problems.push(`horses of ${name} are not flagged`);
  }
  for (const road of roads) {
    if (!known.has(road) && !flaggedRoads.includes(road)) {
      problems.push(`road ${road} is not established and not flagged`);
    }
  }
  for (const s of map.bonusStacks) {
    if (s.kind !== 'free-city' && !flags.stacks.includes(s.id)) {
      problems.push(`values of stack ${s.id} are not established and not flagged`);
    }
  }
  const ids = map.bonusStacks.map((s) => s.id);
  for (const name of [...flags.cities, ...flags.horses]) {
    if (!names.includes(name)) problems.push(`flagged city ${name} is not on the board`);
  }
  for (const road of flaggedRoads) {
    if (!roads.includes(road)) problems.push(`flagged road ${road} is not on the board`);
  }
  for (const id of flags.stacks)
    if (!ids.includes(id)) problems.push(`flagged stack ${id} is not on the board`);
  return problems;
}
