/**
 * The bot pool's waiting jobs, shared fairly between games: the next job to run is the oldest job
 * of the game served longest ago. A game that asks for many decisions (or a thousand games of one
 * player) cannot push another game's bot to the back: a job waits behind at most one decision of
 * each other game, besides the ones already being thought about.
 *
 * Each game has a turn number: the dispatch at which it was last served. A game that is not known
 * (new, or nothing of it waiting or running) takes the place just before the game served last, so
 * it goes behind every game that has waited longer and ahead of the one that has just been served.
 * Games are forgotten once nothing of theirs waits or runs, so the queue holds nothing for games
 * that no longer ask.
 *
 * @example
 * const queue = new FairQueue<Job>();
 * queue.push('g1', job);
 * const next = queue.shift(); // { game: 'g1', item: job }
 * queue.finished('g1');       // when its decision is made
 */

interface GameLine<T> {
  readonly items: T[];
  /** Twice the dispatch number of the game's last turn (odd: placed before that dispatch). */
  turn: number;
  /** Order of arrival, for games with the same turn. */
  readonly arrival: number;
}

export class FairQueue<T> {
  private readonly lines = new Map<string, GameLine<T>>();
  /** The last turn of each game with a job waiting or running. */
  private readonly served = new Map<string, number>();
  private readonly running = new Map<string, number>();
  private dispatches = 0;
  private arrivals = 0;
  private count = 0;

  /** Jobs waiting. */
  get size(): number {
    return this.count;
  }

  push(game: string, item: T): void {
    const line = this.lines.get(game);
    if (line) {
      line.items.push(item);
    } else {
      const turn = this.served.get(game) ?? 2 * this.dispatches - 1;
      this.lines.set(game, { items: [item], turn, arrival: this.arrivals++ });
    }
    this.count++;
  }

  /** The next job, which now counts as running until `finished`; null if none waits. */
  shift(): { game: string; item: T } | null {
    let next: [string, GameLine<T>] | null = null;
    for (const entry of this.lines) {
      const [, line] = entry;
      if (next === null || comesBefore(line, next[1])) next = entry;
    }
    if (next === null) return null;
    const [game, line] = next;
    const item = line.items.shift()!;
    this.count--;
    this.dispatches++;
    line.turn = 2 * this.dispatches;
    if (line.items.length === 0) this.lines.delete(game);
    this.served.set(game, line.turn);
    this.running.set(game, (this.running.get(game) ?? 0) + 1);
    return { game, item };
  }

  /** Takes a waiting job out (its time ran out); false if it is not waiting. */
  remove(game: string, item: T): boolean {
    const line = this.lines.get(game);
    const index = line ? line.items.indexOf(item) : -1;
    if (!line || index < 0) return false;
    line.items.splice(index, 1);
    this.count--;
    if (line.items.length === 0) {
      this.lines.delete(game);
      this.forgetIfIdle(game);
    }
    return true;
  }

  /** A job of the game that `shift` gave out is done (answered, failed or abandoned). */
  finished(game: string): void {
    const left = (this.running.get(game) ?? 1) - 1;
    if (left > 0) this.running.set(game, left);
    else this.running.delete(game);
    this.forgetIfIdle(game);
  }

  /** Empties the queue; the jobs that were waiting. */
  drain(): T[] {
    const items = [...this.lines.values()].flatMap((line) => line.items);
    this.lines.clear();
    this.count = 0;
    return items;
  }

  private forgetIfIdle(game: string): void {
    if (!this.lines.has(game) && !this.running.has(game)) this.served.delete(game);
  }
}

function comesBefore<T>(a: GameLine<T>, b: GameLine<T>): boolean {
  return a.turn < b.turn || (a.turn === b.turn && a.arrival < b.arrival);
}
