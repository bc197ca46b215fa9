/**
 * The caps on games per player, so that one identity cannot take the server's bots or its lobby
 * for itself: unfinished games that play on with no person at the table (bot-only games, and
 * live or timed games none of whose people is connected: their stand-ins and bots play on their
 * own and use the bot workers and the store) and open games waiting for players. A game over the
 * cap is refused with `ERR_TOO_MANY_GAMES` and nothing is stored. A new game that starts at once
 * and acts by itself counts as alone until one of its people opens a socket.
 *
 * The count and the creation run one after the other for each player on this node
 * (`PerPlayerQueue`), so that twenty requests sent at once cannot all pass the same count.
 *
 * @example
 * const refused = overLimit(await store.unfinishedGamesBy(id), { open: true, alone: false }, limits);
 * if (refused) return refused;
 */
import type { Result } from '@tnt/engine';
import type { WireError } from '@tnt/protocol';
import type { UnfinishedGames } from '../store/types.ts';
import { SerialQueue } from './queue.ts';
import { fail } from './refusals.ts';

export interface GameLimits {
  /**
   * Unfinished games with no person at the table, per creator (`tnt serve --max-bot-games`): no
   * person seated, or live or timed and none of its people connected.
   */
  readonly maxBotGames: number;
  /** Open games waiting for players, per creator (`tnt serve --max-open-games`). */
  readonly maxOpenGames: number;
}

export const DEFAULT_LIMITS: GameLimits = { maxBotGames: 2, maxOpenGames: 5 };

/** What the game about to be created will count as. */
export interface NewGameKind {
  /** It waits for players (a human seat is free). */
  readonly open: boolean;
  /**
   * It will play on with no person at the table: no person sits in it (the creator only
   * watches), or it starts at once and acts by itself (live, or timed) before anyone connects.
   */
  readonly alone: boolean;
}

/** The refusal if the new game would pass a cap; null if it may be created. */
export function overLimit(
  held: UnfinishedGames,
  kind: NewGameKind,
  limits: GameLimits,
): Result<never, WireError> | null {
  if (kind.alone && held.alone >= limits.maxBotGames) {
    return fail(
      'ERR_TOO_MANY_GAMES',
      `you have ${held.alone} unfinished games that play on with no person at the table, the ` +
        `most this server allows (${limits.maxBotGames}); go back to one of them, or wait for ` +
        'one to end',
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
