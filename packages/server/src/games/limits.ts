/**
 * The caps on games per player, so that one identity cannot take the server's bots or its lobby
 * for itself: unfinished games with no person seated (bot-only games, which play on their own and
 * use the bot workers and the store) and open games waiting for players. A game over the cap is
 * refused with `ERR_TOO_MANY_GAMES` and nothing is stored.
 *
 * The count and the creation run one after the other for each player on this node
 * (`PerPlayerQueue`), so that twenty requests sent at once cannot all pass the same count.
 *
 * @example
 * const refused = overLimit(await store.unfinishedGamesBy(id), { open: true, unseated: false }, limits);
 * if (refused) return refused;
 */
import type { Result } from '@tnt/engine';
import type { WireError } from '@tnt/protocol';
import type { UnfinishedGames } from '../store/types.ts';
import { SerialQueue } from './queue.ts';
import { fail } from './refusals.ts';

export interface GameLimits {
  /** Unfinished games with no person seated, per creator (`tnt serve --max-bot-games`). */
  readonly maxBotGames: number;
  /** Open games waiting for players, per creator (`tnt serve --max-open-games`). */
  readonly maxOpenGames: number;
}

export const DEFAULT_LIMITS: GameLimits = { maxBotGames: 2, maxOpenGames: 5 };

/** What the game about to be created will count as. */
export interface NewGameKind {
  /** It waits for players (a human seat is free). */
  readonly open: boolean;
  /** No person sits in it (the creator only watches). */
  readonly unseated: boolean;
}

/** The refusal if the new game would pass a cap; null if it may be created. */
export function overLimit(
  held: UnfinishedGames,
  kind: NewGameKind,
  limits: GameLimits,
): Result<never, WireError> | null {
  if (kind.unseated && held.unseated >= limits.maxBotGames) {
    return fail(
      'ERR_TOO_MANY_GAMES',
      `you have ${held.unseated} unfinished games with no person seated, the most this server ` +
        `allows (${limits.maxBotGames}); take a seat in the new game, or wait for one to end`,
    );
  }
  if (kind.open && held.open >= limits.maxOpenGames) {
    return fail(
      'ERR_TOO_MANY_GAMES',
      `you have ${held.open} open games waiting for players, the most this server allows ` +
        `(${limits.maxOpenGames}); wait for players to join them`,
    );
  }
  return null;
}

/** Tasks of one player run one after the other; different players' run side by side. */
export class PerPlayerQueue {
  private readonly queues = new Map<string, SerialQueue>();

  run<T>(playerId: string, task: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(playerId);
    if (!queue) {
      queue = new SerialQueue();
      this.queues.set(playerId, queue);
    }
    const own = queue;
    return own.run(task).finally(() => {
      if (own.length === 0 && this.queues.get(playerId) === own) this.queues.delete(playerId);
    });
  }
}
