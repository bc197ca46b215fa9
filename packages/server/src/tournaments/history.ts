/**
 * What each entrant has played so far, read from the stored tables and the games' recorded
 * results: per round, the table, who sat there, the place and score once the game's result is
 * recorded, the points, a bye. Pairing and standings are both computed from this, and nothing
 * else: a result is counted exactly as often as the ratings' recorder stored it, once.
 *
 * @example
 * const history = historyOf(entries, tables, results);
 * history.get('ada')?.rounds[0]?.points; // 6 after a win in round 1
 */
import type { EntryRow, TableResult, TableRow } from '../store/tournament-types.ts';
import { WIN_POINTS, pointsFor } from './points.ts';

/** One entrant's part in one round. */
export interface RoundPlayed {
  readonly round: number;
  readonly table: number;
  readonly gameId: string | null;
  readonly bye: boolean;
  /** The others at the table. */
  readonly opponents: readonly string[];
  readonly size: number;
  /** Null until the game's result is recorded. */
  readonly place: number | null;
  readonly score: number;
  readonly points: number | null;
  /** Left the ranked game for good (a bot finished it for them). */
  readonly abandoned: boolean;
}

export interface EntrantHistory {
  readonly entry: EntryRow;
  readonly rounds: readonly RoundPlayed[];
}

/** Every entrant's rounds, keyed by entrant id. */
export type History = ReadonlyMap<string, EntrantHistory>;

export function historyOf(
  entries: readonly EntryRow[],
  tables: readonly TableRow[],
  results: readonly TableResult[],
): History {
  const byGameSeat = new Map<string, TableResult>();
  for (const r of results) byGameSeat.set(`${r.gameId}/${r.seat}`, r);
  const rounds = new Map<string, RoundPlayed[]>(entries.map((e) => [e.entrant, []]));
  for (const t of tables) {
    const size = t.entrants.length;
    for (const [seat, entrant] of t.entrants.entries()) {
      const result = t.gameId === null ? undefined : byGameSeat.get(`${t.gameId}/${seat}`);
      const bye = t.gameId === null;
      const place = bye ? 1 : (result?.place ?? null);
      const played: RoundPlayed = {
        round: t.round,
        table: t.table,
        gameId: t.gameId,
        bye,
        opponents: t.entrants.filter((e) => e !== entrant),
        size,
        place,
        score: result?.score ?? 0,
        points: bye ? WIN_POINTS : place === null ? null : pointsFor(place, size),
        abandoned: result?.abandoned ?? false,
      };
      const list = rounds.get(entrant);
      if (list) list.push(played);
      else rounds.set(entrant, [played]);
    }
  }
  const history = new Map<string, EntrantHistory>();
  for (const entry of entries) {
    history.set(entry.entrant, { entry, rounds: rounds.get(entry.entrant) ?? [] });
  }
  return history;
}

/** The entrant's points over every round counted so far. */
export const pointsOf = (h: EntrantHistory): number =>
  h.rounds.reduce((sum, r) => sum + (r.points ?? 0), 0);

/**
 * The last round the entrant may still be paired after: the one they withdrew after, or the first
 * in which they abandoned a ranked game (a bot played their seat to its end); null if neither.
 */
export function droppedAfter(h: EntrantHistory): number | null {
  const abandoned = h.rounds.find((r) => r.abandoned)?.round ?? null;
  const withdrew = h.entry.droppedAfter;
  if (abandoned === null) return withdrew;
  if (withdrew === null) return abandoned;
  return Math.min(abandoned, withdrew);
}

/** Still in the tournament for round `round`. */
export function activeFor(h: EntrantHistory, round: number): boolean {
  const dropped = droppedAfter(h);
  return dropped === null || dropped >= round;
}

/** How often each pair of entrants sat at one table ('a|b' with a < b). */
export function meetings(history: History): Map<string, number> {
  const met = new Map<string, number>();
  for (const [id, h] of history) {
    for (const r of h.rounds) {
      for (const other of r.opponents) {
        if (id < other) met.set(pairKey(id, other), (met.get(pairKey(id, other)) ?? 0) + 1);
      }
    }
  }
  return met;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
