/**
 * The bots' built-in expansion modules, and the policy hooks of a game's rules: the base game's,
 * replaced by those of each expansion played, in this order. Composed once per rules object (a
 * state and its copies share it), so the hot paths of the rollouts pay one map look-up.
 *
 * @example
 * policyHooks(state).closeChoice(state, codes, n);
 */
import type { GameRules, GameState } from '@tnt/engine';
import { BASE_HOOKS } from './base.ts';
import type { BotExpansion } from './bot-expansion.ts';
import type { BotPolicyHooks } from './hooks.ts';
import { MESSENGER_BOT } from './messenger/index.ts';
import { OFFICES_OF_HONOR_BOT } from './offices-of-honor/index.ts';
import { POWER_AND_GLORY_BOT } from './power-and-glory/index.ts';

export const BOT_EXPANSIONS: readonly BotExpansion[] = [
  MESSENGER_BOT,
  OFFICES_OF_HONOR_BOT,
  POWER_AND_GLORY_BOT,
];

/** The hooks of the expansions played by `rules`, over the base game's. */
export function composeHooks(rules: GameRules): BotPolicyHooks {
  let hooks = BASE_HOOKS;
  for (const expansion of BOT_EXPANSIONS) {
    if (expansion.playedIn(rules)) hooks = { ...hooks, ...expansion.hooks };
  }
  return hooks;
}

/** The names of the expansions played by `rules`, in the modules' order. */
export const playedExpansions = (rules: GameRules): string[] =>
  BOT_EXPANSIONS.filter((expansion) => expansion.playedIn(rules)).map(({ name }) => name);

/**
 * The cost of a search iteration in a game of `players` by `rules` against one of the base
 * game's: the product of the costs of the expansions played, each measured alone. The expansions
 * together cost more than each alone (their rules meet in the same turns), so each module's cost is
 * set where the product covers what all three together were measured to cost with three and four
 * players; heads-up the caps leave every level its own budget even at what all three cost there.
 */
export function iterationCost(rules: GameRules, players: number): number {
  const column = Math.min(4, Math.max(2, players)) - 2;
  let cost = 1;
  for (const expansion of BOT_EXPANSIONS) {
    if (expansion.playedIn(rules)) cost *= expansion.iterationCost?.[column] ?? 1;
  }
  return cost;
}

const composed = new WeakMap<GameRules, BotPolicyHooks>();

/** The policy hooks of the game `s` belongs to. */
export function policyHooks(s: GameState): BotPolicyHooks {
  let hooks = composed.get(s.rules);
  if (hooks === undefined) {
    hooks = composeHooks(s.rules);
    composed.set(s.rules, hooks);
  }
  return hooks;
}
