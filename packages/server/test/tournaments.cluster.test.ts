/**
 * Tournaments in a cluster (docs/tournaments.md): two nodes on one PostgreSQL database and one
 * Redis bus run a ranked Swiss tournament of four people and two bots; both nodes' directors try
 * every step each second, and the node that pairs round 2 is killed (SIGKILL) the moment its
 * pairing is committed, before the round's games exist. The other node creates them; the round is
 * paired once, every game is played once, and every result is counted once, in the standings and
 * in the ratings. Below, on the store itself: many nodes pairing one round and signing up for the
 * last place at the same moment.
 */
import { describe, expect, it } from 'vitest';
import type { NewPlayer, Profile } from '@tnt/protocol';
import { PostgresStore } from '../src/store/postgres.ts';
import type { EntryRow, TournamentRow } from '../src/store/tournament-types.ts';
import { until, type Node } from './helpers/cluster.ts';
import { eventually, playRound, tournamentOn, type Person } from './helpers/tournament-play.ts';
import { useCluster } from './helpers/use-cluster.ts';

const cluster = useCluster('cluster-tournaments');

describe('a tournament on two nodes, one killed as it pairs a round', () => {
  it('pairs the round once and counts every result once', async () => {
    // Both nodes die after pairing round 2: whichever pairs it does, and the other must go on.
    const nodes = await cluster.nodes(2, {}, { killAfterPairingRound: 2 });
    const [n1, n2] = nodes as [Node, Node];
    const people: NewPlayer[] = [];
    for (const [i, name] of ['Ada', 'Ben', 'Cleo', 'Dan'].entries()) {
      people.push(await (i % 2 === 0 ? n1 : n2).api.player(name));
    }
    const [ada] = people as [NewPlayer];
    const made = await n1.api.request<{ id: string }>('POST', '/api/tournaments', {
      secret: ada.secret,
      body: {
        name: 'Cluster Swiss',
        format: 'swiss',
        rounds: 2,
        tableSize: 2,
        turnSeconds: 300,
        maxPlayers: 6,
        bots: 'heuristic',
        ranked: true,
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    for (const [i, p] of people.slice(1).entries()) {
      const node = i % 2 === 0 ? n2 : n1;
      const joined = await node.api.request('POST', `/api/tournaments/${id}/join`, {
        secret: p.secret,
      });
      expect(joined.status).toBe(200);
    }
    expect(
      (await n2.api.request('POST', `/api/tournaments/${id}/start`, { secret: ada.secret })).status,
    ).toBe(200);

    // Round 1: the people sit on both nodes.
    const spread: Person[] = people.map((who, i) => ({ api: (i % 2 === 0 ? n1 : n2).api, who }));
    expect(await playRound(spread, id, 1, [n1.api, n2.api])).toHaveLength(3);

    // Round 2 is paired by one node, which dies at once.
    const dead = await Promise.race([n1.exited.then(() => n1), n2.exited.then(() => n2)]);
    const alive = dead === n1 ? n2 : n1;
    const paired = await eventually('round 2 paired', async () => {
      const t = await tournamentOn(alive.api, id);
      return t.roundsPlayed.length === 2 ? t : null;
    });
    expect(paired.roundsPlayed[1]!.tables).toHaveLength(3);

    // The living node creates the round's games (their ids chosen with the pairing) and plays on.
    const survivors: Person[] = people.map((who) => ({ api: alive.api, who }));
    const round2 = await playRound(survivors, id, 2);
    expect(round2).toHaveLength(3);
    const over = await eventually('the tournament over', async () => {
      const t = await tournamentOn(alive.api, id);
      return t.status === 'over' ? t : null;
    });

    // Paired once: two rounds, three tables each, six different games, each as the pairing named it.
    expect(over.roundsPlayed.map((r) => r.round)).toEqual([1, 2]);
    const games = over.roundsPlayed.flatMap((r) => r.tables.map((t) => t.game));
    expect(new Set(games).size).toBe(6);
    expect(games.every((g) => g !== null)).toBe(true);
    expect(new Set([...round2, ...games]).size).toBe(6);
    // Counted once: 6 points a table, in the standings; two games each.
    expect(over.standings.reduce((sum, s) => sum + s.points, 0)).toBe(36);
    for (const s of over.standings) expect(s.games).toBe(2);
    // And in the ratings: each person's two ranked games, once each.
    for (const who of people) {
      await until(`${who.player.name} rated twice`, async () => {
        const p = await alive.api.request<Profile>('GET', `/api/players/${who.player.id}/profile`);
        return p.body.ratings.find((r) => r.ladder === '2')?.games === 2;
      });
      const profile = await alive.api.request<Profile>(
        'GET',
        `/api/players/${who.player.id}/profile`,
      );
      expect(profile.body.history).toHaveLength(2);
      expect(profile.body.played).toBe(2);
    }
    await alive.kill('SIGTERM');
  }, 300_000);
});

describe('the tournament store on PostgreSQL', () => {
  const row = (id: string): TournamentRow => ({
    id,
    name: id,
    createdBy: 'p0',
    format: 'swiss',
    rounds: 3,
    tableSize: 2,
    options: {},
    mode: 'live',
    turnSeconds: 60,
    ranked: false,
    bots: null,
    maxPlayers: 5,
    startsAt: null,
    status: 'signup',
    round: 0,
    createdAt: 1,
    startedAt: null,
    endedAt: null,
    note: null,
  });
  const entry = (tournamentId: string, entrant: string): EntryRow => ({
    tournamentId,
    entrant,
    bot: null,
    rating: 1000,
    joinedAt: 1,
    droppedAfter: null,
  });

  it('lets one of many nodes pair a round, and fills the last places exactly', async () => {
    const db = await cluster.services.database();
    const stores = await Promise.all([1, 2, 3].map(() => PostgresStore.open(db)));
    const [first] = stores as [PostgresStore];
    try {
      await first.tournaments.create(row('t1'), null);
      // Twelve sign-ups at once for five places.
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          stores[i % 3]!.tournaments.enter(entry('t1', `p${i}`), 5),
        ),
      );
      expect(outcomes.filter((o) => o === 'entered')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'full')).toHaveLength(7);
      expect(await first.tournaments.entries('t1')).toHaveLength(5);
      const plan = () => ({ rounds: 3, bots: [] });
      const starts = await Promise.all(stores.map((s) => s.tournaments.start('t1', 2, plan)));
      expect(starts.filter((o) => o === 'started')).toHaveLength(1);
      // Nine nodes' attempts at round 1, each with tables of its own.
      const attempts = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          stores[i % 3]!.tournaments.pairRound(
            't1',
            1,
            [
              { table: 1, gameId: `g${i}a`, entrants: ['p0', 'p1'] },
              { table: 2, gameId: null, entrants: ['p2'] },
            ],
            3,
            `node${i}`,
          ),
        ),
      );
      expect(attempts.filter(Boolean)).toHaveLength(1);
      const tables = await first.tournaments.tables('t1');
      expect(tables).toHaveLength(2);
      expect((await first.tournaments.rounds('t1')).map((r) => r.round)).toEqual([1]);
      expect((await first.tournaments.get('t1'))?.round).toBe(1);
      // Round 3 cannot be paired before round 2.
      expect(await first.tournaments.pairRound('t1', 3, [], 4, 'x')).toBe(false);
      expect((await first.tournaments.rounds('t1')).map((r) => r.round)).toEqual([1]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
