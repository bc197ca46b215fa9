/**
 * My hand and my route: the cards I hold (each a button: play it, or discard it after closing),
 * and the route on the table with its two ends marked, which is where new cards may go, with what
 * the game's expansions note under a route (Power and Glory: its horses against its length).
 */
import type { PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import { Card } from './Card.tsx';
import { cardsShowHorses, activeExpansions } from '../expansions/registry.ts';
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
            look={info.cardLook(card, cardsShowHorses(view.rules))}
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

/** A card of the route; at a lit end (a card waiting to join it) a button that places it there. */
function RouteCard({
  card,
  view,
  ui,
  game,
}: {
  card: string;
  view: PlayerView;
  ui: UiState | undefined;
  game: GameController | undefined;
}) {
  const info = mapInfo(view.map);
  const look = info.cardLook(card, cardsShowHorses(view.rules));
  const city = look.city;
  const ends = ui?.ends;
  const end = ends?.left === city ? 'left' : ends?.right === city ? 'right' : null;
  const mode = game?.mode.value;
  const move = mode?.kind === 'place' ? mode.moves[0] : undefined;
  if (end === null || game === undefined || move?.type !== 'play') {
    return <Card look={look} small />;
  }
  return (
    <button
      type="button"
      class="route-end-pick"
      data-end={end}
      data-legal="true"
      aria-label={t('place.end', { city: move.city, end: city })}
      onClick={() => {
        game.pick({ kind: 'city', city });
      }}
    >
      <Card look={look} small />
    </button>
  );
}

/**
 * The deliberate controls beside the route: Start anew (which says what it throws away) and, on
 * the Power and Glory board, Harness. Each only changes what the next tap on a card means.
 */
function RouteControls({
  route,
  ui,
  game,
}: {
  route: readonly string[];
  ui: UiState;
  game: GameController;
}) {
  if (!ui.mine || (!ui.anew && !ui.harness)) return null;
  const mode = game.mode.value?.kind;
  // Lit when no tap on a card is a move any more (no card fits the route, or a lesson asks for
  // one of these moves): starting anew or harnessing is then the way on.
  const noTap = ui.hand.size === 0 && ui.cities.size === 0;
  const needed = ui.anew && noTap;
  const harnessNeeded = ui.harness && noTap;
  return (
    <span class="route-controls">
      {ui.anew && (
        <button
          type="button"
          class={`action small${needed ? ' legal' : ''}${mode === 'anew' ? ' on' : ''}`}
          data-start-anew="true"
          data-legal={needed ? 'true' : undefined}
          aria-pressed={mode === 'anew'}
          title={tn('anew.title', route.length)}
          aria-label={tn('anew.title', route.length)}
          onClick={() => {
            if (mode === 'anew') game.cancelMode();
            else game.startAnew();
          }}
        >
          {t('anew.button')}
        </button>
      )}
      {ui.harness && (
        <button
          type="button"
          class={`action small${harnessNeeded ? ' legal' : ''}${mode === 'horses' ? ' on' : ''}`}
          data-harness="true"
          data-legal={harnessNeeded ? 'true' : undefined}
          aria-pressed={mode === 'horses'}
          title={t('harness.title')}
          onClick={() => {
            if (mode === 'horses') game.cancelMode();
            else game.harness();
          }}
        >
          {t('harness.button')}
        </button>
      )}
    </span>
  );
}

export function RoutePanel({
  view,
  seatIndex,
  title,
  ui,
  game,
}: {
  view: PlayerView;
  seatIndex: number;
  title: string;
  /** The table's state and game, for the ends to join and the controls beside the route. */
  ui?: UiState;
  game?: GameController;
}) {
  const seat = view.seats[seatIndex];
  if (!seat) return null;
  const route = seat.route;
  const mine = seatIndex === view.viewer;
  return (
    <section
      class={`panel route-panel${mine && ui?.ends ? ' placing' : ''}`}
      aria-labelledby="route-title"
    >
      <h2 id="route-title">
        {title} <span class="muted">({tn('count.cities', route.length)})</span>
      </h2>
      {mine && ui !== undefined && game !== undefined && (
        <RouteControls route={route} ui={ui} game={game} />
      )}
      {route.length === 0 ? (
        <p class="muted">{t('route.none')}</p>
      ) : (
        <ol class="route-row" aria-label={t('route.label', { cities: route.join(', ') })}>
          {route.map((card, i) => (
            <li key={card} class="route-card">
              {i === 0 && route.length > 1 && <span class="end-tag left">{t('route.left')}</span>}
              <RouteCard
                card={card}
                view={view}
                ui={mine ? ui : undefined}
                game={mine ? game : undefined}
              />
              {i === route.length - 1 && route.length > 1 && (
                <span class="end-tag right">{t('route.right')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {activeExpansions(view.rules).map(
        (e) => e.RouteNote && <e.RouteNote key={e.id} view={view} seat={seat} />,
      )}
    </section>
  );
}
