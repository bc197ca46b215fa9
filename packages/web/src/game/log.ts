/**
 * The game log as data: one entry per move, with what the move did that everyone could see (the
 * display card drawn, tiles and carriages won), as the engine tells it (`MoveEffects`), so the same
 * code serves local, online and replayed games and never leaks a hand or a card drawn from the
 * supply. Turned into words by the UI in the reader's language.
 *
 * @example
 * const entry = logEntry({ seq: 1, seat: 0, move, by: 'player' }, effects, view.rules);
 * entry.drawn; // 'Ulm' when a display card was drawn
 */
import type { GameRules, Move, MoveEffects, TileScore } from '@tnt/engine';

export type MoveActor = 'player' | 'bot' | 'stand-in';

export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly seat: number;
  /** The move; null for a card another seat played horse side up (only its horses show). */
  readonly move: Move | null;
  readonly by: MoveActor;
  /** The display card taken by a draw; null for the supply and other moves. */
  readonly drawn: string | null;
  /** Power and Glory: the horses of a card played horse side up, or null. */
  readonly horsesShown: number | null;
  /** The length of the route closed, or of the route given up for a new one. */
  readonly routeLength: number;
  readonly tiles: readonly TileScore[];
  /** The value of a carriage taken with this move. */
  readonly carriage: number | null;
  readonly letters: number;
  /** Letters paid for a further official this turn (The Princess' Messenger, R11). */
  readonly lettersPaid: number;
  /** The seat took the Messenger figure with this move (The Princess' Messenger). */
  readonly messenger: boolean;
  /** The rules of the game: which expansions' words the entry takes (their web modules). */
  readonly rules: GameRules;
  readonly chips: number;
  /** This move started the last round. */
  readonly endTriggered: boolean;
  /** The game ended with this move. */
  readonly over: boolean;
}

export interface MadeMove {
  readonly seq: number;
  readonly seat: number;
  readonly move: Move | null;
  readonly by: MoveActor;
}

/**
 * The entry of a move, from what the engine says it made public (`applyWithEffects`; sent by the
 * server with every move, missed ones too): no view is compared, so a move missed while away is
 * logged as exactly as one seen live.
 */
export function logEntry(made: MadeMove, effects: MoveEffects, rules: GameRules): LogEntry {
  return {
    seq: made.seq,
    turn: effects.turn,
    seat: made.seat,
    move: made.move,
    by: made.by,
    drawn: effects.tookFaceUp,
    horsesShown: effects.horsesShown,
    routeLength: effects.routeLength,
    tiles: effects.tiles,
    carriage: effects.carriage,
    letters: effects.letters,
    lettersPaid: effects.lettersPaid,
    rules,
    messenger: effects.messengerFigure,
    chips: effects.chips,
    endTriggered: effects.endTriggered,
    over: effects.over,
  };
}
