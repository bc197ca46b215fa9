/**
 * "Play now": the queue of players waiting for a table, kept in the store so that
 * every node of a cluster sees the same queue. Each node looks at it every second (`tick`) and
 * starts the games that matching.ts finds: the players are taken from the queue all or none
 * (`seatQueued`, so two nodes cannot seat the same player twice), then a ranked live game with a
 * time per turn is made with them seated and bots of the nearest ratings in the empty seats.
 *
 * @example
 * await matchmaker.join(player, { players: 2, expansions: [], bots: true });
 * await matchmaker.status(player); // { state: 'seated', game: 'g1' } once matched
 */
import {
  DEFAULT_CHAT_OPTIONS,
  ladderOf,
  type BotLevel,
  type QueueBody,
  type QueueStatus,
  type SeatSpec,
  type WireError,
} from '@tnt/protocol';
import { EXPANSIONS, type Expansion, type Result } from '@tnt/engine';
import type { GameRegistry } from '../games/registry.ts';
import { newId } from '../identity/identity.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';
import { BOT_IDENTITIES } from './identities.ts';
import { rankedBotLevels } from './ranked-bots.ts';
import { findMatches, rangeOf, type Match } from './matching.ts';
import { START, displayOf } from './skill.ts';

const isExpansion = (name: string): name is Expansion =>
  (EXPANSIONS as readonly string[]).includes(name);

export interface MatchmakerSettings {
  /** How long a player who allows bots waits for people first. */
  readonly botsAfterMs: number;
  /** The time per turn of the games the queue starts (ranked games need one). */
  readonly turnSeconds: number;
}

export const DEFAULT_MATCHMAKER: MatchmakerSettings = { botsAfterMs: 20_000, turnSeconds: 90 };

/**
 * How long a waiting entry lives without its player asking how they stand: the web client asks
 * every second and a half, so an entry not asked about for this long belongs to a page that
 * closed (or to an identity that never waited at all) and is taken out before matching.
 */
export const QUEUE_ENTRY_TTL_MS = 10_000;

interface MatchmakerLog {
  info(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

export interface MatchmakerDeps {
  readonly store: GameStore;
  readonly registry: GameRegistry;
  readonly now: () => number;
  readonly log: MatchmakerLog;
  readonly settings: MatchmakerSettings;
}

export class Matchmaker {
  private ticking: Promise<void> | null = null;

  constructor(private readonly deps: MatchmakerDeps) {}

  /**
   * Puts the player in the queue; refused (ERR_TOO_MANY_GAMES) while they already hold as many
   * games playing on with no person at the table as the server allows: the game the queue starts
   * for them would be one more (it is created without the caps, its players checked here).
   */
  async join(player: PlayerRow, body: QueueBody): Promise<Result<QueueStatus, WireError>> {
    const { store, now, registry } = this.deps;
    const over = await registry.overCaps(player.id, { open: false, alone: true });
    if (over) return over;
    const [row] = await store.ratings.ratingsOf([player.id], ladderOf(body.players));
    await store.ratings.enqueue({
      playerId: player.id,
      players: body.players,
      expansions: body.expansions,
      bots: body.bots,
      rating: displayOf(row ?? START),
      joinedAt: now(),
      gameId: null,
      seenAt: now(),
    });
    await this.tick();
    return { ok: true, value: await this.status(player) };
  }

  /** How the player stands; asking keeps a waiting entry alive (`QUEUE_ENTRY_TTL_MS`). */
  async status(player: PlayerRow): Promise<QueueStatus> {
    const entry = await this.deps.store.ratings.queueEntry(player.id);
    if (entry === null) return { state: 'idle' };
    if (entry.gameId === null) await this.deps.store.ratings.touchQueue(player.id, this.deps.now());
    const wish = {
      players: entry.players,
      expansions: entry.expansions,
      bots: entry.bots,
      since: entry.joinedAt,
    };
    // A match being set up is named `match:…` until its game exists: still waiting.
    if (entry.gameId !== null && !entry.gameId.startsWith('match:')) {
      return { state: 'seated', ...wish, game: entry.gameId };
    }
    const range = rangeOf(entry, this.deps.now());
    return {
      state: 'waiting',
      ...wish,
      range: { low: Math.round(range.low), high: Math.round(range.high) },
      botsAfterMs: this.deps.settings.botsAfterMs,
    };
  }

  async leave(player: PlayerRow): Promise<QueueStatus> {
    await this.deps.store.ratings.dequeue(player.id);
    return { state: 'idle' };
  }

  /** Looks at the queue once and starts the games it finds (one look at a time on this node). */
  tick(): Promise<void> {
    this.ticking ??= this.tickOnce().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async tickOnce(): Promise<void> {
    await this.deps.store.ratings.dropLapsed(this.deps.now() - QUEUE_ENTRY_TTL_MS);
    const waiting = await this.deps.store.ratings.waiting();
    if (waiting.length === 0) return;
    const matches = findMatches(waiting, this.deps.now(), this.deps.settings);
    for (const match of matches) await this.start(match);
  }

  private async start(match: Match): Promise<void> {
    const { store, registry, log } = this.deps;
    const matchId = `match:${newId()}`;
    if (!(await store.ratings.seatQueued(match.players, matchId))) return;
    try {
      const players = await store.playersByIds(match.players);
      const creator = players[0];
      if (creator === undefined || players.length !== match.players.length) {
        throw new Error('a queued player has no account any more');
      }
      const bots = await this.botsNear(match);
      const seats: SeatSpec[] = [
        ...players.map((): SeatSpec => ({ kind: 'human' })),
        ...bots.map((bot): SeatSpec => ({ kind: 'bot', bot })),
      ];
      const created = await registry.create(
        creator,
        {
          options: { players: match.size, expansions: match.expansions.filter(isExpansion) },
          seats,
          mode: 'live',
          turnSeconds: this.deps.settings.turnSeconds,
          seat: 0,
          chat: DEFAULT_CHAT_OPTIONS,
          undo: true,
          ranked: true,
        },
        true,
      );
      if (!created.ok) throw new Error(created.error.message);
      const { room } = created.value;
      for (const [seat, p] of players.entries()) {
        if (seat === 0) continue;
        const joined = await room.join(p.id, p.name, seat);
        if (!joined.ok) throw new Error(joined.error.message);
      }
      await store.ratings.moveQueued(matchId, room.id);
      log.info({ game: room.id, players: players.length, bots: bots.length }, 'Play now: seated');
    } catch (error) {
      log.error({ err: error }, 'Play now: a game could not be started; the players wait again');
      await store.ratings.releaseQueued(matchId);
    }
  }

  /** Bot levels for the empty seats: the nearest displayed rating to the players' (never random). */
  private async botsNear(match: Match): Promise<BotLevel[]> {
    if (match.bots === 0) return [];
    const rows = await this.deps.store.ratings.ratingsOf(BOT_IDENTITIES, ladderOf(match.size));
    const level = rankedBotLevels(match.rating, rows)[0] ?? 'heuristic';
    return Array.from({ length: match.bots }, () => level);
  }
}
