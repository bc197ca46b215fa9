/**
 * Friends (#/friends): my friends, online first, with the game each plays now (to watch) and a
 * button that invites them to a new game (they are told as for their turn); the requests that wait
 * for my answer and those I sent; invitations to games; the players I blocked. A friend is asked
 * from their profile or from a game's table; the list asks the server again every 10 s while the
 * page is visible.
 */
import { useState } from 'preact/hooks';
import type { Friend, FriendsView, PlayerInfo } from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import { joinGame, type Identity } from '../../game/api.ts';
import {
  befriend,
  block,
  declineInvitation,
  friends as loadFriends,
  inviteToNewGame,
} from '../../game/community-api.ts';
import type { GameError } from '../../game/connection.ts';
import type { Result } from '@tnt/engine';
import { shownName } from '../../ui/shown-name.ts';
import { navigate } from '../app-state.ts';
import { identity } from '../online-state.ts';
import { alerts } from './CommunityBanner.tsx';
import { usePoll } from './poll.ts';
import { errorOf, expansionsText } from './words.ts';

const POLL_MS = 10_000;

const profileLink = (p: PlayerInfo) => (
  <a href={`#/player/${encodeURIComponent(p.id)}`}>{shownName(p.name)}</a>
);

function FriendLine({
  me,
  friend,
  onChange,
}: {
  me: Identity;
  friend: Friend;
  onChange: (answer: Result<FriendsView, GameError>) => void;
}) {
  const [players, setPlayers] = useState(2);
  const [error, setError] = useState<string | null>(null);
  const invite = (): void => {
    void inviteToNewGame(me, friend.player.id, { players }).then((made) => {
      if (made.ok) navigate(`#/online/${made.value.game.id}`);
      else setError(errorOf(made.error));
    });
  };
  return (
    <li
      class="finished-game"
      data-friend={friend.player.id}
      data-online={friend.online ? 'true' : 'false'}
    >
      <span>
        <span
          class={`presence-dot${friend.online ? ' on' : ''}`}
          aria-hidden="true"
          title={friend.online ? t('friends.online') : t('friends.offline')}
        />{' '}
        {profileLink(friend.player)}{' '}
        <span class="muted" data-presence="true">
          {friend.online ? t('friends.online') : t('friends.offline')}
          {friend.playing !== null &&
            ` · ${t('friends.playing', { game: expansionsText(friend.playing.options.expansions ?? []) })}`}
        </span>
      </span>
      <span class="buttons">
        {friend.playing !== null && (
          <a
            class="action"
            data-watch-friend={friend.playing.game}
            href={`#/online/${encodeURIComponent(friend.playing.game)}`}
          >
            {t('online.watch')}
          </a>
        )}
        <label>
          <span class="sr-only">{t('start.players')}</span>
          <select
            value={String(players)}
            aria-label={t('start.players')}
            onChange={(e) => {
              setPlayers(Number(e.currentTarget.value));
            }}
          >
            {[2, 3, 4].map((n) => (
              <option key={n} value={String(n)}>
                {t('friends.players', { n })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="action primary"
          data-invite={friend.player.id}
          onClick={invite}
        >
          {t('friends.invite')}
        </button>
        <button
          type="button"
          class="action quiet"
          onClick={() => {
            void befriend(me, friend.player.id, 'DELETE').then(onChange);
          }}
        >
          {t('friends.remove')}
        </button>
      </span>
      {error !== null && <p class="error-note">{error}</p>}
    </li>
  );
}

export function FriendsPage() {
  const me = identity.value;
  const [view, setView] = useState<FriendsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = (answer: Result<FriendsView, GameError>): void => {
    if (answer.ok) {
      setView(answer.value);
      setError(null);
      // The count beside the Friends link follows at once.
      if (alerts.value !== null) {
        alerts.value = { ...alerts.value, requests: answer.value.incoming.length };
      }
    } else setError(errorOf(answer.error));
  };
  usePoll(
    () => {
      if (me !== null) void loadFriends(me).then(update);
    },
    POLL_MS,
    [me],
  );
  if (me === null) return <p class="hint">{t('community.sign-in')}</p>;
  if (view === null) return <p class="loading">{t('common.loading')}</p>;
  return (
    <div class="ratings-page community-page" data-friends-page="true">
      <h1>{t('friends.title')}</h1>
      {error !== null && <p class="error-note">{error}</p>}
      {view.invitations.length > 0 && (
        <section class="panel" aria-labelledby="invitations-title">
          <h2 id="invitations-title">{t('friends.invitations')}</h2>
          <ul class="finished-games">
            {view.invitations.map((inv) => (
              <li key={inv.game} class="finished-game" data-invitation={inv.game}>
                <span>{t('friends.invited-by', { name: shownName(inv.from.name) })}</span>
                <span class="buttons">
                  <button
                    type="button"
                    class="action primary"
                    data-accept-invitation={inv.game}
                    onClick={() => {
                      void joinGame(me, inv.game).then((joined) => {
                        if (joined.ok) navigate(`#/online/${inv.game}`);
                        else setError(errorOf(joined.error));
                      });
                    }}
                  >
                    {t('online.join')}
                  </button>
                  <button
                    type="button"
                    class="action quiet"
                    onClick={() => {
                      void declineInvitation(me, inv.game).then(update);
                    }}
                  >
                    {t('friends.decline')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.incoming.length > 0 && (
        <section class="panel" aria-labelledby="incoming-title">
          <h2 id="incoming-title">{t('friends.incoming')}</h2>
          <ul class="finished-games">
            {view.incoming.map((p) => (
              <li key={p.id} class="finished-game" data-request={p.id}>
                <span>{profileLink(p)}</span>
                <span class="buttons">
                  <button
                    type="button"
                    class="action primary"
                    data-accept={p.id}
                    onClick={() => {
                      void befriend(me, p.id, 'POST').then(update);
                    }}
                  >
                    {t('friends.accept')}
                  </button>
                  <button
                    type="button"
                    class="action quiet"
                    onClick={() => {
                      void befriend(me, p.id, 'DELETE').then(update);
                    }}
                  >
                    {t('friends.decline')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section class="panel" aria-labelledby="friends-title">
        <h2 id="friends-title">{t('friends.list')}</h2>
        {view.friends.length === 0 ? (
          <p class="muted">{t('friends.none')}</p>
        ) : (
          <ul class="finished-games" data-friend-list="true">
            {view.friends.map((f) => (
              <FriendLine key={f.player.id} me={me} friend={f} onChange={update} />
            ))}
          </ul>
        )}
      </section>
      {view.outgoing.length > 0 && (
        <section class="panel" aria-labelledby="outgoing-title">
          <h2 id="outgoing-title">{t('friends.outgoing')}</h2>
          <ul class="finished-games">
            {view.outgoing.map((p) => (
              <li key={p.id} class="finished-game" data-outgoing={p.id}>
                <span>{profileLink(p)}</span>
                <span class="buttons">
                  <button
                    type="button"
                    class="action quiet"
                    onClick={() => {
                      void befriend(me, p.id, 'DELETE').then(update);
                    }}
                  >
                    {t('friends.cancel')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.blocked.length > 0 && (
        <section class="panel" aria-labelledby="blocked-title">
          <h2 id="blocked-title">{t('friends.blocked')}</h2>
          <ul class="finished-games">
            {view.blocked.map((p) => (
              <li key={p.id} class="finished-game" data-blocked={p.id}>
                <span>{profileLink(p)}</span>
                <span class="buttons">
                  <button
                    type="button"
                    class="action quiet"
                    onClick={() => {
                      void block(me, p.id, 'DELETE').then(update);
                    }}
                  >
                    {t('friends.unblock')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p class="hint">{t('friends.how')}</p>
    </div>
  );
}
