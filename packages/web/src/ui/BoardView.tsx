/**
 * The board in the game page: hands the board the houses, the route being built, the legal
 * targets and the letters, and turns a picked city into a pick of the game. On narrow screens the
 * board can be enlarged and scrolled, since a whole map 360 pixels wide has small names.
 */
import { useMemo, useState } from 'preact/hooks';
import type { PlayerView } from '@tnt/engine';
import { Board } from '../board/Board.tsx';
import { boardModel, type CityState } from '../board/model.ts';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import type { SeatPlayer } from '../game/connection.ts';
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

export function BoardView({ view, ui, game, players }: BoardViewProps) {
  const [zoomed, setZoomed] = useState(false);
  const info = mapInfo(view.map);
  const routeSeat = shownRouteSeat(view);
  const chosen = game?.chooser.value?.target;
  const selected = chosen?.kind === 'city' ? chosen.city : null;
  const model = useMemo(
    () =>
      boardModel(info.layout, {
        houses: view.seats.map((s) => s.houses),
        route: routeSeat === null ? [] : (view.seats[routeSeat]?.route ?? []),
        routeSeat,
        legal: ui.cities,
        letters: new Set(view.cityLetters),
        selected,
      }),
    [view, ui, routeSeat, selected, info],
  );
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
  return (
    <section class={`panel board-panel${zoomed ? ' zoomed' : ''}`} aria-label={t('board.title')}>
      <div class="board-scroll">
        <Board
          layout={info.layout}
          model={model}
          title={info.map.verified ? t('board.title') : t('board.title.provisional')}
          onCity={(city) => game?.pick({ kind: 'city', city })}
          cityLabel={cityLabel}
          provinceName={(name) => name}
        />
      </div>
      <div class="board-tools">
        <button
          type="button"
          class="tool zoom"
          aria-pressed={zoomed}
          onClick={() => {
            setZoomed(!zoomed);
          }}
        >
          {zoomed ? t('board.zoom-out') : t('board.zoom-in')}
        </button>
        {ui.mine && ui.cities.size > 0 && (
          <span class="hint">{tn('board.targets', ui.cities.size)}</span>
        )}
        {!info.map.verified && <span class="hint warn">{t('board.provisional')}</span>}
      </div>
    </section>
  );
}
