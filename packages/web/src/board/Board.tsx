/**
 * The board as SVG in board units (a viewBox over the map's 1024 x 712 frame): land, provinces,
 * roads, the route, name plates and houses. It draws a BoardModel and reports the city a player
 * picks by keyboard (taps and clicks are read by the map around it: tap.ts); it knows no rules. Elements are keyed by city and seat, so a redraw adds and removes only
 * what changed (a new house appears with a short drop, nothing else moves).
 *
 * @example
 * <Board layout={layout} model={model} onCity={(name) => pick(name)} cityLabel={(c) => c.name} />
 */
import { memo } from 'preact/compat';
import { LABEL_FONT, LABEL_LINE, LAND_RADIUS, type BoardLayout } from './layout.ts';
import type { BoardModel, CityState } from './model.ts';
import { polylinePath } from './geometry.ts';
import { playerColour } from './palette.ts';
import { BoardDefs } from './Defs.tsx';
import { CityPlate } from './City.tsx';

export interface BoardProps {
  readonly layout: BoardLayout;
  readonly model: BoardModel;
  readonly onCity: (name: string) => void;
  /** The accessible name of a city (its name, province, houses, whether it is a target). */
  readonly cityLabel: (city: CityState) => string;
  readonly provinceName: (name: string) => string;
  readonly title: string;
  /** The part of the map shown (board units); the whole map when absent. */
  readonly viewBox?: string;
  /** How far from its centre a city answers a tap, in board units (its hit circle). */
  readonly reach?: number;
  /** How much larger the cities are drawn than in board units (viewport.ts, nameScaleAt). */
  readonly grow?: number;
  /** Whose route a line is, in words (shown on hover). */
  readonly routeName?: RouteName;
}

export type RouteName = (seat: number, cities: readonly string[]) => string;

const Land = memo(function Land({
  layout,
  provinceName,
}: {
  layout: BoardLayout;
  provinceName: (name: string) => string;
}) {
  const id = layout.mapId;
  return (
    <g class="land" aria-hidden="true">
      {/* The coast ends at the map's frame: discs around the cities near an edge reach past it. */}
      <clipPath id={`frame-${id}`}>
        <rect x="8" y="8" width={layout.width - 16} height={layout.height - 16} />
      </clipPath>
      <clipPath id={`land-${id}`}>
        {layout.sites.map((s, i) => (
          <circle key={i} cx={s[0]} cy={s[1]} r={LAND_RADIUS} />
        ))}
      </clipPath>
      <rect class="parchment" width={layout.width} height={layout.height} />
      <g clip-path={`url(#land-${id})`}>
        {layout.provinces.map((p) => (
          <g key={p.name}>
            <path d={p.land} fill={p.fill} class="province-fill" />
            <path d={p.land} fill={`url(#pat-${id}-${p.pattern})`} class="province-pattern" />
          </g>
        ))}
        {layout.freeLand !== '' && <path d={layout.freeLand} class="free-land" />}
        <path d={layout.borders} class="border-casing" />
        <path d={layout.borders} class="border" />
      </g>
      <path d={layout.coast} class="coast" clip-path={`url(#frame-${id})`} />
      <rect width={layout.width} height={layout.height} fill="url(#vignette)" />
      {layout.provinces.map((p) => (
        <text
          key={p.name}
          class="province-name"
          x={p.label.at[0]}
          y={p.label.at[1]}
          font-size={LABEL_FONT * p.label.scale}
          text-anchor="middle"
          dominant-baseline="middle"
        >
          {p.label.lines.length === 1
            ? provinceName(p.name).toUpperCase()
            : p.label.lines.map((line, i) => (
                // A name broken in two for a narrow province: lines centred on the label's point.
                <tspan
                  key={i}
                  x={p.label.at[0]}
                  dy={i === 0 ? -(LABEL_LINE * p.label.scale) / 2 : LABEL_LINE * p.label.scale}
                >
                  {line}
                </tspan>
              ))}
        </text>
      ))}
      <g class="roads">
        {layout.roads.map((r) => (
          <line
            key={`${r.from}-${r.to}`}
            class="road-casing"
            x1={r.a[0]}
            y1={r.a[1]}
            x2={r.b[0]}
            y2={r.b[1]}
          />
        ))}
        {layout.roads.map((r) => (
          <line
            key={`${r.from}-${r.to}`}
            class="road"
            x1={r.a[0]}
            y1={r.a[1]}
            x2={r.b[0]}
            y2={r.b[1]}
          />
        ))}
      </g>
      <Compass x={layout.width - 46} y={46} />
      <rect class="frame-outer" x="2" y="2" width={layout.width - 4} height={layout.height - 4} />
      <rect class="frame-inner" x="8" y="8" width={layout.width - 16} height={layout.height - 16} />
    </g>
  );
});

function Compass({ x, y }: { x: number; y: number }) {
  return (
    <g class="compass" transform={`translate(${x} ${y})`}>
      <circle r="26" />
      <path d="M0 -24 L6 0 L0 24 L-6 0 Z" />
      <path d="M-24 0 L0 5 L24 0 L0 -5 Z" class="compass-minor" />
      <text y="-29" text-anchor="middle">
        N
      </text>
    </g>
  );
}

function RoutePath({ model }: { model: BoardModel }) {
  if (model.routePath.length < 2 || model.routeSeat === null) return null;
  const d = polylinePath(model.routePath);
  return (
    <g class="route" aria-hidden="true">
      <path d={d} class="route-casing" />
      <path d={d} class="route-line" stroke={playerColour(model.routeSeat)} />
    </g>
  );
}

/**
 * The other players' routes, each in its seat's colour, thinner and lighter than the route of the
 * seat deciding; a route of one city is a ring around it. Each names its player on hover.
 */
function OtherRoutes({ model, routeName }: { model: BoardModel; routeName?: RouteName }) {
  if (model.otherRoutes.length === 0) return null;
  return (
    <g class="other-routes">
      {model.otherRoutes.map((r) => (
        <g key={r.seat} class="other-route" data-route-seat={r.seat}>
          {routeName && <title>{routeName(r.seat, r.cities)}</title>}
          {r.path.length > 1 ? (
            <path d={polylinePath(r.path)} class="other-route-line" stroke={playerColour(r.seat)} />
          ) : (
            r.path.map((p, i) => (
              <circle
                key={i}
                cx={p[0]}
                cy={p[1]}
                r="13"
                class="other-route-ring"
                stroke={playerColour(r.seat)}
              />
            ))
          )}
        </g>
      ))}
    </g>
  );
}

export function Board({
  layout,
  model,
  onCity,
  cityLabel,
  provinceName,
  title,
  viewBox = `0 0 ${layout.width} ${layout.height}`,
  reach = 0,
  grow = 1,
  routeName,
}: BoardProps) {
  // Two layers: the land never changes during a game, so it sits in a layer of its own that the
  // browser paints once; moves repaint only the route and the cities above it.
  return (
    <div class="board" role="group" aria-label={title}>
      <svg
        class="board-land"
        viewBox={viewBox}
        aria-hidden="true"
        preserveAspectRatio="xMidYMid meet"
      >
        <BoardDefs mapId={layout.mapId} />
        <Land layout={layout} provinceName={provinceName} />
      </svg>
      <svg class="board-top" viewBox={viewBox} preserveAspectRatio="xMidYMid meet">
        <OtherRoutes model={model} {...(routeName ? { routeName } : {})} />
        <RoutePath model={model} />
        <g class="cities">
          {model.cities.map((city) => (
            <CityPlate
              key={city.name}
              city={city}
              routeSeat={model.routeSeat}
              label={cityLabel(city)}
              reach={reach}
              onPick={onCity}
              grow={grow}
            />
          ))}
        </g>
      </svg>
    </div>
  );
}
