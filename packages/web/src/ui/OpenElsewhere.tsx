/**
 * The local game is played in another tab of this browser: this tab shows none of it (one writer,
 * see game/writer-lease.ts) and offers to take it over. Taking over opens the game as a reload
 * would, so a hot-seat game starts behind its cover.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';

export function OpenElsewhere({ onTakeOver }: { onTakeOver: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <section
      class="panel empty-page open-elsewhere"
      data-open-elsewhere="true"
      aria-labelledby="open-elsewhere-title"
    >
      <h2 id="open-elsewhere-title">{t('tab.elsewhere.title')}</h2>
      <p>{t('tab.elsewhere.text')}</p>
      <button
        ref={button}
        type="button"
        class="action primary"
        data-take-over="true"
        onClick={onTakeOver}
      >
        {t('tab.elsewhere.button')}
      </button>
    </section>
  );
}
