/**
 * @tnt/engine: the rules of Thurn und Taxis.
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
export { MAPS } from './maps/index.ts';
export { BASE_MAP } from './maps/base.ts';
export {
  type GameState,
  Phase,
  NO_CARD,
  DISPLAY_SIZE,
  HAND_LIMIT,
  cloneState,
  copyState,
  handOf,
  routeOf,
} from './state.ts';
export { createGame, boardOf } from './setup.ts';
export * from './move.ts';
export { parseMove } from './parse.ts';
export { moveToText, moveFromText } from './notation.ts';
export { decision, isOver, stepOf, STEPS, type Decision, type Step } from './decision.ts';
export { legalMoves, legalCodes, validateMove, applyMove, play, type CheckedMove } from './game.ts';
export { generateMoves, MAX_LEGAL_MOVES } from './rules/legal.ts';
export { applyCode } from './rules/apply.ts';
export * from './score.ts';
export * from './view.ts';
export * from './record.ts';
export { determinize, unseenCards } from './determinize.ts';
export { seedRng, nextInt, nextUint32, type RngState } from './rng.ts';
