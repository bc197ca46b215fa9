/**
 * The ratings side of every store (memory, SQLite, PostgreSQL), one contract: a
 * finished game is recorded once, a second recording changes nothing and says so; a ranked
 * game's ratings move through the rater and their history is kept; unranked games are recorded
 * and never rated; leaderboards per ladder, people only or with bots, filtered by expansions,
 * without hidden (deleted) accounts; profiles' sums; leaves; the queue's all-or-none seating;
 * accounts (addresses, former names, one-time recovery tokens). On PostgreSQL, two stores as two
 * nodes recording the same game at once rate it once, and games that share a player recorded at
 * once lose no update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raterFor } from '../src/ratings/rater.ts';
import { START, displayOf } from '../src/ratings/skill.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { openStore } from '../src/store/open.ts';
import type { FinishedGame } from '../src/store/ratings-types.ts';
import type { GameStore } from '../src/store/types.ts';
import { usePostgresStores } from './helpers/postgres-stores.ts';

const noSeeds = () => null;

/** A two-player game: `winner` first, `loser` second. */
function duel(
  id: string,
  winner: string,
  loser: string,
  at: number,
  extra: Partial<FinishedGame> = {},
): FinishedGame {
  return {
    gameId: id,
    ladder: '2',
    players: 2,
    expansions: [],
    mode: 'live',
    finishedAt: at,
    seats: [
      { seat: 0, identity: winner, place: 1, score: 20, abandoned: false },
      { seat: 1, identity: loser, place: 2, score: 12, abandoned: false },
    ],
    ...extra,
  };
}

const record = (store: GameStore, game: FinishedGame) =>
  store.ratings.recordFinished(game, raterFor(game, noSeeds));

function contract(open: () => Promise<GameStore>): void {
  let store: GameStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('records a game once and rates it once', async () => {
    expect(await record(store, duel('g1', 'ada', 'ben', 1000))).toBe(true);
    expect(await record(store, duel('g1', 'ada', 'ben', 1000))).toBe(false);
    const [ada] = await store.ratings.ratingsOf(['ada'], '2');
    const [ben] = await store.ratings.ratingsOf(['ben'], '2');
    expect(ada).toMatchObject({ games: 1, wins: 1 });
    expect(ben).toMatchObject({ games: 1, wins: 0 });
    expect(displayOf(ada!)).toBeGreaterThan(displayOf(START));
    expect(displayOf(ben!)).toBeLessThan(displayOf(START));
    expect(await store.ratings.recorded(['g1', 'nope'])).toEqual(new Set(['g1']));
    const history = await store.ratings.history('ada', '2', 10);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ gameId: 'g1', muBefore: START.mu, mu: ada!.mu });
  });

  it('records an unranked game without rating it', async () => {
    expect(await record(store, duel('g2', 'ben', 'ada', 2000, { ladder: null }))).toBe(true);
    const [ada] = await store.ratings.ratingsOf(['ada'], '2');
    expect(ada!.games).toBe(1);
    const stats = await store.ratings.statsOf('ben');
    expect(stats).toMatchObject({ played: 2, won: 1 });
    expect(stats.seats).toEqual([
      { seat: 0, played: 1, won: 1 },
      { seat: 1, played: 1, won: 0 },
    ]);
    expect(stats.opponents).toEqual([{ identity: 'ada', games: 2 }]);
  });

  it('keeps ladders apart and ranks a table of four by its places', async () => {
    const four: FinishedGame = {
      gameId: 'g3',
      ladder: '3-4',
      players: 4,
      expansions: ['offices', 'messenger'],
      mode: 'async',
      finishedAt: 3000,
      seats: [
        { seat: 0, identity: 'cid', place: 2, score: 15, abandoned: false },
        { seat: 1, identity: 'bot:heuristic', place: 1, score: 18, abandoned: false },
        { seat: 2, identity: 'dan', place: 3, score: 9, abandoned: false },
        { seat: 3, identity: 'ada', place: 4, score: 0, abandoned: true },
      ],
    };
    expect(await record(store, four)).toBe(true);
    const ratings = await store.ratings.ratingsOf(['cid', 'bot:heuristic', 'dan', 'ada'], '3-4');
    const shown = Object.fromEntries(ratings.map((r) => [r.identity, displayOf(r)]));
    expect(shown.cid).toBeGreaterThan(shown.dan!);
    expect(shown.dan).toBeGreaterThan(shown.ada!);
    // Ada's two-player rating did not move.
    expect((await store.ratings.ratingsOf(['ada'], '2'))[0]!.games).toBe(1);
    const [game] = await store.ratings.gamesOf('ada', 1);
    expect(game?.game.expansions).toEqual(['messenger', 'offices']);
    expect(game?.seat).toBe(3);
    expect(game?.change?.ladder).toBe('3-4');
    expect(game?.game.seats[3]).toMatchObject({ abandoned: true, place: 4 });
    const filtered = await store.ratings.gamesOf('ada', 10, ['messenger', 'offices']);
    expect(filtered.map((g) => g.game.gameId)).toEqual(['g3']);
  });

  it('lists a ladder best first, people only or with bots, by expansions, no hidden accounts', async () => {
    const all = await store.ratings.leaderboard({
      ladder: '3-4',
      bots: true,
      minGames: 1,
      limit: 10,
    });
    expect(all.map((r) => r.identity)).toEqual(['bot:heuristic', 'cid', 'dan', 'ada']);
    const people = await store.ratings.leaderboard({
      ladder: '3-4',
      bots: false,
      minGames: 1,
      limit: 10,
    });
    expect(people.map((r) => r.identity)).toEqual(['cid', 'dan', 'ada']);
    const base = await store.ratings.leaderboard({
      ladder: '3-4',
      bots: true,
      minGames: 1,
      expansions: [],
      limit: 10,
    });
    expect(base).toEqual([]);
    await store.ratings.hide('cid');
    const after = await store.ratings.leaderboard({
      ladder: '3-4',
      bots: false,
      minGames: 1,
      limit: 10,
    });
    expect(after.map((r) => r.identity)).toEqual(['dan', 'ada']);
  });

  it('seeds a rating only where there is none', async () => {
    const seed = {
      identity: 'bot:search:hard',
      ladder: '2',
      mu: 30,
      sigma: 2,
      games: 0,
      wins: 0,
      updatedAt: 1,
    } as const;
    await store.ratings.seedRating(seed);
    await store.ratings.seedRating({ ...seed, mu: 10 });
    const [hard] = await store.ratings.ratingsOf(['bot:search:hard'], '2');
    expect(hard).toMatchObject({ mu: 30, sigma: 2, games: 0 });
  });

  it('keeps the first leave of a seat', async () => {
    await store.ratings.leave('g9', 2, 10);
    await store.ratings.leave('g9', 2, 20);
    await store.ratings.leave('g9', 0, 30);
    expect(await store.ratings.leaves('g9')).toEqual([0, 2]);
  });

  it('seats queued players all or none', async () => {
    const entry = (playerId: string, joinedAt: number) => ({
      playerId,
      players: 2,
      expansions: ['offices'],
      bots: true,
      rating: 1000,
      joinedAt,
      gameId: null,
      seenAt: joinedAt,
    });
    await store.ratings.enqueue(entry('q1', 1));
    await store.ratings.enqueue(entry('q2', 2));
    await store.ratings.enqueue(entry('q3', 3));
    expect((await store.ratings.waiting()).map((e) => e.playerId)).toEqual(['q1', 'q2', 'q3']);
    expect(await store.ratings.seatQueued(['q1', 'q2'], 'ga')).toBe(true);
    // q2 is seated already: q2 and q3 together cannot be, and q3 stays free.
    expect(await store.ratings.seatQueued(['q3', 'q2'], 'gb')).toBe(false);
    expect(await store.ratings.queueEntry('q3')).toMatchObject({
      gameId: null,
      expansions: ['offices'],
    });
    expect(await store.ratings.queueEntry('q2')).toMatchObject({ gameId: 'ga' });
    expect((await store.ratings.waiting()).map((e) => e.playerId)).toEqual(['q3']);
    await store.ratings.dequeue('q3');
    expect(await store.ratings.queueEntry('q3')).toBeNull();
  });

  it('lets a waiting entry lapse when its player stops asking, never a seated one', async () => {
    const entry = (playerId: string, joinedAt: number) => ({
      playerId,
      players: 2,
      expansions: [],
      bots: true,
      rating: 1000,
      joinedAt,
      gameId: null,
      seenAt: joinedAt,
    });
    await store.ratings.enqueue(entry('l1', 10));
    await store.ratings.enqueue(entry('l2', 10));
    await store.ratings.enqueue(entry('l3', 10));
    await store.ratings.touchQueue('l2', 30);
    expect(await store.ratings.seatQueued(['l3'], 'gl')).toBe(true);
    expect(await store.ratings.dropLapsed(20)).toBe(1);
    expect((await store.ratings.waiting()).map((e) => e.playerId)).toEqual(['l2']);
    expect(await store.ratings.queueEntry('l3')).toMatchObject({ gameId: 'gl' });
  });

  it('keeps addresses, former names and one-time recovery tokens', async () => {
    await store.accounts.setEmail('p1', 'Ada@Example.org', 1);
    expect(await store.accounts.email('p1')).toBe('ada@example.org');
    // Not verified yet: no recovery by it.
    expect(await store.accounts.playersByEmail('ADA@example.org')).toEqual([]);
    await store.accounts.addAddressToken('v1', 'p1', 'ada@example.org', 100);
    expect(await store.accounts.liveAddressTokens('p1', 50)).toBe(1);
    expect(await store.accounts.verifyAddress('v1', 150)).toBeNull();
    await store.accounts.addAddressToken('v2', 'p1', 'ada@example.org', 100);
    expect(await store.accounts.verifyAddress('v2', 50)).toEqual({
      playerId: 'p1',
      address: 'ada@example.org',
    });
    expect(await store.accounts.verifyAddress('v2', 50)).toBeNull();
    expect(await store.accounts.isVerified('p1', 'Ada@example.org')).toBe(true);
    expect(await store.accounts.playersByEmail('ADA@example.org')).toEqual(['p1']);
    // Mail slots: one per gap, whichever node asks.
    expect(await store.accounts.takeMailSlot('s', 1_000, 500)).toBe(true);
    expect(await store.accounts.takeMailSlot('s', 1_400, 500)).toBe(false);
    expect(await store.accounts.takeMailSlot('s', 1_500, 500)).toBe(true);
    await store.accounts.keepFormerName('p1', 'Ada', 5);
    await store.accounts.keepFormerName('p1', 'Ada L.', 9);
    expect(await store.accounts.formerNames('p1')).toEqual(['Ada L.', 'Ada']);
    expect(await store.accounts.formerNames('p1', 1)).toEqual(['Ada L.']);
    expect(await store.accounts.lastRename('p1')).toBe(9);
    await store.accounts.addRecoveryToken('t1', 'p1', 100);
    expect(await store.accounts.takeRecoveryToken('t1', 50)).toBe('p1');
    expect(await store.accounts.takeRecoveryToken('t1', 50)).toBeNull();
    await store.accounts.addRecoveryToken('t2', 'p1', 100);
    expect(await store.accounts.takeRecoveryToken('t2', 150)).toBeNull();
    expect(await store.accounts.liveRecoveryTokens('p1', 50)).toBe(0);
    await store.accounts.addRecoveryToken('t3', 'p1', 100);
    expect(await store.accounts.liveRecoveryTokens('p1', 50)).toBe(1);
    await store.accounts.forget('p1');
    expect(await store.accounts.email('p1')).toBeNull();
    expect(await store.accounts.formerNames('p1')).toEqual([]);
    expect(await store.accounts.isVerified('p1', 'ada@example.org')).toBe(false);
    expect(await store.accounts.liveRecoveryTokens('p1', 50)).toBe(0);
  });

  it('renames a player and replaces their secret', async () => {
    await store.createPlayer({ id: 'pr', name: 'Old', secretHash: 'h-old', createdAt: 1 });
    await store.updatePlayer('pr', { name: 'New' });
    await store.updatePlayer('pr', { secretHash: 'h-new' });
    expect(await store.playerById('pr')).toMatchObject({ name: 'New', secretHash: 'h-new' });
    expect(await store.playerBySecretHash('h-old')).toBeNull();
    expect((await store.playerBySecretHash('h-new'))?.id).toBe('pr');
  });
}

describe('the memory store', () => {
  contract(() => Promise.resolve(new MemoryStore()));
});

describe('the SQLite store', () => {
  contract(() => openStore('sqlite::memory:'));
});

describe('the PostgreSQL store', () => {
  const pg = usePostgresStores();
  contract(pg.open);

  it('rates a game once when two nodes record it at the same moment', async () => {
    const url = await pg.server.createDatabase();
    const [a, b] = [await openStore(url), await openStore(url)];
    try {
      for (let i = 0; i < 10; i++) {
        const game = duel(`race-${i}`, 'ada', 'ben', 100 + i);
        const outcomes = await Promise.all([record(a, game), record(b, game), record(a, game)]);
        expect(outcomes.filter(Boolean)).toHaveLength(1);
      }
      const [ada] = await a.ratings.ratingsOf(['ada'], '2');
      expect(ada).toMatchObject({ games: 10, wins: 10 });
      expect(await a.ratings.history('ada', '2', 100)).toHaveLength(10);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('loses no update when games that share a player are recorded at once', async () => {
    const url = await pg.server.createDatabase();
    const [a, b] = [await openStore(url), await openStore(url)];
    try {
      const games = Array.from({ length: 12 }, (_, i) =>
        duel(
          `share-${i}`,
          i % 2 === 0 ? 'ada' : `rival-${i}`,
          i % 2 === 0 ? `rival-${i}` : 'ada',
          100 + i,
        ),
      );
      await Promise.all(games.map((g, i) => record(i % 2 === 0 ? a : b, g)));
      const [ada] = await a.ratings.ratingsOf(['ada'], '2');
      expect(ada).toMatchObject({ games: 12, wins: 6 });
      const history = await a.ratings.history('ada', '2', 100);
      // Each game started from the rating the one before it left: a chain, nothing lost.
      for (let i = 1; i < history.length; i++) {
        const links = history.filter((h) => h.muBefore === history[i]!.muBefore);
        expect(links).toHaveLength(1);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
