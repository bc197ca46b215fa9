/**
 * Under the header, wherever the player is: a tournament table that waits for them (a new round
 * was paired) and invitations from friends, each with its button; the page asks the server every
 * half minute while a player is signed in and the page visible (which also shows them online to
 * their friends), once a minute at a game's table. The
 * count of friend requests waiting shows beside the Friends link.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { CommunityAlerts } from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import { joinGame } from '../../game/api.ts';
import { alerts as loadAlerts, declineInvitation } from '../../game/community-api.ts';
import { shownName } from '../../ui/shown-name.ts';
import { gameKey, navigate, route } from '../app-state.ts';
import { identity } from '../online-state.ts';
import { usePoll } from './poll.ts';

/**
 * Every page of a signed-in player asks this often while visible (a light question, a few reads);
 * a game's page, whose player is at a table, less often. A new round's table and an invitation are
 * also told by push and e-mail, as the player chose.
 */
const POLL_MS = 30_000;
const AT_TABLE_MS = 60_000;

/** What waits for the signed-in player, as last told. */
export const alerts = signal<CommunityAlerts | null>(null);

function useAlerts(): void {
  const me = identity.value;
  const ms = route.value.page === 'online' ? AT_TABLE_MS : POLL_MS;
  useEffect(() => {
    if (me === null) alerts.value = null;
  }, [me]);
  usePoll(
    () => {
      if (me === null) return;
      void loadAlerts(me).then((answer) => {
        if (answer.ok && identity.value?.id === me.id) alerts.value = answer.value;
      });
    },
    ms,
    [me, ms],
  );
}

export function CommunityBanner() {
  useAlerts();
  const me = identity.value;
  const now = alerts.value;
  if (me === null || now === null) return null;
  // The game on screen needs no word about itself.
  const tables = now.tables.filter((tb) => tb.game !== gameKey.value);
  const invitations = now.invitations.filter((inv) => inv.game !== gameKey.value);
  if (tables.length === 0 && invitations.length === 0) return null;
  return (
    <div class="community-banner" role="status" data-alerts="true">
      {tables.map((tb) => (
        <p key={tb.game} data-alert-table={tb.game}>
          {t('tournament.alert', { name: tb.name, n: tb.round })}{' '}
          <button
            type="button"
            class="action primary"
            data-alert-open={tb.game}
            onClick={() => {
              navigate(`#/online/${tb.game}`);
            }}
          >
            {t('tournament.play')}
          </button>
        </p>
      ))}
      {invitations.map((inv) => (
        <p key={inv.game} data-alert-invitation={inv.game}>
          {t('friends.invited-by', { name: shownName(inv.from.name) })}{' '}
          <button
            type="button"
            class="action primary"
            data-alert-join={inv.game}
            onClick={() => {
              void joinGame(me, inv.game).then(() => {
                navigate(`#/online/${inv.game}`);
              });
            }}
          >
            {t('online.join')}
          </button>{' '}
          <button
            type="button"
            class="action quiet"
            onClick={() => {
              void declineInvitation(me, inv.game).then(() => {
                if (alerts.value !== null) {
                  alerts.value = {
                    ...alerts.value,
                    invitations: alerts.value.invitations.filter((i) => i.game !== inv.game),
                  };
                }
              });
            }}
          >
            {t('friends.decline')}
          </button>
        </p>
      ))}
    </div>
  );
}
