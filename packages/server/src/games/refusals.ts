/**
 * Why a room refuses a move before the engine is even asked: the socket has no seat, the game has
 * not started or is over, or the client has not seen the latest move (its sequence number is
 * stale). Errors as values, with the protocol's codes.
 */
import type { Result } from '@tnt/engine';
import { protocolError, type GameStatus, type WireError } from '@tnt/protocol';

export const fail = (code: WireError['code'], message: string): Result<never, WireError> => ({
  ok: false,
  error: protocolError(code, message),
});

/** The seat that may try the move, or why not. `seq` is the number the move asks to take. */
export function mayMove(
  seat: number | null,
  status: GameStatus,
  seq: number,
  moveCount: number,
): Result<number, WireError> {
  if (seat === null) return fail('ERR_SPECTATOR', 'spectators watch; only a seated player moves');
  if (status === 'open') return fail('ERR_GAME_NOT_STARTED', 'the game waits for players');
  if (status === 'over') return fail('ERR_GAME_OVER', 'the game is over');
  if (seq !== moveCount + 1) {
    return fail('ERR_STALE', `the next move is number ${moveCount + 1}; sync and try again`);
  }
  return { ok: true, value: seat };
}
