/**
 * Hints, analyses and puzzles in words, in the reader's language: a move as the player would make
 * it (a display card by its city), the reason of the search's move (the bots' reason codes), and
 * a chance to win as a percentage.
 *
 * @example
 * reasonText({ code: 'close-route', params: { length: 5 } }); // 'Closes your route of 5 cities.'
 */
import type { Reason } from '@tnt/bots';
import type { Move, PlayerView } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import { cardText, moveOption } from '../ui/format.ts';

export const percent = (share: number): string =>
  t('learn.percent', { n: Math.round(share * 100) });

/** A move of the view's own decision in words; a display card is named by its card. */
export function moveText(move: Move, view: PlayerView): string {
  if (move.type === 'draw' && move.slot !== 'supply') {
    const card = view.display[move.slot];
    if (card !== null && card !== undefined) return t('learn.draw', { card: cardText(card) });
  }
  return moveOption(move, view);
}

export function reasonText(reason: Reason): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params)) {
    params[name] = name === 'card' && typeof value === 'string' ? cardText(value) : value;
  }
  return t(`reason.${reason.code}`, params);
}
