/**
 * Each candidate move of one decision played out many times from states sampled from the
 * deciding seat's view, to measure its chance to win. The budget (a number of playouts, never a
 * time) is spread by sequential halving, as the search bot does: every round gives each move
 * still in the running the same samples with the same playout seeds (common random numbers, so
 * moves are compared on equal luck) and keeps the better half, so the best moves get the most
 * playouts and the most exact figures. Moves named in `keep` (the move a player made, when a game
 * is analysed) stay in every round, so they are measured on the same samples as the best.
 *
 * A move's win chance is the share of its playouts that the seat won; ties are broken by the
 * rules (R9: the game-end tile's holder, then the tied player closest after him), so every
 * playout has one winner. Moves are ranked by the reward of the search (search/playout.ts: a win,
 * plus a smooth step of the margin), which tells a near win from a rout and so steadies the
 * halving of a small budget.
 *
 * @example
 * const stats = rollMoves(base, seat, codes, { budget: 400, rng, keep: [] });
 * stats[0].wins / stats[0].playouts; // the first move's win chance
 */
import { nextUint32, scoreSheet, type GameState, type RngState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, cloneState, copyState } from '@tnt/engine/fast';
import { playout } from '../search/playout.ts';
import { HiddenSampler } from '../search/sampler.ts';

/** What a caller may use to stop a long evaluation: an AbortSignal fits. */
export interface CancelSignal {
  readonly aborted: boolean;
}

/** The evaluation was stopped by its signal; nothing it computed is returned. */
export class EvaluationCancelled extends Error {
  constructor() {
    super('the evaluation was cancelled');
    this.name = 'AbortError';
  }
}

export function throwIfCancelled(signal: CancelSignal | undefined): void {
  if (signal?.aborted === true) throw new EvaluationCancelled();
}

export interface MoveStats {
  readonly code: number;
  playouts: number;
  wins: number;
  rewardSum: number;
  /** The last round of sequential halving the move took part in (0 for the first). */
  round: number;
  /**
   * Paired with the first move to keep, on the samples both were played on: the sum of this
   * move's win (1 or 0) less the kept move's, of its square, and the number of such samples.
   */
  pairedSum: number;
  pairedSquares: number;
  pairs: number;
}

export interface RollOptions {
  /** Playouts in all, spread over the moves; every move gets at least one. */
  readonly budget: number;
  readonly rng: RngState;
  /** Indices into the codes of moves that stay in every round. */
  readonly keep: readonly number[];
  readonly signal?: CancelSignal;
}

const mean = (sum: number, n: number): number => (n === 0 ? 0 : sum / n);
export const winChanceOf = (m: MoveStats): number => mean(m.wins, m.playouts);
const rewardOf = (m: MoveStats): number => mean(m.rewardSum, m.playouts);

/**
 * The moves best first: those that lasted more rounds of halving (they beat the others on the
 * same samples), then by win chance, then by reward, then in the engine's order.
 */
/**
 * The standard error of the mean paired difference of wins between a move and the kept move: how
 * far chance alone may have put one above the other.
 */
export function pairedError(m: MoveStats): number {
  if (m.pairs < 2) return 1;
  const meanDiff = m.pairedSum / m.pairs;
  const variance = Math.max(0, (m.pairedSquares - m.pairs * meanDiff * meanDiff) / (m.pairs - 1));
  return Math.sqrt(variance / m.pairs);
}

export function rankStats(stats: readonly MoveStats[]): MoveStats[] {
  return stats
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        b.m.round - a.m.round ||
        winChanceOf(b.m) - winChanceOf(a.m) ||
        rewardOf(b.m) - rewardOf(a.m) ||
        a.i - b.i,
    )
    .map(({ m }) => m);
}

/** Plays out every move of `codes` (legal in `base`) for `seat`; the statistics in the codes' order. */
export function rollMoves(
  base: GameState,
  seat: number,
  codes: readonly number[],
  options: RollOptions,
): MoveStats[] {
  const { budget, rng, keep, signal } = options;
  const stats: MoveStats[] = codes.map((code) => ({
    code,
    playouts: 0,
    wins: 0,
    rewardSum: 0,
    round: 0,
    pairedSum: 0,
    pairedSquares: 0,
    pairs: 0,
  }));
  const reference = keep[0];
  const won = new Uint8Array(codes.length);
  const sampler = new HiddenSampler(base, seat);
  const scratch = cloneState(base);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const playoutRng = new Uint32Array(4);
  const rounds = Math.max(1, Math.ceil(Math.log2(codes.length)));
  let alive = codes.map((_, i) => i);
  let spent = 0;
  for (let r = 0; r < rounds; r++) {
    const perMove = Math.max(1, Math.floor((budget - spent) / (rounds - r) / alive.length));
    for (let k = 0; k < perMove; k++) {
      throwIfCancelled(signal);
      const sample = sampler.sample(rng);
      const seed = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
      for (const i of alive) {
        copyState(scratch, sample);
        applyCode(scratch, codes[i]!);
        playoutRng.set(seed);
        const m = stats[i]!;
        m.rewardSum += playout(scratch, seat, buffer, playoutRng);
        won[i] = scoreSheet(scratch).ranking[0] === seat ? 1 : 0;
        m.wins += won[i];
        m.playouts++;
        m.round = r;
      }
      if (reference !== undefined) {
        for (const i of alive) {
          const m = stats[i]!;
          const d = won[i]! - won[reference]!;
          m.pairedSum += d;
          m.pairedSquares += d * d;
          m.pairs++;
        }
      }
    }
    spent += perMove * alive.length;
    if (r === rounds - 1) break;
    // The better half goes on, and the moves to keep always do.
    const ranked = alive.slice().sort((a, b) => rewardOf(stats[b]!) - rewardOf(stats[a]!) || a - b);
    const kept = ranked.slice(0, Math.ceil(ranked.length / 2));
    for (const i of keep) if (!kept.includes(i)) kept.push(i);
    alive = kept;
  }
  return stats;
}

/**
 * Every seat's chance to win from a full state (the post-game chart may see every hand): the
 * state played out `playouts` times, the supply's order dealt anew for each. Shares by seat.
 */
export function winSharesOfState(
  state: GameState,
  playouts: number,
  rng: RngState,
  signal?: CancelSignal,
): number[] {
  const wins = new Array<number>(state.players).fill(0);
  const scratch = cloneState(state);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  for (let k = 0; k < playouts; k++) {
    throwIfCancelled(signal);
    copyState(scratch, state);
    shuffleSupply(scratch, rng);
    for (let i = 0; i < 4; i++) scratch.rng[i] = nextUint32(rng);
    playout(scratch, 0, buffer, rng);
    wins[scoreSheet(scratch).ranking[0]!]!++;
  }
  return wins.map((w) => w / playouts);
}

function shuffleSupply(s: GameState, rng: RngState): void {
  const { supply } = s;
  for (let i = s.supplyCount - 1; i > 0; i--) {
    const j = Math.floor((nextUint32(rng) / 4294967296) * (i + 1));
    const t = supply[i]!;
    supply[i] = supply[j]!;
    supply[j] = t;
  }
}
