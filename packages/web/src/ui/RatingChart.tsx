/**
 * A player's displayed rating after each ranked game, one chart per ladder, in the order the
 * games were played (the recent games below give their dates): drawn by
 * uPlot (loaded only when a profile shows it, as the score chart is), with the points listed as
 * text too for those who do not see the chart.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Ladder } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { playerColour } from '../board/palette.ts';

export interface RatingPointShown {
  readonly ladder: Ladder;
  readonly at: number;
  readonly display: number;
}

const HEIGHT = 180;

/** The steps between the ticks of the games' axis: whole games only. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** The points of one ladder as uPlot's columns: the game's number on the ladder, the rating. */
function columns(points: readonly RatingPointShown[], ladder: Ladder): [number[], number[]] {
  const own = points.filter((p) => p.ladder === ladder).sort((a, b) => a.at - b.at);
  return [own.map((_, i) => i + 1), own.map((p) => p.display)];
}

export function RatingChart({ points }: { points: readonly RatingPointShown[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const ladders = [...new Set(points.map((p) => p.ladder))].sort();
  useEffect(() => {
    const el = box.current;
    if (el === null || ladders.length === 0) return undefined;
    const charts: { destroy(): void }[] = [];
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (gone) return;
        for (const [i, ladder] of ladders.entries()) {
          const label = t(`ratings.ladder.${ladder}`);
          charts.push(
            new UPlot(
              {
                width: Math.max(200, el.clientWidth),
                height: HEIGHT,
                // One game alone would give a scale of nothing: half a game either side.
                scales: {
                  x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
                  y: { range: (_u, min, max) => [min - 50, max + 50] },
                },
                // Games are counted whole: ticks only at whole games (one game: the tick "1" alone).
                axes: [
                  {
                    label: t('profile.chart.games'),
                    incrs: WHOLE_STEPS,
                    values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')),
                  },
                  {},
                ],
                series: [
                  { label: t('profile.chart.games') },
                  { label, stroke: playerColour(i), width: 2, points: { size: 6 } },
                ],
              },
              columns(points, ladder),
              el,
            ),
          );
        }
        setDrawn(true);
      },
    );
    return () => {
      gone = true;
      for (const chart of charts) chart.destroy();
    };
  }, [points]);
  if (ladders.length === 0) return null;
  return (
    <figure class="rating-chart" data-rating-chart="true">
      <figcaption>{t('profile.chart')}</figcaption>
      <div
        ref={box}
        role="img"
        aria-label={t('profile.chart')}
        data-drawn={drawn ? 'true' : undefined}
      />
    </figure>
  );
}
