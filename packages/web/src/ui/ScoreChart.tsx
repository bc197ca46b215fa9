/**
 * The chart of every player's score over the game, on the final score sheet: one line per seat in
 * its colour, a point per turn. Drawn by uPlot, which is loaded only here, when a finished game's
 * sheet is shown (a dynamic import), so the game page's own JavaScript does not carry it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameRecord } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { scoreHistory } from '../game/score-history.ts';
import { playerColour } from '../board/palette.ts';
import { playerName } from './Players.tsx';

const HEIGHT = 200;

export function ScoreChart({
  record,
  players,
}: {
  record: GameRecord;
  players: readonly SeatPlayer[];
}) {
  const history = useMemo(() => scoreHistory(record), [record]);
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (history === null || el === null) return undefined;
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (gone) return;
        const series = history.totals.map((_, seat) => ({
          label: playerName(players[seat], seat),
          stroke: playerColour(seat),
          width: 2,
        }));
        chart = new UPlot(
          {
            width: Math.max(200, el.clientWidth),
            height: HEIGHT,
            scales: { x: { time: false } },
            axes: [{ label: t('scores.chart.turn') }, {}],
            series: [{ label: t('scores.chart.turn') }, ...series],
          },
          [history.turns.slice(), ...history.totals.map((row) => row.slice())],
          el,
        );
        setDrawn(true);
      },
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [history, players]);
  if (history === null) return null;
  return (
    <figure class="score-chart" data-score-chart="true">
      <figcaption>{t('scores.chart')}</figcaption>
      {!drawn && <p class="muted">{t('scores.chart.loading')}</p>}
      {/* uPlot owns this box's content. */}
      <div
        ref={box}
        class="score-chart-plot"
        role="img"
        aria-label={t('scores.chart.label')}
        data-drawn={drawn ? 'true' : undefined}
      />
    </figure>
  );
}
