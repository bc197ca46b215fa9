/**
 * The tutorial's place on the start page: a newcomer (no game in this browser, no lesson begun)
 * is offered the lessons prominently; anyone else finds a quiet link, which goes on with the
 * lesson under way if there is one.
 */
import { t } from '../i18n/index.ts';
import { listFinished, loadCurrent } from '../game/storage.ts';
import { navigate } from '../pages/app-state.ts';
import { loadProgress, tutorialBegun } from './progress.ts';
import './offer.css';

export function LearnOffer() {
  const progress = loadProgress();
  const newcomer =
    !tutorialBegun(progress) && loadCurrent() === null && listFinished().length === 0;
  if (newcomer) {
    return (
      <section class="panel learn-offer" aria-labelledby="learn-offer-title" data-learn="offer">
        <div>
          <h2 id="learn-offer-title">{t('tutorial.offer.title')}</h2>
          <p>{t('tutorial.offer.text')}</p>
        </div>
        <button
          type="button"
          class="action primary big"
          data-learn-open="true"
          onClick={() => {
            navigate('#/learn');
          }}
        >
          {t('tutorial.offer.button')}
        </button>
      </section>
    );
  }
  const at = progress.at;
  return (
    <p class="learn-link" data-learn="link">
      <a href={at === null ? '#/learn' : `#/learn/${at.lesson}`} data-learn-open="true">
        {at === null ? t('tutorial.link') : t('tutorial.continue')}
      </a>
    </p>
  );
}
