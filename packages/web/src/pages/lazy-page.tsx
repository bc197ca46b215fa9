/**
 * A page whose code is fetched the first time it is opened. The pages around the game (profiles,
 * leaderboards, tournaments, friends, watching, the account, puzzles) are not needed to play, so
 * they stay out of the script the game page loads and its budget; a page opened once is at hand
 * from then on. A fetch that fails (the network gone) is asked again on the next visit.
 *
 * @example
 * const WatchPage = lazyPage(() => import('./community/WatchPage.tsx').then((m) => m.WatchPage));
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

export function lazyPage<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
): FunctionComponent<P> {
  let loading: Promise<FunctionComponent<P>> | null = null;
  return function LazyPage(props: P) {
    const [page, setPage] = useState<{ Page: FunctionComponent<P> } | null>(null);
    const [failed, setFailed] = useState<string | null>(null);
    useEffect(() => {
      let shown = true;
      (loading ??= load()).then(
        (Page) => {
          if (shown) setPage({ Page });
        },
        (error: unknown) => {
          loading = null;
          if (shown) setFailed(error instanceof Error ? error.message : String(error));
        },
      );
      return () => {
        shown = false;
      };
    }, []);
    if (page !== null) return <page.Page {...props} />;
    return (
      <div class="panel empty-page">
        {failed === null ? (
          <p class="loading">{t('common.loading')}</p>
        ) : (
          <p class="error-note" role="alert">
            {t('page.unloaded', { message: failed })}
          </p>
        )}
      </div>
    );
  };
}
