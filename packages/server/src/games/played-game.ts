/**
 * A game's log as one node holds it: the stored row (status, move count, awaited seat), the state
 * the moves lead to, the moves that count with what each made public, and which of them their
 * seat may still take back. Changed by the room only, in its queue, after the store has the
 * change: a move (`advance`), an undo (`takeBack`), the start (`started`), a reload (`replace`).
 *
 * @example
 * const game = new PlayedGame(stored);
 * const prepared = game.prepare(checked, 'player', clock.now());
 * if (await store.appendMove(game.id, prepared.row, prepared.progress)) game.advance(prepared);
 */
import {
  applyWithEffects,
  decision,
  isReversible,
  moveToText,
  type CheckedMove,
  type GameState,
  type UndoHistory,
} from '@tnt/engine';
import type { FullMoveEvent, MoveActor } from '@tnt/protocol';
import type { GameProgress, GameRow, MoveRow, StoredGame } from '../store/types.ts';
import { rebuild, recordOf, recordViewOf, type Rebuilt, type ServedRecord } from './rebuild.ts';

/** A checked move before it is stored: the state it leads to, and the rows to store. */
export interface PreparedMove {
  readonly next: GameState;
  /** The move's code, for the engine's `isReversible`. */
  readonly code: number;
  /** The move as the sockets are told it, with what it made public. */
  readonly event: FullMoveEvent;
  readonly row: MoveRow;
  readonly progress: GameProgress;
}

/** Where a game stands after a state: over when nobody has a decision left. */
function progressOf(state: GameState): GameProgress {
  const awaited = decision(state);
  return { status: awaited === null ? 'over' : 'playing', decisionSeat: awaited?.seat ?? null };
}

export class PlayedGame {
  private stored: GameRow;
  private current: Rebuilt;

  constructor(stored: StoredGame) {
    this.stored = stored.game;
    this.current = rebuild(stored);
  }

  get id(): string {
    return this.stored.id;
  }

  get row(): GameRow {
    return this.stored;
  }

  get status(): GameRow['status'] {
    return this.stored.status;
  }

  /** The sequence number of the last row stored (a move or an undo). */
  get seq(): number {
    return this.stored.moveCount;
  }

  get state(): GameState {
    return this.current.state;
  }

  /** The moves that count, in order. */
  get events(): readonly FullMoveEvent[] {
    return this.current.events;
  }

  get history(): UndoHistory {
    return this.current.history;
  }

  /** The sequence number of the last undo (0: none): a client behind it gets a fresh view. */
  get lastUndo(): number {
    return this.current.lastUndo;
  }

  /**
   * The game as the store has it now. The log only grows, by compare-and-set: the same count is
   * the same moves, so the state stands; another count is rebuilt. True if it was.
   */
  replace(stored: StoredGame): boolean {
    const missed = stored.game.moveCount !== this.seq;
    this.stored = stored.game;
    if (missed) this.current = rebuild(stored);
    return missed;
  }

  /** The seats are full and the start is stored: the game is in play. */
  started(progress: GameProgress): void {
    this.stored = { ...this.stored, ...progress };
  }

  /** A checked move as the next one: what it leads to, and the rows that store it. */
  prepare(checked: CheckedMove, by: MoveActor, at: number): PreparedMove {
    const { seat, move, code } = checked;
    const { state: next, effects } = applyWithEffects(this.state, checked);
    const seq = this.seq + 1;
    const event = { seq, seat, move, by, effects };
    const row = { seq, seat, move: moveToText(move), by, at };
    return { next, code, event, row, progress: progressOf(next) };
  }

  /** A stored move (this node's or another's) becomes the game's state. */
  advance(prepared: PreparedMove): void {
    const { next, code, event, row } = prepared;
    const undoable = event.by === 'player' && isReversible(this.state, code, next);
    this.current.history.played(event.seat, event.move, undoable);
    this.current.events.push(event);
    this.current = { ...this.current, state: next };
    this.stored = { ...this.stored, ...progressOf(next), moveCount: row.seq, updatedAt: row.at };
  }

  /** A stored undo (this node's or another's); false (nothing changed) if it may not be done. */
  takeBack(seat: number, moves: number, seq: number, at: number): boolean {
    const back = this.current.history.takeBack(seat, moves);
    if (back === null) return false;
    const events = this.current.events;
    events.splice(events.length - moves, moves);
    this.current = { ...this.current, state: back.state, lastUndo: seq };
    const progress = { status: 'playing', decisionSeat: seat } as const;
    this.stored = { ...this.stored, ...progress, moveCount: seq, updatedAt: at };
    return true;
  }

  /** How many moves a socket's seat may take back now (0: none, a spectator, or undo off). */
  readonly undoableFor = (seat: number | null): number =>
    seat === null || !this.stored.undo || this.stored.status !== 'playing'
      ? 0
      : this.current.history.undoableCount(seat);

  /**
   * The game's record: once it is over, all of it (seed, moves, undos); while it runs, what a
   * spectator may see (no seed, a card played horse side up without its city).
   */
  record(): ServedRecord {
    if (this.stored.status !== 'over') {
      return recordViewOf(this.stored, this.events, this.history.undos);
    }
    return recordOf(
      this.stored,
      this.events.map((e) => ({ seat: e.seat, move: moveToText(e.move) })),
      this.history.undos,
    );
  }
}
