/**
 * Offices of Honor at the table: each seat's victory chips and office tiles (named pieces), the
 * stacks of office tiles and chips left beside the board with the return round's note, the chips
 * on the score sheet, and the chips a move won in the log.
 */
import type { PlayerView, SeatView } from '@tnt/engine';
import { OFFICIALS } from '@tnt/engine';
import { t, tn } from '../../i18n/index.ts';
import { Piece, PIECE_ICONS } from '../../ui/Piece.tsx';
import { RuleLink } from '../../ui/RuleLink.tsx';
import { officialName } from '../../ui/official-name.ts';
import type { WebExpansion } from '../web-expansion.ts';
import { lesson } from './lesson.ts';

function OfficeTiles({ seat }: { seat: SeatView }) {
  const held = OFFICIALS.filter((o) => seat.offices[o] > 0);
  if (held.length === 0) return <span class="muted">{t('player.offices.none')}</span>;
  return (
    <span class="piece-list">
      {held.map((o) => (
        <Piece
          key={o}
          kind="office"
          name={t('piece.office', { official: officialName(o) })}
          count={seat.offices[o]}
        />
      ))}
    </span>
  );
}

/** The office tiles and victory chips still in the box, and the return round under way. */
function OfficeStacks({ view }: { view: PlayerView }) {
  return (
    <section class="panel offices-panel" aria-labelledby="offices-title">
      <h2 id="offices-title">
        {t('offices.title')} <RuleLink section="offices" />
      </h2>
      <ul class="office-stacks">
        {OFFICIALS.map((o) => (
          <li key={o}>
            <span class="office-tile">{officialName(o)}</span>
            <span class="muted">{tn('stacks.left', view.officeStacks[o])}</span>
          </li>
        ))}
        <li>
          <span class="office-tile chip">{t('offices.chips')}</span>
          <span class="muted">{tn('stacks.left', view.chipsLeft)}</span>
        </li>
      </ul>
      {view.returnRound !== null && (
        <p class="hint">{view.returnRound.final ? t('offices.final-round') : t('offices.round')}</p>
      )}
    </section>
  );
}

export const OFFICES: WebExpansion = {
  id: 'offices',
  active: (rules) => rules.offices,
  counters: (_, seat) => [
    { id: 'chips', icon: PIECE_ICONS.chip, value: seat.chips, label: t('table.chips') },
  ],
  facts: (_, seat) => [
    { id: 'offices', term: t('player.offices'), value: <OfficeTiles seat={seat} />, wide: true },
    {
      id: 'chips',
      term: t('player.chips'),
      value: <Piece kind="chip" name={tn('piece.chips', seat.chips)} />,
    },
  ],
  panels: [OfficeStacks],
  scoreColumns: () => [{ id: 'chips', title: t('scores.chips'), cell: (line) => line.chips }],
  logGains: (entry) => (entry.chips > 0 ? [tn('count.chips', entry.chips)] : []),
  lesson,
};
