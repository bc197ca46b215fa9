/**
 * Round-robin: everyone meets everyone. With tables of two, the circle method: one entrant stays,
 * the others turn one place a round, so that in n − 1 rounds (n rounds for an odd count, each with
 * one bye) each pair meets exactly once. With tables of three or four, each round seats the
 * entrants so that nobody meets anyone met before while that can be avoided, until every pair has
 * met (or as many rounds as entrants less one); rematches come only where the table sizes leave
 * no other way.
 *
 * The schedule depends only on the entrants at the start (by rating, then id), so every node
 * computes the same one, and round r is its r-th row; an entrant who has left is taken off their
 * table, and a table left with one entrant is a bye.
 *
 * @example
 * roundRobinSchedule(['a', 'b', 'c', 'd'], 2, () => false).length; // 3
 */
import type { EntryRow } from '../store/tournament-types.ts';
import { activeFor, pairKey, type History } from './history.ts';
import { fillTables, type IsBot } from './seat-search.ts';
import { tableSizes } from './table-sizes.ts';

/** The entrants in the schedule's order: by rating, then id. */
export const seeded = (entries: readonly EntryRow[]): string[] =>
  [...entries]
    .sort(
      (a, b) => b.rating - a.rating || (a.entrant < b.entrant ? -1 : a.entrant > b.entrant ? 1 : 0),
    )
    .map((e) => e.entrant);

/** Every round's tables (a table of one: a bye). */
export function roundRobinSchedule(
  entrants: readonly string[],
  tableSize: number,
  isBot: IsBot,
): string[][][] {
  if (entrants.length < 2) return [];
  return tableSize === 2 ? circle(entrants) : covering(entrants, tableSize, isBot);
}

function circle(entrants: readonly string[]): string[][][] {
  const ring: (string | null)[] = [...entrants];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const rounds: string[][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const tables: string[][] = [];
    for (let i = 0; i < n / 2; i++) {
      const pair = [ring[i], ring[n - 1 - i]].filter((e): e is string => e !== null);
      tables.push(pair);
    }
    // Byes last, as in every other round's list.
    tables.sort((a, b) => b.length - a.length);
    rounds.push(tables);
    // The first stays; the rest turn one place.
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

function covering(entrants: readonly string[], tableSize: number, isBot: IsBot): string[][][] {
  const met = new Map<string, number>();
  const pairs = (entrants.length * (entrants.length - 1)) / 2;
  const sizes = tableSizes(entrants.length, tableSize);
  const rounds: string[][][] = [];
  while (met.size < pairs && rounds.length < entrants.length - 1) {
    const shift = rounds.length % entrants.length;
    const order = [...entrants.slice(shift), ...entrants.slice(0, shift)];
    const tables = fillTables(order, sizes, (a, b) => met.get(pairKey(a, b)) ?? 0, isBot);
    for (const table of tables) {
      for (let i = 0; i < table.length; i++) {
        for (let j = i + 1; j < table.length; j++) {
          const key = pairKey(table[i]!, table[j]!);
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
    }
    rounds.push(tables);
  }
  return rounds;
}

/** Round `round`'s tables, with those who left taken off. */
export function pairRoundRobin(history: History, round: number, tableSize: number): string[][] {
  const entries = [...history.values()].map((h) => h.entry);
  const bots = new Set(entries.filter((e) => e.bot !== null).map((e) => e.entrant));
  const schedule = roundRobinSchedule(seeded(entries), tableSize, (e) => bots.has(e));
  const planned = schedule[round - 1] ?? [];
  return planned
    .map((table) => table.filter((e) => activeFor(history.get(e)!, round)))
    .filter((table) => table.length > 0)
    .sort((a, b) => b.length - a.length);
}
