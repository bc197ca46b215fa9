/**
 * The state of the game page as signals: the view shown, whose hand may be seen, the hot-seat
 * cover, the move chooser, the last error. It turns clicks on targets into moves through the
 * connection and explains refused ones. Holds no rules: legality comes from the view's legal
 * moves, refusals from the engine (or server) with their error codes.
 *
 * @example
 * const game = new GameController(connection);
 * game.pick({ kind: 'city', city: 'Ulm' }); // plays, opens the chooser, or explains the refusal
 */
import { signal } from '@preact/signals';
import { splitCardName, type Move, type PlayerView, type Step } from '@tnt/engine';
import type { ConnectionEvent, ConnectionStatus, GameConnection } from './connection.ts';
import { attemptFor, isTwoEnds, tapMoves, type Mode, type Target } from './intents.ts';
import { TapGuard } from './tap-guard.ts';
import type { LogEntry } from './log.ts';
import type { UndoNote } from './undo-note.ts';

export interface ShownError {
  readonly id: number;
  readonly code: string;
  readonly message: string;
  /** The move refused, and the step that was awaited: the explanation may name them. */
  readonly move: Move | null;
  readonly step: Step | null;
}

export interface Chooser {
  readonly target: Target;
  readonly moves: readonly Move[];
}

let errorIds = 0;

const sameTarget = (a: Target, b: Target): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A tap on the map's city of the card waiting to be placed (or the card of the city tapped). */
function sameCity(target: Target, mode: Mode & { kind: 'place' }): boolean {
  const move = mode.moves[0];
  if (move?.type !== 'play') return false;
  if (target.kind === 'city') return move.city === target.city;
  return target.kind === 'hand' && splitCardName(target.card).city === move.city;
}

export class GameController {
  readonly view;
  /** The seat whose hand is shown, or null. */
  readonly viewer = signal<number | null>(null);
  /** Hot-seat: the seat the screen waits to be handed to, or null. */
  readonly cover = signal<number | null>(null);
  readonly log;
  readonly lastEntry = signal<LogEntry | null>(null);
  readonly error = signal<ShownError | null>(null);
  readonly chooser = signal<Chooser | null>(null);
  /** A card waiting for the end it joins, or Start anew / Harness pressed: what a tap means. */
  readonly mode = signal<Mode | null>(null);
  /** Drops the second tap of a double tap (game/tap-guard.ts). */
  readonly taps = new TapGuard();
  readonly busy = signal(false);
  /** How many moves the seat shown may take back now (the engine's or server's word). */
  readonly undoable = signal(0);
  readonly undos;
  /** The undo that came last, until the next move: every screen says who took back what. */
  readonly lastUndo = signal<UndoNote | null>(null);
  /** Online games: the socket's state (local games are always open). */
  readonly status = signal<ConnectionStatus>('open');
  private readonly off: () => void;
  private errorTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly connection: GameConnection,
    private readonly onMoved: (entry: LogEntry) => void = () => undefined,
  ) {
    this.view = signal<PlayerView>(connection.view(null));
    this.log = signal<readonly LogEntry[]>(connection.log);
    this.undos = signal<readonly UndoNote[]>(connection.undos);
    this.off = connection.subscribe((event) => {
      this.handle(event);
    });
    this.refresh();
  }

  /** True when several people share this screen (hands are covered between their turns). */
  get hotSeat(): boolean {
    return this.connection.mySeats.length > 1;
  }

  private handle(event: ConnectionEvent): void {
    switch (event.type) {
      case 'moved':
        this.lastUndo.value = null;
        this.lastEntry.value = event.entry;
        this.log.value = [...this.connection.log];
        this.chooser.value = null;
        this.mode.value = null;
        this.refresh();
        this.onMoved(event.entry);
        return;
      case 'reset':
        this.log.value = [...this.connection.log];
        this.refresh();
        return;
      case 'undone':
        this.undos.value = [...this.connection.undos];
        this.lastUndo.value = event.note;
        this.chooser.value = null;
        this.mode.value = null;
        this.refresh();
        return;
      case 'error':
        this.showError(event.error.code, event.error.message, null);
        return;
      case 'status':
        this.status.value = event.status;
        return;
    }
  }

  /** Decides whose hand may be shown, and covers the screen between two people's decisions. */
  private refresh(): void {
    const mine = this.connection.mySeats;
    const d = this.connection.view(null).decision;
    if (mine.length === 1) this.viewer.value = mine[0]!;
    else if (mine.length === 0 || d === null) this.cover.value = null;
    else if (mine.includes(d.seat) && d.seat !== this.viewer.value) this.cover.value = d.seat;
    const shown = this.cover.value === null ? this.viewer.value : null;
    this.view.value = this.connection.view(shown);
    const deciding = this.view.value.decision?.seat;
    this.undoable.value =
      shown !== null && deciding === shown ? this.connection.undoable(shown) : 0;
  }

  /** Takes back the last move of the seat shown (hot-seat: only the seat whose decision it is). */
  undo(): void {
    const seat = this.viewer.value;
    if (seat === null || this.busy.value || this.cover.value !== null) return;
    this.busy.value = true;
    this.chooser.value = null;
    void this.connection.undo(seat).then((result) => {
      this.busy.value = false;
      if (result.ok) this.error.value = null;
      else this.showError(result.error.code, result.error.message, null);
    });
  }

  /** Hot-seat: the person whose decision it is has the screen now. */
  uncover(): void {
    const seat = this.cover.value;
    if (seat === null) return;
    this.viewer.value = seat;
    this.cover.value = null;
    this.refresh();
  }

  /**
   * A click or tap on a target: one move is made at once; a card that fits both ends waits for
   * the end it joins; none is explained. Giving up a route and harnessing horses are never a
   * tap's: they follow their own controls (`startAnew`, `harness`).
   */
  pick(target: Target): void {
    const view = this.view.value;
    const seat = this.viewer.value;
    if (seat === null || this.busy.value || this.cover.value !== null) return;
    const mode = this.mode.value;
    if (mode?.kind === 'place') {
      const joins = tapMoves(view, target, mode);
      if (joins.length === 1) {
        this.mode.value = null;
        this.send(seat, joins[0]!);
        return;
      }
      // The same card (or city) again puts it back; anything else is a tap of its own.
      this.mode.value = null;
      if (sameTarget(target, mode.target) || sameCity(target, mode)) return;
    }
    const moves = tapMoves(view, target, this.mode.value);
    if (moves.length === 0) {
      // A refusal and a choice never stand side by side (a double tap on a card that does not fit).
      this.chooser.value = null;
      this.send(seat, attemptFor(view, target));
      return;
    }
    if (moves.length === 1) {
      this.mode.value = null;
      this.send(seat, moves[0]!);
      return;
    }
    this.error.value = null;
    if (isTwoEnds(moves)) {
      this.chooser.value = null;
      this.mode.value = { kind: 'place', target, moves };
      return;
    }
    this.chooser.value = { target, moves };
  }

  /** The control beside the route: the next card tapped starts a new route (the old one goes). */
  startAnew(): void {
    this.error.value = null;
    this.chooser.value = null;
    this.mode.value = { kind: 'anew' };
  }

  /** Power and Glory: the next card tapped is harnessed to the carriage as horses. */
  harness(): void {
    this.error.value = null;
    this.chooser.value = null;
    this.mode.value = { kind: 'horses' };
  }

  /** Back to plain taps: the card waiting goes back, Start anew or Harness is called off. */
  cancelMode(): void {
    this.mode.value = null;
  }

  /** A move picked in the chooser, or any move the UI offers directly. */
  choose(move: Move): void {
    const seat = this.viewer.value;
    this.chooser.value = null;
    if (seat !== null) this.send(seat, move);
  }

  closeChooser(): void {
    this.chooser.value = null;
  }

  private send(seat: number, move: Move): void {
    this.busy.value = true;
    const step = this.view.value.decision?.step ?? null;
    void this.connection.move(seat, move).then((result) => {
      this.busy.value = false;
      if (result.ok) this.error.value = null;
      else this.showError(result.error.code, result.error.message, move, step);
    });
  }

  private showError(
    code: string,
    message: string,
    move: Move | null,
    step: Step | null = null,
  ): void {
    this.chooser.value = null;
    this.error.value = { id: ++errorIds, code, message, move, step };
    clearTimeout(this.errorTimer);
    this.errorTimer = setTimeout(() => {
      this.error.value = null;
    }, 8000);
  }

  dismissError(): void {
    this.error.value = null;
  }

  dispose(): void {
    clearTimeout(this.errorTimer);
    this.off();
    this.connection.dispose();
  }
}
