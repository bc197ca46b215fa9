/**
 * Asking the server again and again while a page shows something that changes (standings, the
 * Watch list, friends' presence, the alerts): every `ms` while the page is visible, at once when it
 * becomes visible again, never while it is hidden (a tab in the background costs the server
 * nothing). `load` is called first at once.
 *
 * @example
 * usePoll(() => void refresh(), 10_000, [id]);
 */
import { useEffect } from 'preact/hooks';

export function usePoll(load: () => void, ms: number, inputs: readonly unknown[]): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = (): void => {
      clearInterval(timer);
      load();
      timer = setInterval(load, ms);
    };
    const onVisibility = (): void => {
      if (document.hidden) clearInterval(timer);
      else start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // The caller's inputs decide when polling starts over, as for useEffect.
  }, inputs);
}
