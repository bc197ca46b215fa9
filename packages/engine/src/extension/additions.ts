/**
 * What the expansions add to the engine's public types. In the base game each interface here is
 * empty; an expansion's folder adds its own members by declaration merging (a `declare module`
 * block naming this file), so that the public types (GameState, Move, Step, MoveErrorCode,
 * GameRules, PlayerView, SeatView, ScoreLine, MoveEffects) are the base game's and every
 * registered expansion's together, while no base file names an expansion to get them.
 *
 * The members an expansion adds here describe the runtime declarations of its module
 * (expansion.ts): its state fields, its moves, steps and error codes, its rules flags, its view
 * fields, score terms and effects. A game without the expansion still has its fields, at their
 * absent values (zero, empty, false), so every state, view, score line and effects object has one
 * shape.
 *
 * @example
 * declare module '../../extension/additions.ts' {
 *   interface ExpansionMoves { horse: HorseMove }
 *   interface ExpansionSeatView { horsePower: number }
 * }
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- empty until expansions merge into them */

/** The names of the expansions, as GameOptions.expansions names them: name -> true. */
export interface ExpansionNames {}
/** The ways of playing an expansion a game may choose (GameOptions.variant): name -> true. */
export interface ExpansionVariants {}
/** The expansions' state fields: name -> its type (a typed array, or a number for a scalar). */
export interface ExpansionStateFields {}
/** The expansions' moves as JSON: move type -> the move's type. */
export interface ExpansionMoves {}
/** The kinds of the expansions' integer moves, by name (as `MoveKind` lists them): name -> number. */
export interface ExpansionMoveKinds {}
/** The phases of the expansions' own decisions, by name (as `Phase` lists them): name -> number. */
export interface ExpansionPhases {}
/** The steps of the expansions' own decisions: step name -> true. */
export interface ExpansionSteps {}
/** The error codes of the expansions' refusals: code -> true. */
export interface ExpansionErrorCodes {}
/** The expansions' flags of a game's settled rules. */
export interface ExpansionRules {}
/** The expansions' fields of a player view. */
export interface ExpansionTableView {}
/** The expansions' fields of each seat in a player view. */
export interface ExpansionSeatView {}
/** The expansions' terms of a score line: term -> number of points. */
export interface ExpansionScoreTerms {}
/** What the expansions' pieces made public in a move (effects.ts). */
export interface ExpansionEffects {}
