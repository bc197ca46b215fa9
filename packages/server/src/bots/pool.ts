/**
 * A pool of bot worker threads with a queue of jobs. Each worker thinks about one decision at a
 * time; a job waits for a free worker. A job that takes longer than its time limit, or a worker
 * that dies, fails the job (the game then falls back to a cheap move, see games/bot-turns.ts) and
 * the worker is replaced, so no bot can hang or crash the server.
 *
 * @example
 * const pool = new BotPool({ size: 1, workerUrl, timeoutMs: 30_000 });
 * const choice = await pool.choose('heuristic', 'seed/seat 2', view);
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Move, PlayerView } from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';
import type { BotJob, BotReply } from './messages.ts';

export interface BotPoolOptions {
  readonly size: number;
  /** The built worker file (bot-worker.mjs). */
  readonly workerUrl: URL;
  /** A decision that takes longer fails, and its worker is replaced. */
  readonly timeoutMs: number;
}

interface Pending {
  readonly job: BotJob;
  readonly resolve: (choice: { move: Move; iterations: number }) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

export class BotPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: BotPoolOptions) {
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
    return busy + this.waiting.length;
  }

  choose(
    level: BotLevel,
    seed: string,
    view: PlayerView,
  ): Promise<{ move: Move; iterations: number }> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, level, seed, view: JSON.stringify(view) };
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('the server stopped'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) this.fail(slot, new Error('the server stopped'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.freeSlot();
      if (slot === null) return;
      const pending = this.waiting.shift()!;
      slot.current = pending;
      slot.timer = setTimeout(() => {
        this.replace(slot, new Error(`the bot took more than ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      slot.worker.postMessage(pending.job);
    }
  }

  private freeSlot(): Slot | null {
    for (const slot of this.slots) if (slot.current === null) return slot;
    if (this.slots.size >= this.options.size) return null;
    const worker = new Worker(this.options.workerUrl);
    const slot: Slot = { worker, current: null, timer: null };
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
    if (slot.timer) clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = null;
    if (reply.ok) pending.resolve({ move: reply.move, iterations: reply.iterations });
    else pending.reject(new Error(reply.error));
    this.dispatch();
  }

  private fail(slot: Slot, error: Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    const pending = slot.current;
    slot.current = null;
    slot.timer = null;
    pending?.reject(error);
  }

  /** Fails the slot's job and puts a fresh worker in its place. */
  private replace(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    this.fail(slot, error);
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
