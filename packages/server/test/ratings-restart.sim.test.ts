/**
 * Exactly one rating update per ranked game when a server process dies, on a SQLite
 * file:
 * - a game that ended in the store but whose result was never recorded (the process died between
 *   the last move and the update, as the file is left then) is rated by the next process to
 *   start, once, and a process killed with SIGKILL right after that and started again does not
 *   rate it a second time;
 * - a ranked game played over sockets whose server is killed with SIGKILL the moment the players
 *   see the end (before or after its update, whichever the race gives) is rated exactly once
 *   after the restart.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuristicBot, playMatch } from '@tnt/bots';
import { moveToText } from '@tnt/engine';
import type { Profile } from '@tnt/protocol';
import { SqliteStore } from '../src/store/sqlite.ts';
import { Api } from './helpers/api.ts';
import { SERVER_ROOT, bundle, outputDir } from './helpers/bundle.ts';
import { spawnServer, type ChildServer } from './helpers/child.ts';
import { joinGame } from './helpers/client.ts';
import { playSeat } from './helpers/seat-player.ts';

let dir: string;
let remove: () => void;

beforeAll(async () => {
  ({ dir, remove } = outputDir('ratings-restart'));
  await bundle(dir, { serve: join(SERVER_ROOT, 'test/fixtures/serve.ts') });
});
afterAll(() => {
  remove();
});

const options = (file: string) => ({
  db: `sqlite:${join(dir, file)}`,
  rateLimit: { burst: 1000, perSecond: 1000 },
});

async function profile(server: ChildServer, id: string): Promise<Profile> {
  return (await new Api(server.url).request<Profile>('GET', `/api/players/${id}/profile`)).body;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 60 s in vain');
}

/** Both players rated by exactly one game: one history point and one game each. */
async function ratedOnce(server: ChildServer, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const p = await profile(server, id);
    expect(p.ratings).toHaveLength(1);
    expect(p.ratings[0]!.games).toBe(1);
    expect(p.history).toHaveLength(1);
    expect(p.played).toBe(1);
  }
}

describe('a ranked game over in the store but not rated', () => {
  it('is rated once by the next process, and not again after a SIGKILL and restart', async () => {
    // The file as a process leaves it that died after storing the last move: game over, no result.
    const file = join(dir, 'ended.sqlite');
    const store = new SqliteStore(file);
    const ids = ['ada-id', 'ben-id'];
    for (const [i, id] of ids.entries()) {
      await store.createPlayer({ id, name: ['Ada', 'Ben'][i]!, secretHash: `h${i}`, createdAt: 1 });
    }
    const setup = { options: { players: 2 }, seed: 'ended game' };
    const match = playMatch(setup, [heuristicBot('a'), heuristicBot('b')]);
    expect(match.finished).toBe(true);
    await store.createGame({
      game: {
        id: 'ended',
        ...setup,
        mode: 'live',
        turnSeconds: 60,
        status: 'playing',
        decisionSeat: 0,
        createdBy: 'ada-id',
        createdAt: 1,
        chat: { spectators: true, record: false },
        undo: true,
        hints: false,
        ranked: true,
      },
      seats: ids.map((playerId, seat) => ({ seat, kind: 'human', bot: null, playerId })),
    });
    for (const [i, m] of match.moves.entries()) {
      const last = i === match.moves.length - 1;
      const row = {
        seq: i + 1,
        seat: m.seat,
        move: moveToText(m.move),
        by: 'player',
        at: 10 + i,
      } as const;
      const progress = {
        status: last ? 'over' : 'playing',
        decisionSeat: last ? null : 0,
      } as const;
      expect(await store.appendMove('ended', row, progress)).toBe(true);
    }
    await store.close();

    const first = await spawnServer(dir, options('ended.sqlite'));
    await until(async () => (await profile(first, 'ada-id')).ratings.length > 0);
    await ratedOnce(first, ids);
    expect(await first.kill('SIGKILL')).toBeNull();

    const second = await spawnServer(dir, options('ended.sqlite'));
    // Its first sweep runs at start; let a few heartbeats pass too.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await ratedOnce(second, ids);
    expect(await second.kill('SIGTERM')).toBe(0);
  });
});

describe('a server killed with SIGKILL as a ranked game ends', () => {
  it('rates the game exactly once after the restart', async () => {
    const first = await spawnServer(dir, options('live.sqlite'));
    const api = new Api(first.url);
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const created = await api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'live',
      turnSeconds: 60,
      ranked: true,
    });
    const id = created.game.id;
    await api.join(ben, id);
    const a = await joinGame(first.url, id, ada.secret, 0);
    const b = await joinGame(first.url, id, ben.secret, 0);
    const plays = [playSeat(a.client, 'ada'), playSeat(b.client, 'ben')];
    await Promise.race(plays.map((p) => p.done));
    expect(await first.kill('SIGKILL')).toBeNull();

    const second = await spawnServer(dir, options('live.sqlite'));
    expect((await new Api(second.url).game(id)).status).toBe('over');
    await until(async () => (await profile(second, ada.player.id)).ratings.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await ratedOnce(second, [ada.player.id, ben.player.id]);
    expect(await second.kill('SIGTERM')).toBe(0);
  });
});
