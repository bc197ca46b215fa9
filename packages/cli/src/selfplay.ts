/**
 * Random players: at every decision, a uniform choice among the legal moves, drawn from the
 * engine's seeded generator so that every game can be played again from its seeds.
 *
 * @example
 * const game = createGame({ options: { players: 4, map: 'base' }, seed: 'g1' });
 * if (game.ok) playRandomFast(game.value, seedRng('moves'), new Int32Array(MAX_LEGAL_MOVES));
 */
import {
  Phase,
  createGame,
  decision,
  legalMoves,
  nextInt,
  type GameSetup,
  type GameState,
  type Move,
  type RngState,
} from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, generateMoves } from '@tnt/engine/fast';

/**
 * A bound on the moves of one random game. Uniform random games end after some 30,000 moves at
 * most; the bound only keeps a rules fault that never ends a game from hanging the caller.
 */
export const MAX_GAME_MOVES = 2_000_000;

/**
 * Plays the game to its end in place through the fast path (generateMoves + applyCode).
 * Returns false if the game was cut off at `maxMoves` without ending.
 */
export function playRandomFast(
  s: GameState,
  rng: RngState,
  buffer: Int32Array,
  maxMoves = MAX_GAME_MOVES,
): boolean {
  while (s.phase !== Phase.Over) {
    if (s.moveCount >= maxMoves) return false;
    const n = generateMoves(s, buffer);
    applyCode(s, buffer[nextInt(rng, n)]!);
  }
  return true;
}

export interface RecordedGame {
  readonly setup: GameSetup;
  /** Every move of the game with the seat that made it, as a client would send it. */
  readonly moves: readonly { readonly seat: number; readonly move: Move }[];
  readonly finished: boolean;
}

/** A random game through the fast path, its moves kept as JSON moves (for the checked path). */
export function recordRandomGame(setup: GameSetup, rng: RngState): RecordedGame {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`cannot create the game: ${created.error.message}`);
  const s = created.value;
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const moves: { seat: number; move: Move }[] = [];
  while (s.phase !== Phase.Over && s.moveCount < MAX_GAME_MOVES) {
    const n = generateMoves(s, buffer);
    const choice = nextInt(rng, n);
    // legalMoves lists the same moves in the same order, as the JSON moves a client sends.
    moves.push({ seat: decision(s)!.seat, move: legalMoves(s)[choice]! });
    applyCode(s, buffer[choice]!);
  }
  return { setup, moves, finished: s.phase === Phase.Over };
}
