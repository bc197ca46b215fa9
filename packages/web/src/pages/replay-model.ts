/**
 * A replay: every state of a recorded game, rebuilt by the engine from the record, with its log.
 * Stepping, playing and jumping only pick a state; nothing is played again.
 *
 * @example
 * const r = buildReplay(record);
 * if (r.ok) r.value.viewAt(10, null); // the public view after the tenth move
 */
import {
  applyWithEffects,
  createGame,
  playerView,
  validateMove,
  setupOfRecord,
  type GameState,
  type PlayerView,
  type Result,
} from '@tnt/engine';
import { logEntry, type LogEntry } from '../game/log.ts';
import { undoNotesOf, type UndoNote } from '../game/undo-note.ts';
import type { SavedRecord } from '../game/local.ts';
import { movesOfRecord, playersOfRecord } from '../game/session.ts';
import type { SeatPlayer } from '../game/connection.ts';

export interface ReplayModel {
  readonly record: SavedRecord;
  readonly players: readonly SeatPlayer[];
  /** Moves that could be replayed (all of them unless the record is broken). */
  readonly length: number;
  /** The 1-based number of the first move that could not be replayed, or null. */
  readonly brokenAt: number | null;
  readonly log: readonly LogEntry[];
  /** The moves taken back in the game, each after the moves that counted before it. */
  readonly undos: readonly UndoNote[];
  /** The view of `viewer` (any seat: the game is over, or the record was shared) after `index` moves. */
  viewAt(index: number, viewer: number | null): PlayerView;
}

export function buildReplay(record: SavedRecord): Result<ReplayModel, string> {
  const created = createGame(setupOfRecord(record));
  if (!created.ok) return { ok: false, error: created.error.message };
  const moves = movesOfRecord(record);
  const players = playersOfRecord(record);
  const states: GameState[] = [created.value];
  const log: LogEntry[] = [];
  let brokenAt: number | null = moves.ok ? null : moves.error;
  for (const [i, made] of (moves.ok ? moves.value : []).entries()) {
    const checked = validateMove(states[i]!, made.seat, made.move);
    if (!checked.ok) {
      brokenAt = i + 1;
      break;
    }
    const { state, effects } = applyWithEffects(states[i]!, checked.value);
    states.push(state);
    const by = players[made.seat]?.bot ? 'bot' : 'player';
    log.push(logEntry({ seq: i + 1, seat: made.seat, move: made.move, by }, effects, state.rules));
  }
  return {
    ok: true,
    value: {
      record,
      players,
      length: states.length - 1,
      brokenAt,
      log,
      undos: undoNotesOf(record, (at) => states[Math.min(at, states.length - 1)]!.turn),
      viewAt(index, viewer) {
        const state = states[Math.max(0, Math.min(index, states.length - 1))]!;
        return playerView(state, viewer);
      },
    },
  };
}
