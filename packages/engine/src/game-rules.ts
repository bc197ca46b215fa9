/**
 * Settles the rules of a game from its untrusted options: the rules options (R1) and the
 * expansions, refusing unknown values and combinations the rules do not allow.
 */
import type { SetupError } from './errors.ts';
import {
  DEFAULT_RULES,
  EXPANSIONS,
  type Expansion,
  type GameOptions,
  type GameRules,
} from './options.ts';
import { err, ok, type Result } from './result.ts';

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
      `unknown expansion ${JSON.stringify(unknown)}; known: ${EXPANSIONS.join(', ')}`,
    );
  }
  const set = new Set(list as readonly Expansion[]);
  if (set.size !== list.length) return badOption('an expansion is named twice');
  if (set.has('power-and-glory')) return badOption('Power and Glory is not playable yet');
  return ok(set);
}

export function settleRules(options: GameOptions): Result<GameRules, SetupError> {
  const rules: unknown = options.rules;
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
  const expansions = checkExpansions(options.expansions);
  if (!expansions.ok) return expansions;
  const messenger = expansions.value.has('messenger');
  return ok({
    allProvinces,
    messenger,
    // R13: the figure is not used with Power and Glory.
    messengerFigure: messenger && !expansions.value.has('power-and-glory'),
    offices: expansions.value.has('offices'),
  });
}
