/**
 * Group commit: the writes asked for during one turn of the event loop go to the database in one
 * transaction, and each promise settles only after that transaction committed (a move is still
 * stored before it is acknowledged). With SQLite this turns a thousand small commits a second,
 * each a write to the log, into a few dozen, which is most of the cost of storing a move.
 *
 * @example
 * const appends = new GroupCommit((batch) => db.transaction(() => batch.map(write))());
 * const stored = await appends.submit(row);
 */

/** The outcome of one write of a batch: its result, or the error that undid that write only. */
export type Outcome<R> =
  { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: unknown };

interface Waiting<A, R> {
  readonly item: A;
  readonly resolve: (value: R) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit<A, R> {
  private waiting: Waiting<A, R>[] = [];
  private scheduled: NodeJS.Immediate | null = null;

  /** `commit` writes a batch in one transaction and returns one outcome per item, in order. */
  constructor(private readonly commit: (batch: readonly A[]) => Outcome<R>[]) {}

  submit(item: A): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.scheduled ??= setImmediate(() => {
        this.flush();
      });
    });
  }

  /** Writes what is waiting now (also called before the database closes). */
  flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    let outcomes: Outcome<R>[];
    try {
      outcomes = this.commit(batch.map((w) => w.item));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) w.resolve(outcome.value);
      else w.reject(outcome ? outcome.error : new Error('no outcome for a write'));
    });
  }
}
