/**
 * Settles the rules of a game from its untrusted options: the rules options (R1), the expansions
 * and the variant, refusing unknown values and combinations the rules do not allow.
 */
import { describeInput, type SetupError } from './errors.ts';
import {
  DEFAULT_RULES,
  EXPANSIONS,
  type Expansion,
  type GameOptions,
  type GameRules,
} from './options.ts';
import { err, ok, type Result } from './result.ts';

export const POWER_AND_GLORY_MAP_ID = 'power-and-glory';

export interface SettledOptions {
  readonly rules: GameRules;
  readonly map: string;
}

const badOption = (message: string): Result<never, SetupError> =>
  err({ code: 'ERR_BAD_OPTION', message });

function checkExpansions(input: unknown): Result<ReadonlySet<Expansion>, SetupError> {
  if (input === undefined) return ok(new Set());
  if (!Array.isArray(input)) return badOption('expansions is a list');
  const known: readonly unknown[] = EXPANSIONS;
  const list: readonly unknown[] = input;
  const unknown = list.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    return badOption(
      `unknown expansion ${describeInput(unknown)}; known: ${EXPANSIONS.join(', ')}`,
    );
  }
  const set = new Set(list as readonly Expansion[]);
  if (set.size !== list.length) return badOption('an expansion is named twice');
  return ok(set);
}

function checkAllProvinces(rules: unknown): Result<GameRules['allProvinces'], SetupError> {
  if (rules !== undefined && (typeof rules !== 'object' || rules === null)) {
    return badOption('rules must be an object');
  }
  const merged = { ...DEFAULT_RULES, ...rules } as Record<string, unknown>;
  if (Object.keys(merged).some((key) => !(key in DEFAULT_RULES))) {
    return badOption('unknown rules option');
  }
  const { allProvinces } = merged;
  if (allProvinces !== 'standard' && allProvinces !== 'every-province') {
    return badOption('allProvinces is "standard" or "every-province" (R1)');
  }
  return ok(allProvinces);
}

/** The map: Power and Glory's board goes with that expansion, the base board without it. */
function checkMap(map: unknown, powerAndGlory: boolean): Result<string, SetupError> {
  const wanted = powerAndGlory ? POWER_AND_GLORY_MAP_ID : 'base';
  if (map === undefined) return ok(wanted);
  if (typeof map !== 'string') return badOption('map is a map id');
  if ((map === POWER_AND_GLORY_MAP_ID) !== powerAndGlory) {
    return badOption(
      powerAndGlory
        ? `Power and Glory is played on its own board, not "${map}"`
        : 'the Power and Glory board goes with the power-and-glory expansion',
    );
  }
  return ok(map);
}

export function settleOptions(options: GameOptions): Result<SettledOptions, SetupError> {
  const allProvinces = checkAllProvinces(options.rules);
  if (!allProvinces.ok) return allProvinces;
  const expansions = checkExpansions(options.expansions);
  if (!expansions.ok) return expansions;
  const powerAndGlory = expansions.value.has('power-and-glory');
  const variant: unknown = options.variant;
  if (variant !== undefined && variant !== 'base-rules') {
    return badOption('the only variant is "base-rules" (Power and Glory with the base rules)');
  }
  if (variant !== undefined && !powerAndGlory) {
    return badOption('the "base-rules" variant is a way to play Power and Glory');
  }
  const map = checkMap(options.map, powerAndGlory);
  if (!map.ok) return map;
  const messenger = expansions.value.has('messenger');
  const horses = powerAndGlory && variant === undefined;
  return ok({
    map: map.value,
    rules: {
      allProvinces: allProvinces.value,
      messenger,
      // R13: the figure is not used with Power and Glory.
      messengerFigure: messenger && !powerAndGlory,
      offices: expansions.value.has('offices'),
      horses,
      carriages: !horses,
    },
  });
}
