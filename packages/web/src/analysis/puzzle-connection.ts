/**
 * A puzzle as a game the table can show: the position is the solver's own view and
 * never changes; a move made on the table is not played but handed to the page as the answer.
 * So the puzzle is answered with the table's own controls: cards, cities, the prompt's buttons
 * and the officials.
 *
 * @example
 * const game = new GameController(new PuzzleConnection(puzzle, (move) => judge(move)));
 */
import type { Puzzle } from '@tnt/bots';
import type { Move, PlayerView, Result } from '@tnt/engine';
import {
  Listeners,
  type ConnectionEvent,
  type GameConnection,
  type GameError,
  type SeatPlayer,
} from '../game/connection.ts';
import { t } from '../i18n/index.ts';
import { SEAT_COLOUR_KEYS } from '../i18n/seat-colours.ts';

export class PuzzleConnection implements GameConnection {
  readonly kind = 'local';
  readonly waiting = false;
  readonly seq = 0;
  readonly log = [];
  readonly undos = [];
  readonly mySeats: readonly number[];
  readonly players: readonly SeatPlayer[];
  private readonly listeners = new Listeners<ConnectionEvent>();

  constructor(
    private readonly puzzle: Puzzle,
    private readonly onAnswer: (move: Move) => void,
  ) {
    this.mySeats = [puzzle.seat];
    // Names are not part of a puzzle: seats are called by their colour, as the table shows them.
    this.players = puzzle.view.seats.map((s) => ({
      seat: s.seat,
      name: t(SEAT_COLOUR_KEYS[s.seat % SEAT_COLOUR_KEYS.length]!),
      bot: null,
    }));
  }

  view(): PlayerView {
    return this.puzzle.view;
  }

  move(_seat: number, move: Move): Promise<Result<null, GameError>> {
    this.onAnswer(move);
    return Promise.resolve({ ok: true, value: null });
  }

  undoable(): number {
    return 0;
  }

  undo(): Promise<Result<null, GameError>> {
    const error = { code: 'ERR_UNDO_NOT_ALLOWED', message: 'a puzzle is answered, not played' };
    return Promise.resolve({ ok: false, error });
  }

  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    // Nothing moves in a puzzle.
  }

  record(): null {
    return null;
  }

  setPace(): void {
    // No bots.
  }

  dispose(): void {
    this.listeners.clear();
  }
}
