/**
 * What the rooms tell the rest of the server about a game's course: the one place to observe a
 * game finishing and a person's seat being given over to a bot, for whatever keeps accounts
 * beyond the game itself (ratings, statistics). The rooms only tell; what is done is the
 * listener's.
 *
 * - `finished`: this node stored the game's last move. The store's compare-and-set lets exactly
 *   one node store it, so a cluster tells each finished game once. (A node that dies between
 *   storing and telling does not tell it: a listener that must miss no game also looks in the
 *   store for finished games it has not counted.)
 * - `standIn`: a bot now plays for a person's seat, because its player left a live game (no
 *   socket for the grace period: `left`) or let the turn's time run out (`time`, live or
 *   asynchronous). Only the node holding the game's claim runs these timers. A node that takes a
 *   game over finds an absent player absent again, so one absence may be told more than once; a
 *   listener that counts them counts a seat once per game. The player may come back and play on.
 *
 * Listeners are called in the game's queue, after the change is stored and sent to the sockets:
 * they must be quick (an async listener is not awaited). One that throws or rejects is logged; the
 * game goes on.
 *
 * @example
 * const events = new RoomEvents(log);
 * events.on('finished', ({ game, seats, scores }) => ratings.update(game, seats, scores.ranking));
 * events.on('standIn', ({ game, seat, reason }) => { if (reason === 'left') abandoned(game, seat); });
 */
import type { ScoreSheet } from '@tnt/engine';
import type { FullMoveEvent } from '@tnt/protocol';
import type { GameRow, SeatRow } from '../store/types.ts';
import type { Logger } from '../logger.ts';
import type { StandInReason } from './presence.ts';

export interface GameFinished {
  readonly game: string;
  /** The sequence number of the last move. */
  readonly seq: number;
  /** When the last move was stored (epoch ms). */
  readonly at: number;
  /** Who sat where: people by id, bots by level. */
  readonly seats: readonly SeatRow[];
  readonly scores: ScoreSheet;
  /** The people's seats a bot was standing in for at the end. */
  readonly standIns: readonly number[];
  /** The game's row as stored with its last move (over). */
  readonly row: GameRow;
  /** The moves that count, in order: a listener needs no read of the store. */
  readonly events: readonly FullMoveEvent[];
}

export interface SeatStandIn {
  readonly game: string;
  readonly seat: number;
  /** The person whose seat it is. */
  readonly playerId: string | null;
  readonly reason: StandInReason;
  /** When the bot stepped in (epoch ms). */
  readonly at: number;
}

export interface RoomEventMap {
  finished: GameFinished;
  standIn: SeatStandIn;
}

export type RoomListener<K extends keyof RoomEventMap> = (
  event: RoomEventMap[K],
) => void | Promise<void>;

type Listeners = { [K in keyof RoomEventMap]: Set<RoomListener<K>> };

export class RoomEvents {
  private readonly listeners: Listeners = { finished: new Set(), standIn: new Set() };

  constructor(private readonly log: Logger) {}

  /** Listens to one kind of event; returns the function that stops listening. */
  on<K extends keyof RoomEventMap>(type: K, listener: RoomListener<K>): () => void {
    const listeners: Set<RoomListener<K>> = this.listeners[type];
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** Tells every listener; a listener's failure is logged, never thrown at the game. */
  tell<K extends keyof RoomEventMap>(type: K, event: RoomEventMap[K]): void {
    const listeners: Set<RoomListener<K>> = this.listeners[type];
    const failed = (error: unknown): void => {
      this.log.error({ err: error, game: event.game, event: type }, 'a room event listener failed');
    };
    for (const listener of listeners) {
      try {
        listener(event)?.catch(failed);
      } catch (error) {
        failed(error);
      }
    }
  }
}
