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

const PLOT_HEIGHT = 220;

/** The chart's columns: turns, then each seat's chance in percent. */
function columns(points: readonly ChartPoint[], seats: number): [number[], ...number[][]] {
  const rows: [number[], ...number[][]] = [points.map((p) => p.turn)];
  for (let seat = 0; seat < seats; seat++) {
    rows.push(points.map((p) => Math.round((p.winChances[seat] ?? 0) * 1000) / 10));
  }
  return rows;
}

export function WinChart({
  points,
  players,
}: {
  points: readonly ChartPoint[];
  players: readonly SeatPlayer[];
}) {
  const plot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const target = plot.current;
    if (target === null || points.length === 0) return undefined;
    let drawn: { destroy(): void } | null = null;
    let cancelled = false;
    const seats = points[0]!.winChances.length;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => {
      if (cancelled) return;
      const UPlot = module.default;
      const turn = t('analysis.chart.turn');
      drawn = new UPlot(
        {
          width: Math.max(220, target.clientWidth),
          height: PLOT_HEIGHT,
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
      setReady(true);
    });
    return () => {
      cancelled = true;
      drawn?.destroy();
    };
  }, [points, players]);
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
