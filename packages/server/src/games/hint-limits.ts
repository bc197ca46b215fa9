/**
 * How many hints one identity may have thought about, over all its games and sockets on this
 * server node: one at a time, and a rate (a burst, then one every HINT_RATE.everyMs). A hint is a
 * search of hundreds of playouts in the bot workers, in the asking identity's line of their fair
 * queue; without these limits one identity asking a new hint in each of thirty games as soon as
 * the last was answered kept the workers busy and other games' bots waited seconds. Buckets of
 * identities that have not asked for a while are dropped, so the map stays small.
 *
 * @example
 * const refused = limits.take('p1'); // null, or why not
 * if (refused === null) ask().finally(() => limits.done('p1'));
 */
import type { Clock } from '../clock.ts';
import { TokenBucket } from '../ws/rate-limit.ts';

/**
 * A person asks for a hint now and then, for a decision of their own: three in a row, then one
 * every ten seconds (six a minute) is more than anyone reads, and a tiny share of a worker.
 */
export const HINT_RATE = { burst: 3, everyMs: 10_000 } as const;

/** Identities kept at most before the idle ones are dropped. */
const MAX_TRACKED = 10_000;

/** Why a hint is refused: one is being thought about, or too many were asked lately. */
export type HintRefusal = 'busy' | 'rate';

export class IdentityHintLimits {
  private readonly asking = new Set<string>();
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly clock: Clock) {}

  /** Takes the identity's turn for one hint: null if granted (then `done` when answered). */
  take(playerId: string): HintRefusal | null {
    if (this.asking.has(playerId)) return 'busy';
    let bucket = this.buckets.get(playerId);
    if (!bucket) {
      if (this.buckets.size >= MAX_TRACKED) this.buckets.clear();
      bucket = new TokenBucket(HINT_RATE.burst, 1000 / HINT_RATE.everyMs, () => this.clock.now());
      this.buckets.set(playerId, bucket);
    }
    if (!bucket.take()) return 'rate';
    this.asking.add(playerId);
    return null;
  }

  /** The identity's hint was answered (or failed): it may ask again, as its rate allows. */
  done(playerId: string): void {
    this.asking.delete(playerId);
  }
}
