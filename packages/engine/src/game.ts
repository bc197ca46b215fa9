/**
 * The public rules API: legal moves, validation of untrusted input, and applying checked moves.
 * Generate, validate, apply: `validateMove` accepts exactly what `legalMoves` lists, and applying
 * a checked move cannot fail.
 *
 * @example
 * const checked = validateMove(state, 0, { type: 'draw', slot: 'supply' });
 * if (checked.ok) state = applyMove(state, checked.value);
 * else console.log(checked.error.code, checked.error.message);
 */
import { actingSeat } from './decision.ts';
import { diagnose } from './diagnose.ts';
import { moveEffects, type MoveEffects } from './effects.ts';
import { moveError, type MoveError } from './errors.ts';
import { codeOfMove, formOfType, isBaseMove, moveOfCode, type Move } from './move.ts';
import { parseMove } from './parse.ts';
import { err, ok, type Result } from './result.ts';
import { applyCode } from './rules/apply.ts';
import { MAX_LEGAL_MOVES, generateMoves } from './rules/legal.ts';
import { Phase, cloneState, type GameState } from './state.ts';
import type { Board } from './board/board.ts';
import { cardName } from './board/card-types.ts';

declare const checkedBrand: unique symbol;

/** A move that `validateMove` found legal for one seat at one point of one game. */
export interface CheckedMove {
  readonly move: Move;
  readonly code: number;
  readonly seat: number;
  /** The state's move count when it was checked: it applies to that state only. */
  readonly at: number;
  readonly [checkedBrand]: true;
}

const buffer = new Int32Array(MAX_LEGAL_MOVES);

/** The integer legal moves, in the engine's fixed order. */
export function legalCodes(s: GameState): number[] {
  const n = generateMoves(s, buffer);
  return Array.from(buffer.subarray(0, n));
}

/** The legal moves of the awaited decision, in the engine's fixed order; empty when the game is over. */
export function legalMoves(s: GameState): Move[] {
  return legalCodes(s).map((code) => moveOfCode(code, s.board));
}

/** The city card a move names (play, discard, an expansion's move on a card), if it names one. */
function cardNamed(
  move: Move,
): { readonly city: string; readonly horses?: number | undefined } | null {
  if (!isBaseMove(move)) return formOfType(move.type)!.cardOf?.(move) ?? null;
  return move.type === 'play' || move.type === 'discard' ? move : null;
}

/** The card type (play, discard, an expansion's card move) or city (house) a move names, if the board has it. */
function argOf(board: Board, move: Move): Result<number, MoveError> {
  if (move.type === 'house') {
    const house = board.cityIndex.get(move.city);
    return house === undefined
      ? err(moveError('ERR_UNKNOWN_CITY', `there is no city "${move.city}" on this board`))
      : ok(house);
  }
  const named = cardNamed(move);
  if (named === null) return ok(0);
  const city = board.cityIndex.get(named.city);
  if (city === undefined) {
    return err(moveError('ERR_UNKNOWN_CITY', `there is no city "${named.city}" on this board`));
  }
  const { cards } = board;
  const horses = named.horses;
  if (cards.withHorses !== (horses !== undefined)) {
    return err(
      moveError(
        'ERR_UNKNOWN_CARD',
        cards.withHorses
          ? `say which ${named.city} card: the cards of this board show horses`
          : 'the cards of this board show no horses',
      ),
    );
  }
  const type = cards.index.get(cardName(named.city, horses));
  return type === undefined
    ? err(moveError('ERR_UNKNOWN_CARD', `there is no ${named.city} card with ${horses} horses`))
    : ok(type);
}

/** Checks untrusted input from a seat: its shape, the seat's turn, and the rules. Never throws. */
export function validateMove(
  s: GameState,
  seat: number,
  input: unknown,
): Result<CheckedMove, MoveError> {
  const parsed = parseMove(input);
  if (!parsed.ok) return parsed;
  const move = parsed.value;
  if (s.phase === Phase.Over) return err(moveError('ERR_GAME_OVER', 'the game is over'));
  const actor = actingSeat(s);
  if (seat !== actor)
    return err(
      moveError('ERR_NOT_YOUR_TURN', `it is seat ${actor + 1}'s decision, not seat ${seat + 1}'s`),
    );
  const arg = argOf(s.board, move);
  if (!arg.ok) return arg;
  const code = codeOfMove(move, arg.value);
  const n = generateMoves(s, buffer);
  for (let i = 0; i < n; i++) {
    if (buffer[i] === code) return ok({ move, code, seat, at: s.moveCount } as CheckedMove);
  }
  return err(diagnose(s, move, arg.value));
}

/** A new state with the checked move applied; the given state is left as it was. */
export function applyMove(s: GameState, checked: CheckedMove): GameState {
  if (checked.at !== s.moveCount || checked.seat !== actingSeat(s)) {
    throw new Error('a checked move applies only to the state it was checked against');
  }
  const next = cloneState(s);
  applyCode(next, checked.code);
  return next;
}

/**
 * Applies a checked move as `applyMove` does, and tells what the move made public (effects.ts):
 * what a server stores and sends with the move, and what a log shows.
 */
export function applyWithEffects(
  s: GameState,
  checked: CheckedMove,
): { state: GameState; effects: MoveEffects } {
  const state = applyMove(s, checked);
  return { state, effects: moveEffects(s, state, checked.code, checked.seat) };
}

/** Validates and applies in one step: the new state, or the error and no change. */
export function play(s: GameState, seat: number, input: unknown): Result<GameState, MoveError> {
  const checked = validateMove(s, seat, input);
  return checked.ok ? ok(applyMove(s, checked.value)) : checked;
}
