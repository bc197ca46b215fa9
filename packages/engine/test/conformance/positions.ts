/**
 * Fixed positions for the perft tables and the move-order snapshots: a game setup and the moves
 * that lead to the position, in the text notation. A position is rebuilt through the public API
 * (`createGame`, `moveFromText`, `play`), so every move that leads to it must still be legal.
 *
 * Positions deeper in a game are found once, when the data is made: a seeded game (of the
 * purposeful player, or the hoarding one for R6) is played until a test's condition holds (a route
 * to extend, houses to place, a discard step ...), and the moves up to there are kept. After that
 * the moves are data and the search is not rerun.
 */
import {
  BASE_MAP,
  Phase,
  createGame,
  moveFromText,
  moveToText,
  play,
  seedRng,
  stepOf,
  type GameSetup,
  type GameState,
} from '../../src/index.ts';
import {
  MAX_LEGAL_MOVES,
  MoveKind,
  applyCode,
  cloneState,
  generateMoves,
  moveKind,
  moveOfCode,
} from '../../src/fast.ts';
import { purposefulPolicy, type Policy } from './policy.ts';

export interface Position {
  readonly name: string;
  readonly setup: GameSetup;
  /** Moves from the start, each as "seat: move" (seat 0-based). */
  readonly moves: readonly string[];
}

/** Every city card of the base map once per copy: `first`, then the rest in the board's order. */
export function dealStartingWith(first: readonly string[]): string[] {
  const rest = BASE_MAP.cities.flatMap((city) => [city.name, city.name, city.name]);
  for (const name of first) rest.splice(rest.indexOf(name), 1);
  return [...first, ...rest];
}

/**
 * The explicit deal of the 2-player rows: display Ulm, Stuttgart, Augsburg, München, Nürnberg,
 * Basel (slots 1-6); the supply from its top: Zürich, Ingolstadt, Kempten, Sigmaringen, ...
 */
export const DEAL_2P: GameSetup = {
  options: { players: 2, map: 'base', startingPlayer: 0 },
  seed: 'perft 2p deal',
  supplyOrder: dealStartingWith([
    'Ulm',
    'Stuttgart',
    'Augsburg',
    'München',
    'Nürnberg',
    'Basel',
    'Zürich',
    'Ingolstadt',
    'Kempten',
    'Sigmaringen',
  ]),
};

/** The state of a position, or an error naming the move that is not legal. */
export function buildPosition(p: Position): GameState {
  const created = createGame(p.setup);
  if (!created.ok) throw new Error(`${p.name}: ${created.error.message}`);
  let s = created.value;
  p.moves.forEach((entry, i) => {
    const [seat, text] = entry.split(': ');
    const move = moveFromText(text ?? '');
    const next = move.ok ? play(s, Number(seat), move.value) : move;
    if (!next.ok) throw new Error(`${p.name}: move ${i + 1} "${entry}": ${next.error.code}`);
    s = next.value;
  });
  return s;
}

/**
 * perft: the leaves of the legal-move tree 1, 2, ... `depth` moves deep, in one walk of the tree;
 * `counts[d - 1]` is the number of move sequences of length d (a game that ends early adds none).
 */
export function perft(s: GameState, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  walk(s, 0, depth, counts);
  return counts;
}

function walk(s: GameState, level: number, depth: number, counts: number[]): void {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateMoves(s, moves);
  counts[level]! += n;
  if (level + 1 === depth) return;
  for (let i = 0; i < n; i++) {
    const next = cloneState(s);
    applyCode(next, moves[i]!);
    walk(next, level + 1, depth, counts);
  }
}

/** A condition on the position where a search stops, given the state and its legal codes. */
export type Wanted = (s: GameState, legal: readonly number[]) => boolean;

export const hasKind = (legal: readonly number[], kind: MoveKind): boolean =>
  legal.some((code) => moveKind(code) === kind);

/**
 * Plays a policy (the purposeful one unless told) from `setup` until `wanted` holds, and returns the moves up to there.
 * Used only when the data is made.
 */
export function findPosition(
  name: string,
  setup: GameSetup,
  wanted: Wanted,
  policy: Policy = purposefulPolicy,
): Position {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`${name}: ${created.error.message}`);
  const s = created.value;
  const rng = seedRng(`position: ${name}`);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const moves: string[] = [];
  while (s.phase !== Phase.Over) {
    const n = generateMoves(s, buffer);
    if (wanted(s, Array.from(buffer.subarray(0, n)))) return { name, setup, moves };
    const code = policy(s, buffer, n, rng);
    moves.push(`${s.current}: ${moveToText(moveOfCode(code, s.board))}`);
    applyCode(s, code);
  }
  throw new Error(`${name}: no such position in the game`);
}

/** The step of a position, for the data files. */
export const stepName = (s: GameState): string => stepOf(s) ?? 'over';
