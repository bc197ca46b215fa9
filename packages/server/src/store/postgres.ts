/**
 * The PostgreSQL GameStore (node-postgres, a pool of connections): the store that several server
 * nodes share. Its schema is the SQLite store's (migrations.ts), applied once at open under an
 * advisory lock, so that nodes starting together do not race; most statements are shared too
 * (statements.ts). A move is appended by one statement that advances the game's count only if it
 * still is the number before (compare-and-set) and writes the move only if it did: of two nodes
 * appending the same number, exactly one succeeds, and a game's log can never fork.
 *
 * A lost connection (PostgreSQL restarting, the network dropping) fails the operations of that
 * moment with a rejected promise; the pool drops the broken connections and opens new ones when
 * asked, so the same store works again as soon as the database answers.
 *
 * @example
 * const store = await PostgresStore.open('postgres://tnt@db.example/tnt', { poolSize: 20 });
 * const game = await store.loadGame('g1');
 */
import { Pool, TypeOverrides, types, type PoolClient } from 'pg';
import type { GameStatus } from '@tnt/protocol';
import {
  APPLIED_MIGRATIONS,
  MIGRATIONS,
  MIGRATIONS_TABLE,
  RECORD_MIGRATION,
} from './migrations.ts';
import { seatGameId, storedGame, toCounts, toGame, toPlayer } from './rows.ts';
import { SqlAccountStore } from './accounts-sql.ts';
import { SqlFriendStore } from './friends-sql.ts';
import { SqlTournamentStore } from './tournaments-sql.ts';
import { SqlRatingsStore } from './ratings-sql.ts';
import { SqlSocialStore } from './social-sql.ts';
import { runProgramAsync, type SqlExecutor, type SqlProgram } from './sql-program.ts';
import { containsPattern, SQL } from './statements.ts';
import type {
  GameProgress,
  GameRow,
  GameStore,
  MoveRow,
  NewGame,
  PlayerChange,
  PlayerRow,
  SeatRow,
  StoredGame,
  TurnClock,
  UnfinishedGames,
} from './types.ts';

export interface PostgresOptions {
  /** Connections in the pool (10 by default). */
  readonly poolSize?: number;
  /** How long an operation waits for a connection before it fails (10 s by default). */
  readonly connectTimeoutMs?: number;
}

/** The key of the advisory lock held while the schema is checked and migrated (any constant). */
const MIGRATION_LOCK = 7_461_020_521;

/** PostgreSQL's code for a unique violation: the (game_id, seq) key refusing a second move. */
const UNIQUE_VIOLATION = '23505';

/**
 * The append in one statement, so in one transaction and one round trip: the UPDATE is the
 * compare-and-set (a concurrent writer of the same number waits for the row, then finds the
 * count moved on and updates nothing), and the INSERT writes the move only for an updated row.
 * Parameters: id, seq, status, decision_seat, at, seat, move, actor.
 */
const APPEND_MOVE = `WITH advanced AS (
    UPDATE games SET move_count = $2, status = $3, decision_seat = $4, updated_at = $5
    WHERE id = $1 AND move_count = $2 - 1 AND status = 'playing'
    RETURNING id
  )
  INSERT INTO moves (game_id, seq, seat, move, actor, created_at)
  SELECT id, $2::integer, $6::integer, $7::text, $8::text, $5::bigint FROM advanced`;

/** A row as pg returns it: read only through the schemas of rows.ts. */
type Row = Record<string, unknown>;

const SEATS_OF_GAMES = 'SELECT * FROM seats WHERE game_id = ANY($1) ORDER BY game_id, seat';
const PLAYERS_BY_IDS = 'SELECT * FROM players WHERE id = ANY($1)';

/** Epoch milliseconds are BIGINT columns, which pg reads as text unless told otherwise. */
function typeParsers(): TypeOverrides {
  const overrides = new TypeOverrides();
  overrides.setTypeParser(types.builtins.INT8, (text: string) => Number(text));
  return overrides;
}

/** The URL with its password masked, for error messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

export class PostgresStore implements GameStore {
  readonly kind = 'postgres';
  readonly social: SqlSocialStore;
  readonly ratings: SqlRatingsStore;
  readonly accounts: SqlAccountStore;
  readonly tournaments: SqlTournamentStore;
  readonly friends: SqlFriendStore;
  /**
   * The last error of an idle connection (PostgreSQL restarted, the network dropped). The pool
   * has dropped that connection already; kept only so that a health check can tell.
   */
  lastIdleError: Error | null = null;
  private readonly pool: Pool;

  /** Opens the store: connects and brings the schema up to date before resolving. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const store = new PostgresStore(url, options);
    try {
      await store.migrate();
    } catch (error) {
      await store.close();
      throw new Error(`cannot open PostgreSQL at ${redacted(url)}: ${asError(error).message}`, {
        cause: error,
      });
    }
    return store;
  }

  private constructor(url: string, options: PostgresOptions) {
    this.pool = new Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      keepAlive: true,
      application_name: 'tnt-server',
      types: typeParsers(),
    });
    // An idle connection that breaks emits 'error' on the pool, which would end the process if
    // nobody listened; the pool has already discarded it, so it is only recorded.
    this.pool.on('error', (error) => {
      this.lastIdleError = error;
    });
    const executor: SqlExecutor = {
      rows: async <T>(sql: string, params: readonly unknown[]) =>
        (await this.pool.query(sql, [...params])).rows as T[],
      run: async (sql, params) => (await this.pool.query(sql, [...params])).rowCount ?? 0,
      transaction: <T>(program: SqlProgram<T>) => this.runProgram(program),
      forUpdate: ' FOR UPDATE',
    };
    this.social = new SqlSocialStore(executor);
    this.ratings = new SqlRatingsStore(executor);
    this.accounts = new SqlAccountStore(executor);
    this.tournaments = new SqlTournamentStore(executor);
    this.friends = new SqlFriendStore(executor);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async createPlayer(p: PlayerRow): Promise<void> {
    await this.pool.query(SQL.insertPlayer, [p.id, p.name, p.secretHash, p.createdAt]);
  }

  async playerById(id: string): Promise<PlayerRow | null> {
    const { rows } = await this.pool.query<Row>(SQL.playerById, [id]);
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  async playerBySecretHash(secretHash: string): Promise<PlayerRow | null> {
    const { rows } = await this.pool.query<Row>(SQL.playerBySecret, [secretHash]);
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  async playersByIds(ids: readonly string[]): Promise<PlayerRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<Row>(PLAYERS_BY_IDS, [[...ids]]);
    const byId = new Map(rows.map(toPlayer).map((player) => [player.id, player]));
    // In the order asked, like the other stores.
    return ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [found] : [];
    });
  }

  async playersByName(text: string, limit: number): Promise<PlayerRow[]> {
    const { rows } = await this.pool.query<Row>(SQL.playersByName, [containsPattern(text), limit]);
    return rows.map(toPlayer);
  }

  async updatePlayer(id: string, change: PlayerChange): Promise<void> {
    await this.pool.query(SQL.updatePlayer, [id, change.name ?? null, change.secretHash ?? null]);
  }

  async createGame({ game: g, seats }: NewGame): Promise<void> {
    await this.transaction(async (client) => {
      await client.query(SQL.insertGame, [
        g.id,
        JSON.stringify(g.options),
        g.seed,
        g.mode,
        g.turnSeconds,
        g.status,
        g.decisionSeat,
        g.createdBy,
        g.createdAt,
        JSON.stringify(g.chat),
        g.undo ? 1 : 0,
        g.hints ? 1 : 0,
        g.ranked === true ? 1 : 0,
      ]);
      for (const s of seats) {
        await client.query(SQL.insertSeat, [g.id, s.seat, s.kind, s.bot, s.playerId]);
      }
    });
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const { rows } = await this.pool.query<Row>(SQL.game, [id]);
    if (rows.length === 0) return null;
    const game = toGame(rows[0]);
    if (game.unreadable !== undefined) return storedGame(game, []);
    const [seats, moves] = await Promise.all([
      this.pool.query<Row>(SQL.seats, [id]),
      this.pool.query<Row>(SQL.moves, [id, game.moveCount]),
    ]);
    return storedGame(game, seats.rows, moves.rows);
  }

  async appendMove(gameId: string, m: MoveRow, progress: GameProgress): Promise<boolean> {
    const values = [gameId, m.seq, progress.status, progress.decisionSeat, m.at, m.seat, m.move];
    try {
      // A named statement: PostgreSQL parses and plans the hot path once per connection.
      const query = { name: 'tnt-append-move', text: APPEND_MOVE, values: [...values, m.by] };
      const result = await this.pool.query(query);
      return result.rowCount === 1;
    } catch (error) {
      // The log's primary key is the second guard: a move already stored under that number.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean> {
    const result = await this.pool.query(SQL.takeSeat, [playerId, gameId, seat]);
    return result.rowCount === 1;
  }

  async setProgress(gameId: string, progress: GameProgress, at: number): Promise<void> {
    await this.pool.query(SQL.setProgress, [progress.status, progress.decisionSeat, at, gameId]);
  }

  async setTurnClock(gameId: string, clock: TurnClock | null): Promise<void> {
    await this.pool.query(SQL.setTurnClock, [gameId, clock?.key ?? null, clock?.at ?? null]);
  }

  async gamesOfPlayer(
    playerId: string,
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    const { rows } = await this.pool.query<Row>(SQL.gamesOfPlayer, [playerId, limit]);
    return this.withSeats(rows);
  }

  async unfinishedGamesBy(playerId: string): Promise<UnfinishedGames> {
    const { rows } = await this.pool.query<Row>(SQL.unfinishedGamesBy, [playerId]);
    return toCounts(rows[0]);
  }

  async gamesWithStatus(
    status: GameStatus,
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    const { rows } = await this.pool.query<Row>(SQL.gamesWithStatus, [status, limit]);
    return this.withSeats(rows);
  }

  async claimGame(gameId: string, node: string, now: number, until: number): Promise<boolean> {
    const result = await this.pool.query(SQL.claimGame, [gameId, node, now, until]);
    return result.rowCount === 1;
  }

  async renewClaims(node: string, now: number, until: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ game_id: string }>(SQL.renewClaims, [
      node,
      now,
      until,
    ]);
    return rows.map((row) => row.game_id).sort();
  }

  async releaseGame(gameId: string, node: string): Promise<void> {
    await this.pool.query(SQL.releaseGame, [gameId, node]);
  }

  async unclaimedGames(now: number, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(SQL.unclaimedGames, [now, limit]);
    return rows.map((row) => row.id);
  }

  async close(): Promise<void> {
    if (!this.pool.ending) await this.pool.end();
  }

  /** Applies the migrations not yet applied, all in one transaction under the advisory lock. */
  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      // Held until the transaction ends: a second node opening now waits here, then finds the
      // migrations recorded and applies none.
      await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);
      await client.query(MIGRATIONS_TABLE);
      const { rows } = await client.query<{ version: number }>(APPLIED_MIGRATIONS);
      const done = new Set(rows.map((row) => row.version));
      for (const m of MIGRATIONS) {
        if (done.has(m.version)) continue;
        for (const sql of m.statements) await client.query(sql);
        await client.query(RECORD_MIGRATION, [m.version, m.name, Date.now()]);
      }
    });
  }

  private async withSeats(rows: readonly Row[]): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    if (rows.length === 0) return [];
    const games = rows.map(toGame);
    const ids = games.map((game) => game.id);
    const seats = await this.pool.query<Row>(SEATS_OF_GAMES, [ids]);
    const byGame = new Map<string, Row[]>(ids.map((id) => [id, []]));
    for (const seat of seats.rows) byGame.get(seatGameId(seat) ?? '')?.push(seat);
    return games.map((game) => {
      const stored = storedGame(game, byGame.get(game.id) ?? []);
      return { game: stored.game, seats: stored.seats };
    });
  }

  /** Runs a program of the SQL sub-stores in one transaction (sql-program.ts). */
  private async runProgram<T>(program: SqlProgram<T>): Promise<T> {
    let answer: T | undefined;
    await this.transaction(async (client) => {
      answer = await runProgramAsync(program, async (step) => {
        const result = await client.query(step.sql, [...step.params]);
        return step.rows ? result.rows : (result.rowCount ?? 0);
      });
    });
    return answer as T;
  }

  /** Runs `work` in a transaction on one connection of the pool; a broken connection is closed. */
  private async transaction(work: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    // A checked-out connection that breaks emits 'error' on itself: the failing query rejects
    // already, and the listener keeps the event from ending the process.
    let broken: Error | undefined;
    const onError = (error: Error): void => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken ??= asError(rollbackError);
      }
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }
}
