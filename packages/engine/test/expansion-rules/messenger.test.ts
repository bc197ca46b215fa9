/**
 * The Princess' Messenger (000 "The Princess' Messenger"): nobility letters on the cities and in
 * the players' hands, further officials bought with them (R11, R12), and the Messenger figure
 * (R13). Played on the base board.
 */
import { describe, expect, it } from 'vitest';
import { BASE_MAP, playerView, scoreSheet, type GameState } from '../../src/index.ts';
import { beginTurn, giveCarriages, giveHand, giveRoute, giveTile } from '../rules/builder.ts';
import { playOut } from '../rules/moves.ts';
import {
  awaited,
  closeRoute,
  errorOf,
  expansionGame,
  giveLetterHouses,
  go,
  lettersInGame,
  texts,
  type ExpansionSpec,
} from './game.ts';

const messengerGame = (spec: Partial<ExpansionSpec> = {}): GameState =>
  expansionGame({ expansions: ['messenger'], ...spec });

/** Cities far from the routes below, where a seat's earlier houses took their letters. */
const EAST = ['Lodz', 'Pilsen', 'Regensburg', 'Passau', 'Linz', 'Salzburg'];

/** `seat` holds `letters` letters (from houses in the east) and Ulm and Kempten; its turn begins. */
function turnWithLetters(letters: number, seat = 0): GameState {
  const s = messengerGame();
  const start = s.letters[seat]!;
  giveLetterHouses(s, seat, EAST.slice(0, letters - start));
  expect(s.letters[seat]).toBe(letters);
  giveRoute(s, seat, ['Freiburg', 'Sigmaringen']);
  giveHand(s, seat, ['Ulm', 'Kempten']);
  beginTurn(s, seat);
  return s;
}

describe('000 "The Princess\' Messenger" setup (R12)', () => {
  it('gives the first, second, third and fourth players 0, 1, 2 and 3 letters, from the starting player', () => {
    for (const players of [2, 3, 4]) {
      for (let start = 0; start < players; start++) {
        const s = messengerGame({ players, start });
        for (let k = 0; k < players; k++) expect(s.letters[(start + k) % players]).toBe(k);
      }
    }
  });

  it('places one nobility letter on each city of the board', () => {
    const view = playerView(messengerGame(), 0);
    expect(view.cityLetters).toEqual(BASE_MAP.cities.map((c) => c.name));
  });

  it('uses the 28 letters of the box exactly with 4 players: 22 cities and 0+1+2+3 (R12)', () => {
    expect(lettersInGame(messengerGame({ players: 4 }))).toBe(28);
  });

  it('has no letters without the expansion', () => {
    const s = expansionGame({ expansions: ['offices'], players: 4 });
    expect(lettersInGame(s)).toBe(0);
    expect(playerView(s, 0).cityLetters).toEqual([]);
  });
});

describe('000 "The Nobility Letters": the first house in a city takes its letter', () => {
  it('gives the letter of each city where the player places the first house', () => {
    const s = closeRoute(messengerGame(), 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
    const before = s.letters[0]!;
    const placed = go(s, 'house Freiburg', 'house Sigmaringen', 'house Ulm');
    expect(placed.letters[0]).toBe(before + 3);
    expect(playerView(placed, 0).cityLetters).not.toContain('Ulm');
    expect(playerView(placed, 0).cityLetters).toHaveLength(22 - 3);
  });

  it('gives no letter to a later house in that city, by another player', () => {
    let s = closeRoute(messengerGame(), 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
    s = go(s, 'house Ulm', 'houses done', 'carriage decline');
    expect(s.current).toBe(1);
    s = closeRoute(s, 1, ['Stuttgart', 'Ulm', 'Augsburg']);
    const before = s.letters[1]!;
    s = go(s, 'house Ulm');
    expect(s.letters[1]).toBe(before);
    s = go(s, 'house Augsburg');
    expect(s.letters[1]).toBe(before + 1);
  });
});

describe('000 "The Nobility Letters": further officials (R11)', () => {
  it('gives the first official free, as in the base game', () => {
    const s = go(turnWithLetters(0), 'administrator');
    expect(s.letters[0]).toBe(0);
    expect(playerView(s, 0).officialsUsed).toEqual(['administrator']);
  });

  it('charges 2 letters for each further official', () => {
    let s = go(turnWithLetters(4), 'draw supply', 'postmaster', 'draw supply', 'administrator');
    expect(s.letters[0]).toBe(2);
    s = go(s, 'play Ulm right', 'postal-carrier');
    expect(s.letters[0]).toBe(0);
  });

  it('allows all four officials in one turn for 6 letters', () => {
    const s = turnWithLetters(6);
    // The 4 carriage held: Freiburg-Sigmaringen-Ulm-Kempten is one city short of the 5.
    giveCarriages(s, 0, 2);
    const closing = go(
      s,
      'administrator',
      'draw supply',
      'postmaster',
      'draw supply',
      'play Ulm right',
      'postal-carrier',
      'play Kempten right',
      'close',
      'houses done',
    );
    expect(closing.letters[0]).toBe(2);
    expect(texts(closing)).toContain('carriage cartwright');
    const after = go(closing, 'carriage cartwright');
    expect(after.letters[0]).toBe(0);
    expect(after.carriages[0]).toBe(3);
  });

  it('refuses a further official the player cannot pay: ERR_NOT_ENOUGH_LETTERS', () => {
    const s = go(turnWithLetters(1), 'draw supply', 'postmaster', 'draw supply');
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_NOT_ENOUGH_LETTERS');
    const played = go(s, 'play Ulm right');
    expect(texts(played)).not.toContain('postal-carrier');
    expect(errorOf(played, 'postal-carrier')).toBe('ERR_NOT_ENOUGH_LETTERS');
  });

  it('lets each official help only once a turn: ERR_OFFICIAL_ALREADY_USED', () => {
    const s = go(turnWithLetters(6), 'administrator', 'draw supply');
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_OFFICIAL_ALREADY_USED');
    const twice = go(s, 'postmaster', 'draw supply', 'play Ulm right');
    expect(errorOf(twice, 'postmaster')).toBe('ERR_OFFICIAL_ALREADY_USED');
    const carried = go(twice, 'postal-carrier', 'play Kempten right');
    expect(errorOf(carried, 'postal-carrier')).toBe('ERR_OFFICIAL_ALREADY_USED');
  });

  it('removes paid letters from the game: nobody receives them', () => {
    const s = turnWithLetters(4);
    const inGame = lettersInGame(s);
    const other = s.letters[1]!;
    const paid = go(s, 'administrator', 'draw supply', 'postmaster', 'draw supply');
    expect(paid.letters[0]).toBe(2);
    expect(lettersInGame(paid)).toBe(inGame - 2);
    expect(paid.letters[1]).toBe(other);
    expect(playerView(paid, 1).cityLetters).toEqual(playerView(s, 1).cityLetters);
  });

  it('charges the holder of the Messenger figure 1 letter per further official (R13)', () => {
    const s = turnWithLetters(2);
    s.messengerHolder = 0;
    const paid = go(s, 'draw supply', 'postmaster', 'draw supply', 'administrator');
    expect(paid.letters[0]).toBe(1);
    expect(go(paid, 'play Ulm right', 'postal-carrier').letters[0]).toBe(0);
  });
});

describe('000 "The player must possess the nobility letters at the beginning of his turn"', () => {
  /**
   * Seat `seat` holds the 3 carriage and closes Freiburg-Sigmaringen-Ulm (one city short of the
   * 4 carriage) after a free Postmaster, placing three houses that bring three letters.
   */
  function cartwrightTurn(seat: number, letters: number): GameState {
    const s = messengerGame();
    giveLetterHouses(s, seat, EAST.slice(0, letters - s.letters[seat]!));
    giveCarriages(s, seat, 1);
    const closing = closeRoute(
      s,
      seat,
      ['Freiburg', 'Sigmaringen', 'Ulm'],
      [],
      ['draw supply', 'postmaster', 'draw supply'],
    );
    return go(closing, 'house Freiburg', 'house Sigmaringen', 'house Ulm');
  }

  it('does not let letters won while closing pay for the Cartwright', () => {
    const s = cartwrightTurn(0, 0);
    expect(s.letters[0]).toBe(3);
    // The Cartwright cannot be paid, so no carriage can be taken and the step is skipped: the
    // route is scored without a carriage (which brings the Messenger figure, R13).
    expect(s.carriages[0]).toBe(1);
    expect(awaited(s)).toBe('1 draw');
    expect(s.messengerHolder).toBe(0);
  });

  it('lets letters owned at the start of the turn pay for it', () => {
    const s = cartwrightTurn(1, 2);
    expect(texts(s)).toContain('carriage cartwright');
    const after = go(s, 'carriage cartwright');
    expect(after.carriages[1]).toBe(2);
    expect(after.letters[1]).toBe(2 + 3 - 2);
  });

  it('does not count letters won this turn once the letters of its start are spent', () => {
    const s = messengerGame();
    giveLetterHouses(s, 1, ['Lodz']);
    giveCarriages(s, 1, 2);
    giveRoute(s, 1, ['Freiburg', 'Sigmaringen']);
    giveHand(s, 1, ['Ulm', 'Kempten']);
    beginTurn(s, 1);
    expect(s.letters[1]).toBe(2);
    const closing = go(
      s,
      'draw supply',
      'postmaster',
      'draw supply',
      'play Ulm right',
      'postal-carrier',
      'play Kempten right',
      'close',
      'house Freiburg',
      'house Sigmaringen',
      'house Ulm',
      'house Kempten',
    );
    // Four letters won, none of them owned at the start: the Cartwright (for the 5 carriage,
    // one city short) cannot be paid, and the closing ends without a carriage.
    expect(closing.letters[1]).toBe(4);
    expect(closing.carriages[1]).toBe(2);
    expect(awaited(closing)).toBe('0 draw');
  });
});

describe('000 "The Administrator can be used after the player has drawn one or two cards"', () => {
  it('is offered before the first draw', () => {
    expect(texts(turnWithLetters(0))).toContain('administrator');
  });

  it("is offered between the Postmaster's two draws, for letters", () => {
    const s = go(turnWithLetters(2), 'draw supply', 'postmaster');
    expect(awaited(s)).toBe('0 draw');
    const after = go(s, 'administrator');
    expect(after.letters[0]).toBe(0);
    expect(awaited(after)).toBe('0 draw');
  });

  it('is offered after the draw, free, and leaves the draws as they were', () => {
    const s = go(turnWithLetters(0), 'draw supply');
    expect(texts(s)).toContain('administrator');
    const after = go(s, 'administrator');
    expect(awaited(after)).toBe('0 play');
    expect(after.drawsDone).toBe(1);
    expect(after.display).not.toEqual(s.display);
  });

  it('is refused once a card is played: ERR_OFFICIAL_NOT_NOW', () => {
    const s = go(turnWithLetters(4), 'draw supply', 'play Ulm right');
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_OFFICIAL_NOT_NOW');
  });

  it('is refused after the draw without the expansion (R7)', () => {
    const s = expansionGame({ expansions: ['offices'] });
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    expect(errorOf(go(s, 'draw supply'), 'administrator')).toBe('ERR_OFFICIAL_NOT_NOW');
  });
});

describe('000 "The Princess\' Messenger": the example of Uwe', () => {
  it('takes Kempten, replaces the display for Innsbruck, and pays 2 + 2 letters for the Postmaster and the Postal Carrier', () => {
    // Kempten face up; Ulm on top of the supply; then the six cards the Administrator deals.
    const deal = ['Kempten', 'Passau', 'Passau', 'Linz', 'Linz', 'Budweis', 'Ulm'];
    const dealt = ['Innsbruck', 'Pilsen', 'Lodz', 'Lodz', 'Budweis', 'Pilsen'];
    const s = messengerGame({ deal: [...deal, ...dealt] });
    giveLetterHouses(s, 0, ['Mannheim', 'Carlsruhe', 'Würzburg', 'Nürnberg']);
    giveRoute(s, 0, ['Freiburg', 'Sigmaringen']);
    giveHand(s, 0, ['Salzburg']);
    beginTurn(s, 0);
    expect(s.letters[0]).toBe(4);

    const drawn = go(s, 'draw 1');
    expect(playerView(drawn, 0).display[0]).toBe('Ulm');
    const exchanged = go(drawn, 'administrator');
    expect(exchanged.letters[0]).toBe(4);
    expect(playerView(exchanged, 0).display).toEqual(dealt);
    const second = go(exchanged, 'postmaster', 'draw 1');
    expect(second.letters[0]).toBe(2);
    expect(playerView(second, 0).seats[0]!.hand).toEqual(['Innsbruck', 'Kempten', 'Salzburg']);
    const carried = go(second, 'play Kempten right', 'postal-carrier', 'play Innsbruck right');
    expect(carried.letters[0]).toBe(0);
    expect(playerView(carried, 0).seats[0]!.route).toEqual([
      'Freiburg',
      'Sigmaringen',
      'Kempten',
      'Innsbruck',
    ]);
  });
});

describe('R11: an empty hand at the start of the turn', () => {
  /** Seat 0 starts its turn with no card and `letters` letters: the Postmaster is forced. */
  function emptyHand(letters: number, holder = -1): GameState {
    const s = messengerGame();
    giveLetterHouses(s, 0, EAST.slice(0, letters));
    s.messengerHolder = holder;
    beginTurn(s, 0);
    return s;
  }

  it('forces the Postmaster, free', () => {
    const s = emptyHand(2);
    expect(playerView(s, 0).officialsUsed).toEqual(['postmaster']);
    expect(s.drawsAllowed).toBe(2);
    expect(s.letters[0]).toBe(2);
  });

  it('charges the Administrator used before the draws', () => {
    const s = go(emptyHand(2), 'administrator');
    expect(s.letters[0]).toBe(0);
    expect(texts(s)).toContain('draw supply');
    const done = go(s, 'draw supply', 'draw supply');
    expect(done.handSize[0]).toBe(2);
  });

  it('charges the Administrator used after the draws', () => {
    const s = go(emptyHand(2), 'draw supply', 'draw supply', 'administrator');
    expect(s.letters[0]).toBe(0);
  });

  it('refuses the Administrator to a player with fewer than 2 letters: ERR_NOT_ENOUGH_LETTERS', () => {
    const s = emptyHand(1);
    expect(texts(s)).not.toContain('administrator');
    expect(errorOf(s, 'administrator')).toBe('ERR_NOT_ENOUGH_LETTERS');
  });

  it('charges the holder of the Messenger figure 1 letter for it', () => {
    const s = go(emptyHand(1, 0), 'administrator');
    expect(s.letters[0]).toBe(0);
  });
});

describe('000 "The Princess\' Messenger" figure (R13)', () => {
  /** Seat `seat` closes Freiburg-Sigmaringen-Ulm and places no house. */
  const closeThree = (s: GameState, seat: number): GameState =>
    go(closeRoute(s, seat, ['Freiburg', 'Sigmaringen', 'Ulm']), 'houses done');

  it('goes to a player who scores a route too short for his next carriage', () => {
    const s = messengerGame();
    giveCarriages(s, 0, 3);
    const scored = closeThree(s, 0);
    expect(scored.carriages[0]).toBe(3);
    expect(scored.messengerHolder).toBe(0);
    expect(playerView(scored, 1).messengerHolder).toBe(0);
  });

  it('goes to a player who declines the carriage (R3)', () => {
    const s = go(closeThree(messengerGame(), 0), 'carriage decline');
    expect(s.carriages[0]).toBe(0);
    expect(s.messengerHolder).toBe(0);
  });

  it('does not go to a player who takes a carriage, with or without the Cartwright', () => {
    expect(go(closeThree(messengerGame(), 0), 'carriage take').messengerHolder).toBe(-1);
    const s = messengerGame();
    giveCarriages(s, 0, 1);
    const helped = go(closeThree(s, 0), 'carriage cartwright');
    expect(helped.carriages[0]).toBe(2);
    expect(helped.messengerHolder).toBe(-1);
  });

  it('does not go to a player who abandons a route unscored', () => {
    const s = messengerGame();
    giveRoute(s, 0, ['Freiburg', 'Sigmaringen', 'Ulm']);
    giveHand(s, 0, ['Lodz']);
    beginTurn(s, 0);
    expect(go(s, 'draw supply', 'play Lodz new', 'end turn').messengerHolder).toBe(-1);
  });

  it('stays with its holder until another player takes it the same way', () => {
    let s = go(closeThree(messengerGame(), 0), 'carriage decline');
    expect(s.current).toBe(1);
    s = go(closeRoute(s, 1, ['Stuttgart', 'Ulm', 'Augsburg']), 'houses done', 'carriage take');
    expect(s.messengerHolder).toBe(0);
    giveRoute(s, 0, ['Basel', 'Zürich']);
    giveHand(s, 0, ['Kempten']);
    s = go(s, 'draw supply', 'play Kempten right', 'close', 'houses done', 'carriage take');
    expect(s.messengerHolder).toBe(0);
    giveCarriages(s, 1, 4);
    s = go(closeRoute(s, 1, ['Mannheim', 'Würzburg', 'Nürnberg']), 'houses done');
    expect(s.messengerHolder).toBe(1);
  });

  it("is worth 1 point at the end, in the score sheet's messenger column; letters nothing", () => {
    const game = messengerGame();
    giveLetterHouses(game, 0, ['Lodz', 'Pilsen']);
    const s = go(closeThree(game, 0), 'carriage decline');
    // Seat 1 took the 7 carriage earlier, and with it the game-end tile: the last round is on.
    giveCarriages(s, 1, 5);
    giveTile(s, 1, 'game-end');
    s.endTriggeredBy = 1;
    const end = playOut(s).state;
    const sheet = scoreSheet(end);
    expect(sheet.finished).toBe(true);
    const [line0, line1] = sheet.lines;
    expect(line0!.messenger).toBe(1);
    expect(line1!.messenger).toBe(0);
    // 000 "Nobility letters are worthless at the end of the game": seat 0's letters add nothing.
    expect(end.letters[0]).toBe(2);
    expect(line0!.total).toBe(
      line0!.carriagePoints + line0!.tilePoints - line0!.unplacedHouses + 1,
    );
  });

  it('is not in a game without the expansion', () => {
    const s = go(closeThree(expansionGame({ expansions: ['offices'] }), 0), 'carriage decline');
    expect(s.messengerHolder).toBe(-1);
    expect(s.rules.messengerFigure).toBe(false);
  });
});
