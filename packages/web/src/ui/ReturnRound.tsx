/**
 * Offices of Honor's return rounds explained where the choice is made: which office stack ran
 * out, and what each choice earns (R14: 1 tile nothing, 2 a card, 3 a victory chip, 4 a house; in
 * the final round after the last turn only 3 or 4 count).
 */
import type { Move, PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import { officialName } from './format.ts';

type Gain = 'nothing' | 'card' | 'chip' | 'house';

/** What returning this many different tiles earns in the round under way. */
export function returnGain(count: number, final: boolean): Gain {
  if (count >= 4) return 'house';
  if (count === 3) return 'chip';
  if (count === 2 && !final) return 'card';
  return 'nothing';
}

/** A return button's words: the tiles, and what they earn. */
export function returnOptionText(move: Move, view: PlayerView): string {
  if (move.type !== 'return-offices') return '';
  if (move.offices.length === 0) return t('option.return.none');
  const gain = returnGain(move.offices.length, view.returnRound?.final ?? false);
  return t('returns.option', {
    offices: t('option.return', { offices: move.offices.map(officialName).join(', ') }),
    gain: t(`returns.gain.${gain}`),
  });
}

export function ReturnRoundNote({ view }: { view: PlayerView }) {
  const round = view.returnRound;
  if (round === null) return null;
  const offices = round.emptied.map(officialName).join(', ');
  return (
    <div class="return-round-note" data-return-round={round.final ? 'final' : 'round'}>
      <p>
        {round.final || round.emptied.length === 0
          ? t('returns.why.final')
          : tn('returns.why', round.emptied.length, { offices })}
      </p>
      <p class="hint">{round.final ? t('returns.earn.final') : t('returns.earn')}</p>
    </div>
  );
}
