/**
 * Every player's public state: hand size, houses left, carriage, bonus tiles, route, letters,
 * office tiles and the score so far. The seat whose decision it is stands out.
 */
import type { CSSProperties } from 'preact';
import type { PlayerView, SeatView } from '@tnt/engine';
import { OFFICIALS } from '@tnt/engine';
import { t, tn, type MessageKey } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { playerColour, playerGlyph, playerInk } from '../board/palette.ts';
import { officialName, tileText } from './format.ts';
import { shownName } from './shown-name.ts';

export function SeatBadge({ seat, name }: { seat: number; name?: string }) {
  const style = { background: playerColour(seat), color: playerInk(seat) } as CSSProperties;
  return (
    <span class="seat-badge" style={style} aria-hidden={name === undefined ? 'true' : undefined}>
      {playerGlyph(seat)}
      {name !== undefined && <span class="seat-badge-name">{name}</span>}
    </span>
  );
}

/** A seat's short name: the player's name, a bot's level, or the free seat's number. */
export function playerName(p: SeatPlayer | undefined, seat: number): string {
  if (p === undefined) return t('player.seat', { n: seat + 1 });
  if (p.name !== '') return shownName(p.name);
  return p.bot === null ? t('player.free', { n: seat + 1 }) : t(`level.${p.bot}` as MessageKey);
}

/** A seat nobody has taken yet (online, before the game fills). */
export const isEmptySeat = (p: SeatPlayer | undefined): boolean =>
  p === undefined || (p.bot === null && p.name === '');

/** A seat's full label: the name, with the bot's level where it is not the name already. */
export function playerLabel(p: SeatPlayer | undefined, seat: number): string {
  const name = playerName(p, seat);
  return p?.bot == null || p.name === '' ? name : `${name} (${t(`level.${p.bot}` as MessageKey)})`;
}

function Facts({ view, s }: { view: PlayerView; s: SeatView }) {
  const offices = OFFICIALS.filter((o) => s.offices[o] > 0);
  return (
    <dl class="facts">
      <div>
        <dt>{t('player.hand')}</dt>
        <dd>{tn('count.cards', s.handCount)}</dd>
      </div>
      <div>
        <dt>{t('player.houses')}</dt>
        <dd>{tn('player.houses-left', s.housesLeft)}</dd>
      </div>
      {view.rules.carriages && (
        <div>
          <dt>{t('player.carriage')}</dt>
          <dd>{s.carriage === null ? '–' : s.carriage}</dd>
        </div>
      )}
      {view.rules.horses && (
        <div>
          <dt>{t('player.horses')}</dt>
          <dd>{s.horsePower}</dd>
        </div>
      )}
      <div>
        <dt>{t('player.route')}</dt>
        <dd>{tn('count.cities', s.route.length)}</dd>
      </div>
      {view.rules.messenger && (
        <div>
          <dt>{t('player.letters')}</dt>
          <dd>
            {s.letters}
            {view.rules.messengerFigure && view.messengerHolder === s.seat && (
              <span title={t('gain.messenger')}> ♘</span>
            )}
          </dd>
        </div>
      )}
      {view.rules.offices && (
        <div class="wide">
          <dt>{t('player.offices')}</dt>
          <dd>
            {offices.length === 0
              ? '–'
              : offices.map((o) => `${officialName(o)} ×${s.offices[o]}`).join(', ')}
            {s.chips > 0 && ` · ${tn('count.chips', s.chips)}`}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function Players({ view, players }: { view: PlayerView; players: readonly SeatPlayer[] }) {
  const deciding = view.decision?.seat ?? null;
  return (
    <section class="panel players-panel" aria-labelledby="players-title">
      <h2 id="players-title">{t('players.title')}</h2>
      <ol class="players">
        {view.seats.map((s) => {
          const p = players[s.seat];
          const classes = `player${deciding === s.seat ? ' deciding' : ''}${view.viewer === s.seat ? ' me' : ''}`;
          return (
            <li
              key={s.seat}
              class={classes}
              style={{ '--seat': playerColour(s.seat) }}
              data-seat={s.seat}
            >
              <div class="player-head">
                <SeatBadge seat={s.seat} />
                <span class="player-name">{playerLabel(p, s.seat)}</span>
                {view.viewer === s.seat && <span class="tag">{t('player.you')}</span>}
                {view.startPlayer === s.seat && (
                  <span class="tag" title={t('player.first.title')}>
                    {t('player.first')}
                  </span>
                )}
                <span class="player-score" aria-label={tn('count.points', s.score)}>
                  {s.score}
                </span>
              </div>
              {deciding === s.seat && (
                <p class="player-turn">
                  {isEmptySeat(p) ? t('player.awaited') : t('player.deciding')}
                </p>
              )}
              <Facts view={view} s={s} />
              {s.tiles.length > 0 && (
                <ul class="player-tiles" aria-label={t('player.tiles')}>
                  {s.tiles.map((tile, i) => (
                    <li key={i} class="mini-tile" title={tileText(view.map, tile)}>
                      {tile.value}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
