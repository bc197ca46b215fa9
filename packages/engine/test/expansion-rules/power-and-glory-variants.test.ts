/**
 * Power and Glory played another way: with the base rules (000 "The game using the base game
 * rules", R15), with The Princess' Messenger (R13), and the setups whose options do not combine.
 */
import { describe, expect, it } from 'vitest';
import { createGame, playerView, type GameOptions, type GameState } from '../../src/index.ts';
import { beginTurn, giveCarriages, tilesOf } from '../rules/builder.ts';
import { awaited, errorOf, go, lettersInGame, texts } from './game.ts';
import {
  closeWith,
  findRoute,
  giveCards,
  lightRoute,
  pgGame,
  placeHouses,
  topTile,
  type PgSpec,
} from './pg.ts';

const variant = (spec: PgSpec = {}): GameState => pgGame({ variant: 'base-rules', ...spec });
const THREE = ['Halle', 'Berlin', 'Hannover'];

describe('000 "The game using the base game rules" (variant base-rules)', () => {
  it("plays Power and Glory's board with carriages and the Cartwright, without horses", () => {
    const s = variant();
    expect(s.board.id).toBe('power-and-glory');
    expect(s.rules.carriages).toBe(true);
    expect(s.rules.horses).toBe(false);
  });

  it('ignores the horses: no card is played as horses (ERR_WRONG_STEP)', () => {
    const s = variant();
    giveCards(s, 0, ['Kassel(3)']);
    beginTurn(s, 0);
    const drawn = go(s, 'draw supply');
    expect(texts(drawn).filter((m) => m.startsWith('horse'))).toEqual([]);
    expect(errorOf(drawn, 'horse Kassel(3)')).toBe('ERR_WRONG_STEP');
  });

  it('closes a route without horses and offers the carriage', () => {
    const s = variant();
    const closing = closeWith(s, 0, lightRoute(s, THREE));
    expect(awaited(closing)).toBe('0 houses');
    const done = go(closing, 'houses done');
    expect(texts(done)).toEqual(['carriage take', 'carriage decline']);
    expect(go(done, 'carriage take').carriages[0]).toBe(1);
  });

  it('accepts the support of the Cartwright', () => {
    const s = variant();
    giveCarriages(s, 0, 1);
    const done = go(closeWith(s, 0, lightRoute(s, THREE)), 'houses done');
    expect(texts(done)).toEqual(['carriage cartwright', 'carriage decline']);
    expect(go(done, 'carriage cartwright').carriages[0]).toBe(2);
  });

  it('uses the new rules for the bonus tiles: the free-city tile and the 8-distance stack', () => {
    const s = variant();
    const free = go(
      closeWith(s, 0, lightRoute(s, ['Hannover', 'Hamburg', 'Bremen'])),
      'house Hamburg',
    );
    expect(tilesOf(free, 0)).toEqual(['free-city-hamburg:1']);
    const t = variant();
    const route = findRoute(t, 8);
    const tile = topTile(t, 'route8');
    const long = go(closeWith(t, 0, lightRoute(t, route)), 'houses done');
    expect(tilesOf(long, 0)).toEqual([tile]);
  });

  it('ends the game with a 7 carriage, as in the base game', () => {
    const s = variant();
    giveCarriages(s, 0, 4);
    const route = findRoute(s, 7);
    const done = go(closeWith(s, 0, lightRoute(s, route)), 'houses done', 'carriage take');
    expect(done.carriages[0]).toBe(5);
    expect(done.endTriggeredBy).toBe(0);
  });
});

describe('R13: The Princess\' Messenger with Power and Glory ("Yucata Implementation")', () => {
  it('lays a letter on each of the 23 cities, taken by the first house', () => {
    const s = pgGame({ with: ['messenger'] });
    expect(playerView(s, 0).cityLetters).toHaveLength(23);
    placeHouses(s, 0, ['Kassel']);
    expect(s.letters[0]).toBe(1);
  });

  it('R12: never runs out of letters, though 23 cities and 0+1+2+3 are 29, one more than the box', () => {
    const s = pgGame({ with: ['messenger'], players: 4 });
    expect(lettersInGame(s)).toBe(29);
  });

  it('uses no Messenger figure: a route scored without a carriage does not take it', () => {
    const s = pgGame({ with: ['messenger'] });
    expect(s.rules.messengerFigure).toBe(false);
    const done = go(
      closeWith(s, 0, lightRoute(s, THREE), { horses: ['Kassel(1)'] }),
      'houses done',
    );
    expect(done.messengerHolder).toBe(-1);
    expect(playerView(done, 1).messengerHolder).toBeNull();
  });

  it('so charges 2 letters for each further official, after such a route too', () => {
    let s = pgGame({ with: ['messenger'] });
    placeHouses(s, 0, ['Kassel', 'Weimar']);
    s = go(
      closeWith(s, 0, lightRoute(s, THREE), { horses: ['Kassel(1)'], hand: ['Göttingen(1)'] }),
      'houses done',
    );
    // Seat 1 starts with no card: the forced Postmaster's two draws.
    s = go(s, 'draw supply', 'draw supply');
    s = go(
      s,
      texts(s).find((m) => m.endsWith(' new'))!,
      'end turn',
    );
    expect(s.current).toBe(0);
    const paid = go(s, 'administrator', 'draw supply', 'postmaster');
    expect(paid.letters[0]).toBe(0);
  });

  it('uses no figure in the base-rules variant either', () => {
    const s = variant({ with: ['messenger'] });
    expect(s.rules.messengerFigure).toBe(false);
    const done = go(closeWith(s, 0, lightRoute(s, THREE)), 'houses done', 'carriage decline');
    expect(done.messengerHolder).toBe(-1);
  });
});

describe('setup: the expansions, the variant and the map (ERR_BAD_OPTION)', () => {
  const codeOf = (options: GameOptions | Record<string, unknown>): string | null => {
    const created = createGame({ options: options as GameOptions, seed: 'options' });
    return created.ok ? null : created.error.code;
  };

  it('plays Power and Glory on its board and the others on the base board', () => {
    const pg = createGame({ options: { players: 2, expansions: ['power-and-glory'] }, seed: 'a' });
    expect(pg.ok && pg.value.board.id).toBe('power-and-glory');
    const base = createGame({ options: { players: 2, expansions: ['messenger'] }, seed: 'a' });
    expect(base.ok && base.value.board.id).toBe('base');
  });

  it('accepts all three expansions together, and the variant with the other two', () => {
    expect(codeOf({ players: 4, expansions: ['messenger', 'offices', 'power-and-glory'] })).toBe(
      null,
    );
    expect(
      codeOf({
        players: 3,
        expansions: ['power-and-glory', 'offices', 'messenger'],
        variant: 'base-rules',
      }),
    ).toBeNull();
  });

  it('refuses the variant without Power and Glory', () => {
    expect(codeOf({ players: 2, variant: 'base-rules' })).toBe('ERR_BAD_OPTION');
    expect(codeOf({ players: 2, expansions: ['messenger'], variant: 'base-rules' })).toBe(
      'ERR_BAD_OPTION',
    );
  });

  it('refuses an unknown variant', () => {
    expect(codeOf({ players: 2, expansions: ['power-and-glory'], variant: 'classic' })).toBe(
      'ERR_BAD_OPTION',
    );
  });

  it('refuses the base board with Power and Glory, and its board without it', () => {
    expect(codeOf({ players: 2, expansions: ['power-and-glory'], map: 'base' })).toBe(
      'ERR_BAD_OPTION',
    );
    expect(codeOf({ players: 2, map: 'power-and-glory' })).toBe('ERR_BAD_OPTION');
  });

  it('refuses unknown and repeated expansions', () => {
    expect(codeOf({ players: 2, expansions: ['glory'] })).toBe('ERR_BAD_OPTION');
    expect(codeOf({ players: 2, expansions: ['offices', 'offices'] })).toBe('ERR_BAD_OPTION');
  });
});
