/**
 * The line that says whose decision it is and what to do, the buttons of the step (close, end
 * the turn, the carriage, houses done, office returns), the chooser when a click stands for
 * several moves, and the explanation of a refused move (read out by screen readers).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { moveToText, type Move, type PlayerView } from '@tnt/engine';
import { t, tn, type MessageKey } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { actionMove, type ActionName, type UiState } from '../game/intents.ts';
import { errorText, moveOption } from './format.ts';
import { SeatBadge, playerLabel } from './Players.tsx';
import { ReturnRoundNote, returnOptionText } from './ReturnRound.tsx';

export interface PromptProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  readonly game: GameController;
  /** More in the prompt's line, before Undo (the Hint button). */
  readonly extra?: ComponentChildren;
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
  if (!ui.mine) return t(`step.${ui.step}.other` as MessageKey, { name });
  if (ui.step === 'draw' && view.drawsDone > 0) return t('step.draw.mine.again');
  if (ui.step === 'draw' && view.drawsAllowed > 1) return t('step.draw.mine.two');
  return t(`step.${ui.step}.mine` as MessageKey);
}

function Actions({ view, ui, game }: { view: PlayerView; ui: UiState; game: GameController }) {
  if (!ui.mine) return null;
  return (
    <div class="actions">
      {ui.actions.map(({ action, legal }: { action: ActionName; legal: boolean }) => (
        <MoveButton
          key={action}
          move={actionMove(action)}
          label={t(`action.${action}` as MessageKey)}
          legal={legal}
          kind={action === 'close' ? 'primary' : undefined}
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

export function Prompt({ view, ui, game, extra }: PromptProps) {
  const players = game.connection.players;
  const seat = ui.seat;
  const name = seat === null ? '' : playerLabel(players[seat], seat);
  return (
    <section
      class={`prompt${ui.mine ? ' mine' : ''}`}
      data-step={ui.step ?? 'over'}
      aria-label={t('prompt.title')}
    >
      <div class="prompt-line">
        {seat !== null && <SeatBadge seat={seat} />}
        <div class="prompt-text">
          <span class="prompt-turn muted">
            {t('prompt.turn', { turn: view.turn })}
            {view.lastTurnSeat !== null && ` · ${t('prompt.last-round')}`}
          </span>
          <strong class="prompt-what">{stepText(view, ui, name, game.connection.waiting)}</strong>
          <UndoNoteText game={game} />
        </div>
        {extra}
        {ui.mine && <UndoButton game={game} />}
        {game.busy.value && <span class="spinner" aria-label={t('common.wait')} />}
      </div>
      <ReturnRoundNote view={view} />
      <Actions view={view} ui={ui} game={game} />
      <Chooser view={view} game={game} />
      <ErrorNote game={game} />
    </section>
  );
}
