/**
 * Every lesson, in the order they are taught: the base game first, then one lesson per official,
 * the end of the game, and one per expansion.
 */
import type { Lesson } from '../lesson.ts';
import { bonus, carriages, end, houses, turn } from './base.ts';
import { administrator, cartwright, postalCarrier, postmaster } from './officials.ts';
import { WEB_EXPANSIONS } from '../../expansions/registry.ts';

export const BASE_LESSONS: readonly Lesson[] = [
  turn,
  houses,
  carriages,
  bonus,
  postmaster,
  postalCarrier,
  administrator,
  cartwright,
  end,
];

/** One lesson per expansion, each from its web module. */
export const EXPANSION_LESSONS: readonly Lesson[] = WEB_EXPANSIONS.map((e) => e.lesson);

export const LESSONS: readonly Lesson[] = [...BASE_LESSONS, ...EXPANSION_LESSONS];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);

/** The lesson after `id`, or null after the last one. */
export function nextLesson(id: string): Lesson | null {
  const at = LESSONS.findIndex((l) => l.id === id);
  return at < 0 ? null : (LESSONS[at + 1] ?? null);
}
