/**
 * The line that says whose decision it is and what to do, the buttons of the step (close, end
 * the turn, the carriage, houses done, office returns), the chooser when a click stands for
 * several moves, and the explanation of a refused move (read out by screen readers).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { moveToText, type Move, type PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { actionMove, type ActionName, type UiState } from '../game/intents.ts';
import { errorText, moveOption } from './format.ts';
import { SeatBadge, playerLabel } from './Players.tsx';
import { ReturnRoundNote, returnOptionText } from './ReturnRound.tsx';
import { roundOf } from '../game/round.ts';

export interface PromptProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  readonly game: GameController;
  /** More in the prompt's line, before Undo (the Hint button). */
  readonly extra?: ComponentChildren;
  /** The turn is about to end by itself (AutoEnd.tsx): the prompt says so. */
  readonly autoEnd?: boolean;
}

function MoveButton({
  move,
  label,
  legal,
  onClick,
  kind,
}: {
  move: Move;
  label: string;
  legal: boolean;
  onClick: () => void;
  kind?: string;
}) {
  return (
    <button
      type="button"
      class={`action${legal ? ' legal' : ' not-now'}${kind ? ` ${kind}` : ''}`}
      data-move={moveToText(move)}
      data-legal={legal ? 'true' : undefined}
      aria-disabled={legal ? undefined : 'true'}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function stepText(view: PlayerView, ui: UiState, name: string, waiting: boolean): string {
  if (waiting) return t('online.prompt-waiting');
  if (ui.step === null) return t('step.over');
  if (!ui.mine) return t(`step.${ui.step}.other`, { name });
  if (ui.step === 'draw' && view.drawsDone > 0) return t('step.draw.mine.again');
  if (ui.step === 'draw' && view.drawsAllowed > 1) return t('step.draw.mine.two');
  return t(`step.${ui.step}.mine`);
}

function Actions({
  view,
  ui,
  game,
  autoEnd,
}: {
  view: PlayerView;
  ui: UiState;
  game: GameController;
  autoEnd: boolean;
}) {
  if (!ui.mine) return null;
  return (
    <div class="actions">
      <ModeCancel game={game} />
      {ui.actions.map(({ action, legal }: { action: ActionName; legal: boolean }) => (
        <MoveButton
          key={action}
          move={actionMove(action)}
          label={t(`action.${action}`)}
          legal={legal}
          kind={
            action === 'close' ? 'primary' : action === 'end-turn' && autoEnd ? 'ending' : undefined
          }
          onClick={() => {
            game.pick({ kind: 'action', action });
          }}
        />
      ))}
      {ui.returns.map((move) => (
        <MoveButton
          key={moveToText(move)}
          move={move}
          label={returnOptionText(move, view)}
          legal
          onClick={() => {
            game.choose(move);
          }}
        />
      ))}
    </div>
  );
}

/**
 * Takes back the last move of this turn. Shown only when the engine (online: the
 * server) says the seat's last move can be taken back; the button does not judge that itself.
 * It sits at the end of the prompt's line, small, so that the table keeps its height on a phone.
 */
function UndoButton({ game }: { game: GameController }) {
  if (game.undoable.value === 0) return null;
  return (
    <button
      type="button"
      class="action undo"
      data-undo="true"
      title={t('action.undo.hint')}
      aria-label={t('action.undo')}
      onClick={() => {
        game.undo();
      }}
    >
      ↶
    </button>
  );
}

/** Who took back how many moves, on every screen, until the next move. */
function UndoNoteText({ game }: { game: GameController }) {
  const note = game.lastUndo.value;
  if (note === null) return null;
  const name = playerLabel(game.connection.players[note.seat], note.seat);
  return (
    <span class="undo-note" role="status" data-undo-note={note.moves}>
      {' · '}
      {tn('log.undo', note.moves, { name })}
    </span>
  );
}

function Chooser({ view, game }: { view: PlayerView; game: GameController }) {
  const chooser = game.chooser.value;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keyboard users land on the first option; Escape cancels.
    box.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [chooser]);
  if (chooser === null) return null;
  return (
    <div
      class="chooser"
      role="group"
      aria-label={t('chooser.title')}
      ref={box}
      onKeyDown={(e) => {
        if (e.key === 'Escape') game.closeChooser();
      }}
    >
      <p class="chooser-title">{t('chooser.title')}</p>
      <div class="chooser-options">
        {chooser.moves.map((move) => (
          <MoveButton
            key={moveToText(move)}
            move={move}
            label={moveOption(move, view)}
            legal
            kind={move.type === 'play' && move.end === 'new' ? 'warn' : undefined}
            onClick={() => {
              game.choose(move);
            }}
          />
        ))}
        <button
          type="button"
          class="action cancel"
          onClick={() => {
            game.closeChooser();
          }}
        >
          {t('chooser.cancel')}
        </button>
      </div>
    </div>
  );
}

/**
 * What a tap means now, when it is not plain: the card waiting for the end it joins, or the next
 * card after Start anew or Harness. Said in the prompt's own line, so the table keeps its size.
 */
function modeText(view: PlayerView, ui: UiState, game: GameController): string | null {
  const mode = game.mode.value;
  if (mode === null || !ui.mine) return null;
  if (mode.kind === 'anew') {
    const route = view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);
    return tn('anew.prompt', route.length);
  }
  if (mode.kind === 'horses') return t('harness.prompt');
  const move = mode.moves[0];
  return t('place.prompt', {
    city: move?.type === 'play' ? move.city : '',
    left: ui.ends?.left ?? '',
    right: ui.ends?.right ?? '',
  });
}

/**
 * Calls off what a tap means now. It lies in the prompt's row of buttons, away from the card or
 * control that was tapped, so no button appears under the finger.
 */
function ModeCancel({ game }: { game: GameController }) {
  const mode = game.mode.value;
  if (mode === null) return null;
  const label =
    mode.kind === 'place'
      ? t('place.cancel')
      : mode.kind === 'anew'
        ? t('anew.keep')
        : t('harness.keep');
  return (
    <button
      type="button"
      class="action cancel"
      data-cancel-mode={mode.kind}
      onClick={() => {
        game.cancelMode();
      }}
    >
      {label}
    </button>
  );
}

export function ErrorNote({ game }: { game: GameController }) {
  const error = game.error.value;
  return (
    <div class="error-slot" role="alert" aria-live="assertive">
      {error !== null && (
        <div class="error-note" key={error.id} data-error={error.code}>
          <span class="error-icon" aria-hidden="true">
            !
          </span>
          <span>{errorText(error)}</span>
          <button
            type="button"
            class="close-x"
            aria-label={t('common.dismiss')}
            onClick={() => {
              game.dismissError();
            }}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

export function Prompt({ view, ui, game, extra, autoEnd = false }: PromptProps) {
  const players = game.connection.players;
  const seat = ui.seat;
  const name = seat === null ? '' : playerLabel(players[seat], seat);
  return (
    <section
      class={`prompt${ui.mine ? ' mine' : ''}`}
      data-step={ui.step ?? 'over'}
      data-turn={view.turn}
      data-auto-end={autoEnd ? 'pending' : undefined}
      data-mode={ui.mine ? game.mode.value?.kind : undefined}
      aria-label={t('prompt.title')}
    >
      <div class="prompt-line">
        {seat !== null && <SeatBadge seat={seat} />}
        <div class="prompt-text">
          <span class="prompt-turn muted">
            {t('prompt.round', { round: roundOf(view.turn, view.seats.length) })}
            {view.lastTurnSeat !== null && ` · ${t('prompt.last-round')}`}
          </span>
          <strong class="prompt-what">
            {autoEnd
              ? t('autoend.pending')
              : (modeText(view, ui, game) ?? stepText(view, ui, name, game.connection.waiting))}
          </strong>
          <UndoNoteText game={game} />
        </div>
        {extra}
        {ui.mine && <UndoButton game={game} />}
        {game.busy.value && <span class="spinner" aria-label={t('common.wait')} />}
      </div>
      <ReturnRoundNote view={view} />
      <Actions view={view} ui={ui} game={game} autoEnd={autoEnd} />
      <Chooser view={view} game={game} />
      <ErrorNote game={game} />
    </section>
  );
}
