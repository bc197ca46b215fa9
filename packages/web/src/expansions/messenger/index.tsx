/**
 * The Princess' Messenger at the table: each seat's nobility letters, the Messenger figure as a
 * named piece beside its holder's letters, its point on the score sheet (not with Power and
 * Glory, which plays letters without the figure), what further officials cost, and the log's
 * letters taken and paid.
 */
import type { PlayerView, SeatView } from '@tnt/engine';
import { t, tn } from '../../i18n/index.ts';
import { Piece } from '../../ui/Piece.tsx';
import type { WebExpansion } from '../web-expansion.ts';
import { lesson } from './lesson.ts';

const LETTERS_ICON = 'M1 4h14v9H1z M1 4l7 5 7-5';

const holdsFigure = (view: PlayerView, seat: SeatView): boolean =>
  view.rules.messengerFigure && view.messengerHolder === seat.seat;

function Letters({ view, seat, named }: { view: PlayerView; seat: SeatView; named: boolean }) {
  return (
    <>
      {seat.letters}
      {holdsFigure(view, seat) && (
        <>
          {' '}
          <Piece kind="messenger" name={t('piece.messenger')} named={named} />
        </>
      )}
    </>
  );
}

export const MESSENGER: WebExpansion = {
  id: 'messenger',
  active: (rules) => rules.messenger,
  counters: (view, seat) => [
    {
      id: 'letters',
      icon: LETTERS_ICON,
      value: <Letters view={view} seat={seat} named={false} />,
      label: t('table.letters'),
    },
  ],
  facts: (view, seat) => [
    {
      id: 'letters',
      term: t('player.letters'),
      value: <Letters view={view} seat={seat} named />,
    },
  ],
  scoreColumns: (rules) =>
    rules.messengerFigure
      ? [{ id: 'messenger', title: t('scores.messenger'), cell: (line) => line.messenger }]
      : [],
  // Power and Glory has letters but no Messenger figure: its hint must not mention the figure.
  officialsHint: (rules) =>
    rules.messengerFigure ? t('officials.messenger') : t('officials.messenger.no-figure'),
  logGains: (entry) => [
    ...(entry.letters > 0 ? [tn('count.letters', entry.letters)] : []),
    ...(entry.messenger && entry.rules.messengerFigure ? [t('gain.messenger')] : []),
    ...(entry.lettersPaid > 0 ? [tn('log.letters-paid', entry.lettersPaid)] : []),
  ],
  lesson,
};
