/**
 * The shape of a board as data. The engine takes any board of this shape, so another board (or a
 * corrected one) needs no code change.
 *
 * @example
 * const board = compileBoard(BASE_MAP); // checks the data and builds fast look-up tables
 */

/** One stack of bonus tiles. `values` lists the tiles top first (the highest is taken first). */
export type BonusStackDefinition =
  | {
      readonly id: string;
      readonly label: string;
      readonly kind: 'route';
      readonly length: number;
      readonly values: readonly number[];
    }
  | {
      readonly id: string;
      readonly label: string;
      readonly kind: 'provinces';
      readonly provinces: readonly string[];
      readonly values: readonly number[];
    }
  | {
      readonly id: string;
      readonly label: string;
      readonly kind: 'all-provinces';
      readonly values: readonly number[];
    }
  | {
      readonly id: string;
      readonly label: string;
      readonly kind: 'game-end';
      readonly values: readonly number[];
    }
  | {
      /** The tile lying on a free city, for the first player to place a house there (Power and Glory). */
      readonly id: string;
      readonly label: string;
      readonly kind: 'free-city';
      readonly city: string;
      readonly values: readonly number[];
    };

export interface CityDefinition {
  readonly name: string;
  /** The city's province, or null for a free city (Power and Glory), which is in none. */
  readonly province: string | null;
  /** Horses shown on each of the city's cards (Power and Glory); absent: cards without horses. */
  readonly horses?: readonly number[];
  /** x,y of the city's name plate in a 1024 x 712 frame that follows the printed board. */
  readonly position: readonly [number, number];
}

export interface ProvinceDefinition {
  readonly name: string;
  readonly colour: string;
}

export interface MapDefinition {
  readonly id: string;
  readonly name: string;
  /** False for a reconstructed board whose data is not known to match the printed one. */
  readonly verified: boolean;
  readonly cityCardsPerCity: number;
  readonly housesPerPlayer: number;
  readonly provinces: readonly ProvinceDefinition[];
  readonly cities: readonly CityDefinition[];
  readonly roads: readonly (readonly [string, string])[];
  readonly bonusStacks: readonly BonusStackDefinition[];
  /** Provinces the all-provinces tile does not require under the default reading (R1). */
  readonly allProvincesExcept: readonly string[];
  /**
   * For a reconstructed board: what is not known to match the printed board. Games on such a
   * board say so to the players.
   */
  readonly unverified?: {
    readonly note: string;
    readonly cities: readonly string[];
    readonly roads: readonly (readonly [string, string])[];
    /** Ids of bonus stacks whose values are not known. */
    readonly stacks: readonly string[];
    /** Cities whose cards' horses are not known. */
    readonly horses: readonly string[];
  };
  readonly carriages: {
    /** Carriage values in the order they are taken (3, 4, 5, 6, 7). */
    readonly values: readonly number[];
    /** Victory points of each value, in the same order. */
    readonly points: readonly number[];
    readonly copiesPerValue: number;
  };
}
