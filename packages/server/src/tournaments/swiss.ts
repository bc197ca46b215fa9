/**
 * Swiss pairing: the entrants still in, by points, then rating (then id, so that every node pairs
 * alike), seated at tables in that order, so that those level on points meet; nobody meets the
 * same opponent twice while that can be avoided, nor are bots seated with bots only. When tables
 * of two leave one entrant over, the lowest-placed entrant who has not had a bye gets it (counted
 * as a win).
 *
 * @example
 * const tables = pairSwiss(history, 2, 2); // [['ada', 'ben'], ['cleo', '#bot1'], ['dan']]
 */
import {
  activeFor,
  meetings,
  pairKey,
  pointsOf,
  type EntrantHistory,
  type History,
} from './history.ts';
import { fillTables } from './seat-search.ts';
import { tableSizes } from './table-sizes.ts';

/** Points, then rating, then id: the order of Swiss pairing. */
export function swissOrder(a: EntrantHistory, b: EntrantHistory): number {
  return (
    pointsOf(b) - pointsOf(a) ||
    b.entry.rating - a.entry.rating ||
    (a.entry.entrant < b.entry.entrant ? -1 : a.entry.entrant > b.entry.entrant ? 1 : 0)
  );
}

export function pairSwiss(history: History, round: number, tableSize: number): string[][] {
  const ranked = [...history.values()].filter((h) => activeFor(h, round)).sort(swissOrder);
  const sizes = tableSizes(ranked.length, tableSize);
  let bye: string | null = null;
  if (sizes.at(-1) === 1) {
    sizes.pop();
    const lowest = [...ranked].reverse();
    const chosen = lowest.find((h) => !h.rounds.some((r) => r.bye)) ?? lowest[0]!;
    bye = chosen.entry.entrant;
  }
  const met = meetings(history);
  const bots = new Set(
    [...history.values()].filter((h) => h.entry.bot !== null).map((h) => h.entry.entrant),
  );
  const order = ranked.map((h) => h.entry.entrant).filter((e) => e !== bye);
  const tables = fillTables(
    order,
    sizes,
    (a, b) => met.get(pairKey(a, b)) ?? 0,
    (e) => bots.has(e),
  );
  return bye === null ? tables : [...tables, [bye]];
}
