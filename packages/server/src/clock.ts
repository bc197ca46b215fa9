/**
 * Where the server's game code reads the time and waits: the system clock in production, a clock
 * the test moves by hand in tests (so that a test of pacing or time limits is about order, never
 * about how fast the machine is). Neither a sleep nor a timer keeps the process alive.
 *
 * @example
 * await clock.sleep(500);
 * const cancel = clock.after(1_000, () => giveUp());
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms` milliseconds (at once for 0 or less). */
  sleep(ms: number): Promise<void>;
  /** Calls `fn` after `ms` milliseconds unless the returned function cancels it first. */
  after(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => (ms > 0 ? sleep(ms, undefined, { ref: false }) : Promise.resolve()),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => {
      clearTimeout(timer);
    };
  },
};
