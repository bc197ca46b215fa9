/**
 * The GameStore contract, run against every implementation (memory, SQLite in memory and in a
 * file, PostgreSQL on a throwaway server): players by id and by secret hash, games with their
 * seats, the append-only move log with compare-and-set (a second writer of the same number loses
 * and nothing is written), seats taken once, lists of a player's games and of games by status,
 * the turn clock, and the claims of games by server nodes (one holder at a time, taken over when
 * it lapses) with the list of games no node holds. SQLite also keeps everything across a reopen
 * and upgrades an older file, with each migration run once. PostgreSQL under real concurrency and
 * restarts: store-postgres.cluster.test.ts.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/store/group-commit.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { MIGRATIONS, MIGRATIONS_TABLE } from '../src/store/migrations.ts';
import { openStore } from '../src/store/open.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { GameStore, MoveRow, NewGame } from '../src/store/types.ts';
import { outputDir } from './helpers/bundle.ts';
import { freePort } from './services/free-port.ts';
import { DEFAULT_CHAT_OPTIONS } from '@tnt/protocol';
import { usePostgresStores } from './helpers/postgres-stores.ts';

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
    chat: DEFAULT_CHAT_OPTIONS,
    undo: true,
    hints: true,
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
/** A playing asynchronous game: with a time per turn or not, with a bot seat or two people. */
const asyncGame = (
  id: string,
  createdAt: number,
  { turnSeconds, bot }: { turnSeconds: number | null; bot: boolean },
): NewGame => ({
  game: { ...game(id, 'playing', createdAt).game, mode: 'async', turnSeconds },
  seats: [
    { seat: 0, kind: 'human', bot: null, playerId: 'p1' },
    bot
      ? { seat: 1, kind: 'bot', bot: 'random', playerId: null }
      : { seat: 1, kind: 'human', bot: null, playerId: 'p2' },
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

/** The contract; `open` gives a fresh, empty store, closed after each test. */
function contract(open: () => Promise<GameStore>): void {
  const opened: GameStore[] = [];
  const fresh = async () => {
    const store = await open();
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('answers a ping, and finds players by id, by secret hash, and in bulk', async () => {
    const store = await fresh();
    await store.ping();
    await store.createPlayer(player('p1'));
    await store.createPlayer(player('p2'));
    await expect(store.createPlayer(player('p1'))).rejects.toThrow();
    expect(await store.playerById('p1')).toEqual(player('p1'));
    expect(await store.playerBySecretHash('hash p2')).toEqual(player('p2'));
    expect(await store.playerBySecretHash('nope')).toBeNull();
    expect((await store.playersByIds(['p2', 'x', 'p1'])).map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(await store.playersByIds([])).toEqual([]);
  });

  it('appends moves only with the next number (compare-and-set), to playing games only', async () => {
    const store = await fresh();
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
    expect(loaded?.game).toEqual({
      ...game('g1', 'playing', 10).game,
      moveCount: 2,
      status: 'over',
      decisionSeat: null,
      updatedAt: 102,
      turnClock: null,
      ranked: false,
    });
    expect(loaded?.seats).toEqual(game('g1', 'playing', 10).seats);
    expect((await store.loadGame('g2'))?.moves).toEqual([]);
    expect(await store.loadGame('nope')).toBeNull();
  });

  it('keeps one of two appends of the same number made at once, and the other writes nothing', async () => {
    const store = await fresh();
    await store.createPlayer(player('p1'));
    await store.createGame(game('g1', 'playing', 10));
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((who) => store.appendMove('g1', move(1, `draw ${who}`), playing)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd'][answers.indexOf(true)];
    expect((await store.loadGame('g1'))?.moves).toEqual([move(1, `draw ${String(winner)}`)]);
  });

  it('gives a free human seat once, and lists games by player and by status', async () => {
    const store = await fresh();
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
    const byStatus = await store.gamesWithStatus('playing', 10);
    expect(byStatus.map((g) => g.game.id)).toEqual(['g1', 'g2']);
    expect(byStatus[1]?.seats).toEqual(game('g2', 'playing', 20).seats);
    expect(byStatus[0]?.game).toMatchObject({ status: 'playing', decisionSeat: 1, updatedAt: 30 });
    expect(await store.gamesWithStatus('open', 10)).toEqual([]);
    expect((await store.gamesOfPlayer('p1', 1)).length).toBe(1);
  });

  it("counts a creator's unfinished games: open ones, ones with no person seated, ones with no person at the table", async () => {
    const store = await fresh();
    await store.createPlayer(player('p1'));
    await store.createPlayer(player('p2'));
    expect(await store.unfinishedGamesBy('p1')).toEqual({ open: 0, unseated: 0, alone: 0 });
    const nobody = (id: string, status: 'open' | 'playing'): NewGame => ({
      game: game(id, status, 10).game,
      seats: game(id, status, 10).seats.map((s) => ({ ...s, playerId: null })),
    });
    await store.createGame(game('g1', 'open', 10));
    // A live game under way whose person has never opened a socket: it plays on alone.
    await store.createGame(game('g2', 'playing', 10));
    await store.createGame(nobody('g3', 'open'));
    await store.createGame(nobody('g4', 'playing'));
    await store.createGame(nobody('g5', 'playing'));
    await store.createGame({
      ...game('g6', 'open', 10),
      game: { ...game('g6', 'open', 10).game, createdBy: 'p2' },
    });
    // An asynchronous game without a clock waits for its people: never alone.
    await store.createGame({
      ...game('g7', 'playing', 10),
      game: { ...game('g7', 'playing', 10).game, mode: 'async' },
    });
    expect(await store.unfinishedGamesBy('p1')).toEqual({ open: 2, unseated: 3, alone: 4 });
    // Its person at the table (their seat's absence is null), g2 is not alone.
    await store.social.setAbsence('g2', 0, null);
    expect((await store.unfinishedGamesBy('p1')).alone).toBe(3);
    // A game that ends counts no more; a seat taken makes a game a person's.
    await store.appendMove('g5', move(1), { status: 'over', decisionSeat: null });
    expect(await store.takeSeat('g3', 0, 'p2')).toBe(true);
    expect(await store.unfinishedGamesBy('p1')).toEqual({ open: 2, unseated: 1, alone: 1 });
    // Its person gone again, g2 plays on alone.
    await store.social.setAbsence('g2', 0, 123);
    expect(await store.unfinishedGamesBy('p1')).toEqual({ open: 2, unseated: 1, alone: 2 });
    expect(await store.unfinishedGamesBy('p2')).toEqual({ open: 1, unseated: 0, alone: 0 });
  });

  it('records the turn clock of a game and clears it, without touching the rest of the row', async () => {
    const store = await fresh();
    await store.createPlayer(player('p1'));
    await store.createGame(game('g1', 'playing', 10));
    await store.createGame(game('g2', 'playing', 10));
    expect((await store.loadGame('g1'))?.game.turnClock).toBeNull();
    // Epoch ms beyond 32 bits: a BIGINT read back as a number.
    const clock = { key: '3/1', at: 1_767_225_600_123 };
    await store.setTurnClock('g1', clock);
    const before = await store.loadGame('g1');
    expect(before?.game).toMatchObject({ turnClock: clock, updatedAt: 10, moveCount: 0 });
    expect((await store.loadGame('g2'))?.game.turnClock).toBeNull();
    expect(await store.appendMove('g1', move(1), playing)).toBe(true);
    expect((await store.loadGame('g1'))?.game.turnClock).toEqual(clock);
    const listed = await store.gamesWithStatus('playing', 10);
    expect(listed.find((g) => g.game.id === 'g1')?.game.turnClock).toEqual(clock);
    await store.setTurnClock('g1', { key: '4/0', at: 2_000 });
    expect((await store.loadGame('g1'))?.game.turnClock).toEqual({ key: '4/0', at: 2_000 });
    await store.setTurnClock('g1', null);
    expect((await store.loadGame('g1'))?.game).toMatchObject({ turnClock: null, moveCount: 1 });
    await store.setTurnClock('nope', clock);
    expect(await store.loadGame('nope')).toBeNull();
  });

  it('lets one node hold a game at a time, renews its own claims, and hands over lapsed ones', async () => {
    const store = await fresh();
    expect(await store.claimGame('g1', 'A', 1000, 2000)).toBe(true);
    expect(await store.claimGame('g1', 'B', 1500, 2500)).toBe(false);
    expect(await store.claimGame('g1', 'A', 1500, 3000)).toBe(true);
    expect(await store.claimGame('g1', 'B', 2999, 4000)).toBe(false);
    // At 3000 A's claim has run out: B takes the game, and A cannot take it back.
    expect(await store.claimGame('g1', 'B', 3000, 4000)).toBe(true);
    expect(await store.claimGame('g1', 'A', 3001, 5000)).toBe(false);
    expect(await store.claimGame('g2', 'A', 3000, 3500)).toBe(true);
    expect(await store.claimGame('g3', 'A', 1000, 2000)).toBe(true);
    // Renewing returns only the claims still held: g3's lapsed, and g1 is B's.
    expect(await store.renewClaims('A', 3100, 5000)).toEqual(['g2']);
    expect(await store.renewClaims('B', 3100, 6000)).toEqual(['g1']);
    expect(await store.renewClaims('C', 3100, 6000)).toEqual([]);
    expect(await store.claimGame('g2', 'B', 4999, 6000)).toBe(false);
    expect(await store.claimGame('g1', 'A', 5999, 7000)).toBe(false);
    expect(await store.claimGame('g3', 'B', 3100, 4000)).toBe(true);
    expect(await store.renewClaims('A', 3200, 5000)).toEqual(['g2']);
    // Releasing another node's claim changes nothing; releasing one's own frees the game.
    await store.releaseGame('g1', 'A');
    expect(await store.claimGame('g1', 'A', 3200, 4000)).toBe(false);
    await store.releaseGame('g1', 'B');
    expect(await store.renewClaims('B', 3200, 6000)).toEqual(['g3']);
    expect(await store.claimGame('g1', 'A', 3200, 4000)).toBe(true);
    expect(await store.renewClaims('A', 3300, 5000)).toEqual(['g1', 'g2']);
  });

  it('gives a game claimed by two nodes at once to exactly one of them', async () => {
    const store = await fresh();
    const ids = Array.from({ length: 10 }, (_, i) => `g${String(i)}`);
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([store.claimGame(id, 'A', 1000, 2000), store.claimGame(id, 'B', 1000, 2000)]),
      ),
    );
    for (const pair of answers) expect(pair.filter(Boolean)).toHaveLength(1);
    const heldByA = ids.filter((_, i) => answers[i]?.[0]);
    const heldByB = ids.filter((_, i) => answers[i]?.[1]);
    expect(await store.renewClaims('A', 1500, 3000)).toEqual(heldByA.sort());
    expect(await store.renewClaims('B', 1500, 3000)).toEqual(heldByB.sort());
  });

  it('lists the playing games that act alone and that no node holds, least recently updated first', async () => {
    const store = await fresh();
    await store.createPlayer(player('p1'));
    await store.createPlayer(player('p2'));
    await store.createGame(game('live', 'playing', 10));
    await store.createGame(asyncGame('timed', 20, { turnSeconds: 3600, bot: false }));
    // A bot seat acts alone only when the decision is its own.
    await store.createGame(asyncGame('with-bot', 30, { turnSeconds: null, bot: true }));
    await store.createGame(asyncGame('bot-turn', 31, { turnSeconds: null, bot: true }));
    await store.setProgress('bot-turn', { status: 'playing', decisionSeat: 1 }, 35);
    await store.createGame(game('lapsed', 'playing', 40));
    await store.createGame(game('held', 'playing', 5));
    await store.createGame(asyncGame('people', 1, { turnSeconds: null, bot: false }));
    await store.createGame(game('waiting', 'open', 2));
    await store.createGame(game('done', 'playing', 3));
    await store.setProgress('done', { status: 'over', decisionSeat: null }, 4);
    expect(await store.appendMove('live', move(1), playing)).toBe(true); // updated at 101
    expect(await store.claimGame('held', 'A', 900, 2000)).toBe(true);
    expect(await store.claimGame('lapsed', 'A', 900, 1000)).toBe(true);

    expect(await store.unclaimedGames(1000, 10)).toEqual(['timed', 'bot-turn', 'lapsed', 'live']);
    expect(await store.unclaimedGames(1000, 2)).toEqual(['timed', 'bot-turn']);
    expect(await store.unclaimedGames(999, 10)).toEqual(['timed', 'bot-turn', 'live']);
    await store.releaseGame('held', 'A');
    expect(await store.unclaimedGames(1000, 10)).toEqual([
      'held',
      'timed',
      'bot-turn',
      'lapsed',
      'live',
    ]);
    expect(await store.claimGame('timed', 'B', 1000, 5000)).toBe(true);
    expect(await store.unclaimedGames(4999, 1)).toEqual(['held']);
    expect(await store.unclaimedGames(5000, 2)).toEqual(['held', 'timed']);
  });
}

describe('the memory store', () => {
  contract(() => Promise.resolve(new MemoryStore()));
});

describe('the SQLite store in memory', () => {
  contract(() => openStore('sqlite::memory:'));
});

describe('the SQLite store in a file', () => {
  contract(() =>
    openStore(`sqlite:${join(files.dir, `contract-${String(Math.random())}.sqlite`)}`),
  );
});

describe('the PostgreSQL store', () => {
  const pg = usePostgresStores();
  contract(pg.open);
});

describe('the SQLite file', () => {
  const versions = (file: string) => {
    const raw = new Database(file, { readonly: true });
    const rows = raw.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    raw.close();
    return rows;
  };

  it('keeps everything across a reopen, and runs each migration once', async () => {
    const file = join(files.dir, 'reopen.sqlite');
    const first = new SqliteStore(file);
    await first.createPlayer(player('p1'));
    await first.createGame(game('g1', 'playing', 10));
    await first.appendMove('g1', move(1), playing);
    await first.setTurnClock('g1', { key: '1/1', at: 5000 });
    await first.claimGame('g1', 'A', 100, 9000);
    await first.close();
    const second = new SqliteStore(file);
    expect((await second.loadGame('g1'))?.moves).toEqual([move(1)]);
    expect((await second.loadGame('g1'))?.game.turnClock).toEqual({ key: '1/1', at: 5000 });
    expect(await second.claimGame('g1', 'B', 200, 9000)).toBe(false);
    expect(await second.appendMove('g1', move(2), playing)).toBe(true);
    await second.close();
    // Every migration recorded once, in order (the list grows; a test need not).
    expect(versions(file)).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
  });

  it('upgrades a file made before the claims and turn clocks, keeping its games', async () => {
    const file = join(files.dir, 'version-1.sqlite');
    const old = new Database(file);
    old.exec(MIGRATIONS_TABLE);
    for (const sql of MIGRATIONS[0]?.statements ?? []) old.exec(sql);
    old.exec(`INSERT INTO schema_migrations VALUES (1, 'first', 1);
      INSERT INTO games VALUES ('g1', '{"players":2}', 's', 'live', NULL, 'playing', 0, 0, NULL, 10, 10);
      INSERT INTO seats VALUES ('g1', 0, 'human', NULL, NULL), ('g1', 1, 'bot', 'random', NULL);`);
    old.close();
    const store = new SqliteStore(file);
    expect((await store.loadGame('g1'))?.game).toMatchObject({
      id: 'g1',
      turnClock: null,
      ranked: false,
    });
    expect(await store.unclaimedGames(1000, 10)).toEqual(['g1']);
    expect(await store.claimGame('g1', 'A', 1000, 2000)).toBe(true);
    expect(await store.unclaimedGames(1000, 10)).toEqual([]);
    await store.close();
    // Every migration recorded once, in order (the list grows; a test need not).
    expect(versions(file)).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
  });
});

describe('opening a store by name', () => {
  it('refuses databases it does not know, and files without a name', async () => {
    await expect(openStore('mysql://x')).rejects.toThrow(/unknown database "mysql:\/\/x"/);
    await expect(openStore('sqlite:')).rejects.toThrow(/needs a file/);
  });

  it('rejects a PostgreSQL URL where nothing answers, without showing its password', async () => {
    const port = await freePort();
    const opening = openStore(`postgresql://tnt:secret@127.0.0.1:${String(port)}/tnt`);
    await expect(opening).rejects.toThrow(/cannot open PostgreSQL at postgresql:\/\/tnt:\*\*\*@/);
    await expect(opening).rejects.not.toThrow(/secret/);
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
    const store = await openStore('sqlite::memory:');
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
