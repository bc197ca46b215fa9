/**
 * Cards that fly: after a move, a ghost of the card glides from where it was taken to where it
 * went (display to hand, hand to board), so the eye can follow what another player did. Purely
 * decorative and never awaited: the next move can be made while it flies. Skipped when the user
 * asks for reduced motion.
 *
 * @example
 * flyCard(slotElement.getBoundingClientRect(), handElement, { text: 'Ulm', fill: '#b9c95c' });
 */
import { cardName } from '@tnt/engine';
import type { LogEntry } from '../game/log.ts';
import { cardText } from './format.ts';
import { mapInfo } from './mapinfo.ts';

export interface Ghost {
  readonly text: string | null;
  readonly fill: string | null;
}

export const FLIGHT_MS = 420;

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function flyCard(from: DOMRect, to: Element | null, ghost: Ghost): void {
  if (to === null || reducedMotion() || from.width === 0) return;
  const target = to.getBoundingClientRect();
  if (target.width === 0) return;
  const el = document.createElement('div');
  el.className = ghost.text === null ? 'ghost card back' : 'ghost card';
  el.setAttribute('aria-hidden', 'true');
  if (ghost.text !== null) {
    el.textContent = ghost.text;
    if (ghost.fill !== null) el.style.setProperty('--card-fill', ghost.fill);
  }
  Object.assign(el.style, {
    left: `${from.left}px`,
    top: `${from.top}px`,
    width: `${Math.max(from.width, 60)}px`,
    height: `${Math.max(from.height, 30)}px`,
  });
  document.body.append(el);
  const dx = target.left + target.width / 2 - (from.left + from.width / 2);
  const dy = target.top + target.height / 2 - (from.top + from.height / 2);
  const animation = el.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 0.95 },
      {
        transform: `translate(${dx * 0.6}px, ${dy * 0.6 - 24}px) scale(1.05)`,
        opacity: 1,
        offset: 0.6,
      },
      { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0 },
    ],
    { duration: FLIGHT_MS, easing: 'cubic-bezier(.3,.7,.4,1)' },
  );
  animation.onfinish = () => {
    el.remove();
  };
  animation.oncancel = () => {
    el.remove();
  };
}

/** Where a seat's cards go on screen: my hand, or the seat's row in the players panel. */
function seatTarget(seat: number, viewer: number | null): Element | null {
  return viewer === seat
    ? document.querySelector('[data-hand]')
    : document.querySelector(`[data-seat="${seat}"]`);
}

/** The flight that shows a move, if it moves a card (called after the move is drawn on screen). */
export function flyForEntry(entry: LogEntry, viewer: number | null, mapId: string): void {
  const m = entry.move;
  if (m === null) return;
  const look = (card: string): Ghost => ({
    text: cardText(card),
    fill: mapInfo(mapId).cardLook(card).fill,
  });
  if (m.type === 'draw') {
    const from = document.querySelector(
      m.slot === 'supply' ? '[data-supply]' : `[data-slot="${m.slot}"]`,
    );
    if (from === null) return;
    const ghost = entry.drawn === null ? { text: null, fill: null } : look(entry.drawn);
    flyCard(from.getBoundingClientRect(), seatTarget(entry.seat, viewer), ghost);
  } else if (m.type === 'play') {
    const from = seatTarget(entry.seat, viewer);
    const to = document.querySelector(`[data-city="${CSS.escape(m.city)}"] .plate`);
    if (from === null) return;
    flyCard(from.getBoundingClientRect(), to, look(cardName(m.city, m.horses)));
  }
}
