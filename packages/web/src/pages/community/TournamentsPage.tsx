/**
 * The tournaments (#/tournaments): those taking entries, running and recently ended, and the form
 * that creates one: a name, the format (Swiss over a number of rounds, round-robin, single
 * elimination), the table size, the expansions, live or over days, the time per turn, ranked or
 * not, bots to fill empty places and their level, the most players, and until when sign-up runs
 * (a time, or until full). Creating opens the new tournament's page.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Expansion } from '@tnt/engine';
import {
  BOT_LEVELS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_LIMITS,
  type BotLevel,
  type TournamentFormat,
  type TournamentListEntry,
} from '@tnt/protocol';
import { t } from '../../i18n/index.ts';
import type { Identity } from '../../game/api.ts';
import { createTournament, tournaments } from '../../game/community-api.ts';
import { navigate } from '../app-state.ts';
import { identity } from '../online-state.ts';
import { CheckField, ExpansionChoice, PlayerCount } from '../../ui/fields.tsx';
import { errorOf, expansionsText, turnText } from './words.ts';

const TURN_CHOICES = [60, 120, 300, 86_400, 259_200] as const;

function Line({ entry }: { entry: TournamentListEntry }) {
  return (
    <li class="finished-game" data-tournament-line={entry.id}>
      <span>
        <strong>{entry.name}</strong>{' '}
        <span class="tag">{t(`tournament.status.${entry.status}`)}</span>
        {entry.ranked && <span class="tag">{t('game.ranked')}</span>}
        <span class="muted">
          {' · '}
          {t(`tournament.format.${entry.format}`)}
          {' · '}
          {t('tournament.entrants', { n: entry.entrants, max: entry.maxPlayers })}
          {' · '}
          {t('tournament.tables-of', { n: entry.tableSize })}
          {' · '}
          {expansionsText(entry.expansions)}
          {' · '}
          {turnText(entry.turnSeconds)}
        </span>
      </span>
      <span class="buttons">
        <a class="action" href={`#/tournament/${encodeURIComponent(entry.id)}`}>
          {t('tournament.open')}
        </a>
      </span>
    </li>
  );
}

function CreateForm({ me }: { me: Identity }) {
  const [name, setName] = useState('');
  const [format, setFormat] = useState<TournamentFormat>('swiss');
  const [rounds, setRounds] = useState(3);
  const [tableSize, setTableSize] = useState(2);
  const [expansions, setExpansions] = useState<readonly Expansion[]>([]);
  const [mode, setMode] = useState<'live' | 'async'>('live');
  const [turnSeconds, setTurnSeconds] = useState<number>(120);
  const [ranked, setRanked] = useState(false);
  const [bots, setBots] = useState<BotLevel | ''>('');
  const [maxPlayers, setMaxPlayers] = useState(8);
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event): void => {
    e.preventDefault();
    const at = startsAt === '' ? null : new Date(startsAt).getTime();
    void createTournament(me, {
      name,
      format,
      ...(format === 'swiss' ? { rounds } : {}),
      tableSize,
      options: { expansions: [...expansions] },
      mode,
      turnSeconds,
      ranked,
      bots: bots === '' ? null : bots,
      maxPlayers,
      startsAt: at !== null && Number.isFinite(at) ? at : null,
    }).then((made) => {
      if (made.ok) navigate(`#/tournament/${encodeURIComponent(made.value.id)}`);
      else setError(errorOf(made.error));
    });
  };
  return (
    <form class="panel tournament-form" data-tournament-form="true" onSubmit={submit}>
      <h2>{t('tournament.create')}</h2>
      <label>
        {t('tournament.name')}{' '}
        <input
          required
          maxLength={32}
          value={name}
          data-t-name="true"
          onInput={(e) => {
            setName(e.currentTarget.value);
          }}
        />
      </label>
      <label>
        {t('tournament.format')}{' '}
        <select
          value={format}
          data-t-format="true"
          onChange={(e) => {
            setFormat(e.currentTarget.value as TournamentFormat);
          }}
        >
          {TOURNAMENT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(`tournament.format.${f}`)}
            </option>
          ))}
        </select>
      </label>
      {format === 'swiss' && (
        <label>
          {t('tournament.rounds')}{' '}
          <input
            type="number"
            min={1}
            max={TOURNAMENT_LIMITS.maxRounds}
            value={rounds}
            data-t-rounds="true"
            onInput={(e) => {
              setRounds(Number(e.currentTarget.value));
            }}
          />
        </label>
      )}
      <PlayerCount
        label={t('tournament.table-size')}
        value={tableSize}
        any={false}
        data="t-table-size"
        onChange={(n) => {
          setTableSize(n ?? 2);
        }}
      />
      <ExpansionChoice
        legend={t('start.expansions')}
        className="expansions"
        value={expansions}
        onChange={setExpansions}
      />
      <label>
        {t('online.mode')}{' '}
        <select
          value={mode}
          onChange={(e) => {
            setMode(e.currentTarget.value === 'async' ? 'async' : 'live');
          }}
        >
          <option value="live">{t('online.mode.live')}</option>
          <option value="async">{t('online.mode.async')}</option>
        </select>
      </label>
      <label>
        {t('online.time')}{' '}
        <select
          value={String(turnSeconds)}
          data-t-turn="true"
          onChange={(e) => {
            setTurnSeconds(Number(e.currentTarget.value));
          }}
        >
          {TURN_CHOICES.map((s) => (
            <option key={s} value={String(s)}>
              {turnText(s)}
            </option>
          ))}
        </select>
      </label>
      <CheckField
        label={t('tournament.ranked')}
        checked={ranked}
        data="t-ranked"
        onChange={setRanked}
      />
      <label>
        {t('tournament.bots')}{' '}
        <select
          value={bots}
          data-t-bots="true"
          onChange={(e) => {
            setBots(e.currentTarget.value as BotLevel | '');
          }}
        >
          <option value="">{t('tournament.bots.none')}</option>
          {BOT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`level.${level}`)}
            </option>
          ))}
        </select>
      </label>
      {bots !== '' && <p class="hint">{t('tournament.bots.hint')}</p>}
      <label>
        {t('tournament.max-players')}{' '}
        <input
          type="number"
          min={2}
          max={TOURNAMENT_LIMITS.maxPlayers}
          value={maxPlayers}
          data-t-max="true"
          onInput={(e) => {
            setMaxPlayers(Number(e.currentTarget.value));
          }}
        />
      </label>
      <label>
        {t('tournament.starts-at')}{' '}
        <input
          type="datetime-local"
          value={startsAt}
          data-t-starts="true"
          onInput={(e) => {
            setStartsAt(e.currentTarget.value);
          }}
        />
      </label>
      <p class="hint">{t('tournament.starts-at.hint')}</p>
      <button type="submit" class="action primary" data-t-create="true">
        {t('tournament.create.submit')}
      </button>
      {error !== null && <p class="error-note">{error}</p>}
    </form>
  );
}

export function TournamentsPage() {
  const me = identity.value;
  const [list, setList] = useState<readonly TournamentListEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void tournaments().then((answer) => {
      setFailed(!answer.ok);
      setList(answer.ok ? answer.value : []);
    });
  }, []);
  return (
    <div class="ratings-page community-page" data-tournaments="true">
      <h1>{t('tournament.title')}</h1>
      <p class="hint">{t('tournament.about')}</p>
      {failed && <p class="error-note">{t('ratings.unavailable')}</p>}
      {list === null ? (
        <p class="loading">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p class="muted">{t('tournament.none')}</p>
      ) : (
        <ul class="finished-games">
          {list.map((entry) => (
            <Line key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {me === null ? <p class="hint">{t('community.sign-in')}</p> : <CreateForm me={me} />}
    </div>
  );
}
