/**
 * The tutorial's page: its code (the lessons and their table) is fetched
 * only when the page is opened, so the start page and the game load no more than before.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

type TutorialModule = typeof import('../tutorial/Tutorial.tsx');

let loading: Promise<TutorialModule> | null = null;
const loadTutorial = (): Promise<TutorialModule> =>
  (loading ??= import('../tutorial/Tutorial.tsx'));

export function TutorialPage({ id }: { id: string | null }) {
  const [tutorial, setTutorial] = useState<TutorialModule | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    loadTutorial().then(setTutorial, (error: unknown) => {
      // A failed fetch may succeed later (a network back): the next visit asks again.
      loading = null;
      setFailed(error instanceof Error ? error.message : String(error));
    });
  }, []);
  if (tutorial === null) {
    return (
      <div class="panel empty-page">
        {failed === null ? (
          <p class="loading">{t('common.loading')}</p>
        ) : (
          <p class="error-note" role="alert">
            {t('tutorial.broken', { message: failed })}
          </p>
        )}
      </div>
    );
  }
  return <tutorial.Tutorial id={id} />;
}
