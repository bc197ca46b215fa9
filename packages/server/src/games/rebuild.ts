/**
 * Event sourcing: a game's state is rebuilt from its options, its seed and its moves, through the
 * engine's own validation, so that a stored log that no longer replays is found at once instead of
 * becoming a corrupted game. Records follow the engine's format (docs/records.md); the seed is in
 * the record only once the game is over.
 *
 * @example
 * const { state, events } = rebuild(stored);
 */
import {
  RECORD_FORMAT,
  RECORD_VERSION,
  createGame,
  moveFromText,
  applyWithEffects,
  validateMove,
  type GameOptions,
  type GameState,
  type RecordedMove,
} from '@tnt/engine';
import type { FullMoveEvent } from '@tnt/protocol';
import type { GameRow, StoredGame } from '../store/types.ts';
import { DamagedGameError } from './damaged.ts';

export interface Rebuilt {
  readonly state: GameState;
  readonly events: FullMoveEvent[];
}

export function rebuild(stored: StoredGame): Rebuilt {
  const { game, moves } = stored;
  const created = createGame({ options: game.options, seed: game.seed });
  if (!created.ok) throw new DamagedGameError(game.id, `it cannot start: ${created.error.message}`);
  let state = created.value;
  const events: FullMoveEvent[] = [];
  for (const row of moves) {
    const parsed = moveFromText(row.move);
    const checked = parsed.ok ? validateMove(state, row.seat, parsed.value) : parsed;
    if (!checked.ok) {
      const why = checked.error.message;
      throw new DamagedGameError(game.id, `stored move ${row.seq} "${row.move}" fails: ${why}`);
    }
    // What each move made public is the engine's to tell, the same on every node and every load.
    const { state: next, effects } = applyWithEffects(state, checked.value);
    state = next;
    events.push({ seq: row.seq, seat: row.seat, move: checked.value.move, by: row.by, effects });
  }
  return { state, events };
}

/** A game record as the engine reads it; without its seed while the game is not over. */
export interface ServedRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: GameOptions;
  readonly seed?: string;
  readonly moves: readonly RecordedMove[];
}

export function recordOf(game: GameRow, moves: readonly RecordedMove[]): ServedRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: game.options,
    ...(game.status === 'over' ? { seed: game.seed } : {}),
    moves,
  };
}
