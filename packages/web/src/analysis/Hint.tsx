/**
 * The Hint button of the table, for the player whose decision it is: the search's move,
 * a one-line reason and the player's chance to win after it, with the next best moves. Offline it
 * is worked out in a worker of this page (learn-worker.ts), online by the server's bot workers
 * (a `hint` message; refused when the game's creator turned hints off, and then not offered). The
 * button lies in the prompt's line, beside Undo: a button on the map would cover the cities of its
 * corner (Lodz lies in the top right one of the base map), and the prompt is where a decision is
 * read. The hint opens on the map's top right corner, over the map, until closed or the next move:
 * the table keeps its size, and no city is covered until a hint is asked for.
 *
 * @example
 * const hint = useHint(game, view, ui, true);
 * <Prompt view={view} ui={ui} game={game} extra={hint.button} />
 * {hint.card}
 */
import type { VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Hint } from '@tnt/bots';
import type { PlayerView, Result } from '@tnt/engine';
import { t, tKey } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { GameError } from '../game/connection.ts';
import type { UiState } from '../game/intents.ts';
import { OnlineConnection } from '../game/online.ts';
import { LearnWorker } from './learn-worker.ts';
import { moveText, percent, reasonText } from './words.ts';
import '../styles/learn.css';

/** The worker of offline hints: started at the first hint, kept for the next. */
let hintWorker: LearnWorker | null = null;

/** Whether this game offers hints: always offline; online, as its creator chose. */
export function hintsAllowed(game: GameController): boolean {
  const c = game.connection;
  return c instanceof OnlineConnection ? c.summary?.hints === true : true;
}

async function askHint(game: GameController, view: PlayerView): Promise<Result<Hint, GameError>> {
  const c = game.connection;
  if (c instanceof OnlineConnection) return c.hint();
  try {
    hintWorker ??= new LearnWorker();
    return { ok: true, value: await hintWorker.hint(view, 'hint') };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'ERR_HINT_FAILED', message } };
  }
}

/** A light bulb, drawn as a path: symbol fonts are not everywhere. */
const BULB =
  'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z';

type Shown =
  | { readonly kind: 'thinking' }
  | { readonly kind: 'hint'; readonly hint: Hint }
  | { readonly kind: 'error'; readonly error: GameError };

function HintCard({
  shown,
  view,
  onClose,
}: {
  shown: Shown;
  view: PlayerView;
  onClose: () => void;
}) {
  return (
    <div class="hint-card" role="status" aria-live="polite" data-hint={shown.kind}>
      {shown.kind === 'thinking' && <p class="muted">{t('hint.thinking')}</p>}
      {shown.kind === 'error' && <p>{tKey(`error.${shown.error.code}`, 'hint.failed')}</p>}
      {shown.kind === 'hint' && (
        <>
          <p class="hint-best" data-hint-move="true">
            <strong>{t('hint.best', { move: moveText(shown.hint.best, view) })}</strong>
          </p>
          <p class="hint-reason">{reasonText(shown.hint.reason)}</p>
          <p class="hint-chance" data-hint-chance={Math.round(shown.hint.winChance * 100)}>
            {t('hint.chance', { percent: percent(shown.hint.winChance) })}
          </p>
          {shown.hint.moves.slice(1, 2).map((m) => (
            <p class="muted hint-next" key="next">
              {t('hint.next', { move: moveText(m.move, view), percent: percent(m.winChance) })}
            </p>
          ))}
        </>
      )}
      <button type="button" class="close-x" aria-label={t('hint.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** The Hint button, for the prompt's line, and the hint it asked for, for the map's corner. */
export interface HintParts {
  readonly button: VNode | null;
  readonly card: VNode | null;
}

/**
 * The hint of this decision: a button while hints are offered and the decision is this screen's,
 * and the card of the hint once asked for. A hint is for one decision: it goes with the next move
 * (or undo).
 */
export function useHint(
  game: GameController,
  view: PlayerView,
  ui: UiState,
  offered: boolean,
): HintParts {
  const [shown, setShown] = useState<Shown | null>(null);
  const seq = game.connection.seq;
  useEffect(() => {
    setShown(null);
  }, [seq, view.viewer]);
  if (!offered || !ui.mine || view.legalMoves.length === 0 || !hintsAllowed(game)) {
    return { button: null, card: null };
  }
  const ask = () => {
    const asked = seq;
    setShown({ kind: 'thinking' });
    void askHint(game, view).then((result) => {
      if (game.connection.seq !== asked) return;
      setShown(
        result.ok ? { kind: 'hint', hint: result.value } : { kind: 'error', error: result.error },
      );
    });
  };
  const button = (
    <button
      type="button"
      class="tool hint"
      data-hint-button="true"
      title={t('hint.ask')}
      aria-label={t('hint.ask')}
      aria-expanded={shown !== null}
      disabled={shown?.kind === 'thinking'}
      onClick={ask}
    >
      <svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={BULB} />
      </svg>
    </button>
  );
  const card =
    shown === null ? null : (
      <div class="hint-corner">
        <HintCard
          shown={shown}
          view={view}
          onClose={() => {
            setShown(null);
          }}
        />
      </div>
    );
  return { button, card };
}
