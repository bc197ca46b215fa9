/**
 * The PostgreSQL store as several server nodes use it, on a throwaway PostgreSQL server: two
 * stores on one database stand for two nodes. Appends of the same move number race for real
 * (exactly one wins, the log has no gap and no duplicate), claims race (exactly one node holds a
 * game), migrations run once when nodes open together on an empty database, and a store outlives
 * a restart or a crash of the database: its operations fail while the database is away and work
 * again, on the same store, when it is back. The contract itself runs in store.cluster.test.ts.
 */
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/store/migrations.ts';
import { PostgresStore } from '../src/store/postgres.ts';
import type { GameStore, MoveRow, NewGame } from '../src/store/types.ts';
import { botSeat, liveGameInPlay } from './helpers/stored-game.ts';
import { startPostgres, type Postgres } from './services/postgres.ts';

let server: Postgres;
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await server.remove();
});

const opened: GameStore[] = [];
/** A node: a store of its own (its own pool of connections) on the database at `url`. */
async function node(url: string): Promise<PostgresStore> {
  const store = await PostgresStore.open(url, { poolSize: 4 });
  opened.push(store);
  return store;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const newGame = (id: string): NewGame => liveGameInPlay(id, [botSeat(0), botSeat(1)]);
const move = (seq: number, text: string): MoveRow => ({
  seq,
  seat: seq % 2,
  move: text,
  by: 'bot',
  at: 1_000 + seq,
});
const playing = (seq: number) => ({ status: 'playing', decisionSeat: (seq + 1) % 2 }) as const;

describe('PostgreSQL: two nodes appending the same move numbers at once', () => {
  it('stores exactly one move per number, the winner’s, with no gap and no duplicate', async () => {
    const url = await server.createDatabase();
    const [a, b] = [await node(url), await node(url)];
    await a.createGame(newGame('g1'));
    const winners: string[] = [];
    for (let seq = 1; seq <= 40; seq += 1) {
      // Six writers, three on each node, all asking for the same number.
      const writers = Array.from({ length: 6 }, (_, i) => ({
        store: i % 2 === 0 ? a : b,
        text: `move ${String(seq)} by writer ${String(i)}`,
      }));
      const answers = await Promise.all(
        writers.map((w) => w.store.appendMove('g1', move(seq, w.text), playing(seq))),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
      winners.push(writers[answers.indexOf(true)]?.text ?? '');
    }
    for (const store of [a, b]) {
      const loaded = await store.loadGame('g1');
      expect(loaded?.game.moveCount).toBe(40);
      expect(loaded?.moves.map((m) => m.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(loaded?.moves.map((m) => m.move)).toEqual(winners);
    }
  });

  it('keeps the log linear when writers each read the count and append the next number', async () => {
    const url = await server.createDatabase();
    const [a, b] = [await node(url), await node(url)];
    await a.createGame(newGame('g1'));
    const total = 60;
    const stored = new Map<number, string>();
    // Four writers, two per node, each: read the count, try the next number, again until done.
    const writer = async (store: GameStore, name: string) => {
      for (;;) {
        const count = (await store.loadGame('g1'))?.game.moveCount ?? total;
        if (count >= total) return;
        const text = `${name} takes ${String(count + 1)}`;
        if (await store.appendMove('g1', move(count + 1, text), playing(count + 1))) {
          expect(stored.has(count + 1)).toBe(false);
          stored.set(count + 1, text);
        }
      }
    };
    await Promise.all(['w0', 'w1', 'w2', 'w3'].map((name, i) => writer(i % 2 === 0 ? a : b, name)));
    const loaded = await b.loadGame('g1');
    expect(loaded?.moves.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(loaded?.moves.map((m) => m.move)).toEqual(loaded?.moves.map((m) => stored.get(m.seq)));
  });
});

describe('PostgreSQL: two nodes claiming the same games at once', () => {
  it('gives each game to exactly one node, and a lapsed claim to the other', async () => {
    const url = await server.createDatabase();
    const [a, b] = [await node(url), await node(url)];
    const ids = Array.from({ length: 30 }, (_, i) => `g${String(i)}`);
    const answers = await Promise.all(
      ids.map((id) =>
        Promise.all([a.claimGame(id, 'A', 1000, 2000), b.claimGame(id, 'B', 1000, 2000)]),
      ),
    );
    for (const pair of answers) expect(pair.filter(Boolean)).toHaveLength(1);
    const heldByA = ids.filter((_, i) => answers[i]?.[0]).sort();
    const heldByB = ids.filter((_, i) => answers[i]?.[1]).sort();
    expect(await b.renewClaims('A', 1500, 2500)).toEqual(heldByA);
    expect(await a.renewClaims('B', 1500, 2000)).toEqual(heldByB);
    // B's claims run out at 2000: A and a third node race for each, and exactly one takes it.
    const takeover = await Promise.all(
      heldByB.map((id) =>
        Promise.all([a.claimGame(id, 'A', 2000, 3000), b.claimGame(id, 'C', 2000, 3000)]),
      ),
    );
    for (const pair of takeover) expect(pair.filter(Boolean)).toHaveLength(1);
    const wonByA = heldByB.filter((_, i) => takeover[i]?.[0]);
    const wonByC = heldByB.filter((_, i) => takeover[i]?.[1]);
    expect(await b.renewClaims('B', 2000, 4000)).toEqual([]);
    expect(await a.renewClaims('A', 2100, 4000)).toEqual([...heldByA, ...wonByA].sort());
    expect(await a.renewClaims('C', 2100, 4000)).toEqual(wonByC.sort());
  });
});

describe('PostgreSQL: nodes opening an empty database at the same time', () => {
  it('run the migrations once, and all work on the one schema', async () => {
    const url = await server.createDatabase();
    const nodes = await Promise.all([node(url), node(url), node(url), node(url)]);
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      // Each migration once, whichever node ran it.
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    } finally {
      await admin.end();
    }
    await nodes[0].createGame(newGame('g1'));
    expect(await nodes[3].appendMove('g1', move(1, 'first'), playing(1))).toBe(true);
    expect((await nodes[2].loadGame('g1'))?.moves.map((m) => m.move)).toEqual(['first']);
    // Opening again later applies nothing either.
    await node(url);
  });
});

describe('PostgreSQL: the database restarting under a running store', () => {
  it('fails operations while the database is stopped, and works again on the same store after', async () => {
    const store = await node(await server.createDatabase());
    await store.createGame(newGame('g1'));
    expect(await store.appendMove('g1', move(1, 'before'), playing(1))).toBe(true);
    await server.stop();
    await expect(store.ping()).rejects.toThrow();
    await expect(store.loadGame('g1')).rejects.toThrow();
    await expect(store.appendMove('g1', move(2, 'while down'), playing(2))).rejects.toThrow();
    await expect(store.createGame(newGame('g2'))).rejects.toThrow();
    await expect(store.claimGame('g1', 'A', 1, 2)).rejects.toThrow();
    await server.start();
    await store.ping();
    expect(await store.appendMove('g1', move(2, 'after'), playing(2))).toBe(true);
    const loaded = await store.loadGame('g1');
    expect(loaded?.moves.map((m) => m.move)).toEqual(['before', 'after']);
    expect(await store.loadGame('g2')).toBeNull();
  });

  it('keeps every acknowledged move through a crash of the database', async () => {
    const store = await node(await server.createDatabase());
    await store.createGame(newGame('g1'));
    for (let seq = 1; seq <= 10; seq += 1) {
      expect(await store.appendMove('g1', move(seq, `m${String(seq)}`), playing(seq))).toBe(true);
    }
    await store.setTurnClock('g1', { key: '10/1', at: 5_000 });
    await server.kill();
    await expect(store.ping()).rejects.toThrow();
    await server.start();
    const loaded = await store.loadGame('g1');
    expect(loaded?.game).toMatchObject({ moveCount: 10, turnClock: { key: '10/1', at: 5_000 } });
    expect(loaded?.moves.map((m) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await store.appendMove('g1', move(11, 'm11'), playing(11))).toBe(true);
  });
});
