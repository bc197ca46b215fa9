/**
 * A clock that moves only when the test says so: the server's pacing and the bot pool's time
 * limits wait on it, so a test checks what happens in which order, however busy the machine.
 *
 * @example
 * const clock = new ManualClock();
 * const server = await startHarness({ clock });
 * await vi.waitFor(() => expect(clock.sleeps).toHaveLength(1), PATIENCE);
 * clock.advance(1_000);
 */
import type { Clock } from '../../src/clock.ts';

interface Timer {
  readonly at: number;
  readonly fn: () => void;
}

export class ManualClock implements Clock {
  private time: number;
  private readonly timers = new Set<Timer>();
  /** The length of every sleep asked for, in order. */
  readonly sleeps: number[] = [];

  constructor(start = Date.now()) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.after(ms, resolve);
    });
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + ms, fn };
    this.timers.add(timer);
    return () => {
      this.timers.delete(timer);
    };
  }

  /** Sleeps and timers not yet due. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves the time on, and runs every timer that falls due, earliest first. */
  advance(ms: number): void {
    this.time += ms;
    for (;;) {
      let due: Timer | null = null;
      for (const timer of this.timers) {
        if (timer.at <= this.time && (due === null || timer.at < due.at)) due = timer;
      }
      if (due === null) return;
      this.timers.delete(due);
      due.fn();
    }
  }
}
