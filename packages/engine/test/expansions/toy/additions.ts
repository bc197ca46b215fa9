/**
 * What the toy expansion Tolls adds to the engine's public types, as a real expansion's folder
 * does (tolls.ts declares the same at runtime). Only the tests' programs see these.
 */
import type { TollMove } from './moves.ts';

/** A toll owed: the seat it is owed to, the seat that built, and the phase play resumes in. */
export interface TollDueView {
  readonly to: number;
  readonly from: number;
  readonly resume: number;
}

declare module '../../../src/extension/additions.ts' {
  interface ExpansionNames {
    tolls: true;
  }
  interface ExpansionStateFields {
    /** Tolls taken per seat, a point each. */
    readonly tolls: Uint8Array;
    /** Toll tokens left in the box. */
    tollsLeft: number;
    /** The seat a toll is owed to, or -1; the seat that owes it; where play resumes after it. */
    tollOwedTo: number;
    tollOwedBy: number;
    tollResume: number;
  }
  interface ExpansionMoves {
    toll: TollMove;
  }
  interface ExpansionMoveKinds {
    TollTake: number;
    TollWaive: number;
  }
  interface ExpansionPhases {
    Toll: number;
  }
  interface ExpansionSteps {
    /** Take the toll a house built beside yours owes you, or waive it. */
    toll: true;
  }
  interface ExpansionErrorCodes {
    ERR_NO_TOLLS_LEFT: true;
  }
  interface ExpansionRules {
    readonly tolls: boolean;
  }
  interface ExpansionTableView {
    readonly tollsLeft: number;
    readonly tollDue: TollDueView | null;
  }
  interface ExpansionSeatView {
    readonly tolls: number;
  }
  interface ExpansionScoreTerms {
    readonly tolls: number;
  }
  interface ExpansionEffects {
    readonly tollTaken: boolean;
  }
}
