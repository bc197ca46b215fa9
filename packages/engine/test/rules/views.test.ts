/**
 * What each seat may see (one `playerView` projection, the only thing sent to anyone or read by a bot): its own hand and
 * everything public, never another hand or the supply's order; the discard pile by counts (R17).
 */
import { describe, expect, it } from 'vitest';
import { playerView, playerViews, spectatorView, type GameState } from '../../src/index.ts';
import { cloneState } from '../../src/fast.ts';
import {
  beginTurn,
  giveCarriages,
  giveHand,
  giveHouses,
  giveRoute,
  handNames,
  newGame,
} from './builder.ts';
import { run } from './moves.ts';

/** Three seats: seat 0 holds Ulm, Lodz and Lodz; seat 1 holds Basel; seat 2 holds nothing. */
function position(): GameState {
  const s = newGame({ players: 3 });
  giveHand(s, 0, ['Ulm', 'Lodz', 'Lodz']);
  giveHand(s, 1, ['Basel']);
  giveRoute(s, 1, ['Stuttgart', 'Ulm']);
  giveHouses(s, 1, ['Mannheim']);
  giveCarriages(s, 1, 1);
  beginTurn(s, 0);
  return s;
}

describe("R17: hands other than one's own stay hidden", () => {
  it("shows a seat its own hand, and only the size of the others' hands", () => {
    const view = playerView(position(), 0);
    expect(view.viewer).toBe(0);
    expect(view.seats.map((seat) => seat.hand)).toEqual([['Ulm', 'Lodz', 'Lodz'], null, null]);
    expect(view.seats.map((seat) => seat.handCount)).toEqual([3, 1, 0]);
  });

  it('shows every other seat its own hand in the same way', () => {
    const view = playerView(position(), 1);
    expect(view.seats.map((seat) => seat.hand)).toEqual([null, ['Basel'], null]);
  });

  it('shows a spectator no hand at all', () => {
    const view = spectatorView(position());
    expect(view.viewer).toBeNull();
    expect(view.seats.every((seat) => seat.hand === null)).toBe(true);
    expect(view.legalMoves).toEqual([]);
  });

  it('lists legal moves only to the seat whose decision it is', () => {
    const s = position();
    expect(playerView(s, 0).legalMoves.length).toBeGreaterThan(0);
    expect(playerView(s, 1).legalMoves).toEqual([]);
  });

  it('keeps each hand to its seat when the views of several viewers are made at once', () => {
    // The server makes every seat's view of a move together (playerViews), sharing the public part.
    const s = run(position(), 'draw supply');
    const [spectator, seat1, seat0, again] = playerViews(s, [null, 1, 0, 1]);
    expect(spectator!.seats.map((seat) => seat.hand)).toEqual([null, null, null]);
    expect(seat1!.seats.map((seat) => seat.hand)).toEqual([null, ['Basel'], null]);
    expect(seat0!.seats[0]!.hand).toEqual(handNames(s, 0));
    expect(seat0!.seats.slice(1).map((seat) => seat.hand)).toEqual([null, null]);
    expect(seat0!.legalMoves.length).toBeGreaterThan(0);
    expect([spectator, seat1, again].map((view) => view!.legalMoves)).toEqual([[], [], []]);
    // Each is the view that seat would be given alone.
    for (const [i, viewer] of [null, 1, 0, 1].entries()) {
      expect([spectator, seat1, seat0, again][i]).toEqual(playerView(s, viewer));
    }
  });
});

describe('001 "his play area": routes, houses and carriages lie open on the table', () => {
  it("shows every seat the others' routes, houses and carriages, and the display", () => {
    const s = position();
    const seat1 = playerView(s, 2).seats[1]!;
    expect(seat1).toMatchObject({ route: ['Stuttgart', 'Ulm'], houses: ['Mannheim'], carriage: 3 });
    expect(seat1.housesLeft).toBe(19);
    expect(playerView(s, 2).display).toEqual(playerView(s, 0).display);
  });
});

describe('R17: the discard pile is public, by counts', () => {
  it('shows how many cards of each city lie on the discard pile', () => {
    // Seat 1's route (Stuttgart, Ulm) is discarded when it starts a new route with Basel.
    let s = run(position(), 'draw supply', 'play Ulm new', 'end turn');
    s = run(s, 'draw supply', 'play Basel new');
    const view = playerView(s, 2);
    expect(view.discards).toEqual({ Stuttgart: 1, Ulm: 1 });
    const counted = Object.values(view.discards).reduce((a, b) => a + b, 0);
    expect(counted).toBe(s.discardCount);
  });

  it('is the same for every viewer', () => {
    const s = run(position(), 'administrator');
    const seen = [0, 1, 2, null].map((viewer) => playerView(s, viewer).discards);
    expect(new Set(seen.map((d) => JSON.stringify(d))).size).toBe(1);
    expect(Object.values(seen[0]!).reduce((a, b) => a + b, 0)).toBe(6);
  });
});

describe("R17: the supply's order stays hidden", () => {
  it('shows the number of cards in the supply, not their order', () => {
    const s = position();
    const shuffled = cloneState(s);
    shuffled.supply.subarray(0, s.supplyCount).reverse();
    expect(Array.from(shuffled.supply)).not.toEqual(Array.from(s.supply));
    for (const viewer of [0, 1, 2, null]) {
      expect(playerView(shuffled, viewer)).toEqual(playerView(s, viewer));
    }
    expect(playerView(s, 0).supplyCount).toBe(s.supplyCount);
  });

  it("does not change a seat's view when another seat's hand changes", () => {
    const s = position();
    const other = cloneState(s);
    // Seat 1 swaps its Basel for a Zürich from the supply: seat 0 and seat 2 must not notice.
    const basel = s.board.cityIndex.get('Basel')!;
    const zurich = s.board.cityIndex.get('Zürich')!;
    const n = s.board.cityCount;
    other.hand[n + basel]!--;
    other.hand[n + zurich]!++;
    const at = Array.from(other.supply.subarray(0, other.supplyCount)).indexOf(zurich);
    other.supply[at] = basel;
    expect(handNames(other, 1)).toEqual(['Zürich']);
    expect(playerView(other, 0)).toEqual(playerView(s, 0));
    expect(playerView(other, 2)).toEqual(playerView(s, 2));
    expect(playerView(other, 1)).not.toEqual(playerView(s, 1));
  });
});
