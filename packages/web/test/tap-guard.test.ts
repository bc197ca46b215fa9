/**
 * The second tap of a double tap does nothing: a tap near the last one that acted is its echo
 * when a finger made it soon after, or when the browser counted it as a double click.
 */
import { describe, expect, it } from 'vitest';
import { QUIET_MS, REACH_PX, TapGuard, type TapAt } from '../src/game/tap-guard.ts';

const tap = (x: number, at: number, more: Partial<TapAt> = {}): TapAt => ({
  x,
  y: 100,
  at,
  touch: true,
  repeat: false,
  ...more,
});

describe('the tap guard', () => {
  it('drops a finger’s second tap on the same spot within the quiet time, and only then', () => {
    const guard = new TapGuard();
    expect(guard.isEcho(tap(10, 0))).toBe(false);
    guard.acted(tap(10, 1000));
    expect(guard.isEcho(tap(12, 1000 + QUIET_MS - 50))).toBe(true);
    expect(guard.isEcho(tap(12, 1000 + QUIET_MS + 1))).toBe(false);
    expect(guard.isEcho(tap(10 + REACH_PX + 5, 1100))).toBe(false);
  });

  it('drops a mouse’s second click only when the browser counts a double click', () => {
    const guard = new TapGuard();
    guard.acted(tap(10, 1000, { touch: false }));
    expect(guard.isEcho(tap(10, 1100, { touch: false }))).toBe(false);
    expect(guard.isEcho(tap(10, 1100, { touch: false, repeat: true }))).toBe(true);
  });

  it('forgets the last tap once a finger went down elsewhere (a pinch, another control)', () => {
    const guard = new TapGuard();
    guard.acted(tap(10, 1000));
    guard.pressed(12, 100);
    expect(guard.isEcho(tap(12, 1100))).toBe(true);
    guard.pressed(10 + REACH_PX + 40, 100);
    expect(guard.isEcho(tap(10, 1200))).toBe(false);
  });
});
