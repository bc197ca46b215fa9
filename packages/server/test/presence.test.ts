/**
 * Who plays a human seat, over time (fake clocks): in a live game, a seat without a socket for
 * the grace period gets a stand-in; in an asynchronous game leaving calls no one, but running out
 * of time does; the stand-in leaves when its player returns, and the clock restarts for them. A
 * player who has not come yet is waited for by the turn clock, when there is one.
 * Also the per-connection token bucket.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Presence, type PresenceOptions } from '../src/games/presence.ts';
import { TokenBucket } from '../src/ws/rate-limit.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function presence(options: Partial<PresenceOptions>): { p: Presence; calls: string[] } {
  const calls: string[] = [];
  const p = new Presence(
    3,
    { graceMs: 1000, live: true, turnSeconds: null, ...options },
    { onStandIn: (seat, reason) => calls.push(`${seat}:${reason}`) },
  );
  return { p, calls };
}

describe('leaving a game', () => {
  it('calls in a stand-in after the grace period of a live game, unless the player is back', () => {
    const { p, calls } = presence({});
    p.connect(0);
    p.connect(1);
    p.disconnect(0, true);
    p.disconnect(1, true);
    vi.advanceTimersByTime(500);
    p.connect(1);
    vi.advanceTimersByTime(600);
    expect(calls).toEqual(['0:left']);
    expect([p.isStandIn(0), p.isStandIn(1)]).toEqual([true, false]);
    expect(p.connect(0)).toBe(true);
    expect(p.isStandIn(0)).toBe(false);
  });

  it('calls no one when a player leaves an asynchronous game, or a game not under way', () => {
    const { p, calls } = presence({ live: false });
    p.connect(0);
    p.disconnect(0, true);
    const live = presence({});
    live.p.connect(0);
    live.p.disconnect(0, false);
    vi.advanceTimersByTime(10_000);
    expect([...calls, ...live.calls]).toEqual([]);
    expect(p.waiting || live.p.waiting).toBe(false);
  });
});

describe('a player who has not come to the table yet', () => {
  it('is waited for by the turn clock of a live game, by the grace period without one', () => {
    const timed = presence({ turnSeconds: 60 });
    timed.p.watch(0, true);
    timed.p.clock(1, 0, true);
    vi.advanceTimersByTime(30_000);
    // Not after the grace period: they may be on their way (a tournament's round, Play now).
    expect(timed.calls).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(timed.calls).toEqual(['0:time']);
    // Once they came and left, the grace period is theirs again.
    const left = presence({ turnSeconds: 60 });
    left.p.connect(1);
    left.p.disconnect(1, true);
    vi.advanceTimersByTime(1_000);
    expect(left.calls).toEqual(['1:left']);
    const untimed = presence({});
    untimed.p.watch(2, true);
    vi.advanceTimersByTime(1_000);
    expect(untimed.calls).toEqual(['2:left']);
  });
});

describe('the time per turn', () => {
  it('runs per decision of a seat in a turn, and calls a stand-in when it runs out', () => {
    const { p, calls } = presence({ live: false, turnSeconds: 10 });
    p.clock(1, 0, true);
    const first = p.deadline;
    expect(first).toBe(Date.now() + 10_000);
    vi.advanceTimersByTime(6_000);
    // Further decisions of the same seat in the same turn keep the same clock.
    p.clock(1, 0, true);
    expect(p.deadline).toBe(first);
    vi.advanceTimersByTime(4_000);
    expect(calls).toEqual(['0:time']);
    expect(p.deadline).toBeNull();
    // The next seat gets its own clock; a bot's decision has none.
    p.clock(2, 1, true);
    expect(p.deadline).toBe(Date.now() + 10_000);
    p.clock(2, 2, false);
    expect(p.deadline).toBeNull();
    vi.advanceTimersByTime(20_000);
    expect(calls).toEqual(['0:time']);
  });

  it('starts afresh for a player who returns', () => {
    const { p } = presence({ live: false, turnSeconds: 10 });
    p.clock(1, 0, true);
    vi.advanceTimersByTime(10_000);
    expect(p.sendHome(0)).toBe(true);
    p.clock(1, 0, true);
    expect(p.deadline).toBe(Date.now() + 10_000);
    p.stop();
    expect(p.waiting).toBe(false);
  });
});

describe('the token bucket', () => {
  it('allows a burst, then the steady rate', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('since when a seat is away', () => {
  it('is noted when its last socket anywhere closes, cleared when one opens, and resumed from the store', () => {
    const noted: [number, number | null][] = [];
    const p = new Presence(
      3,
      { graceMs: 1000, live: false, turnSeconds: null },
      {
        onStandIn: () => undefined,
        onAbsence: (seat, since) => noted.push([seat, since]),
      },
    );
    p.resumeAbsences([{ seat: 2, absentSince: 42 }]);
    expect([p.absentSince(0), p.absentSince(2)]).toEqual([null, 42]);
    p.connect(0);
    p.connect(0);
    vi.setSystemTime(5_000);
    p.disconnect(0, true);
    expect(p.absentSince(0)).toBeNull();
    p.disconnect(0, true);
    expect(p.absentSince(0)).toBe(5_000);
    // Another node's socket for the seat: it is at the table, wherever.
    vi.setSystemTime(6_000);
    p.report('n2', [1, 0, 0], 6_000);
    expect(p.absentSince(0)).toBeNull();
    vi.setSystemTime(7_000);
    p.report('n2', [0, 0, 0], 7_000);
    expect(p.absentSince(0)).toBe(7_000);
    // The first coming is noted too: the store then knows the player is at the table.
    expect(noted).toEqual([
      [0, null],
      [0, 5_000],
      [0, null],
      [0, 7_000],
    ]);
  });
});
