// The base board's data against the project's verified reference (shared/reference/base-map.json),
// and the board compiler's checks on broken data.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASE_MAP, compileBoard, type MapDefinition } from '../../src/index.ts';

const referencePath = fileURLToPath(
  new URL('../../../../../shared/reference/base-map.json', import.meta.url),
);

interface Reference {
  cities: {
    name: string;
    province: string;
    neighbours: string[];
    boardPosition: [number, number];
  }[];
  roads: [string, string][];
  provinces: { name: string; cities: string[] }[];
  bonusStacks: { id: string; provinces?: string[]; valuesTopFirst: number[] }[];
  carriages: { pointsByValue: Record<string, number> };
}

const sortedRoad = ([a, b]: readonly [string, string]): string => [a, b].sort().join(' - ');

describe.runIf(existsSync(referencePath))('the base board matches the verified reference', () => {
  // Read lazily: a skipped suite's body still runs when tests are collected.
  const reference = (): Reference => JSON.parse(readFileSync(referencePath, 'utf8')) as Reference;

  it('has the same cities, provinces and positions', () => {
    expect(BASE_MAP.cities.map((c) => [c.name, c.province, c.position])).toEqual(
      reference().cities.map((c) => [c.name, c.province, c.boardPosition]),
    );
    expect(BASE_MAP.provinces.map((p) => p.name)).toEqual(reference().provinces.map((p) => p.name));
  });

  it('has the same 45 roads, and each city the neighbours the reference lists', () => {
    expect(BASE_MAP.roads.map(sortedRoad).sort()).toEqual(reference().roads.map(sortedRoad).sort());
    const board = compileBoard(BASE_MAP);
    if (!board.ok) throw new Error(board.error.join());
    for (const city of reference().cities) {
      const mask = board.value.neighbours[board.value.cityIndex.get(city.name)!]!;
      const names = board.value.cityNames.filter((_, i) => (mask & (1 << i)) !== 0).sort();
      expect(names, city.name).toEqual([...city.neighbours].sort());
    }
  });

  it('has the same bonus stacks, values top first, and carriage points', () => {
    expect(BASE_MAP.bonusStacks.map((s) => [s.id, s.values])).toEqual(
      reference().bonusStacks.map((s) => [s.id, s.valuesTopFirst]),
    );
    expect(BASE_MAP.carriages.points).toEqual(
      BASE_MAP.carriages.values.map((v) => reference().carriages.pointsByValue[String(v)]),
    );
  });
});

describe('the board compiler', () => {
  it('builds the base board: 22 cities, 66 cards, 30 tiles, the all-provinces tile outside Baiern (R1)', () => {
    const board = compileBoard(BASE_MAP);
    if (!board.ok) throw new Error(board.error.join());
    const b = board.value;
    expect([b.cityCount, b.cardCount, b.tileCapacity]).toEqual([22, 66, 30]);
    const baiern = b.provinceNames.indexOf('Baiern');
    expect(b.allProvincesDefault & (1 << baiern)).toBe(0);
    expect(b.allProvincesEvery & (1 << baiern)).not.toBe(0);
    expect(b.routeStacks.map((i) => b.stacks[i]!.routeLength)).toEqual([7, 6, 5]);
  });

  it('lists every problem of broken data instead of throwing', () => {
    const broken: MapDefinition = {
      ...BASE_MAP,
      cities: [...BASE_MAP.cities, { name: 'Atlantis', province: 'Nowhere', position: [0, 0] }],
      roads: [...BASE_MAP.roads, ['Ulm', 'Ulm'], ['Ulm', 'Gotham']],
      bonusStacks: BASE_MAP.bonusStacks.filter((s) => s.kind !== 'game-end'),
    };
    const result = compileBoard(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual([
      'Atlantis: unknown province Nowhere',
      'bad road Ulm - Ulm',
      'bad road Ulm - Gotham',
      'no game-end stack',
    ]);
  });
});
