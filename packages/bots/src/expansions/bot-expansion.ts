/**
 * An expansion's bot module: the rules flag that says whether a game plays it, and the policy
 * hooks it replaces (hooks.ts). Adding an expansion to the bots is a folder beside this file and
 * one line in built-in.ts.
 */
import type { GameRules } from '@tnt/engine';
import type { BotPolicyHooks } from './hooks.ts';

export interface BotExpansion {
  /** The expansion's name, as the engine's options name it. */
  readonly name: string;
  /** Whether a game by these rules plays the expansion as the bots know it. */
  readonly playedIn: (rules: GameRules) => boolean;
  /** The hooks the expansion replaces; the base game's (or an earlier expansion's) stand for the rest. */
  readonly hooks: Partial<BotPolicyHooks>;
  /**
   * How many times the CPU time of a base game's search iteration one costs in a game with the
   * expansion, in 2-, 3- and 4-player games, at the slowest decisions (`tnt bench --search
   * --expansions`); absent, no more. The search levels spend fewer iterations where an iteration
   * costs more (search.ts, levelBudget), so that their decisions stay inside the levels' time
   * bounds.
   */
  readonly iterationCost?: readonly [number, number, number];
}
