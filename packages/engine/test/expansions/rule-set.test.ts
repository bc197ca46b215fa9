// The expansions as modules: every combination of expansions the rules allow composes
// one rule set, with the expansions it should hold; the rule set is composed once per combination
// and never while a game is played; every view has every expansion's fields, the absent ones at
// their values in a game without the expansion; two expansions cannot both replace one rule.
import { describe, expect, it } from 'vitest';
import {
  Phase,
  createGame,
  determinize,
  playerView,
  seedRng,
  nextInt,
  type GameState,
  type PlayerView,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, generateMoves } from '../../src/fast.ts';
import { compose, compositionCount } from '../../src/extension/registry.ts';
import { RULE_SETS, ruleSetOf } from '../../src/extension/rule-set.ts';
import type { ExpansionModule, Hooks } from '../../src/extension/expansion.ts';
import { ALL_SETTINGS, type ExpansionSetting } from '../expansion-settings.ts';

function newGame(setting: ExpansionSetting, players: number, seed: string): GameState {
  const created = createGame({ options: { players, ...setting }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The hooks a setting's rule set must hold, in the order they run. */
function expectedHooks(setting: ExpansionSetting): string[] {
  const has = (name: string): boolean => setting.expansions.some((e) => e === name);
  const pg = has('power-and-glory');
  return [
    ...(has('messenger') ? [pg ? 'messenger (no figure)' : 'messenger'] : []),
    ...(has('offices') ? ['offices'] : []),
    ...(pg
      ? [
          setting.variant === undefined ? 'power-and-glory' : 'power-and-glory (base rules)',
          'free cities',
        ]
      : []),
  ];
}

const TABLE_FIELDS = [
  'cityLetters',
  'messengerHolder',
  'spendableLetters',
  'officeStacks',
  'chipsLeft',
  'returnRound',
] as const;
const SEAT_FIELDS = ['horses', 'horsesShown', 'horsePower', 'letters', 'offices', 'chips'] as const;

function expectEveryField(view: PlayerView): void {
  for (const field of TABLE_FIELDS) expect(view).toHaveProperty(field);
  for (const seat of view.seats)
    for (const field of SEAT_FIELDS) expect(seat).toHaveProperty(field);
}

describe('the rule set of a game', () => {
  it('is composed for every combination the rules allow, with the expansions it names', () => {
    const seen = new Set<number>();
    for (const setting of ALL_SETTINGS) {
      for (const players of [2, 3, 4]) {
        const s = newGame(setting, players, `rule set ${players}`);
        const rules = ruleSetOf(s);
        expect(rules.index).toBe(s.ruleSet);
        expect([setting, rules.hooks]).toEqual([setting, expectedHooks(setting)]);
        seen.add(s.ruleSet);
        expectEveryField(playerView(s, 0));
      }
    }
    // The base game, the Messenger, Offices, both; Power and Glory alone, with each, with both;
    // its variant alone and with both: ten rule sets.
    expect(seen.size).toBe(10);
  });

  it('is composed once per combination, never while a game is played or rebuilt', () => {
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    for (const setting of ALL_SETTINGS) {
      const first = newGame(setting, 3, 'composed once');
      const rules = ruleSetOf(first);
      const composed = compositionCount();
      const s = newGame(setting, 3, 'composed once, again');
      expect(ruleSetOf(s)).toBe(rules);
      const rng = seedRng(`once ${setting.expansions.join('+')}`);
      let moves = 0;
      for (; s.phase !== Phase.Over && moves < 3_000; moves++) {
        applyCode(s, codes[nextInt(rng, generateMoves(s, codes))]!);
        expect(s.ruleSet).toBe(rules.index);
      }
      expect(moves).toBeGreaterThan(100);
      const rebuilt = determinize(playerView(s, 1), seedRng('rebuilt'));
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      expect(rebuilt.value.ruleSet).toBe(rules.index);
      expect(compositionCount()).toBe(composed);
    }
  });

  it('is frozen: no hook can be swapped under a game', () => {
    const s = newGame({ expansions: ['messenger', 'offices'] }, 2, 'frozen');
    expect(Object.isFrozen(RULE_SETS[s.ruleSet])).toBe(true);
  });

  it('shows an absent expansion at its values in a game without it', () => {
    const view = playerView(newGame({ expansions: [] }, 2, 'absent'), 0);
    expect(view.cityLetters).toEqual([]);
    expect(view.messengerHolder).toBeNull();
    expect(view.returnRound).toBeNull();
    expect(view.seats[0]!.horses).toEqual([]);
    expect(view.seats[1]!.horses).toBeNull();
    expect(view.seats[0]!.horsePower).toBe(0);
    const pg = playerView(newGame({ expansions: ['power-and-glory'] }, 2, 'present'), 0);
    // Power and Glory: the carriage's own two horses pull from the start (000).
    expect(pg.seats[0]!.horsePower).toBe(2);
  });
});

describe('composing expansions', () => {
  /** An expansion played with the given hooks, in a rule set of its own. */
  const played = (name: string, ...hooks: Hooks[]): [ExpansionModule, readonly Hooks[]] => [
    { name, title: name, play: () => hooks },
    hooks,
  ];
  const quiet = played('quiet', { id: 'quiet' });
  const noCarriages = played('no carriages', { id: 'no carriages', carriageOption: () => 'none' });
  const alsoNoCarriages = played('no carriages either', {
    id: 'no carriages either',
    carriageOption: () => 'none',
  });

  it('keeps the base game where no expansion replaces a rule', () => {
    const base = compose(0, [quiet]);
    expect(base.cardPlay).toBeNull();
    expect(base.hiddenCards).toBeNull();
    expect(base.officials.administratorAfterDraws).toBe(false);
    expect(base.decisions.filter((d) => d !== undefined)).toEqual([]);
  });

  it('refuses two expansions that replace the same rule', () => {
    expect(() => compose(0, [noCarriages, alsoNoCarriages])).toThrow(
      'no carriages and no carriages either both replace carriageOption',
    );
  });

  it('calls every expansion that listens to a point, in order', () => {
    const heard: string[] = [];
    const listener = (name: string): [ExpansionModule, readonly Hooks[]] =>
      played(name, {
        id: name,
        houseBuilt: (_s, seat, city) => void heard.push(`${name} ${seat} ${city}`),
        houseAllowed: (_s, city) => city !== 3,
      });
    const composed = compose(0, [listener('a'), listener('b')]);
    const s = newGame({ expansions: [] }, 2, 'listeners');
    composed.houseBuilt(s, 1, 7);
    expect(heard).toEqual(['a 1 7', 'b 1 7']);
    expect(composed.houseAllowed(s, 2)).toBe(true);
    expect(composed.houseAllowed(s, 3)).toBe(false);
  });
});
