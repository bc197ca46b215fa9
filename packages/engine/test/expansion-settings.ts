/** Every combination of expansions the rules allow, on the base board and Power and Glory's. */
import type { Expansion } from '../src/index.ts';

export interface ExpansionSetting {
  readonly expansions: readonly Expansion[];
  readonly variant?: 'base-rules';
}

/** The combinations with at least one expansion. */
export const EXPANSION_COMBINATIONS: readonly ExpansionSetting[] = [
  { expansions: ['messenger'] },
  { expansions: ['offices'] },
  { expansions: ['messenger', 'offices'] },
  { expansions: ['power-and-glory'] },
  { expansions: ['power-and-glory', 'messenger'] },
  { expansions: ['power-and-glory', 'offices'] },
  { expansions: ['power-and-glory', 'messenger', 'offices'] },
  { expansions: ['power-and-glory'], variant: 'base-rules' },
  { expansions: ['power-and-glory', 'messenger', 'offices'], variant: 'base-rules' },
];

/** The base game, then every combination. */
export const ALL_SETTINGS: readonly ExpansionSetting[] = [
  { expansions: [] },
  ...EXPANSION_COMBINATIONS,
];
