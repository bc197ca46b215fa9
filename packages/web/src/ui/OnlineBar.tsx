/**
 * Online games: the socket's state, the invitation while seats are free, and the clock of the
 * awaited decision when the game has one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameSummary } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { OnlineConnection } from '../game/online.ts';
import { useNow } from './fields.tsx';

function Clock({ deadline }: { deadline: number }) {
  const now = useNow();
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

/** The browser's word on its network, kept up to date. */
function useOnline(): boolean {
  const [online, setOnline] = useState(typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = (): void => {
      setOnline(navigator.onLine);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Before an online game has come: says so plainly when the device is offline. */
export function OfflineNote() {
  return useOnline() ? null : <p class="hint warn">{t('online.offline')}</p>;
}

/**
 * The socket is lost: says so plainly (the device offline, or the server away, and when the next
 * try comes), with a button to try again at once.
 */
function Lost({ connection }: { connection: OnlineConnection }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const offline = !useOnline();
  const retryAt = connection.retryAt;
  // The countdown is for the eyes: read aloud, it would be announced every second.
  const when =
    retryAt === null
      ? t('online.lost.trying')
      : t('online.lost.retry', { s: Math.max(1, Math.ceil((retryAt - now) / 1000)) });
  return (
    <div class="lost" data-connection-lost="true">
      <p class="hint warn">
        {offline ? t('online.offline') : t('online.lost.plain')}{' '}
        {!offline && <span aria-hidden="true">{when}</span>}
      </p>
      <button
        type="button"
        class="action"
        data-reconnect="true"
        disabled={connection.status !== 'closed'}
        onClick={() => {
          connection.reconnectNow();
        }}
      >
        {t('online.reconnect')}
      </button>
    </div>
  );
}

export interface OnlineBarProps {
  readonly game: GameController;
  /** The game's summary and the deadline, as the connection has them now. */
  readonly summary: GameSummary | null;
  readonly deadline: number | null;
}

export function OnlineBar({ game, summary, deadline }: OnlineBarProps) {
  const connection = game.connection;
  if (!(connection instanceof OnlineConnection)) return null;
  // This bar reads a signal (the socket's state), so it is redrawn only when that signal or its
  // props change: the summary and the deadline come as props for that reason, not read from the
  // connection here (a bar that read them here kept the invitation after everyone had joined).
  const status = game.status.value;
  const watching = connection.mySeats.length === 0;
  if (status === 'open' && summary?.status !== 'open' && !watching && deadline === null)
    return null;
  if (status === 'signed-out') {
    return (
      <section class="panel online-bar" aria-live="polite">
        <div class="lost" data-signed-out="true">
          <p class="hint warn">{t('online.signed-out')}</p>
          <a href="#/account" class="action" data-account-link="true">
            {t('online.sign-in')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section class="panel online-bar" aria-live="polite">
      {status !== 'open' &&
        (connection.reconnecting ? (
          <Lost connection={connection} />
        ) : (
          <p class="hint warn">{t('online.connecting')}</p>
        ))}
      {summary?.status === 'open' && <Invite id={connection.gameId} />}
      {watching && <p class="hint">{t('online.watching')}</p>}
      {deadline !== null && <Clock deadline={deadline} />}
    </section>
  );
}
