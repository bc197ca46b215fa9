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
import { Carriages, OfficeStacks, Stacks } from '../ui/Stacks.tsx';
import { navigate, openAnalysis, route } from './app-state.ts';
import { buildReplay, type ReplayModel } from './replay-model.ts';
import { Controls } from './ReplayControls.tsx';
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
    <div class="game-page replay-page" data-map={view.map}>
      <div class="game-grid">
        <div class="main-col">
          {view.decision === null && (
            <Scores view={view} players={model.players} record={model.record} />
          )}
          <BoardView view={view} ui={ui} players={model.players} />
          <Players view={view} players={model.players} />
          <div class="supplies">
            <Stacks view={view} />
            <Carriages view={view} />
            <OfficeStacks view={view} />
          </div>
          <Log
            log={model.log.slice(0, index)}
            undos={model.undos.filter((undo) => undo.after <= index)}
            players={model.players}
            mapId={view.map}
          />
          <KeptChat record={model.record} />
        </div>
        <aside class="side-col" aria-label={t('game.side')}>
          <Controls model={model} {...replay} />
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
          <Display view={view} ui={ui} />
          {viewer !== null && <Hand view={view} ui={ui} />}
          {routeSeat !== null && (
            <RoutePanel
              view={view}
              seatIndex={routeSeat}
              title={t('route.of', { name: playerName(model.players[routeSeat], routeSeat) })}
            />
          )}
        </aside>
      </div>
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
