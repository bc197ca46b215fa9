/**
 * The mistakes and blunders of an analysis, in the order of the game: the move made and the
 * better one, each with the chance to win after it, and what the better move does. A decision
 * whose loss looked as large but is within the estimate's chance is listed as too close to call,
 * saying so, rather than as a mistake. Each opens its position in the replay beside it.
 */
import type { DecisionReview } from '@tnt/bots';
import type { PlayerView } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import { moveText, percent, reasonText } from './words.ts';
import { roundOf } from '../game/round.ts';

export function Mistakes({
  decisions,
  viewBefore,
  shown,
  onShow,
}: {
  decisions: readonly DecisionReview[];
  /** The analysed seat's view before a move (1-based number). */
  viewBefore: (moveNumber: number) => PlayerView;
  /** The move whose position is shown, or null. */
  shown: number | null;
  onShow: (review: DecisionReview) => void;
}) {
  const marked = decisions.filter(
    (d) => d.judgement === 'mistake' || d.judgement === 'blunder' || d.judgement === 'too-close',
  );
  return (
    <section class="panel" aria-labelledby="mistakes-title">
      <h2 id="mistakes-title">{t('analysis.mistakes')}</h2>
      {marked.length === 0 && <p class="muted">{t('analysis.no-mistakes')}</p>}
      <ul class="mistakes">
        {marked.map((d) => {
          const view = viewBefore(d.moveNumber);
          return (
            <li
              key={d.moveNumber}
              class="mistake"
              data-mistake={d.moveNumber}
              data-judgement={d.judgement}
              aria-current={shown === d.moveNumber ? 'true' : undefined}
            >
              <p>
                <span class={`judgement ${d.judgement}`}>
                  {t(
                    d.judgement === 'blunder'
                      ? 'analysis.judgement.blunder'
                      : d.judgement === 'too-close'
                        ? 'analysis.judgement.too-close'
                        : 'analysis.judgement.mistake',
                  )}
                </span>
                {t('analysis.at.round', {
                  n: d.moveNumber,
                  round: roundOf(d.turn, view.seats.length),
                })}
              </p>
              <p>
                {t('analysis.played', {
                  move: moveText(d.played, view),
                  percent: percent(d.playedWinChance),
                })}
              </p>
              {d.judgement === 'too-close' ? (
                <p data-too-close="true">
                  {t('analysis.too-close.why', {
                    move: moveText(d.best, view),
                    percent: percent(d.bestWinChance),
                  })}
                </p>
              ) : (
                <p>
                  <strong>
                    {t('analysis.better', {
                      move: moveText(d.best, view),
                      percent: percent(d.bestWinChance),
                    })}
                  </strong>{' '}
                  {reasonText(d.reason)}
                </p>
              )}
              <button
                type="button"
                class="action"
                data-show-mistake={d.moveNumber}
                onClick={() => {
                  onShow(d);
                }}
              >
                {t('analysis.show')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
