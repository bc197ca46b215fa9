/**
 * A game held in this page: the engine validates and applies every move, bots choose theirs
 * through a BotChooser (a Web Worker in the browser), and nothing goes over the network. Serves
 * hot-seat games (several people at one screen) and offline games against bots.
 *
 * @example
 * const made = createLocalGame({ options: { players: 2 }, seed: 's' }, players, workerChooser());
 * if (made.ok) mount(made.value);
 */
import {
  UndoHistory,
  createGame,
  decision,
  applyWithEffects,
  isReversible,
  playerView,
  validateMove,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Move,
  type PlayerView,
  type RecordedUndo,
  type Result,
  type SetupError,
} from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';
import {
  Listeners,
  type ConnectionEvent,
  type GameConnection,
  type GameError,
  type SeatPlayer,
} from './connection.ts';
import { logEntry, type LogEntry, type MoveActor } from './log.ts';
import { undoNotesOf, type UndoNote } from './undo-note.ts';

export interface BotRequest {
  readonly view: PlayerView;
  readonly level: BotLevel;
  readonly seed: string;
}

/** Chooses a bot's move from its own view (in a worker, or in this thread for tests). */
export interface BotChooser {
  choose(request: BotRequest): Promise<Move>;
  dispose(): void;
}

/** A record with the names of its seats, as this client saves and downloads it. */
export type SavedRecord = GameRecord & { readonly seats?: readonly Omit<SeatPlayer, 'seat'>[] };

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class LocalConnection implements GameConnection {
  readonly kind = 'local';
  readonly waiting = false;
  readonly mySeats: readonly number[];
  private state: GameState;
  /** The moves that count, which of them may be taken back, and the undos. */
  private readonly history: UndoHistory;
  /** Moves and undos so far: numbers the log's entries, and tells a bot its answer is stale. */
  private events = 0;
  private readonly entries: LogEntry[] = [];
  private readonly notes: UndoNote[] = [];
  private readonly listeners = new Listeners<ConnectionEvent>();
  private readonly views = new Map<number | null, PlayerView>();
  private pace = 600;
  private disposed = false;
  private thinking = false;

  constructor(
    private readonly setup: GameSetup,
    readonly players: readonly SeatPlayer[],
    start: GameState,
    private readonly bots: BotChooser | null,
  ) {
    this.state = start;
    this.history = new UndoHistory(setup);
    this.mySeats = players.filter((p) => p.bot === null).map((p) => p.seat);
  }

  get seq(): number {
    return this.events;
  }

  get undos(): readonly UndoNote[] {
    return this.notes;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  view(viewer: number | null): PlayerView {
    const cached = this.views.get(viewer);
    if (cached) return cached;
    const view = playerView(this.state, viewer);
    this.views.set(viewer, view);
    return view;
  }

  move(seat: number, move: Move): Promise<Result<null, GameError>> {
    if (this.players[seat]?.bot !== null) {
      return Promise.resolve({
        ok: false,
        error: { code: 'ERR_NOT_YOUR_TURN', message: 'a bot plays this seat' },
      });
    }
    return Promise.resolve(this.apply(seat, move, 'player'));
  }

  undoable(seat: number): number {
    return this.players[seat]?.bot === null ? this.history.undoableCount(seat) : 0;
  }

  /** Hot-seat or against bots: takes back the seat's own last move, if the engine allows it. */
  undo(seat: number): Promise<Result<null, GameError>> {
    const back = this.undoable(seat) > 0 ? this.history.takeBack(seat, 1) : null;
    if (back === null) {
      const message = 'nothing of yours can be taken back now';
      return Promise.resolve({ ok: false, error: { code: 'ERR_UNDO_NOT_ALLOWED', message } });
    }
    const turn = this.state.turn;
    this.state = back.state;
    this.views.clear();
    const note = { seq: ++this.events, turn, seat, moves: 1, after: this.entries.length };
    this.notes.push(note);
    this.listeners.emit({ type: 'undone', note });
    return Promise.resolve({ ok: true, value: null });
  }

  /** Plays moves made earlier (a saved game) without pauses; stops at the first illegal one. */
  restore(
    moves: readonly { seat: number; move: Move }[],
    undos: readonly RecordedUndo[] = [],
  ): Result<null, GameError> {
    for (const { seat, move } of moves) {
      const done = this.apply(seat, move, this.players[seat]?.bot ? 'bot' : 'player', true);
      if (!done.ok) return done;
    }
    // The moves taken back before: kept for the record, and noted in the log where they were.
    this.history.keepUndos(undos);
    const notes = undoNotesOf(this.record(), (at) => this.entries[at]?.turn ?? this.state.turn);
    this.notes.push(...notes);
    this.events += notes.length;
    return { ok: true, value: null };
  }

  start(): void {
    this.listeners.emit({ type: 'reset' });
    this.scheduleBot();
  }

  private apply(seat: number, move: Move, by: MoveActor, quiet = false): Result<null, GameError> {
    const checked = validateMove(this.state, seat, move);
    if (!checked.ok) return checked;
    const { state: next, effects } = applyWithEffects(this.state, checked.value);
    const undoable = by === 'player' && isReversible(this.state, checked.value.code, next);
    this.history.played(seat, checked.value.move, undoable);
    this.state = next;
    this.views.clear();
    const entry = logEntry({ seq: ++this.events, seat, move, by }, effects, next.rules);
    this.entries.push(entry);
    if (!quiet) {
      this.listeners.emit({ type: 'moved', entry });
      this.scheduleBot();
    }
    return { ok: true, value: null };
  }

  /** Asks the bot of the awaited seat for its move, if it is a bot's decision. */
  private scheduleBot(): void {
    const d = decision(this.state);
    const level = d === null ? null : (this.players[d.seat]?.bot ?? null);
    if (d === null || level === null || this.bots === null || this.thinking || this.disposed)
      return;
    const seq = this.seq;
    const request = { view: this.view(d.seat), level, seed: `${this.setup.seed}/seat ${d.seat}` };
    this.thinking = true;
    const chosen = Promise.all([this.bots.choose(request), delay(this.pace)]);
    chosen
      .then(([move]) => {
        this.thinking = false;
        if (this.disposed || this.seq !== seq) return;
        const done = this.apply(d.seat, move, 'bot');
        if (!done.ok) this.listeners.emit({ type: 'error', error: done.error });
      })
      .catch((error: unknown) => {
        this.thinking = false;
        const message = error instanceof Error ? error.message : String(error);
        this.listeners.emit({ type: 'error', error: { code: 'ERR_BOT_FAILED', message } });
      });
  }

  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  record(): SavedRecord {
    return {
      ...this.history.record(),
      seats: this.players.map(({ name, bot }) => ({ name, bot })),
    };
  }

  setPace(ms: number): void {
    this.pace = ms;
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.bots?.dispose();
  }
}

export function createLocalGame(
  setup: GameSetup,
  players: readonly SeatPlayer[],
  bots: BotChooser | null,
): Result<LocalConnection, SetupError> {
  const created = createGame(setup);
  if (!created.ok) return created;
  return { ok: true, value: new LocalConnection(setup, players, created.value, bots) };
}
