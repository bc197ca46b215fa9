/**
 * The GameStore contract, run against every implementation: players by id and by secret hash,
 * games with their seats, the append-only move log with compare-and-set (a second writer of the
 * same number loses and nothing is written), seats taken once, lists of a player's games and of
 * games by status. SQLite also keeps everything across a reopen, with its migrations run once.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/store/group-commit.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { openStore } from '../src/store/open.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { GameStore, MoveRow, NewGame } from '../src/store/types.ts';
import { outputDir } from './helpers/bundle.ts';

const files = outputDir('store');
afterAll(() => {
  files.remove();
});

const player = (id: string) => ({ id, name: `name ${id}`, secretHash: `hash ${id}`, createdAt: 1 });
const game = (id: string, status: 'open' | 'playing', createdAt: number): NewGame => ({
  game: {
    id,
    options: { players: 2, expansions: ['offices'] },
    seed: `seed ${id}`,
    mode: 'live',
    turnSeconds: null,
    status,
    decisionSeat: status === 'playing' ? 0 : null,
    createdBy: 'p1',
    createdAt,
  },
  seats: [
    { seat: 0, kind: 'human', bot: null, playerId: 'p1' },
    {
      seat: 1,
      kind: status === 'open' ? 'human' : 'bot',
      bot: status === 'open' ? null : 'heuristic',
      playerId: null,
    },
  ],
});
const move = (seq: number, text = 'draw supply'): MoveRow => ({
  seq,
  seat: 0,
  move: text,
  by: 'player',
  at: 100 + seq,
});
const playing = { status: 'playing', decisionSeat: 1 } as const;

const stores: [string, () => GameStore][] = [
  ['memory', () => new MemoryStore()],
  ['sqlite in memory', () => openStore('sqlite::memory:')],
  ['sqlite file', () => new SqliteStore(join(files.dir, `contract-${Math.random()}.sqlite`))],
];

describe.each(stores)('the %s store', (_name, open) => {
  it('finds players by id, by secret hash, and in bulk', async () => {
    const store = open();
    await store.createPlayer(player('p1'));
    await store.createPlayer(player('p2'));
    await expect(store.createPlayer(player('p1'))).rejects.toThrow();
    expect(await store.playerById('p1')).toEqual(player('p1'));
    expect(await store.playerBySecretHash('hash p2')).toEqual(player('p2'));
    expect(await store.playerBySecretHash('nope')).toBeNull();
    expect((await store.playersByIds(['p2', 'x', 'p1'])).map((p) => p.id)).toEqual(['p2', 'p1']);
    await store.close();
  });

  it('appends moves only with the next number (compare-and-set), to playing games only', async () => {
    const store = open();
    await store.createPlayer(player('p1'));
    await store.createGame(game('g1', 'playing', 10));
    await store.createGame(game('g2', 'open', 11));
    expect(await store.appendMove('g1', move(1), playing)).toBe(true);
    // A second writer of number 1 loses, and so do gaps and games that do not play.
    expect(await store.appendMove('g1', move(1, 'draw 3'), playing)).toBe(false);
    expect(await store.appendMove('g1', move(3), playing)).toBe(false);
    expect(await store.appendMove('g2', move(1), playing)).toBe(false);
    expect(await store.appendMove('nope', move(1), playing)).toBe(false);
    expect(
      await store.appendMove('g1', move(2, 'play Ulm new'), { status: 'over', decisionSeat: null }),
    ).toBe(true);
    expect(await store.appendMove('g1', move(3), playing)).toBe(false);
    const loaded = await store.loadGame('g1');
    expect(loaded?.moves).toEqual([move(1), move(2, 'play Ulm new')]);
    expect(loaded?.game).toMatchObject({
      moveCount: 2,
      status: 'over',
      decisionSeat: null,
      updatedAt: 102,
      seed: 'seed g1',
    });
    expect(loaded?.game.options).toEqual({ players: 2, expansions: ['offices'] });
    expect(loaded?.seats).toEqual(game('g1', 'playing', 10).seats);
    expect(await store.loadGame('nope')).toBeNull();
    await store.close();
  });

  it('gives a free human seat once, and lists games by player and by status', async () => {
    const store = open();
    await store.createPlayer(player('p1'));
    await store.createPlayer(player('p2'));
    await store.createGame(game('g1', 'open', 10));
    await store.createGame(game('g2', 'playing', 20));
    expect(await store.takeSeat('g1', 1, 'p2')).toBe(true);
    expect(await store.takeSeat('g1', 1, 'p2')).toBe(false);
    expect(await store.takeSeat('g1', 0, 'p2')).toBe(false);
    expect(await store.takeSeat('g2', 1, 'p2')).toBe(false);
    await store.setProgress('g1', playing, 30);
    expect((await store.gamesOfPlayer('p1', 10)).map((g) => g.game.id)).toEqual(['g2', 'g1']);
    const ofP2 = await store.gamesOfPlayer('p2', 10);
    expect(ofP2.map((g) => [g.game.id, g.seats[1]!.playerId])).toEqual([['g1', 'p2']]);
    expect((await store.gamesWithStatus('playing', 10)).map((g) => g.game.id)).toEqual([
      'g1',
      'g2',
    ]);
    expect(await store.gamesWithStatus('open', 10)).toEqual([]);
    expect((await store.gamesOfPlayer('p1', 1)).length).toBe(1);
    await store.close();
  });
});

describe('the SQLite file', () => {
  it('keeps everything across a reopen, and runs each migration once', async () => {
    const file = join(files.dir, 'reopen.sqlite');
    const first = new SqliteStore(file);
    await first.createPlayer(player('p1'));
    await first.createGame(game('g1', 'playing', 10));
    await first.appendMove('g1', move(1), playing);
    await first.close();
    const second = new SqliteStore(file);
    expect((await second.loadGame('g1'))?.moves).toEqual([move(1)]);
    expect(await second.appendMove('g1', move(2), playing)).toBe(true);
    await second.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
    raw.close();
  });

  it('refuses databases it does not know', () => {
    expect(() => openStore('postgres://localhost/tnt')).toThrow(/not available yet/);
    expect(() => openStore('mysql://x')).toThrow(/unknown database/);
    expect(() => openStore('sqlite:')).toThrow(/needs a file/);
  });
});

describe('group commit', () => {
  it('writes the appends of one turn of the event loop in one batch, each with its own answer', async () => {
    const batches: number[][] = [];
    const commits = new GroupCommit<number, string>((batch) => {
      batches.push([...batch]);
      return batch.map((n) =>
        n < 0 ? { ok: false, error: new Error(`bad ${n}`) } : { ok: true, value: `stored ${n}` },
      );
    });
    const first = [commits.submit(1), commits.submit(-2), commits.submit(3)];
    expect(batches).toEqual([]);
    const settled = await Promise.allSettled(first);
    expect(
      settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
    ).toEqual(['stored 1', 'bad -2', 'stored 3']);
    await commits.submit(4);
    expect(batches).toEqual([[1, -2, 3], [4]]);
  });

  it('fails every write of a batch whose transaction fails', async () => {
    const commits = new GroupCommit<number, string>(() => {
      throw new Error('disk full');
    });
    const settled = await Promise.allSettled([commits.submit(1), commits.submit(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('keeps compare-and-set within one SQLite batch: the second writer of a number loses', async () => {
    const store = openStore('sqlite::memory:');
    await store.createPlayer(player('p1'));
    await store.createGame(game('g1', 'playing', 10));
    await store.createGame(game('g2', 'playing', 10));
    const answers = await Promise.all([
      store.appendMove('g1', move(1), playing),
      store.appendMove('g1', move(1, 'draw 2'), playing),
      store.appendMove('g2', move(1), playing),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect((await store.loadGame('g1'))?.moves).toEqual([move(1)]);
    await store.close();
  });
});
