/**
 * Games to replay: the finished games kept in this browser, and any record file (the engine's
 * format, e.g. downloaded from a game or written by `tnt tournament --records`).
 */
import { useState } from 'preact/hooks';
import { t, tn } from '../i18n/index.ts';
import {
  addFinished,
  asSavedRecord,
  listFinished,
  removeFinished,
  type FinishedGame,
} from '../game/storage.ts';
import { playersOfRecord } from '../game/session.ts';
import { openReplay } from './app-state.ts';
import { dateTimeText } from '../i18n/dates.ts';

function GameLine({ game, onRemove }: { game: FinishedGame; onRemove: () => void }) {
  const names = playersOfRecord(game.record)
    .map((p) => p.name)
    .join(', ');
  return (
    <li class="finished-game">
      <span>
        <strong>{dateTimeText(game.at)}</strong>
        <span class="muted">
          {' '}
          · {names} · {tn('count.moves', game.record.moves.length)}
        </span>
      </span>
      <span class="buttons">
        <button
          type="button"
          class="action"
          data-replay-id={game.id}
          onClick={() => {
            openReplay(game.record);
          }}
        >
          {t('library.replay')}
        </button>
        <button
          type="button"
          class="action quiet"
          aria-label={t('library.remove')}
          onClick={onRemove}
        >
          ×
        </button>
      </span>
    </li>
  );
}

export function FinishedGames() {
  const [games, setGames] = useState(listFinished);
  if (games.length === 0) return null;
  return (
    <section class="panel library" aria-labelledby="library-title">
      <h2 id="library-title">{t('library.title')}</h2>
      <ul class="finished-games">
        {games.map((g) => (
          <GameLine
            key={g.id}
            game={g}
            onRemove={() => {
              removeFinished(g.id);
              setGames(listFinished());
            }}
          />
        ))}
      </ul>
    </section>
  );
}

export function OpenRecord() {
  const [error, setError] = useState<string | null>(null);
  const open = async (file: File) => {
    try {
      const record = asSavedRecord(JSON.parse(await file.text()) as unknown);
      if (record === null) setError(t('library.not-a-record'));
      else {
        addFinished(record);
        openReplay(record);
      }
    } catch {
      setError(t('library.not-a-record'));
    }
  };
  return (
    <section class="panel open-record" aria-labelledby="open-title">
      <h2 id="open-title">{t('library.open')}</h2>
      <p class="hint">{t('library.open.hint')}</p>
      <input
        type="file"
        accept="application/json,.json"
        aria-label={t('library.open')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void open(file);
        }}
      />
      {error !== null && (
        <p class="error-note" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
