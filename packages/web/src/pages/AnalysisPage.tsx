/**
 * The post-game analysis of a finished game or any record: choose the player and the
 * depth, and the search judges every decision of that player in a worker of its own (a progress
 * bar; Cancel stops it), then shows every player's chance to win over the game and the mistakes
 * and blunders with the better move. A mistake opens its position in the replay on this page.
 * Analyses are kept in this browser, by the record.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t, tn } from '../i18n/index.ts';
import { uiState } from '../game/intents.ts';
import { BoardView } from '../ui/BoardView.tsx';
import { Display } from '../ui/Display.tsx';
import { Hand } from '../ui/Hand.tsx';
import { playerLabel } from '../ui/Players.tsx';
import { route } from './app-state.ts';
import { buildReplay, type ReplayModel } from './replay-model.ts';
import { Controls, DownloadButton } from './ReplayControls.tsx';
import { routedRecord, useReplayState } from './replay-state.ts';
import { FinishedGames } from './Library.tsx';
import {
  DEPTHS,
  analysisRun,
  cancelAnalysis,
  keptAnalysis,
  startAnalysis,
  type Depth,
} from '../analysis/runner.ts';
import { recordKey } from '../analysis/record-key.ts';
import { Mistakes } from '../analysis/Mistakes.tsx';
import { WinChart } from '../analysis/WinChart.tsx';
import '../styles/learn.css';

function RunPanel({ model }: { model: ReplayModel }) {
  const [seat, setSeat] = useState(() =>
    Math.max(
      0,
      model.players.findIndex((p) => p.bot === null),
    ),
  );
  const [depth, setDepth] = useState<Depth>('normal');
  const key = useMemo(() => recordKey(model.record), [model]);
  const run = analysisRun.value;
  const mine =
    run !== null && run.key === key && run.seat === seat && run.iterations === DEPTHS[depth];
  // A kept analysis is shown at once.
  useEffect(() => {
    if (!mine && keptAnalysis(model.record, seat, depth) !== null)
      startAnalysis(model.record, seat, depth);
  }, [model, seat, depth, mine]);
  const active = mine && (run.status === 'running' || run.status === 'paused');
  return (
    <section class="panel analysis-panel" aria-labelledby="analysis-title">
      <h1 id="analysis-title">{t('analysis.title')}</h1>
      <p class="muted">{t('analysis.about')}</p>
      <div class="analysis-controls">
        <label>
          {t('analysis.seat')}
          <select
            value={String(seat)}
            data-analysis-seat="true"
            disabled={active}
            onChange={(e) => {
              setSeat(Number(e.currentTarget.value));
            }}
          >
            {model.players.map((p) => (
              <option key={p.seat} value={String(p.seat)}>
                {playerLabel(p, p.seat)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('analysis.depth')}
          <select
            value={depth}
            data-analysis-depth="true"
            disabled={active}
            onChange={(e) => {
              setDepth(e.currentTarget.value as Depth);
            }}
          >
            {(Object.keys(DEPTHS) as Depth[]).map((d) => (
              <option key={d} value={d}>
                {t(`analysis.depth.${d}`)}
              </option>
            ))}
          </select>
        </label>
        {/* Keyed apart: a click meant for Cancel as the run ends must not land on Start. */}
        {active ? (
          <button
            key="cancel"
            type="button"
            class="action"
            data-analysis-cancel="true"
            onClick={() => {
              cancelAnalysis();
            }}
          >
            {t('analysis.cancel')}
          </button>
        ) : (
          <button
            key="start"
            type="button"
            class="action primary"
            data-analysis-start="true"
            onClick={() => {
              startAnalysis(model.record, seat, depth);
            }}
          >
            {mine && run.status === 'done' ? t('analysis.again') : t('analysis.start')}
          </button>
        )}
      </div>
      {active && (
        <div class="analysis-progress" data-analysis-progress={run.status}>
          <progress
            value={run.done}
            max={Math.max(1, run.total)}
            aria-label={t('analysis.progress', { done: run.done, total: run.total })}
          />
          <p aria-live="polite">
            {run.status === 'paused'
              ? t('analysis.paused')
              : t('analysis.progress', { done: run.done, total: run.total })}
          </p>
        </div>
      )}
      {mine && run.status === 'cancelled' && (
        <p class="muted" data-analysis-cancelled="true">
          {t('analysis.cancelled')}
        </p>
      )}
      {mine && run.status === 'failed' && (
        <p class="error-note">{t('analysis.failed', { message: run.error ?? '' })}</p>
      )}
      {mine && run.analysis !== null && (
        <p data-analysis-summary="true">
          {t('analysis.summary', {
            decisions: run.analysis.decisions.length,
            mistakes: run.analysis.mistakes,
            blunders: run.analysis.blunders,
          })}
          {run.analysis.uncertain > 0 && ` ${tn('analysis.uncertain', run.analysis.uncertain)}`}
        </p>
      )}
    </section>
  );
}

function AnalysisView({ model }: { model: ReplayModel }) {
  const replay = useReplayState(model);
  const { index, setIndex, setPlaying, viewer, setViewer } = replay;
  const key = useMemo(() => recordKey(model.record), [model]);
  const run = analysisRun.value;
  const analysis = run !== null && run.key === key ? run.analysis : null;
  const view = useMemo(() => model.viewAt(index, viewer), [model, index, viewer]);
  const ui = useMemo(() => uiState({ ...view, legalMoves: [] }), [view]);
  return (
    // One screen, as the replay (phone.css): the chart with its cursor at the replay's move, the
    // map and the step controls in view; the run's settings and the mistakes scroll apart.
    <div class="game-page table replay-page analysis-page screen-page" data-map={view.map}>
      <div class="screen-view">
        {analysis !== null && (
          <WinChart points={analysis.chart} players={model.players} at={index} />
        )}
        <BoardView view={view} ui={ui} players={model.players} />
      </div>
      <div class="screen-controls">
        <Controls model={model} {...replay} />
      </div>
      <section class="screen-more" aria-label={t('analysis.more')} tabindex={0}>
        <RunPanel model={model} />
        <div class="screen-actions">
          <DownloadButton model={model} />
        </div>
        {analysis !== null && (
          <Mistakes
            decisions={analysis.decisions}
            viewBefore={(n) => model.viewAt(n - 1, analysis.seat)}
            shown={index + 1}
            onShow={(d) => {
              setPlaying(false);
              setViewer(d.seat);
              setIndex(d.moveNumber - 1);
            }}
          />
        )}
        <Display view={view} ui={ui} />
        {viewer !== null && <Hand view={view} ui={ui} />}
      </section>
    </div>
  );
}

export function AnalysisPage() {
  const current = route.value;
  const id = current.page === 'analysis' ? current.id : null;
  const record = routedRecord(id);
  const model = useMemo(() => (record === null ? null : buildReplay(record)), [record]);
  if (model === null) {
    return (
      <div class="panel empty-page">
        <p>{t('analysis.none')}</p>
        <FinishedGames />
      </div>
    );
  }
  if (!model.ok) return <p class="error-note">{model.error}</p>;
  return <AnalysisView model={model.value} />;
}
