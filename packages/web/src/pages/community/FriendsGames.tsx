/**
 * "My friends' games" in the lobby: open and running games where a friend sits, to join (a free
 * seat) or to watch.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameSummary } from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import type { Identity } from '../../game/api.ts';
import { friendsGames } from '../../game/community-api.ts';
import { navigate } from '../app-state.ts';
import { seatNames } from './words.ts';

export function FriendsGames({ me }: { me: Identity }) {
  const [games, setGames] = useState<readonly GameSummary[]>([]);
  useEffect(() => {
    void friendsGames(me).then((answer) => {
      if (answer.ok) setGames(answer.value);
    });
  }, [me]);
  if (games.length === 0) return null;
  return (
    <>
      <h3>{t('friends.games')}</h3>
      <ul class="finished-games" data-friends-games="true">
        {games.map((g) => (
          <li key={g.id} class="finished-game" data-friends-game={g.id}>
            <span>
              {seatNames(g)}
              <span class="muted"> · {t(`online.status.${g.status}`)}</span>
            </span>
            <span class="buttons">
              <button
                type="button"
                class="action"
                onClick={() => {
                  navigate(`#/online/${g.id}`);
                }}
              >
                {g.seats.some((s) => s.player?.id === me.id) ? t('online.open') : t('online.watch')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
