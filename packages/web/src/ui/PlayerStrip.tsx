/**
 * Every player in one compact line each, always on the table: the seat, the name, the score so
 * far, cards in hand, houses left, the carriage, the counters of the game's expansions (their web
 * modules) and whose decision it is. The full panel (Players.tsx) opens in the details sheet.
 */
import type { ComponentChild } from 'preact';
import type { PlayerView, SeatView } from '@tnt/engine';
import type { SeatPresence } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { playerColour } from '../board/palette.ts';
import { activeExpansions } from '../expansions/registry.ts';
import { SeatBadge, playerLabel, playerName } from './Players.tsx';
import { dayText, timeText } from '../i18n/dates.ts';

/** Small drawn icons: no font on a phone lacks them. */
const ICON_PATHS = {
  cards: 'M3 2h7v10H3z M6 4h7v10H6z',
  houses: 'M2 8l6-5 6 5v6H2z',
  carriage: 'M1 4h11v6H1z M12 6h3v4h-3 M4 13a1.5 1.5 0 1 0 0.01 0 M10 13a1.5 1.5 0 1 0 0.01 0',
};

/** One counter: an icon for the eye, its meaning in words for a screen reader and a tooltip. */
function Count({
  id,
  icon,
  value,
  label,
}: {
  id: string;
  icon: string;
  value: ComponentChild;
  label: string;
}) {
  return (
    <span class="strip-count" title={label} data-count={id}>
      <svg class="strip-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d={icon} />
      </svg>
      <span class="sr-only">{label}: </span>
      {value}
    </span>
  );
}

function Counters({ view, s }: { view: PlayerView; s: SeatView }) {
  return (
    <span class="strip-counts">
      <Count id="cards" icon={ICON_PATHS.cards} value={s.handCount} label={t('table.cards')} />
      <Count id="houses" icon={ICON_PATHS.houses} value={s.housesLeft} label={t('table.houses')} />
      {view.rules.carriages && (
        <Count
          id="carriage"
          icon={ICON_PATHS.carriage}
          value={s.carriage ?? '–'}
          label={t('table.carriage')}
        />
      )}
      {activeExpansions(view.rules)
        .flatMap((e) => e.counters?.(view, s) ?? [])
        .map((c) => (
          <Count key={c.id} {...c} />
        ))}
    </span>
  );
}

/** A card's city: "Berlin(2)" on a board whose cards show horses is Berlin. */
const cityOfCard = (card: string): string => card.replace(/\(\d\)$/, '');

/**
 * A seat's route, public on the table: its length and its end cities marked; the cities between
 * them where the line has room (a phone's narrow line shows "…" in their place).
 */
function StripRoute({ route }: { route: readonly string[] }) {
  const cities = route.map(cityOfCard);
  const words = cities.length === 0 ? t('strip.route.none') : cities.join(' – ');
  const first = cities[0];
  const last = cities[cities.length - 1];
  const middle = cities.slice(1, -1);
  return (
    <span
      class="strip-route"
      data-route={cities.join('|')}
      title={t('strip.route', { cities: words })}
    >
      <span class="sr-only">{t('strip.route', { cities: words })}</span>
      <span aria-hidden="true">
        <span class="strip-route-length">{cities.length}</span>
        {first === undefined ? null : (
          <>
            <b class="route-end-city">{first}</b>
            {middle.length > 0 && (
              <>
                <span class="strip-route-gap"> … </span>
                <span class="strip-route-middle"> – {middle.join(' – ')} – </span>
              </>
            )}
            {last !== undefined && cities.length > 1 && (
              <>
                {middle.length === 0 && ' – '}
                <b class="route-end-city">{last}</b>
              </>
            )}
          </>
        )}
      </span>
    </span>
  );
}

/**
 * Online games: whether a person's seat has its player at the table now, or since when not (a
 * dot, and the time it went away; the words for a screen reader and a tooltip).
 */
function Presence({ presence }: { presence: SeatPresence }) {
  const state = presence.connected ? 'here' : presence.absentSince === null ? 'never' : 'away';
  const words =
    state === 'here'
      ? t('presence.here')
      : presence.absentSince === null
        ? t('presence.never')
        : t('presence.away', { time: sinceText(presence.absentSince) });
  return (
    <span class="strip-presence" data-presence={state} title={words}>
      <span class="presence-dot" aria-hidden="true" />
      <span class="sr-only">{words}</span>
      {presence.absentSince !== null && !presence.connected && (
        <span class="presence-since" aria-hidden="true">
          {sinceText(presence.absentSince)}
        </span>
      )}
    </span>
  );
}

/** A time today as 14:02; an older one as its date. */
function sinceText(at: number): string {
  const when = new Date(at);
  return when.toDateString() === new Date().toDateString() ? timeText(at) : dayText(at);
}

export function PlayerStrip({
  view,
  players,
  presence,
}: {
  view: PlayerView;
  players: readonly SeatPlayer[];
  /** Online games: each seat's player at the table or not (people only; bots are always in). */
  presence?: readonly SeatPresence[];
}) {
  const deciding = view.decision?.seat ?? null;
  // Cards and houses always, and one counter per rule that has one: the stylesheet makes the
  // line's least width of them at each screen's font (table-parts.css, table.css).
  const first = view.seats[0];
  const counters =
    2 +
    (view.rules.carriages ? 1 : 0) +
    (first === undefined
      ? 0
      : activeExpansions(view.rules).flatMap((e) => e.counters?.(view, first) ?? []).length);
  return (
    <ol
      class="player-strip"
      aria-label={t('table.strip')}
      data-strip="true"
      style={{ '--strip-counters': String(counters) }}
    >
      {view.seats.map((s) => {
        const now = deciding === s.seat;
        const here = presence?.find((p) => p.seat === s.seat);
        return (
          <li
            key={s.seat}
            class={`strip-player${now ? ' deciding' : ''}${view.viewer === s.seat ? ' me' : ''}`}
            style={{ '--seat': playerColour(s.seat) }}
            data-seat={s.seat}
            aria-current={now ? 'true' : undefined}
          >
            <span class="strip-head">
              <SeatBadge seat={s.seat} />
              <span class="strip-name" title={playerLabel(players[s.seat], s.seat)}>
                {playerName(players[s.seat], s.seat)}
              </span>
              {now && <span class="sr-only">{t('table.turn')}</span>}
              <span class="strip-score" title={t('table.score')}>
                <span class="sr-only">{t('table.score')}: </span>
                {s.score}
              </span>
            </span>
            <Counters view={view} s={s} />
            <StripRoute route={s.route} />
            {here !== undefined && players[s.seat]?.bot === null && <Presence presence={here} />}
          </li>
        );
      })}
    </ol>
  );
}
