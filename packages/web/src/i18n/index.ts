/**
 * Translations: English, German and Italian, one catalog each with the same keys (the compiler
 * checks that, a test checks every engine error code has its words). The language comes from the
 * browser, and a switch changes it; components re-render when it changes, since `t` reads a signal.
 *
 * @example
 * t('step.draw.mine'); // 'Draw a card: from the display or the supply'
 * t('log.draw.slot', { name: 'Anna', city: 'Ulm' });
 * tn('count.cards', 3); // '3 cards'
 */
import { signal } from '@preact/signals';
import { en, type MessageKey, type Messages } from './en.ts';
import { de } from './de.ts';
import { it } from './it.ts';

export const LANGS = ['en', 'de', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export type { MessageKey, Messages };

export const CATALOGS: Readonly<Record<Lang, Messages>> = { en, de, it };

export type Params = Readonly<Record<string, string | number>>;

const STORAGE_KEY = 'tnt.lang';

/** The first of the browser's languages that we have, else English. */
export function detectLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(base ?? '')) return base as Lang;
  }
  return 'en';
}

function initialLang(): Lang {
  if (typeof window === 'undefined') return 'en';
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved !== null && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  } catch {
    // Storage may be blocked (private mode): the browser's languages still decide.
  }
  return detectLang(navigator.languages);
}

export const lang = signal<Lang>(initialLang());

export function setLang(next: Lang): void {
  lang.value = next;
  document.documentElement.lang = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not saved: the choice still holds for this visit.
  }
}

/** Fills `{name}` placeholders; unknown placeholders stay visible, so a missing one shows. */
export function fill(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

export function translate(catalog: Messages, key: MessageKey, params?: Params): string {
  return fill(catalog[key], params);
}

export function t(key: MessageKey, params?: Params): string {
  return translate(CATALOGS[lang.value], key, params);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The plural category of a number in a language (`Intl`): English, German, Italian say "one" for 1. */
function pluralOf(n: number): string {
  let rules = pluralRules.get(lang.value);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang.value);
    pluralRules.set(lang.value, rules);
  }
  return rules.select(n);
}

/** A counted phrase: the key's `.one` form where the language says "one", its `.other` form otherwise. */
export function tn(key: PluralBase, n: number, params: Params = {}): string {
  const form = (pluralOf(n) === 'one' ? `${key}.one` : `${key}.other`) as MessageKey;
  return t(form, { ...params, n });
}

/** Keys that come in `.one` / `.other` pairs. */
export type PluralBase = MessageKey extends infer K
  ? K extends `${infer B}.one`
    ? B
    : never
  : never;

/** A key built at run time (an error code, a step): the key if the catalog has it, else the fallback. */
export function tKey(key: string, fallback: MessageKey, params?: Params): string {
  const catalog = CATALOGS[lang.value];
  return Object.hasOwn(catalog, key)
    ? fill(catalog[key as MessageKey], params)
    : translate(catalog, fallback, params);
}
