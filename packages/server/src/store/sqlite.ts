/**
 * The SQLite GameStore (better-sqlite3): one file, no other service, the default of `tnt serve`.
 * Write-ahead logging with synchronous=NORMAL: a committed move survives the death of the process
 * (SIGKILL included), and only a crash of the whole machine could lose the last moments. The
 * compare-and-set of `appendMove` is one guarded UPDATE and one INSERT; the moves of one turn of
 * the event loop are committed together (group-commit.ts).
 *
 * @example
 * const store = new SqliteStore('data/tnt.sqlite');
 * const game = await store.loadGame('g1');
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameStatus } from '@tnt/protocol';
import { BACKSTOP_PAGES, startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { GroupCommit, type Outcome } from './group-commit.ts';
import { MIGRATIONS, MIGRATIONS_TABLE } from './migrations.ts';
import {
  toGame,
  toMove,
  toPlayer,
  toSeat,
  type GameRecordRow,
  type MoveRecordRow,
  type PlayerRecordRow,
  type SeatRecordRow,
} from './rows.ts';
import type {
  GameProgress,
  GameRow,
  GameStore,
  MoveRow,
  NewGame,
  PlayerRow,
  SeatRow,
  StoredGame,
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
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => (r as { version: number }).version),
  );
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      for (const sql of m.statements) db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        Date.now(),
      );
    })();
  }
}

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly sql;
  private readonly appends: GroupCommit<Append, boolean>;
  private readonly checkpointer: Checkpointer | null = null;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    if (file !== ':memory:') {
      this.db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
      this.checkpointer = startCheckpointer(file, CHECKPOINT_MS, (message) => {
        process.emitWarning(`SQLite checkpoint: ${message}`);
      });
    }
    migrate(this.db);
    const db = this.db;
    this.sql = {
      insertPlayer: db.prepare(
        'INSERT INTO players (id, name, secret_hash, created_at) VALUES (?, ?, ?, ?)',
      ),
      playerById: db.prepare('SELECT * FROM players WHERE id = ?'),
      playerBySecret: db.prepare('SELECT * FROM players WHERE secret_hash = ?'),
      insertGame: db.prepare(
        `INSERT INTO games (id, options, seed, mode, turn_seconds, status, move_count, decision_seat,
           created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      ),
      insertSeat: db.prepare(
        'INSERT INTO seats (game_id, seat, kind, bot, player_id) VALUES (?, ?, ?, ?, ?)',
      ),
      game: db.prepare('SELECT * FROM games WHERE id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE game_id = ? ORDER BY seat'),
      moves: db.prepare('SELECT * FROM moves WHERE game_id = ? ORDER BY seq'),
      advance: db.prepare(
        `UPDATE games SET move_count = ?, status = ?, decision_seat = ?, updated_at = ?
         WHERE id = ? AND move_count = ? AND status = 'playing'`,
      ),
      insertMove: db.prepare(
        'INSERT INTO moves (game_id, seq, seat, move, actor, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      takeSeat: db.prepare(
        `UPDATE seats SET player_id = ?
         WHERE game_id = ? AND seat = ? AND kind = 'human' AND player_id IS NULL`,
      ),
      setProgress: db.prepare(
        'UPDATE games SET status = ?, decision_seat = ?, updated_at = ? WHERE id = ?',
      ),
      gamesOfPlayer: db.prepare(
        `SELECT * FROM games WHERE id IN (SELECT game_id FROM seats WHERE player_id = ?)
         ORDER BY created_at DESC, id LIMIT ?`,
      ),
      gamesWithStatus: db.prepare(
        'SELECT * FROM games WHERE status = ? ORDER BY updated_at DESC, id LIMIT ?',
      ),
    };
    // One savepoint per move inside the batch's transaction: a failing write undoes itself only.
    const appendOne = db.transaction(({ gameId, move: m, progress }: Append): boolean => {
      const { status, decisionSeat } = progress;
      const advanced = this.sql.advance.run(m.seq, status, decisionSeat, m.at, gameId, m.seq - 1);
      if (advanced.changes !== 1) return false;
      this.sql.insertMove.run(gameId, m.seq, m.seat, m.move, m.by, m.at);
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
      this.sql.insertPlayer.run(p.id, p.name, p.secretHash, p.createdAt);
    });
  }

  playerById(id: string): Promise<PlayerRow | null> {
    return this.run(() => {
      const row = this.sql.playerById.get(id) as PlayerRecordRow | undefined;
      return row ? toPlayer(row) : null;
    });
  }

  playerBySecretHash(secretHash: string): Promise<PlayerRow | null> {
    return this.run(() => {
      const row = this.sql.playerBySecret.get(secretHash) as PlayerRecordRow | undefined;
      return row ? toPlayer(row) : null;
    });
  }

  playersByIds(ids: readonly string[]): Promise<PlayerRow[]> {
    return this.run(() =>
      ids.flatMap((id) => {
        const row = this.sql.playerById.get(id) as PlayerRecordRow | undefined;
        return row ? [toPlayer(row)] : [];
      }),
    );
  }

  createGame({ game: g, seats }: NewGame): Promise<void> {
    return this.run(() => {
      this.db.transaction(() => {
        this.sql.insertGame.run(
          g.id,
          JSON.stringify(g.options),
          g.seed,
          g.mode,
          g.turnSeconds,
          g.status,
          g.decisionSeat,
          g.createdBy,
          g.createdAt,
          g.createdAt,
        );
        for (const s of seats) this.sql.insertSeat.run(g.id, s.seat, s.kind, s.bot, s.playerId);
      })();
    });
  }

  loadGame(id: string): Promise<StoredGame | null> {
    return this.run(() => {
      const row = this.sql.game.get(id) as GameRecordRow | undefined;
      if (!row) return null;
      return {
        game: toGame(row),
        seats: (this.sql.seats.all(id) as SeatRecordRow[]).map(toSeat),
        moves: (this.sql.moves.all(id) as MoveRecordRow[]).map(toMove),
      };
    });
  }

  appendMove(gameId: string, move: MoveRow, progress: GameProgress): Promise<boolean> {
    return this.appends.submit({ gameId, move, progress });
  }

  takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean> {
    return this.run(() => this.sql.takeSeat.run(playerId, gameId, seat).changes === 1);
  }

  setProgress(gameId: string, progress: GameProgress, at: number): Promise<void> {
    return this.run(() => {
      this.sql.setProgress.run(progress.status, progress.decisionSeat, at, gameId);
    });
  }

  gamesOfPlayer(playerId: string, limit: number): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.run(() => this.withSeats(this.sql.gamesOfPlayer.all(playerId, limit)));
  }

  gamesWithStatus(
    status: GameStatus,
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.run(() => this.withSeats(this.sql.gamesWithStatus.all(status, limit)));
  }

  async close(): Promise<void> {
    this.appends.flush();
    await this.checkpointer?.stop();
    this.db.close();
  }

  private withSeats(rows: unknown[]): { game: GameRow; seats: SeatRow[] }[] {
    return (rows as GameRecordRow[]).map((row) => ({
      game: toGame(row),
      seats: (this.sql.seats.all(row.id) as SeatRecordRow[]).map(toSeat),
    }));
  }

  /** better-sqlite3 is synchronous: its errors become rejected promises, like a networked store's. */
  private run<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
