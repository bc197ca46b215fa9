/**
 * On another player's profile: ask them to be friends (or accept their request, or see that they
 * are one, and unfriend), and block or unblock them. Nothing for my own profile, for bots, or
 * when signed out.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FriendsView } from '@tnt/protocol';
import type { Result } from '@tnt/engine';
import { t } from '../../i18n/index.ts';
import { befriend, block, friends } from '../../game/community-api.ts';
import type { GameError } from '../../game/connection.ts';
import { identity } from '../online-state.ts';
import { errorOf } from './words.ts';

type Relation = 'friend' | 'asked' | 'asks' | 'blocked' | 'none';

function relationOf(view: FriendsView, id: string): Relation {
  if (view.blocked.some((p) => p.id === id)) return 'blocked';
  if (view.friends.some((f) => f.player.id === id)) return 'friend';
  if (view.outgoing.some((p) => p.id === id)) return 'asked';
  if (view.incoming.some((p) => p.id === id)) return 'asks';
  return 'none';
}

export function ProfileFriend({ id, bot }: { id: string; bot: boolean }) {
  const me = identity.value;
  const [view, setView] = useState<FriendsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = (answer: Result<FriendsView, GameError>): void => {
    if (answer.ok) {
      setView(answer.value);
      setError(null);
    } else setError(errorOf(answer.error));
  };
  useEffect(() => {
    if (me !== null && me.id !== id && !bot) void friends(me).then(update);
  }, [me, id, bot]);
  if (me === null || me.id === id || bot || view === null) return null;
  const relation = relationOf(view, id);
  return (
    <p class="buttons profile-friend" data-relation={relation}>
      {relation === 'none' && (
        <button
          type="button"
          class="action primary"
          data-add-friend={id}
          onClick={() => {
            void befriend(me, id, 'POST').then(update);
          }}
        >
          {t('friends.add')}
        </button>
      )}
      {relation === 'asks' && (
        <button
          type="button"
          class="action primary"
          data-accept={id}
          onClick={() => {
            void befriend(me, id, 'POST').then(update);
          }}
        >
          {t('friends.accept')}
        </button>
      )}
      {relation === 'asked' && <span class="muted">{t('friends.asked')}</span>}
      {relation === 'friend' && (
        <>
          <span class="tag">{t('friends.is-friend')}</span>{' '}
          <button
            type="button"
            class="action quiet"
            onClick={() => {
              void befriend(me, id, 'DELETE').then(update);
            }}
          >
            {t('friends.remove')}
          </button>
        </>
      )}
      {relation === 'blocked' ? (
        <button
          type="button"
          class="action quiet"
          data-unblock={id}
          onClick={() => {
            void block(me, id, 'DELETE').then(update);
          }}
        >
          {t('friends.unblock')}
        </button>
      ) : (
        <button
          type="button"
          class="action quiet"
          data-block={id}
          onClick={() => {
            void block(me, id, 'POST').then(update);
          }}
        >
          {t('friends.block')}
        </button>
      )}
      {error !== null && <span class="error-note">{error}</span>}
    </p>
  );
}
