// The search over the rest of the bot's own turn (search/turn-tree.ts): forced decisions take no
// search, the same view and seed give the same move, it changes nothing until a root move was
// tried often enough, and then it changes some choices.
import { describe, expect, it } from 'vitest';
import { decision, playerView, type PlayerView } from '@tnt/engine';
import {
  SEARCH_LEVELS,
  createBot,
  levelBudget,
  levelHorizon,
  levelMethod,
  parseBotSpec,
  searchBot,
} from '../src/index.ts';
import { randomPosition } from './games.ts';

/** Views of the deciding seat from a spread of positions of heuristic play, 2 and 3 players. */
function views(count: number): PlayerView[] {
  const found: PlayerView[] = [];
  for (let k = 0; k < count; k++) {
    const s = randomPosition(2 + (k % 2), `tree ${k}`, 11 + k * 17, true);
    const next = decision(s);
    if (next !== null) found.push(playerView(s, next.seat));
  }
  return found;
}

const sameMove = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('search over the rest of the own turn', () => {
  const all = views(36);
  const choices = all.filter((v) => v.legalMoves.length > 1);
  const tree = (seed: string, budget: number, horizon?: number) =>
    searchBot(seed, budget, { label: 'tree', method: 'tree', horizon });
  const flat = (seed: string, budget: number, horizon?: number) =>
    searchBot(seed, budget, { label: 'flat', method: 'flat', horizon });

  it('takes no iteration for a forced decision and chooses a legal move otherwise', () => {
    expect(all.length - choices.length).toBeGreaterThan(0);
    for (const view of all) {
      const { move, iterations } = tree('tree budget', 60).choose(view);
      if (view.legalMoves.length === 1) expect(iterations).toBe(0);
      else expect(iterations).toBeGreaterThan(0);
      expect(view.legalMoves.some((m) => sameMove(m, move))).toBe(true);
    }
  });

  it('gives the same move for the same view, seed and budget', () => {
    for (const view of choices.slice(0, 8)) {
      expect(tree('again', 120).choose(view).move).toEqual(tree('again', 120).choose(view).move);
    }
  });

  it('plays as the flat search until a move tried at the root has been tried often', () => {
    // 20 iterations give no root move the visits after which its turn is searched.
    for (const view of choices) {
      expect(tree('same seed', 20).choose(view).move).toEqual(
        flat('same seed', 20).choose(view).move,
      );
    }
  });

  it('chooses otherwise than the flat search somewhere once it searches the turn', () => {
    // Heads-up, normal's budget and horizon: where the tree and the flat search differ, the level
    // is the tree.
    let differ = 0;
    const budget = levelBudget('normal', 2);
    const horizon = levelHorizon('normal', 2);
    for (const view of choices.filter((v) => v.players === 2)) {
      for (const seed of ['deeper', 'deeper again', 'deeper still']) {
        const searched = tree(seed, budget, horizon).choose(view).move;
        if (sameMove(searched, flat(seed, budget, horizon).choose(view).move)) continue;
        differ++;
        expect(searchBot(seed, 'normal').choose(view).move).toEqual(searched);
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('is how normal and hard search heads-up; easy, and all with more players, search flat', () => {
    expect(levelMethod('normal', 2)).toBe('tree');
    expect(levelMethod('hard', 2)).toBe('tree');
    expect(levelMethod('easy', 2)).toBe('flat');
    expect(levelMethod('hard', 4)).toBe('flat');
    const view = choices.find((v) => v.players === 3);
    if (view === undefined) throw new Error('no 3-player view with a choice');
    const exact = flat('level', levelBudget('normal', 3)).choose(view);
    expect(searchBot('level', 'normal').choose(view)).toEqual(exact);
  });

  it('is named on the command line as a search with the method last', () => {
    expect(parseBotSpec('search:hard:tree')).toEqual({
      ok: true,
      value: { kind: 'search', budget: SEARCH_LEVELS.hard, level: 'hard', method: 'tree' },
    });
    expect(parseBotSpec('search:300:flat')).toEqual({
      ok: true,
      value: { kind: 'search', budget: 300, method: 'flat' },
    });
    expect(parseBotSpec('search:300:deep').ok).toBe(false);
    expect(parseBotSpec('heuristic:1:tree').ok).toBe(false);
    expect(createBot({ kind: 'search', level: 'hard', method: 'tree', seed: 's' }).label).toBe(
      'search(hard, tree)',
    );
  });
});
