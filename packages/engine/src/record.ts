/**
 * Game records: everything needed to rebuild a game exactly, as versioned JSON.
 *
 *   {
 *     "format": "thurn-und-taxis-record", "version": 1,
 *     "options": { "players": 4, "map": "base", "rules": { "allProvinces": "standard" } },
 *     "seed": "…",                       // secret while the game runs
 *     "supplyOrder": ["Ulm", …],          // optional: an explicit deal instead of the shuffle
 *     "moves": [{ "seat": 2, "move": "draw supply" }, …]
 *   }
 *
 * Each move names its seat and is written in the text notation (see notation.ts). `replay` plays
 * a record and stops at the first move that is not legal.
 */
import { BASE_MOVE_ERROR_CODES, describeInput, type MoveError, type SetupError } from './errors.ts';
import { expansionErrorCodes } from './extension/registry.ts';
import { play } from './game.ts';
import type { Move } from './move.ts';
import { moveFromText, moveToText } from './notation.ts';
import type { GameOptions, GameSetup } from './options.ts';
import { err, ok, type Result } from './result.ts';
import { createGame } from './setup.ts';
import type { GameState } from './state.ts';

export const RECORD_FORMAT = 'thurn-und-taxis-record';
export const RECORD_VERSION = 1;

export interface RecordedMove {
  readonly seat: number;
  readonly move: string;
}

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: GameOptions;
  readonly seed: string;
  readonly supplyOrder?: readonly string[];
  readonly moves: readonly RecordedMove[];
}

export interface RecordError {
  readonly code: 'ERR_NOT_A_RECORD';
  readonly message: string;
}

export function makeRecord(
  setup: GameSetup,
  moves: readonly { seat: number; move: Move }[],
): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    options: setup.options,
    seed: setup.seed,
    ...(setup.supplyOrder ? { supplyOrder: setup.supplyOrder } : {}),
    moves: moves.map(({ seat, move }) => ({ seat, move: moveToText(move) })),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const notRecord = (message: string): Result<never, RecordError> =>
  err({ code: 'ERR_NOT_A_RECORD', message });

/** Checks the shape of a record read from untrusted JSON (its moves' legality is for `replay`). */
export function parseRecord(input: unknown): Result<GameRecord, RecordError> {
  if (!isRecord(input)) return notRecord('a record is a JSON object');
  if (input.format !== RECORD_FORMAT) return notRecord(`"format" must be "${RECORD_FORMAT}"`);
  if (input.version !== RECORD_VERSION)
    return notRecord(`unsupported record version ${describeInput(input.version)}`);
  const { options, seed, supplyOrder, moves } = input;
  if (!isRecord(options) || typeof options.players !== 'number') {
    return notRecord('"options" needs "players"');
  }
  if (options.map !== undefined && typeof options.map !== 'string') {
    return notRecord('"options.map" is a map id');
  }
  if (typeof seed !== 'string') return notRecord('"seed" must be a string');
  if (
    supplyOrder !== undefined &&
    !(Array.isArray(supplyOrder) && supplyOrder.every((c) => typeof c === 'string'))
  ) {
    return notRecord('"supplyOrder" must be a list of city names');
  }
  if (!Array.isArray(moves)) return notRecord('"moves" must be a list');
  for (const [i, m] of moves.entries()) {
    if (!isRecord(m) || typeof m.seat !== 'number' || typeof m.move !== 'string') {
      return notRecord(`move ${i + 1} needs a "seat" number and a "move" text`);
    }
  }
  return ok(input as unknown as GameRecord);
}

export interface ReplayFailure {
  /** 1-based number of the first illegal move. */
  readonly moveNumber: number;
  readonly error: MoveError;
}

export interface Replay {
  /** The state after the last legal move. */
  readonly state: GameState;
  readonly failure: ReplayFailure | null;
}

export const setupOfRecord = (record: GameRecord): GameSetup => ({
  options: record.options,
  seed: record.seed,
  ...(record.supplyOrder ? { supplyOrder: record.supplyOrder } : {}),
});

/** Plays a record from its setup; a setup that cannot start is an error. */
export function replay(record: GameRecord): Result<Replay, SetupError> {
  const created = createGame(setupOfRecord(record));
  if (!created.ok) return created;
  let state = created.value;
  for (const [i, recorded] of record.moves.entries()) {
    const parsed = moveFromText(recorded.move);
    const next = parsed.ok ? play(state, recorded.seat, parsed.value) : parsed;
    if (!next.ok) return ok({ state, failure: { moveNumber: i + 1, error: next.error } });
    state = next.value;
  }
  return ok({ state, failure: null });
}

export const isMoveErrorCode = (code: string): boolean =>
  (BASE_MOVE_ERROR_CODES as readonly string[]).includes(code) ||
  expansionErrorCodes().includes(code);
