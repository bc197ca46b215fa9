/**
 * What a player sees, as types: the player view (view.ts makes it) and the score sheet (score.ts
 * computes it). Each is the base game's fields and every expansion's (extension/additions.ts):
 * an expansion's fields are in every view and score line, at their absent values in a game
 * without it, so every view has one shape.
 */
import type {
  ExpansionScoreTerms,
  ExpansionSeatView,
  ExpansionTableView,
} from './extension/additions.ts';
import type { Move, Official } from './move.ts';
import type { GameRules } from './options.ts';
import type { Decision } from './steps.ts';

export interface TileScore {
  readonly stack: string;
  readonly label: string;
  readonly value: number;
}

/** A seat's score, the base game's terms; the expansions add theirs (`ExpansionScoreTerms`). */
export interface BaseScoreLine {
  readonly seat: number;
  /** Value of the highest carriage (3-7), or null. */
  readonly carriage: number | null;
  readonly carriagePoints: number;
  readonly tiles: readonly TileScore[];
  readonly tilePoints: number;
  /** Unplaced houses, each a point off. */
  readonly unplacedHouses: number;
  /** Every term added up: carriage and tiles, less the unplaced houses, plus the expansions'. */
  readonly total: number;
  /** 1 for the winner; ties are broken, so ranks are 1..players. */
  readonly rank: number;
  /** Places clockwise from the game-end tile's holder (0 = the holder); decides ties. */
  readonly tieBreak: number;
}

export type ScoreLine = BaseScoreLine & Readonly<ExpansionScoreTerms>;

export interface ScoreSheet {
  readonly finished: boolean;
  /** Seat of the winner once the game is over. */
  readonly winner: number | null;
  readonly gameEndTileHolder: number | null;
  /** By seat. */
  readonly lines: readonly ScoreLine[];
  /** Seats from first to last. */
  readonly ranking: readonly number[];
}

/** What every viewer sees of a seat, and the seat's own hand in its own view. */
export interface BaseSeatView {
  readonly seat: number;
  readonly handCount: number;
  /** The cards in hand, sorted by the board's city order: only in the seat's own view. */
  readonly hand: readonly string[] | null;
  /** The cards of this hand that every player knows of (taken face up, not played since). */
  readonly knownHand: readonly string[];
  readonly route: readonly string[];
  readonly houses: readonly string[];
  readonly housesLeft: number;
  readonly carriage: number | null;
  /** Bonus tiles held, in the order taken. */
  readonly tiles: readonly TileScore[];
  readonly score: number;
}

export type SeatView = BaseSeatView & Readonly<ExpansionSeatView>;

export interface StackView {
  readonly id: string;
  readonly label: string;
  readonly left: number;
  /** Value of the top tile, or null when the stack is empty. */
  readonly top: number | null;
}

/** The base game's fields of a player view; the expansions add theirs (`ExpansionTableView`). */
export interface BasePlayerView {
  readonly map: string;
  readonly rules: GameRules;
  readonly players: number;
  /** The seat this view is for, or null for a spectator. */
  readonly viewer: number | null;
  readonly startPlayer: number;
  /** The seat whose turn it is (an expansion's decision may be another seat's). */
  readonly current: number;
  readonly turn: number;
  /** Moves played since the start of the game. */
  readonly moveCount: number;
  readonly decision: Decision | null;
  readonly display: readonly (string | null)[];
  readonly supplyCount: number;
  /** The discard pile, counted per city (R17). */
  readonly discards: Readonly<Record<string, number>>;
  readonly officialsUsed: readonly Official[];
  readonly drawsDone: number;
  readonly drawsAllowed: number;
  readonly playsDone: number;
  readonly playsAllowed: number;
  /** While a route is being closed, the houses placed in this closing. */
  readonly closingHouses: readonly string[];
  readonly stacks: readonly StackView[];
  readonly seats: readonly SeatView[];
  /** The seat that started the last round, and whose turn will be the last. */
  readonly endTriggeredBy: number | null;
  readonly lastTurnSeat: number | null;
  /** True between the closing step that ended the game and the game-end tile it earns (R5). */
  readonly gameEndTilePending: boolean;
  readonly scores: ScoreSheet;
  /** The viewer's legal moves when the decision is the viewer's; otherwise empty. */
  readonly legalMoves: readonly Move[];
}

export type PlayerView = BasePlayerView & Readonly<ExpansionTableView>;
