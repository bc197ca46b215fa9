/**
 * Many determinizations of one view, cheaply: the engine's `determinize` builds one full state
 * from the view, and each further sample deals the same hidden cards anew (the other seats' hands
 * beyond their publicly known cards, the cards they played as horses, of which only the horses
 * show, and the supply), as `determinize` would, without rebuilding the state from the view's
 * objects. The viewer's own hand and everything public stay as they are.
 *
 * @example
 * const sampler = new HiddenSampler(sampleState(view, rng), seat);
 * const s = sampler.sample(rng); // a fresh GameState to play out
 */
import { nextUint32, type GameState, type RngState } from '@tnt/engine';
import { cloneState, copyState } from '@tnt/engine/fast';

export class HiddenSampler {
  private readonly pool: Uint8Array;
  /** Hidden cards of each seat (0 for the viewer), in seat order. */
  private readonly hidden: Uint8Array;
  /** Power and Glory: the horses shown by each card the other seats played as horses. */
  private readonly horsesShown: number[][];
  private readonly used: Uint8Array;
  /** The state each sample is dealt into: samples are copied, never allocated. */
  private readonly scratch: GameState;

  constructor(
    private readonly base: GameState,
    private readonly viewer: number,
  ) {
    // Hands count card types (on the base board a type is a city).
    const n = base.board.cards.count;
    const cards: number[] = [];
    this.hidden = new Uint8Array(base.players);
    for (let seat = 0; seat < base.players; seat++) {
      if (seat === viewer) continue;
      for (let card = 0; card < n; card++) {
        const count = base.hand[seat * n + card]! - base.knownHand[seat * n + card]!;
        for (let k = 0; k < count; k++) cards.push(card);
        this.hidden[seat]! += count;
      }
    }
    this.horsesShown = [];
    for (let seat = 0; seat < base.players; seat++) {
      const shown: number[] = [];
      if (seat !== viewer) {
        for (let card = 0; card < n; card++) {
          for (let k = base.horseCards[seat * n + card]!; k > 0; k--) {
            cards.push(card);
            shown.push(base.board.cards.horses[card]!);
          }
        }
      }
      this.horsesShown.push(shown);
    }
    for (let i = 0; i < base.supplyCount; i++) cards.push(base.supply[i]!);
    this.pool = Uint8Array.from(cards);
    this.used = new Uint8Array(cards.length);
    this.scratch = cloneState(base);
  }

  /**
   * The base with the hidden cards dealt at random, and a fresh seed for what follows. The state
   * returned is the sampler's own and is dealt anew by the next call: copy it to keep it.
   */
  sample(rng: RngState): GameState {
    const s = this.scratch;
    copyState(s, this.base);
    const { pool } = this;
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor((nextUint32(rng) / 4294967296) * (i + 1));
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    const n = s.board.cards.count;
    const rest = this.dealHorses(s);
    let next = 0;
    for (let seat = 0; seat < s.players; seat++) {
      if (seat === this.viewer) continue;
      for (let card = 0; card < n; card++) s.hand[seat * n + card] = s.knownHand[seat * n + card]!;
      for (let k = this.hidden[seat]!; k > 0; k--) s.hand[seat * n + rest[next++]!]!++;
    }
    s.supply.set(rest.subarray(next));
    for (let i = 0; i < 4; i++) s.rng[i] = nextUint32(rng);
    return s;
  }

  /**
   * Deals each hidden horse card the first shuffled card that shows its horses (uniform among
   * them), and returns the cards left for the hands and the supply, in shuffled order.
   */
  private dealHorses(s: GameState): Uint8Array {
    if (this.horsesShown.every((shown) => shown.length === 0)) return this.pool;
    const { pool, used } = this;
    const { count, horses } = s.board.cards;
    used.fill(0);
    this.horsesShown.forEach((shown, seat) => {
      if (shown.length === 0) return;
      s.horseCards.fill(0, seat * count, (seat + 1) * count);
      for (const wanted of shown) {
        let i = 0;
        while (used[i] === 1 || horses[pool[i]!] !== wanted) i++;
        used[i] = 1;
        s.horseCards[seat * count + pool[i]!]!++;
      }
    });
    return pool.filter((_, i) => used[i] === 0);
  }
}
