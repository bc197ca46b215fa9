/**
 * Determinized Monte-Carlo search at the root of one decision. Each candidate move is tried on
 * states sampled from the bot's view (hidden cards dealt anew each time) and played out to the end
 * by the heuristic policy; the budget of playouts is spread by sequential halving: every round
 * gives each surviving move the same number of playouts and keeps the better half, so the budget
 * goes to the moves that might be best. All moves of a round are played on the same samples with
 * the same playout seeds (common random numbers), so they are compared on equal luck.
 *
 * The heuristic's own choice is the default: it stays in every round, every other move is
 * compared with it on the same samples (paired differences of reward), and the search departs from
 * it only for a move whose mean gain over it exceeds DEPART_Z standard errors (and a least gain,
 * where the caller gives one). A small budget cannot then trade a sound move for one that was
 * lucky in a handful of playouts, nor a large one for a gain smaller than the rollouts' bias.
 *
 * @example
 * const { code, iterations } = searchCode(sampleState(view, rng), seat, 500, rng, { method: 'tree' });
 */
import { nextUint32, type GameState, type RngState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, cloneState, copyState, generateMoves } from '@tnt/engine/fast';
import { heuristicCode } from '../heuristic/policy.ts';
import { rollout } from './playout.ts';
import { HiddenSampler } from './sampler.ts';
import { TurnTrees } from './turn-tree.ts';
import type { Network } from '../value/network.ts';
import { valueNetworkFor } from '../value/value.ts';

/** Standard errors of gain a move needs over the heuristic's choice to be chosen instead. */
const DEPART_Z = 1;
/** Iterations from which a search with three or four players plays its rollouts to the end. */
const WHOLE_ROLLOUTS_FROM = 400;

/**
 * Turns of every seat a rollout plays before the position is valued by its estimate, by the
 * number of players and the budget. Heads-up the rollouts play to the end: eight-round rollouts
 * made about twice the iterations in the same time, but the estimate's errors capped what more
 * iterations could tell (against the search of commit 1dae639 at equal thinking time, on the same
 * 20 deals, rollouts to the end won 65% of 40 games, eight-round rollouts 50%). With more players
 * a rollout to the end is long and its result noisy: with a hundred or so iterations eight rounds
 * measured better (one bot against three of commit 1dae639 at easy's time, on the same 5 deals: 7
 * wins of 20 against 2), and at 300 no worse. From a few hundred the noise averages out and the
 * estimate is what caps the search: one normal bot at 500 iterations against three easy ones won
 * 113 of 200 games with rollouts to the end where eight-round rollouts won 44% of the same deals,
 * and at hard's time, against three normal bots on the same 4 deals, 10 of 16 against 3 of 16
 * (docs/bots.md).
 */
export const horizonRounds = (players: number, budget: number): number =>
  players === 2 || budget >= WHOLE_ROLLOUTS_FROM ? Infinity : 8;

export interface SearchOutcome {
  readonly code: number;
  /** Playouts made. */
  readonly iterations: number;
}

/** Each move's rewards minus the heuristic move's, on the same samples. */
class PairedGains {
  private readonly sum: Float64Array;
  private readonly sum2: Float64Array;
  private readonly pairs: Uint32Array;

  constructor(n: number) {
    this.sum = new Float64Array(n);
    this.sum2 = new Float64Array(n);
    this.pairs = new Uint32Array(n);
  }

  add(i: number, gain: number): void {
    this.sum[i]! += gain;
    this.sum2[i]! += gain * gain;
    this.pairs[i]!++;
  }

  mean(i: number): number {
    return this.pairs[i] === 0 ? 0 : this.sum[i]! / this.pairs[i]!;
  }

  /** True if the mean gain is above DEPART_Z standard errors and at least `floor`. */
  clearlyPositive(i: number, floor: number): boolean {
    const m = this.pairs[i]!;
    if (m < 2) return false;
    const mean = this.sum[i]! / m;
    const variance = Math.max(0, (this.sum2[i]! - m * mean * mean) / (m - 1));
    return mean >= floor && mean > DEPART_Z * Math.sqrt(variance / m);
  }
}

/**
 * How a search spends its iterations after the move tried: `flat` lets the rollout policy play the
 * rest of the bot's turn, `tree` searches it (turn-tree.ts).
 */
export type SearchMethod = 'flat' | 'tree';

/**
 * Which samples decide whether the search leaves the heuristic's move: `all` of the rounds', or
 * the `last` round's alone. The earlier rounds' samples chose the moves that survived to the last,
 * so a survivor's mean over them flatters it; the last round's samples did not choose it (beyond
 * the last pick among two or three), so its gain there is an honest estimate, on fewer samples.
 */
export type DepartureEvidence = 'all' | 'last';

export interface SearchOptions {
  /** How the iterations after the move tried are spent (absent: flat). */
  readonly method?: SearchMethod;
  /** Turns of every seat a rollout plays before the position is valued (Infinity: to the end). */
  readonly horizon?: number;
  /**
   * The least mean gain in reward over the heuristic's move for which the search departs from it,
   * however small its standard error: a large budget shrinks the error until gains smaller than
   * the rollouts' own bias pass the test (absent: none).
   */
  readonly minGain?: number;
  /** The samples a departure is judged on (absent: all). */
  readonly evidence?: DepartureEvidence;
}

export function searchCode(
  base: GameState,
  seat: number,
  budget: number,
  rng: RngState,
  {
    method = 'flat',
    horizon = horizonRounds(base.players, budget),
    minGain = 0,
    evidence = 'all',
  }: SearchOptions = {},
): SearchOutcome {
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateMoves(base, codes);
  const moves = Array.from(codes.subarray(0, n));
  if (n === 1) return { code: moves[0]!, iterations: 0 };
  const preferred = moves.indexOf(heuristicCode(base, codes, n, rng.slice()));
  const gains = new PairedGains(n);
  const trees = method === 'tree' ? new TurnTrees(n, seat, base.turn) : null;
  const round = new Round(base, seat, moves, preferred, horizon, trees);
  let alive = moves.map((_, i) => i);
  const rounds = Math.ceil(Math.log2(n));
  let spent = 0;
  // The gains the departure is judged on: the last round's alone, or all of them.
  let judged = gains;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const perMove = Math.max(1, Math.floor((budget - spent) / (rounds - r) / alive.length));
    judged = evidence === 'last' ? new PairedGains(n) : gains;
    spent += round.play(alive, perMove, rng, judged === gains ? [gains] : [gains, judged]);
    // The better half goes on, and the heuristic's move always does.
    alive.sort((a, b) => gains.mean(b) - gains.mean(a) || a - b);
    const kept = alive.slice(0, Math.ceil(alive.length / 2));
    alive = kept.includes(preferred) ? kept : [...kept, preferred];
  }
  const best = alive.reduce((a, b) => (gains.mean(b) > gains.mean(a) ? b : a), preferred);
  const depart = best !== preferred && judged.clearlyPositive(best, minGain);
  return { code: moves[depart ? best : preferred]!, iterations: spent };
}

/** One round of sequential halving: the same samples and playout seeds for every move alive. */
class Round {
  private readonly sampler: HiddenSampler;
  private readonly codes = new Int32Array(MAX_LEGAL_MOVES);
  private readonly playoutRng = new Uint32Array(4);
  private readonly rewards: Float64Array;
  /** The state each playout is played on, copied from the sample each time. */
  private readonly scratch: GameState;
  /** The learned value of the game, for rollouts cut short; null: the estimate values them. */
  private readonly value: Network | null;

  constructor(
    base: GameState,
    private readonly seat: number,
    private readonly moves: readonly number[],
    private readonly preferred: number,
    private readonly horizon: number,
    private readonly trees: TurnTrees | null,
  ) {
    this.value = Number.isFinite(horizon) ? valueNetworkFor(base) : null;
    this.sampler = new HiddenSampler(base, seat);
    this.rewards = new Float64Array(moves.length);
    this.scratch = cloneState(base);
  }

  /** Plays `perMove` samples of every move alive into each of `gains`; returns the playouts made. */
  play(
    alive: readonly number[],
    perMove: number,
    rng: RngState,
    gains: readonly PairedGains[],
  ): number {
    for (let k = 0; k < perMove; k++) {
      const sample = this.sampler.sample(rng);
      const seed = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
      for (const i of alive) {
        const s = this.scratch;
        copyState(s, sample);
        applyCode(s, this.moves[i]!);
        this.playoutRng.set(seed);
        const path = this.trees?.descend(i, s, this.codes, this.playoutRng);
        const value = rollout(s, this.seat, this.codes, this.playoutRng, this.horizon, this.value);
        if (path !== undefined) this.trees?.backUp(path, value);
        this.rewards[i] = value;
      }
      const reference = this.rewards[this.preferred]!;
      for (const i of alive) for (const g of gains) g.add(i, this.rewards[i]! - reference);
    }
    return perMove * alive.length;
  }
}
