/**
 * The table's guard against double taps: every click on the table passes here first (in the
 * capture phase), and the second tap of a double tap on a control is stopped before any control
 * sees it (game/tap-guard.ts). The map judges its own taps (BoardView), since a double tap on its
 * land is a gesture of its own (frame the route, then the whole map).
 */
import type { GameController } from '../game/controller.ts';
import { tapOf } from '../game/tap-guard.ts';

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
