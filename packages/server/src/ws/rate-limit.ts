/**
 * A token bucket per connection: a burst of messages is fine, a steady flood is not. Each message
 * takes a token; tokens come back at a fixed rate up to the burst size.
 *
 * @example
 * const bucket = new TokenBucket(30, 10);
 * if (!bucket.take()) refuse('ERR_RATE_LIMITED');
 */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
