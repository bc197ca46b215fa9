/**
 * The lessons' own words in English, German and Italian, in the reader's language: loaded with
 * the tutorial's code, so the rest of the client does not carry them. The other tutorial words
 * (the offer, the list, the panel) are in the client's catalogs (i18n/tutorial-*.ts).
 *
 * @example
 * lessonText('lesson.turn.title'); // 'The turn', or 'Der Zug' once German is chosen
 */
import { lang, type Lang } from '../../i18n/index.ts';
import { lessonsDe } from './de.ts';
import { lessonsEn } from './en.ts';
import { lessonsIt } from './it.ts';

export type LessonTextKey = keyof typeof lessonsEn;

export const LESSON_TEXTS: Readonly<Record<Lang, Readonly<Record<LessonTextKey, string>>>> = {
  en: lessonsEn,
  de: lessonsDe,
  it: lessonsIt,
};

/** A lesson's words in the language shown now (components that call it follow a switch). */
export const lessonText = (key: LessonTextKey): string => LESSON_TEXTS[lang.value][key];
