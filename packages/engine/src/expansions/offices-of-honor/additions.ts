/**
 * What Offices of Honor adds to the engine's public types: its state fields, moves, steps,
 * refusal, rules flag, view fields, score term and effects (index.ts declares the same at
 * runtime).
 */
import type { Official } from '../../move.ts';
import type { DeclineDrawMove, ReturnOfficesMove } from './moves.ts';

/** A return round under way. */
export interface ReturnRoundView {
  readonly final: boolean;
  /** The seat that returned first, and how many seats have had their go. */
  readonly first: number;
  readonly index: number;
  /** The offices whose emptied stack called the round. */
  readonly emptied: readonly Official[];
  /** Where the turn goes on after the rounds (carriage: the closing whose carriage was taken finishes). */
  readonly resume: 'draw' | 'play' | 'carriage' | 'over';
}

declare module '../../extension/additions.ts' {
  interface ExpansionNames {
    offices: true;
  }
  interface ExpansionStateFields {
    /** Office tiles left in each stack, by office kind (R14). */
    readonly officeLeft: Uint8Array;
    /** Office tiles held: `officeTiles[seat * OFFICE_KINDS + kind]`. */
    readonly officeTiles: Uint8Array;
    /** Victory point chips held per seat. */
    readonly chips: Uint8Array;
    /** Victory point chips left. */
    chipsLeft: number;
    /** Bit set of office kinds whose stack was just emptied and awaits a return round. */
    pendingReturn: number;
    /** 0: no return round; 1: a return round; 2: the final return round. */
    returnRound: number;
    /** The seat that returns first in this round, and how many seats have had their go. */
    returnFirst: number;
    returnIndex: number;
    /** Office kinds emptied: rounds repeat while one of their stacks is still empty. */
    returnEmptied: number;
    /** The phase the turn goes back to after the return rounds (CarriageTaken: finish the closing). */
    resumePhase: number;
  }
  interface ExpansionMoves {
    'return-offices': ReturnOfficesMove;
    'decline-draw': DeclineDrawMove;
  }
  interface ExpansionMoveKinds {
    ReturnOffices: number;
    DeclineDraw: number;
  }
  interface ExpansionPhases {
    ReturnOffices: number;
    RewardDraw: number;
    RewardHouse: number;
  }
  interface ExpansionSteps {
    /** Return office tiles in a return round. */
    'return-offices': true;
    /** Draw the card two tiles earn, or decline it. */
    'reward-draw': true;
    /** Place the house four tiles earn, or decline it. */
    'reward-house': true;
  }
  interface ExpansionErrorCodes {
    /** Tiles not held, the same kind twice, or a count the round does not allow. */
    ERR_BAD_RETURN: true;
  }
  interface ExpansionRules {
    /** Offices of Honor: office tiles for every official used, and return rounds (R14). */
    readonly offices: boolean;
  }
  interface ExpansionTableView {
    /** Tiles left in each office stack. */
    readonly officeStacks: Readonly<Record<Official, number>>;
    /** Victory point chips left. */
    readonly chipsLeft: number;
    /** The return round under way. */
    readonly returnRound: ReturnRoundView | null;
  }
  interface ExpansionSeatView {
    /** Office tiles held by kind. */
    readonly offices: Readonly<Record<Official, number>>;
    /** Victory point chips held. */
    readonly chips: number;
  }
  interface ExpansionScoreTerms {
    /** Victory point chips, a point each. */
    readonly chips: number;
  }
  interface ExpansionEffects {
    /** Victory point chips taken (R14). */
    readonly chips: number;
  }
}
