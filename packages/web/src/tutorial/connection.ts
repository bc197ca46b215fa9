/**
 * A lesson's game, held in this page and driven by its script: the table (GameController and the
 * same panels as a local game) sees an ordinary connection, but the learner's legal moves are only
 * the moves the step teaches, so the table lights exactly those. A move the rules refuse gets the
 * engine's reason; a legal move the step does not teach is refused with the lesson's explanation
 * and changes nothing. When a step is done the other seats make their scripted moves, one at a
 * time at the table's pace, and the next step begins.
 *
 * @example
 * const opened = LessonConnection.open(lessonById('turn')!, 0, 700, (step) => save(step));
 * if (opened.ok) new GameController(opened.value);
 */
import { signal } from '@preact/signals';
import {
  makeRecord,
  moveFromText,
  moveToText,
  playerView,
  validateMove,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Move,
  type PlayerView,
  type Result,
} from '@tnt/engine';
import {
  Listeners,
  type ConnectionEvent,
  type GameConnection,
  type GameError,
  type SeatPlayer,
} from '../game/connection.ts';
import { logEntry, type LogEntry } from '../game/log.ts';
import type { UndoNote } from '../game/undo-note.ts';
import { t } from '../i18n/index.ts';
import { lessonText } from './texts/index.ts';
import { moveOption } from '../ui/format.ts';
import { LEARNER, movesOf, type Lesson, type LessonStep } from './lesson.ts';
import { awaitedMoves, lessonAt, playScripted, type ScriptedMove } from './script.ts';

/** The other seats' names: the same in every language. */
const OTHERS = ['Anna', 'Ben', 'Clara'] as const;

const refuse = (code: string, message: string): Promise<Result<null, GameError>> =>
  Promise.resolve({ ok: false, error: { code, message } });

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class LessonConnection implements GameConnection {
  readonly kind = 'local';
  readonly waiting = false;
  readonly mySeats: readonly number[] = [LEARNER];
  readonly undos: readonly UndoNote[] = [];
  /** The step shown; `lesson.steps.length` once the lesson is done. */
  readonly step;
  /** True while the other seats make their scripted moves. */
  readonly replying = signal(false);
  private state: GameState;
  private readonly made: { seat: number; move: Move }[] = [];
  private readonly entries: LogEntry[] = [];
  /** The learner's moves made so far in the step shown. */
  private stepMoves: string[] = [];
  private readonly listeners = new Listeners<ConnectionEvent>();
  private readonly views = new Map<number | null, PlayerView>();
  private disposed = false;

  private constructor(
    readonly lesson: Lesson,
    private readonly setup: GameSetup,
    start: GameState,
    before: readonly ScriptedMove[],
    step: number,
    private pace: number,
    private readonly onStep: (step: number) => void,
  ) {
    this.state = start;
    this.step = signal(step);
    for (const m of before) this.note(m);
  }

  /** The lesson's game at step `step` (0 for its start), or why the script cannot be played. */
  static open(
    lesson: Lesson,
    step: number,
    pace: number,
    onStep: (step: number) => void = () => undefined,
  ): Result<LessonConnection, string> {
    const at = Math.min(Math.max(0, step), lesson.steps.length);
    const game = lessonAt(lesson, at);
    if (!game.ok) return game;
    const { setup, state, moves } = game.value;
    return { ok: true, value: new LessonConnection(lesson, setup, state, moves, at, pace, onStep) };
  }

  get players(): readonly SeatPlayer[] {
    return Array.from({ length: this.state.players }, (_, seat) => ({
      seat,
      name: seat === LEARNER ? t('tutorial.learner') : (OTHERS[seat - 1] ?? `${seat + 1}`),
      bot: null,
    }));
  }

  get seq(): number {
    return this.entries.length;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** The step shown, or undefined once the lesson is done. */
  get current(): LessonStep | undefined {
    return this.lesson.steps[this.step.value];
  }

  /** The moves the step shown still waits for, in the notation; none while others move. */
  awaited(): string[] {
    const step = this.current;
    return step === undefined || this.replying.value ? [] : awaitedMoves(step, this.stepMoves);
  }

  view(viewer: number | null): PlayerView {
    const cached = this.views.get(viewer);
    if (cached) return cached;
    const full = playerView(this.state, viewer);
    const awaited = this.awaited();
    // The learner may make only what the step teaches: the table lights exactly that.
    const view =
      viewer === LEARNER
        ? { ...full, legalMoves: full.legalMoves.filter((m) => awaited.includes(moveToText(m))) }
        : full;
    this.views.set(viewer, view);
    return view;
  }

  move(seat: number, move: Move): Promise<Result<null, GameError>> {
    const step = this.current;
    if (seat !== LEARNER || this.replying.value) {
      return refuse('ERR_NOT_YOUR_TURN', 'the other players are moving');
    }
    const checked = validateMove(this.state, seat, move);
    if (!checked.ok) return Promise.resolve(checked);
    if (step === undefined) return refuse('ERR_LESSON_DONE', 'the lesson is done');
    const awaited = this.awaited();
    if (awaited.length === 0) return refuse('ERR_LESSON_READ', 'this step is read, not played');
    const text = moveToText(checked.value.move);
    if (!awaited.includes(text)) return refuse('ERR_LESSON_MOVE', this.explain(step, awaited));
    const played = playScripted(this.state, text);
    if (!played.ok) return refuse('ERR_LESSON_MOVE', played.error);
    // Counted before the table hears of the move, so the view it then asks for lights the next.
    this.stepMoves.push(text);
    this.apply(played.value.state, played.value.made);
    if (awaitedMoves(step, this.stepMoves).length === 0) void this.finishStep();
    return Promise.resolve({ ok: true, value: null });
  }

  /** Goes on from a step that is read, not played. */
  next(): void {
    const step = this.current;
    if (step !== undefined && movesOf(step.moves).length === 0 && !this.replying.value) {
      void this.finishStep();
    }
  }

  /** Why a legal move is not the one taught: the lesson's words, or the move awaited named. */
  private explain(step: LessonStep, awaited: readonly string[]): string {
    if (step.wrong !== undefined) return lessonText(step.wrong);
    const first = moveFromText(awaited[0] ?? '');
    if (!first.ok) return '';
    return t('tutorial.awaited', { move: moveOption(first.value, this.view(LEARNER)) });
  }

  /** The other seats' scripted moves, one at a time, then the next step. */
  private async finishStep(): Promise<void> {
    const step = this.current;
    if (step === undefined) return;
    this.replying.value = true;
    this.changed();
    for (const text of movesOf(step.then)) {
      await delay(this.pace);
      if (this.disposed) return;
      const played = playScripted(this.state, text);
      if (!played.ok) {
        this.listeners.emit({
          type: 'error',
          error: { code: 'ERR_LESSON', message: played.error },
        });
        return;
      }
      this.apply(played.value.state, played.value.made);
    }
    this.stepMoves = [];
    this.step.value++;
    this.replying.value = false;
    this.changed();
    this.onStep(this.step.value);
  }

  private note(made: ScriptedMove): LogEntry {
    this.made.push({ seat: made.seat, move: made.move });
    const by = made.seat === LEARNER ? 'player' : 'bot';
    const entry = logEntry(
      { seq: this.entries.length + 1, seat: made.seat, move: made.move, by },
      made.effects,
      this.state.rules,
    );
    this.entries.push(entry);
    return entry;
  }

  private apply(next: GameState, made: ScriptedMove): void {
    this.state = next;
    this.views.clear();
    this.listeners.emit({ type: 'moved', entry: this.note(made) });
  }

  /** The views change without a move: the step, or whether the others are moving. */
  private changed(): void {
    this.views.clear();
    this.listeners.emit({ type: 'reset' });
  }

  undoable(): number {
    return 0;
  }

  undo(): Promise<Result<null, GameError>> {
    return refuse('ERR_UNDO_NOT_ALLOWED', 'a lesson goes forward only');
  }

  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    this.changed();
  }

  record(): GameRecord {
    return makeRecord(this.setup, this.made);
  }

  setPace(ms: number): void {
    this.pace = ms;
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }
}
