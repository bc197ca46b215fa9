/**
 * A test file's server with two players, Ada and Ben, and their 2-player games: Ada creates
 * each (seat 0, her turn first), Ben takes seat 1. The server starts before the file's tests and
 * stops after them.
 *
 * @example
 * const table = twoPlayers();
 * const id = await table.newGame({ undo: false });
 * const a = await table.harness.connect(id, table.ada);
 */
import { afterAll, beforeAll } from 'vitest';
import type { NewPlayer } from '@tnt/protocol';
import { startHarness, type Harness } from './server.ts';

export interface TwoPlayers {
  readonly harness: Harness;
  readonly ada: NewPlayer;
  readonly ben: NewPlayer;
  /** A game of Ada and Ben, with more of CreateGameBody's fields; its id. */
  newGame(extra?: object): Promise<string>;
}

export function twoPlayers(): TwoPlayers {
  let harness: Harness | null = null;
  let ada: NewPlayer | null = null;
  let ben: NewPlayer | null = null;
  beforeAll(async () => {
    harness = await startHarness({
      db: 'sqlite::memory:',
      rateLimit: { burst: 1000, perSecond: 1000 },
    });
    ada = await harness.api.player('Ada');
    ben = await harness.api.player('Ben');
  });
  afterAll(async () => {
    await harness?.stop();
  });
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('the server starts before the tests');
    return value;
  };
  return {
    get harness() {
      return started(harness);
    },
    get ada() {
      return started(ada);
    },
    get ben() {
      return started(ben);
    },
    async newGame(extra = {}) {
      const api = started(harness).api;
      const created = await api.createGame(started(ada), {
        options: { players: 2, startingPlayer: 0 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        ...extra,
      });
      await api.join(started(ben), created.game.id);
      return created.game.id;
    },
  };
}
