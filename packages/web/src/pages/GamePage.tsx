/**
 * The game page, a table that fills the screen and never scrolls: the map, a compact line for
 * every player, the prompt and its buttons, the display, my hand and route, the officials. The
 * details (every player in full, the bonus tiles, the log) open in a sheet on demand; the
 * hot-seat cover; the final scores with a replay and the record's download over the table when
 * the game is over. The layout for each screen shape is in styles/table.css.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
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
import { Carriages, ExpansionPanels, Stacks } from '../ui/Stacks.tsx';
import { flyForEntry } from '../ui/fly.ts';
import { downloadRecord } from '../ui/download.ts';
import { PaceControl } from '../ui/PaceControl.tsx';
import { AutoEndControl, useAutoEnd } from '../ui/AutoEnd.tsx';
import { guardTap, usePressesEndDoubleTaps } from '../ui/guard-tap.ts';
import { PlayerStrip } from '../ui/PlayerStrip.tsx';
import { DetailsSheet } from '../ui/DetailsSheet.tsx';
import {
  game as currentGame,
  gameKey,
  navigate,
  onlineError,
  openOnline,
  openElsewhere,
  openAnalysis,
  openReplay,
  resumeGame,
  takeOverGame,
} from './app-state.ts';
import { OpenElsewhere } from '../ui/OpenElsewhere.tsx';
import { OfflineNote, OnlineBar } from '../ui/OnlineBar.tsx';
import { RankedBar, RatingChanges } from '../ui/RankedBar.tsx';
import { OnlineConnection } from '../game/online.ts';
import { loadIdentity, rematch } from '../game/api.ts';
import { JoinSeat } from './Online.tsx';
import { errorText } from '../ui/format.ts';
import { tableChat, useTurnNotices } from './table-friends.tsx';
import { useHint } from '../analysis/Hint.tsx';
import { GameCommunity } from './community/GameCommunity.tsx';

/**
 * Rematch: the server makes one new game with the same rules and seats for the whole table (the
 * first player to ask makes it, the others are invited and land in their own seats), and the
 * page opens it.
 */
function RematchButton({ gameId }: { gameId: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const ask = async (): Promise<void> => {
    const me = loadIdentity();
    if (me === null) return;
    setState({ busy: true, error: null });
    const made = await rematch(me, gameId);
    if (!made.ok) {
      setState({ busy: false, error: made.error.message || made.error.code });
      return;
    }
    navigate(`#/online/${made.value.game.id}`);
  };
  return (
    <>
      <button
        type="button"
        class="action primary"
        data-rematch="true"
        aria-disabled={state.busy}
        onClick={() => {
          if (!state.busy) void ask();
        }}
      >
        {state.busy ? t('over.rematch.making') : t('over.rematch')}
      </button>
      {state.error !== null && (
        <p class="error-note" role="alert">
          {t('over.rematch.failed', { message: state.error })}
        </p>
      )}
    </>
  );
}

function GameOver({ game, rematchOf }: { game: GameController; rematchOf: string | null }) {
  // An online game's record comes from the server after its end: drawn again when it arrives
  // (the view, which redraws the page, does not change then).
  const [record, setRecord] = useState(() => game.connection.record());
  useEffect(
    () =>
      game.connection.subscribe(() => {
        setRecord(game.connection.record());
      }),
    [game],
  );
  return (
    <div class="over-actions">
      {rematchOf !== null && <RematchButton gameId={rematchOf} />}
      {record !== null && (
        <>
          <button
            type="button"
            class={rematchOf === null ? 'action primary' : 'action'}
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
            data-analyse="true"
            onClick={() => {
              openAnalysis(record);
            }}
          >
            {t('analysis.open')}
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

/** The table of a game; `guide` lies above the prompt (a lesson's words, in the tutorial). */
export function GameView({ game, guide }: { game: GameController; guide?: ComponentChildren }) {
  const view = game.view.value;
  const waiting = game.connection.waiting;
  // While an online game waits for its players, nothing may be played yet.
  const mode = game.mode.value;
  const ui = useMemo(
    () => uiState(waiting ? { ...view, legalMoves: [] } : view, mode),
    [view, waiting, mode],
  );
  // A lesson teaches ending the turn like any move: there the turn never ends by itself.
  const autoEnd = useAutoEnd(game, view, ui, guide === undefined);
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
  const routeSeat = view.viewer ?? view.decision?.seat ?? null;
  const online = game.connection instanceof OnlineConnection ? game.connection : null;
  useTurnNotices(online);
  usePressesEndDoubleTaps(game.taps);
  // The tutorial's lessons teach the moves themselves: no hints there.
  const hint = useHint(game, view, ui, guide === undefined);
  return (
    <div
      class={`game-page table${over ? ' over' : ''}`}
      data-map={view.map}
      data-seq={game.log.value.length}
      data-mode={mode?.kind}
      onClickCapture={(e) => {
        guardTap(game, e);
      }}
    >
      <Cover game={game} />
      <BoardView view={view} ui={ui} game={game} players={players} />
      {/* Over the top of the map, in its grid cell: it takes no room from the table. */}
      <LastRoundBanner view={view} players={players} />
      {/* In the map's corner too: a hint takes no room from the table either. */}
      {hint.card}
      <div class="table-seats">
        <PlayerStrip
          view={view}
          players={players}
          {...(online === null ? {} : { presence: online.talk.presence.value })}
        />
        <DetailsSheet
          tabs={{
            players: <Players view={view} players={players} />,
            supplies: (
              <div class="supplies">
                <Stacks view={view} />
                <Carriages view={view} />
                <ExpansionPanels view={view} />
              </div>
            ),
            log: (
              <Log
                log={game.log.value}
                undos={game.undos.value}
                players={players}
                mapId={view.map}
              />
            ),
          }}
          extra={
            <>
              {players.some((p) => p.bot !== null) && <PaceControl game={game} />}
              <AutoEndControl />
            </>
          }
          {...(online === null ? {} : { chat: tableChat(online) })}
        />
      </div>
      <aside class="table-hands" aria-label={t('game.side')}>
        <div class="table-prompt">
          {guide}
          <Prompt view={view} ui={ui} game={game} extra={hint.button} autoEnd={autoEnd} />
          {online !== null && (
            <OnlineBar game={game} summary={online.summary} deadline={online.deadline} />
          )}
          {online !== null && (
            <RankedBar summary={online.summary} mine={online.mySeats.length > 0} over={over} />
          )}
          {online !== null && online.mySeats.length === 0 && (
            <JoinSeat id={online.gameId} game={online.summary} />
          )}
          {online !== null && !over && <GameCommunity game={online.summary} over={false} />}
        </div>
        <Display view={view} ui={ui} game={game} />
        <Hand view={view} ui={ui} game={game} />
      </aside>
      {routeSeat !== null && (
        <RoutePanel
          view={view}
          seatIndex={routeSeat}
          ui={ui}
          game={game}
          title={
            routeSeat === view.viewer
              ? t('route.mine')
              : t('route.of', { name: playerName(players[routeSeat], routeSeat) })
          }
        />
      )}
      <Officials view={view} ui={ui} game={game} />
      {over && (
        // The final scores lie over the table, which stays as the last move left it.
        // The result and what to do next come first; the whole sheet follows, in the page.
        <div class="over-block" role="region" aria-label={t('table.scores')}>
          <Scores
            view={view}
            players={players}
            record={game.connection.record()}
            actions={
              <GameOver
                game={game}
                rematchOf={online !== null && online.mySeats.length > 0 ? online.gameId : null}
              />
            }
          />
          {online?.summary?.ranked === true && <RatingChanges gameId={online.gameId} />}
          {online !== null && <GameCommunity game={online.summary} over />}
        </div>
      )}
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
