/**
 * Undo within a turn: the history of a game's moves that knows which of them a seat
 * may take back, the rebuild after an undo, and the undos of a game record.
 *
 * A game's truth is options + seed + moves. An undo takes back the seat's last reversible moves
 * (rules/reversible.ts) since its last irreversible one; since they revealed nothing and did not
 * move the random generator, the moves that remain replay to exactly the state before them.
 *
 * In a record the moves that count stay in `moves`, so a reader that knows nothing of undos
 * replays the game as it was played; the moves taken back are kept in `undos`, in the order the
 * undos happened:
 *
 *   "undos": [{ "at": 12, "seat": 1, "moves": ["draw 3", "play Ulm right"] }]
 *
 * `at` is how many of `moves` had been played when the undone moves were made: they followed
 * `moves[at - 1]`, and the undo came before `moves[at]` was played.
 *
 * @example
 * const history = new UndoHistory(setup);
 * history.played(seat, checked.move, reversibleMove(state, checked));
 * const back = history.takeBack(seat); // the state before the seat's reversible moves
 */
import type { SetupError } from './errors.ts';
import type { Move } from './move.ts';
import { moveFromText, moveToText } from './notation.ts';
import type { GameSetup } from './options.ts';
import { makeRecord, replay, type GameRecord } from './record.ts';
import { err, ok, type Result } from './result.ts';
import { applyMove, validateMove } from './game.ts';
import { isReversible } from './rules/reversible.ts';
import type { GameState } from './state.ts';

export { isReversible, reversibleMove } from './rules/reversible.ts';

/** Moves taken back by one undo, as a record keeps them. */
export interface RecordedUndo {
  /** How many of the record's `moves` were played before the undone ones. */
  readonly at: number;
  readonly seat: number;
  /** The moves taken back, in the order they were played, in the text notation. */
  readonly moves: readonly string[];
}

/** A game record that may carry undos (docs/records.md); every plain record is one. */
export type RecordWithUndos = GameRecord & { readonly undos?: readonly RecordedUndo[] };

export interface UndoRecordError {
  readonly code: 'ERR_BAD_UNDO';
  readonly message: string;
  /** 1-based number of the undo in the record's `undos`. */
  readonly undoNumber: number;
}

export interface HistoryMove {
  readonly seat: number;
  readonly move: Move;
  /** The seat may take it back (reversible, and made by the seat's player, not by a bot). */
  readonly undoable: boolean;
}

export class UndoHistory {
  private readonly kept: HistoryMove[] = [];
  private readonly taken: RecordedUndo[] = [];

  constructor(private readonly setup: GameSetup) {}

  /** The moves that count, in order. */
  get moves(): readonly HistoryMove[] {
    return this.kept;
  }

  get undos(): readonly RecordedUndo[] {
    return this.taken;
  }

  /** The undos of a game resumed from its record (checked with `checkUndos` by the caller). */
  keepUndos(undos: readonly RecordedUndo[]): void {
    this.taken.push(...undos);
  }

  played(seat: number, move: Move, undoable: boolean): void {
    this.kept.push({ seat, move, undoable });
  }

  /** How many of the last moves `seat` may take back: its own undoable moves at the end. */
  undoableCount(seat: number): number {
    let n = 0;
    for (let i = this.kept.length - 1; i >= 0; i--) {
      const m = this.kept[i]!;
      if (m.seat !== seat || !m.undoable) break;
      n++;
    }
    return n;
  }

  /**
   * Takes back the seat's last `count` moves (all it may take back when absent) and returns the
   * state rebuilt without them; null (and nothing changed) when it may not take back that many.
   */
  takeBack(seat: number, count?: number): { state: GameState; moves: number } | null {
    const most = this.undoableCount(seat);
    const n = count ?? most;
    if (!Number.isInteger(n) || n < 1 || n > most) return null;
    const undone = this.kept.splice(this.kept.length - n, n);
    this.taken.push({
      at: this.kept.length,
      seat,
      moves: undone.map((m) => moveToText(m.move)),
    });
    const replayed = replay(makeRecord(this.setup, this.kept));
    if (!replayed.ok || replayed.value.failure !== null) {
      // The moves that remain were legal when played, so this cannot happen.
      throw new Error('the moves before an undo no longer replay');
    }
    return { state: replayed.value.state, moves: n };
  }

  /** The record: the moves that count, and the moves taken back when there were any. */
  record(): RecordWithUndos {
    const base = makeRecord(this.setup, this.kept);
    return this.taken.length === 0 ? base : { ...base, undos: [...this.taken] };
  }
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const badUndo = (undoNumber: number, message: string): Result<never, UndoRecordError> =>
  err({ code: 'ERR_BAD_UNDO', message, undoNumber });

/**
 * Checks the undos of a record whose `moves` are known to replay: each undo's moves, played by
 * its seat after the first `at` moves, are legal and each could be taken back. A record without
 * undos passes. Setup errors are the record's own (`replay` reports them).
 */
export function checkUndos(record: GameRecord): Result<number, UndoRecordError | SetupError> {
  const undos = (record as { undos?: unknown }).undos;
  if (undos === undefined) return ok(0);
  if (!Array.isArray(undos)) return badUndo(0, '"undos" must be a list');
  for (const [i, undo] of undos.entries()) {
    const number = i + 1;
    if (
      !isObject(undo) ||
      !Number.isInteger(undo.at) ||
      typeof undo.seat !== 'number' ||
      !Array.isArray(undo.moves) ||
      undo.moves.length === 0 ||
      !undo.moves.every((m) => typeof m === 'string')
    ) {
      return badUndo(number, 'an undo needs "at", "seat" and a non-empty list of "moves"');
    }
    const at = undo.at as number;
    if (at < 0 || at > record.moves.length) {
      return badUndo(number, `"at" ${at} is outside the record's ${record.moves.length} moves`);
    }
    const before = replay({ ...record, moves: record.moves.slice(0, at) });
    if (!before.ok) return before;
    let state = before.value.state;
    for (const text of undo.moves) {
      const parsed = moveFromText(text);
      const checked = parsed.ok ? validateMove(state, undo.seat, parsed.value) : parsed;
      if (!checked.ok) return badUndo(number, `undone move "${text}": ${checked.error.message}`);
      const next = applyMove(state, checked.value);
      if (!isReversible(state, checked.value.code, next)) {
        return badUndo(number, `undone move "${text}" could not have been taken back`);
      }
      state = next;
    }
  }
  return ok(undos.length);
}
