/**
 * "Play now": the player asks for a table (how many players, which expansions, bots
 * allowed or not) and waits in the server's queue, which seats them with players of a similar
 * rating, or after a while with bots of a similar rating when allowed; the page asks every second
 * and a half and opens the game once seated. The wait survives a reload (the queue is the
 * server's).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Expansion } from '@tnt/engine';
import type { QueueStatus } from '@tnt/protocol';
import { t, tKey } from '../i18n/index.ts';
import type { Identity } from '../game/api.ts';
import { joinQueue, leaveQueue, queueStatus } from '../game/ratings-api.ts';
import { navigate } from './app-state.ts';
import { CheckField, ExpansionChoice, PlayerCount, useNow } from '../ui/fields.tsx';

const POLL_MS = 1_500;

function Waiting({ status, onCancel }: { status: QueueStatus; onCancel: () => void }) {
  const now = useNow();
  const waited = Math.max(0, Math.round((now - (status.since ?? now)) / 1000));
  const botsIn =
    status.bots === true && status.botsAfterMs !== undefined
      ? Math.max(0, Math.round(status.botsAfterMs / 1000) - waited)
      : null;
  return (
    <div class="queue-wait" data-queue="waiting" role="status">
      <span class="spinner" aria-hidden="true" />
      <p>
        {t('queue.waiting', { low: status.range?.low ?? 0, high: status.range?.high ?? 0 })}{' '}
        <span class="muted">{t('queue.waited', { seconds: waited })}</span>
      </p>
      {botsIn !== null && <p class="hint">{t('queue.bots-soon', { seconds: botsIn })}</p>}
      <button type="button" class="action quiet" data-queue-cancel="true" onClick={onCancel}>
        {t('queue.cancel')}
      </button>
    </div>
  );
}

export function PlayNow({ me }: { me: Identity }) {
  const [players, setPlayers] = useState(2);
  const [expansions, setExpansions] = useState<readonly Expansion[]>([]);
  const [bots, setBots] = useState(true);
  const [status, setStatus] = useState<QueueStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = (answer: Awaited<ReturnType<typeof queueStatus>>): void => {
    if (!answer.ok) {
      setError(
        tKey(`error.${answer.error.code}`, 'error.unknown', { message: answer.error.message }),
      );
      return;
    }
    setError(null);
    if (answer.value.state === 'seated' && answer.value.game !== undefined) {
      const game = answer.value.game;
      setStatus(null);
      // Taken out of the queue: the next "Play now" starts a new wait.
      void leaveQueue(me).then(() => {
        navigate(`#/online/${game}`);
      });
      return;
    }
    setStatus(answer.value);
  };
  useEffect(() => {
    void queueStatus(me).then(update);
  }, [me.id]);
  const waiting = status?.state === 'waiting' ? status : null;
  useEffect(() => {
    if (waiting === null) return undefined;
    const timer = setInterval(() => {
      void queueStatus(me).then(update);
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [waiting !== null, me.id]);
  return (
    <section class="panel play-now" aria-labelledby="play-now-title" data-play-now="true">
      <h2 id="play-now-title">{t('queue.title')}</h2>
      {waiting !== null ? (
        <Waiting
          status={waiting}
          onCancel={() => {
            void leaveQueue(me).then(update);
          }}
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void joinQueue(me, { players, expansions: [...expansions], bots }).then(update);
          }}
        >
          <PlayerCount
            label={t('queue.players')}
            value={players}
            any={false}
            data="queue-players"
            onChange={(n) => {
              setPlayers(n ?? 2);
            }}
          />
          <ExpansionChoice
            legend={t('queue.expansions')}
            className="queue-expansions"
            value={expansions}
            onChange={setExpansions}
          />
          <CheckField label={t('queue.bots')} checked={bots} data="queue-bots" onChange={setBots} />
          <p class="hint">{t('queue.hint')}</p>
          <button type="submit" class="action primary" data-queue-start="true">
            {t('queue.start')}
          </button>
        </form>
      )}
      {error !== null && <p class="error-note">{error}</p>}
    </section>
  );
}
