/**
 * What a game room adds for a ranked game, kept here so that the room only calls it:
 * which seats were abandoned (AbandonWatch, fed each move with the turn it was made in), the
 * summary's `ranked` and `abandoned` marks, and the refusal of a move, undo or return from a seat
 * whose player left for good.
 *
 * @example
 * const ranked = await RankedRoom.of(store, stored, events); // null for a game that is not ranked
 * ranked?.moved(state.turn, event); // before the move is applied
 */
import {
  protocolError,
  type BotLevel,
  type FullMoveEvent,
  type GameSummary,
  type WireError,
} from '@tnt/protocol';
import type { Result } from '@tnt/engine';
import type { GameStore, StoredGame } from '../store/types.ts';
import { watchOf, type AbandonWatch } from './abandon.ts';

export class RankedRoom {
  private constructor(private readonly watch: AbandonWatch) {}

  /** The ranked part of a stored game (null if it is not ranked), its past moves replayed. */
  static async of(
    store: GameStore,
    stored: StoredGame,
    events: readonly FullMoveEvent[],
  ): Promise<RankedRoom | null> {
    const { game, seats } = stored;
    if (game.ranked !== true) return null;
    const leaves = await store.ratings.leaves(game.id);
    const setup = { options: game.options, seed: game.seed };
    return new RankedRoom(watchOf(setup, seats.length, events, leaves));
  }

  isAbandoned(seat: number): boolean {
    return this.watch.isAbandoned(seat);
  }

  /** A move is about to be applied in `turn`; true if its seat has just been abandoned. */
  moved(turn: number, event: FullMoveEvent): boolean {
    return this.watch.moved(turn, event.seat, event.by);
  }

  /** The seat's player left for good; true if that is new. */
  left(seat: number): boolean {
    return this.watch.left(seat);
  }

  /** Refuses a seat's own move, undo or return once its player abandoned the game. */
  refuse(seat: number): Result<null, WireError> {
    if (!this.watch.isAbandoned(seat)) return { ok: true, value: null };
    const message = 'you left this ranked game: a bot plays your seat to the end';
    return { ok: false, error: protocolError('ERR_SEAT_ABANDONED', message) };
  }

  /** The summary with the game marked ranked and its abandoned seats played by the stand-in. */
  summary(base: GameSummary, standInBot: BotLevel): GameSummary {
    return {
      ...base,
      ranked: true,
      seats: base.seats.map((s) =>
        this.watch.isAbandoned(s.seat)
          ? { ...s, abandoned: true, standIn: true, bot: standInBot }
          : s,
      ),
    };
  }
}
