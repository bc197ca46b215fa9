/**
 * Whether a socket's `undo` may be done, before anything is stored: a seated player,
 * a game in play with undo on, the client up to date, and moves of the seat's own that the engine
 * says can be taken back. Errors as values, with the protocol's codes.
 *
 * Once allowed, the undo is stored as the next row of the log (`undoRow`, undo-rows.ts), with the
 * game back in play and the decision the undoing seat's.
 *
 * @example
 * const checked = checkUndo(client.seat, game, message, history);
 * if (checked.ok) store(undoRow(checked.value, game.moveCount + 1, clock.now()));
 */
import type { Result, UndoHistory } from '@tnt/engine';
import type { UndoMessage, WireError } from '@tnt/protocol';
import type { GameProgress, GameRow, MoveRow } from '../store/types.ts';
import { fail, mayMove } from './refusals.ts';
import { undoText } from './undo-rows.ts';

export interface AllowedUndo {
  readonly seat: number;
  /** How many moves to take back. */
  readonly moves: number;
}

export function checkUndo(
  seat: number | null,
  game: GameRow,
  message: UndoMessage,
  history: UndoHistory,
): Result<AllowedUndo, WireError> {
  // An undo is stored as the next event, like a move: the client must have seen the last one.
  const allowed = mayMove(seat, game.status, message.seq + 1, game.moveCount);
  if (!allowed.ok) return allowed;
  if (!game.undo) return fail('ERR_UNDO_OFF', "this game's creator turned undo off");
  const own = allowed.value;
  const most = history.undoableCount(own);
  if (most === 0) {
    return fail(
      'ERR_UNDO_NOT_ALLOWED',
      'nothing of yours can be taken back: a supply draw, the Administrator, a reshuffle, a return round or another seat came since',
    );
  }
  const moves = message.moves ?? most;
  if (moves > most) {
    return fail('ERR_UNDO_NOT_ALLOWED', `only your last ${most} moves can be taken back`);
  }
  return { ok: true, value: { seat: own, moves } };
}

/** The row that stores an allowed undo as event `seq`, and where it leaves the game. */
export function undoRow(
  undo: AllowedUndo,
  seq: number,
  at: number,
): { row: MoveRow; progress: GameProgress } {
  const { seat, moves } = undo;
  return {
    row: { seq, seat, move: undoText(moves), by: 'player', at },
    progress: { status: 'playing', decisionSeat: seat },
  };
}
