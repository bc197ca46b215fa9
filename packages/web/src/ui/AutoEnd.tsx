/**
 * The turn that ends itself: when ending the turn is the only legal move (no route to close, no
 * official to call), the page ends it after a short moment the prompt shows, in which Undo still
 * takes back the last move. A setting in the details sheet turns it off (saved per browser).
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PlayerView } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import { loadAutoEnd, saveAutoEnd } from '../game/storage.ts';

/** Long enough to see the turn end (and to undo), short enough not to wait for it. */
export const AUTO_END_MS = 900;

export const autoEndOn = signal(typeof window === 'undefined' ? true : loadAutoEnd());

/** True when the seat on screen has nothing left to decide but to end its turn. */
export function onlyEndTurn(view: PlayerView, ui: UiState): boolean {
  return ui.mine && view.legalMoves.length === 1 && view.legalMoves[0]!.type === 'end-turn';
}

/**
 * Ends the turn after `AUTO_END_MS` when nothing is left to decide; true while that moment
 * runs (the prompt shows it). `allowed` is false where the moves are taught, not played.
 */
export function useAutoEnd(
  game: GameController,
  view: PlayerView,
  ui: UiState,
  allowed: boolean,
): boolean {
  const pending =
    allowed &&
    autoEndOn.value &&
    onlyEndTurn(view, ui) &&
    game.cover.value === null &&
    !game.busy.value;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => {
      game.pick({ kind: 'action', action: 'end-turn' });
    }, AUTO_END_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, view, game]);
  return pending;
}

/** The setting, in the details sheet. */
export function AutoEndControl() {
  return (
    <label class="panel pace auto-end-setting">
      <input
        type="checkbox"
        checked={autoEndOn.value}
        data-auto-end-setting="true"
        onChange={(e) => {
          autoEndOn.value = e.currentTarget.checked;
          saveAutoEnd(e.currentTarget.checked);
        }}
      />
      <span>{t('autoend.setting')}</span>
    </label>
  );
}
