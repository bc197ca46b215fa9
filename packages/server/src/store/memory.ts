/**
 * The in-memory GameStore: the double for tests and for a server that need not remember anything
 * (`--db memory`). Same contract as the SQL stores, compare-and-set included; rows are copied in
 * and out so that callers can never change stored data by holding on to an object.
 *
 * @example
 * const store = new MemoryStore();
 * await store.createPlayer({ id: 'p1', name: 'Ada', secretHash: 'ab…', createdAt: Date.now() });
 */
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
import Database from 'better-sqlite3';
import { SqlAccountStore } from './accounts-sql.ts';
import { COMMUNITY_TABLES } from './community-schema.ts';
import { SqlFriendStore } from './friends-sql.ts';
import { SqlTournamentStore } from './tournaments-sql.ts';
import { RATINGS_TABLES } from './ratings-schema.ts';
import { SqlRatingsStore } from './ratings-sql.ts';
import { TRUST_MIGRATION } from './trust-schema.ts';
import { MemorySocialStore } from './social-memory.ts';
import { sqliteExecutor } from './sqlite-executor.ts';

interface Entry {
  game: GameRow;
  seats: SeatRow[];
  moves: MoveRow[];
}

interface Claim {
  readonly node: string;
  readonly until: number;
}

const copy = <T>(value: T): T => structuredClone(value);

/** Whether a game acts with nobody connected: live, timed, or awaiting a bot seat. */
const actsAlone = ({ game, seats }: Entry): boolean =>
  game.mode === 'live' ||
  game.turnSeconds !== null ||
  seats.find((s) => s.seat === game.decisionSeat)?.kind === 'bot';

export class MemoryStore implements GameStore {
  readonly kind = 'memory';
  readonly social = new MemorySocialStore();
  /**
   * Ratings and accounts live in a SQLite database of their own, in memory: their queries
   * (leaderboards, profiles) are the SQL stores' own, so there is one implementation to trust.
   */
  private readonly extras = new Database(':memory:');
  readonly ratings: SqlRatingsStore;
  readonly accounts: SqlAccountStore;
  readonly tournaments: SqlTournamentStore;
  readonly friends: SqlFriendStore;
  private readonly players = new Map<string, PlayerRow>();
  private readonly bySecret = new Map<string, string>();
  private readonly games = new Map<string, Entry>();
  private readonly claims = new Map<string, Claim>();

  constructor() {
    for (const sql of [...RATINGS_TABLES, ...COMMUNITY_TABLES, ...TRUST_MIGRATION]) {
      this.extras.exec(sql);
    }
    const executor = sqliteExecutor(this.extras);
    this.ratings = new SqlRatingsStore(executor);
    this.accounts = new SqlAccountStore(executor);
    this.tournaments = new SqlTournamentStore(executor);
    this.friends = new SqlFriendStore(executor);
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  playersByName(text: string, limit: number): Promise<PlayerRow[]> {
    const needle = text.toLowerCase();
    const found = [...this.players.values()]
      .filter((p) => p.name.toLowerCase().includes(needle) && !p.secretHash.startsWith('deleted:'))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
      .slice(0, limit);
    return Promise.resolve(found.map(copy));
  }

  updatePlayer(id: string, change: PlayerChange): Promise<void> {
    const found = this.players.get(id);
    if (!found) return Promise.resolve();
    if (change.secretHash !== undefined) {
      this.bySecret.delete(found.secretHash);
      this.bySecret.set(change.secretHash, id);
    }
    this.players.set(id, { ...found, ...change });
    return Promise.resolve();
  }

  createPlayer(player: PlayerRow): Promise<void> {
    if (this.players.has(player.id) || this.bySecret.has(player.secretHash)) {
      return Promise.reject(new Error(`player ${player.id} exists`));
    }
    this.players.set(player.id, copy(player));
    this.bySecret.set(player.secretHash, player.id);
    return Promise.resolve();
  }

  playerById(id: string): Promise<PlayerRow | null> {
    const found = this.players.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  playerBySecretHash(secretHash: string): Promise<PlayerRow | null> {
    const id = this.bySecret.get(secretHash);
    return this.playerById(id ?? '');
  }

  playersByIds(ids: readonly string[]): Promise<PlayerRow[]> {
    const found = ids.flatMap((id) => {
      const player = this.players.get(id);
      return player ? [copy(player)] : [];
    });
    return Promise.resolve(found);
  }

  createGame({ game, seats }: NewGame): Promise<void> {
    if (this.games.has(game.id)) return Promise.reject(new Error(`game ${game.id} exists`));
    const row: GameRow = {
      ...copy(game),
      ranked: game.ranked === true,
      moveCount: 0,
      updatedAt: game.createdAt,
      turnClock: null,
    };
    this.games.set(game.id, { game: row, seats: copy([...seats]), moves: [] });
    return Promise.resolve();
  }

  loadGame(id: string): Promise<StoredGame | null> {
    const entry = this.games.get(id);
    return Promise.resolve(entry ? copy(entry) : null);
  }

  appendMove(gameId: string, move: MoveRow, progress: GameProgress): Promise<boolean> {
    const entry = this.games.get(gameId);
    if (entry?.game.status !== 'playing' || move.seq !== entry.game.moveCount + 1) {
      return Promise.resolve(false);
    }
    entry.moves.push(copy(move));
    entry.game = { ...entry.game, ...progress, moveCount: move.seq, updatedAt: move.at };
    return Promise.resolve(true);
  }

  takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean> {
    const entry = this.games.get(gameId);
    const row = entry?.seats.find((s) => s.seat === seat);
    if (!entry || row?.kind !== 'human' || row.playerId !== null) return Promise.resolve(false);
    entry.seats = entry.seats.map((s) => (s.seat === seat ? { ...s, playerId } : s));
    return Promise.resolve(true);
  }

  setProgress(gameId: string, progress: GameProgress, at: number): Promise<void> {
    const entry = this.games.get(gameId);
    if (entry) entry.game = { ...entry.game, ...progress, updatedAt: at };
    return Promise.resolve();
  }

  setTurnClock(gameId: string, clock: TurnClock | null): Promise<void> {
    const entry = this.games.get(gameId);
    if (entry)
      entry.game = { ...entry.game, turnClock: clock ? { key: clock.key, at: clock.at } : null };
    return Promise.resolve();
  }

  claimGame(gameId: string, node: string, now: number, until: number): Promise<boolean> {
    const held = this.claims.get(gameId);
    if (held && held.node !== node && held.until > now) return Promise.resolve(false);
    this.claims.set(gameId, { node, until });
    return Promise.resolve(true);
  }

  renewClaims(node: string, now: number, until: number): Promise<string[]> {
    const renewed: string[] = [];
    for (const [gameId, claim] of this.claims) {
      if (claim.node !== node || claim.until <= now) continue;
      this.claims.set(gameId, { node, until });
      renewed.push(gameId);
    }
    return Promise.resolve(renewed.sort());
  }

  releaseGame(gameId: string, node: string): Promise<void> {
    if (this.claims.get(gameId)?.node === node) this.claims.delete(gameId);
    return Promise.resolve();
  }

  unclaimedGames(now: number, limit: number): Promise<string[]> {
    const free = (id: string) => (this.claims.get(id)?.until ?? -Infinity) <= now;
    const ids = [...this.games.values()]
      .filter((e) => e.game.status === 'playing' && actsAlone(e) && free(e.game.id))
      .sort((a, b) => a.game.updatedAt - b.game.updatedAt || (a.game.id < b.game.id ? -1 : 1))
      .slice(0, limit)
      .map((e) => e.game.id);
    return Promise.resolve(ids);
  }

  gamesOfPlayer(playerId: string, limit: number): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.list((e) => e.seats.some((s) => s.playerId === playerId), limit, 'createdAt');
  }

  unfinishedGamesBy(playerId: string): Promise<UnfinishedGames> {
    let open = 0;
    let unseated = 0;
    let alone = 0;
    for (const { game, seats } of this.games.values()) {
      if (game.createdBy !== playerId || game.status === 'over') continue;
      if (game.status === 'open') open++;
      const people = seats.filter((s) => s.playerId !== null);
      if (people.length === 0) unseated++;
      const present = this.social.presentSeats(game.id);
      const actsByItself = game.mode === 'live' || game.turnSeconds !== null;
      const away =
        game.status === 'playing' && actsByItself && !people.some((s) => present.has(s.seat));
      if (people.length === 0 || away) alone++;
    }
    return Promise.resolve({ open, unseated, alone });
  }

  gamesWithStatus(
    status: GameRow['status'],
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    return this.list((e) => e.game.status === status, limit, 'updatedAt');
  }

  close(): Promise<void> {
    if (this.extras.open) this.extras.close();
    return Promise.resolve();
  }

  private list(
    keep: (entry: Entry) => boolean,
    limit: number,
    order: 'createdAt' | 'updatedAt',
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]> {
    const rows = [...this.games.values()]
      .filter(keep)
      .sort((a, b) => b.game[order] - a.game[order] || (a.game.id < b.game.id ? -1 : 1))
      .slice(0, limit)
      .map((e) => ({ game: copy(e.game), seats: copy(e.seats) }));
    return Promise.resolve(rows);
  }
}
