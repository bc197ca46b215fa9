/**
 * A lesson's script played through the engine: the game it starts from, the moves that reach any
 * of its steps, and which of the learner's moves a step accepts. Pure functions over the engine's
 * state, shared by the tutorial's connection and by the test that plays every lesson.
 *
 * @example
 * const start = lessonAt(lesson, 2); // the game as step 3 begins
 * if (start.ok) awaitedMoves(lesson.steps[2]!, []); // ['close']
 */
import {
  applyWithEffects,
  createGame,
  decision,
  moveFromText,
  moveToText,
  validateMove,
  type GameSetup,
  type GameState,
  type Move,
  type MoveEffects,
  type Result,
} from '@tnt/engine';
import { completeDeal } from './deal.ts';
import { cardsOf, movesOf, type Lesson, type LessonStep } from './lesson.ts';

export interface ScriptedMove {
  readonly seat: number;
  readonly move: Move;
  readonly effects: MoveEffects;
}

/** A lesson's game at some point: its state, and the moves that led there (for the log). */
export interface LessonGame {
  readonly setup: GameSetup;
  readonly state: GameState;
  readonly moves: readonly ScriptedMove[];
}

/** A script the engine does not follow: a lesson broken by a change of rules or decks. */
const broken = (lesson: Lesson, message: string): Result<never, string> => ({
  ok: false,
  error: `lesson ${lesson.id}: ${message}`,
});

/** The moves written in the notation, in the engine's own spelling (for comparing). */
export const normal = (text: string): string => {
  const move = moveFromText(text);
  return move.ok ? moveToText(move.value) : text;
};

export function lessonSetup(lesson: Lesson): Result<GameSetup, string> {
  const deal = completeDeal(lesson.options.map ?? 'base', cardsOf(lesson.deal));
  if (!deal.ok) return broken(lesson, deal.error);
  return {
    ok: true,
    value: { options: lesson.options, seed: `lesson ${lesson.id}`, supplyOrder: deal.value },
  };
}

/** Plays one move of the script by the seat whose decision it is. */
export function playScripted(
  state: GameState,
  text: string,
): Result<{ state: GameState; made: ScriptedMove }, string> {
  const seat = decision(state)?.seat;
  if (seat === undefined) return { ok: false, error: `"${text}" after the end of the game` };
  const move = moveFromText(text);
  if (!move.ok) return { ok: false, error: move.error.message };
  const checked = validateMove(state, seat, move.value);
  if (!checked.ok)
    return { ok: false, error: `"${text}" by seat ${seat}: ${checked.error.message}` };
  const { state: next, effects } = applyWithEffects(state, checked.value);
  return { ok: true, value: { state: next, made: { seat, move: move.value, effects } } };
}

/** Every move of the script before step `step`: the prelude, then each step's moves and replies. */
export function movesBefore(lesson: Lesson, step: number): string[] {
  return [
    ...(lesson.prelude ?? []).flatMap(movesOf),
    ...lesson.steps.slice(0, step).flatMap((s) => [...movesOf(s.moves), ...movesOf(s.then)]),
  ];
}

/** The lesson's game as step `step` begins (0: the first step; steps.length: the lesson done). */
export function lessonAt(lesson: Lesson, step: number): Result<LessonGame, string> {
  const setup = lessonSetup(lesson);
  if (!setup.ok) return setup;
  const created = createGame(setup.value);
  if (!created.ok) return broken(lesson, created.error.message);
  let state = created.value;
  const moves: ScriptedMove[] = [];
  for (const text of movesBefore(lesson, step)) {
    const played = playScripted(state, text);
    if (!played.ok) return broken(lesson, played.error);
    state = played.value.state;
    moves.push(played.value.made);
  }
  return { ok: true, value: { setup: setup.value, state, moves } };
}

/**
 * The moves a step still awaits after the learner made `made` of them: the next one in order, or
 * every one left when the step takes them in any order. Empty when the step is read, not played.
 */
export function awaitedMoves(step: LessonStep, made: readonly string[]): string[] {
  const left = movesOf(step.moves).map(normal);
  for (const text of made) {
    const at = left.indexOf(normal(text));
    if (at >= 0) left.splice(at, 1);
  }
  return step.anyOrder === true ? left : left.slice(0, 1);
}
