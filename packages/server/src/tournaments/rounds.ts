/**
 * A tournament's course, decided from its stored history alone: how it starts when sign-up ends
 * (the rounds it will have, the bots that fill places, or its cancellation when fewer than two
 * people signed up: bots only fill places), and what comes when a round has ended: the next
 * round's tables, or the end. Pure, so that every node decides alike.
 *
 * @example
 * const next = nextRound(tournament, history); // { round: 2, tables: [['ada', 'ben'], …] }
 */
import type { BotLevel } from '@tnt/protocol';
import type { EntryRow, StartPlan, TournamentRow } from '../store/tournament-types.ts';
import { eliminationRounds, pairElimination, stillIn } from './elimination.ts';
import { activeFor, type History } from './history.ts';
import { pairRoundRobin, roundRobinSchedule, seeded } from './round-robin.ts';
import { pairSwiss } from './swiss.ts';

/** Swiss rounds when the creator named none. */
export const DEFAULT_SWISS_ROUNDS = 3;

/** The id of the n-th bot filling a place ('#' is in no player id). */
export const botEntrant = (n: number): string => `#bot${n}`;

export const isBotEntrant = (entrant: string): boolean => entrant.startsWith('#');

/** The reason a tournament with fewer than two people is cancelled at its start. */
export const TOO_FEW_PEOPLE = 'fewer than two people signed up: bots only fill places';

/**
 * How a tournament starts: bots of its level fill the empty places, one bot per person at most
 * (a tournament is people's: bots never outnumber them), at the bot level's rating.
 */
export function startPlan(now: number, botRating: (level: BotLevel) => number): StartPlan {
  return (tournament, entries) => {
    const people = entries.filter((e) => e.bot === null).length;
    if (people < 2) return { cancel: TOO_FEW_PEOPLE };
    const level = tournament.bots;
    const room = Math.max(0, tournament.maxPlayers - entries.length);
    const count = level === null ? 0 : Math.min(room, people);
    const bots: EntryRow[] = Array.from({ length: count }, (_, i) => ({
      tournamentId: tournament.id,
      entrant: botEntrant(i + 1),
      bot: level,
      rating: level === null ? 0 : botRating(level),
      joinedAt: now,
      droppedAfter: null,
    }));
    return { rounds: roundsFor(tournament, [...entries, ...bots]), bots };
  };
}

/** Rounds in all, for the entrants at the start. */
export function roundsFor(tournament: TournamentRow, entries: readonly EntryRow[]): number {
  switch (tournament.format) {
    case 'swiss':
      return tournament.rounds ?? DEFAULT_SWISS_ROUNDS;
    case 'round-robin': {
      const bots = new Set(entries.filter((e) => e.bot !== null).map((e) => e.entrant));
      return roundRobinSchedule(seeded(entries), tournament.tableSize, (e) => bots.has(e)).length;
    }
    case 'elimination':
      return eliminationRounds(entries.length, tournament.tableSize);
  }
}

export type NextStep =
  | { readonly kind: 'pair'; readonly round: number; readonly tables: readonly string[][] }
  | { readonly kind: 'finish' }
  | { readonly kind: 'wait' };

/** What follows the tournament's last paired round, all of whose games have ended. */
export function nextRound(tournament: TournamentRow, history: History): NextStep {
  const round = tournament.round + 1;
  const active = [...history.values()].filter((h) => activeFor(h, round));
  if (tournament.format === 'elimination') {
    const left = stillIn(history, round);
    if (left === null) return { kind: 'wait' };
    if (left.length <= 1) return { kind: 'finish' };
  } else if (round > (tournament.rounds ?? 0) || active.length < 2) {
    return { kind: 'finish' };
  }
  const { tableSize } = tournament;
  const tables =
    tournament.format === 'swiss'
      ? pairSwiss(history, round, tableSize)
      : tournament.format === 'round-robin'
        ? pairRoundRobin(history, round, tableSize)
        : pairElimination(history, round, tableSize);
  // (A round-robin round may be byes only, its opponents having left: it is played, and ends at once.)
  if (tournament.format !== 'round-robin' && !tables.some((t) => t.length >= 2)) {
    return { kind: 'finish' };
  }
  return { kind: 'pair', round, tables };
}
