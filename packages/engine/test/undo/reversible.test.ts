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
import { beginTurn, discardFromSupply, giveHand, newGame } from '../rules/builder.ts';

/** A move's kind for the tally: its type, with the draw's source and a discard's outcome. */
function kindOf(before: GameState, text: string, after: GameState): string {
  const [type] = text.split(' ');
  if (type === 'draw') return text === 'draw supply' ? 'draw supply' : 'draw face up';
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

const ALWAYS_IRREVERSIBLE = ['draw supply', 'administrator', 'end-turn', 'discard (last)'];

describe.each<[string, Expansion[], MoveType[]]>([
  ['base', [], []],
  ['messenger', ['messenger'], []],
  ['offices', ['offices'], []],
  ['power-and-glory', ['power-and-glory'], ['horse']],
])('issue 15: reversible moves in %s games', (_name, expansions, extra) => {
  const t = tally(expansions, 12);

  it('a supply draw, the Administrator, the end of a turn and its last discard are never reversible (R6, R7)', () => {
    for (const kind of ALWAYS_IRREVERSIBLE) expect(reversibleCount(t, kind)).toBe(0);
  });

  it('a card drawn face up, a card played, houses, the Postmaster can be taken back', () => {
    const kinds = ['draw face up', 'play', 'house', 'close', 'postmaster', 'postal-carrier'];
    for (const kind of [...kinds, ...extra]) {
      expect(reversibleCount(t, kind), kind).toBeGreaterThan(0);
    }
  });

  it('no move of a return round is reversible (R14)', () => {
    for (const [kind, [yes]] of t) if (kind.startsWith('return round')) expect(yes, kind).toBe(0);
  });
});

describe('issue 15: edge cases of reversibility', () => {
  it('a face-up draw whose refill reshuffles the discards is not reversible (R6)', () => {
    const s = newGame({ deal: ['Ulm', 'Ulm', 'Linz', 'Linz', 'Budweis', 'Budweis'] });
    giveHand(s, 0, ['Passau']);
    discardFromSupply(s, s.supplyCount - 1);
    beginTurn(s, 0);
    const checked = validateMove(s, 0, { type: 'draw', slot: 0 });
    if (!checked.ok) throw new Error(checked.error.message);
    expect(reversibleMove(s, checked.value)).toBe(false);
    // The same draw with a supply left to refill from is reversible.
    const t = newGame({ deal: ['Ulm', 'Ulm', 'Linz', 'Linz', 'Budweis', 'Budweis'] });
    giveHand(t, 0, ['Passau']);
    beginTurn(t, 0);
    const same = validateMove(t, 0, { type: 'draw', slot: 0 });
    if (!same.ok) throw new Error(same.error.message);
    expect(reversibleMove(t, same.value)).toBe(true);
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
