/**
 * The start page: a new game (2-4 players, each seat a person at this screen or a bot with its
 * strength, the expansions and the rules options), the game under way in this browser, finished
 * games to replay, and a record file to open.
 */
import { useEffect, useState } from 'preact/hooks';
import { EXPANSIONS, type Expansion } from '@tnt/engine';
import { t, tKey } from '../i18n/index.ts';
import type { BotLevel } from '@tnt/protocol';
import type { NewGame, SeatChoice } from '../game/session.ts';
import { loadCurrent } from '../game/storage.ts';
import { SeatBadge } from '../ui/Players.tsx';
import { RuleLink } from '../ui/RuleLink.tsx';
import { CheckField } from '../ui/fields.tsx';
import { navigate, resumeGame, startNewGame } from './app-state.ts';
import { FinishedGames, OpenRecord } from './Library.tsx';
import { OnlineFinishedGames } from './OnlineLibrary.tsx';
import { OnlinePanel, WhereChoice, type Where } from './Online.tsx';
import { checkServer, identity, startOnlineGame } from './online-state.ts';
import { loadLastName, saveLastName } from '../game/last-name.ts';
import { LearnOffer } from '../tutorial/LearnOffer.tsx';

/** Levels offered for a seat (the random bot is a yardstick, not an opponent). */
const LEVELS: readonly BotLevel[] = ['heuristic', 'search:easy', 'search:normal', 'search:hard'];

/** A seat on the form: its name is null until typed, and then the default one is shown. */
interface SeatForm {
  readonly name: string | null;
  readonly bot: BotLevel | null;
}

/** The first seat is mine, under the name I gave last; the others bots, or friends online. */
const defaultSeats = (online: boolean): SeatForm[] => [
  { name: loadLastName() || null, bot: null },
  ...[1, 2, 3].map((): SeatForm => ({ name: null, bot: online ? null : 'search:easy' })),
];

/**
 * The name a seat gets unless one is typed: "Player 2" for a person, "Bot 2" for a bot, in the
 * language shown now (so it follows a switch of language, and of the seat's kind).
 */
export const defaultSeatName = (index: number, bot: BotLevel | null): string =>
  t(bot === null ? 'start.player-name' : 'start.bot-name', { n: index + 1 });

const seatName = (seat: SeatForm, index: number): string =>
  seat.name === null || seat.name.trim() === '' ? defaultSeatName(index, seat.bot) : seat.name;

function SeatRow({
  index,
  seat,
  online,
  fixedName,
  onChange,
}: {
  index: number;
  seat: SeatForm;
  online: boolean;
  /** Online, my own seat: my signed-in name, which the server seats me under. */
  fixedName?: string | undefined;
  onChange: (s: SeatForm) => void;
}) {
  const kind = seat.bot ?? 'human';
  return (
    <li class="seat-row" data-seat-row={index}>
      <SeatBadge seat={index} />
      <input
        type="text"
        value={fixedName ?? seat.name ?? defaultSeatName(index, seat.bot)}
        readOnly={fixedName !== undefined}
        data-seat-name={index}
        maxLength={32}
        aria-label={t('start.seat-name', { n: index + 1 })}
        onInput={(e) => {
          onChange({ ...seat, name: e.currentTarget.value });
        }}
      />
      <select
        value={kind}
        aria-label={t('start.seat-kind', { n: index + 1 })}
        data-seat-kind={index}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onChange({ ...seat, bot: value === 'human' ? null : (value as BotLevel) });
        }}
      >
        <option value="human">{online ? t('online.human') : t('start.human')}</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`level.${level}`)}
          </option>
        ))}
      </select>
    </li>
  );
}

function ExpansionBox({ name, on, toggle }: { name: Expansion; on: boolean; toggle: () => void }) {
  return (
    <label class="check">
      <input type="checkbox" checked={on} data-expansion={name} onChange={toggle} />
      <span>
        <strong>{t(`expansion.${name}`)}</strong>
        <span class="muted"> {t(`expansion.${name}.about`)}</span>
      </span>
    </label>
  );
}

function NewGameForm() {
  const [count, setCount] = useState(3);
  const [seats, setSeats] = useState(() => defaultSeats(false));
  // Whether the seats' kinds were chosen by hand: until then they follow where the game is played.
  const [kindsChosen, setKindsChosen] = useState(false);
  const [expansions, setExpansions] = useState<Expansion[]>([]);
  const [baseRules, setBaseRules] = useState(false);
  const [everyProvince, setEveryProvince] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [where, setWhereNow] = useState<Where>({ online: false, mode: 'live', turnSeconds: null });
  const setWhere = (next: Where) => {
    if (next.online !== where.online && !kindsChosen) {
      const kinds = defaultSeats(next.online);
      setSeats(seats.map((s, i) => ({ ...s, bot: kinds[i]!.bot })));
    }
    setWhereNow(next);
  };
  const me = identity.value;
  const pg = expansions.includes('power-and-glory');
  const toggle = (name: Expansion) => () => {
    setExpansions((list) =>
      list.includes(name) ? list.filter((e) => e !== name) : [...list, name],
    );
  };
  const submit = (e: Event) => {
    e.preventDefault();
    const choice: NewGame = {
      seats: seats
        .slice(0, count)
        .map((s, i): SeatChoice => ({ name: seatName(s, i), bot: s.bot })),
      expansions,
      baseRules,
      allProvinces: everyProvince ? 'every-province' : 'standard',
    };
    const mine = seats[0];
    if (mine?.bot === null && mine.name !== null) saveLastName(mine.name);
    if (where.online) {
      void startOnlineGame(choice, where).then((failed) => {
        if (failed !== null)
          setError(tKey(`error.${failed.code}`, 'error.unknown', { message: failed.message }));
      });
      return;
    }
    const failed = startNewGame(choice);
    if (failed !== null)
      setError(tKey(`setup.${failed.code}`, 'setup.unknown', { message: failed.message }));
  };
  return (
    <form class="panel new-game" onSubmit={submit} aria-labelledby="new-game-title">
      <h2 id="new-game-title">{t('start.new')}</h2>
      <WhereChoice where={where} onChange={setWhere} />
      <fieldset class="players-count">
        <legend>{t('start.players')}</legend>
        {[2, 3, 4].map((n) => (
          <label key={n} class={`segment${count === n ? ' on' : ''}`}>
            <input
              type="radio"
              name="players"
              value={n}
              checked={count === n}
              data-players={n}
              onChange={() => {
                setCount(n);
              }}
            />
            {n}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('start.seats')}</legend>
        <ol class="seats">
          {seats.slice(0, count).map((seat, i) => (
            <SeatRow
              key={i}
              index={i}
              seat={seat}
              online={where.online}
              fixedName={where.online && i === 0 ? me?.name : undefined}
              onChange={(s) => {
                if (s.bot !== seat.bot) setKindsChosen(true);
                setSeats(seats.map((x, j) => (j === i ? s : x)));
              }}
            />
          ))}
        </ol>
        <p class="hint">{where.online ? t('online.seats.hint') : t('start.seats.hint')}</p>
      </fieldset>
      {/* Within the first screen of a phone: the expansions and options below are for those who
          want them. */}
      {error !== null && (
        <p class="error-note" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="action primary big" data-start="true">
        {t('start.go')}
      </button>
      <fieldset>
        <legend>{t('start.expansions')}</legend>
        {EXPANSIONS.map((name) => (
          <ExpansionBox
            key={name}
            name={name}
            on={expansions.includes(name)}
            toggle={toggle(name)}
          />
        ))}
        {pg && (
          <>
            <label class="check sub">
              <input
                type="checkbox"
                checked={baseRules}
                onChange={() => {
                  setBaseRules(!baseRules);
                }}
              />
              <span>{t('start.base-rules')}</span>
            </label>
            <p class="warn-note" role="note" data-provisional="true">
              <strong>{t('start.provisional.title')}</strong> {t('start.provisional.text')}
            </p>
          </>
        )}
      </fieldset>
      {!pg && (
        <fieldset>
          <legend>
            {t('start.options')} <RuleLink section="bonus-all" />
          </legend>
          <CheckField
            label={t('start.every-province')}
            checked={everyProvince}
            onChange={setEveryProvince}
          />
        </fieldset>
      )}
    </form>
  );
}

function Continue() {
  const saved = loadCurrent();
  if (saved === null) return null;
  const names = (saved.seats ?? []).map((s) => s.name).join(', ');
  return (
    <section class="panel continue" aria-labelledby="continue-title">
      <h2 id="continue-title">{t('start.continue')}</h2>
      <p>{t('start.continue.text', { names, moves: saved.moves.length })}</p>
      <button
        type="button"
        class="action primary"
        data-continue="true"
        onClick={() => {
          if (resumeGame()) navigate('#/game');
        }}
      >
        {t('start.continue.button')}
      </button>
    </section>
  );
}

export function StartPage() {
  useEffect(checkServer, []);
  return (
    <div class="start-page">
      <section class="hero">
        <h1>{t('app.title')}</h1>
        <p>{t('start.tagline')}</p>
      </section>
      <LearnOffer />
      <div class="start-grid">
        <NewGameForm />
        <div class="start-side">
          <Continue />
          <OnlinePanel />
          <FinishedGames />
          <OnlineFinishedGames />
          <OpenRecord />
        </div>
      </div>
    </div>
  );
}
