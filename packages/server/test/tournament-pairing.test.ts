/**
 * Tournament pairing and standings, pure (docs/tournaments.md): tables as even as the entrants
 * allow, points per placing, Swiss pairing by points then rating with no rematch while one can be
 * avoided and byes to the lowest-placed without one, round-robin meeting everyone once,
 * single elimination's byes and winners, drops, and the tie-breaks of each format.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@tnt/protocol';
import type { EntryRow, TableResult, TableRow } from '../src/store/tournament-types.ts';
import { eliminationRounds, pairElimination, stillIn } from '../src/tournaments/elimination.ts';
import { historyOf, meetings, pairKey } from '../src/tournaments/history.ts';
import { pointsFor, WIN_POINTS } from '../src/tournaments/points.ts';
import { roundRobinSchedule } from '../src/tournaments/round-robin.ts';
import { nextRound, startPlan, TOO_FEW_PEOPLE } from '../src/tournaments/rounds.ts';
import { standingsOf } from '../src/tournaments/standings.ts';
import { pairSwiss } from '../src/tournaments/swiss.ts';
import { tableSizes } from '../src/tournaments/table-sizes.ts';
import type { TournamentRow } from '../src/store/tournament-types.ts';

const entry = (entrant: string, rating: number, bot: BotLevel | null = null): EntryRow => ({
  tournamentId: 't',
  entrant,
  bot,
  rating,
  joinedAt: 0,
  droppedAfter: null,
});

/** Plays a round: each table's entrants finish in the order given, scores falling by 10. */
function played(
  round: number,
  tables: readonly string[][],
): { tables: TableRow[]; results: TableResult[] } {
  const rows: TableRow[] = [];
  const results: TableResult[] = [];
  tables.forEach((entrants, i) => {
    const gameId = entrants.length >= 2 ? `g${round}-${i + 1}` : null;
    rows.push({ round, table: i + 1, gameId, created: true, entrants });
    if (gameId === null) return;
    entrants.forEach((_, seat) => {
      results.push({ gameId, seat, place: seat + 1, score: 50 - 10 * seat, abandoned: false });
    });
  });
  return { tables: rows, results };
}

const tournament = (over: Partial<TournamentRow>): TournamentRow => ({
  id: 't',
  name: 'Test',
  createdBy: 'a',
  format: 'swiss',
  rounds: 2,
  tableSize: 2,
  options: {},
  mode: 'live',
  turnSeconds: 60,
  ranked: false,
  bots: null,
  maxPlayers: 16,
  startsAt: null,
  status: 'running',
  round: 0,
  createdAt: 0,
  startedAt: 0,
  endedAt: null,
  note: null,
  ...over,
});

describe('tables of a round', () => {
  it('are as even as the entrants allow, and only tables of two leave a bye', () => {
    expect(tableSizes(6, 2)).toEqual([2, 2, 2]);
    expect(tableSizes(5, 2)).toEqual([2, 2, 1]);
    expect(tableSizes(7, 4)).toEqual([4, 3]);
    expect(tableSizes(5, 4)).toEqual([3, 2]);
    expect(tableSizes(16, 4)).toEqual([4, 4, 4, 4]);
    expect(tableSizes(10, 3)).toEqual([3, 3, 2, 2]);
    for (let n = 2; n <= 64; n++) {
      for (const size of [3, 4]) {
        const sizes = tableSizes(n, size);
        expect(Math.min(...sizes), `${n} at ${size}`).toBeGreaterThanOrEqual(2);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      }
    }
  });

  it('give 6 points to a table’s winner, 0 to its last, evenly between', () => {
    expect([1, 2].map((p) => pointsFor(p, 2))).toEqual([6, 0]);
    expect([1, 2, 3].map((p) => pointsFor(p, 3))).toEqual([6, 3, 0]);
    expect([1, 2, 3, 4].map((p) => pointsFor(p, 4))).toEqual([6, 4, 2, 0]);
    expect(WIN_POINTS).toBe(6);
  });
});

describe('Swiss pairing', () => {
  const six = [entry('a', 1500), entry('b', 1400), entry('c', 1300), entry('d', 1200)];
  const bots = [entry('#bot1', 1100, 'heuristic'), entry('#bot2', 1100, 'heuristic')];

  it('pairs round 1 by rating and never seats the two bots together', () => {
    const history = historyOf([...six, ...bots], [], []);
    const tables = pairSwiss(history, 1, 2);
    // By rating, the bots would meet at the last table: they are spread instead.
    expect(tables).toEqual([
      ['a', 'b'],
      ['c', '#bot1'],
      ['d', '#bot2'],
    ]);
  });

  it('pairs round 2 by points, then rating, with no rematch', () => {
    const entries = [...six, ...bots];
    const r1 = played(1, [
      ['a', '#bot1'],
      ['b', '#bot2'],
      ['c', 'd'],
    ]);
    const history = historyOf(entries, r1.tables, r1.results);
    const tables = pairSwiss(history, 2, 2);
    const r2 = tables.map((entrants, i) => ({
      round: 2,
      table: i + 1,
      gameId: `x${i}`,
      created: true,
      entrants,
    }));
    const met = meetings(historyOf(entries, [...r1.tables, ...r2], r1.results));
    for (const count of met.values()) expect(count).toBe(1);
    // The three winners (a, b, c: 6 points) first, by rating: a meets b; c meets the best loser.
    expect(tables[0]).toEqual(['a', 'b']);
    expect(tables[1]![0]).toBe('c');
    expect(tables.flat().sort()).toEqual(entries.map((e) => e.entrant).sort());
  });

  it('gives the bye to the lowest-placed entrant without one, and counts it as a win', () => {
    const five = [
      entry('a', 1500),
      entry('b', 1400),
      entry('c', 1300),
      entry('d', 1200),
      entry('e', 1100),
    ];
    const h1 = historyOf(five, [], []);
    const r1 = pairSwiss(h1, 1, 2);
    expect(r1.at(-1)).toEqual(['e']);
    const round1 = played(1, r1);
    const h2 = historyOf(five, round1.tables, round1.results);
    expect(h2.get('e')!.rounds[0]!.points).toBe(WIN_POINTS);
    const r2 = pairSwiss(h2, 2, 2);
    const bye = r2.at(-1)!;
    expect(bye).toHaveLength(1);
    expect(bye[0]).not.toBe('e');
  });

  it('allows a rematch only when none can be avoided', () => {
    const two = [entry('a', 1500), entry('b', 1400)];
    const r1 = played(1, [['a', 'b']]);
    const tables = pairSwiss(historyOf(two, r1.tables, r1.results), 2, 2);
    expect(tables).toEqual([['a', 'b']]);
  });

  it('leaves out an entrant who withdrew after the round before', () => {
    const entries = [...six.slice(0, 3), { ...six[3]!, droppedAfter: 1 }];
    const r1 = played(1, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const tables = pairSwiss(historyOf(entries, r1.tables, r1.results), 2, 2);
    expect(tables.flat()).not.toContain('d');
    expect(tables.flat().sort()).toEqual(['a', 'b', 'c']);
  });

  it('drops a player who abandoned a ranked game from the next rounds', () => {
    const r1 = played(1, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const results = r1.results.map((r) =>
      r.gameId === 'g1-2' && r.seat === 0 ? { ...r, abandoned: true, place: 2 } : r,
    );
    const tables = pairSwiss(historyOf(six, r1.tables, results), 2, 2);
    expect(tables.flat()).not.toContain('c');
  });
});

describe('Swiss standings', () => {
  it('rank by points, then Buchholz, then total game score', () => {
    const entries = ['a', 'b', 'c', 'd'].map((e, i) => entry(e, 1000 - i));
    const r1 = played(1, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const r2 = played(2, [
      ['a', 'c'],
      ['d', 'b'],
    ]);
    const history = historyOf(
      entries,
      [...r1.tables, ...r2.tables],
      [...r1.results, ...r2.results],
    );
    const lines = standingsOf('swiss', history);
    expect(lines.map((l) => [l.entrant, l.points])).toEqual([
      ['a', 12],
      // c and d both have 6; c met a (12) and d (6): Buchholz 18; d met c (6) and b (0): 6.
      ['c', 6],
      ['d', 6],
      ['b', 0],
    ]);
    expect(lines[1]!.buchholz).toBe(18);
    expect(lines[2]!.buchholz).toBe(6);
    expect(lines[0]!.score).toBe(100);
    // Counted once: 2 tables × 2 rounds × 6 points.
    expect(lines.reduce((sum, l) => sum + l.points, 0)).toBe(24);
  });
});

describe('round-robin', () => {
  it('with tables of two, meets everyone exactly once (with a bye a round for an odd count)', () => {
    for (const n of [2, 3, 4, 5, 6, 7, 8]) {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const schedule = roundRobinSchedule(ids, 2, () => false);
      expect(schedule).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Map<string, number>();
      for (const round of schedule) {
        expect(round.flat().sort()).toEqual([...ids].sort());
        for (const table of round) {
          if (table.length === 2) {
            const key = pairKey(table[0]!, table[1]!);
            met.set(key, (met.get(key) ?? 0) + 1);
          }
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
    }
  });

  it('with tables of three or four, every pair meets', () => {
    for (const [n, size] of [
      [9, 3],
      [8, 4],
      [6, 3],
    ] as const) {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const met = new Set<string>();
      for (const round of roundRobinSchedule(ids, size, () => false)) {
        for (const table of round) {
          for (const a of table) for (const b of table) if (a < b) met.add(pairKey(a, b));
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
    }
  });
});

describe('single elimination', () => {
  it('counts its rounds and gives an odd count’s bye to the top seed', () => {
    expect(eliminationRounds(8, 2)).toBe(3);
    expect(eliminationRounds(6, 2)).toBe(3);
    expect(eliminationRounds(16, 4)).toBe(2);
    const five = ['a', 'b', 'c', 'd', 'e'].map((e, i) => entry(e, 1500 - 100 * i));
    const tables = pairElimination(historyOf(five, [], []), 1, 2);
    expect(tables.at(-1)).toEqual(['a']);
    // The snake: the second seed meets the last.
    expect(tables[0]).toEqual(['b', 'e']);
  });

  it('sends each table’s winner on and ends with one left', () => {
    const four = ['a', 'b', 'c', 'd'].map((e, i) => entry(e, 1500 - 100 * i));
    const t = tournament({ format: 'elimination', rounds: 2 });
    const r1 = played(1, [
      ['d', 'a'],
      ['b', 'c'],
    ]);
    const h1 = historyOf(four, r1.tables, r1.results);
    expect(stillIn(h1, 2)?.sort()).toEqual(['b', 'd']);
    const next = nextRound({ ...t, round: 1 }, h1);
    expect(next).toEqual({ kind: 'pair', round: 2, tables: [['b', 'd']] });
    const r2 = played(2, [['d', 'b']]);
    const h2 = historyOf(four, [...r1.tables, ...r2.tables], [...r1.results, ...r2.results]);
    expect(nextRound({ ...t, round: 2 }, h2)).toEqual({ kind: 'finish' });
    expect(standingsOf('elimination', h2).map((l) => l.entrant)).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('the start', () => {
  it('is refused with fewer than two people: bots only fill places', () => {
    const plan = startPlan(0, () => 1100);
    const t = tournament({ status: 'signup', bots: 'heuristic', maxPlayers: 8 });
    expect(plan(t, [entry('a', 1000)])).toEqual({ cancel: TOO_FEW_PEOPLE });
  });

  it('fills empty places with bots, one bot per person at most', () => {
    const plan = startPlan(0, () => 1100);
    const people = ['a', 'b', 'c', 'd'].map((e) => entry(e, 1000));
    const six = plan(tournament({ status: 'signup', bots: 'heuristic', maxPlayers: 6 }), people);
    expect('bots' in six && six.bots.map((b) => [b.entrant, b.bot, b.rating])).toEqual([
      ['#bot1', 'heuristic', 1100],
      ['#bot2', 'heuristic', 1100],
    ]);
    const many = plan(tournament({ status: 'signup', bots: 'heuristic', maxPlayers: 16 }), people);
    expect('bots' in many && many.bots).toHaveLength(4);
    const none = plan(tournament({ status: 'signup', maxPlayers: 16 }), people);
    expect('bots' in none && none.bots).toHaveLength(0);
  });

  it('ends a Swiss tournament after its rounds', () => {
    const entries = ['a', 'b'].map((e) => entry(e, 1000));
    const r1 = played(1, [['a', 'b']]);
    const t = tournament({ rounds: 1, round: 1 });
    expect(nextRound(t, historyOf(entries, r1.tables, r1.results))).toEqual({ kind: 'finish' });
  });
});
