/**
 * A bot worker of its own for hints and analysis: the same worker file as the bots'
 * (one bundle of the engine and the bots), started apart, so that a hint or an analysis never
 * waits behind a game's bots, nor they behind it. Questions are answered one at a time, in order.
 *
 * @example
 * const worker = new LearnWorker();
 * const hint = await worker.hint(view, 'hint');
 * worker.terminate();
 */
import { HINT_ITERATIONS, type AnalysisPiece, type GameAnalysis, type Hint } from '@tnt/bots';
import type { GameRecord, PlayerView } from '@tnt/engine';
import type { LearnAnswer, LearnAsk } from '../worker/messages.ts';

type Ok = Extract<LearnAnswer, { ok: true }>;
/** Each question without its id (the worker client numbers them). */
type Question = LearnAsk extends infer A ? (A extends LearnAsk ? Omit<A, 'id'> : never) : never;

export class LearnWorker {
  private worker: Worker | null = null;
  private readonly waiting = new Map<
    number,
    { resolve: (answer: Ok) => void; reject: (error: Error) => void }
  >();
  private next = 1;

  private start(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('../worker/bot.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<LearnAnswer>) => {
      const answer = event.data;
      const entry = this.waiting.get(answer.id);
      if (!entry) return;
      this.waiting.delete(answer.id);
      if (answer.ok) entry.resolve(answer);
      else entry.reject(new Error(answer.message));
    };
    worker.onerror = (event) => {
      this.failAll(event.message || 'the worker failed');
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private ask(question: Question): Promise<Ok> {
    const worker = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...question, id });
    });
  }

  async hint(view: PlayerView, seed: string, iterations = HINT_ITERATIONS): Promise<Hint> {
    const answer = await this.ask({ kind: 'hint', view, seed, iterations });
    if (answer.kind !== 'hint') throw new Error('the worker answered something else');
    return answer.hint;
  }

  /** Opens the analysis of a record in the worker; the number of its tasks. */
  async open(
    record: GameRecord,
    seat: number,
    iterations: number,
    chartPlayouts: number,
  ): Promise<number> {
    const answer = await this.ask({
      kind: 'analysis-open',
      record,
      seat,
      iterations,
      chartPlayouts,
    });
    if (answer.kind !== 'analysis-open') throw new Error('the worker answered something else');
    return answer.tasks;
  }

  /** Runs a task of the open analysis: its piece, and the whole analysis after the last one. */
  async run(task: number): Promise<{ piece: AnalysisPiece; analysis: GameAnalysis | null }> {
    const answer = await this.ask({ kind: 'analysis-run', task });
    if (answer.kind !== 'analysis-run') throw new Error('the worker answered something else');
    return { piece: answer.piece, analysis: answer.analysis };
  }

  /** Stops the worker at once (a long task is cut off); waiting questions fail. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    this.failAll('cancelled');
  }

  private failAll(message: string): void {
    for (const entry of this.waiting.values()) entry.reject(new Error(message));
    this.waiting.clear();
  }
}
