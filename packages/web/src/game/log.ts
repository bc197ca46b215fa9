/**
 * The game log as data: one entry per move, with what the move did that everyone could see (the
 * display card drawn, tiles and carriages won). Built from the public parts of the views before
 * and after the move, so the same code serves local and online games and never leaks a hand or a
 * card drawn from the supply. Turned into words by the UI in the reader's language.
 *
 * @example
 * const entry = logEntry({ seq: 1, seat: 0, move, by: 'player' }, before, after);
 * entry.drawn; // 'Ulm' when a display card was drawn
 */
import type { Move, PlayerView, TileScore } from '@tnt/engine';

export type MoveActor = 'player' | 'bot' | 'stand-in';

export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly seat: number;
  readonly move: Move;
  readonly by: MoveActor;
  /** The display card taken by a draw; null for the supply and other moves. */
  readonly drawn: string | null;
  /** The length of the route closed, or of the route given up for a new one. */
  readonly routeLength: number;
  readonly tiles: readonly TileScore[];
  /** The value of a carriage taken with this move. */
  readonly carriage: number | null;
  readonly letters: number;
  /** Letters paid for a further official this turn (The Princess' Messenger, R11). */
  readonly lettersPaid: number;
  readonly messenger: boolean;
  /** Whether the game has the Messenger figure (not with Power and Glory). */
  readonly messengerFigure: boolean;
  /** Whether cards count horses (Power and Glory, not by the base rules): the log names them. */
  readonly horses: boolean;
  readonly chips: number;
  /** This move started the last round. */
  readonly endTriggered: boolean;
  /** The game ended with this move. */
  readonly over: boolean;
}

export interface MadeMove {
  readonly seq: number;
  readonly seat: number;
  readonly move: Move;
  readonly by: MoveActor;
}

export function logEntry(made: MadeMove, before: PlayerView, after: PlayerView): LogEntry {
  const { seat, move } = made;
  const was = before.seats[seat];
  const now = after.seats[seat];
  const drawn =
    move.type === 'draw' && move.slot !== 'supply' ? (before.display[move.slot] ?? null) : null;
  const tilesBefore = was?.tiles.length ?? 0;
  const carriageBefore = was?.carriage ?? null;
  const carriageNow = now?.carriage ?? null;
  const routeLength =
    move.type === 'close' || (move.type === 'play' && move.end === 'new')
      ? (was?.route.length ?? 0)
      : 0;
  return {
    seq: made.seq,
    turn: before.turn,
    seat,
    move,
    by: made.by,
    drawn,
    routeLength,
    tiles: now ? now.tiles.slice(tilesBefore) : [],
    carriage: carriageNow !== carriageBefore ? carriageNow : null,
    letters: Math.max(0, (now?.letters ?? 0) - (was?.letters ?? 0)),
    lettersPaid: Math.max(0, (was?.letters ?? 0) - (now?.letters ?? 0)),
    messengerFigure: before.rules.messengerFigure,
    horses: before.rules.horses,
    messenger: after.messengerHolder === seat && before.messengerHolder !== seat,
    chips: Math.max(0, (now?.chips ?? 0) - (was?.chips ?? 0)),
    endTriggered: before.endTriggeredBy === null && after.endTriggeredBy !== null,
    over: before.decision !== null && after.decision === null,
  };
}
