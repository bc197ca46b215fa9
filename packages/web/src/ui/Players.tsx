/**
 * Every player's public state: hand size, houses left, carriage, route, bonus tiles, the facts of
 * the game's expansions (their web modules) and the score so far. The seat whose decision it is
 * stands out.
 */
import type { CSSProperties } from 'preact';
import type { PlayerView, SeatView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { playerColour, playerGlyph, playerInk } from '../board/palette.ts';
import { activeExpansions } from '../expansions/registry.ts';
import { tileText } from './format.ts';
import { Piece } from './Piece.tsx';
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
  return p.bot === null ? t('player.free', { n: seat + 1 }) : t(`level.${p.bot}`);
}

/** A seat nobody has taken yet (online, before the game fills). */
export const isEmptySeat = (p: SeatPlayer | undefined): boolean =>
  p === undefined || (p.bot === null && p.name === '');

/** A seat's full label: the name, with the bot's level where it is not the name already. */
export function playerLabel(p: SeatPlayer | undefined, seat: number): string {
  const name = playerName(p, seat);
  return p?.bot == null || p.name === '' ? name : `${name} (${t(`level.${p.bot}`)})`;
}

function Facts({ view, s }: { view: PlayerView; s: SeatView }) {
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
      <div>
        <dt>{t('player.route')}</dt>
        <dd>{tn('count.cities', s.route.length)}</dd>
      </div>
      {activeExpansions(view.rules)
        .flatMap((e) => e.facts?.(view, s) ?? [])
        .map((fact) => (
          <div key={fact.id} class={fact.wide === true ? 'wide' : undefined}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
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
                    <li key={i} class="mini-tile">
                      <Piece
                        kind="bonus"
                        name={t('piece.bonus', { tile: tileText(view.map, tile) })}
                        named={false}
                        count={tile.value}
                      />
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
