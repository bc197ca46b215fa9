/**
 * Records every finished game once: its result, and for a ranked game the new
 * ratings, in one transaction of the store that only the first writer gets through
 * (`recordFinished`). A game is recorded when the room that stored its last move tells it
 * finished (games/room-events.ts), and by a sweep on every heartbeat of every node over the games
 * that are over and not recorded: so a node killed between the last move and the update leaves it
 * to the next sweep of any node (itself after a restart), and two nodes recording the same game
 * (the teller and another node's sweep) change the ratings once. Both paths compute the same result from what is stored (the finishing time is
 * the game's last update), so whichever is first records the same thing.
 *
 * @example
 * const recorder = new ResultRecorder({ store, log, seedOf, graceMs: 10_000, now: Date.now });
 * await recorder.sweep(); // the games over whose result was not recorded yet
 */
import { scoreSheet, type ScoreSheet } from '@tnt/engine';
import type { FullMoveEvent } from '@tnt/protocol';
import { DamagedGameError } from '../games/damaged.ts';
import { rebuild } from '../games/rebuild.ts';
import type { RatingRow } from '../store/ratings-types.ts';
import type { GameRow, GameStore, SeatRow } from '../store/types.ts';
import { watchOf } from './abandon.ts';
import {
  DAY_MS,
  PAIR_GAMES_PER_DAY,
  RATED_AFTER_TURNS,
  isProvisional,
  unratedReason,
} from './fair-rating.ts';
import { raterFor, type SeedOf } from './rater.ts';
import { resultOf } from './result.ts';

/** Games over looked at by one sweep, the most recently finished first. */
const SWEEP_BATCH = 200;

interface RecorderLog {
  info(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

/** A failure's kind, for the log and health: its code (SQLITE_CORRUPT, say), else its name. */
function kindOf(error: unknown): string {
  if (error instanceof DamagedGameError) return 'a damaged game';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  return error instanceof Error ? error.name : 'an unknown failure';
}

/** An error's first line, without its stack: what the operator needs once. */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';

export interface RecorderDeps {
  readonly store: GameStore;
  readonly log: RecorderLog;
  readonly seedOf: SeedOf;
  /** How long the sweep leaves a game that just ended to the node that told it (ms). */
  readonly graceMs: number;
  /** The clock the games' times are kept by (epoch ms). */
  readonly now: () => number;
}

/** A game that ended: its row and seats, its final scores, and its moves when they are needed. */
export interface EndedGame {
  readonly game: GameRow;
  readonly seats: readonly SeatRow[];
  readonly scores: ScoreSheet;
  /** The moves that count, for finding abandoners: needed only if a stand-in moved. */
  readonly events: readonly FullMoveEvent[];
}

export class ResultRecorder {
  /** Games being recorded by this node now: one attempt at a time per game. */
  private readonly pending = new Map<string, Promise<boolean>>();
  private sweeping: Promise<number> | null = null;
  /**
   * The kinds of failure of the sweeps since the last one that worked, with how many times: each
   * kind is logged once, when it first comes, and makes health `degraded` while it lasts.
   */
  private readonly failures = new Map<string, number>();
  /** Damaged games the sweep found: they never replay, so they are not tried again. */
  private readonly damaged = new Set<string>();

  constructor(private readonly deps: RecorderDeps) {}

  /** Records a game that is over; true if this call recorded it (false: it already was). */
  record(ended: EndedGame): Promise<boolean> {
    const id = ended.game.id;
    let running = this.pending.get(id);
    if (!running) {
      running = this.write(ended).finally(() => this.pending.delete(id));
      this.pending.set(id, running);
    }
    return running;
  }

  /**
   * Records a game that is over as the store has it (read and replayed); false if it is not over
   * or was recorded already.
   */
  async recordStored(gameId: string): Promise<boolean> {
    const stored = await this.deps.store.loadGame(gameId);
    if (stored?.game.status !== 'over') return false;
    const { state, events } = rebuild(stored);
    const { game, seats } = stored;
    return this.record({ game, seats, scores: scoreSheet(state), events });
  }

  /**
   * Records a game a room saw end, as the room told it (its row as stored with the last move, and
   * the moves it holds): nothing is read or replayed, so a game's end costs the server's event
   * loop only the transaction, however many games end at once.
   */
  recordTold(ended: EndedGame): Promise<boolean> {
    if (ended.game.status !== 'over') return Promise.resolve(false);
    return this.record(ended);
  }

  /**
   * Records the games over that are not recorded yet; how many this sweep recorded. A node's
   * first sweep (`atStart`) takes every one: no room of this node can be telling them. Never
   * rejects: a failure is logged once per kind (not at every heartbeat) and shown by `problems`.
   */
  sweep(atStart = false): Promise<number> {
    this.sweeping ??= this.sweepOnce(atStart ? 0 : this.deps.graceMs)
      .then(
        (recorded) => {
          this.worked();
          return recorded;
        },
        (error: unknown) => {
          this.failed(error);
          return 0;
        },
      )
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  /** What fails in the sweeps now, a sentence each, for /api/health (empty: nothing). */
  problems(): string[] {
    return [...this.failures.keys()].map((kind) => `the results sweep fails (${kind})`);
  }

  private failed(error: unknown, game?: string): void {
    const kind = kindOf(error);
    const times = this.failures.get(kind) ?? 0;
    this.failures.set(kind, times + 1);
    // A fault of the store or its data, not of the code: its kind and message say it, once.
    if (times === 0) {
      const fields = { kind, reason: firstLine(error), ...(game === undefined ? {} : { game }) };
      this.deps.log.error(fields, 'the results sweep failed; said once until it works again');
    }
  }

  private worked(): void {
    if (this.failures.size === 0) return;
    const failures = Object.fromEntries(this.failures);
    this.failures.clear();
    this.deps.log.info({ failures }, 'the results sweep works again');
  }

  /** Waits for the recordings under way (the server is closing). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending.values(), this.sweeping]);
  }

  private async sweepOnce(graceMs: number): Promise<number> {
    const { store, now } = this.deps;
    const over = await store.gamesWithStatus('over', SWEEP_BATCH);
    const done = await store.ratings.recorded(over.map((g) => g.game.id));
    let recorded = 0;
    let failure: Error | null = null;
    for (const { game } of over) {
      if (done.has(game.id) || this.pending.has(game.id) || this.damaged.has(game.id)) continue;
      // A game that ended moments ago is its teller's to record (recordTold): replaying it here
      // too would only block the event loop while many games end.
      if (now() - game.updatedAt < graceMs) continue;
      try {
        if (await this.recordStored(game.id)) recorded++;
      } catch (error) {
        if (error instanceof DamagedGameError) {
          this.damaged.add(game.id);
          this.failed(error, game.id);
        } else {
          failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }
    }
    // Any other failure of a game's recording fails the sweep (it is tried again next time).
    if (failure !== null) throw failure;
    if (recorded > 0) this.deps.log.info({ games: recorded }, 'results recorded by the sweep');
    return recorded;
  }

  private async write(ended: EndedGame): Promise<boolean> {
    const { game, seats, scores, events } = ended;
    const { store, seedOf } = this.deps;
    const setup = { options: game.options, seed: game.seed };
    const ranked = game.ranked === true;
    const watch = ranked
      ? watchOf(setup, seats.length, events, await store.ratings.leaves(game.id))
      : null;
    const abandoned = watch?.abandoned ?? [];
    // A person who left before playing a few turns of their own voids the game's rating.
    const early = abandoned.filter(
      (seat) => seats[seat]?.playerId != null && watch!.turnsPlayed(seat) < RATED_AFTER_TURNS,
    );
    const people = [...new Set(seats.flatMap((s) => (s.playerId === null ? [] : [s.playerId])))];
    const finishedAt = game.updatedAt;
    const pairOver = ranked && (await this.pairsOverLimit(people, finishedAt));
    const unrated = ranked ? unratedReason(early.length > 0, pairOver) : null;
    const finished = resultOf(game, seats, scores, abandoned, finishedAt, { unrated, early });
    const born = new Map((await store.playersByIds(people)).map((p) => [p.id, p.createdAt]));
    const provisional = (row: RatingRow): boolean =>
      isProvisional(row.games, born.get(row.identity) ?? null, finishedAt);
    const rater = raterFor(finished, seedOf, provisional);
    const first = await store.ratings.recordFinished(finished, rater);
    if (first) {
      const fields = { game: game.id, ladder: finished.ladder, unrated: finished.unrated };
      this.deps.log.info(fields, 'result recorded');
    }
    return first;
  }

  /** Whether two of these people were rated together as often as a day allows, before `at`. */
  private async pairsOverLimit(people: readonly string[], at: number): Promise<boolean> {
    for (const [i, a] of people.entries()) {
      for (const b of people.slice(i + 1)) {
        const together = await this.deps.store.ratings.ratedTogetherSince(a, b, at - DAY_MS);
        if (together >= PAIR_GAMES_PER_DAY) return true;
      }
    }
    return false;
  }
}
