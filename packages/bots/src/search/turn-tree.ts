/**
 * The rest of the bot's own turn as a tree, below each move the flat search tries at the root
 * (search.ts). Without it, the rollout policy plays the rest of the turn after the move tried
 * (the second draw, the card played, the Postal Carrier's second card, the closing, the houses),
 * so a draw is judged by what the policy makes of the card; with it, those later decisions of
 * the turn are searched too, and time buys depth where this game's choices are most tied together.
 *
 * A decision below the root is made by the rollout policy until it has been reached
 * EXPAND_AFTER times; from then its moves are chosen by UCB1 with availability counts (a move is
 * judged against how often it was legal when the decision was reached, since a card drawn blind
 * makes other plays legal from one deal to the next), the policy's move first and with a head
 * start that fades with visits. The decisions of the other seats and the bot's later turns are
 * never nodes: the rollout plays them.
 *
 * The root keeps the flat search's sequential halving on common deals, which compares moves far
 * more surely than UCB over single deals: a tree that chose its root move by UCB too (a first
 * version) won 4 of 46 heads-up games against the flat search at equal time.
 *
 * @example
 * const trees = new TurnTrees(moves.length, seat, base.turn);
 * const path = trees.descend(i, s, codes, rng); // plays the rest of the turn's searched part
 * trees.backUp(path, rollout(s, seat, codes, rng, horizon));
 */
import { Phase, decision, type GameState, type RngState } from '@tnt/engine';
import { applyCode, generateMoves } from '@tnt/engine/fast';
import { rolloutCode } from './rollout.ts';

/** UCB1's exploration weight for rewards in [0, 1], whose moves differ by a few hundredths. */
const EXPLORE = 0.2;
/**
 * Visits a decision below the root needs before its moves are searched. Searching every later
 * decision from the first visits spreads trials over bad moves below a good one, and a move with
 * many choices after it (a card drawn, then played) would look worse than one that ends the turn.
 */
const EXPAND_AFTER = 24;
/** The policy's move's head start, in reward, shrinking as 1 / (visits + 1). */
const POLICY_BIAS = 0.05;

class TurnNode {
  readonly children = new Map<number, TurnNode>();
  visits = 0;
  /** Times this move was legal when its parent was reached: UCB's count of chances. */
  available = 0;
  sum = 0;

  mean(): number {
    return this.visits === 0 ? 0 : this.sum / this.visits;
  }

  childFor(code: number): TurnNode {
    let child = this.children.get(code);
    if (child === undefined) {
      child = new TurnNode();
      this.children.set(code, child);
    }
    return child;
  }
}

export class TurnTrees {
  private readonly roots: TurnNode[];
  private readonly path: TurnNode[] = [];

  constructor(
    rootMoves: number,
    private readonly seat: number,
    private readonly turn: number,
  ) {
    this.roots = Array.from({ length: rootMoves }, () => new TurnNode());
  }

  /**
   * Plays on `s` (the root move `index` just applied) the bot's decisions of this turn that the
   * tree has seen often enough, and returns the nodes passed (one array, reused by the next
   * descent); the rest is the rollout's.
   */
  descend(index: number, s: GameState, codes: Int32Array, rng: RngState): readonly TurnNode[] {
    const path = this.path;
    path.length = 0;
    let node = this.roots[index]!;
    path.push(node);
    while (node.visits >= EXPAND_AFTER && this.ownTurn(s)) {
      const n = generateMoves(s, codes);
      // A forced move is no choice: it is played without a node of its own.
      if (n === 1) {
        applyCode(s, codes[0]!);
        continue;
      }
      const code = select(node, codes, n, rolloutCode(s, codes, n, rng));
      applyCode(s, code);
      node = node.childFor(code);
      path.push(node);
    }
    return path;
  }

  /** Counts the rollout's reward in every node of the path. */
  backUp(path: readonly TurnNode[], value: number): void {
    for (const node of path) {
      node.visits++;
      node.sum += value;
    }
  }

  /** Still the bot's decision in the turn the search began in. */
  private ownTurn(s: GameState): boolean {
    return s.phase !== Phase.Over && s.turn === this.turn && decision(s)?.seat === this.seat;
  }
}

/** The move to play at a searched node in this deal: an untried legal move first, else UCB1's. */
function select(node: TurnNode, codes: Int32Array, n: number, preferred: number): number {
  let untried = -1;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    const child = node.childFor(code);
    child.available++;
    if (child.visits === 0 && (untried < 0 || code === preferred)) untried = code;
  }
  if (untried >= 0) return untried;
  let best = codes[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    const child = node.children.get(code)!;
    const bias = code === preferred ? POLICY_BIAS / (child.visits + 1) : 0;
    const score =
      child.mean() + EXPLORE * Math.sqrt(Math.log(child.available) / child.visits) + bias;
    if (score > bestScore) {
      bestScore = score;
      best = code;
    }
  }
  return best;
}
