/**
 * Watch (#/watch): the live games under way, best-rated tables first, each with its players, its
 * rating, its spectators and expansions; a tap opens it as a spectator. Below, finished games
 * found by a player's name, each replayable.
 */
import { useState } from 'preact/hooks';
import type { FinishedSearchEntry, RecentGame, WatchedGame } from '@tnt/protocol';
import { t, tn } from '../../i18n/index.ts';
import { fetchRecord } from '../../game/api.ts';
import { finishedBy, watchList } from '../../game/community-api.ts';
import { shownName } from '../../ui/shown-name.ts';
import { navigate, openReplay } from '../app-state.ts';
import { identityName } from '../ratings-names.ts';
import { usePoll } from './poll.ts';
import { errorOf, expansionsText, seatNames } from './words.ts';
import { dateText } from '../../i18n/dates.ts';

const POLL_MS = 10_000;

function LiveGame({ entry }: { entry: WatchedGame }) {
  const { game } = entry;
  return (
    <li class="finished-game watch-line" data-watch-game={game.id}>
      <button
        type="button"
        class="watch-open"
        data-watch-open={game.id}
        onClick={() => {
          navigate(`#/online/${game.id}`);
        }}
      >
        <strong>{seatNames(game)}</strong>
        <span class="muted">
          {t('watch.rating', { rating: entry.rating })}
          {' · '}
          <span data-spectators={entry.spectators}>{tn('watch.spectators', entry.spectators)}</span>
          {' · '}
          {expansionsText(game.options.expansions ?? [])}
          {' · '}
          {t('watch.moves', { n: game.seq })}
        </span>
      </button>
    </li>
  );
}

function FinishedLine({ game }: { game: RecentGame }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <li class="finished-game" data-finished={game.id}>
      <span>
        <strong>{dateText(game.finishedAt)}</strong>{' '}
        {t('profile.place', { place: game.place, players: game.players })}
        <span class="muted">
          {' · '}
          {game.table.map((s) => identityName(s)).join(', ')}
          {' · '}
          {expansionsText(game.expansions)}
        </span>
      </span>
      <span class="buttons">
        <button
          type="button"
          class="action"
          data-replay-finished={game.id}
          onClick={() => {
            void fetchRecord(game.id).then((record) => {
              if (!record.ok) {
                setError(errorOf(record.error));
                return;
              }
              const seats = game.table.map((s) => ({ name: identityName(s), bot: s.bot }));
              openReplay({ ...record.value, seats });
            });
          }}
        >
          {t('profile.replay')}
        </button>
      </span>
      {error !== null && <span class="error-note">{error}</span>}
    </li>
  );
}

function FinishedSearch() {
  const [name, setName] = useState('');
  const [found, setFound] = useState<readonly FinishedSearchEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section class="panel" aria-labelledby="finished-title">
      <h2 id="finished-title">{t('watch.finished')}</h2>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void finishedBy(name.trim()).then((answer) => {
            setError(answer.ok ? null : errorOf(answer.error));
            setFound(answer.ok ? answer.value : null);
          });
        }}
      >
        <label>
          {t('watch.player')}{' '}
          <input
            value={name}
            minLength={2}
            maxLength={32}
            data-finished-name="true"
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
          />
        </label>{' '}
        <button type="submit" class="action" data-finished-search="true">
          {t('watch.search')}
        </button>
      </form>
      {error !== null && <p class="error-note">{error}</p>}
      {found !== null && found.length === 0 && <p class="muted">{t('watch.nobody')}</p>}
      {found?.map((entry) => (
        <div key={entry.player.id} data-found={entry.player.id}>
          <h3>
            <a href={`#/player/${encodeURIComponent(entry.player.id)}`}>
              {shownName(entry.player.name)}
            </a>
          </h3>
          {entry.games.length === 0 ? (
            <p class="muted">{t('online.none')}</p>
          ) : (
            <ul class="finished-games">
              {entry.games.map((g) => (
                <FinishedLine key={g.id} game={g} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

export function WatchPage() {
  const [games, setGames] = useState<readonly WatchedGame[] | null>(null);
  const [failed, setFailed] = useState(false);
  usePoll(
    () => {
      void watchList().then((answer) => {
        setFailed(!answer.ok);
        if (answer.ok) setGames(answer.value);
      });
    },
    POLL_MS,
    [],
  );
  return (
    <div class="ratings-page community-page" data-watch="true">
      <h1>{t('watch.title')}</h1>
      <p class="hint">{t('watch.about')}</p>
      {failed && <p class="error-note">{t('ratings.unavailable')}</p>}
      {games === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <p class="muted">{t('watch.none')}</p>
      ) : (
        <ul class="finished-games" data-watch-list="true">
          {games.map((g) => (
            <LiveGame key={g.game.id} entry={g} />
          ))}
        </ul>
      )}
      <FinishedSearch />
    </div>
  );
}
