/**
 * One serial queue per game: every change to a game (a move, a bot's move, a seat taken, a turn
 * running out) runs as a task here, one after the other, so that checking the state, storing the
 * move and telling the clients happen with nothing in between. A failed task fails only itself.
 *
 * @example
 * await queue.run(async () => { check(); await store.appendMove(...); broadcast(); });
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Tasks queued or running. */
  get length(): number {
    return this.waiting;
  }

  run<T>(task: () => Promise<T> | T): Promise<T> {
    this.waiting++;
    const result = this.tail.then(task).finally(() => {
      this.waiting--;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
