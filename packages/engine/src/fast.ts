/**
 * @tnt/engine/fast: the engine's fast, mutable path, for bots, benchmarks and tests that play
 * millions of moves. Moves are integers (`MoveKind` in the low bits, a card, city or slot above);
 * `generateMoves` writes the legal ones into a caller's buffer in a fixed order; `applyCode`
 * plays one in place and cannot refuse it, so only codes from `generateMoves` may be applied.
 * States are copied with `cloneState` or, without allocating, `copyState`.
 *
 * Everything here trusts its caller. Untrusted input goes through the safe API at the package's
 * root (`validateMove`, `applyMove`, `play`), which checks it and never changes a state in place.
 *
 * @example
 * import { createGame, isOver, nextInt, seedRng } from '@tnt/engine';
 * import { MAX_LEGAL_MOVES, applyCode, generateMoves } from '@tnt/engine/fast';
 * const game = createGame({ options: { players: 2 }, seed: 'one fast game' });
 * if (game.ok) {
 *   const played = game.value; // played in place, move after move
 *   const rng = seedRng('random moves');
 *   const codes = new Int32Array(MAX_LEGAL_MOVES);
 *   while (!isOver(played)) {
 *     const n = generateMoves(played, codes); // the legal moves, in the engine's order
 *     applyCode(played, codes[nextInt(rng, n)]!); // one of them, at random
 *   }
 * }
 */
export { MoveKind, Phase } from './expansions/built-in.ts';
export {
  NO_CARD,
  DISPLAY_SIZE,
  HAND_LIMIT,
  OfficialBit,
  cloneState,
  copyState,
  handOf,
  routeOf,
} from './state.ts';
export { encodeMove, moveKind, moveArg, codeOfMove, moveOfCode, type MoveNaming } from './move.ts';
export { generateMoves, MAX_LEGAL_MOVES } from './rules/legal.ts';
export { applyCode } from './rules/apply.ts';
export { legalCodes } from './game.ts';
export { unseenCards } from './determinize.ts';
export { moveEffects } from './effects.ts';
export {
  ARRAY_FIELDS,
  SCALAR_FIELDS,
  ARRAY_NAMES,
  SCALAR_NAMES,
  declaredArrays,
  declaredScalars,
  layoutOf,
  type Visibility,
} from './state-layout.ts';
