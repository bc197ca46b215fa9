/**
 * Every player's chance to win over the game, from a finished analysis: one line per
 * seat in its colour, a point at the start of every turn and one at the end. Drawn by uPlot, the
 * library of the score chart, loaded only when the chart is shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChartPoint } from '@tnt/bots';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { playerColour } from '../board/palette.ts';
import { playerName } from '../ui/Players.tsx';
import { roundsPlayed } from '../game/round.ts';

/** The plot's height: a fifth of the screen's, between these (a phone keeps room for the map). */
const PLOT_HEIGHT = { least: 110, most: 220 } as const;

function plotHeight(): number {
  const share = Math.round(window.innerHeight / 5);
  return Math.max(PLOT_HEIGHT.least, Math.min(PLOT_HEIGHT.most, share));
}

/** Where a replay that has played `moves` moves stands on the chart's turn axis. */
export function turnAt(points: readonly ChartPoint[], moves: number): number {
  let before: ChartPoint | undefined;
  for (const p of points) {
    if (p.moveNumber <= moves) before = p;
    else {
      if (before === undefined) return p.turn;
      // Between two points: as far along as the moves are.
      const part = (moves - before.moveNumber) / Math.max(1, p.moveNumber - before.moveNumber);
      return before.turn + part * (p.turn - before.turn);
    }
  }
  return before?.turn ?? 0;
}

/** The little of uPlot this chart uses after drawing: its cursor, placed by the replay. */
interface Plot {
  destroy(): void;
  valToPos(value: number, scale: string): number;
  setCursor(at: { left: number; top: number }): void;
}

/** The chart's columns: rounds played (the client's one turn numbering), then each seat's chance in percent. */
function columns(points: readonly ChartPoint[], seats: number): [number[], ...number[][]] {
  const rows: [number[], ...number[][]] = [points.map((p) => roundsPlayed(p.turn, seats))];
  for (let seat = 0; seat < seats; seat++) {
    rows.push(points.map((p) => Math.round((p.winChances[seat] ?? 0) * 1000) / 10));
  }
  return rows;
}

export function WinChart({
  points,
  players,
  at = null,
}: {
  points: readonly ChartPoint[];
  players: readonly SeatPlayer[];
  /** The replay's position (moves played): the chart's cursor stands there. */
  at?: number | null;
}) {
  const plot = useRef<HTMLDivElement>(null);
  const drawnPlot = useRef<Plot | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const target = plot.current;
    if (target === null || points.length === 0) return undefined;
    let drawn: Plot | null = null;
    let cancelled = false;
    const seats = points[0]!.winChances.length;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => {
      if (cancelled) return;
      const UPlot = module.default;
      const turn = t('analysis.chart.round');
      drawn = new UPlot(
        {
          width: Math.max(220, target.clientWidth),
          height: plotHeight(),
          scales: { x: { time: false }, y: { range: [0, 100] } },
          axes: [{ label: turn }, { values: (_u, ticks) => ticks.map((v) => `${v}%`) }],
          series: [
            { label: turn },
            ...Array.from({ length: seats }, (_, seat) => ({
              label: playerName(players[seat], seat),
              stroke: playerColour(seat),
              width: 2,
            })),
          ],
        },
        columns(points, seats),
        target,
      );
      drawnPlot.current = drawn;
      setReady(true);
    });
    return () => {
      cancelled = true;
      drawn?.destroy();
      drawnPlot.current = null;
      setReady(false);
    };
  }, [points, players]);
  // The cursor follows the replay: a vertical line and the chances of that moment.
  useEffect(() => {
    const drawn = drawnPlot.current;
    if (!ready || drawn === null || at === null) return;
    // The x axis counts rounds (columns above), the points turns.
    const seats = points[0]?.winChances.length ?? 1;
    drawn.setCursor({
      left: drawn.valToPos(roundsPlayed(turnAt(points, at), seats), 'x'),
      top: drawn.valToPos(50, 'y'),
    });
  }, [ready, at, points]);
  return (
    <figure class="panel win-chart" data-win-chart="true">
      <figcaption>{t('analysis.chart')}</figcaption>
      {/* uPlot owns this box's content. */}
      <div
        ref={plot}
        class="win-chart-plot"
        role="img"
        aria-label={t('analysis.chart.label')}
        data-drawn={ready ? 'true' : undefined}
      />
    </figure>
  );
}
