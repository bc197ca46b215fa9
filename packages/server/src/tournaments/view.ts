/**
 * A tournament as the API shows it: its settings, its entrants, the standings with their
 * tie-breaks, and every round's tables with their games, places and points: all read from the
 * store and computed (standings.ts), never kept.
 *
 * @example
 * const view = await tournamentView(store, row);
 * view.standings[0]?.entrant.name; // the leader's name
 */
import type {
  Entrant,
  Standing,
  TournamentListEntry,
  TournamentRound,
  TournamentView,
} from '@tnt/protocol';
import type { EntryRow, TournamentRow } from '../store/tournament-types.ts';
import type { GameStore } from '../store/types.ts';
import { ANONYMOUS_NAME } from '../ratings/names.ts';
import { droppedAfter, historyOf, type History } from './history.ts';
import { standingsOf } from './standings.ts';

/** The list's line of a tournament. */
export function listEntryOf(
  t: TournamentRow,
  entrants: number,
  creatorName: string,
): TournamentListEntry {
  return {
    id: t.id,
    name: t.name,
    format: t.format,
    status: t.status,
    tableSize: t.tableSize,
    expansions: t.options.expansions ?? [],
    mode: t.mode,
    turnSeconds: t.turnSeconds,
    ranked: t.ranked,
    bots: t.bots,
    entrants,
    maxPlayers: t.maxPlayers,
    startsAt: t.startsAt,
    round: t.round,
    rounds: t.rounds,
    createdBy: { id: t.createdBy, name: creatorName },
    createdAt: t.createdAt,
  };
}

/** Players' names by id (an anonymous name for an account that is gone). */
async function namesOf(store: GameStore, ids: readonly string[]): Promise<Map<string, string>> {
  const people = await store.playersByIds([...new Set(ids)]);
  return new Map(people.map((p) => [p.id, p.name]));
}

function entrantOf(entry: EntryRow, names: ReadonlyMap<string, string>, history: History): Entrant {
  const number = entry.entrant.replace(/^#bot/, '');
  const h = history.get(entry.entrant);
  return {
    id: entry.entrant,
    name: entry.bot === null ? (names.get(entry.entrant) ?? ANONYMOUS_NAME) : `Bot ${number}`,
    bot: entry.bot,
    rating: Math.round(entry.rating),
    droppedAfter: h === undefined ? entry.droppedAfter : droppedAfter(h),
  };
}

export async function tournamentView(store: GameStore, t: TournamentRow): Promise<TournamentView> {
  const [entries, tables, results, rounds] = await Promise.all([
    store.tournaments.entries(t.id),
    store.tournaments.tables(t.id),
    store.tournaments.results(t.id),
    store.tournaments.rounds(t.id),
  ]);
  const names = await namesOf(store, [
    t.createdBy,
    ...entries.filter((e) => e.bot === null).map((e) => e.entrant),
  ]);
  const history = historyOf(entries, tables, results);
  const entrants = new Map(entries.map((e) => [e.entrant, entrantOf(e, names, history)]));
  const standings: Standing[] = standingsOf(t.format, history).map((line, i) => ({
    place: i + 1,
    entrant: entrants.get(line.entrant)!,
    points: line.points,
    buchholz: t.format === 'swiss' ? line.buchholz : 0,
    score: line.score,
    games: line.games,
    wins: line.wins,
    byes: line.byes,
    reached: t.format === 'elimination' ? line.reached : null,
    eliminated: t.format === 'elimination' && line.eliminated,
  }));
  const roundsPlayed: TournamentRound[] = rounds.map((r) => {
    const ofRound = tables
      .filter((tb) => tb.round === r.round)
      .map((tb) => {
        const seats = tb.entrants.map((entrant) => {
          const played = history.get(entrant)?.rounds.find((x) => x.round === r.round);
          return {
            entrant,
            place: played?.place ?? null,
            score: tb.gameId === null ? null : played?.place == null ? null : played.score,
            points: played?.points ?? null,
          };
        });
        return {
          table: tb.table,
          game: tb.created ? tb.gameId : null,
          seats,
          done: seats.every((s) => s.place !== null),
        };
      });
    return {
      round: r.round,
      pairedAt: r.pairedAt,
      tables: ofRound,
      done: ofRound.every((tb) => tb.done),
    };
  });
  return {
    ...listEntryOf(t, entries.length, names.get(t.createdBy) ?? ANONYMOUS_NAME),
    options: t.options,
    entrantsList: [...entrants.values()],
    standings,
    roundsPlayed,
    note: t.note,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
  };
}
