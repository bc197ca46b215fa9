/**
 * Single elimination: each table's winner goes on, everyone else is out. Round 1 seats every
 * entrant, by rating (then id) spread over the tables as a snake (seed 1 at table 1, seed 2 at
 * table 2, …, and back), so that the strongest meet late; later rounds seat the winners the same
 * way. With tables of two and an odd count, the top seed gets a bye (a win: they go on).
 *
 * @example
 * eliminationRounds(8, 2); // 3
 * eliminationRounds(16, 4); // 2
 */
import { activeFor, type History } from './history.ts';
import { seeded } from './round-robin.ts';
import { tableSizes } from './table-sizes.ts';

/** Rounds until one entrant is left. */
export function eliminationRounds(entrants: number, tableSize: number): number {
  let left = entrants;
  let rounds = 0;
  while (left > 1) {
    left = Math.ceil(left / tableSize);
    rounds++;
  }
  return rounds;
}

/**
 * The entrants still in for round `round`: everyone in round 1; after it, those who won their
 * table (or had a bye) in the round before. Null while a game of that round has no result yet.
 */
export function stillIn(history: History, round: number): string[] | null {
  const entrants = [...history.values()].filter((h) => activeFor(h, round));
  if (round === 1) return entrants.map((h) => h.entry.entrant);
  const winners: string[] = [];
  for (const h of entrants) {
    const last = h.rounds.find((r) => r.round === round - 1);
    if (last === undefined) continue;
    if (last.place === null) return null;
    if (last.place === 1) winners.push(h.entry.entrant);
  }
  return winners;
}

export function pairElimination(history: History, round: number, tableSize: number): string[][] {
  const inRound = new Set(stillIn(history, round) ?? []);
  const order = seeded([...history.values()].map((h) => h.entry)).filter((e) => inRound.has(e));
  const sizes = tableSizes(order.length, tableSize);
  const tables: string[][] = sizes.map(() => []);
  const seats = [...order];
  // A bye (a table of one) goes to the top seed.
  if (sizes.at(-1) === 1) tables[tables.length - 1]!.push(seats.shift()!);
  const playing = sizes.filter((s) => s > 1).length;
  let pass = 0;
  while (seats.length > 0) {
    const lane = Array.from({ length: playing }, (_, i) => (pass % 2 === 0 ? i : playing - 1 - i));
    for (const t of lane) {
      if (seats.length === 0) break;
      if (tables[t]!.length < sizes[t]!) tables[t]!.push(seats.shift()!);
    }
    pass++;
  }
  return tables;
}
