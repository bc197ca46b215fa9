/**
 * The table's guard against double taps: every click on the table passes here first (in the
 * capture phase), and the second tap of a double tap on a control is stopped before any control
 * sees it (game/tap-guard.ts). The map judges its own taps (BoardView), since a double tap on its
 * land is a gesture of its own (frame the route, then the whole map).
 */
import { useEffect } from 'preact/hooks';
import type { GameController } from '../game/controller.ts';
import { tapOf, type TapGuard } from '../game/tap-guard.ts';

const CONTROLS = 'button, a, select, input, label, [role="button"], [data-card], [data-slot]';

export function guardTap(game: GameController, e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target : null;
  if (target === null || target.closest('.board-frame') !== null) return;
  const tap = tapOf(e);
  if (tap === null) return;
  if (game.taps.isEcho(tap)) {
    e.stopPropagation();
    e.preventDefault();
    return;
  }
  if (target.closest(CONTROLS) !== null) game.taps.acted(tap);
}

/**
 * Tells a guard of every finger or pointer put down anywhere on the page, so a press elsewhere
 * (a button beside the map, a pinch) ends a double tap: the next tap on the first spot is a tap,
 * however soon it comes.
 */
export function usePressesEndDoubleTaps(guard: TapGuard): void {
  useEffect(() => {
    const onDown = (e: PointerEvent): void => {
      guard.pressed(e.clientX, e.clientY);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
    };
  }, [guard]);
}
