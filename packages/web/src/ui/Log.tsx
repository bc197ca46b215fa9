/**
 * The game log, newest first: one sentence per move in the reader's language, with the tiles,
 * carriages and letters it won. Only public facts (a card drawn from the supply stays unnamed).
 */
import type { LogEntry } from '../game/log.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { t, tn } from '../i18n/index.ts';
import { logGains, logText } from './format.ts';
import { SeatBadge, playerName } from './Players.tsx';

/** Enough to follow the game; the record holds every move. */
const SHOWN = 150;

export function Log({
  log,
  players,
  mapId,
}: {
  log: readonly LogEntry[];
  players: readonly SeatPlayer[];
  mapId: string;
}) {
  const shown = log.slice(-SHOWN).reverse();
  return (
    <section class="panel log-panel" aria-labelledby="log-title">
      <h2 id="log-title">
        {t('log.title')} <span class="muted">({tn('count.moves', log.length)})</span>
      </h2>
      {shown.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol
          class="log"
          aria-live="polite"
          aria-relevant="additions"
          // It scrolls: focusable, so that it scrolls by the keyboard too.
          tabIndex={0}
          aria-label={t('log.title')}
        >
          {shown.map((entry) => {
            const gains = logGains(entry, mapId);
            return (
              <li key={entry.seq} class={`log-entry${entry.by === 'player' ? '' : ' by-bot'}`}>
                <span class="log-turn muted">{entry.turn}</span>
                <SeatBadge seat={entry.seat} />
                <span class="log-text">
                  {logText(entry, playerName(players[entry.seat], entry.seat))}
                  {gains.length > 0 && <span class="log-gains"> · {gains.join(' · ')}</span>}
                  {entry.endTriggered && <strong class="log-flag"> · {t('log.last-round')}</strong>}
                  {entry.over && <strong class="log-flag"> · {t('log.over')}</strong>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
