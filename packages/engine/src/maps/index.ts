/** The boards the engine knows by id. A game record names its board by this id. */
import type { MapDefinition } from '../board/map-definition.ts';
import { BASE_MAP } from './base.ts';
import { POWER_AND_GLORY_MAP } from './power-and-glory.ts';

export const MAPS: Readonly<Record<string, MapDefinition>> = {
  base: BASE_MAP,
  'power-and-glory': POWER_AND_GLORY_MAP,
};
