/**
 * The tournaments side of the store: tournaments, their entrants, and each round's tables with
 * the entrants seated at them. Every store has one, in the same database as its games' results
 * (the memory store keeps it beside its ratings, in a SQLite database of its own).
 *
 * Exactly once, as the ratings are: a round is paired by one transaction whose first statement
 * inserts the round's mark ON CONFLICT DO NOTHING, so of two nodes pairing the same round one
 * writes its tables and the other changes nothing; a table's game is created by whichever node
 * finds it missing (its id was chosen with the pairing, so two nodes create one game); and the
 * standings are computed from the games' results, which the ratings' recorder writes once per
 * game. Nothing is ever added up twice because nothing is added up in the store at all.
 *
 * @example
 * const first = await store.tournaments.pairRound('t1', 2, tables, Date.now(), 'node-a');
 * first; // false when another node paired round 2 first: nothing was written
 */
import type {
  BotLevel,
  GameMode,
  TournamentFormat,
  TournamentGameOptions,
  TournamentStatus,
} from '@tnt/protocol';

export interface TournamentRow {
  readonly id: string;
  readonly name: string;
  readonly createdBy: string;
  readonly format: TournamentFormat;
  /** Rounds in all: Swiss as chosen; round-robin and elimination from their start (null before). */
  readonly rounds: number | null;
  readonly tableSize: number;
  readonly options: TournamentGameOptions;
  readonly mode: GameMode;
  readonly turnSeconds: number;
  readonly ranked: boolean;
  readonly bots: BotLevel | null;
  readonly maxPlayers: number;
  readonly startsAt: number | null;
  readonly status: TournamentStatus;
  /** The round paired last (0 before the first). */
  readonly round: number;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  /** Why it was cancelled. */
  readonly note: string | null;
}

export interface EntryRow {
  readonly tournamentId: string;
  /** A player's id, or '#botN' for a bot filling a place. */
  readonly entrant: string;
  readonly bot: BotLevel | null;
  /** The displayed rating used for seeding and pairing. */
  readonly rating: number;
  readonly joinedAt: number;
  /** Withdrew: plays no round after this one (null: still in). */
  readonly droppedAfter: number | null;
}

export interface RoundRow {
  readonly round: number;
  readonly pairedAt: number;
  /** The node that paired it. */
  readonly node: string;
}

/** A table of a round: its game (null: a bye) and its entrants in seat order. */
export interface TableRow {
  readonly round: number;
  readonly table: number;
  readonly gameId: string | null;
  /** The game has been created (by whichever node got there). */
  readonly created: boolean;
  readonly entrants: readonly string[];
}

/** A table as a pairing makes it, before it is stored. */
export interface NewTable {
  readonly table: number;
  readonly gameId: string | null;
  readonly entrants: readonly string[];
}

/** One seat's recorded result in a tournament game (from the ratings' `game_results`). */
export interface TableResult {
  readonly gameId: string;
  readonly seat: number;
  readonly place: number;
  readonly score: number;
  readonly abandoned: boolean;
}

/** A table whose game is still to be created. */
export interface TableToCreate {
  readonly tournamentId: string;
  readonly round: number;
  readonly table: number;
  readonly gameId: string;
  readonly pairedAt: number;
}

/** What a node's director should look at now. */
export interface DueTournaments {
  /** In sign-up, and its time has come or it is full. */
  readonly start: readonly string[];
  /** Running, and every game of its last round is over with its result recorded. */
  readonly pair: readonly string[];
  /** Paired tables whose game does not exist yet. */
  readonly create: readonly TableToCreate[];
}

export type EnterOutcome = 'entered' | 'already' | 'full' | 'closed';

/** How a tournament starts, from its entries at the moment sign-up ends. */
export type StartPlan = (
  tournament: TournamentRow,
  entries: readonly EntryRow[],
) => { readonly rounds: number; readonly bots: readonly EntryRow[] } | { readonly cancel: string };

export type StartOutcome = 'started' | 'cancelled' | 'late';

export interface TournamentStore {
  /** Stores a new tournament, with its creator's entry when they sign up too. */
  create(row: TournamentRow, creatorEntry: EntryRow | null): Promise<void>;
  get(id: string): Promise<TournamentRow | null>;
  /** Tournaments taking entries or running first (newest first), then recently ended ones. */
  list(limit: number): Promise<TournamentRow[]>;
  /** Entrants per tournament (bots included once they fill places). */
  entryCounts(ids: readonly string[]): Promise<Map<string, number>>;
  /** Tournaments in sign-up or running that the player created. */
  unfinishedCreatedBy(playerId: string): Promise<number>;
  /** Tournaments in sign-up or running that the player entered and did not leave. */
  unfinishedEntered(playerId: string): Promise<number>;
  /** Signs up, if the tournament takes entries and has a place; all in one transaction. */
  enter(entry: EntryRow, maxPlayers: number): Promise<EnterOutcome>;
  /**
   * Withdraws: in sign-up the entry goes; once running, the entrant plays no round after `round`.
   * False if they had no entry (or had withdrawn already).
   */
  withdraw(tournamentId: string, entrant: string, round: number): Promise<boolean>;
  /**
   * Ends sign-up, in one transaction with the entries as they are then: `plan` (pure) says how
   * many rounds and which bots fill places, or why the tournament is cancelled instead. 'late' if
   * it was no longer in sign-up (another node started it).
   */
  start(tournamentId: string, now: number, plan: StartPlan): Promise<StartOutcome>;
  /**
   * Pairs round `round` (the one after the last paired): its mark, tables and seats, in one
   * transaction. False, with nothing written, if any node paired it before.
   */
  pairRound(
    tournamentId: string,
    round: number,
    tables: readonly NewTable[],
    now: number,
    node: string,
  ): Promise<boolean>;
  /** The table's game exists now. */
  markCreated(tournamentId: string, round: number, table: number): Promise<void>;
  /** The tournament is over. False if it was not running. */
  finish(tournamentId: string, now: number): Promise<boolean>;
  entries(tournamentId: string): Promise<EntryRow[]>;
  rounds(tournamentId: string): Promise<RoundRow[]>;
  /** Every table of every round, in round and table order. */
  tables(tournamentId: string): Promise<TableRow[]>;
  /** The recorded results of the tournament's games. */
  results(tournamentId: string): Promise<TableResult[]>;
  /** What needs doing at `now` (a director's tick). */
  due(now: number): Promise<DueTournaments>;
  /** The tournament a game belongs to (its round and table), or null. */
  tournamentOfGame(
    gameId: string,
  ): Promise<{ tournamentId: string; name: string; round: number; table: number } | null>;
  /** The running tournaments' games of their current round that the player sits at, unfinished. */
  waitingTables(
    playerId: string,
  ): Promise<{ tournamentId: string; name: string; round: number; gameId: string }[]>;
}
