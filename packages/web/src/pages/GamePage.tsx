/**
 * The game page: the board, the prompt and its buttons, the display, my hand and route, the
 * officials, every player, the stacks and the log; the hot-seat cover; the final scores with a
 * replay and the record's download when the game is over.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { uiState } from '../game/intents.ts';
import { BoardView } from '../ui/BoardView.tsx';
import { Cover } from '../ui/Cover.tsx';
import { Display } from '../ui/Display.tsx';
import { Hand, RoutePanel } from '../ui/Hand.tsx';
import { Log } from '../ui/Log.tsx';
import { Officials } from '../ui/Officials.tsx';
import { Players, playerName } from '../ui/Players.tsx';
import { Prompt } from '../ui/Prompt.tsx';
import { Scores } from '../ui/Scores.tsx';
import { LastRoundBanner } from '../ui/LastRound.tsx';
import { Carriages, OfficeStacks, Stacks } from '../ui/Stacks.tsx';
import { flyForEntry } from '../ui/fly.ts';
import { downloadRecord } from '../ui/download.ts';
import { PaceControl } from '../ui/PaceControl.tsx';
import {
  game as currentGame,
  gameKey,
  navigate,
  onlineError,
  openOnline,
  openElsewhere,
  openReplay,
  resumeGame,
  takeOverGame,
} from './app-state.ts';
import { OpenElsewhere } from '../ui/OpenElsewhere.tsx';
import { OfflineNote, OnlineBar } from '../ui/OnlineBar.tsx';
import { OnlineConnection } from '../game/online.ts';
import { JoinSeat } from './Online.tsx';
import { errorText } from '../ui/format.ts';

function GameOver({ game }: { game: GameController }) {
  const record = game.connection.record();
  return (
    <div class="over-actions">
      {record !== null && (
        <>
          <button
            type="button"
            class="action primary"
            data-replay="true"
            onClick={() => {
              openReplay(record);
            }}
          >
            {t('over.replay')}
          </button>
          <button
            type="button"
            class="action"
            onClick={() => {
              downloadRecord(record);
            }}
          >
            {t('over.download')}
          </button>
        </>
      )}
      <button
        type="button"
        class="action"
        onClick={() => {
          navigate('#/');
        }}
      >
        {t('over.new')}
      </button>
    </div>
  );
}

function GameView({ game }: { game: GameController }) {
  const view = game.view.value;
  const waiting = game.connection.waiting;
  // While an online game waits for its players, nothing may be played yet.
  const ui = useMemo(() => uiState(waiting ? { ...view, legalMoves: [] } : view), [view, waiting]);
  const players = game.connection.players;
  const entry = game.lastEntry.value;
  useEffect(() => {
    if (entry !== null) flyForEntry(entry, game.viewer.value, view.map);
    // Only a new move flies, not a redraw for another reason.
  }, [entry]);
  const over = view.decision === null;
  useEffect(() => {
    // A player who looks away (an online game over days) sees in the tab when it is their turn.
    document.title = ui.mine ? `● ${t('app.title')}` : t('app.title');
    return () => {
      document.title = t('app.title');
    };
  }, [ui.mine]);
  useEffect(() => {
    // The final scores open the page: bring them into view wherever the last move was made.
    if (over) window.scrollTo({ top: 0 });
  }, [over]);
  const routeSeat = view.viewer ?? view.decision?.seat ?? null;
  const online = game.connection instanceof OnlineConnection ? game.connection : null;
  return (
    <div
      class={`game-page${over ? ' over' : ''}`}
      data-map={view.map}
      data-seq={game.log.value.length}
    >
      <Cover game={game} />
      <div class="game-grid">
        <div class="main-col">
          {over && (
            <div class="over-block">
              <Scores view={view} players={players} record={game.connection.record()} />
              <GameOver game={game} />
            </div>
          )}
          <LastRoundBanner view={view} players={players} />
          <BoardView view={view} ui={ui} game={game} players={players} />
          <Players view={view} players={players} />
          <div class="supplies">
            <Stacks view={view} />
            <Carriages view={view} />
            <OfficeStacks view={view} />
          </div>
          <Log log={game.log.value} players={players} mapId={view.map} />
        </div>
        <aside class="side-col" aria-label={t('game.side')}>
          <Prompt view={view} ui={ui} game={game} />
          {online !== null && (
            <OnlineBar game={game} summary={online.summary} deadline={online.deadline} />
          )}
          {online !== null && online.mySeats.length === 0 && (
            <JoinSeat id={online.gameId} game={online.summary} />
          )}
          <Display view={view} ui={ui} game={game} />
          <Hand view={view} ui={ui} game={game} />
          {routeSeat !== null && (
            <RoutePanel
              view={view}
              seatIndex={routeSeat}
              title={
                routeSeat === view.viewer
                  ? t('route.mine')
                  : t('route.of', { name: playerName(players[routeSeat], routeSeat) })
              }
            />
          )}
          <Officials view={view} ui={ui} game={game} />
          {players.some((p) => p.bot !== null) && <PaceControl game={game} />}
        </aside>
      </div>
    </div>
  );
}

/** The local game (`online` null) or an online game by its id. */
export function GamePage({ online }: { online: string | null }) {
  const game = currentGame.value;
  const key = gameKey.value;
  const shown = online ?? 'local';
  useEffect(() => {
    if (online !== null) openOnline(online);
    else if (!resumeGame()) navigate('#/');
  }, [online]);
  if (online === null && openElsewhere.value && (game === null || key !== shown)) {
    return <OpenElsewhere onTakeOver={takeOverGame} />;
  }
  if (game === null || key !== shown) {
    return (
      <div class="panel empty-page">
        <p class="loading">{online === null ? t('common.loading') : t('online.connecting')}</p>
        {online !== null && <OfflineNote />}
        {onlineError.value !== null && online !== null && (
          <p class="error-note">
            {errorText({ id: 0, ...onlineError.value, move: null, step: null })}
          </p>
        )}
      </div>
    );
  }
  return <GameView game={game} />;
}
