/**
 * My hand and my route: the cards I hold (each a button: play it, or discard it after closing),
 * and the route on the table with its two ends marked, which is where new cards may go. On the
 * Power and Glory board also the horses pulling my carriage against the route's length.
 */
import type { PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import { Card } from './Card.tsx';
import { mapInfo } from './mapinfo.ts';

export interface HandProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  /** Absent in the replay, where nothing can be picked. */
  readonly game?: GameController | undefined;
}

export function Hand({ view, ui, game }: HandProps) {
  const seat = view.viewer === null ? null : view.seats[view.viewer];
  const info = mapInfo(view.map);
  if (!seat?.hand) {
    return (
      <section class="panel hand-panel" aria-labelledby="hand-title">
        {/* A spectator, or the screen between two people: nobody's hand is "mine" here. */}
        <h2 id="hand-title">{t('hand.title.watching')}</h2>
        <p class="muted">{t('hand.hidden')}</p>
      </section>
    );
  }
  const limit = ui.step === 'discard' ? t('hand.discard-to') : null;
  const hand = seat.hand;
  return (
    <section class="panel hand-panel" aria-labelledby="hand-title">
      <h2 id="hand-title">
        {t('hand.title')} <span class="muted">({tn('count.cards', seat.hand.length)})</span>
      </h2>
      {limit !== null && <p class="hint">{limit}</p>}
      <div class="hand" data-hand="true">
        {seat.hand.length === 0 && <p class="muted">{t('hand.empty')}</p>}
        {seat.hand.map((card, i) => (
          <Card
            // Copies of a card are told apart by their count so far: a new card mounts alone.
            key={`${card}#${hand.slice(0, i).filter((c) => c === card).length}`}
            look={info.cardLook(card, view.rules.horses)}
            legal={ui.hand.has(card)}
            class={`in-hand${seat.knownHand.includes(card) ? ' known' : ''}`}
            onPick={
              game &&
              (() => {
                game.pick({ kind: 'hand', card });
              })
            }
          />
        ))}
      </div>
    </section>
  );
}

export function RoutePanel({
  view,
  seatIndex,
  title,
}: {
  view: PlayerView;
  seatIndex: number;
  title: string;
}) {
  const seat = view.seats[seatIndex];
  if (!seat) return null;
  const info = mapInfo(view.map);
  const route = seat.route;
  return (
    <section class="panel route-panel" aria-labelledby="route-title">
      <h2 id="route-title">
        {title} <span class="muted">({tn('count.cities', route.length)})</span>
      </h2>
      {route.length === 0 ? (
        <p class="muted">{t('route.none')}</p>
      ) : (
        <ol class="route-row" aria-label={t('route.label', { cities: route.join(', ') })}>
          {route.map((card, i) => (
            <li key={card} class="route-card">
              {i === 0 && route.length > 1 && <span class="end-tag left">{t('route.left')}</span>}
              <Card look={info.cardLook(card, view.rules.horses)} small />
              {i === route.length - 1 && route.length > 1 && (
                <span class="end-tag right">{t('route.right')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {view.rules.horses && (
        <p class={`horses-line${seat.horsePower < route.length ? ' short' : ''}`}>
          {t('route.horses', { horses: seat.horsePower, cities: route.length })}
          {seat.horses !== null && seat.horses.length > 0 && (
            <span class="horse-cards">
              {' '}
              ({seat.horses.map((c) => info.cardLook(c).city).join(', ')})
            </span>
          )}
        </p>
      )}
    </section>
  );
}
