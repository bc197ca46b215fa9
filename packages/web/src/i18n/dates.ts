/**
 * Dates and times in the page's language (not the browser's), by `Intl`: a switch of language
 * changes them with the words around them.
 *
 * @example
 * dateText(Date.now()); // '27 Nov 2026' in English, '27. Nov. 2026' in German
 */
import { lang } from './index.ts';

const format = (at: number, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(lang.value, options).format(new Date(at));

/** A day: 27 Nov 2026. */
export const dateText = (at: number): string =>
  format(at, { day: 'numeric', month: 'short', year: 'numeric' });

/** A day and a time: 27 Nov 2026, 14:02. */
export const dateTimeText = (at: number): string =>
  format(at, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A time of day: 14:02. */
export const timeText = (at: number): string => format(at, { hour: '2-digit', minute: '2-digit' });

/** A day of this year: 27 Nov. */
export const dayText = (at: number): string => format(at, { day: 'numeric', month: 'short' });
