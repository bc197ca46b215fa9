/** What a move made public, as the engine tells it, for tests that build log entries. */
import {
  applyWithEffects,
  validateMove,
  type GameState,
  type Move,
  type MoveEffects,
} from '@tnt/engine';

export function effectsOf(before: GameState, seat: number, move: Move): MoveEffects {
  const checked = validateMove(before, seat, move);
  if (!checked.ok) throw new Error(checked.error.message);
  return applyWithEffects(before, checked.value).effects;
}
