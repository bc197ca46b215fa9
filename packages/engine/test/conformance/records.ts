/**
 * Notation and records in the conformance games: every move's text reads back as the move, and a
 * finished game's record, through JSON, replays to the identical state.
 */
import {
  createGame,
  makeRecord,
  moveFromText,
  moveToText,
  parseRecord,
  replay,
  setupOfRecord,
  validateMove,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Move,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, generateMoves, moveOfCode } from '../../src/fast.ts';
import { sameState, violated } from './invariants.ts';

/** Two moves with the same fields and values (values are strings, numbers or lists of strings). */
export function sameMove(a: Move, b: Move): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every((k) =>
      Array.isArray(x[k]) ? JSON.stringify(x[k]) === JSON.stringify(y[k]) : x[k] === y[k],
    )
  );
}

/** True if moveFromText(moveToText(m)) is m again. */
export function readsBack(move: Move): boolean {
  const back = moveFromText(moveToText(move));
  return back.ok && sameMove(back.value, move);
}

/** Codes whose notation was checked already: the move of a code is always the same. */
const readBack = new Set<number>();

/** The notation of a move played reads back as the move (checked once per distinct move). */
export function checkNotation(code: number, move: Move): void {
  if (readBack.has(code)) return;
  if (!readsBack(move))
    violated(`notation "${moveToText(move)}" does not read back as ${JSON.stringify(move)}`);
  readBack.add(code);
}

/**
 * The record, through JSON and `parseRecord`, replays to the identical state. The engine's `replay`
 * copies the state at every move (`play` is pure), which costs more than the rest of a conformance
 * game; `replayInPlace` reads and checks the same texts and applies them in place. The tests use
 * `replay` itself for a share of the games and `replayInPlace` for the rest.
 */
export function checkRecord(
  setup: GameSetup,
  played: { seat: number; move: Move }[],
  end: GameState,
  engineReplay: boolean,
): void {
  const wire = JSON.parse(JSON.stringify(makeRecord(setup, played))) as unknown;
  const parsed = parseRecord(wire);
  if (!parsed.ok) violated(`the record does not parse: ${parsed.error.message}`);
  const state = engineReplay ? replayWithEngine(parsed.value) : replayInPlace(parsed.value);
  const difference = sameState(state, end);
  if (difference !== null) violated(`the replayed state differs: ${difference}`);
}

function replayWithEngine(record: GameRecord): GameState {
  const replayed = replay(record);
  if (!replayed.ok) violated(`the record does not start: ${replayed.error.message}`);
  const { failure, state } = replayed.value;
  if (failure) violated(`replay fails at move ${failure.moveNumber}: ${failure.error.code}`);
  return state;
}

/**
 * The code of each text seen, on the base board. A text names one move whatever the state, so it
 * is read (moveFromText) and validated (validateMove) the first time it is seen in a test file;
 * later it must still be the deciding seat's and among the legal codes of the state, which is what
 * validateMove checks too. The games that replay with the engine's `replay` validate every move.
 */
const textCodes = new Map<string, number>();
const replayLegal = new Int32Array(MAX_LEGAL_MOVES);

function replayInPlace(record: GameRecord): GameState {
  const created = createGame(setupOfRecord(record));
  if (!created.ok) violated(`the record does not start: ${created.error.message}`);
  const state = created.value;
  record.moves.forEach(({ seat, move }, i) => {
    let code = textCodes.get(move);
    if (code === undefined) {
      const parsed = moveFromText(move);
      const checked = parsed.ok ? validateMove(state, seat, parsed.value) : parsed;
      if (!checked.ok) violated(`replay fails at move ${i + 1}: ${checked.error.code}`);
      code = checked.value.code;
      textCodes.set(move, code);
    } else if (seat !== state.current || !isLegal(state, code)) {
      violated(`replay fails at move ${i + 1}: "${move}" is not legal for seat ${seat}`);
    }
    applyCode(state, code);
  });
  return state;
}

function isLegal(s: GameState, code: number): boolean {
  const n = generateMoves(s, replayLegal);
  for (let i = 0; i < n; i++) if (replayLegal[i] === code) return true;
  return false;
}

/** validateMove accepts each legal move from the deciding seat, with its code. */
export function checkValidation(s: GameState, legal: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const move = moveOf(s, legal[i]!);
    const checked = validateMove(s, s.current, move);
    if (!checked.ok || checked.value.code !== legal[i])
      violated(`validateMove refuses the legal move ${moveToText(move)}`);
  }
}

/** The move of a code on the base board, made once (moveOfCode is a pure function of the code). */
const movesOfCodes = new Map<number, Move>();

export function moveOf(s: GameState, code: number): Move {
  let move = movesOfCodes.get(code);
  if (move === undefined) {
    move = moveOfCode(code, s.board);
    checkNotation(code, move);
    movesOfCodes.set(code, move);
  }
  return move;
}
