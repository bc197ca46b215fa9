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

export interface GameOptions {
  /** 2, 3 or 4. */
  readonly players: number;
  /** A map id known to the engine ('base'). */
  readonly map: string;
  readonly rules?: Partial<RulesOptions>;
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
