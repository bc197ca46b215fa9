/**
 * My finished online games, from the server (`GET /api/my/games`, then each game's record when
 * asked), listed beside the finished games kept in this browser: each can be replayed (with its
 * chat, when the game kept it) or its record downloaded.
 */
import { useEffect, useState } from 'preact/hooks';
import type { MyGame } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { fetchRecord, myGames } from '../game/api.ts';
import type { BotLevel } from '@tnt/protocol';
import { openReplay } from './app-state.ts';
import { identity } from './online-state.ts';
import { dateTimeText } from '../i18n/dates.ts';

/** The seats' names as a replay shows them (a bot by its level). */
const seatNames = (game: MyGame) =>
  game.seats.map((s) => ({
    name: s.player?.name ?? '',
    bot: s.kind === 'bot' ? (s.bot as BotLevel) : null,
  }));

function OnlineLine({ game }: { game: MyGame }) {
  const [error, setError] = useState<string | null>(null);
  const names = game.seats
    .map((s) => s.player?.name ?? (s.kind === 'bot' ? (s.bot ?? '') : ''))
    .join(', ');
  const id = encodeURIComponent(game.id);
  return (
    <li class="finished-game" data-online-finished={game.id}>
      <span>
        <strong>{dateTimeText(game.updatedAt)}</strong>
        <span class="muted"> · {names}</span>
      </span>
      <span class="buttons">
        <button
          type="button"
          class="action"
          data-replay-online={game.id}
          onClick={() => {
            void fetchRecord(game.id).then((record) => {
              if (record.ok) openReplay({ ...record.value, seats: seatNames(game) });
              else setError(record.error.message);
            });
          }}
        >
          {t('library.replay')}
        </button>
        <a
          class="action quiet"
          href={`/api/games/${id}/record?download`}
          download={`thurn-und-taxis-${game.id}.json`}
          data-download-online={game.id}
        >
          {t('library.download')}
        </a>
      </span>
      {error !== null && <span class="error-note">{error}</span>}
    </li>
  );
}

export function OnlineFinishedGames() {
  const me = identity.value;
  const [games, setGames] = useState<readonly MyGame[] | null>(null);
  useEffect(() => {
    if (me === null) return;
    void myGames(me).then((r) => {
      if (r.ok) setGames(r.value.filter((g) => g.status === 'over'));
    });
  }, [me]);
  if (me === null || games === null) return null;
  return (
    <section
      class="panel library"
      aria-labelledby="online-library-title"
      data-online-library="true"
    >
      <h2 id="online-library-title">{t('library.online')}</h2>
      {games.length === 0 ? (
        <p class="muted">{t('library.online.none')}</p>
      ) : (
        <ul class="finished-games">
          {[...games]
            .sort((a, b) => b.updatedAt - a.updatedAt)
            .map((g) => (
              <OnlineLine key={g.id} game={g} />
            ))}
        </ul>
      )}
    </section>
  );
}
