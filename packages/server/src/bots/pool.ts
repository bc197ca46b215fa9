/**
 * A pool of bot worker threads with a queue of jobs. Each worker thinks about one decision at a
 * time; a job waits for a free worker, and the waiting jobs are shared fairly between identities,
 * then between each identity's games (`FairQueue`: a bot waits behind at most one decision of
 * each other identity, however many games that identity has going). A decision's
 * time limit runs from when it was asked, waiting included: a job still waiting when its time
 * runs out fails without taking a worker, and a job still being thought about fails and its worker
 * is replaced. A worker that dies fails its job and is replaced too. A failed job makes the game
 * play a cheap move (see games/bot-turns.ts), so no bot can hang or crash the server, and a crowd
 * of slow bots cannot freeze other games.
 *
 * @example
 * const pool = new BotPool({ size: 1, workerUrl, timeoutMs: 30_000 });
 * const choice = await pool.choose('heuristic', 'seed/seat 2', view, { owner: 'p1', game: 'g1' });
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Hint } from '@tnt/bots';
import type { Move, PlayerView } from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';
import { systemClock, type Clock } from '../clock.ts';
import { FairQueue, type QueueLine } from './fair-queue.ts';
import type { BotReply, WorkerAnswer, WorkerJob } from './messages.ts';

export interface BotPoolOptions {
  readonly size: number;
  /** The built worker file (bot-worker.mjs). */
  readonly workerUrl: URL;
  /**
   * A decision not answered this long after it was asked fails (waiting for a worker counts);
   * a worker still thinking about it is replaced.
   */
  readonly timeoutMs: number;
  /** The time limits' clock (default: the system's). */
  readonly clock?: Clock;
}

interface Pending {
  readonly job: WorkerJob;
  /** Whose decision it is: waiting jobs are shared fairly between identities and their games. */
  readonly line: QueueLine;
  readonly resolve: (answer: WorkerAnswer) => void;
  readonly reject: (error: Error) => void;
  /** Stops the time limit's timer. */
  cancelLimit: () => void;
}

/** A decision asked on nobody's behalf (tools and tests): one line of its own. */
const ANONYMOUS: QueueLine = { owner: '', game: '' };

interface Slot {
  readonly worker: Worker;
  current: Pending | null;
}

export class BotPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting = new FairQueue<Pending>();
  private readonly clock: Clock;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: BotPoolOptions) {
    this.clock = options.clock ?? systemClock;
    if (!existsSync(fileURLToPath(options.workerUrl))) {
      throw new Error(
        `the bot worker is not built: ${options.workerUrl.href} is missing (see docs/server.md)`,
      );
    }
  }

  /** Jobs waiting for a worker plus jobs being thought about. */
  get load(): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.current) busy++;
    return busy + this.waiting.size;
  }

  /** The bot's choice for the view; `line` says whose decision it is (for fair sharing). */
  async choose(
    level: BotLevel,
    seed: string,
    view: PlayerView,
    line: QueueLine = ANONYMOUS,
  ): Promise<{ move: Move; iterations: number }> {
    const answer = await this.submit(
      { id: this.nextId++, level, seed, view: JSON.stringify(view) },
      line,
    );
    if (!('move' in answer)) throw new Error('a bot worker answered a move with a hint');
    return { move: answer.move, iterations: answer.iterations };
  }

  /**
   * A hint for the decision of the view's seat, thought about by the same workers and
   * in the same fair queue as the bots' decisions: in the line of the identity that asked, so its
   * hints wait their turn like its games' bots.
   */
  async hint(
    view: PlayerView,
    seed: string,
    iterations: number,
    line: QueueLine = ANONYMOUS,
  ): Promise<Hint> {
    const job = { id: this.nextId++, kind: 'hint' as const, seed, iterations };
    const answer = await this.submit({ ...job, view: JSON.stringify(view) }, line);
    if (!('hint' in answer)) throw new Error('a bot worker answered a hint with a move');
    return answer.hint;
  }

  private submit(job: WorkerJob, line: QueueLine): Promise<WorkerAnswer> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { job, line, resolve, reject, cancelLimit: () => undefined };
      pending.cancelLimit = this.clock.after(this.options.timeoutMs, () => {
        this.outOfTime(pending);
      });
      this.waiting.push(line, pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.drain()) {
      pending.cancelLimit();
      pending.reject(new Error('the server stopped'));
    }
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) this.fail(slot, new Error('the server stopped'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.size > 0) {
      const slot = this.freeSlot();
      if (slot === null) return;
      const next = this.waiting.shift()!;
      slot.current = next.item;
      slot.worker.postMessage(next.item.job);
    }
  }

  /** The decision's time ran out: it fails, waiting or not; a worker on it is replaced. */
  private outOfTime(pending: Pending): void {
    const error = new Error(`the bot took more than ${this.options.timeoutMs} ms`);
    if (this.waiting.remove(pending.line, pending)) {
      pending.reject(error);
      return;
    }
    for (const slot of this.slots) {
      if (slot.current === pending) this.replace(slot, error);
    }
  }

  private freeSlot(): Slot | null {
    for (const slot of this.slots) if (slot.current === null) return slot;
    if (this.slots.size >= this.options.size) return null;
    const worker = new Worker(this.options.workerUrl);
    const slot: Slot = { worker, current: null };
    worker.on('message', (reply: BotReply) => {
      this.settle(slot, reply);
    });
    worker.on('error', (error) => {
      this.replace(slot, error);
    });
    worker.on('exit', (code) => {
      if (this.slots.has(slot)) this.replace(slot, new Error(`a bot worker exited with ${code}`));
    });
    this.slots.add(slot);
    return slot;
  }

  private settle(slot: Slot, reply: BotReply): void {
    const pending = slot.current;
    if (pending?.job.id !== reply.id) return;
    this.release(slot);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(new Error(reply.error));
    this.dispatch();
  }

  private fail(slot: Slot, error: Error): void {
    this.release(slot)?.reject(error);
  }

  /** The slot's job is done: its timer stops and its game's turn is over. */
  private release(slot: Slot): Pending | null {
    const pending = slot.current;
    slot.current = null;
    if (pending) {
      pending.cancelLimit();
      this.waiting.finished(pending.line);
    }
    return pending;
  }

  /** Fails the slot's job and puts a fresh worker in its place. */
  private replace(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    this.fail(slot, error);
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
