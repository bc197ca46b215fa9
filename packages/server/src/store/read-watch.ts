/**
 * A store that remembers whether its reads fail, for /api/health. The store may answer a ping
 * and renew claims (small writes to one table) while the reads that serve games fail (a table
 * lost or unreadable): then every game answers 500 and the health check must say so. Each kind
 * of read keeps the outcome of its last call: one that failed last makes the store `failing`
 * until the same read succeeds again. Writes and claims pass through untouched.
 *
 * @example
 * const store = new ReadWatchedStore(await openStore(db));
 * store.failingReads(); // ['loadGame']
 */
import type {
  GameProgress,
  GameStore,
  MoveRow,
  NewGame,
  PlayerChange,
  PlayerRow,
  StoredGame,
  TurnClock,
} from './types.ts';

export type ReadKind =
  | 'playerById'
  | 'playerBySecretHash'
  | 'playersByIds'
  | 'loadGame'
  | 'gamesOfPlayer'
  | 'gamesWithStatus'
  | 'unfinishedGamesBy';

export class ReadWatchedStore implements GameStore {
  /** The kinds of read whose last call failed (their errors are logged where they surface). */
  private readonly failing = new Set<ReadKind>();

  constructor(private readonly inner: GameStore) {}

  get kind(): string {
    return this.inner.kind;
  }

  /** Chat, presence and notices: passed through (the games' reads are what health watches). */
  get social(): GameStore['social'] {
    return this.inner.social;
  }

  /** Ratings, results, the queue: passed through. */
  get ratings(): GameStore['ratings'] {
    return this.inner.ratings;
  }

  /** E-mail addresses, former names, recovery tokens: passed through. */
  get accounts(): GameStore['accounts'] {
    return this.inner.accounts;
  }

  /** Tournaments: passed through. */
  get tournaments(): GameStore['tournaments'] {
    return this.inner.tournaments;
  }

  /** Friends, blocks, presence, invitations: passed through. */
  get friends(): GameStore['friends'] {
    return this.inner.friends;
  }

  get warnings(): readonly string[] {
    return this.inner.warnings ?? [];
  }

  /** The kinds of read that failed at their last call: empty while all is well. */
  failingReads(): ReadKind[] {
    return [...this.failing];
  }

  private async watch<T>(kind: ReadKind, read: () => Promise<T>): Promise<T> {
    try {
      const value = await read();
      this.failing.delete(kind);
      return value;
    } catch (error) {
      this.failing.add(kind);
      throw error;
    }
  }

  playerById(id: string): Promise<PlayerRow | null> {
    return this.watch('playerById', () => this.inner.playerById(id));
  }

  playerBySecretHash(secretHash: string): Promise<PlayerRow | null> {
    return this.watch('playerBySecretHash', () => this.inner.playerBySecretHash(secretHash));
  }

  playersByIds(ids: readonly string[]): Promise<PlayerRow[]> {
    return this.watch('playersByIds', () => this.inner.playersByIds(ids));
  }

  playersByName(text: string, limit: number): Promise<PlayerRow[]> {
    return this.inner.playersByName(text, limit);
  }

  loadGame(id: string): Promise<StoredGame | null> {
    return this.watch('loadGame', () => this.inner.loadGame(id));
  }

  gamesOfPlayer(playerId: string, limit: number): ReturnType<GameStore['gamesOfPlayer']> {
    return this.watch('gamesOfPlayer', () => this.inner.gamesOfPlayer(playerId, limit));
  }

  gamesWithStatus(
    status: Parameters<GameStore['gamesWithStatus']>[0],
    limit: number,
  ): ReturnType<GameStore['gamesWithStatus']> {
    return this.watch('gamesWithStatus', () => this.inner.gamesWithStatus(status, limit));
  }

  unfinishedGamesBy(playerId: string): ReturnType<GameStore['unfinishedGamesBy']> {
    return this.watch('unfinishedGamesBy', () => this.inner.unfinishedGamesBy(playerId));
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  createPlayer(player: PlayerRow): Promise<void> {
    return this.inner.createPlayer(player);
  }

  updatePlayer(id: string, change: PlayerChange): Promise<void> {
    return this.inner.updatePlayer(id, change);
  }

  createGame(game: NewGame): Promise<void> {
    return this.inner.createGame(game);
  }

  appendMove(gameId: string, move: MoveRow, progress: GameProgress): Promise<boolean> {
    return this.inner.appendMove(gameId, move, progress);
  }

  takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean> {
    return this.inner.takeSeat(gameId, seat, playerId);
  }

  setProgress(gameId: string, progress: GameProgress, at: number): Promise<void> {
    return this.inner.setProgress(gameId, progress, at);
  }

  setTurnClock(gameId: string, clock: TurnClock | null): Promise<void> {
    return this.inner.setTurnClock(gameId, clock);
  }

  claimGame(gameId: string, node: string, now: number, until: number): Promise<boolean> {
    return this.inner.claimGame(gameId, node, now, until);
  }

  renewClaims(node: string, now: number, until: number): Promise<string[]> {
    return this.inner.renewClaims(node, now, until);
  }

  releaseGame(gameId: string, node: string): Promise<void> {
    return this.inner.releaseGame(gameId, node);
  }

  unclaimedGames(now: number, limit: number): Promise<string[]> {
    return this.inner.unclaimedGames(now, limit);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
