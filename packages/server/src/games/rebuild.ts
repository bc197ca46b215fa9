/**
 * Event sourcing: a game's state is rebuilt from its options, its seed and its moves, through the
 * engine's own validation, so that a stored log that no longer replays is found at once instead of
 * becoming a corrupted game. Records follow the engine's format (docs/records.md); the seed is in
 * the record only once the game is over.
 *
 * The log may hold undos (undo-rows.ts): each takes back the seat's last moves, which the engine's
 * `UndoHistory` rebuilds from the moves that remain. `events` are the moves that count.
 *
 * @example
 * const { state, events, history } = rebuild(stored);
 */
import {
  RECORD_FORMAT,
  RECORD_VERSION,
  UndoHistory,
  applyWithEffects,
  createGame,
  isReversible,
  moveFromText,
  validateMove,
  type GameOptions,
  type GameState,
  type RecordedMove,
  type RecordedUndo,
} from '@tnt/engine';
import type { FullMoveEvent } from '@tnt/protocol';
import type { GameRow, StoredGame } from '../store/types.ts';
import { DamagedGameError } from './damaged.ts';
import { undoneCount } from './undo-rows.ts';

export interface Rebuilt {
  readonly state: GameState;
  /** The moves that count (none taken back), in order. */
  readonly events: FullMoveEvent[];
  readonly history: UndoHistory;
  /** The sequence number of the last undo, or 0. */
  readonly lastUndo: number;
}

export function rebuild(stored: StoredGame): Rebuilt {
  const { game, moves } = stored;
  if (game.unreadable !== undefined) throw new DamagedGameError(game.id, game.unreadable);
  const setup = { options: game.options, seed: game.seed };
  const created = createGame(setup);
  if (!created.ok) throw new DamagedGameError(game.id, `it cannot start: ${created.error.message}`);
  let state = created.value;
  const events: FullMoveEvent[] = [];
  const history = new UndoHistory(setup);
  let lastUndo = 0;
  for (const row of moves) {
    const undone = undoneCount(row.move);
    if (undone !== null) {
      const back = history.takeBack(row.seat, undone);
      if (back === null) {
        throw new DamagedGameError(game.id, `stored undo ${row.seq} takes back what it may not`);
      }
      state = back.state;
      events.splice(events.length - undone, undone);
      lastUndo = row.seq;
      continue;
    }
    const parsed = moveFromText(row.move);
    const checked = parsed.ok ? validateMove(state, row.seat, parsed.value) : parsed;
    if (!checked.ok || !parsed.ok) {
      const why = checked.ok ? 'unreadable' : checked.error.message;
      throw new DamagedGameError(game.id, `stored move ${row.seq} "${row.move}" fails: ${why}`);
    }
    // What each move made public is the engine's to tell, the same on every node and every load.
    const { state: next, effects } = applyWithEffects(state, checked.value);
    const undoable = row.by === 'player' && isReversible(state, checked.value.code, next);
    history.played(row.seat, parsed.value, undoable);
    state = next;
    events.push({ seq: row.seq, seat: row.seat, move: parsed.value, by: row.by, effects });
  }
  return { state, events, history, lastUndo };
}

/** A game record as the engine reads it; without its seed while the game is not over. */
export interface ServedRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: GameOptions;
  readonly seed?: string;
  readonly moves: readonly RecordedMove[];
  /** The moves taken back by undos, when there were any (docs/records.md). */
  readonly undos?: readonly RecordedUndo[];
}

export function recordOf(
  game: GameRow,
  moves: readonly RecordedMove[],
  undos: readonly RecordedUndo[] = [],
): ServedRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: game.options,
    ...(game.status === 'over' ? { seed: game.seed } : {}),
    moves,
    ...(undos.length > 0 ? { undos } : {}),
  };
}
