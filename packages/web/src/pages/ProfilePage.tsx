/**
 * A player's home: name (and former names), rating per ladder beside the bots' (so a
 * player sees "you 1,480, hard bot 1,620"), the rating over time, games played and won, the win
 * share by seat, favourite expansions, recent games with their rating change and a replay, and
 * the head-to-head against a player chosen among those met.
 */
import { useEffect, useState } from 'preact/hooks';
import type { HeadToHead, Leaderboard, Profile, RecentGame } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { fetchRecord } from '../game/api.ts';
import { leaderboard, profile, versus } from '../game/ratings-api.ts';
import { RatingChart } from '../ui/RatingChart.tsx';
import { openReplay } from './app-state.ts';
import { identity } from './online-state.ts';
import { identityName } from './ratings-names.ts';
import { ExpansionFilter } from '../ui/fields.tsx';
import { ProfileFriend } from './community/ProfileFriend.tsx';
import { expansionName } from '../ui/expansion-name.ts';
import { dateText } from '../i18n/dates.ts';

const expansionsText = (key: string): string =>
  key === '' ? t('profile.base-game') : key.split(',').map(expansionName).join(' + ');

const percent = (won: number, played: number): string =>
  played === 0 ? '–' : `${Math.round((100 * won) / played)}%`;

function RecentLine({ game }: { game: RecentGame }) {
  const [error, setError] = useState<string | null>(null);
  const replay = () => {
    void fetchRecord(game.id).then((record) => {
      if (!record.ok) {
        setError(record.error.message);
        return;
      }
      const seats = game.table.map((s) => ({ name: s.name, bot: s.bot }));
      openReplay({ ...record.value, seats });
    });
  };
  const change = game.change;
  return (
    <li class="finished-game" data-recent={game.id}>
      <span>
        <strong>{dateText(game.finishedAt)}</strong>{' '}
        {t('profile.place', { place: game.place, players: game.players })}
        {game.ranked && <span class="tag">{t('profile.ranked')}</span>}
        {game.abandoned && <span class="tag warn">{t('profile.abandoned')}</span>}
        {change !== null && (
          <span class={`delta ${change.after >= change.before ? 'up' : 'down'}`} data-delta="true">
            {' '}
            {change.before} → {change.after}
          </span>
        )}
        <span class="muted">
          {' · '}
          {game.table.map((s) => identityName(s)).join(', ')}
          {' · '}
          {expansionsText(game.expansions.join(','))}
        </span>
      </span>
      <span class="buttons">
        <button type="button" class="action" data-replay-recent={game.id} onClick={replay}>
          {t('profile.replay')}
        </button>
      </span>
      {error !== null && <span class="error-note">{error}</span>}
    </li>
  );
}

function Versus({ who }: { who: Profile }) {
  const [other, setOther] = useState('');
  const [result, setResult] = useState<HeadToHead | null>(null);
  useEffect(() => {
    if (other === '') {
      setResult(null);
      return;
    }
    void versus(who.id, other).then((r) => {
      setResult(r.ok ? r.value : null);
    });
  }, [who.id, other]);
  if (who.opponents.length === 0) return null;
  return (
    <section class="panel" aria-labelledby="versus-title">
      <h2 id="versus-title">{t('profile.versus')}</h2>
      <label>
        {t('profile.versus.choose')}{' '}
        <select
          value={other}
          data-versus="true"
          onChange={(e) => {
            setOther(e.currentTarget.value);
          }}
        >
          <option value="">{t('profile.versus.none')}</option>
          {who.opponents.map((o) => (
            <option key={o.id} value={o.id}>
              {identityName(o)} ({o.games})
            </option>
          ))}
        </select>
      </label>
      {result !== null && (
        <p data-versus-result="true">
          {t('profile.versus.result', {
            games: result.games,
            ahead: result.ahead,
            behind: result.behind,
          })}
        </p>
      )}
    </section>
  );
}

export function ProfilePage({ id }: { id: string }) {
  const [who, setWho] = useState<Profile | null>(null);
  const [missing, setMissing] = useState(false);
  const [filter, setFilter] = useState('');
  const [bots, setBots] = useState<readonly Leaderboard[]>([]);
  useEffect(() => {
    void profile(id, filter).then((answer) => {
      setMissing(!answer.ok);
      setWho(answer.ok ? answer.value : null);
    });
  }, [id, filter]);
  useEffect(() => {
    void Promise.all([leaderboard('2', false, ''), leaderboard('3-4', false, '')]).then(
      (boards) => {
        setBots(boards.flatMap((b) => (b.ok ? [b.value] : [])));
      },
    );
  }, [id]);
  if (missing) return <p class="error-note">{t('profile.not-found')}</p>;
  if (who === null) return <p class="loading">{t('common.loading')}</p>;
  const mine = identity.value?.id === who.id;
  return (
    <div class="ratings-page profile" data-profile={who.id}>
      <h1 data-profile-name="true">{identityName(who)}</h1>
      {who.formerNames.length > 0 && (
        <p class="muted">{t('profile.formerly', { names: who.formerNames.join(', ') })}</p>
      )}
      {who.deleted && <p class="hint">{t('profile.deleted')}</p>}
      {!who.deleted && <ProfileFriend id={who.id} bot={who.bot !== null} />}
      {mine && (
        <p>
          <a href="#/account" data-account-link="true">
            {t('online.account')}
          </a>
        </p>
      )}
      <section class="panel" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{t('profile.ratings')}</h2>
        {who.ratings.filter((r) => r.games > 0 || who.bot !== null).length === 0 && (
          <p class="muted">{t('profile.unrated')}</p>
        )}
        <ul class="rating-lines">
          {who.ratings
            .filter((r) => r.games > 0 || who.bot !== null)
            .map((r) => {
              const board = bots.find((b) => b.ladder === r.ladder);
              const levels = board?.entries.filter((e) => e.bot !== null) ?? [];
              return (
                <li key={r.ladder} data-rating-ladder={r.ladder}>
                  <strong>{t(`ratings.ladder.${r.ladder}`)}</strong>{' '}
                  <span class="rating" data-rating={r.display}>
                    {r.display}
                  </span>{' '}
                  <span class="muted">
                    {t('profile.rating-games', { games: r.games, wins: r.wins })}
                  </span>
                  {levels.length > 0 && who.bot === null && (
                    <span class="muted bots-beside" data-bots-beside="true">
                      {' · '}
                      {levels.map((e) => `${identityName(e)} ${e.rating.display}`).join(', ')}
                    </span>
                  )}
                </li>
              );
            })}
        </ul>
        <RatingChart points={who.history} />
      </section>
      <section class="panel" aria-labelledby="play-title">
        <h2 id="play-title">{t('profile.games')}</h2>
        <p data-played={who.played} data-won={who.won}>
          {t('profile.played-won', { played: who.played, won: who.won })}
        </p>
        {who.seats.length > 0 && (
          <>
            <h3>{t('profile.seats')}</h3>
            <ul class="plain">
              {who.seats.map((s) => (
                <li key={s.seat}>
                  {t('profile.seat', { n: s.seat + 1, won: s.won, played: s.played })} (
                  {percent(s.won, s.played)})
                </li>
              ))}
            </ul>
          </>
        )}
        {who.expansions.length > 0 && (
          <>
            <h3>{t('profile.expansions')}</h3>
            <ul class="plain">
              {who.expansions.map((x) => (
                <li key={x.expansions}>
                  {expansionsText(x.expansions)}: {x.played}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section class="panel" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('profile.recent')}</h2>
        <ExpansionFilter
          label={t('profile.filter')}
          value={filter}
          data="profile-expansions"
          onChange={setFilter}
        />
        {who.recent.length === 0 ? (
          <p class="muted">{t('online.none')}</p>
        ) : (
          <ul class="finished-games">
            {who.recent.map((g) => (
              <RecentLine key={g.id} game={g} />
            ))}
          </ul>
        )}
      </section>
      <Versus who={who} />
    </div>
  );
}
