/**
 * The TournamentStore on SQL, for SQLite and PostgreSQL alike (and the memory store's own SQLite
 * database). Its writes that must happen once are transactions written once as programs
 * (sql-program.ts): signing up (the tournament's row read FOR UPDATE on PostgreSQL, so that two
 * entries cannot both take the last place), starting, and pairing a round, whose first statement
 * inserts the round's mark ON CONFLICT DO NOTHING: of two nodes pairing the same round exactly one
 * writes tables.
 *
 * @example
 * const tournaments = new SqlTournamentStore(executor);
 * await tournaments.pairRound('t1', 1, tables, Date.now(), 'a'); // true once, false ever after
 */
import type { BotLevel, GameMode, TournamentFormat, TournamentStatus } from '@tnt/protocol';
import { change, placeholders, query, type SqlExecutor, type SqlProgram } from './sql-program.ts';
import type {
  DueTournaments,
  EnterOutcome,
  EntryRow,
  NewTable,
  RoundRow,
  StartOutcome,
  StartPlan,
  TableResult,
  TableRow,
  TableToCreate,
  TournamentRow,
  TournamentStore,
} from './tournament-types.ts';

type TournamentRecordRow = {
  id: string;
  name: string;
  created_by: string;
  format: string;
  rounds: number | null;
  table_size: number;
  options: string;
  mode: string;
  turn_seconds: number;
  ranked: number;
  bots: string | null;
  max_players: number;
  starts_at: number | null;
  status: string;
  round: number;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  note: string | null;
};
type EntryRecordRow = {
  tournament_id: string;
  entrant: string;
  bot: string | null;
  rating: number;
  joined_at: number;
  dropped_after: number | null;
};
type Count = { n: number | string };

const UNFINISHED = `('signup', 'running')`;

const SQL = {
  insert: `INSERT INTO tournaments (id, name, created_by, format, rounds, table_size, options, mode,
      turn_seconds, ranked, bots, max_players, starts_at, status, round, created_at, started_at,
      ended_at, note)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
  insertEntry: `INSERT INTO tournament_entries (tournament_id, entrant, bot, rating, joined_at,
      dropped_after) VALUES ($1, $2, $3, $4, $5, NULL)`,
  get: 'SELECT * FROM tournaments WHERE id = $1',
  list: `SELECT * FROM tournaments ORDER BY CASE status WHEN 'signup' THEN 0 WHEN 'running' THEN 1
      ELSE 2 END, created_at DESC, id LIMIT $1`,
  createdBy: `SELECT COUNT(*) AS n FROM tournaments WHERE created_by = $1 AND status IN ${UNFINISHED}`,
  entered: `SELECT COUNT(*) AS n FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id
    WHERE e.entrant = $1 AND e.dropped_after IS NULL AND t.status IN ${UNFINISHED}`,
  entryOf:
    'SELECT entrant, dropped_after FROM tournament_entries WHERE tournament_id = $1 AND entrant = $2',
  countEntries: 'SELECT COUNT(*) AS n FROM tournament_entries WHERE tournament_id = $1',
  deleteEntry: 'DELETE FROM tournament_entries WHERE tournament_id = $1 AND entrant = $2',
  drop: `UPDATE tournament_entries SET dropped_after = $3
    WHERE tournament_id = $1 AND entrant = $2 AND dropped_after IS NULL`,
  entries: 'SELECT * FROM tournament_entries WHERE tournament_id = $1 ORDER BY joined_at, entrant',
  toRunning: `UPDATE tournaments SET status = 'running', started_at = $2, rounds = $3
    WHERE id = $1 AND status = 'signup'`,
  toCancelled: `UPDATE tournaments SET status = 'cancelled', ended_at = $2, note = $3
    WHERE id = $1 AND status = 'signup'`,
  markRound: `INSERT INTO tournament_rounds (tournament_id, round, paired_at, node)
    VALUES ($1, $2, $3, $4) ON CONFLICT (tournament_id, round) DO NOTHING`,
  advance: `UPDATE tournaments SET round = $2 WHERE id = $1 AND round = $2 - 1 AND status = 'running'`,
  insertTable: `INSERT INTO tournament_tables (tournament_id, round, table_no, game_id, created)
    VALUES ($1, $2, $3, $4, $5)`,
  insertSeat: `INSERT INTO tournament_seats (tournament_id, round, table_no, seat, entrant)
    VALUES ($1, $2, $3, $4, $5)`,
  markCreated: `UPDATE tournament_tables SET created = 1
    WHERE tournament_id = $1 AND round = $2 AND table_no = $3`,
  finish: `UPDATE tournaments SET status = 'over', ended_at = $2 WHERE id = $1 AND status = 'running'`,
  rounds: 'SELECT * FROM tournament_rounds WHERE tournament_id = $1 ORDER BY round',
  tables: 'SELECT * FROM tournament_tables WHERE tournament_id = $1 ORDER BY round, table_no',
  seats: `SELECT round, table_no, seat, entrant FROM tournament_seats WHERE tournament_id = $1
    ORDER BY round, table_no, seat`,
  results: `SELECT r.game_id, r.seat, r.place, r.score, r.abandoned FROM tournament_tables tt
    JOIN game_results r ON r.game_id = tt.game_id WHERE tt.tournament_id = $1
    ORDER BY r.game_id, r.seat`,
  dueStart: `SELECT t.id FROM tournaments t WHERE t.status = 'signup' AND (
      (t.starts_at IS NOT NULL AND t.starts_at <= $1)
      OR (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) >= t.max_players)
    ORDER BY t.created_at, t.id`,
  // Running, and no game of the round paired last is unfinished (round 0: none paired yet).
  duePair: `SELECT t.id FROM tournaments t WHERE t.status = 'running' AND NOT EXISTS (
      SELECT 1 FROM tournament_tables tt WHERE tt.tournament_id = t.id AND tt.round = t.round
        AND tt.game_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM finished_games f WHERE f.game_id = tt.game_id))
    ORDER BY t.created_at, t.id`,
  dueCreate: `SELECT tt.tournament_id, tt.round, tt.table_no, tt.game_id, r.paired_at
    FROM tournament_tables tt JOIN tournament_rounds r
      ON r.tournament_id = tt.tournament_id AND r.round = tt.round
    WHERE tt.created = 0 AND tt.game_id IS NOT NULL ORDER BY r.paired_at, tt.tournament_id, tt.table_no`,
  ofGame: `SELECT t.id, t.name, tt.round, tt.table_no FROM tournament_tables tt
    JOIN tournaments t ON t.id = tt.tournament_id WHERE tt.game_id = $1`,
  waiting: `SELECT t.id, t.name, t.round, tt.game_id FROM tournament_seats s
    JOIN tournaments t ON t.id = s.tournament_id AND t.round = s.round AND t.status = 'running'
    JOIN tournament_tables tt ON tt.tournament_id = s.tournament_id AND tt.round = s.round
      AND tt.table_no = s.table_no
    WHERE s.entrant = $1 AND tt.game_id IS NOT NULL AND tt.created = 1
      AND NOT EXISTS (SELECT 1 FROM finished_games f WHERE f.game_id = tt.game_id)
    ORDER BY t.created_at, t.id`,
} as const;

const toTournament = (r: TournamentRecordRow): TournamentRow => ({
  id: r.id,
  name: r.name,
  createdBy: r.created_by,
  format: r.format as TournamentFormat,
  rounds: r.rounds,
  tableSize: r.table_size,
  options: JSON.parse(r.options) as TournamentRow['options'],
  mode: r.mode as GameMode,
  turnSeconds: r.turn_seconds,
  ranked: r.ranked === 1,
  bots: r.bots as BotLevel | null,
  maxPlayers: r.max_players,
  startsAt: r.starts_at,
  status: r.status as TournamentStatus,
  round: r.round,
  createdAt: r.created_at,
  startedAt: r.started_at,
  endedAt: r.ended_at,
  note: r.note,
});

const toEntry = (r: EntryRecordRow): EntryRow => ({
  tournamentId: r.tournament_id,
  entrant: r.entrant,
  bot: r.bot as BotLevel | null,
  rating: r.rating,
  joinedAt: r.joined_at,
  droppedAfter: r.dropped_after,
});

const entryParams = (e: EntryRow): unknown[] => [
  e.tournamentId,
  e.entrant,
  e.bot,
  e.rating,
  e.joinedAt,
];

/** Thrown inside a pairing program to roll it back: the tournament moved on meanwhile. */
class PairingLate extends Error {}

function* enterProgram(
  entry: EntryRow,
  maxPlayers: number,
  lockRows: boolean,
): SqlProgram<EnterOutcome> {
  const [row] = (yield query(
    `SELECT status FROM tournaments WHERE id = $1${lockRows ? ' FOR UPDATE' : ''}`,
    [entry.tournamentId],
  )) as { status: string }[];
  if (row?.status !== 'signup') return 'closed';
  const held = (yield query(SQL.entryOf, [entry.tournamentId, entry.entrant])) as unknown[];
  if (held.length > 0) return 'already';
  const [count] = (yield query(SQL.countEntries, [entry.tournamentId])) as Count[];
  if (Number(count?.n ?? 0) >= maxPlayers) return 'full';
  yield change(SQL.insertEntry, entryParams(entry));
  return 'entered';
}

function* startProgram(
  id: string,
  now: number,
  plan: StartPlan,
  lockRows: boolean,
): SqlProgram<StartOutcome> {
  const [row] = (yield query(
    `SELECT * FROM tournaments WHERE id = $1${lockRows ? ' FOR UPDATE' : ''}`,
    [id],
  )) as TournamentRecordRow[];
  if (row?.status !== 'signup') return 'late';
  const entries = ((yield query(SQL.entries, [id])) as EntryRecordRow[]).map(toEntry);
  const decided = plan(toTournament(row), entries);
  if ('cancel' in decided) {
    yield change(SQL.toCancelled, [id, now, decided.cancel]);
    return 'cancelled';
  }
  yield change(SQL.toRunning, [id, now, decided.rounds]);
  for (const bot of decided.bots) yield change(SQL.insertEntry, entryParams(bot));
  return 'started';
}

function* pairProgram(
  id: string,
  round: number,
  tables: readonly NewTable[],
  now: number,
  node: string,
): SqlProgram<boolean> {
  const marked = (yield change(SQL.markRound, [id, round, now, node])) as number;
  if (marked !== 1) return false;
  const advanced = (yield change(SQL.advance, [id, round])) as number;
  // The mark was new but the tournament is not at the round before: roll the mark back too.
  if (advanced !== 1) throw new PairingLate(`tournament ${id} is not ready for round ${round}`);
  for (const t of tables) {
    yield change(SQL.insertTable, [id, round, t.table, t.gameId, t.gameId === null ? 1 : 0]);
    for (const [seat, entrant] of t.entrants.entries()) {
      yield change(SQL.insertSeat, [id, round, t.table, seat, entrant]);
    }
  }
  return true;
}

export class SqlTournamentStore implements TournamentStore {
  constructor(private readonly sql: SqlExecutor) {}

  create(row: TournamentRow, creatorEntry: EntryRow | null): Promise<void> {
    const sql = this.sql;
    function* program(): SqlProgram<void> {
      yield change(SQL.insert, [
        row.id,
        row.name,
        row.createdBy,
        row.format,
        row.rounds,
        row.tableSize,
        JSON.stringify(row.options),
        row.mode,
        row.turnSeconds,
        row.ranked ? 1 : 0,
        row.bots,
        row.maxPlayers,
        row.startsAt,
        row.status,
        row.round,
        row.createdAt,
        row.startedAt,
        row.endedAt,
        row.note,
      ]);
      if (creatorEntry !== null) yield change(SQL.insertEntry, entryParams(creatorEntry));
    }
    return sql.transaction(program());
  }

  async get(id: string): Promise<TournamentRow | null> {
    const [row] = await this.sql.rows<TournamentRecordRow>(SQL.get, [id]);
    return row ? toTournament(row) : null;
  }

  async list(limit: number): Promise<TournamentRow[]> {
    return (await this.sql.rows<TournamentRecordRow>(SQL.list, [limit])).map(toTournament);
  }

  async entryCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.rows<{ tournament_id: string; n: number | string }>(
      `SELECT tournament_id, COUNT(*) AS n FROM tournament_entries
        WHERE tournament_id IN (${placeholders(1, ids.length)}) GROUP BY tournament_id`,
      ids,
    );
    return new Map(rows.map((r) => [r.tournament_id, Number(r.n)]));
  }

  async unfinishedCreatedBy(playerId: string): Promise<number> {
    const [row] = await this.sql.rows<Count>(SQL.createdBy, [playerId]);
    return Number(row?.n ?? 0);
  }

  async unfinishedEntered(playerId: string): Promise<number> {
    const [row] = await this.sql.rows<Count>(SQL.entered, [playerId]);
    return Number(row?.n ?? 0);
  }

  enter(entry: EntryRow, maxPlayers: number): Promise<EnterOutcome> {
    return this.sql.transaction(enterProgram(entry, maxPlayers, this.sql.forUpdate !== ''));
  }

  async withdraw(tournamentId: string, entrant: string, round: number): Promise<boolean> {
    const row = await this.get(tournamentId);
    if (row === null) return false;
    if (row.status === 'signup') {
      return (await this.sql.run(SQL.deleteEntry, [tournamentId, entrant])) === 1;
    }
    return (await this.sql.run(SQL.drop, [tournamentId, entrant, round])) === 1;
  }

  start(tournamentId: string, now: number, plan: StartPlan): Promise<StartOutcome> {
    return this.sql.transaction(startProgram(tournamentId, now, plan, this.sql.forUpdate !== ''));
  }

  async pairRound(
    tournamentId: string,
    round: number,
    tables: readonly NewTable[],
    now: number,
    node: string,
  ): Promise<boolean> {
    try {
      return await this.sql.transaction(pairProgram(tournamentId, round, tables, now, node));
    } catch (error) {
      if (error instanceof PairingLate) return false;
      throw error;
    }
  }

  async markCreated(tournamentId: string, round: number, table: number): Promise<void> {
    await this.sql.run(SQL.markCreated, [tournamentId, round, table]);
  }

  async finish(tournamentId: string, now: number): Promise<boolean> {
    return (await this.sql.run(SQL.finish, [tournamentId, now])) === 1;
  }

  async entries(tournamentId: string): Promise<EntryRow[]> {
    return (await this.sql.rows<EntryRecordRow>(SQL.entries, [tournamentId])).map(toEntry);
  }

  async rounds(tournamentId: string): Promise<RoundRow[]> {
    const rows = await this.sql.rows<{ round: number; paired_at: number; node: string }>(
      SQL.rounds,
      [tournamentId],
    );
    return rows.map((r) => ({ round: r.round, pairedAt: r.paired_at, node: r.node }));
  }

  async tables(tournamentId: string): Promise<TableRow[]> {
    type T = { round: number; table_no: number; game_id: string | null; created: number };
    type S = { round: number; table_no: number; seat: number; entrant: string };
    const tables = await this.sql.rows<T>(SQL.tables, [tournamentId]);
    const seats = await this.sql.rows<S>(SQL.seats, [tournamentId]);
    const key = (round: number, table: number): string => `${round}/${table}`;
    const byTable = new Map<string, string[]>();
    for (const s of seats) {
      const k = key(s.round, s.table_no);
      const list = byTable.get(k) ?? [];
      list.push(s.entrant);
      byTable.set(k, list);
    }
    return tables.map((t) => ({
      round: t.round,
      table: t.table_no,
      gameId: t.game_id,
      created: t.created === 1,
      entrants: byTable.get(key(t.round, t.table_no)) ?? [],
    }));
  }

  async results(tournamentId: string): Promise<TableResult[]> {
    type R = { game_id: string; seat: number; place: number; score: number; abandoned: number };
    const rows = await this.sql.rows<R>(SQL.results, [tournamentId]);
    return rows.map((r) => ({
      gameId: r.game_id,
      seat: r.seat,
      place: r.place,
      score: r.score,
      abandoned: r.abandoned === 1,
    }));
  }

  async due(now: number): Promise<DueTournaments> {
    type C = {
      tournament_id: string;
      round: number;
      table_no: number;
      game_id: string;
      paired_at: number;
    };
    const start = await this.sql.rows<{ id: string }>(SQL.dueStart, [now]);
    const pair = await this.sql.rows<{ id: string }>(SQL.duePair, []);
    const create = await this.sql.rows<C>(SQL.dueCreate, []);
    return {
      start: start.map((r) => r.id),
      pair: pair.map((r) => r.id),
      create: create.map((r): TableToCreate => ({
        tournamentId: r.tournament_id,
        round: r.round,
        table: r.table_no,
        gameId: r.game_id,
        pairedAt: r.paired_at,
      })),
    };
  }

  async tournamentOfGame(
    gameId: string,
  ): Promise<{ tournamentId: string; name: string; round: number; table: number } | null> {
    type G = { id: string; name: string; round: number; table_no: number };
    const [row] = await this.sql.rows<G>(SQL.ofGame, [gameId]);
    return row
      ? { tournamentId: row.id, name: row.name, round: row.round, table: row.table_no }
      : null;
  }

  async waitingTables(
    playerId: string,
  ): Promise<{ tournamentId: string; name: string; round: number; gameId: string }[]> {
    type W = { id: string; name: string; round: number; game_id: string };
    const rows = await this.sql.rows<W>(SQL.waiting, [playerId]);
    return rows.map((r) => ({
      tournamentId: r.id,
      name: r.name,
      round: r.round,
      gameId: r.game_id,
    }));
  }
}
