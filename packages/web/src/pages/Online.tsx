/**
 * The online part of the start page: who I am (an identity made in one step, kept by this
 * browser, with a personal link for other devices), my games (those awaiting me first), and the
 * open games to join or watch; and, on the page of a game this browser watches (where the
 * invitation link opens), signing in and taking a free seat.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameSummary, MyGame } from '@tnt/protocol';
import { t, tKey, tn } from '../i18n/index.ts';
import {
  createIdentity,
  joinGame,
  myGames,
  openGames,
  saveIdentity,
  signOut,
  type Identity,
} from '../game/api.ts';
import { rename } from '../game/ratings-api.ts';
import { loadLastName, saveLastName, typedName } from '../game/last-name.ts';
import { expansionName } from '../ui/expansion-name.ts';
import type { GameError } from '../game/connection.ts';
import { navigate, reopenOnline } from './app-state.ts';
import { NoticeSettings } from './NoticeSettings.tsx';
import { LobbyFilters, NO_FILTER, matches, type LobbyFilter } from './LobbyFilters.tsx';
import { PlayNow } from './PlayNow.tsx';
import { FriendsGames } from './community/FriendsGames.tsx';
import { LostLink } from './Recover.tsx';
import { CheckField, NameField, SignInLink } from '../ui/fields.tsx';
import { shownName } from '../ui/shown-name.ts';
import { identity, recheckServer, server, type Where } from './online-state.ts';
import '../styles/invitation.css';

export type { Where };

const explain = (e: GameError): string =>
  tKey(`error.${e.code}`, 'error.unknown', { message: e.message });

export function SignIn() {
  const [name, setName] = useState(loadLastName);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        const typed = typedName(name);
        if (typed === null) {
          setError(t('name.empty'));
          return;
        }
        void createIdentity(typed).then((made) => {
          if (!made.ok) {
            setError(explain(made.error));
            return;
          }
          saveLastName(typed);
          identity.value = made.value;
        });
      }}
    >
      <NameField label={t('online.name')} value={name} onInput={setName} />
      <button type="submit" class="action primary">
        {t('online.sign-in')}
      </button>
      {error !== null && <p class="error-note">{error}</p>}
    </form>
  );
}

const names = (g: GameSummary): string =>
  g.seats
    .map((s) =>
      s.player ? shownName(s.player.name) : s.kind === 'bot' ? t('online.bot') : t('online.free'),
    )
    .join(', ');

function GameRow({ game, mine }: { game: GameSummary | MyGame; mine: boolean }) {
  const me = identity.value;
  const [error, setError] = useState<string | null>(null);
  const yourTurn = 'yourTurn' in game && game.yourTurn;
  const free =
    game.status === 'open' && game.seats.some((s) => s.kind === 'human' && s.player === null);
  const open = () => {
    navigate(`#/online/${game.id}`);
  };
  const join = () => {
    if (me === null) return;
    void joinGame(me, game.id).then((joined) => {
      if (joined.ok) open();
      else setError(explain(joined.error));
    });
  };
  return (
    <li class="finished-game">
      <span>
        {yourTurn && <span class="tag turn">{t('online.your-turn')}</span>}
        {game.ranked === true && <span class="tag">{t('game.ranked')}</span>} {names(game)}
        <span class="muted"> · {t(`online.status.${game.status}`)}</span>
      </span>
      <span class="buttons">
        {!mine && free && me !== null && (
          <button type="button" class="action" onClick={join}>
            {t('online.join')}
          </button>
        )}
        <button type="button" class="action" data-online-game={game.id} onClick={open}>
          {mine ? t('online.open') : t('online.watch')}
        </button>
      </span>
      {error !== null && <p class="error-note">{error}</p>}
    </li>
  );
}

function Games() {
  const me = identity.value;
  const [mine, setMine] = useState<readonly MyGame[]>([]);
  const [others, setOthers] = useState<readonly GameSummary[]>([]);
  const [filter, setFilter] = useState<LobbyFilter>(NO_FILTER);
  const load = () => {
    if (me !== null)
      void myGames(me).then((r) => {
        if (r.ok) setMine(r.value);
      });
    void openGames().then((r) => {
      if (r.ok) setOthers(r.value);
    });
  };
  useEffect(load, [me]);
  const mineIds = new Set(mine.map((g) => g.id));
  const shown = others.filter((g) => !mineIds.has(g.id) && matches(g, filter));
  return (
    <>
      <h3>
        {t('online.my-games')}{' '}
        <button type="button" class="action quiet" onClick={load}>
          {t('online.refresh')}
        </button>
      </h3>
      {mine.length === 0 ? (
        <p class="muted">{t('online.none')}</p>
      ) : (
        <ul class="finished-games">
          {mine.map((g) => (
            <GameRow key={g.id} game={g} mine />
          ))}
        </ul>
      )}
      {me !== null && <FriendsGames me={me} />}
      <h3>{t('online.others')}</h3>
      <LobbyFilters filter={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <p class="muted" data-lobby-empty="true">
          {t('online.none')}
        </p>
      ) : (
        <ul class="finished-games" data-lobby="true">
          {shown.map((g) => (
            <GameRow key={g.id} game={g} mine={false} />
          ))}
        </ul>
      )}
    </>
  );
}

export function OnlinePanel() {
  const me = identity.value;
  if (server.value !== true) {
    // Offline, the page was served by the service worker: say so, not that there is no server.
    const offline = !navigator.onLine;
    return server.value === false ? (
      <section class="panel online" aria-labelledby="online-title">
        <h2 id="online-title">{t('online.title')}</h2>
        <p class="hint">{offline ? t('online.offline') : t('online.no-server')}</p>
        {offline && (
          <button type="button" class="action" data-reconnect="true" onClick={recheckServer}>
            {t('online.reconnect')}
          </button>
        )}
      </section>
    ) : null;
  }
  return (
    <section class="panel online" aria-labelledby="online-title">
      <h2 id="online-title">{t('online.title')}</h2>
      {me === null ? (
        <>
          <SignIn />
          <LostLink />
        </>
      ) : (
        <>
          <p>
            {t('online.signed-in', { name: me.name })}{' '}
            <a href={`#/player/${encodeURIComponent(me.id)}`} class="action quiet">
              {t('nav.profile')}
            </a>{' '}
            <a href="#/account" class="action quiet" data-account-link="true">
              {t('online.account')}
            </a>{' '}
            <button
              type="button"
              class="action quiet"
              onClick={() => {
                signOut();
                identity.value = null;
              }}
            >
              {t('online.sign-out')}
            </button>
          </p>
          <SignInLink secret={me.secret} />
          <PlayNow me={me} />
          <NoticeSettings me={me} />
          <Games />
        </>
      )}
    </section>
  );
}

/** The game an invitation is for: "Thurn und Taxis, 2 players, The Princess' Messenger". */
export function invitedGame(game: GameSummary): string {
  const expansions = game.options.expansions ?? [];
  return [
    t('app.title'),
    tn('invitation.players', game.options.players),
    ...(expansions.length === 0 ? [t('profile.base-game')] : expansions.map(expansionName)),
  ].join(', ');
}

/** Who sent the invitation: the first person seated (the creator takes the first person's seat). */
const inviterOf = (game: GameSummary): string | null => {
  const seated = game.seats.find((s) => s.kind === 'human' && s.player !== null);
  return seated?.player ? shownName(seated.player.name) : null;
};

/** Me, under the name typed: a new identity, or mine renamed when the name changed. */
async function asNamed(me: Identity | null, name: string): Promise<Identity | GameError> {
  if (me === null) {
    const made = await createIdentity(name);
    return made.ok ? made.value : made.error;
  }
  if (me.name === name) return me;
  const renamed = await rename(me, name);
  if (!renamed.ok) return renamed.error;
  const next = { ...me, name: renamed.value.player.name };
  saveIdentity(next);
  return next;
}

/**
 * On the page of an open game that this browser only watches (the invitation link opens there),
 * the invitation in one step: who invites to what game, a name (the one given last, or mine), and
 * one Join button that makes or renames my identity and takes a free seat; the game is then
 * opened again as that seat.
 */
export function JoinSeat({ id, game }: { id: string; game: GameSummary | null }) {
  const me = identity.value;
  const [name, setName] = useState(() => me?.name ?? loadLastName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free =
    game?.status === 'open' && game.seats.some((s) => s.kind === 'human' && s.player === null);
  if (!free) return null;
  const inviter = inviterOf(game);
  const what = invitedGame(game);
  const join = async (typed: string) => {
    const who = await asNamed(me, typed);
    if (!('secret' in who)) return explain(who);
    saveLastName(typed);
    identity.value = who;
    const joined = await joinGame(who, id);
    if (!joined.ok) return explain(joined.error);
    reopenOnline(id);
    return null;
  };
  return (
    <section class="panel join-seat" aria-labelledby="invitation-title" data-invitation={id}>
      <h2 id="invitation-title">
        {inviter === null
          ? t('invitation.open', { game: what })
          : t('invitation.from', { name: inviter, game: what })}
      </h2>
      <form
        class="invitation"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = typedName(name);
          if (typed === null) {
            setError(t('name.empty'));
            return;
          }
          setBusy(true);
          void join(typed).then((failed) => {
            setBusy(false);
            setError(failed);
          });
        }}
      >
        <NameField label={t('online.name')} value={name} onInput={setName} />
        <button type="submit" class="action primary" data-join={id} disabled={busy}>
          {t('invitation.join')}
        </button>
        {error !== null && (
          <p class="error-note" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

const TURN_TIMES: readonly (number | null)[] = [null, 60, 180, 86_400, 259_200];

function turnTimeLabel(seconds: number | null): string {
  if (seconds === null) return t('online.time.none');
  return seconds < 3600
    ? t('online.time.minutes', { n: seconds / 60 })
    : tn('online.time.days', seconds / 86_400);
}

/** Where the new game is played: on this device, or online (with a server and an identity). */
export function WhereChoice({ where, onChange }: { where: Where; onChange: (w: Where) => void }) {
  if (server.value !== true || identity.value === null) return null;
  return (
    <fieldset class="where">
      <legend>{t('online.where')}</legend>
      <label class="check">
        <input
          type="radio"
          name="where"
          checked={!where.online}
          onChange={() => {
            onChange({ ...where, online: false });
          }}
        />
        <span>{t('online.here')}</span>
      </label>
      <label class="check">
        <input
          type="radio"
          name="where"
          data-online="true"
          checked={where.online}
          onChange={() => {
            onChange({ ...where, online: true });
          }}
        />
        <span>{t('online.there')}</span>
      </label>
      {where.online && (
        <div class="online-options">
          <label class="field">
            {t('online.mode')}{' '}
            <select
              value={where.mode}
              onChange={(e) => {
                onChange({ ...where, mode: e.currentTarget.value === 'async' ? 'async' : 'live' });
              }}
            >
              <option value="live">{t('online.mode.live')}</option>
              <option value="async">{t('online.mode.async')}</option>
            </select>
          </label>
          <label class="field">
            {t('online.time')}{' '}
            <select
              value={String(where.turnSeconds)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onChange({ ...where, turnSeconds: v === 'null' ? null : Number(v) });
              }}
            >
              {TURN_TIMES.filter((s) => where.ranked !== true || s !== null).map((s) => (
                <option key={String(s)} value={String(s)}>
                  {turnTimeLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <CheckField
            label={t('online.ranked')}
            checked={where.ranked ?? false}
            data="ranked-option"
            onChange={(ranked) => {
              // A ranked game needs a time per turn: three minutes unless one is chosen.
              const turnSeconds = ranked ? (where.turnSeconds ?? 180) : where.turnSeconds;
              onChange({ ...where, ranked, turnSeconds });
            }}
          />
          {where.ranked === true && <p class="hint">{t('online.ranked.hint')}</p>}
          <CheckField
            label={t('online.create.undo')}
            checked={where.undo ?? true}
            data="undo-option"
            onChange={(undo) => {
              onChange({ ...where, undo });
            }}
          />
          <CheckField
            label={t('online.create.hints')}
            checked={where.hints ?? true}
            data="hints-option"
            onChange={(hints) => {
              onChange({ ...where, hints });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
