/**
 * Online games: the socket's state, the invitation while seats are free, and the clock of the
 * awaited decision when the game has one.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { OnlineConnection } from '../game/online.ts';

function Clock({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const left = Math.max(0, Math.round((deadline - now) / 1000));
  const text =
    left >= 3600
      ? `${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min`
      : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span class={`clock${left < 20 ? ' short' : ''}`}>{t('online.clock', { time: text })}</span>
  );
}

function Invite({ id }: { id: string }) {
  const link = `${location.origin}/game/${id}`;
  const [copied, setCopied] = useState(false);
  return (
    <p class="invite">
      {t('online.waiting')}{' '}
      <input
        readOnly
        value={link}
        aria-label={t('online.invite')}
        onFocus={(e) => {
          e.currentTarget.select();
        }}
      />
      <button
        type="button"
        class="action"
        onClick={() => {
          void navigator.clipboard.writeText(link).then(() => {
            setCopied(true);
          });
        }}
      >
        {copied ? t('online.copied') : t('online.copy')}
      </button>
    </p>
  );
}

export function OnlineBar({ game }: { game: GameController }) {
  const connection = game.connection;
  if (!(connection instanceof OnlineConnection)) return null;
  // The page redraws this bar with every view; the socket's state is a signal of its own.
  const status = game.status.value;
  const summary = connection.summary;
  const watching = connection.mySeats.length === 0;
  if (status === 'open' && summary?.status !== 'open' && !watching && connection.deadline === null)
    return null;
  return (
    <section class="panel online-bar" aria-live="polite">
      {status !== 'open' && (
        <p class="hint warn">
          {status === 'connecting' ? t('online.connecting') : t('online.lost')}
        </p>
      )}
      {summary?.status === 'open' && <Invite id={connection.gameId} />}
      {watching && <p class="hint">{t('online.watching')}</p>}
      {connection.deadline !== null && <Clock deadline={connection.deadline} />}
    </section>
  );
}
