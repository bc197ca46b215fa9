/**
 * The game page's part in friends, for online games: while the game waits for players, my friends
 * with a button each that invites them to the free seat (they are told as for their turn); once
 * it is over, the way back to its tournament's standings (a tournament's game), and the people I
 * played with, each to ask as a friend.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FriendsView, GameSummary, GameTournament, PlayerInfo } from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import { befriend, friends, gameTournament, inviteToGame } from '../../game/community-api.ts';
import { shownName } from '../../ui/shown-name.ts';
import { identity } from '../online-state.ts';
import { errorOf } from './words.ts';

function useFriends(active: boolean): FriendsView | null {
  const me = identity.value;
  const [view, setView] = useState<FriendsView | null>(null);
  useEffect(() => {
    if (!active || me === null) return;
    void friends(me).then((answer) => {
      if (answer.ok) setView(answer.value);
    });
  }, [active, me]);
  return view;
}

/** Friends to invite to the open game's free seats. */
function InviteFriends({ game }: { game: GameSummary }) {
  const me = identity.value;
  const view = useFriends(true);
  const [invited, setInvited] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  if (me === null || view === null) return null;
  const seated = new Set(game.seats.flatMap((s) => (s.player ? [s.player.id] : [])));
  const candidates = view.friends.filter((f) => !seated.has(f.player.id));
  if (candidates.length === 0) return null;
  return (
    <details class="table-invite" data-table-invite="true">
      <summary>{t('friends.invite-here')}</summary>
      <ul class="plain">
        {candidates.map((f) => (
          <li key={f.player.id}>
            {shownName(f.player.name)}{' '}
            {invited.includes(f.player.id) ? (
              <span class="muted">{t('friends.invited')}</span>
            ) : (
              <button
                type="button"
                class="action quiet"
                data-invite-here={f.player.id}
                onClick={() => {
                  void inviteToGame(me, game.id, f.player.id).then((done) => {
                    if (done.ok) setInvited([...invited, f.player.id]);
                    else setError(errorOf(done.error));
                  });
                }}
              >
                {t('friends.invite')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error !== null && <p class="error-note">{error}</p>}
    </details>
  );
}

/** The people I played with, each to ask as a friend. */
function AddFriends({ game }: { game: GameSummary }) {
  const me = identity.value;
  const view = useFriends(true);
  const [asked, setAsked] = useState<readonly string[]>([]);
  if (me === null || view === null) return null;
  const known = new Set([
    ...view.friends.map((f) => f.player.id),
    ...view.outgoing.map((p) => p.id),
    ...view.blocked.map((p) => p.id),
  ]);
  const people: PlayerInfo[] = game.seats.flatMap((s) =>
    s.player !== null && s.player.id !== me.id && !known.has(s.player.id) ? [s.player] : [],
  );
  if (people.length === 0) return null;
  return (
    <p class="table-friends" data-table-friends="true">
      {people.map((p) => (
        <span key={p.id}>
          {asked.includes(p.id) ? (
            <span class="muted">{t('friends.asked-name', { name: shownName(p.name) })}</span>
          ) : (
            <button
              type="button"
              class="action quiet"
              data-add-friend={p.id}
              onClick={() => {
                void befriend(me, p.id, 'POST').then((answer) => {
                  if (answer.ok) setAsked([...asked, p.id]);
                });
              }}
            >
              {t('friends.add-name', { name: shownName(p.name) })}
            </button>
          )}{' '}
        </span>
      ))}
    </p>
  );
}

/** A tournament's game: back to its standings. */
function TournamentLink({ game }: { game: string }) {
  const [of, setOf] = useState<GameTournament | null>(null);
  useEffect(() => {
    void gameTournament(game).then((answer) => {
      setOf(answer.ok ? answer.value : null);
    });
  }, [game]);
  if (of === null) return null;
  return (
    <p class="table-tournament">
      <a href={`#/tournament/${encodeURIComponent(of.tournament)}`} data-back-to-tournament="true">
        {t('tournament.back', { name: of.name, n: of.round })}
      </a>
    </p>
  );
}

export function GameCommunity({ game, over }: { game: GameSummary | null; over: boolean }) {
  if (game === null) return null;
  const mine = game.seats.some((s) => s.player?.id === identity.value?.id);
  if (over) {
    return (
      <>
        <TournamentLink game={game.id} />
        {mine && <AddFriends game={game} />}
      </>
    );
  }
  if (!mine) return null;
  const free = game.status === 'open' && game.seats.some((s) => s.kind === 'human' && !s.player);
  return free ? <InviteFriends game={game} /> : null;
}
