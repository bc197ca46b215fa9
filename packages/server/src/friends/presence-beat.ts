/**
 * Tells the store, every few seconds, who sits at a table through this node's sockets (friends
 * see them online, and at which game) and how many sockets watch each game here (the Watch page
 * adds up every node's count). Only what changed is written, and what did not is written again
 * only when its last word is half as old as the store trusts it for, a bounded batch per beat:
 * a thousand live games cost the store a few small writes a second, never a burst that would
 * hold up the moves.
 *
 * @example
 * const beat = new PresenceBeat({ store, rooms: () => registry.loaded, node: 'a', now: Date.now, log });
 * setInterval(() => void beat.run(), PRESENCE_BEAT_MS);
 */
import type { GameRoom } from '../games/room.ts';
import type { GameStore } from '../store/types.ts';
import { ONLINE_MS } from './friends.ts';

export const PRESENCE_BEAT_MS = 5_000;
/** A presence or count unchanged is written again after this long (the store trusts ONLINE_MS). */
const REFRESH_MS = ONLINE_MS / 2;
/**
 * Rows written per beat at most (the rest wait for the next beat): enough to refresh every
 * player of several thousand sockets within ONLINE_MS.
 */
const BATCH = 400;
/** Rows per transaction: a beat's writes never hold the event loop (SQLite) for long. */
const CHUNK = 50;

interface BeatLog {
  warn(fields: object, message?: string): void;
}

export interface PresenceBeatDeps {
  readonly store: GameStore;
  readonly rooms: () => readonly GameRoom[];
  readonly node: string;
  readonly now: () => number;
  readonly log: BeatLog;
}

interface Written<T> {
  readonly value: T;
  readonly at: number;
}

export class PresenceBeat {
  private readonly players = new Map<string, Written<string>>();
  private readonly counts = new Map<string, Written<number>>();
  private running: Promise<void> | null = null;

  constructor(private readonly deps: PresenceBeatDeps) {}

  run(): Promise<void> {
    this.running ??= this.once()
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'presence: writing who is here failed');
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Waits for the beat under way, if any (the server is closing). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async once(): Promise<void> {
    const { store, node, now } = this.deps;
    const at = now();
    const seated = new Map<string, string>();
    const watching = new Map<string, number>();
    for (const room of this.deps.rooms()) {
      if (room.status !== 'playing') continue;
      const { players, spectators } = room.audience;
      for (const id of players) seated.set(id, room.id);
      if (spectators > 0) watching.set(room.id, spectators);
    }
    // A game watched before and not now is written once with 0.
    for (const game of this.counts.keys()) if (!watching.has(game)) watching.set(game, 0);
    const playing = due(seated, this.players, at).map(([playerId, gameId]) => ({
      playerId,
      gameId,
    }));
    const counts = new Map(due(watching, this.counts, at));
    for (let i = 0; i < playing.length; i += CHUNK) {
      await store.friends.playing(playing.slice(i, i + CHUNK), at);
      // The moves waiting meanwhile go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await store.friends.setWatchCounts(node, counts, at);
    for (const { playerId, gameId } of playing) this.players.set(playerId, { value: gameId, at });
    for (const [game, n] of counts) {
      if (n === 0) this.counts.delete(game);
      else this.counts.set(game, { value: n, at });
    }
    for (const id of this.players.keys()) if (!seated.has(id)) this.players.delete(id);
  }
}

/** What to write now: new or changed values, then the stalest, a batch at most. */
function due<T>(
  current: ReadonlyMap<string, T>,
  written: ReadonlyMap<string, Written<T>>,
  at: number,
): [string, T][] {
  const changed: [string, T][] = [];
  const stale: [string, T, number][] = [];
  for (const [key, value] of current) {
    const last = written.get(key);
    if (last === undefined || last.value !== value) changed.push([key, value]);
    else if (at - last.at >= REFRESH_MS) stale.push([key, value, last.at]);
  }
  stale.sort((a, b) => a[2] - b[2]);
  return [...changed, ...stale.map(([k, v]): [string, T] => [k, v])].slice(0, BATCH);
}
