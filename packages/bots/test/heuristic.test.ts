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
import { POSTMASTER_USED, closeStep } from './positions.ts';

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

describe('heuristic policy', () => {
  it('closes a route that no card in hand extends (R8: next turn a card must be played)', () => {
    const s = closeStep({ route: ['Mannheim', 'Carlsruhe', 'Freiburg'], hand: ['Lodz'] });
    expect(moveKind(choose(s))).toBe(MoveKind.Close);
  });

  it('keeps building a route of 3 while a card in hand extends it', () => {
    const s = closeStep({
      route: ['Mannheim', 'Carlsruhe', 'Freiburg'],
      hand: ['Basel'],
      officialsUsed: POSTMASTER_USED,
    });
    expect(moveKind(choose(s))).toBe(MoveKind.EndTurn);
  });

  it('plays a second card with the Postal Carrier when it reaches the next carriage', () => {
    // 001 "Postal Carrier": a second card; the route of 3 then earns the 4 carriage.
    const s = closeStep({
      route: ['Mannheim', 'Carlsruhe', 'Freiburg'],
      hand: ['Basel'],
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
