/**
 * Power and Glory (000 "Power and Glory", R15) on its own board: cards played as horses, routes
 * that close only with enough horses, no carriage cards and no Cartwright, the free cities, the
 * new bonus tiles, and the end of the game by the last house. The variant with the base rules and
 * the combinations of options are in power-and-glory-variants.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isOver, playerView, scoreSheet, type GameState } from '../../src/index.ts';
import { beginTurn, giveTile, tilesOf } from '../rules/builder.ts';
import { playOut } from '../rules/moves.ts';
import { awaited, errorOf, giveOffices, go, texts } from './game.ts';
import {
  card,
  closeWith,
  findRoute,
  giveCards,
  giveHorses,
  giveRouteCards,
  horsePower,
  horsesFor,
  lightRoute,
  pgGame,
  placeHouses,
  topTile,
} from './pg.ts';

/** The route of the example in 000 "Power and Glory"; its five roads are on any board of it. */
const EXAMPLE = ['Halle', 'Berlin', 'Hannover', 'Hamburg', 'Bremen', 'Münster'];
const FREE_CITIES = ['Frankfurt', 'Bremen', 'Hamburg', 'Lübeck'];

/** Seat 0 holds Halle-Berlin on the table and `hand`, with `horses` before its carriage. */
function turn(hand: readonly string[], horses: readonly string[] = []): GameState {
  const s = pgGame();
  giveRouteCards(s, 0, lightRoute(s, ['Halle', 'Berlin']));
  giveCards(s, 0, hand);
  giveHorses(s, 0, horses);
  beginTurn(s, 0);
  return s;
}

describe('000 "Power and Glory": its board', () => {
  it('has 23 cities and 69 city cards, each showing 1, 2 or 3 horses', () => {
    const { board } = pgGame();
    expect(board.id).toBe('power-and-glory');
    expect(board.cityCount).toBe(23);
    expect(board.cardCount).toBe(69);
    expect(board.cards.withHorses).toBe(true);
    for (const horses of board.cards.horses) expect([1, 2, 3]).toContain(horses);
  });

  it('has 39 bonus tiles, a 1-point tile on each free city', () => {
    const { board } = pgGame();
    expect(board.stacks.reduce((n, st) => n + st.values.length, 0)).toBe(39);
    const free = board.stacks.filter((st) => st.kind === 'free-city');
    expect(free.map((st) => st.values)).toEqual([[1], [1], [1], [1]]);
    const cities = FREE_CITIES.map((c) => board.cityIndex.get(c)!);
    expect(cities.map((c) => board.stacks[board.freeCityStack[c]!]!.kind)).toEqual(
      FREE_CITIES.map(() => 'free-city'),
    );
  });

  it('puts the free cities in no province ("not part of the surrounding provinces")', () => {
    const { board } = pgGame();
    for (const c of FREE_CITIES) expect(board.provinceOfCity[board.cityIndex.get(c)!]).toBe(255);
  });
});

describe('000 "Play a city card from the hand": horse side up', () => {
  it('offers every card in hand as horses, besides its route plays', () => {
    const s = go(turn([card(pgGame(), 'Kassel', 3)]), 'draw supply');
    expect(texts(s)).toContain('horse Kassel(3)');
    expect(texts(s)).toContain('play Kassel(3) new');
  });

  it("adds the card's horses to the carriage's own 2, as the card played this turn", () => {
    const s = go(turn(['Kassel(3)']), 'draw supply', 'horse Kassel(3)');
    const seat = playerView(s, 1).seats[0]!;
    // "play it horse side up": the others see its horses, not its city.
    expect(seat.horses).toBeNull();
    expect(seat.horsesShown).toEqual([3]);
    expect(playerView(s, 0).seats[0]!.horses).toEqual(['Kassel(3)']);
    expect(seat.horsePower).toBe(2 + 3);
    expect(seat.route).toEqual(lightRoute(s, ['Halle', 'Berlin']));
    expect(awaited(s)).toBe('0 close');
    expect(errorOf(s, 'horse Würzburg(1)')).toBe('ERR_WRONG_STEP');
  });

  it('allows at most 6 cards as horses: ERR_TOO_MANY_HORSES', () => {
    const six = ['Kassel', 'Weimar', 'Göttingen', 'Cölln', 'Lübeck', 'Frankfurt'].map((c) =>
      card(pgGame(), c, 1),
    );
    const s = go(turn(['Kassel(3)'], six), 'draw supply');
    expect(texts(s).filter((m) => m.startsWith('horse'))).toEqual([]);
    expect(errorOf(s, 'horse Kassel(3)')).toBe('ERR_TOO_MANY_HORSES');
    expect(texts(s)).toContain('play Kassel(3) new');
    const five = go(turn(['Kassel(3)'], six.slice(0, 5)), 'draw supply');
    expect(go(five, 'horse Kassel(3)').horseCount[0]).toBe(6);
  });

  it("lets the Postal Carrier's second card go to the horses", () => {
    const s = go(
      turn(['Hannover(1)', 'Kassel(3)']),
      'draw supply',
      'play Hannover(1) right',
      'postal-carrier',
      'horse Kassel(3)',
    );
    expect(s.routeLength[0]).toBe(3);
    expect(horsePower(s, 0)).toBe(5);
  });

  it("lets the first card go to the horses and the Postal Carrier's to the route", () => {
    const s = go(
      turn(['Hannover(1)', 'Kassel(3)']),
      'draw supply',
      'horse Kassel(3)',
      'postal-carrier',
      'play Hannover(1) right',
    );
    expect(s.routeLength[0]).toBe(3);
    expect(horsePower(s, 0)).toBe(5);
  });
});

describe('000 "Closing and scoring a route": at least as many horses as cities', () => {
  it("refuses a route of 3 on the carriage's own 2 horses: ERR_NOT_ENOUGH_HORSES", () => {
    const s = go(turn(['Hannover(1)']), 'draw supply', 'play Hannover(1) right');
    expect(texts(s)).not.toContain('close');
    expect(errorOf(s, 'close')).toBe('ERR_NOT_ENOUGH_HORSES');
  });

  it("closes a route of 3 with one card of 1 horse: the carriage's own 2 count", () => {
    const s = go(turn(['Hannover(1)'], ['Kassel(1)']), 'draw supply', 'play Hannover(1) right');
    expect(texts(s)).toContain('close');
    expect(awaited(go(s, 'close'))).toBe('0 houses');
  });

  it('closes the 6 cities of the example route with 6 horses, not with 5', () => {
    const closeExample = (horses: readonly string[]): GameState => {
      const s = pgGame();
      const route = lightRoute(s, EXAMPLE);
      giveRouteCards(s, 0, route.slice(0, -1));
      giveCards(s, 0, [route.at(-1)!]);
      giveHorses(s, 0, horses);
      beginTurn(s, 0);
      return go(s, 'draw supply', `play ${route.at(-1)!} right`);
    };
    const five = closeExample(['Kassel(3)']);
    expect(horsePower(five, 0)).toBe(5);
    expect(errorOf(five, 'close')).toBe('ERR_NOT_ENOUGH_HORSES');
    const six = closeExample(['Kassel(3)', 'Weimar(1)']);
    expect(horsePower(six, 0)).toBe(6);
    expect(errorOf(six, 'close')).toBeNull();
  });
});

describe('000 "Power and Glory" example: Halle, Berlin, Hannover, Hamburg, Bremen, Münster, 7 horses', () => {
  const HORSES = ['Kassel(3)', 'Weimar(2)'];
  const example = (): GameState => {
    const s = pgGame();
    return closeWith(s, 0, lightRoute(s, EXAMPLE), { horses: HORSES });
  };

  it('may be closed, and takes the top 6-distance tile', () => {
    const s = example();
    expect(horsePower(s, 0)).toBe(7);
    expect(awaited(s)).toBe('0 houses');
    const tile = topTile(s, 'route6');
    expect(tilesOf(go(s, 'houses done'), 0)).toEqual([tile]);
  });

  it('places a house on each city of Preußen in the route: Halle, Berlin and Münster', () => {
    const two = go(example(), 'house Halle', 'house Berlin');
    expect(texts(two)).toEqual(['house Münster', 'houses done']);
    expect(errorOf(two, 'house Hannover')).toBe('ERR_HOUSE_PATTERN');
    expect(errorOf(two, 'house Hamburg')).toBe('ERR_HOUSE_PATTERN');
    const done = go(two, 'house Münster');
    expect(playerView(done, 0).seats[0]!.houses).toEqual(['Münster', 'Berlin', 'Halle']);
  });

  it('or one on Preußen, one on Hannover and one on a free city, never on both free cities', () => {
    const free = go(example(), 'house Hamburg');
    expect(errorOf(free, 'house Bremen')).toBe('ERR_HOUSE_PATTERN');
    expect(texts(free)).not.toContain('house Bremen');
    const done = go(free, 'house Halle', 'house Hannover');
    expect(done.housesLeft[0]).toBe(20 - 3);
    expect(awaited(done)).not.toBe('0 houses');
  });

  it('then discards the city cards and the horse cards; the carriage stays', () => {
    const done = go(example(), 'houses done');
    const view = playerView(done, 0);
    const discarded = Object.values(view.discards).reduce((a, b) => a + b, 0);
    expect(discarded).toBe(EXAMPLE.length + HORSES.length);
    for (const name of [...lightRoute(done, EXAMPLE), ...HORSES]) {
      expect(view.discards[name]).toBe(1);
    }
    expect(view.seats[0]!.route).toEqual([]);
    expect(view.seats[0]!.horses).toEqual([]);
    expect(view.seats[0]!.horsePower).toBe(2);
  });
});

describe('000 "Discard city cards" after scoring (R15)', () => {
  it('cuts the hand to 3, as in the base game', () => {
    const s = pgGame();
    const hand = ['Kassel(2)', 'Weimar(2)', 'Göttingen(2)', 'Cölln(2)'];
    const done = go(
      closeWith(s, 0, lightRoute(s, ['Halle', 'Berlin', 'Hannover']), {
        hand,
        horses: ['Kassel(1)'],
      }),
      'houses done',
    );
    expect(awaited(done)).toBe('0 discard');
    const cut = go(done, 'discard Kassel(2)', 'discard Weimar(2)');
    expect(cut.handSize[0]).toBe(3);
    expect(awaited(cut)).toBe('1 draw');
  });

  it('keeps the horses when a route is abandoned unscored (they go only "after a player closes and scores")', () => {
    const s = go(turn(['Kassel(2)'], ['Kassel(1)']), 'draw supply', 'play Kassel(2) new');
    expect(playerView(s, 0).seats[0]!.horses).toEqual(['Kassel(1)']);
  });
});

describe('000 "The carriage cards and the cartwright from the base game are not used" (R15)', () => {
  const closed = (): GameState => {
    const s = pgGame();
    const route = lightRoute(s, EXAMPLE.slice(0, 5));
    const hand = ['Kassel(2)', 'Weimar(2)', 'Göttingen(2)', 'Cölln(2)'];
    return go(closeWith(s, 0, route, { hand, horses: ['Kassel(3)'] }), 'houses done');
  };

  it('has no carriage step after the houses and tiles, so no Cartwright', () => {
    const s = closed();
    expect(awaited(s)).toBe('0 discard');
    expect(s.carriages[0]).toBe(0);
    expect(errorOf(s, 'carriage take')).toBe('ERR_WRONG_STEP');
    expect(errorOf(s, 'carriage cartwright')).toBe('ERR_WRONG_STEP');
  });

  it('scores no carriage points', () => {
    const line = scoreSheet(closed()).lines[0]!;
    expect(line.carriage).toBeNull();
    expect(line.carriagePoints).toBe(0);
  });
});

describe('000 "Placing houses": the free cities', () => {
  const closing = (s: GameState, seat: number, cities: readonly string[]): GameState =>
    closeWith(s, seat, lightRoute(s, cities), { horses: horsesFor(s, cities, cities.length) });

  it('take at most one house per route: ERR_HOUSE_PATTERN for a second', () => {
    const s = go(closing(pgGame(), 0, ['Hannover', 'Hamburg', 'Bremen']), 'house Hamburg');
    expect(texts(s)).toEqual(['house Hannover', 'houses done']);
    expect(errorOf(s, 'house Bremen')).toBe('ERR_HOUSE_PATTERN');
  });

  it('are part of no province: no free city with the houses of one province', () => {
    const s = go(closing(pgGame(), 0, ['Halle', 'Berlin', 'Hannover', 'Hamburg']), 'house Halle');
    expect(texts(go(s, 'house Hamburg'))).toEqual(['house Hannover', 'houses done']);
    // Halle and Berlin are all of Preußen on this route: with Hamburg in no province, nothing
    // may follow them and the houses step ends.
    const province = go(s, 'house Berlin');
    expect(awaited(province)).not.toBe('0 houses');
    expect(playerView(province, 0).seats[0]!.houses).toEqual(['Berlin', 'Halle']);
  });

  it('give their 1-point tile to the first player to place a house there, none to a later one', () => {
    let s = go(closing(pgGame(), 0, ['Hannover', 'Hamburg', 'Bremen']), 'house Hamburg');
    expect(tilesOf(s, 0)).toEqual(['free-city-hamburg:1']);
    s = go(s, 'houses done');
    expect(s.current).toBe(1);
    s = go(closing(s, 1, ['Münster', 'Bremen', 'Hamburg']), 'house Hamburg');
    expect(tilesOf(s, 1)).toEqual([]);
    expect(playerView(s, 1).seats[1]!.houses).toContain('Hamburg');
  });

  it('give their tile for a house placed as a reward of Offices of Honor too', () => {
    const s = pgGame({ with: ['offices'] });
    // Seat 0 holds a tile of each office but the Administrator, whose last tile it takes.
    giveOffices(s, 0, { administrator: 1, 'postal-carrier': 1, cartwright: 1 });
    giveOffices(s, 1, { administrator: 1 });
    giveCards(s, 0, ['Kassel(1)']);
    beginTurn(s, 0);
    const round = go(s, 'administrator');
    const reward = go(round, 'return administrator postmaster postal-carrier cartwright');
    expect(awaited(reward)).toBe('0 reward-house');
    expect(tilesOf(go(reward, 'house Lübeck'), 0)).toEqual(['free-city-luebeck:1']);
  });
});

describe('000 "Collect bonus tiles" on the Power and Glory board', () => {
  const citiesOf = (s: GameState, province: string): string[] => {
    const p = s.board.provinceNames.indexOf(province);
    return s.board.cityNames.filter((_, c) => s.board.provinceOfCity[c] === p);
  };

  it('gives the Preußen tile only for a house on every city of both parts', () => {
    const s = pgGame();
    const preussen = citiesOf(s, 'Preußen');
    expect(preussen).toEqual(expect.arrayContaining(['Berlin', 'Halle', 'Münster']));
    placeHouses(
      s,
      0,
      preussen.filter((c) => c !== 'Halle'),
    );
    expect(tilesOf(s, 0)).toEqual([]);
    const tile = topTile(s, 'preussen');
    const route = ['Halle', 'Berlin', 'Hannover'];
    const closing = closeWith(s, 0, lightRoute(s, route), { horses: ['Kassel(1)'] });
    expect(tilesOf(go(closing, 'house Halle', 'houses done'), 0)).toEqual([tile]);
  });

  it('gives the all-provinces tile for a house in every province, none excepted, without any free city (R1)', () => {
    for (const allProvinces of ['standard', 'every-province'] as const) {
      const s = pgGame({ rules: { allProvinces } });
      const others = s.board.provinceNames
        .filter((p) => p !== 'Hannover')
        .map((p) => citiesOf(s, p).find((c) => c !== 'Halle' && c !== 'Berlin')!);
      placeHouses(s, 0, others);
      expect(tilesOf(s, 0)).toEqual([]);
      const tile = topTile(s, 'all-provinces');
      const route = ['Halle', 'Berlin', 'Hannover'];
      const closing = closeWith(s, 0, lightRoute(s, route), { horses: ['Kassel(1)'] });
      const done = go(closing, 'house Hannover', 'houses done');
      expect(tilesOf(done, 0)).toEqual([tile]);
      expect(playerView(done, 0).seats[0]!.houses.some((c) => FREE_CITIES.includes(c))).toBe(false);
    }
  });

  it('gives the 5, 6, 7 and 8 distance tiles by route length, the 8 for longer routes', () => {
    for (const [length, stack] of [
      [5, 'route5'],
      [6, 'route6'],
      [7, 'route7'],
      [8, 'route8'],
      [9, 'route8'],
    ] as const) {
      const s = pgGame();
      const route = findRoute(s, length);
      const tile = topTile(s, stack);
      const closing = closeWith(s, 0, lightRoute(s, route), {
        horses: horsesFor(s, route, length),
      });
      expect(tilesOf(go(closing, 'houses done'), 0)).toEqual([tile]);
    }
  });

  it('R2: takes the next lower stack that is left when the stack of the length is empty', () => {
    const s = pgGame();
    for (let i = 0; i < 5; i++) giveTile(s, 1, 'route8');
    const route = findRoute(s, 8);
    const tile = topTile(s, 'route7');
    const closing = closeWith(s, 0, lightRoute(s, route), { horses: horsesFor(s, route, 8) });
    expect(tilesOf(go(closing, 'houses done'), 0)).toEqual([tile]);
    const t = pgGame();
    for (let i = 0; i < 2; i++) giveTile(t, 1, 'route5');
    const five = findRoute(t, 5);
    const short = closeWith(t, 0, lightRoute(t, five), { horses: horsesFor(t, five, 5) });
    expect(tilesOf(go(short, 'houses done'), 0)).toEqual([]);
  });
});

describe('000 "Game end": when a player has played all his houses', () => {
  it('ends the game after the round, the game-end tile to that player', () => {
    const s = pgGame();
    const route = ['Halle', 'Berlin', 'Hannover'];
    const elsewhere = s.board.cityNames.filter((c) => !route.includes(c) && c !== 'Lübeck');
    placeHouses(s, 0, elsewhere);
    expect(s.housesLeft[0]).toBe(1);
    const closing = closeWith(s, 0, lightRoute(s, route), { horses: ['Kassel(1)'] });
    const done = go(closing, 'house Halle');
    expect(done.endTriggeredBy).toBe(0);
    expect(tilesOf(done, 0)).toContain('game-end:1');
    const { state, turns } = playOut(done);
    expect(turns).toEqual([1]);
    expect(isOver(state)).toBe(true);
  });

  it('is not ended by a long route: there is no 7 carriage to take', () => {
    const s = pgGame();
    const route = findRoute(s, 8);
    const closing = closeWith(s, 0, lightRoute(s, route), { horses: horsesFor(s, route, 8) });
    const done = go(closing, 'houses done');
    expect(done.endTriggeredBy).toBe(-1);
    expect(done.carriages[0]).toBe(0);
  });
});
