/**
 * Every player in one compact line each, always on the table: the seat, the name, the score so
 * far, cards in hand, houses left, the carriage, the expansions' counters (horses, letters,
 * victory chips) and whose decision it is. The full panel (Players.tsx: offices, bonus tiles)
 * opens in the details sheet.
 */
import type { PlayerView, SeatView } from '@tnt/engine';
import type { SeatPresence } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { playerColour } from '../board/palette.ts';
import { SeatBadge, playerLabel, playerName } from './Players.tsx';

type Icon = 'cards' | 'houses' | 'carriage' | 'horses' | 'letters' | 'chips';

/** Small drawn icons: no font on a phone lacks them. */
const ICON_PATHS: Record<Icon, string> = {
  cards: 'M3 2h7v10H3z M6 4h7v10H6z',
  houses: 'M2 8l6-5 6 5v6H2z',
  carriage: 'M1 4h11v6H1z M12 6h3v4h-3 M4 13a1.5 1.5 0 1 0 0.01 0 M10 13a1.5 1.5 0 1 0 0.01 0',
  horses: 'M4 14l1-6 3-5 4 2-1 2-2-1-1 3 3 5z',
  letters: 'M1 4h14v9H1z M1 4l7 5 7-5',
  chips: 'M8 2a6 6 0 1 0 0.01 0 M8 5a3 3 0 1 0 0.01 0',
};

/** One counter: an icon for the eye, its meaning in words for a screen reader and a tooltip. */
function Count({ icon, value, label }: { icon: Icon; value: string | number; label: string }) {
  return (
    <span class="strip-count" title={label} data-count={icon}>
      <svg class="strip-icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d={ICON_PATHS[icon]} />
      </svg>
      <span class="sr-only">{label}: </span>
      {value}
    </span>
  );
}

function Counters({ view, s }: { view: PlayerView; s: SeatView }) {
  return (
    <span class="strip-counts">
      <Count icon="cards" value={s.handCount} label={t('table.cards')} />
      <Count icon="houses" value={s.housesLeft} label={t('table.houses')} />
      {view.rules.carriages && (
        <Count icon="carriage" value={s.carriage ?? '–'} label={t('table.carriage')} />
      )}
      {view.rules.horses && <Count icon="horses" value={s.horsePower} label={t('table.horses')} />}
      {view.rules.messenger && (
        <Count
          icon="letters"
          value={`${s.letters}${view.messengerHolder === s.seat ? '♘' : ''}`}
          label={t('table.letters')}
        />
      )}
      {view.rules.offices && <Count icon="chips" value={s.chips} label={t('table.chips')} />}
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
  return when.toDateString() === new Date().toDateString()
    ? when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : when.toLocaleDateString([], { day: 'numeric', month: 'short' });
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
  const counters =
    2 +
    [view.rules.carriages, view.rules.horses, view.rules.messenger, view.rules.offices].filter(
      Boolean,
    ).length;
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
            {here !== undefined && players[s.seat]?.bot === null && <Presence presence={here} />}
          </li>
        );
      })}
    </ol>
  );
}
