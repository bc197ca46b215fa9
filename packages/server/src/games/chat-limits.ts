/**
 * How fast chat may flow: a token bucket per socket (in the table's chat) and one per identity
 * over all its sockets and games on this server node (here), both on the server's clock, so that
 * a player with five tabs open cannot say five times as much. Buckets of identities that have
 * not spoken for a while are dropped, so the map stays small.
 *
 * @example
 * const limits = new IdentityChatLimits(clock);
 * if (!limits.take('p1')) refuse('ERR_CHAT_RATE_LIMITED');
 */
import { CHAT_LIMITS } from '@tnt/protocol';
import type { Clock } from '../clock.ts';
import { TokenBucket } from '../ws/rate-limit.ts';

/** Identities kept at most before the idle ones are dropped. */
const MAX_TRACKED = 10_000;

export class IdentityChatLimits {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly clock: Clock) {}

  /** Takes one line's token for the identity: false if it has said too much lately. */
  take(playerId: string): boolean {
    let bucket = this.buckets.get(playerId);
    if (!bucket) {
      if (this.buckets.size >= MAX_TRACKED) this.buckets.clear();
      bucket = this.bucket(CHAT_LIMITS.identityBurst, CHAT_LIMITS.identityPerSecond);
      this.buckets.set(playerId, bucket);
    }
    return bucket.take();
  }

  /** A bucket on the server's clock (also the tables' per-socket buckets). */
  bucket(burst: number, perSecond: number): TokenBucket {
    return new TokenBucket(burst, perSecond, () => this.clock.now());
  }
}
