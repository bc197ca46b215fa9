/**
 * The SQLite GameStore (better-sqlite3): one file, no other service, the default of `tnt serve`.
 * Write-ahead logging with synchronous=NORMAL: a committed move survives the death of the process
 * (SIGKILL included), and only a crash of the whole machine could lose the last moments. The
 * compare-and-set of `appendMove` is one guarded UPDATE and one INSERT; the moves of one turn of
 * the event loop are committed together (group-commit.ts). The statements are shared with the
 * PostgreSQL store (statements.ts).
 *
 * @example
 * const store = new SqliteStore('data/tnt.sqlite');
 * const game = await store.loadGame('g1');
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameStatus } from '@tnt/protocol';
import { BACKSTOP_PAGES, startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { GroupCommit, type Outcome } from './group-commit.ts';
import {
  APPLIED_MIGRATIONS,
  MIGRATIONS,
  MIGRATIONS_TABLE,
  RECORD_MIGRATION,
} from './migrations.ts';
import { storedGame, toCounts, toGame, toPlayer } from './rows.ts';
import { SqlAccountStore } from './accounts-sql.ts';
import { SqlFriendStore } from './friends-sql.ts';
import { SqlTournamentStore } from './tournaments-sql.ts';
import { SqlRatingsStore } from './ratings-sql.ts';
import { SqlSocialStore } from './social-sql.ts';
import { settle, sqliteExecutor } from './sqlite-executor.ts';
import { containsPattern, numbered, SQL } from './statements.ts';
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

/** How often the log is checkpointed by the checkpointer's thread. */
const CHECKPOINT_MS = 1_000;

interface Append {
  readonly gameId: string;
  readonly move: MoveRow;
  readonly progress: GameProgress;
}

/** Applies the migrations not yet applied, each in its own transaction. */
function migrate(db: Database.Database): void {
  db.exec(MIGRATIONS_TABLE);
  const done = new Set(
    db
      .prepare(APPLIED_MIGRATIONS)
      .all()
      .map((r) => (r as { version: number }).version),
  );
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      for (const sql of m.statements) db.exec(sql);
      db.prepare(RECORD_MIGRATION).run(numbered(m.version, m.name, Date.now()));
    })();
  }
}

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';
  readonly social: SqlSocialStore;
  readonly ratings: SqlRatingsStore;
  readonly accounts: SqlAccountStore;
  readonly tournaments: SqlTournamentStore;
  readonly friends: SqlFriendStore;
  private readonly db: Database.Database;
  private readonly sql;
  private readonly appends: GroupCommit<Append, boolean>;
  private readonly checkpointer: Checkpointer | null = null;
  readonly warnings: readonly string[];

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.warnings = emptyFileWarning(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    // What is deleted or rewritten is overwritten in the file, not left in free space: a deleted
    // account's name, addresses and push endpoints leave no trace in the database file.
    this.db.pragma('secure_delete = ON');
    if (file !== ':memory:') {
      this.db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
      this.checkpointer = startCheckpointer(file, CHECKPOINT_MS, (message) => {
        process.emitWarning(`SQLite checkpoint: ${message}`);
      });
    }
    migrate(this.db);
    const db = this.db;
    const executor = sqliteExecutor(db);
    this.social = new SqlSocialStore(executor);
    this.ratings = new SqlRatingsStore(executor);
    this.accounts = new SqlAccountStore(executor);
    this.tournaments = new SqlTournamentStore(executor);
    this.friends = new SqlFriendStore(executor);
    this.sql = {
      insertPlayer: db.prepare(SQL.insertPlayer),
      playerById: db.prepare(SQL.playerById),
      playerBySecret: db.prepare(SQL.playerBySecret),
      playersByName: db.prepare(SQL.playersByName),
      updatePlayer: db.prepare(SQL.updatePlayer),
      insertGame: db.prepare(SQL.insertGame),
      insertSeat: db.prepare(SQL.insertSeat),
      game: db.prepare(SQL.game),
      seats: db.prepare(SQL.seats),
      moves: db.prepare(SQL.moves),
      advance: db.prepare(SQL.advance),
      insertMove: db.prepare(SQL.insertMove),
      takeSeat: db.prepare(SQL.takeSeat),
      setProgress: db.prepare(SQL.setProgress),
      setTurnClock: db.prepare(SQL.setTurnClock),
      gamesOfPlayer: db.prepare(SQL.gamesOfPlayer),
      gamesWithStatus: db.prepare(SQL.gamesWithStatus),
      unfinishedGamesBy: db.prepare(SQL.unfinishedGamesBy),
      claimGame: db.prepare(SQL.claimGame),
      renewClaims: db.prepare(SQL.renewClaims),
      releaseGame: db.prepare(SQL.releaseGame),
      unclaimedGames: db.prepare(SQL.unclaimedGames),
    };
    // One savepoint per move inside the batch's transaction: a failing write undoes itself only.
    const appendOne = db.transaction(({ gameId, move: m, progress }: Append): boolean => {
      const { status, decisionSeat } = progress;
      const advanced = this.sql.advance.run(numbered(m.seq, status, decisionSeat, m.at, gameId));
      if (advanced.changes !== 1) return false;
      this.sql.insertMove.run(numbered(gameId, m.seq, m.seat, m.move, m.by, m.at));
      return true;
    });
    this.appends = new GroupCommit(
      db.transaction((batch: readonly Append[]) =>
        batch.map((append): Outcome<boolean> => {
          try {
            return { ok: true, value: appendOne(append) };
          } catch (error) {
            return { ok: false, error };
          }
        }),
      ),
    );
  }

  createPlayer(p: PlayerRow): Promise<void> {
    return this.run(() => {
      this.sql.insertPlayer.run(numbered(p.id, p.name, p.secretHash, p.createdAt));
    });
  }

  playerById(id: string): Promise<PlayerRow | null> {
    return this.run(() => {
      const row: unknown = this.sql.playerById.get(numbered(id));
      return row === undefined ? null : toPlayer(row);
    });
  }

  playerBySecretHash(secretHash: string): Promise<PlayerRow | null> {
    return this.run(() => {
      const row: unknown = this.sql.playerBySecret.get(numbered(secretHash));
      return row === undefined ? null : toPlayer(row);
    });
  }

  playersByIds(ids: readonly string[]): Promise<PlayerRow[]> {
    return this.run(() =>
      ids.flatMap((id) => {
        const row: unknown = this.sql.playerById.get(numbered(id));
        return row === undefined ? [] : [toPlayer(row)];
      }),
    );
  }

  playersByName(text: string, limit: number): Promise<PlayerRow[]> {
    return this.run(() =>
      this.sql.playersByName.all(numbered(containsPattern(text), limit)).map(toPlayer),
    );
  }

  updatePlayer(id: string, change: PlayerChange): Promise<void> {
    return this.run(() => {
      this.sql.updatePlayer.run(numbered(id, change.name ?? null, change.secretHash ?? null));
    });
  }

  createGame({ game: g, seats }: NewGame): Promise<void> {
    return this.run(() => {
      this.db.transaction(() => {
        this.sql.insertGame.run(
          numbered(
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
          ),
        );
        for (const s of seats)
          this.sql.insertSeat.run(numbered(g.id, s.seat, s.kind, s.bot, s.playerId));
      })();
    });
  }

  loadGame(id: string): Promise<StoredGame | null> {
    return this.run(() => {
      const row: unknown = this.sql.game.get(numbered(id));
      if (row === undefined) return null;
      const game = toGame(row);
      if (game.unreadable !== undefined) return storedGame(game, []);
      const moves = this.sql.moves.all(numbered(id, game.moveCount));
      return storedGame(game, this.sql.seats.all(numbered(id)), moves);
    });
  }

  appendMove(gameId: string, move: MoveRow, progress: GameProgress): Promise<boolean> {
    return this.appends.submit({ gameId, move, progress });
  }

  takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean> {
    return this.run(() => this.sql.takeSeat.run(numbered(playerId, gameId, seat)).changes === 1);
  }

  setProgress(gameId: string, progress: GameProgress, at: number): Promise<void> {
    return this.run(() => {
      this.sql.setProgress.run(numbered(progress.status, progress.decisionSeat, at, gameId));
    });
  }

  gamesOfPlayer(playerId: string, limit: number): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.run(() => this.withSeats(this.sql.gamesOfPlayer.all(numbered(playerId, limit))));
  }

  unfinishedGamesBy(playerId: string): Promise<UnfinishedGames> {
    return this.run(() => {
      return toCounts(this.sql.unfinishedGamesBy.get(numbered(playerId)));
    });
  }

  gamesWithStatus(
    status: GameStatus,
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.run(() => this.withSeats(this.sql.gamesWithStatus.all(numbered(status, limit))));
  }

  setTurnClock(gameId: string, clock: TurnClock | null): Promise<void> {
    return this.run(() => {
      this.sql.setTurnClock.run(numbered(gameId, clock?.key ?? null, clock?.at ?? null));
    });
  }

  ping(): Promise<void> {
    return this.run(() => {
      this.db.prepare('SELECT 1').get();
    });
  }

  claimGame(gameId: string, node: string, now: number, until: number): Promise<boolean> {
    return this.run(() => this.sql.claimGame.run(numbered(gameId, node, now, until)).changes === 1);
  }

  renewClaims(node: string, now: number, until: number): Promise<string[]> {
    return this.run(() =>
      (this.sql.renewClaims.all(numbered(node, now, until)) as { game_id: string }[])
        .map((row) => row.game_id)
        .sort(),
    );
  }

  releaseGame(gameId: string, node: string): Promise<void> {
    return this.run(() => {
      this.sql.releaseGame.run(numbered(gameId, node));
    });
  }

  unclaimedGames(now: number, limit: number): Promise<string[]> {
    return this.run(() =>
      (this.sql.unclaimedGames.all(numbered(now, limit)) as { id: string }[]).map((row) => row.id),
    );
  }

  async close(): Promise<void> {
    this.appends.flush();
    await this.checkpointer?.stop();
    this.db.close();
  }

  private withSeats(rows: unknown[]): { game: GameRow; seats: SeatRow[] }[] {
    return rows.map((row) => {
      const parsed = toGame(row);
      const { game, seats } = storedGame(parsed, this.sql.seats.all(numbered(parsed.id)));
      return { game, seats };
    });
  }

  private run<T>(work: () => T): Promise<T> {
    return settle(work);
  }
}

/**
 * SQLite takes a file of 0 bytes for a new database and starts it without a word; but a file
 * that exists and is empty is more often a database lost (a failed copy, a full disk, a volume
 * not mounted) than a new one, which would not exist yet. So it is said at start, once.
 */
function emptyFileWarning(file: string): string[] {
  if (file === ':memory:') return [];
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size !== 0) return [];
  return [
    `the database file ${file} is empty (0 bytes): starting with no players and no games. ` +
      'If it held games, stop the server and restore the file from a backup.',
  ];
}
