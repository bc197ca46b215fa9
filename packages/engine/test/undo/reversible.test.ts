/**
 * Issue 15, "Undo within my turn": which moves are reversible, per move kind and per expansion,
 * in positions from real (seeded random) games and in built positions for the edge cases.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decision,
  legalMoves,
  moveToText,
  reversibleMove,
  validateMove,
  applyMove,
  type Expansion,
  type GameState,
  type MoveType,
} from '../../src/index.ts';
import { Phase } from '../../src/fast.ts';
import { expansionGame, giveOffices, go } from '../expansion-rules/game.ts';
import { beginTurn, discardFromSupply, giveHand, hoardAll, newGame } from '../rules/builder.ts';

/** A move's kind for the tally: its type, with the draw's source and a discard's outcome. */
function kindOf(before: GameState, text: string, after: GameState): string {
  const [type] = text.split(' ');
  if (type === 'draw') {
    if (text === 'draw supply') return 'draw supply';
    return after.supplyCount === before.supplyCount ? 'draw face up' : 'draw face up, refilled';
  }
  if (type === 'discard') return after.turn !== before.turn ? 'discard (last)' : 'discard';
  if (before.phase >= Phase.ReturnOffices) return `return round: ${type}`;
  return type ?? text;
}

/** Plays seeded random games and tallies, per move kind, how often it was reversible or not. */
function tally(expansions: readonly Expansion[], games: number): Map<string, [number, number]> {
  const counts = new Map<string, [number, number]>();
  for (let g = 0; g < games; g++) {
    const created = createGame({ options: { players: 2 + (g % 3), expansions }, seed: `u${g}` });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    let pick = g * 7919 + 1;
    for (let n = 0; n < 2000 && decision(state) !== null; n++) {
      const moves = legalMoves(state);
      pick = (pick * 1103515245 + 12345) % 2147483648;
      const checked = validateMove(state, decision(state)!.seat, moves[pick % moves.length]);
      if (!checked.ok) throw new Error(checked.error.message);
      const next = applyMove(state, checked.value);
      const reversible = reversibleMove(state, checked.value);
      if (reversible) {
        // The decision stays with the seat, in the same turn, and the generator did not move.
        expect(decision(next)?.seat).toBe(decision(state)?.seat);
        expect(next.turn).toBe(state.turn);
        expect([...next.rng]).toEqual([...state.rng]);
      }
      const key = kindOf(state, moveToText(checked.value.move), next);
      const entry = counts.get(key) ?? [0, 0];
      entry[reversible ? 0 : 1]++;
      counts.set(key, entry);
      state = next;
    }
  }
  return counts;
}

const reversibleCount = (t: Map<string, [number, number]>, kind: string): number =>
  t.get(kind)?.[0] ?? 0;

const ALWAYS_IRREVERSIBLE = [
  'draw supply',
  'draw face up, refilled',
  'administrator',
  'end-turn',
  'discard (last)',
];

describe.each<[string, Expansion[], MoveType[]]>([
  ['base', [], []],
  ['messenger', ['messenger'], []],
  ['offices', ['offices'], []],
  ['power-and-glory', ['power-and-glory'], ['horse']],
])('reversible moves in %s games', (_name, expansions, extra) => {
  const t = tally(expansions, 12);

  it('a supply draw, a face-up draw refilled from the supply, the Administrator, the end of a turn and its last discard are never reversible (R6, R7)', () => {
    for (const kind of ALWAYS_IRREVERSIBLE) expect(reversibleCount(t, kind), kind).toBe(0);
    // Face-up draws are most of the draws made: the refilled ones were met, many times.
    expect(t.get('draw face up, refilled')?.[1] ?? 0).toBeGreaterThan(50);
  });

  it('a card played, houses, the Postmaster can be taken back', () => {
    const kinds = ['play', 'house', 'close', 'postmaster', 'postal-carrier'];
    for (const kind of [...kinds, ...extra]) {
      expect(reversibleCount(t, kind), kind).toBeGreaterThan(0);
    }
  });

  it('no move of a return round is reversible (R14)', () => {
    for (const [kind, [yes]] of t) if (kind.startsWith('return round')) expect(yes, kind).toBe(0);
  });
});

describe('edge cases of reversibility', () => {
  it('a face-up draw whose refill reshuffles the discards is not reversible (R6)', () => {
    const s = newGame({ deal: ['Ulm', 'Ulm', 'Linz', 'Linz', 'Budweis', 'Budweis'] });
    giveHand(s, 0, ['Passau']);
    discardFromSupply(s, s.supplyCount - 1);
    beginTurn(s, 0);
    const checked = validateMove(s, 0, { type: 'draw', slot: 0 });
    if (!checked.ok) throw new Error(checked.error.message);
    expect(reversibleMove(s, checked.value)).toBe(false);
  });

  it('a face-up draw refilled from the supply is not reversible: taken back, a supply draw would get the refill everyone saw (R6)', () => {
    const s = newGame({ deal: ['Ulm', 'Ulm', 'Linz', 'Linz', 'Budweis', 'Budweis'] });
    giveHand(s, 0, ['Passau']);
    beginTurn(s, 0);
    const checked = validateMove(s, 0, { type: 'draw', slot: 0 });
    if (!checked.ok) throw new Error(checked.error.message);
    const after = applyMove(s, checked.value);
    const refill = after.display[0];
    expect(reversibleMove(s, checked.value)).toBe(false);
    // What the undo would have let the player do: the supply's top card is the refill.
    const fromSupply = validateMove(s, 0, { type: 'draw', slot: 'supply' });
    if (!fromSupply.ok) throw new Error(fromSupply.error.message);
    const drawn = applyMove(s, fromSupply.value);
    const gained = [...drawn.hand].findIndex((n, i) => n > s.hand[i]!);
    expect(gained).toBe(refill);
  });

  it('a face-up draw with the supply and the discards empty leaves its slot empty: reversible (R6)', () => {
    const s = newGame({ deal: ['Ulm', 'Ulm', 'Linz', 'Linz', 'Budweis', 'Budweis'] });
    giveHand(s, 0, ['Passau']);
    // Every other card is in seat 1's hand: nothing is left to refill from.
    hoardAll(s, 1);
    s.supplyCount = 0;
    s.discardCount = 0;
    beginTurn(s, 0);
    const checked = validateMove(s, 0, { type: 'draw', slot: 0 });
    if (!checked.ok) throw new Error(checked.error.message);
    expect(applyMove(s, checked.value).supplyCount).toBe(0);
    expect(reversibleMove(s, checked.value)).toBe(true);
  });

  it('the Postmaster that takes the last tile of its office starts a return round: not reversible (R14)', () => {
    const s = expansionGame({ expansions: ['offices'] });
    giveOffices(s, 0, { administrator: 1 });
    giveHand(s, 0, ['Ulm']);
    beginTurn(s, 0);
    const drawn = go(s, 'draw 1');
    // One Postmaster tile left in its stack: calling him takes it.
    giveOffices(drawn, 1, { postmaster: drawn.officeLeft[1]! - 1 });
    const last = validateMove(drawn, 0, { type: 'official', official: 'postmaster' });
    if (!last.ok) throw new Error(last.error.message);
    expect(reversibleMove(drawn, last.value)).toBe(false);
  });

  it('a second official paid with nobility letters is reversible (R11)', () => {
    const s = expansionGame({ expansions: ['messenger'] });
    s.letters[0] = 2;
    giveHand(s, 0, ['Ulm', 'Stuttgart']);
    beginTurn(s, 0);
    const drawn = go(s, 'draw 1', 'postmaster', 'draw 2', 'play Ulm new');
    const carrier = validateMove(drawn, 0, { type: 'official', official: 'postal-carrier' });
    if (!carrier.ok) throw new Error(carrier.error.message);
    expect(reversibleMove(drawn, carrier.value)).toBe(true);
  });
});
