/**
 * The bot pool's waiting jobs, shared fairly between identities, then between each identity's
 * games: the next job to run is the oldest job of the game served longest ago, of the identity
 * served longest ago. An identity's line holds every decision asked on its behalf (the bots of the
 * games it created, its hints), so one identity with a thousand games cannot push another's bot to
 * the back: a job waits behind at most one decision of each other identity, besides the ones
 * already being thought about. Inside one identity's line its games take turns the same way.
 *
 * Each identity (and each game within its identity) has a turn number: the dispatch at which it
 * was last served. One that is not known (new, or nothing of it waiting or running) takes the
 * place just before the one served last, so it goes behind every one that has waited longer and
 * ahead of the one that has just been served. Identities and games are forgotten once nothing of
 * theirs waits or runs, so the queue holds nothing for those that no longer ask.
 *
 * @example
 * const queue = new FairQueue<Job>();
 * queue.push({ owner: 'p1', game: 'g1' }, job);
 * const next = queue.shift(); // { line: { owner: 'p1', game: 'g1' }, item: job }
 * queue.finished(next.line);  // when its decision is made
 */

/** Whose decision a job is: the identity it is charged to, and the game it is for. */
export interface QueueLine {
  /** The identity whose share of the bots the job takes (a game's creator, a hint's asker). */
  readonly owner: string;
  readonly game: string;
}

interface Turn {
  /** Twice the dispatch number of the last turn (odd: placed before that dispatch). */
  turn: number;
  /** Order of arrival, for keys with the same turn. */
  readonly arrival: number;
}

/** The order of turns among keys: the key served longest ago first. */
class Rotation {
  private readonly turns = new Map<string, Turn>();
  private dispatches = 0;
  private arrivals = 0;

  /** A key has work: it keeps its turn, or takes the place just before the key served last. */
  enter(key: string): void {
    if (!this.turns.has(key)) {
      this.turns.set(key, { turn: 2 * this.dispatches - 1, arrival: this.arrivals++ });
    }
  }

  /** The key whose turn it is among those with work waiting. */
  next(waiting: (key: string) => boolean): string | null {
    let best: [string, Turn] | null = null;
    for (const entry of this.turns) {
      if (!waiting(entry[0])) continue;
      if (best === null || comesBefore(entry[1], best[1])) best = entry;
    }
    return best?.[0] ?? null;
  }

  served(key: string): void {
    this.dispatches++;
    const entry = this.turns.get(key);
    if (entry) entry.turn = 2 * this.dispatches;
  }

  forget(key: string): void {
    this.turns.delete(key);
  }
}

function comesBefore(a: Turn, b: Turn): boolean {
  return a.turn < b.turn || (a.turn === b.turn && a.arrival < b.arrival);
}

/** One identity's jobs: its games' lines and their turns. */
interface OwnerLine<T> {
  readonly games: Rotation;
  readonly lines: Map<string, T[]>;
  /** Jobs of each game being thought about. */
  readonly running: Map<string, number>;
  waiting: number;
}

export class FairQueue<T> {
  private readonly owners = new Rotation();
  private readonly byOwner = new Map<string, OwnerLine<T>>();
  private count = 0;

  /** Jobs waiting. */
  get size(): number {
    return this.count;
  }

  push(line: QueueLine, item: T): void {
    let owner = this.byOwner.get(line.owner);
    if (!owner) {
      owner = { games: new Rotation(), lines: new Map(), running: new Map(), waiting: 0 };
      this.byOwner.set(line.owner, owner);
    }
    this.owners.enter(line.owner);
    owner.games.enter(line.game);
    const items = owner.lines.get(line.game);
    if (items) items.push(item);
    else owner.lines.set(line.game, [item]);
    owner.waiting++;
    this.count++;
  }

  /** The next job, which now counts as running until `finished`; null if none waits. */
  shift(): { line: QueueLine; item: T } | null {
    const ownerKey = this.owners.next((key) => (this.byOwner.get(key)?.waiting ?? 0) > 0);
    const owner = ownerKey === null ? undefined : this.byOwner.get(ownerKey);
    if (ownerKey === null || owner === undefined) return null;
    const game = owner.games.next((key) => (owner.lines.get(key)?.length ?? 0) > 0);
    const items = game === null ? undefined : owner.lines.get(game);
    if (game === null || items === undefined) return null;
    const item = items.shift()!;
    if (items.length === 0) owner.lines.delete(game);
    owner.waiting--;
    this.count--;
    owner.running.set(game, (owner.running.get(game) ?? 0) + 1);
    this.owners.served(ownerKey);
    owner.games.served(game);
    return { line: { owner: ownerKey, game }, item };
  }

  /** Takes a waiting job out (its time ran out); false if it is not waiting. */
  remove(line: QueueLine, item: T): boolean {
    const owner = this.byOwner.get(line.owner);
    const items = owner?.lines.get(line.game);
    const index = items ? items.indexOf(item) : -1;
    if (!owner || !items || index < 0) return false;
    items.splice(index, 1);
    if (items.length === 0) owner.lines.delete(line.game);
    owner.waiting--;
    this.count--;
    this.forgetIfIdle(line);
    return true;
  }

  /** A job that `shift` gave out is done (answered, failed or abandoned). */
  finished(line: QueueLine): void {
    const owner = this.byOwner.get(line.owner);
    if (!owner) return;
    const left = (owner.running.get(line.game) ?? 1) - 1;
    if (left > 0) owner.running.set(line.game, left);
    else owner.running.delete(line.game);
    this.forgetIfIdle(line);
  }

  /** Empties the queue; the jobs that were waiting. */
  drain(): T[] {
    const items = [...this.byOwner.values()].flatMap((owner) => [...owner.lines.values()].flat());
    for (const owner of this.byOwner.values()) {
      owner.lines.clear();
      owner.waiting = 0;
    }
    this.count = 0;
    return items;
  }

  private forgetIfIdle(line: QueueLine): void {
    const owner = this.byOwner.get(line.owner);
    if (!owner) return;
    if (!owner.lines.has(line.game) && !owner.running.has(line.game)) owner.games.forget(line.game);
    if (owner.waiting === 0 && owner.running.size === 0) {
      this.byOwner.delete(line.owner);
      this.owners.forget(line.owner);
    }
  }
}
