/**
 * What The Princess' Messenger adds to the engine's public types: its state fields, its refusal,
 * its rules flags, its view fields, its score term and its effects (index.ts declares the same at
 * runtime).
 */
export {};

declare module '../../extension/additions.ts' {
  interface ExpansionNames {
    messenger: true;
  }
  interface ExpansionStateFields {
    /** Nobility letters held per seat (R11, R12). */
    readonly letters: Uint8Array;
    /** Bit set of the cities whose letter still lies on the board. */
    cityLetters: number;
    /** Letters the current player may still spend this turn: owned at its start, less those paid. */
    spendableLetters: number;
    /** Seat holding the Messenger figure, or -1. */
    messengerHolder: number;
  }
  interface ExpansionErrorCodes {
    /** A further official costs letters the player may not spend. */
    ERR_NOT_ENOUGH_LETTERS: true;
  }
  interface ExpansionRules {
    /** The Princess' Messenger: nobility letters buy further officials (R11, R12). */
    readonly messenger: boolean;
    /** The Messenger figure and its point (R13); not used with Power and Glory. */
    readonly messengerFigure: boolean;
  }
  interface ExpansionTableView {
    /** Cities whose letter still lies there. */
    readonly cityLetters: readonly string[];
    /** The seat holding the Messenger figure. */
    readonly messengerHolder: number | null;
    /** Letters the current player may still spend this turn (owned at its start, R11). */
    readonly spendableLetters: number;
  }
  interface ExpansionSeatView {
    /** Nobility letters held. */
    readonly letters: number;
  }
  interface ExpansionScoreTerms {
    /** 1 for the holder of the Messenger figure at the end (R13). */
    readonly messenger: number;
  }
  interface ExpansionEffects {
    /** Letters taken from cities, and letters paid for officials (R11, R12). */
    readonly letters: number;
    readonly lettersPaid: number;
    /** The seat took the Messenger figure (R13). */
    readonly messengerFigure: boolean;
  }
}
