/**
 * The Watch page's list: live games in progress, best-rated tables first (the mean displayed
 * rating of who sits there: people at their rating on the game's ladder, a new player at the
 * starting 1,000, bots at their level's), with each game's spectators over every node. Worked out
 * at most once every few seconds per node, however many pages ask.
 *
 * @example
 * const list = new WatchList({ store, registry, now: Date.now });
 * (await list.games())[0]?.rating; // the best table's
 */
import { ladderOf, type Ladder, type WatchedGame } from '@tnt/protocol';
import type { GameRegistry } from '../games/registry.ts';
import { botIdentity } from '../ratings/identities.ts';
import { START, displayOf } from '../ratings/skill.ts';
import type { GameStore, SeatRow } from '../store/types.ts';
import { ONLINE_MS } from './friends.ts';

/** Games looked at (the most recently active) and shown. */
const LOOKED_AT = 200;
const SHOWN = 30;
const CACHE_MS = 3_000;

export interface WatchListDeps {
  readonly store: GameStore;
  readonly registry: GameRegistry;
  readonly now: () => number;
}

const identityOf = (seat: SeatRow): string | null =>
  seat.kind === 'bot' && seat.bot !== null ? botIdentity(seat.bot) : seat.playerId;

export class WatchList {
  private cached: { at: number; games: Promise<WatchedGame[]> } | null = null;

  constructor(private readonly deps: WatchListDeps) {}

  games(): Promise<WatchedGame[]> {
    const at = this.deps.now();
    if (this.cached === null || at - this.cached.at >= CACHE_MS) {
      const games = this.compute(at);
      this.cached = { at, games };
      // A failure is not kept: the next page asks again.
      games.catch(() => {
        if (this.cached?.games === games) this.cached = null;
      });
    }
    return this.cached.games;
  }

  private async compute(at: number): Promise<WatchedGame[]> {
    const { store, registry } = this.deps;
    const live = (await store.gamesWithStatus('playing', LOOKED_AT)).filter(
      (g) => g.game.mode === 'live',
    );
    const byLadder = new Map<Ladder, Set<string>>();
    for (const { game, seats } of live) {
      const ladder = ladderOf(game.options.players);
      const ids = byLadder.get(ladder) ?? new Set<string>();
      for (const seat of seats) {
        const id = identityOf(seat);
        if (id !== null) ids.add(id);
      }
      byLadder.set(ladder, ids);
    }
    const displays = new Map<string, number>();
    for (const [ladder, ids] of byLadder) {
      for (const row of await store.ratings.ratingsOf([...ids], ladder)) {
        displays.set(`${ladder}/${row.identity}`, displayOf(row));
      }
    }
    const rated = live.map(({ game, seats }) => {
      const ladder = ladderOf(game.options.players);
      const ratings = seats.flatMap((s) => {
        const id = identityOf(s);
        return id === null ? [] : [displays.get(`${ladder}/${id}`) ?? displayOf(START)];
      });
      const mean = ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
      return { id: game.id, rating: Math.round(mean) };
    });
    const spectators = await store.friends.watchCounts(
      rated.map((g) => g.id),
      at - ONLINE_MS,
    );
    rated.sort(
      (a, b) =>
        b.rating - a.rating ||
        (spectators.get(b.id) ?? 0) - (spectators.get(a.id) ?? 0) ||
        (a.id < b.id ? -1 : 1),
    );
    const top = rated.slice(0, SHOWN);
    const rooms = new Map((await registry.servable(top.map((g) => g.id))).map((r) => [r.id, r]));
    return top.flatMap((g): WatchedGame[] => {
      const room = rooms.get(g.id);
      if (room?.status !== 'playing') return [];
      return [{ game: room.summary(), rating: g.rating, spectators: spectators.get(g.id) ?? 0 }];
    });
  }
}
