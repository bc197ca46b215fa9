/**
 * Settles the rules of a game from its untrusted options: the rules options (R1), the expansions
 * and the variant, refusing unknown values and combinations the rules do not allow. What each
 * expansion adds to the rules (its flags, its board, its variants) its module declares.
 */
import { describeInput, type SetupError } from './errors.ts';
import { expansionNamed, registeredExpansions } from './extension/registry.ts';
import type { ExpansionModule } from './extension/expansion.ts';
import { DEFAULT_RULES, type GameOptions, type GameRules } from './options.ts';
import { err, ok, type Result } from './result.ts';

/** The base game's board. */
const BASE_MAP_ID = 'base';

export interface SettledOptions {
  readonly rules: GameRules;
  readonly map: string;
}

const badOption = (message: string): Result<never, SetupError> =>
  err({ code: 'ERR_BAD_OPTION', message });

function checkExpansions(input: unknown): Result<readonly ExpansionModule[], SetupError> {
  if (input === undefined) return ok([]);
  if (!Array.isArray(input)) return badOption('expansions is a list');
  const list: readonly unknown[] = input;
  const chosen: ExpansionModule[] = [];
  for (const name of list) {
    const expansion = typeof name === 'string' ? expansionNamed(name) : undefined;
    if (!expansion) {
      const known = registeredExpansions().map((e) => e.name);
      return badOption(`unknown expansion ${describeInput(name)}; known: ${known.join(', ')}`);
    }
    if (chosen.includes(expansion)) return badOption('an expansion is named twice');
    chosen.push(expansion);
  }
  return ok(chosen);
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

/** The map: an expansion's own board goes with that expansion, the base board without one. */
function checkMap(map: unknown, chosen: readonly ExpansionModule[]): Result<string, SetupError> {
  const owner = chosen.find((e) => e.board !== undefined);
  const wanted = owner?.board ?? BASE_MAP_ID;
  if (map === undefined) return ok(wanted);
  if (typeof map !== 'string') return badOption('map is a map id');
  if (map === wanted) return ok(map);
  const boardOwner = registeredExpansions().find((e) => e.board === map);
  if (owner) return badOption(`${owner.title} is played on its own board, not "${map}"`);
  return boardOwner
    ? badOption(`the ${boardOwner.title} board goes with the ${boardOwner.name} expansion`)
    : ok(map);
}

/** The variant, if any: a way of playing one of the chosen expansions. */
function checkVariant(
  variant: unknown,
  chosen: readonly ExpansionModule[],
): Result<string | undefined, SetupError> {
  if (variant === undefined) return ok(undefined);
  const all = registeredExpansions().flatMap((e) => e.variants ?? []);
  if (typeof variant !== 'string' || !all.includes(variant)) {
    return badOption(`unknown variant ${describeInput(variant)}; known: ${all.join(', ')}`);
  }
  const owner = registeredExpansions().find((e) => e.variants?.includes(variant));
  return chosen.some((e) => e.variants?.includes(variant))
    ? ok(variant)
    : badOption(`the "${variant}" variant is a way to play ${owner?.title ?? 'an expansion'}`);
}

export function settleOptions(options: GameOptions): Result<SettledOptions, SetupError> {
  const allProvinces = checkAllProvinces(options.rules);
  if (!allProvinces.ok) return allProvinces;
  const expansions = checkExpansions(options.expansions);
  if (!expansions.ok) return expansions;
  const chosen = expansions.value;
  const variant = checkVariant(options.variant, chosen);
  if (!variant.ok) return variant;
  const map = checkMap(options.map, chosen);
  if (!map.ok) return map;
  const names = new Set(chosen.map((e) => e.name));
  // Every expansion's flags: its absent values, or what it sets when chosen.
  const flags = registeredExpansions().map((e) =>
    chosen.includes(e) ? (e.rules?.chosen(names, variant.value) ?? {}) : (e.rules?.absent ?? {}),
  );
  return ok({
    map: map.value,
    rules: Object.assign({ allProvinces: allProvinces.value }, ...flags) as GameRules,
  });
}
