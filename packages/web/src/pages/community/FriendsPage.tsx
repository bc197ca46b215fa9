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

type FriendsAnswer = Result<FriendsView, GameError>;

/** A button of a player's line: what it asks the server, on that player. */
interface PlayerAction {
  readonly label: string;
  readonly primary?: boolean;
  /** The button carries data-`data`=the player's id (tests press it by it). */
  readonly data?: string;
  readonly run: (player: PlayerInfo) => Promise<FriendsAnswer>;
}

/**
 * A section of players (requests, those I asked, those I blocked), each a link to their profile
 * and the buttons of `actions`, whose answers go to `onChange`; nothing when there are none.
 */
function PlayerSection({
  id,
  title,
  players,
  mark,
  actions,
  onChange,
}: {
  /** Names the heading (`${id}-title`) the section is labelled by. */
  id: string;
  title: string;
  players: readonly PlayerInfo[];
  /** Each line carries data-`mark`=its player's id (tests find the lines by it). */
  mark: string;
  actions: readonly PlayerAction[];
  onChange: (answer: FriendsAnswer) => void;
}) {
  if (players.length === 0) return null;
  return (
    <section class="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul class="finished-games">
        {players.map((p) => (
          <li key={p.id} class="finished-game" {...{ [`data-${mark}`]: p.id }}>
            <span>{profileLink(p)}</span>
            <span class="buttons">
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  class={action.primary === true ? 'action primary' : 'action quiet'}
                  {...(action.data === undefined ? {} : { [`data-${action.data}`]: p.id })}
                  onClick={() => {
                    void action.run(p).then(onChange);
                  }}
                >
                  {action.label}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FriendLine({
  me,
  friend,
  onChange,
}: {
  me: Identity;
  friend: Friend;
  onChange: (answer: FriendsAnswer) => void;
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
  const update = (answer: FriendsAnswer): void => {
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
      <PlayerSection
        id="incoming"
        title={t('friends.incoming')}
        players={view.incoming}
        mark="request"
        actions={[
          {
            label: t('friends.accept'),
            primary: true,
            data: 'accept',
            run: (p) => befriend(me, p.id, 'POST'),
          },
          { label: t('friends.decline'), run: (p) => befriend(me, p.id, 'DELETE') },
        ]}
        onChange={update}
      />
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
      <PlayerSection
        id="outgoing"
        title={t('friends.outgoing')}
        players={view.outgoing}
        mark="outgoing"
        actions={[{ label: t('friends.cancel'), run: (p) => befriend(me, p.id, 'DELETE') }]}
        onChange={update}
      />
      <PlayerSection
        id="blocked"
        title={t('friends.blocked')}
        players={view.blocked}
        mark="blocked"
        actions={[{ label: t('friends.unblock'), run: (p) => block(me, p.id, 'DELETE') }]}
        onChange={update}
      />
      <p class="hint">{t('friends.how')}</p>
    </div>
  );
}
