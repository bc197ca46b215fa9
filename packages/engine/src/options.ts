/**
 * The options a game is created with. Every option that changes the rules is here, so that a game
 * record (options + seed + moves) rebuilds the game exactly.
 *
 * @example
 * const setup: GameSetup = { options: { players: 4, map: 'base' }, seed: 'friday night' };
 */
import type { ExpansionNames, ExpansionRules, ExpansionVariants } from './extension/additions.ts';

/**
 * How the all-provinces tile is earned (R1). 'standard' follows the printed tile: a house in every
 * province but those the map names (on the base board: every province outside Baiern).
 * 'every-province' is the English rules' reading, Baiern included.
 */
export type AllProvincesRule = 'standard' | 'every-province';

export interface RulesOptions {
  readonly allProvinces: AllProvincesRule;
}

export const DEFAULT_RULES: RulesOptions = { allProvinces: 'standard' };

/** An expansion's name (the built-in ones: The Princess' Messenger, Offices of Honor, Power and Glory). */
export type Expansion = keyof ExpansionNames;

/**
 * The rules a game is played by, settled from its options when it is created: the rules options
 * and every expansion's flags (false, or the base game's rule, for an expansion not played).
 */
export type GameRules = RulesOptions & ExpansionRules;

/** A way of playing an expansion (Power and Glory's board by the base game's rules: `base-rules`). */
export type Variant = keyof ExpansionVariants;

export interface GameOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /**
   * A map id known to the engine: 'base', or 'power-and-glory' (the default with that expansion).
   */
  readonly map?: string;
  readonly rules?: Partial<RulesOptions>;
  /** The expansions played, in any combination the rules allow. */
  readonly expansions?: readonly Expansion[];
  /** A way of playing a chosen expansion (Power and Glory: 'base-rules', its board by the base game's rules, 000). */
  readonly variant?: Variant;
  /** Seat 0-based of the starting player; drawn from the seed when absent (R10). */
  readonly startingPlayer?: number;
}

export interface GameSetup {
  readonly options: GameOptions;
  /** Secret seed of every shuffle; never shown to players. */
  readonly seed: string;
  /**
   * An explicit deal instead of a shuffle (tests, tutorials, puzzles): every city card once per
   * copy, in dealing order. The first six fill the display, slot 1 to 6; the rest form the supply,
   * its top card first. Later reshuffles still use the seed.
   */
  readonly supplyOrder?: readonly string[];
}
