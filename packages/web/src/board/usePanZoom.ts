/**
 * Pan and zoom of the map with pointer events: drag to pan, pinch (two fingers) and the wheel to
 * zoom around the fingers or the cursor, a double tap or double click to frame the route (and
 * again for the whole map). The view is kept in board units (viewport.ts) and becomes the SVG's
 * viewBox, so names and lines stay sharp at any zoom. The box's size is watched, so a rotated
 * phone gets its new view in the same frame as its new layout.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Point } from './geometry.ts';
import type { BoardLayout } from './layout.ts';
import {
  boardPoint,
  clampView,
  closeLook,
  fitView,
  frameView,
  isWhole,
  panBy,
  viewBoxOf,
  zoomAt,
  type Size,
  type View,
} from './viewport.ts';

/** A press that moves farther than this (CSS px) is a drag, not a tap. */
const DRAG_SLOP = 8;
/** Two taps within this time (ms) and distance (CSS px) are a double tap. */
const DOUBLE_TAP_MS = 350;
/** A click comes within this long of the lift that makes it. */
const LIFT_TO_CLICK_MS = 500;
const DOUBLE_TAP_PX = 30;
const WHEEL_RATE = 0.0015;

export interface PanZoom {
  readonly ref: { current: HTMLDivElement | null };
  readonly box: Size;
  readonly view: View;
  readonly viewBox: string;
  readonly whole: boolean;
  readonly zoomBy: (factor: number) => void;
  readonly showWhole: () => void;
  readonly showRoute: () => void;
  readonly lookAt: (at: Point) => void;
  /** The board point under a pointer, in board units. */
  readonly toBoard: (clientX: number, clientY: number) => Point;
  /**
   * The board point a click means: for a finger, where it lifted. A browser may move the click of
   * a touch onto a nearby button (Chrome's touch adjustment snaps it onto a city's name), which
   * would make a tap between two cities pick one instead of zooming in (board/tap.ts).
   */
  readonly tapPoint: (e: MouseEvent) => Point;
  /** Whether the click that ends a press ends a drag (and so is no tap). Asked once per click. */
  readonly wasDrag: () => boolean;
  /**
   * A tap that picked nothing: true when it is the second of a double tap, which frames the
   * route (or shows the whole map again); false when it may be the first.
   */
  readonly doubleTap: (e: MouseEvent) => boolean;
}

interface Press {
  readonly x: number;
  readonly y: number;
  moved: boolean;
}

export function usePanZoom(layout: BoardLayout, route: readonly Point[]): PanZoom {
  const ref = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>(() => fitView(layout, { width: 1, height: 1 }));
  // Handlers read the latest values through refs, so listeners are attached once.
  const state = useRef({ view, box, layout, route, whole: true });
  state.current = { ...state.current, view, box, layout, route };
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const lastTap = useRef<{ t: number; x: number; y: number } | null>(null);
  /** Where the last finger (or pen) lifted from the map, for the click that follows it. */
  const lift = useRef<{ t: number; x: number; y: number } | null>(null);

  const apply = useCallback((next: View) => {
    const s = state.current;
    s.whole = isWhole(next, s.layout, s.box);
    setView(next);
  }, []);

  // A new map starts whole.
  useEffect(() => {
    state.current.whole = true;
    setView(fitView(layout, state.current.box));
  }, [layout]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const measure = (width: number, height: number): void => {
      const s = state.current;
      const next = { width, height };
      s.box = next;
      setBox(next);
      // A resize keeps a whole map whole, and a close look where it was.
      setView(s.whole ? fitView(s.layout, next) : clampView(s.view, s.layout, next));
    };
    const rect = el.getBoundingClientRect();
    measure(rect.width, rect.height);
    const observer = new ResizeObserver((entries) => {
      const size = entries[0]?.contentRect;
      if (size) measure(size.width, size.height);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);

  const local = (clientX: number, clientY: number): Point => {
    const rect = ref.current?.getBoundingClientRect();
    return rect ? [clientX - rect.left, clientY - rect.top] : [0, 0];
  };

  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const onWheel = (e: WheelEvent): void => {
      e.preventDefault();
      const s = state.current;
      apply(
        zoomAt(
          s.view,
          s.layout,
          s.box,
          Math.exp(-e.deltaY * WHEEL_RATE),
          local(e.clientX, e.clientY),
        ),
      );
    };
    const onDown = (e: PointerEvent): void => {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) {
        press.current = { x: e.clientX, y: e.clientY, moved: false };
        dragged.current = false;
      }
    };
    const onMove = (e: PointerEvent): void => {
      const before = pointers.current.get(e.pointerId);
      if (before === undefined) return;
      const s = state.current;
      if (pointers.current.size >= 2) {
        // Pinch: the distance between two fingers scales the map around their midpoint.
        const [a, b] = [...pointers.current.entries()];
        const other = a![0] === e.pointerId ? b![1] : a![1];
        const oldDist = Math.hypot(before.x - other.x, before.y - other.y);
        const newDist = Math.hypot(e.clientX - other.x, e.clientY - other.y);
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (oldDist > 0) {
          const mid = local((e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
          apply(zoomAt(s.view, s.layout, s.box, newDist / oldDist, mid));
        }
        dragged.current = true;
        return;
      }
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const p = press.current;
      if (p === null) return;
      if (!p.moved && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_SLOP) return;
      p.moved = true;
      dragged.current = true;
      apply(panBy(s.view, s.layout, s.box, e.clientX - before.x, e.clientY - before.y));
    };
    const onUp = (e: PointerEvent): void => {
      if (e.type === 'pointerup' && e.pointerType !== 'mouse') {
        lift.current = { t: e.timeStamp, x: e.clientX, y: e.clientY };
      }
      pointers.current.delete(e.pointerId);
      if (pointers.current.size === 0) press.current = null;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('pointerleave', onUp);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('pointerleave', onUp);
    };
  }, [apply]);

  const zoomBy = (factor: number): void => {
    const s = state.current;
    apply(zoomAt(s.view, s.layout, s.box, factor, [s.box.width / 2, s.box.height / 2]));
  };
  const showWhole = (): void => {
    apply(fitView(state.current.layout, state.current.box));
  };
  const showRoute = (): void => {
    const s = state.current;
    apply(frameView(s.layout, s.box, s.route));
  };
  const lookAt = (at: Point): void => {
    apply(closeLook(state.current.layout, state.current.box, at));
  };
  const toBoard = (clientX: number, clientY: number): Point =>
    boardPoint(state.current.view, state.current.box, local(clientX, clientY));

  const tapPoint = (e: MouseEvent): Point => {
    const up = lift.current;
    lift.current = null;
    // The click follows its finger's lift at once; an older lift belongs to another press.
    const own = up !== null && e.timeStamp - up.t < LIFT_TO_CLICK_MS;
    return own ? toBoard(up.x, up.y) : toBoard(e.clientX, e.clientY);
  };

  const wasDrag = (): boolean => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  const doubleTap = (e: MouseEvent): boolean => {
    const last = lastTap.current;
    if (
      last !== null &&
      e.timeStamp - last.t < DOUBLE_TAP_MS &&
      Math.hypot(e.clientX - last.x, e.clientY - last.y) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      // The first double tap frames the route; the next one shows the whole map again.
      const s = state.current;
      if (s.whole && s.route.length > 0) showRoute();
      else if (s.whole) lookAt(toBoard(e.clientX, e.clientY));
      else showWhole();
      return true;
    }
    lastTap.current = { t: e.timeStamp, x: e.clientX, y: e.clientY };
    return false;
  };

  return {
    ref,
    box,
    view,
    // Before the box is measured, the whole map.
    viewBox:
      box.width > 0 && box.height > 0
        ? viewBoxOf(view, box)
        : `0 0 ${layout.width} ${layout.height}`,
    whole: isWhole(view, layout, box),
    zoomBy,
    showWhole,
    showRoute,
    lookAt,
    toBoard,
    tapPoint,
    wasDrag,
    doubleTap,
  };
}
