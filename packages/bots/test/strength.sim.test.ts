// A smoke test of playing strength that a broken heuristic fails: the heuristic bot against three
// random bots in 4-player games. Measured when written (2026-11-22): 500 wins in 500 games, scoring
// about 20 points; a broken heuristic that played like a random seat would win about one in four.
import { describe, expect, it } from 'vitest';
import { scoreSheet } from '@tnt/engine';
import { heuristicBot, playMatch, randomBot } from '../src/index.ts';

describe('the heuristic bot is stronger than random play', () => {
  it('wins at least 45 of 50 four-player games against three random bots', () => {
    let wins = 0;
    for (let g = 0; g < 50; g++) {
      const seat = g % 4;
      const bots = [0, 1, 2, 3].map((i) =>
        i === seat ? heuristicBot(`h${g}`) : randomBot(`r${g}/${i}`),
      );
      const result = playMatch(
        { options: { players: 4, map: 'base' }, seed: `strength ${g}` },
        bots,
      );
      if (scoreSheet(result.state).winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(45);
  });
});
