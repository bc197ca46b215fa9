/**
 * Translations: English, German and Italian have every key, with the same placeholders; every
 * error code the engine can send has its words in each language (the UI explains a refused move
 * by its code); every key the UI builds at run time exists; the rules summary has every section.
 */
import { describe, expect, it } from 'vitest';
import { EXPANSIONS, MOVE_ERROR_CODES, OFFICIALS, SETUP_ERROR_CODES, STEPS } from '@tnt/engine';
import {
  CATALOGS,
  LANGS,
  detectLang,
  fill,
  lang,
  translate,
  type MessageKey,
} from '../src/i18n/index.ts';
import { en } from '../src/i18n/en.ts';
import { RULE_SECTIONS } from '../src/i18n/rules.ts';
import { rulesDe } from '../src/i18n/rules-de.ts';
import { rulesEn } from '../src/i18n/rules-en.ts';
import { rulesIt } from '../src/i18n/rules-it.ts';
import { BOT_LEVELS } from '@tnt/protocol';
import { DELETED_PLAYER_NAME } from '@tnt/protocol';
import { shownName } from '../src/ui/shown-name.ts';

const KEYS = Object.keys(en) as MessageKey[];
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the catalogs', () => {
  for (const lang of LANGS) {
    it(`${lang}: has exactly the English keys, none empty`, () => {
      const catalog = CATALOGS[lang];
      expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(catalog[key].trim(), key).not.toBe('');
    });

    it(`${lang}: fills the same placeholders as English in every text`, () => {
      for (const key of KEYS)
        expect(placeholders(CATALOGS[lang][key]), key).toEqual(placeholders(en[key]));
    });
  }

  it('has German and Italian sentences of their own for every prompt, error and log line', () => {
    const sentences = KEYS.filter(
      (k) => /^(error|step|log|option|cover|start)\./.test(k) && k !== 'start.bot-name',
    );
    expect(sentences.length).toBeGreaterThan(100);
    for (const lang of ['de', 'it'] as const) {
      expect(sentences.filter((k) => CATALOGS[lang][k] === en[k])).toEqual([]);
    }
  });
});

/** Keys the UI builds from a code or a name at run time. */
const RUN_TIME_KEYS: readonly string[] = [
  ...MOVE_ERROR_CODES.map((code) => `error.${code}`),
  ...SETUP_ERROR_CODES.map((code) => `setup.${code}`),
  ...STEPS.flatMap((step) => [`step.${step}.mine`, `step.${step}.other`, `step.${step}.name`]),
  'step.draw.mine.again',
  ...OFFICIALS.flatMap((o) => [`official.${o}.name`, `official.${o}.does`]),
  ...['available', 'used', 'unavailable', 'waiting'].map((s) => `official.status.${s}`),
  ...OFFICIALS.filter((o) => o !== 'cartwright').map((o) => `log.official.${o}`),
  ...EXPANSIONS.flatMap((e) => [`expansion.${e}`, `expansion.${e}.about`]),
  ...BOT_LEVELS.map((level) => `level.${level}`),
  ...['instant', 'fast', 'normal', 'slow'].map((p) => `pace.${p}`),
  ...[
    'close',
    'end-turn',
    'finish-houses',
    'carriage-take',
    'carriage-cartwright',
    'carriage-decline',
  ].map((a) => `action.${a}`),
];

describe('keys built at run time', () => {
  it('exist for every engine error code, step, official, expansion, bot level and action', () => {
    const missing = RUN_TIME_KEYS.filter((key) => !Object.hasOwn(en, key));
    expect(missing).toEqual([]);
  });

  it('come in one/other pairs wherever a count is phrased', () => {
    for (const key of KEYS.filter((k) => k.endsWith('.one'))) {
      expect(KEYS, key).toContain(key.replace(/\.one$/, '.other'));
    }
  });
});

describe('an engine error explained in each language', () => {
  it('names the city of the refused move (ERR_NOT_ADJACENT)', () => {
    const texts = LANGS.map((lang) =>
      translate(CATALOGS[lang], 'error.ERR_NOT_ADJACENT', { city: 'Ulm' }),
    );
    for (const text of texts) expect(text).toContain('Ulm');
    expect(new Set(texts).size).toBe(3);
  });
});

describe('language choice', () => {
  it("takes the browser's first language we have, else English", () => {
    expect(detectLang(['de-AT', 'en'])).toBe('de');
    expect(detectLang(['fr-FR', 'it-IT'])).toBe('it');
    expect(detectLang(['fr', 'es'])).toBe('en');
    expect(detectLang([])).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{name} takes {city}', { name: 'Anna', city: 'Ulm' })).toBe('Anna takes Ulm');
    expect(fill('{name} takes {city}', { name: 'Anna' })).toBe('Anna takes {city}');
  });
});

describe("a deleted account's name", () => {
  it("is said in the page's language; every other name is shown as it is", () => {
    const shown = LANGS.map((next) => {
      lang.value = next;
      return [shownName(DELETED_PLAYER_NAME), shownName('Ada'), shownName('deleted player!')];
    });
    lang.value = 'en';
    expect(shown).toEqual([
      ['Deleted player', 'Ada', 'deleted player!'],
      ['Gelöschter Spieler', 'Ada', 'deleted player!'],
      ['Giocatore eliminato', 'Ada', 'deleted player!'],
    ]);
  });
});

describe('the rules summary', () => {
  const catalogs = { en: rulesEn, de: rulesDe, it: rulesIt };
  for (const [lang, rules] of Object.entries(catalogs)) {
    it(`${lang}: has every section, each with a title and text`, () => {
      expect(Object.keys(rules).sort()).toEqual([...RULE_SECTIONS].sort());
      for (const id of RULE_SECTIONS) {
        expect(rules[id].title, id).not.toBe('');
        expect(rules[id].text.length, id).toBeGreaterThan(0);
      }
    });
  }
});
