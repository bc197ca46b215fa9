/**
 * @tnt/engine: the rules of Thurn und Taxis.
 *
 * The root offers the safe API: every function checks its input or copies before it changes
 * anything. The fast, mutable path for bots (integer moves played in place) is `@tnt/engine/fast`.
 *
 * @example
 * import { createGame, legalMoves, play, scoreSheet } from '@tnt/engine';
 * const game = createGame({ options: { players: 3, map: 'base' }, seed: 'abc' });
 * if (game.ok) {
 *   let state = game.value;
 *   const [first] = legalMoves(state);
 *   const next = play(state, state.current, first);
 * }
 */
export * from './result.ts';
export * from './errors.ts';
export * from './options.ts';
export type {
  MapDefinition,
  CityDefinition,
  ProvinceDefinition,
  BonusStackDefinition,
} from './board/map-definition.ts';
export { compileBoard, type Board, type BonusStack } from './board/board.ts';
export { cardName, splitCardName } from './board/card-types.ts';
export { MAPS } from './maps/index.ts';
export { BASE_MAP } from './maps/base.ts';
export type { GameState } from './state.ts';
export { EXPANSIONS, MOVE_ERROR_CODES, Phase, STEPS } from './expansions/built-in.ts';
export { createGame, boardOf } from './setup.ts';
export {
  OFFICIALS,
  CALLABLE_OFFICIALS,
  ROUTE_ENDS,
  CARRIAGE_CHOICES,
  OFFICIAL_BITS,
  officialsOfBits,
  bitsOfOfficials,
  type Official,
  type CallableOfficial,
  type RouteEnd,
  type CarriageChoice,
  type BaseMove,
  type Move,
  type MoveType,
} from './move.ts';
export { parseMove } from './parse.ts';
export { moveToText, moveFromText, notationLines } from './notation.ts';
export { decision, isOver, stepOf, type Decision, type Step } from './decision.ts';
export {
  legalMoves,
  validateMove,
  applyMove,
  applyWithEffects,
  play,
  type CheckedMove,
} from './game.ts';
export type { MoveEffects } from './effects.ts';
export * from './score.ts';
export * from './view.ts';
export * from './record.ts';
export { determinize } from './determinize.ts';
export { seedRng, nextInt, nextUint32, type RngState } from './rng.ts';
export * from './undo.ts';
