/**
 * The claims this node holds: the games it acts on (bots, turn clocks, grace periods). A claim is
 * taken in the store when a game that acts on its own is loaded or starts, renewed on every
 * heartbeat, and believed only until the time it was last renewed to: if the database cannot be
 * reached, this node stops acting when its claims lapse, as the other nodes see them lapse too.
 * A node that dies stops renewing; once its claims lapse, `takeOver` lets another node have them.
 *
 * @example
 * const keeper = new ClaimKeeper(store, 'node-a', 10_000, log);
 * if (await keeper.claim('g1')) room.act();
 * const held = await keeper.renew(); // the games this node still holds
 */
import type { GameClaims, GameRow, SeatRow } from '../store/types.ts';
import type { Logger } from '../logger.ts';

/**
 * Whether a playing game must go on without anyone connected, so that some node must act on it:
 * live (absent players get stand-ins), timed, or awaiting a bot. (The same test as the store's
 * `unclaimedGames`.)
 */
export const actsAlone = (game: GameRow, seats: readonly SeatRow[]): boolean =>
  game.status === 'playing' &&
  (game.mode === 'live' ||
    game.turnSeconds !== null ||
    seats.find((s) => s.seat === game.decisionSeat)?.kind === 'bot');

export class ClaimKeeper {
  /** Held games and the time their claim runs to. */
  private readonly held = new Map<string, number>();
  /** Whether the store answered the last renewal (for health checks). */
  storeUp = true;

  constructor(
    private readonly store: GameClaims,
    readonly node: string,
    readonly ttlMs: number,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  holds(gameId: string): boolean {
    return (this.held.get(gameId) ?? 0) > this.now();
  }

  /** Takes (or renews) the game's claim; false if another node holds it or the store fails. */
  async claim(gameId: string): Promise<boolean> {
    const now = this.now();
    try {
      const won = await this.store.claimGame(gameId, this.node, now, now + this.ttlMs);
      if (won) this.held.set(gameId, now + this.ttlMs);
      else this.held.delete(gameId);
      return won;
    } catch (error) {
      this.log.warn({ err: error, game: gameId }, 'claiming a game failed');
      return this.holds(gameId);
    }
  }

  /**
   * Renews every claim of this node in the store (after a restart, the ones it held before);
   * the games it holds now. If the store cannot be reached, the claims stand until they lapse.
   */
  async renew(): Promise<string[]> {
    const now = this.now();
    try {
      const kept = await this.store.renewClaims(this.node, now, now + this.ttlMs);
      this.held.clear();
      for (const id of kept) this.held.set(id, now + this.ttlMs);
      this.storeUp = true;
    } catch (error) {
      if (this.storeUp) this.log.error({ err: error }, 'the database does not answer');
      this.storeUp = false;
    }
    return [...this.held.keys()].filter((id) => this.holds(id));
  }

  /** Claims up to `limit` games that act on their own and that no node holds; the ones won. */
  async takeOver(limit: number): Promise<string[]> {
    let orphans: string[];
    try {
      orphans = await this.store.unclaimedGames(this.now(), limit);
    } catch (error) {
      this.log.warn({ err: error }, 'looking for unclaimed games failed');
      return [];
    }
    const won: string[] = [];
    for (const id of orphans) if (await this.claim(id)) won.push(id);
    return won;
  }

  async release(gameId: string): Promise<void> {
    if (!this.held.delete(gameId)) return;
    try {
      await this.store.releaseGame(gameId, this.node);
    } catch (error) {
      this.log.warn({ err: error, game: gameId }, 'releasing a claim failed; it will lapse');
    }
  }

  /** Gives up every claim (the node stops), so that others need not wait for them to lapse. */
  async releaseAll(): Promise<void> {
    await Promise.all([...this.held.keys()].map((id) => this.release(id)));
  }
}
