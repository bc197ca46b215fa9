/**
 * A tournament's page (#/tournament/<id>): its settings and state; signing up, withdrawing, and
 * (its creator) starting it early; my table of the round under way; the standings with their
 * tie-breaks; and every round's tables with the places and points, each game open to play or
 * watch, and replayable once over. The page asks the server again every 5 s while it is visible
 * and the tournament not over, so a new round shows up by itself.
 */
import { useRef, useState } from 'preact/hooks';
import type { Entrant, TournamentRound, TournamentView } from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import { fetchRecord } from '../../game/api.ts';
import { tournament, tournamentAction } from '../../game/community-api.ts';
import { navigate, openReplay } from '../app-state.ts';
import { identity } from '../online-state.ts';
import { usePoll } from './poll.ts';
import { entrantName, errorOf, expansionsText, turnText } from './words.ts';
import { dateTimeText } from '../../i18n/dates.ts';

const POLL_MS = 5_000;

const points = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function EntrantLink({ entrant }: { entrant: Entrant | undefined }) {
  if (entrant === undefined) return <span>?</span>;
  const name = entrantName(entrant);
  return entrant.bot === null ? (
    <a href={`#/player/${encodeURIComponent(entrant.id)}`}>{name}</a>
  ) : (
    <span>{name}</span>
  );
}

function Round({
  round,
  entrants,
}: {
  round: TournamentRound;
  entrants: ReadonlyMap<string, Entrant>;
}) {
  const [error, setError] = useState<string | null>(null);
  const replay = (game: string, seats: readonly string[]): void => {
    void fetchRecord(game).then((record) => {
      if (!record.ok) {
        setError(errorOf(record.error));
        return;
      }
      const names = seats.map((id) => {
        const e = entrants.get(id);
        return { name: e === undefined ? '?' : entrantName(e), bot: e?.bot ?? null };
      });
      openReplay({ ...record.value, seats: names });
    });
  };
  return (
    <section class="panel" data-round={round.round}>
      <h3>
        {t('tournament.round', { n: round.round })}{' '}
        {round.done && <span class="tag">{t('tournament.round.done')}</span>}
      </h3>
      <ul class="finished-games">
        {round.tables.map((table) => (
          <li key={table.table} class="finished-game" data-table={`${round.round}/${table.table}`}>
            <span>
              <strong>{t('tournament.table', { n: table.table })}</strong>{' '}
              {table.game === null && table.seats.length === 1 && (
                <span class="tag">{t('tournament.bye')}</span>
              )}
              {table.seats.map((seat, i) => (
                <span key={seat.entrant}>
                  {i > 0 && ', '}
                  <EntrantLink entrant={entrants.get(seat.entrant)} />
                  {seat.place !== null && table.game !== null && (
                    <span class="muted">
                      {' '}
                      (
                      {t('tournament.placed', {
                        place: seat.place,
                        points: points(seat.points ?? 0),
                      })}
                      )
                    </span>
                  )}
                </span>
              ))}
            </span>
            {table.game !== null && (
              <span class="buttons">
                {table.done ? (
                  <button
                    type="button"
                    class="action"
                    data-replay-table={table.game}
                    onClick={() => {
                      replay(
                        table.game!,
                        table.seats.map((s) => s.entrant),
                      );
                    }}
                  >
                    {t('profile.replay')}
                  </button>
                ) : (
                  <a
                    class="action"
                    data-open-table={table.game}
                    href={`#/online/${encodeURIComponent(table.game)}`}
                  >
                    {t('tournament.game')}
                  </a>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {error !== null && <p class="error-note">{error}</p>}
    </section>
  );
}

function Standings({ view }: { view: TournamentView }) {
  const me = identity.value?.id;
  const swiss = view.format === 'swiss';
  const elimination = view.format === 'elimination';
  return (
    <table class="ratings-table" data-standings="true">
      <thead>
        <tr>
          <th scope="col">{t('leaderboard.place')}</th>
          <th scope="col">{t('leaderboard.name')}</th>
          <th scope="col">{t('tournament.points')}</th>
          {swiss && <th scope="col">{t('tournament.buchholz')}</th>}
          {elimination && <th scope="col">{t('tournament.reached')}</th>}
          <th scope="col">{t('tournament.score')}</th>
          <th scope="col">{t('leaderboard.games')}</th>
        </tr>
      </thead>
      <tbody>
        {view.standings.map((s) => (
          <tr
            key={s.entrant.id}
            data-standing={s.entrant.id}
            data-points={s.points}
            class={s.entrant.id === me ? 'me' : undefined}
          >
            <td>{s.place}</td>
            <td>
              <EntrantLink entrant={s.entrant} />
              {s.entrant.droppedAfter !== null && (
                <span class="muted"> {t('tournament.dropped')}</span>
              )}
              {s.eliminated && <span class="muted"> {t('tournament.out')}</span>}
            </td>
            <td>{points(s.points)}</td>
            {swiss && <td>{points(s.buchholz)}</td>}
            {elimination && <td>{s.reached ?? '–'}</td>}
            <td>{s.score}</td>
            <td>
              {s.games}
              {s.byes > 0 && <span class="muted"> + {t('tournament.byes', { n: s.byes })}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** My game of the round under way, if one waits for me. */
function myTable(view: TournamentView, me: string | undefined): string | null {
  if (me === undefined || view.status !== 'running') return null;
  const round = view.roundsPlayed.find((r) => r.round === view.round);
  const table = round?.tables.find((tb) => !tb.done && tb.seats.some((s) => s.entrant === me));
  return table?.game ?? null;
}

export function TournamentPage({ id }: { id: string }) {
  const me = identity.value;
  const [view, setView] = useState<TournamentView | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ended = useRef(false);
  usePoll(
    () => {
      // An ended tournament changes no more.
      if (ended.current) return;
      void tournament(id).then((answer) => {
        setMissing(!answer.ok && answer.error.code === 'ERR_NOT_FOUND');
        if (!answer.ok) return;
        setView(answer.value);
        ended.current = answer.value.status === 'over' || answer.value.status === 'cancelled';
      });
    },
    POLL_MS,
    [id],
  );
  if (missing) return <p class="error-note">{t('tournament.not-found')}</p>;
  if (view === null) return <p class="loading">{t('common.loading')}</p>;
  const entered = me !== null && view.entrantsList.some((e) => e.id === me.id);
  const mine = myTable(view, me?.id);
  const act = (action: 'join' | 'leave' | 'start'): void => {
    if (me === null) return;
    void tournamentAction(me, id, action).then((answer) => {
      if (answer.ok) {
        setView(answer.value);
        setError(null);
      } else setError(errorOf(answer.error));
    });
  };
  const entrants = new Map(view.entrantsList.map((e) => [e.id, e]));
  return (
    <div
      class="ratings-page community-page"
      data-tournament={view.id}
      data-status={view.status}
      data-current-round={view.round}
    >
      <h1>{view.name}</h1>
      <p>
        <span class="tag" data-tournament-status="true">
          {t(`tournament.status.${view.status}`)}
        </span>{' '}
        {t(`tournament.format.${view.format}`)}
        {view.rounds !== null &&
          ` · ${t('tournament.rounds-of', { n: view.round, of: view.rounds })}`}
        {' · '}
        {t('tournament.tables-of', { n: view.tableSize })}
        {' · '}
        {expansionsText(view.expansions)}
        {' · '}
        {t(view.mode === 'live' ? 'online.mode.live' : 'online.mode.async')}
        {' · '}
        {turnText(view.turnSeconds)}
        {view.ranked && ` · ${t('game.ranked')}`}
      </p>
      <p class="muted">
        {t('tournament.by', { name: view.createdBy.name })}
        {' · '}
        {t('tournament.entrants', { n: view.entrants, max: view.maxPlayers })}
        {view.bots !== null &&
          ` · ${t('tournament.bots.fill', { level: t(`level.${view.bots}`) })}`}
        {view.status === 'signup' &&
          ` · ${
            view.startsAt === null
              ? t('tournament.starts-full')
              : t('tournament.starts', { time: dateTimeText(view.startsAt) })
          }`}
      </p>
      {view.note !== null && <p class="hint">{t('tournament.cancelled')}</p>}
      {mine !== null && (
        <p class="panel your-table" data-my-table={mine}>
          {t('tournament.your-table', { n: view.round })}{' '}
          <button
            type="button"
            class="action primary"
            data-open-my-table="true"
            onClick={() => {
              navigate(`#/online/${mine}`);
            }}
          >
            {t('tournament.play')}
          </button>
        </p>
      )}
      {me !== null && (
        <p class="buttons">
          {view.status === 'signup' && !entered && (
            <button
              type="button"
              class="action primary"
              data-t-join="true"
              onClick={() => {
                act('join');
              }}
            >
              {t('tournament.join')}
            </button>
          )}
          {entered && (view.status === 'signup' || view.status === 'running') && (
            <button
              type="button"
              class="action"
              data-t-leave="true"
              onClick={() => {
                act('leave');
              }}
            >
              {t('tournament.leave')}
            </button>
          )}
          {view.status === 'signup' && view.createdBy.id === me.id && (
            <button
              type="button"
              class="action"
              data-t-start="true"
              onClick={() => {
                act('start');
              }}
            >
              {t('tournament.start')}
            </button>
          )}
        </p>
      )}
      {error !== null && <p class="error-note">{error}</p>}
      <section class="panel" aria-labelledby="standings-title">
        <h2 id="standings-title">{t('tournament.standings')}</h2>
        <p class="hint">{t(`tournament.tie-breaks.${view.format}`)}</p>
        <Standings view={view} />
      </section>
      {[...view.roundsPlayed].reverse().map((round) => (
        <Round key={round.round} round={round} entrants={entrants} />
      ))}
    </div>
  );
}
