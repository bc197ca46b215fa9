/**
 * The tournament and friend stores' contract on the memory store and SQLite (PostgreSQL's races:
 * tournaments.cluster.test.ts): sign-up up to the last place and no further, a start written once
 * (bots with it, or a cancellation), a round paired once and only after the one before, withdrawal
 * in sign-up and while running, what is due; friendships asked, crossed and accepted, removed,
 * blocks that end them, presence and spectator counts, invitations.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { EntryRow, TournamentRow } from '../src/store/tournament-types.ts';
import type { GameStore } from '../src/store/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'tnt-community-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const STORES: readonly [string, () => GameStore][] = [
  ['memory', () => new MemoryStore()],
  ['sqlite', () => new SqliteStore(join(dir, `s${Math.random()}.sqlite`))],
];

const row = (id: string, over: Partial<TournamentRow> = {}): TournamentRow => ({
  id,
  name: id,
  createdBy: 'p0',
  format: 'swiss',
  rounds: 2,
  tableSize: 2,
  options: { expansions: ['messenger'] },
  mode: 'live',
  turnSeconds: 60,
  ranked: false,
  bots: 'heuristic',
  maxPlayers: 3,
  startsAt: null,
  status: 'signup',
  round: 0,
  createdAt: 1,
  startedAt: null,
  endedAt: null,
  note: null,
  ...over,
});

const entry = (tournamentId: string, entrant: string, bot: EntryRow['bot'] = null): EntryRow => ({
  tournamentId,
  entrant,
  bot,
  rating: 1000,
  joinedAt: 1,
  droppedAfter: null,
});

for (const [kind, open] of STORES) {
  describe(`the tournament store (${kind})`, () => {
    it('takes entries up to the last place, starts once, pairs each round once', async () => {
      const store = open();
      const t = store.tournaments;
      await t.create(row('t1'), entry('t1', 'p0'));
      expect(await t.get('t1')).toMatchObject({ options: { expansions: ['messenger'] } });
      expect(await t.enter(entry('t1', 'p0'), 3)).toBe('already');
      expect(await t.enter(entry('t1', 'p1'), 3)).toBe('entered');
      expect(await t.enter(entry('t1', 'p2'), 3)).toBe('entered');
      expect(await t.enter(entry('t1', 'p3'), 3)).toBe('full');
      expect((await t.due(0)).start).toEqual(['t1']);
      expect(await t.unfinishedCreatedBy('p0')).toBe(1);
      expect(await t.unfinishedEntered('p1')).toBe(1);
      // Withdrawing in sign-up frees the place.
      expect(await t.withdraw('t1', 'p2', 0)).toBe(true);
      expect(await t.withdraw('t1', 'p2', 0)).toBe(false);
      expect((await t.due(0)).start).toEqual([]);
      const plan = () => ({
        rounds: 2,
        bots: [{ ...entry('t1', '#bot1', 'heuristic'), joinedAt: 5 }],
      });
      expect(await t.start('t1', 5, plan)).toBe('started');
      expect(await t.start('t1', 6, plan)).toBe('late');
      expect(await t.enter(entry('t1', 'p4'), 3)).toBe('closed');
      expect((await t.entries('t1')).map((e) => e.entrant)).toEqual(['p0', 'p1', '#bot1']);
      expect((await t.due(10)).pair).toEqual(['t1']);
      const tables = [
        { table: 1, gameId: 'g1', entrants: ['p0', 'p1'] },
        { table: 2, gameId: null, entrants: ['#bot1'] },
      ];
      // Round 2 is not next; round 1 goes in once.
      expect(await t.pairRound('t1', 2, tables, 10, 'a')).toBe(false);
      expect(await t.pairRound('t1', 1, tables, 10, 'a')).toBe(true);
      expect(await t.pairRound('t1', 1, tables, 11, 'b')).toBe(false);
      expect(await t.rounds('t1')).toEqual([{ round: 1, pairedAt: 10, node: 'a' }]);
      expect(await t.tables('t1')).toEqual([
        { round: 1, table: 1, gameId: 'g1', created: false, entrants: ['p0', 'p1'] },
        { round: 1, table: 2, gameId: null, created: true, entrants: ['#bot1'] },
      ]);
      // Its game is to be created, and the round is under way until that game's result.
      const due = await t.due(12);
      expect(due.create.map((c) => c.gameId)).toEqual(['g1']);
      expect(due.pair).toEqual([]);
      await t.markCreated('t1', 1, 1);
      expect((await t.due(12)).create).toEqual([]);
      expect((await t.waitingTables('p1')).map((w) => w.gameId)).toEqual(['g1']);
      // Withdrawing while running: no round after the current one.
      expect(await t.withdraw('t1', 'p1', 1)).toBe(true);
      expect((await t.entries('t1')).find((e) => e.entrant === 'p1')?.droppedAfter).toBe(1);
      expect(await t.finish('t1', 20)).toBe(true);
      expect(await t.finish('t1', 21)).toBe(false);
      expect(await t.get('t1')).toMatchObject({ status: 'over', endedAt: 20 });
      await store.close();
    });

    it('cancels in one transaction and lists the live tournaments first', async () => {
      const store = open();
      const t = store.tournaments;
      await t.create(row('old', { createdAt: 1 }), null);
      await t.create(row('new', { createdAt: 2 }), entry('new', 'p9'));
      expect(await t.start('old', 3, () => ({ cancel: 'too few' }))).toBe('cancelled');
      expect(await t.get('old')).toMatchObject({ status: 'cancelled', note: 'too few' });
      expect((await t.list(10)).map((r) => r.id)).toEqual(['new', 'old']);
      expect(await t.entryCounts(['old', 'new'])).toEqual(new Map([['new', 1]]));
      await store.close();
    });
  });

  describe(`the friend store (${kind})`, () => {
    it('asks, accepts a crossed request, removes, blocks', async () => {
      const store = open();
      const f = store.friends;
      expect(await f.ask('a', 'b', 1)).toBe('asked');
      expect(await f.ask('a', 'b', 2)).toBe('already');
      expect(await f.ask('b', 'a', 3)).toBe('accepted');
      expect(await f.ask('b', 'a', 4)).toBe('already');
      expect(await f.links('b')).toEqual([
        { playerId: 'a', friendId: 'b', createdAt: 1, acceptedAt: 3 },
      ]);
      await f.remove('b', 'a');
      expect(await f.links('a')).toEqual([]);
      await f.ask('a', 'c', 5);
      await f.block('c', 'a', 6);
      expect(await f.links('a')).toEqual([]);
      expect(await f.blockedBetween('a', 'c')).toBe(true);
      expect(await f.blockedBetween('c', 'a')).toBe(true);
      expect(await f.blocked('c')).toEqual(['a']);
      await f.unblock('c', 'a');
      expect(await f.blockedBetween('a', 'c')).toBe(false);
      await store.close();
    });

    it('keeps presence, spectator counts and invitations', async () => {
      const store = open();
      const f = store.friends;
      await f.seen('a', 10);
      await f.playing([{ playerId: 'b', gameId: 'g1' }], 20);
      const presence = await f.presence(['a', 'b', 'c']);
      expect(presence.sort((x, y) => (x.playerId < y.playerId ? -1 : 1))).toEqual([
        { playerId: 'a', seenAt: 10, gameId: null, playingAt: null },
        { playerId: 'b', seenAt: 20, gameId: 'g1', playingAt: 20 },
      ]);
      await f.setWatchCounts('n1', new Map([['g1', 2]]), 100);
      await f.setWatchCounts('n2', new Map([['g1', 3]]), 50);
      expect(await f.watchCounts(['g1', 'g2'], 0)).toEqual(new Map([['g1', 5]]));
      // A node's count too old to trust is left out.
      expect(await f.watchCounts(['g1'], 60)).toEqual(new Map([['g1', 2]]));
      await f.invite('g1', 'b', 'a', 5);
      await f.invite('g1', 'b', 'c', 6);
      expect(await f.invitations('b')).toEqual([
        { gameId: 'g1', playerId: 'b', fromId: 'c', createdAt: 6 },
      ]);
      await f.dropInvitation('g1', 'b');
      expect(await f.invitations('b')).toEqual([]);
      await f.invite('g2', 'b', 'a', 7);
      await f.forget('a');
      expect(await f.invitations('b')).toEqual([]);
      expect(await f.presence(['a'])).toEqual([]);
      await store.close();
    });
  });
}
