/**
 * What the panels need to know about a map to draw cards and tiles: each city's province, its
 * colour and pattern, and each bonus stack's kind. Read from the map data, once per map.
 *
 * @example
 * const info = mapInfo('base');
 * info.cardLook('Ulm'); // { city: 'Ulm', province: 'Württemberg', fill: '#b9c95c', ... }
 */
import { MAPS, splitCardName, type BonusStackDefinition, type MapDefinition } from '@tnt/engine';
import { layoutOf, type BoardLayout } from '../board/layout.ts';

export interface CardLook {
  readonly card: string;
  readonly city: string;
  readonly horses: number | undefined;
  /** The province's name, or null for a free city. */
  readonly province: string | null;
  readonly fill: string;
  readonly dark: boolean;
  readonly pattern: string;
}

export interface MapInfo {
  readonly map: MapDefinition;
  readonly layout: BoardLayout;
  /** How a card looks; `horses` false (Power and Glory by the base rules) hides its horses. */
  cardLook(card: string, horses?: boolean): CardLook;
  stack(id: string): BonusStackDefinition | undefined;
  /** Fill colours of the provinces a stack rewards (for its tile's look). */
  stackColours(id: string): readonly string[];
}

const FREE_CITY = { fill: '#efe4c8', dark: false, pattern: 'none' };

function build(map: MapDefinition): MapInfo {
  const layout = layoutOf(map);
  const provinceOf = new Map(map.cities.map((c) => [c.name, c.province]));
  const look = new Map(layout.provinces.map((p) => [p.name, p]));
  const stacks = new Map(map.bonusStacks.map((s) => [s.id, s]));
  return {
    map,
    layout,
    cardLook(card, showHorses = true) {
      const { city, horses: printed } = splitCardName(card);
      const horses = showHorses ? printed : undefined;
      const province = provinceOf.get(city) ?? null;
      const p = province === null ? undefined : look.get(province);
      return {
        card,
        city,
        horses,
        province,
        ...(p ? { fill: p.fill, dark: p.dark, pattern: p.pattern } : FREE_CITY),
      };
    },
    stack: (id) => stacks.get(id),
    stackColours(id) {
      const s = stacks.get(id);
      if (s?.kind === 'provinces') return s.provinces.map((name) => look.get(name)?.fill ?? '#ccc');
      if (s?.kind === 'free-city') return [FREE_CITY.fill];
      return [];
    },
  };
}

const infos = new Map<string, MapInfo>();

export function mapInfo(mapId: string): MapInfo {
  const cached = infos.get(mapId);
  if (cached) return cached;
  const info = build(MAPS[mapId] ?? MAPS.base!);
  infos.set(mapId, info);
  return info;
}
