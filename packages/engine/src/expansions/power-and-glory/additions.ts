/**
 * What Power and Glory adds to the engine's public types: its state fields, its move, its
 * refusals, its rules flags, its view fields and effects (index.ts declares the same at runtime).
 */
import type { HorseMove } from './moves.ts';

export type { HorseMove };

declare module '../../extension/additions.ts' {
  interface ExpansionNames {
    'power-and-glory': true;
  }
  interface ExpansionVariants {
    /** Power and Glory's board played by the base game's rules (000). */
    'base-rules': true;
  }
  interface ExpansionStateFields {
    /** Cards played horse side up, counted per type like `hand` (R15). */
    readonly horseCards: Uint8Array;
    readonly horseCount: Uint8Array;
    readonly horsePower: Uint8Array;
  }
  interface ExpansionMoves {
    horse: HorseMove;
  }
  interface ExpansionMoveKinds {
    PlayHorse: number;
  }
  interface ExpansionErrorCodes {
    /** A seventh horse card. */
    ERR_TOO_MANY_HORSES: true;
    /** A route longer than its horses may close. */
    ERR_NOT_ENOUGH_HORSES: true;
  }
  interface ExpansionRules {
    /** Power and Glory: cards may be played as horses, and a route needs its horses to close (R15). */
    readonly horses: boolean;
    /** The base game's carriages and the Cartwright (not in Power and Glory but for its variant). */
    readonly carriages: boolean;
  }
  interface ExpansionSeatView {
    /**
     * The cards played as horses, only in the seat's own view (they lie horse side up: others
     * see the horses each card shows, `horsesShown`, never its city).
     */
    readonly horses: readonly string[] | null;
    /** The horses shown by each card played as horses, fewest first. */
    readonly horsesShown: readonly number[];
    /** The horses pulling the carriage, its own 2 included. */
    readonly horsePower: number;
  }
  interface ExpansionEffects {
    /** The horses shown by a card played horse side up, or null. */
    readonly horsesShown: number | null;
  }
}
