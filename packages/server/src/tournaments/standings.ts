/**
 * The standings, from the history alone, with the tie-breaks of each format (docs/tournaments.md):
 *
 * - Swiss: points; then Buchholz (for each round at a table, the mean final points of the others
 *   at it, summed: who met the stronger field ranks higher; a bye adds nothing); then the total
 *   game score; then the rating taken at sign-up; then the entrant's id, so that every node
 *   agrees.
 * - Round-robin: points; then total game score; then rating; then id (everyone met the same field).
 * - Single elimination: the last round reached; then the place at that round's table (a finalist
 *   placed second is ahead of one placed third); then points, total game score, rating, id.
 *
 * @example
 * const table = standingsOf('swiss', history);
 * table[0]?.entrant.id; // the leader
 */
import type { TournamentFormat } from '@tnt/protocol';
import { droppedAfter, pointsOf, type EntrantHistory, type History } from './history.ts';

export interface StandingLine {
  readonly entrant: string;
  readonly history: EntrantHistory;
  readonly points: number;
  readonly buchholz: number;
  readonly score: number;
  readonly games: number;
  readonly wins: number;
  readonly byes: number;
  readonly reached: number | null;
  readonly eliminated: boolean;
  readonly droppedAfter: number | null;
}

const byId = (a: StandingLine, b: StandingLine): number =>
  a.entrant < b.entrant ? -1 : a.entrant > b.entrant ? 1 : 0;

function lineOf(h: EntrantHistory, points: ReadonlyMap<string, number>): StandingLine {
  const counted = h.rounds.filter((r) => r.points !== null);
  const games = counted.filter((r) => !r.bye);
  const buchholz = games.reduce((sum, r) => {
    const others = r.opponents.map((o) => points.get(o) ?? 0);
    return others.length === 0 ? sum : sum + others.reduce((a, b) => a + b, 0) / others.length;
  }, 0);
  const last = h.rounds.at(-1);
  return {
    entrant: h.entry.entrant,
    history: h,
    points: pointsOf(h),
    buchholz: Math.round(buchholz * 100) / 100,
    score: games.reduce((sum, r) => sum + r.score, 0),
    games: games.length,
    wins: counted.filter((r) => r.place === 1 && !r.bye).length,
    byes: counted.filter((r) => r.bye).length,
    reached: last?.round ?? null,
    eliminated: last !== undefined && last.place !== null && last.place > 1,
    droppedAfter: droppedAfter(h),
  };
}

export function standingsOf(format: TournamentFormat, history: History): StandingLine[] {
  const points = new Map([...history.values()].map((h) => [h.entry.entrant, pointsOf(h)]));
  const lines = [...history.values()].map((h) => lineOf(h, points));
  const rating = (l: StandingLine): number => l.history.entry.rating;
  const common = (a: StandingLine, b: StandingLine): number =>
    b.points - a.points || b.score - a.score || rating(b) - rating(a) || byId(a, b);
  if (format === 'swiss') {
    lines.sort(
      (a, b) =>
        b.points - a.points ||
        b.buchholz - a.buchholz ||
        b.score - a.score ||
        rating(b) - rating(a) ||
        byId(a, b),
    );
  } else if (format === 'round-robin') {
    lines.sort(common);
  } else {
    const lastPlace = (l: StandingLine): number => l.history.rounds.at(-1)?.place ?? Infinity;
    lines.sort(
      (a, b) => (b.reached ?? 0) - (a.reached ?? 0) || lastPlace(a) - lastPlace(b) || common(a, b),
    );
  }
  return lines;
}
