/**
 * Power and Glory at the table: the cards show their horses, each seat counts the horses pulling
 * its carriage, and under a route stands its horses against its length (with the cards played
 * horse side up). Played by the base rules (its variant), the board has no horses and this module
 * is not active.
 */
import { t } from '../../i18n/index.ts';
import { mapInfo } from '../../ui/mapinfo.ts';
import type { SeatProps, WebExpansion } from '../web-expansion.ts';
import { lesson } from './lesson.ts';

const HORSES_ICON = 'M4 14l1-6 3-5 4 2-1 2-2-1-1 3 3 5z';

/** The horses pulling the seat's carriage against the cities of its route. */
function HorsesLine({ view, seat }: SeatProps) {
  const info = mapInfo(view.map);
  return (
    <p class={`horses-line${seat.horsePower < seat.route.length ? ' short' : ''}`}>
      {t('route.horses', { horses: seat.horsePower, cities: seat.route.length })}
      {seat.horses !== null && seat.horses.length > 0 && (
        <span class="horse-cards">
          {' '}
          ({seat.horses.map((c) => info.cardLook(c).city).join(', ')})
        </span>
      )}
    </p>
  );
}

export const POWER_AND_GLORY: WebExpansion = {
  id: 'power-and-glory',
  active: (rules) => rules.horses,
  cardHorses: true,
  counters: (_, seat) => [
    { id: 'horses', icon: HORSES_ICON, value: seat.horsePower, label: t('table.horses') },
  ],
  facts: (_, seat) => [{ id: 'horses', term: t('player.horses'), value: seat.horsePower }],
  RouteNote: HorsesLine,
  lesson,
};
