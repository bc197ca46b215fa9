/**
 * A lesson is data: the game it is played in (options, a scripted deal, the starting player), the
 * moves that bring the game to where the lesson begins, and short steps. A step says something
 * (a key of the lessons' words), and either waits for the moves it teaches or for the learner to
 * read on; after it the other seats make the moves the script gives them. Moves are written in
 * the engine's notation (`draw 3`, `play Ulm right`, `close`), several in one string separated by
 * semicolons; the learner always plays seat 0.
 *
 * @example
 * const step: LessonStep = { say: 'lesson.turn.draw', moves: 'draw 1; draw 2', focus: 'display' };
 */
import type { GameOptions } from '@tnt/engine';
import type { LessonTextKey } from './texts/index.ts';

/** The seat the learner plays in every lesson. */
export const LEARNER = 0;

/** A part of the table a step is about: it is marked while the step is shown. */
export type TableArea = 'map' | 'display' | 'hand' | 'route' | 'officials' | 'seats' | 'prompt';

export interface LessonStep {
  readonly say: LessonTextKey;
  /**
   * The learner's moves this step teaches ("draw 1; draw 2"), made in this order (any order when
   * `anyOrder`). None: the step is read, and the learner goes on with a button.
   */
  readonly moves?: string;
  readonly anyOrder?: boolean;
  /** Why another legal move is not the one taught here; by default the move awaited is named. */
  readonly wrong?: LessonTextKey;
  /** The other seats' moves once the step is done, each by the seat whose decision it is. */
  readonly then?: string;
  readonly focus?: TableArea;
}

export interface Lesson {
  readonly id: string;
  readonly title: LessonTextKey;
  /** One line on the list of lessons: what the lesson teaches. */
  readonly about: LessonTextKey;
  /** The game: its players, expansions and starting player (`startingPlayer`). */
  readonly options: GameOptions & { readonly startingPlayer: number };
  /**
   * The cards dealt first, separated by commas: six face up (slots 1 to 6), then the supply from
   * its top. The rest of the deck follows in the board's order (deal.ts).
   */
  readonly deal: string;
  /** Moves of every seat made before the first step, a turn a line: a game already under way. */
  readonly prelude?: readonly string[];
  readonly steps: readonly LessonStep[];
}

/** The moves of a script's string, in order ("draw 1; draw 2" -> ['draw 1', 'draw 2']). */
export const movesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(';')
    .map((m) => m.trim())
    .filter((m) => m !== '');

/** The cards of a deal's string, in order. */
export const cardsOf = (deal: string): string[] =>
  deal
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
