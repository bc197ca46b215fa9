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
  play,
  type GameOptions,
  type GameState,
  type RecordedMove,
} from '@tnt/engine';
import type { MoveEvent } from '@tnt/protocol';
import type { GameRow, StoredGame } from '../store/types.ts';
import { DamagedGameError } from './damaged.ts';

export interface Rebuilt {
  readonly state: GameState;
  readonly events: MoveEvent[];
}

export function rebuild(stored: StoredGame): Rebuilt {
  const { game, moves } = stored;
  const created = createGame({ options: game.options, seed: game.seed });
  if (!created.ok) throw new DamagedGameError(game.id, `it cannot start: ${created.error.message}`);
  let state = created.value;
  const events: MoveEvent[] = [];
  for (const row of moves) {
    const parsed = moveFromText(row.move);
    const next = parsed.ok ? play(state, row.seat, parsed.value) : parsed;
    if (!next.ok || !parsed.ok) {
      const why = next.ok ? 'unreadable' : next.error.message;
      throw new DamagedGameError(game.id, `stored move ${row.seq} "${row.move}" fails: ${why}`);
    }
    state = next.value;
    events.push({ seq: row.seq, seat: row.seat, move: parsed.value, by: row.by });
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
