/**
 * The board in the game page: hands the board the houses, the route being built, the legal
 * targets and the letters, and turns a tapped city into a pick of the game. The map fills the
 * space it is given and shows all of it; it zooms and pans (usePanZoom.ts), and where it is drawn
 * too small for a finger to tell two targets apart a tap zooms in there first (tap.ts).
 */
import { useMemo } from 'preact/hooks';
import type { PlayerView } from '@tnt/engine';
import { Board } from '../board/Board.tsx';
import { boardModel, type CityState } from '../board/model.ts';
import { resolveTap, reachOf } from '../board/tap.ts';
import { usePanZoom } from '../board/usePanZoom.ts';
import { nameScaleAt } from '../board/viewport.ts';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { TapGuard, tapOf } from '../game/tap-guard.ts';
import { usePressesEndDoubleTaps } from './guard-tap.ts';
import { mapInfo } from './mapinfo.ts';
import { playerName } from './Players.tsx';

export interface BoardViewProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  /** Absent in the replay, where nothing can be picked. */
  readonly game?: GameController;
  readonly players: readonly SeatPlayer[];
}

/** The route shown: the deciding seat's (to follow others' turns), else the viewer's. */
export function shownRouteSeat(view: PlayerView): number | null {
  return view.decision?.seat ?? view.viewer;
}

/** A tool's icon, drawn: no font on a phone lacks it. */
function ToolIcon({ d }: { d: string }) {
  return (
    <svg class="tool-icon" viewBox="0 0 20 20" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export function BoardView({ view, ui, game, players }: BoardViewProps) {
  const info = mapInfo(view.map);
  const routeSeat = shownRouteSeat(view);
  const mode = game?.mode.value;
  const waiting = mode?.kind === 'place' ? mode.moves[0] : undefined;
  const chosen = game?.chooser.value?.target;
  const selected =
    waiting?.type === 'play' ? waiting.city : chosen?.kind === 'city' ? chosen.city : null;
  const model = useMemo(
    () =>
      boardModel(info.layout, {
        houses: view.seats.map((s) => s.houses),
        route: routeSeat === null ? [] : (view.seats[routeSeat]?.route ?? []),
        routeSeat,
        routes: view.seats.map((s) => s.route),
        legal: ui.cities,
        letters: new Set(view.cityLetters),
        selected,
      }),
    [view, ui, routeSeat, selected, info],
  );
  const zoom = usePanZoom(info.layout, model.routePath);
  // The map's own guard: the table's skips the map, whose double tap on the land is a gesture.
  const taps = useMemo(() => new TapGuard(), []);
  usePressesEndDoubleTaps(taps);
  const provinceOf = new Map(info.map.cities.map((c) => [c.name, c.province]));
  const cityLabel = (city: CityState): string => {
    const parts = [
      `${city.name}, ${provinceOf.get(city.name) ?? t('card.free-city')}`,
      city.houses.length === 0
        ? t('board.no-houses')
        : t('board.houses', {
            names: city.houses.map((s) => playerName(players[s], s)).join(', '),
          }),
    ];
    if (city.routeIndex >= 0) parts.push(t('board.in-route', { n: city.routeIndex + 1 }));
    if (city.letter) parts.push(t('board.letter'));
    if (city.legal) parts.push(t('board.legal'));
    return parts.join('. ');
  };
  const pick = (city: string): void => {
    game?.pick({ kind: 'city', city });
  };
  const onClick = (e: MouseEvent): void => {
    // A click without a pointer (assistive technology activating a city) names its city.
    const plate = (e.target as Element).closest('[data-city]');
    if (e.detail === 0 && plate !== null) {
      pick(plate.getAttribute('data-city') ?? '');
      return;
    }
    if (zoom.wasDrag()) return;
    // The second tap of a double tap on a city (or a closer look) does nothing (tap-guard.ts).
    const at = tapOf(e);
    if (at !== null && taps.isEcho(at)) return;
    const tap = resolveTap(info.layout, ui.cities, zoom.tapPoint(e), zoom.view.scale);
    // Only taps on the land count towards a double tap: a tap on a city is a pick.
    if (tap.kind !== 'none' && at !== null) taps.acted(at);
    if (tap.kind === 'city') pick(tap.city);
    else if (tap.kind === 'zoom') zoom.lookAt(tap.at);
    else zoom.doubleTap(e);
  };
  const scale = zoom.view.scale;
  return (
    <section
      class="panel board-panel"
      aria-label={t('board.title')}
      data-scale={scale.toFixed(3)}
      data-whole={zoom.whole ? 'true' : undefined}
    >
      <div class="board-frame" ref={zoom.ref} onClick={onClick} title={t('table.map-hint')}>
        <Board
          layout={info.layout}
          model={model}
          title={info.map.verified ? t('board.title') : t('board.title.provisional')}
          onCity={pick}
          cityLabel={cityLabel}
          provinceName={(name) => name}
          viewBox={zoom.viewBox}
          reach={reachOf(scale)}
          grow={nameScaleAt(scale)}
          routeName={(seat, cities) =>
            t('board.route-of', {
              name: playerName(players[seat], seat),
              cities: cities.join(' – '),
            })
          }
        />
      </div>
      <div class="board-tools">
        <button
          type="button"
          class="tool"
          data-zoom="in"
          aria-label={t('table.zoom-in')}
          title={t('table.zoom-in')}
          onClick={() => {
            zoom.zoomBy(1.6);
          }}
        >
          +
        </button>
        {!zoom.whole && (
          <>
            <button
              type="button"
              class="tool"
              data-zoom="out"
              aria-label={t('table.zoom-out')}
              title={t('table.zoom-out')}
              onClick={() => {
                zoom.zoomBy(1 / 1.6);
              }}
            >
              −
            </button>
            <button
              type="button"
              class="tool"
              data-zoom="whole"
              aria-label={t('table.whole-map')}
              title={t('table.whole-map')}
              onClick={zoom.showWhole}
            >
              <ToolIcon d="M3 7V3h4M13 3h4v4M17 13v4h-4M7 17H3v-4" />
            </button>
          </>
        )}
        {model.routePath.length > 0 && (
          <button
            type="button"
            class="tool"
            data-zoom="route"
            aria-label={t('table.route')}
            title={t('table.route')}
            onClick={zoom.showRoute}
          >
            <ToolIcon d="M4 15l4-6 5 3 3-8M4 15a1.5 1.5 0 1 0 0.01 0M16 4a1.5 1.5 0 1 0 0.01 0" />
          </button>
        )}
      </div>
      <p class="board-hints">
        {ui.mine && ui.cities.size > 0 && (
          <span class="hint">{tn('board.targets', ui.cities.size)}</span>
        )}
        {!info.map.verified && <span class="hint warn">{t('board.provisional')}</span>}
      </p>
    </section>
  );
}
