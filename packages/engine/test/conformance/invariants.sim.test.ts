// The conformance checks can fail: a state corrupted on purpose in the middle of a game (a card
// made up, a house or a tile from nowhere, a changed seed ...) is reported, naming what broke.
// Without this, 10,000 passing games could mean checks that look at nothing.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type GameState } from '../../src/index.ts';
import { MoveKind, NO_CARD, applyCode, encodeMove } from '../../src/fast.ts';
import { checkHouses, newBefore, recordBefore } from './invariants.ts';
import { purposefulPolicy } from './policy.ts';
import { buildPosition, type Position } from './positions.ts';
import { playGame } from './simulate.ts';

function perftRow(name: string): Position {
  const data = JSON.parse(readFileSync(new URL('../data/perft.json', import.meta.url), 'utf8')) as {
    positions: Position[];
  };
  return data.positions.find((p) => p.name === name)!;
}

/** The problem reported in a game where a move, once `when` holds, also does `corrupt`. */
function problemOf(
  when: (s: GameState) => boolean,
  corrupt: (s: GameState) => void,
): string | null {
  let done = false;
  return playGame({
    players: 3,
    seed: 'corrupted game',
    policy: purposefulPolicy,
    maxMoves: 20_000,
    afterMove: (s) => {
      if (done || !when(s)) return;
      done = true;
      corrupt(s);
    },
  }).problem;
}

const afterTurn = (turn: number) => (s: GameState) => s.turn >= turn;
const holdsTile = (s: GameState): boolean => s.tileCount.some((count) => count > 0);

describe('the conformance checks catch a corrupted state', () => {
  it('an uncorrupted game has no problem (the control)', () => {
    const never = (): boolean => false;
    expect(problemOf(never, () => undefined)).toBeNull();
  });

  it('a supply card turned into another city: the cards do not add up (001 "3 each")', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.supply[0] = (s.supply[0]! + 1) % s.board.cityCount;
      }),
    ).toMatch(/cards, not 3/);
  });

  it('a display card gone: the cards do not add up', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.display[s.display.findIndex((card) => card !== NO_CARD)] = NO_CARD;
      }),
    ).toMatch(/cards, not 3/);
  });

  it('a house placed outside a closing', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        const seat = (s.current + 1) % s.players;
        const free = s.board.cityNames.findIndex(
          (_, city) => (s.houses[seat]! & (1 << city)) === 0,
        );
        s.houses[seat] = (s.houses[seat]! | (1 << free)) >>> 0;
        s.housesLeft[seat]!--;
      }),
    ).toMatch(/houses changed by a move that is not a house move/);
  });

  it('a house lost without its count', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.housesLeft[s.current]!--;
      }),
    ).toMatch(/placed \+ left houses != 20/);
  });

  it('a tile worth more than the top of its stack', () => {
    expect(
      problemOf(holdsTile, (s) => {
        const seat = s.tileCount.findIndex((count) => count > 0);
        s.tileValue[seat * s.board.tileCapacity]! += 7;
      }),
    ).toMatch(/are not its top/);
  });

  it('a carriage taken by a seat that is not closing', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.carriages[(s.current + 1) % s.players]!++;
      }),
    ).toMatch(/carriages changed/);
  });

  it('a card known to be in a hand that does not hold it', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        const types = s.board.cards.count;
        const seat = (s.current + 1) % s.players;
        const missing = Array.from({ length: types }, (_, t) => t).find(
          (t) => s.hand[seat * types + t] === 0,
        )!;
        s.knownHand[seat * types + missing]!++;
      }),
    ).toMatch(/more known cards/);
  });

  it('the seed state changed: the record no longer replays to the same state', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.rng[0]! ^= 1;
      }),
    ).toMatch(/at the end: (the replayed state differs|replay fails)/);
  });

  it('the end triggered by nobody who earned it (R9)', () => {
    expect(
      problemOf(afterTurn(20), (s) => {
        s.endTriggeredBy = s.current;
      }),
    ).toMatch(/triggered the end/);
  });

  it('a house that mixes the two patterns of one closing (R4)', () => {
    // At the perft position with houses to place (route cities Freiburg, Sigmaringen, Ulm,
    // Basel, Zürich, Ingolstadt, Kempten): Ingolstadt (Baiern) and Basel (Schweiz) are one per
    // province; Kempten would be a second in Baiern. A buggy move placing it must be caught.
    const s = buildPosition(perftRow('4p seeded: houses to place, 3 or more choices'));
    const before = newBefore(s);
    const house = (city: string): number => encodeMove(MoveKind.House, s.board.cityIndex.get(city));
    for (const city of ['Ingolstadt', 'Basel']) {
      recordBefore(s, before);
      applyCode(s, house(city));
      checkHouses(s, before, house(city));
    }
    recordBefore(s, before);
    const kempten = s.board.cityIndex.get('Kempten')!;
    s.houses[s.current] = (s.houses[s.current]! | (1 << kempten)) >>> 0;
    s.housesLeft[s.current]!--;
    expect(() => {
      checkHouses(s, before, house('Kempten'));
    }).toThrow(/mix the two patterns/);
  });
});
