/**
 * One city on the board: its name plate (the target a player clicks or taps), the houses beside
 * it, its letter, and its place on the route. Carries the test hooks `data-city` and, for a legal
 * target, `data-legal="true"`.
 */
import { memo } from 'preact/compat';
import type { CityState } from './model.ts';
import { HOUSE_HEIGHT, HOUSE_WIDTH, housePosition } from './model.ts';
import { PLATE_FONT } from './layout.ts';
import { playerColour, playerGlyph, playerInk } from './palette.ts';

export interface CityPlateProps {
  readonly city: CityState;
  readonly routeSeat: number | null;
  readonly label: string;
  /** How far from its centre the city answers a tap (board units): its hit circle. */
  readonly reach: number;
  /** A pick by keyboard (Enter, space) or assistive technology; taps are read by the map. */
  readonly onPick: (name: string) => void;
  /**
   * How much larger than in board units the city is drawn (its plate, name, houses), around its
   * point: names keep a readable size on a map drawn small (viewport.ts, nameScaleAt). 1: as is.
   */
  readonly grow?: number;
}

/** A house: a square body under a roof, in the seat's colour, with the seat's glyph. */
function House({ x, y, seat }: { x: number; y: number; seat: number }) {
  const w = HOUSE_WIDTH;
  const h = HOUSE_HEIGHT;
  const d = `M${-w / 2} ${h / 2} V${-h / 8} L0 ${-h / 2} L${w / 2} ${-h / 8} V${h / 2} Z`;
  return (
    <g class="house" transform={`translate(${x} ${y})`}>
      <g class="house-drop">
        <path d={d} fill={playerColour(seat)} />
        <text y={h / 4} text-anchor="middle" dominant-baseline="middle" fill={playerInk(seat)}>
          {playerGlyph(seat)}
        </text>
      </g>
    </g>
  );
}

function Letter({ x, y }: { x: number; y: number }) {
  return (
    <g class="letter" transform={`translate(${x} ${y})`} aria-hidden="true">
      <rect x="-8" y="-5.5" width="16" height="11" rx="1.5" />
      <path d="M-8 -5 L0 1.5 L8 -5" />
      <circle cx="0" cy="1.5" r="2" class="seal" />
    </g>
  );
}

function CityPlateInner({ city, routeSeat, label, reach, onPick, grow = 1 }: CityPlateProps) {
  const { plate, at, name } = city.layout;
  const inRoute = city.routeIndex >= 0;
  const pick = () => {
    onPick(name);
  };
  const classes = [
    'city',
    city.legal ? 'legal' : '',
    inRoute ? 'in-route' : '',
    city.selected ? 'selected' : '',
    city.layout.province < 0 ? 'free-city' : '',
  ].join(' ');
  return (
    <g
      class={classes}
      data-city={name}
      data-legal={city.legal ? 'true' : undefined}
      role="button"
      // Lower case: on an SVG element Preact sets the attribute by this very name, and only
      // `tabindex` makes the city focusable (a `tabIndex` attribute is ignored by browsers).
      tabindex={city.legal ? 0 : -1}
      aria-label={label}
      transform={
        grow === 1
          ? undefined
          : `translate(${at[0]} ${at[1]}) scale(${grow.toFixed(3)}) translate(${-at[0]} ${-at[1]})`
      }
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          pick();
        }
      }}
    >
      {/* Drawn grown too: its reach on the screen stays what the tap rule says. */}
      <circle class="hit" cx={at[0]} cy={at[1]} r={Math.max(plate.w / 2, reach / grow)} />
      {city.legal && (
        <rect
          class="halo"
          x={plate.x - 5}
          y={plate.y - 5}
          width={plate.w + 10}
          height={plate.h + 10}
          rx="9"
        />
      )}
      <rect
        class="plate"
        x={plate.x}
        y={plate.y}
        width={plate.w}
        height={plate.h}
        rx="5"
        style={inRoute && routeSeat !== null ? { stroke: playerColour(routeSeat) } : undefined}
      />
      <text
        class="plate-name"
        x={at[0]}
        y={at[1] + 0.5}
        font-size={PLATE_FONT}
        text-anchor="middle"
        dominant-baseline="middle"
      >
        {name}
      </text>
      {city.end !== null && routeSeat !== null && (
        <g class="route-end" transform={`translate(${plate.x + plate.w} ${plate.y + plate.h})`}>
          <circle r="8" fill={playerColour(routeSeat)} />
          <text text-anchor="middle" dominant-baseline="central" fill={playerInk(routeSeat)}>
            {city.routeIndex + 1}
          </text>
        </g>
      )}
      {city.letter && <Letter x={plate.x - 4} y={plate.y + 1} />}
      {city.houses.map((seat) => {
        const [x, y] = housePosition(city.layout, seat);
        return <House key={`house-${seat}`} x={x} y={y} seat={seat} />;
      })}
    </g>
  );
}

export const CityPlate = memo(CityPlateInner);
