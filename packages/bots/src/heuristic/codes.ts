/** Small helpers over a buffer of integer legal moves, shared by the heuristic's decisions. */
import { nextUint32, type RngState } from '@tnt/engine';
import { moveArg, moveKind, type MoveKind } from '@tnt/engine/fast';

/** Index in `codes` of the first move of `kind` (and `arg`, if given), or -1. */
export function findMove(codes: Int32Array, n: number, kind: MoveKind, arg = -1): number {
  for (let i = 0; i < n; i++) {
    const c = codes[i]!;
    if (moveKind(c) === kind && (arg < 0 || moveArg(c) === arg)) return i;
  }
  return -1;
}

/** A tiny seeded amount that breaks ties at random, so playouts from one position differ. */
export const jitter = (rng: RngState): number => nextUint32(rng) / 4294967296 / 1000;
