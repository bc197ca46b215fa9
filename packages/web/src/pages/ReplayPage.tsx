/**
 * The replay of a finished game (or of any record): step back and forth, play at a chosen speed,
 * jump anywhere with the slider, look at any seat's hand, download the record. The arrow keys
 * step, Home and End jump, the space bar plays and pauses.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { t, tn } from '../i18n/index.ts';
import { uiState } from '../game/intents.ts';
import { BoardView } from '../ui/BoardView.tsx';
import { Display } from '../ui/Display.tsx';
import { Hand, RoutePanel } from '../ui/Hand.tsx';
import { Log } from '../ui/Log.tsx';
import { Players, playerName } from '../ui/Players.tsx';
import { Scores } from '../ui/Scores.tsx';
import { Carriages, ExpansionPanels, Stacks } from '../ui/Stacks.tsx';
import { navigate, openAnalysis, route } from './app-state.ts';
import { buildReplay, type ReplayModel } from './replay-model.ts';
import { Controls, DownloadButton } from './ReplayControls.tsx';
import { routedRecord, useReplayState } from './replay-state.ts';
import { FinishedGames } from './Library.tsx';
import { OnlineFinishedGames } from './OnlineLibrary.tsx';
import { KeptChat } from '../ui/KeptChat.tsx';

function ReplayView({ model }: { model: ReplayModel }) {
  const replay = useReplayState(model);
  const { index, setIndex, setPlaying, viewer } = replay;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => {
          setIndex((i) => Math.max(0, i - 1));
        },
        ArrowRight: () => {
          setIndex((i) => Math.min(model.length, i + 1));
        },
        Home: () => {
          setIndex(0);
        },
        End: () => {
          setIndex(model.length);
        },
        ' ': () => {
          setPlaying((p) => !p);
        },
      };
      const act = moves[e.key];
      if (act) {
        e.preventDefault();
        act();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [model]);
  const view = useMemo(() => model.viewAt(index, viewer), [model, index, viewer]);
  const ui = useMemo(() => uiState({ ...view, legalMoves: [] }), [view]);
  const routeSeat = view.decision?.seat ?? viewer;
  return (
    // One screen, as the game's table (phone.css): the map and the step controls always in view;
    // the rest (scores, players, cards, supplies, log, chat) in a part of its own that scrolls.
    <div class="game-page table replay-page screen-page" data-map={view.map}>
      <div class="screen-view">
        <BoardView view={view} ui={ui} players={model.players} />
      </div>
      <div class="screen-controls">
        <Controls model={model} {...replay} />
      </div>
      <section class="screen-more" aria-label={t('replay.more')} tabindex={0}>
        <div class="screen-actions">
          <button
            type="button"
            class="action"
            data-analyse="true"
            onClick={() => {
              openAnalysis(model.record);
            }}
          >
            {t('analysis.open')}
          </button>
          <DownloadButton model={model} />
        </div>
        {view.decision === null && (
          <Scores view={view} players={model.players} record={model.record} />
        )}
        <Display view={view} ui={ui} />
        {viewer !== null && <Hand view={view} ui={ui} />}
        {routeSeat !== null && (
          <RoutePanel
            view={view}
            seatIndex={routeSeat}
            title={t('route.of', { name: playerName(model.players[routeSeat], routeSeat) })}
          />
        )}
        <Players view={view} players={model.players} />
        <div class="supplies">
          <Stacks view={view} />
          <Carriages view={view} />
          <ExpansionPanels view={view} />
        </div>
        <Log
          log={model.log.slice(0, index)}
          undos={model.undos.filter((undo) => undo.after <= index)}
          players={model.players}
          mapId={view.map}
        />
        <KeptChat record={model.record} />
      </section>
    </div>
  );
}

export function ReplayPage() {
  const current = route.value;
  const id = current.page === 'replay' ? current.id : null;
  const record = routedRecord(id);
  const model = useMemo(() => (record === null ? null : buildReplay(record)), [record]);
  if (model === null) {
    return (
      <div class="panel empty-page">
        <p>{t('replay.none')}</p>
        <FinishedGames />
        <OnlineFinishedGames />
        <button
          type="button"
          class="action"
          onClick={() => {
            navigate('#/');
          }}
        >
          {t('nav.home')}
        </button>
      </div>
    );
  }
  if (!model.ok) return <p class="error-note">{model.error}</p>;
  return <ReplayView model={model.value} />;
}

export { tn };
