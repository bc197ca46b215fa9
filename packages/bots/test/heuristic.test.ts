// The heuristic's rules of thumb, each in a position built for it (positions.ts).
import { describe, expect, it } from 'vitest';
import { Phase, seedRng, type GameState } from '@tnt/engine';
import {
  MAX_LEGAL_MOVES,
  MoveKind,
  applyCode,
  encodeMove,
  generateMoves,
  moveKind,
} from '@tnt/engine/fast';
import { heuristicCode } from '../src/index.ts';
import { POSTMASTER_USED, closeStep, horsesStep } from './positions.ts';

const codes = new Int32Array(MAX_LEGAL_MOVES);
const choose = (s: GameState): number =>
  heuristicCode(s, codes, generateMoves(s, codes), seedRng('test'));

const cityMask = (s: GameState, names: readonly string[]): number =>
  names.reduce((mask, name) => (mask | (1 << s.board.cityIndex.get(name)!)) >>> 0, 0);

/** Closes seat 0's route and lets the heuristic place its houses. */
function closeAndPlaceHouses(s: GameState): void {
  applyCode(s, encodeMove(MoveKind.Close));
  while (s.phase === Phase.Houses) applyCode(s, choose(s));
}

/** A route of 3 that the card in hand extends. */
const BASEL_EXTENDS = { route: ['Mannheim', 'Carlsruhe', 'Freiburg'], hand: ['Basel'] };

describe('heuristic policy', () => {
  it('closes a route that no card in hand extends (R8: next turn a card must be played)', () => {
    const s = closeStep({ route: ['Mannheim', 'Carlsruhe', 'Freiburg'], hand: ['Lodz'] });
    expect(moveKind(choose(s))).toBe(MoveKind.Close);
  });

  it('closes a route of 3 for the 3 carriage though a card in hand extends it', () => {
    // tuning.ts minClose 3: closing at 4 lost to it heads-up and with 3 and 4 players (bots.md).
    const s = closeStep({
      ...BASEL_EXTENDS,
      officialsUsed: POSTMASTER_USED,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.Close);
  });

  it('keeps building a route short of the next carriage while a card in hand extends it', () => {
    const s = closeStep({
      ...BASEL_EXTENDS,
      carriages: 1,
      officialsUsed: POSTMASTER_USED,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it('keeps building when another seat can end the game with its next closing', () => {
    // tuning.ts closeNearEnd false: closing any route of 3 there lost (bots.md).
    const s = closeStep({
      ...BASEL_EXTENDS,
      carriages: 1,
      officialsUsed: POSTMASTER_USED,
    });
    s.housesLeft[1] = 2;
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it('saves the Postal Carrier when a second card would not reach the next carriage', () => {
    // 001 "Postal Carrier": legal here (no official used yet), but 4 cities earn no carriage when
    // the next is the 5. tuning.ts carrierFreely false: the card stays in hand for next turn.
    const s = closeStep({
      ...BASEL_EXTENDS,
      carriages: 2,
    });
    const legal = Array.from(codes.subarray(0, generateMoves(s, codes)), moveKind);
    expect(legal).toContain(MoveKind.PostalCarrier);
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it("plays a second card with the Postal Carrier freely in the Princess' Messenger", () => {
    // The same position with the Messenger: tuning.ts messengerCarrierFreely true, since saving
    // the Postal Carrier there lost heads-up to the rules before it (32.6% of 2,000 games, bots.md).
    const s = closeStep({ ...BASEL_EXTENDS, carriages: 2, expansions: ['messenger'] });
    expect(moveKind(choose(s))).toBe(MoveKind.PostalCarrier);
  });

  it('saves the Postal Carrier with the Offices of Honor as in the base game', () => {
    const s = closeStep({ ...BASEL_EXTENDS, carriages: 2, expansions: ['offices'] });
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it('plays a second card with the Postal Carrier when it reaches the next carriage', () => {
    // 001 "Postal Carrier": a second card; the route of 3 then earns the 4 carriage.
    const s = closeStep({
      ...BASEL_EXTENDS,
      carriages: 1,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.PostalCarrier);
  });

  it('places its houses on every Baden city of the route to earn the Baden tile (R4, 001)', () => {
    const s = closeStep({ route: ['Mannheim', 'Carlsruhe', 'Freiburg', 'Basel'], hand: [] });
    closeAndPlaceHouses(s);
    expect(s.houses[0]).toBe(cityMask(s, ['Mannheim', 'Carlsruhe', 'Freiburg']));
    const baden = s.board.stacks.findIndex((stack) => stack.id === 'baden');
    expect(s.earnedStacks[0]! & (1 << baden)).not.toBe(0);
  });

  it('places one house per province when that places more houses (R4)', () => {
    const route = ['Freiburg', 'Basel', 'Zürich', 'Kempten', 'Innsbruck'];
    const s = closeStep({ route, hand: [] });
    closeAndPlaceHouses(s);
    // Baden, Schweiz, Baiern and Tyrol: four houses, against two in Schweiz alone.
    expect(s.housesLeft[0]).toBe(s.board.housesPerPlayer - 4);
  });

  it('takes the carriage with the Cartwright when the route is one city short (001 "Cartwright")', () => {
    const s = closeStep({
      route: ['Mannheim', 'Carlsruhe', 'Freiburg', 'Basel'],
      hand: [],
      carriages: 2,
    });
    closeAndPlaceHouses(s);
    expect(s.phase).toBe(Phase.Carriage);
    expect(moveKind(choose(s))).toBe(MoveKind.CarriageCartwright);
  });
});

// Power and Glory: rules 000 "Power and Glory" (000_12a8fa34453295e1.txt): "at least as many horses
// pulling his carriage as there are city cards in the route", the carriage's own 2 included; no
// carriages to earn (R15); route tiles for 5 to 8 cities, the highest open one not longer (R2).
describe('heuristic policy in Power and Glory', () => {
  /** Five cities pulled by 5 horses (2 of the carriage, 3 of Kassel's card); Göttingen extends. */
  const five = ['Amsterdam(1)', 'Arnhem(1)', 'Münster(1)', 'Minden(1)', 'Hannover(1)'];

  it('builds a route the hand extends on to the longer route tile instead of closing it', () => {
    // Before: closed at once, as a base-game route closes for its next carriage (none here).
    const s = horsesStep({
      route: five,
      hand: ['Göttingen(1)'],
      horses: ['Kassel(3)'],
      playsDone: 1,
      officialsUsed: POSTMASTER_USED,
    });
    // Closing is legal (5 horses, 5 cities): the heuristic chooses not to.
    const legal = Array.from(codes.subarray(0, generateMoves(s, codes)), moveKind);
    expect(legal).toContain(MoveKind.Close);
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it('plays the extending card as a second card with the Postal Carrier', () => {
    const s = horsesStep({
      route: five,
      hand: ['Göttingen(1)'],
      horses: ['Kassel(3)'],
      playsDone: 1,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.PostalCarrier);
  });

  it('closes once the hand extends the route no further', () => {
    const s = horsesStep({
      route: five,
      hand: ['Lübeck(1)'],
      horses: ['Kassel(3)'],
      playsDone: 1,
      officialsUsed: POSTMASTER_USED,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.Close);
  });

  /** Seven cities pulled by 8 horses; Leipzig would make 8. */
  const seven = [...five, 'Göttingen(1)', 'Halle(1)'];
  const sevenWithLeipzig = () =>
    horsesStep({
      route: seven,
      hand: ['Leipzig(1)'],
      horses: ['Kassel(3)', 'Fulda(3)'],
      playsDone: 1,
      officialsUsed: POSTMASTER_USED,
    });

  it('goes on to 8 cities for the 8 distance tile', () => {
    // Before: closed at 7, the base game's longest useful route.
    expect(moveKind(choose(sevenWithLeipzig()))).toBe(MoveKind.EndTurn);
  });

  it('closes at 7 when only the last 8 distance tile is left (R2: 1 point against 4)', () => {
    const s = sevenWithLeipzig();
    const route8 = s.board.stacks.findIndex((stack) => stack.id === 'route8');
    s.stackLeft[route8] = 1;
    expect(moveKind(choose(s))).toBe(MoveKind.Close);
  });

  it('keeps the official for the Postal Carrier with a full hand, not the Postmaster (R16)', () => {
    // Before: the Postmaster whenever no carriage was in reach, so hands grew and were cut to 3
    // after every closing while routes waited for plays (each horse card takes one).
    const hand = ['Hannover(1)', 'Bremen(1)', 'Lübeck(1)', 'Weimar(1)', 'Dresden(1)'];
    const full = horsesStep({ route: ['Münster(1)', 'Minden(1)'], hand, horses: [], playsDone: 0 });
    expect(moveKind(choose(full))).toBe(MoveKind.PlayRight);
    const small = horsesStep({
      route: ['Münster(1)', 'Minden(1)'],
      hand: hand.slice(0, 3),
      horses: [],
      playsDone: 0,
    });
    expect(moveKind(choose(small))).toBe(MoveKind.Postmaster);
  });
});
