// Every bot answers every decision with one of the view's legal moves, and bots finish whole
// games for 2, 3 and 4 players (001 "Game end": a 7 carriage or a last house ends the game).
import { describe, expect, it } from 'vitest';
import { scoreSheet } from '@tnt/engine';
import { heuristicBot, playMatch, randomBot, searchBot, type Bot } from '../src/index.ts';

/** Wraps a bot so that the test sees each choice and checks it against the view's list. */
function checked(bot: Bot, illegal: string[]): Bot {
  return {
    ...bot,
    choose(view) {
      const choice = bot.choose(view);
      if (!view.legalMoves.includes(choice.move)) illegal.push(JSON.stringify(choice.move));
      return choice;
    },
  };
}

describe('bots play legal moves to the end of the game', () => {
  for (const players of [2, 3, 4]) {
    it(`heuristic bots finish a ${players}-player game`, () => {
      const illegal: string[] = [];
      const bots = Array.from({ length: players }, (_, i) =>
        checked(heuristicBot(`h${i}`), illegal),
      );
      const result = playMatch(
        { options: { players, map: 'base' }, seed: `legal ${players}` },
        bots,
      );
      expect(illegal).toEqual([]);
      expect(result.finished).toBe(true);
      expect(scoreSheet(result.state).winner).not.toBeNull();
    });

    it(`a search bot finishes a ${players}-player game with heuristic bots`, () => {
      const illegal: string[] = [];
      const bots = Array.from({ length: players }, (_, i) =>
        checked(i === 1 ? searchBot('s', 12) : heuristicBot(`h${i}`), illegal),
      );
      const result = playMatch(
        { options: { players, map: 'base' }, seed: `search ${players}` },
        bots,
      );
      expect(illegal).toEqual([]);
      expect(result.finished).toBe(true);
    });

    it(`random and heuristic bots finish a ${players}-player game together`, () => {
      const illegal: string[] = [];
      const bots = Array.from({ length: players }, (_, i) =>
        checked(i === 0 ? heuristicBot('h') : randomBot(`r${i}`), illegal),
      );
      const result = playMatch(
        { options: { players, map: 'base' }, seed: `mixed ${players}` },
        bots,
      );
      expect(illegal).toEqual([]);
      expect(result.finished).toBe(true);
    });
  }

  it('random bots alone finish a 2-player game (thousands of moves)', () => {
    const illegal: string[] = [];
    const bots = [0, 1].map((i) => checked(randomBot(`r${i}`), illegal));
    const result = playMatch({ options: { players: 2, map: 'base' }, seed: 'random 2' }, bots);
    expect(illegal).toEqual([]);
    expect(result.finished).toBe(true);
  });

  it('heuristic bots finish a Power and Glory game (horses, free cities)', () => {
    const illegal: string[] = [];
    const bots = [0, 1, 2].map((i) => checked(heuristicBot(`pg${i}`), illegal));
    const options = {
      players: 3,
      map: 'power-and-glory',
      expansions: ['power-and-glory'] as const,
    };
    const result = playMatch({ options, seed: 'power and glory' }, bots);
    expect(illegal).toEqual([]);
    expect(result.finished).toBe(true);
  });

  it('heuristic bots finish games with the expansions (Messenger, Offices of Honor)', () => {
    const illegal: string[] = [];
    const bots = [0, 1, 2].map((i) => checked(heuristicBot(`x${i}`), illegal));
    const options = { players: 3, map: 'base', expansions: ['messenger', 'offices'] as const };
    const result = playMatch({ options, seed: 'expansions' }, bots);
    expect(illegal).toEqual([]);
    expect(result.finished).toBe(true);
  });
});
