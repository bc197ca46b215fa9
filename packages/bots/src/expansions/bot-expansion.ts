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
}
