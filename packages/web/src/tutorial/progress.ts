/**
 * What the browser remembers of the lessons: which are done, and the lesson under way with the
 * step it stands at, so that a reload, or "Continue" on the start page, goes on from there.
 * Storage that is blocked or full loses only that convenience.
 *
 * @example
 * saveProgress(atStep(loadProgress(), 'turn', 3));
 * loadProgress().at; // { lesson: 'turn', step: 3 }
 */

const KEY = 'tnt.tutorial';

export interface LessonPlace {
  readonly lesson: string;
  readonly step: number;
}

export interface TutorialProgress {
  /** Lessons finished, in the order they were. */
  readonly done: readonly string[];
  /** The lesson under way and the step it stands at, or null. */
  readonly at: LessonPlace | null;
}

const EMPTY: TutorialProgress = { done: [], at: null };

function asPlace(input: unknown): LessonPlace | null {
  if (typeof input !== 'object' || input === null) return null;
  const { lesson, step } = input as Partial<LessonPlace>;
  return typeof lesson === 'string' && Number.isInteger(step) && (step ?? -1) >= 0
    ? { lesson, step: step! }
    : null;
}

/** The progress kept in this browser; anything unreadable counts as none. */
export function loadProgress(): TutorialProgress {
  try {
    const text = localStorage.getItem(KEY);
    if (text === null) return EMPTY;
    const saved = JSON.parse(text) as unknown;
    if (typeof saved !== 'object' || saved === null) return EMPTY;
    const { done, at } = saved as { done?: unknown; at?: unknown };
    return {
      done: Array.isArray(done) ? done.filter((id): id is string => typeof id === 'string') : [],
      at: asPlace(at),
    };
  } catch {
    return EMPTY;
  }
}

export function saveProgress(progress: TutorialProgress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the lesson goes on, it just will not survive a reload.
  }
}

/** The lesson `lesson` stands at step `step`. */
export const atStep = (p: TutorialProgress, lesson: string, step: number): TutorialProgress => ({
  ...p,
  at: { lesson, step },
});

/** The lesson `lesson` is done: it is marked, and no lesson is under way. */
export const finished = (p: TutorialProgress, lesson: string): TutorialProgress => ({
  done: p.done.includes(lesson) ? p.done : [...p.done, lesson],
  at: null,
});

/** True once any lesson was begun or finished in this browser. */
export const tutorialBegun = (p: TutorialProgress): boolean => p.done.length > 0 || p.at !== null;
