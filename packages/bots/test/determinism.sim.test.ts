// A bot is deterministic for a given seed (and budget): the same seeds replay the same game, move
// for move, and another seed plays another game.
import { describe, expect, it } from 'vitest';
import { moveToText } from '@tnt/engine';
import { heuristicBot, playMatch, randomBot, searchBot, type Bot } from '../src/index.ts';

const setup = { options: { players: 3, map: 'base' }, seed: 'determinism' };

function game(makeBots: () => Bot[]): string[] {
  return playMatch(setup, makeBots()).moves.map((m) => `${m.seat}:${moveToText(m.move)}`);
}

describe('bots are deterministic for a seed', () => {
  it('heuristic bots replay the same whole game', () => {
    const make = (): Bot[] => [0, 1, 2].map((i) => heuristicBot(`seat ${i}`));
    const first = game(make);
    expect(first.length).toBeGreaterThan(50);
    expect(game(make)).toEqual(first);
  });

  it('a search bot replays the same whole game for the same seed and budget', () => {
    const make = (): Bot[] => [searchBot('s', 10), heuristicBot('h1'), heuristicBot('h2')];
    const first = game(make);
    expect(game(make)).toEqual(first);
  });

  it('random bots replay the same whole game, and another seed plays another', () => {
    const make = (tag: string) => (): Bot[] => [0, 1, 2].map((i) => randomBot(`${tag} ${i}`));
    const first = game(make('a'));
    expect(game(make('a'))).toEqual(first);
    expect(game(make('b'))).not.toEqual(first);
  });

  it('a bot asked the same view twice gives the same answer (no state kept between calls)', () => {
    const moves: string[] = [];
    const bot = heuristicBot('twice');
    const asker: Bot = {
      ...bot,
      choose(view) {
        const a = bot.choose(view);
        const b = heuristicBot('twice').choose(view);
        moves.push(moveToText(a.move), moveToText(b.move));
        return a;
      },
    };
    playMatch(setup, [asker, heuristicBot('x'), heuristicBot('y')]);
    for (let i = 0; i < moves.length; i += 2) expect(moves[i]).toBe(moves[i + 1]);
  });
});
