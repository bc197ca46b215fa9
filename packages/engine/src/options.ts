/**
 * The options a game is created with. Every option that changes the rules is here, so that a game
 * record (options + seed + moves) rebuilds the game exactly.
 *
 * @example
 * const setup: GameSetup = { options: { players: 4, map: 'base' }, seed: 'friday night' };
 */

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

export const EXPANSIONS = ['messenger', 'offices', 'power-and-glory'] as const;
/** The Princess' Messenger, Offices of Honor, Power and Glory. */
export type Expansion = (typeof EXPANSIONS)[number];

/** The rules a game is played by, settled from its options when it is created. */
export interface GameRules extends RulesOptions {
  /** The Princess' Messenger: nobility letters buy further officials (R11, R12). */
  readonly messenger: boolean;
  /** The Messenger figure and its point (R13); not used with Power and Glory. */
  readonly messengerFigure: boolean;
  /** Offices of Honor: office tiles for every official used, and return rounds (R14). */
  readonly offices: boolean;
  /** Power and Glory: cards may be played as horses, and a route needs its horses to close (R15). */
  readonly horses: boolean;
  /** The base game's carriages and the Cartwright (not in Power and Glory but for its variant). */
  readonly carriages: boolean;
}

/** Power and Glory played with the base game's carriages and Cartwright, without horses (000). */
export type Variant = 'base-rules';

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
  /** With Power and Glory only: 'base-rules' plays its board by the base game's rules (000). */
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
