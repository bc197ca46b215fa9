/**
 * Helpers of the bots' tests: games between bots through `playMatch`, and positions reached by
 * seeded random play, from which a test can build a twin that differs only in hidden cards.
 */
import { Phase, createGame, nextInt, seedRng, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, cloneState, generateMoves } from '@tnt/engine/fast';
import { heuristicCode } from '../src/index.ts';

/**
 * A game state after `moves` seeded moves (fewer if the game ends first): uniform random moves, or
 * the heuristic policy's for positions like those of real games (long routes, houses, carriages).
 */
export function randomPosition(
  players: number,
  seed: string,
  moves: number,
  heuristic = false,
): GameState {
  const created = createGame({ options: { players, map: 'base' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const rng = seedRng(`${seed}/moves`);
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  for (let i = 0; i < moves && s.phase !== Phase.Over; i++) {
    const n = generateMoves(s, codes);
    applyCode(s, heuristic ? heuristicCode(s, codes, n, rng) : codes[nextInt(rng, n)]!);
  }
  return s;
}

/** The cards of `seat` that nobody else knows of, one entry per card (card types). */
export function hiddenCards(s: GameState, seat: number): number[] {
  const n = s.board.cards.count;
  const cards: number[] = [];
  for (let card = 0; card < n; card++) {
    const hidden = s.hand[seat * n + card]! - s.knownHand[seat * n + card]!;
    for (let k = 0; k < hidden; k++) cards.push(card);
  }
  return cards;
}

/**
 * Swaps a hidden card of `seat` with a supply card of another city, and reverses the supply: the
 * result differs from `s` only in what `viewer` (another seat) cannot see. Returns null when the
 * seat holds no hidden card or the supply has no other city.
 */
export function hiddenTwin(s: GameState, seat: number): GameState | null {
  const t = cloneState(s);
  const n = s.board.cards.count;
  for (const card of hiddenCards(s, seat)) {
    for (let i = 0; i < t.supplyCount; i++) {
      const other = t.supply[i]!;
      if (other === card) continue;
      t.supply[i] = card;
      t.hand[seat * n + card]!--;
      t.hand[seat * n + other]!++;
      t.supply.subarray(0, t.supplyCount).reverse();
      return t;
    }
  }
  return null;
}
