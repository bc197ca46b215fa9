/**
 * Event sourcing: a game's state is rebuilt from its options, its seed and its moves, through the
 * engine's own validation, so that a stored log that no longer replays is found at once instead of
 * becoming a corrupted game. Records follow the engine's format (docs/records.md) once the game
 * is over, with its seed; while it runs, its record is a spectator's view of the log
 * (`RecordView`): no seed, and a card played horse side up without its city.
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
  moveToText,
  validateMove,
  type GameOptions,
  type GameState,
  type RecordedMove,
  type RecordedUndo,
} from '@tnt/engine';
import {
  eventFor,
  type FullMoveEvent,
  type RecordView,
  type ViewedMove,
  type ViewedUndo,
} from '@tnt/protocol';
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

/** A finished game's record as the engine reads it: its seed, every move, its undos. */
export interface FullRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: GameOptions;
  readonly seed: string;
  readonly moves: readonly RecordedMove[];
  /** The moves taken back by undos, when there were any (docs/records.md). */
  readonly undos?: readonly RecordedUndo[];
}

/** What `GET /api/games/:id/record` answers: the whole record once over, a view before. */
export type ServedRecord = FullRecord | RecordView;

/** The record of a game that is over: everything, its seed included. */
export function recordOf(
  game: GameRow,
  moves: readonly RecordedMove[],
  undos: readonly RecordedUndo[] = [],
): FullRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: game.options,
    seed: game.seed,
    moves,
    ...(undos.length > 0 ? { undos } : {}),
  };
}

/** A move as a spectator is told it (the socket's `eventFor`): a horse side card without its city. */
function viewedMove(event: FullMoveEvent): ViewedMove {
  const seen = eventFor(event, null);
  if (seen.move !== null) return { seat: event.seat, move: moveToText(seen.move) };
  return { seat: event.seat, move: null, horses: event.effects.horsesShown ?? 0 };
}

/** A move taken back, as a spectator may know it: a card played horse side up is null. */
function viewedUndone(text: string): string | null {
  const move = moveFromText(text);
  return move.ok && move.value.type === 'horse' ? null : text;
}

/** The record of a game still running, as a spectator may see it: no seed, no hidden card. */
export function recordViewOf(
  game: GameRow,
  events: readonly FullMoveEvent[],
  undos: readonly RecordedUndo[] = [],
): RecordView {
  const viewedUndos: ViewedUndo[] = undos.map((u) => ({ ...u, moves: u.moves.map(viewedUndone) }));
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: game.options,
    view: 'spectator',
    moves: events.map(viewedMove),
    ...(viewedUndos.length > 0 ? { undos: viewedUndos } : {}),
  };
}
