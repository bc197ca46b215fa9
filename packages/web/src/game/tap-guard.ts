/**
 * The second tap of a double tap does nothing. A tap that acted (made a move, opened or closed
 * something) is remembered with where and when it landed; a second tap within `REACH_PX` of it
 * is its echo and is dropped when it came within `QUIET_MS` (a finger), or when the browser
 * counted it as the second click of a double click (a mouse), since whatever lies under the
 * pointer now appeared there because of the first tap (the next card dealt into a face-up
 * slot, the card that slid into the hand's place, a button of the next step). Taps elsewhere,
 * however quick, and keyboard presses are never dropped, nor is a tap after a touch elsewhere in
 * between (`pressed`).
 *
 * @example
 * const guard = new TapGuard();
 * guard.acted({ x: 10, y: 10, at: 1000, touch: true, repeat: false });
 * guard.isEcho({ x: 12, y: 11, at: 1200, touch: true, repeat: false }); // true: a double tap
 * guard.isEcho({ x: 200, y: 10, at: 1200, touch: true, repeat: false }); // false: elsewhere
 */
export interface TapAt {
  readonly x: number;
  readonly y: number;
  /** Milliseconds, on one clock for all taps (`performance.now()`, an event's `timeStamp`). */
  readonly at: number;
  /** A finger or a pen (a mouse's double click is told by `repeat`). */
  readonly touch: boolean;
  /** The browser counted this click as the second (or later) of a double click. */
  readonly repeat: boolean;
}

/** How long a control that appeared under the finger takes no tap. */
export const QUIET_MS = 400;
/** How far a second tap may land from the first and still be its echo (a finger's wobble). */
export const REACH_PX = 32;
/** A double click's second click comes sooner than this (the slowest systems' setting). */
const DOUBLE_CLICK_MS = 900;

export class TapGuard {
  private last: TapAt | null = null;

  /** True when this tap is the second half of a double tap on a tap that acted. */
  isEcho(tap: TapAt): boolean {
    const last = this.last;
    if (last === null) return false;
    const since = tap.at - last.at;
    if (since < 0 || Math.hypot(tap.x - last.x, tap.y - last.y) > REACH_PX) return false;
    return (tap.touch && since < QUIET_MS) || (tap.repeat && since < DOUBLE_CLICK_MS);
  }

  /** A tap that did something: its echo is dropped. */
  acted(tap: TapAt): void {
    this.last = tap;
  }

  /**
   * A finger or the pointer went down at x, y. One that went down elsewhere (a pinch on the map,
   * a tap on another control) ends the double tap: a later tap on the first spot is a tap again,
   * however soon.
   */
  pressed(x: number, y: number): void {
    const last = this.last;
    if (last !== null && Math.hypot(x - last.x, y - last.y) > REACH_PX) this.last = null;
  }
}

/** A click as a tap; null for a click without a pointer (Enter or Space on a control). */
export function tapOf(e: MouseEvent): TapAt | null {
  if (e.detail === 0) return null;
  // A click is a PointerEvent in today's browsers; one that is not counts as a mouse's.
  const kind = 'pointerType' in e ? (e as PointerEvent).pointerType : 'mouse';
  return {
    x: e.clientX,
    y: e.clientY,
    at: e.timeStamp,
    touch: kind === 'touch' || kind === 'pen',
    repeat: e.detail >= 2,
  };
}
