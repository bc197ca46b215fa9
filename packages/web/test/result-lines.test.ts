/**
 * The end of a ranked game: everyone's rating change, or, for a ranked game the server recorded
 * unrated (docs/ratings.md: a player who left early, or two people past their rated games of the
 * day together), the reason in words, in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { h } from 'preact';
import type { GameResult } from '@tnt/protocol';
import { renderHtml, textOf } from './render.ts';
import { ResultLines } from '../src/ui/RankedBar.tsx';
import { lang, type Lang } from '../src/i18n/index.ts';

// The page's language, without a page (setLang also marks the document and remembers the choice).
const setLang = (next: Lang): void => {
  lang.value = next;
};

const seat = (n: number, change: GameResult['seats'][number]['change']) => ({
  id: `p${n}`,
  name: n === 0 ? 'Anna' : 'Ben',
  bot: null,
  seat: n,
  place: n + 1,
  score: 20 - n,
  abandoned: false,
  change,
});

const rated: GameResult = {
  id: 'g1',
  ranked: true,
  seats: [
    seat(0, { ladder: '2', before: 1500, after: 1516 }),
    seat(1, { ladder: '2', before: 1500, after: 1484 }),
  ],
};

const shown = (result: GameResult): string => textOf(renderHtml(h(ResultLines, { result })));

describe('the result of a ranked game', () => {
  // The unit tier shares one module graph between files: the language is put back after each.
  const before = lang.value;
  afterEach(() => {
    lang.value = before;
  });

  it('lists every rating change of a rated game', () => {
    setLang('en');
    expect(shown(rated)).toContain('Anna: 1500 → 1516');
    expect(shown(rated)).toContain('Ben: 1500 → 1484');
  });

  it('says why a ranked game went unrated instead of showing no change', () => {
    setLang('en');
    const left = shown({ ...rated, unrated: 'left-early', seats: [seat(0, null), seat(1, null)] });
    expect(left).toContain('Not rated');
    expect(left).toContain('left the game');
    const pair = shown({ ...rated, unrated: 'pair-limit', seats: [seat(0, null), seat(1, null)] });
    expect(pair).toContain('already played their rated games together today');
    setLang('de');
    expect(shown({ ...rated, unrated: 'pair-limit' })).toContain('Nicht gewertet');
    setLang('it');
    expect(shown({ ...rated, unrated: 'left-early' })).toContain('Non classificata');
  });

  it('shows nothing for a game that was not ranked', () => {
    setLang('en');
    expect(shown({ ...rated, ranked: false })).toBe('');
  });
});
