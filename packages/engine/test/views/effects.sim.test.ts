// What a move made public (effects.ts): held, at every move of seeded games in every combination
// of expansions, against what the spectators' views before and after the move show (R17: nothing
// hidden may appear). The display cards taken and dealt are those the views show; tiles, carriages,
// letters, chips, houses and the Messenger figure are those the views gained; a card played horse
// side up shows its horses only (000 "Power and Glory").
import { describe, expect, it } from 'vitest';
import {
  applyWithEffects,
  createGame,
  decision,
  playerView,
  seedRng,
  validateMove,
  type Expansion,
  type MoveEffects,
  type PlayerView,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, generateMoves, moveOfCode } from '../../src/fast.ts';
import { expansionPolicy } from '../conformance/policy.ts';

const SETTINGS: readonly (readonly Expansion[])[] = [
  [],
  ['messenger', 'offices'],
  ['power-and-glory', 'messenger', 'offices'],
];

/** The effects as a spectator would tell them from its views before and after the move. */
function seenBySpectators(before: PlayerView, after: PlayerView, e: MoveEffects): unknown {
  const was = before.seats[e.seat]!;
  const now = after.seats[e.seat]!;
  return {
    revealed: after.display.flatMap((card, slot) =>
      e.revealed.some((r) => r.slot === slot) && card !== null ? [{ slot, card }] : [],
    ),
    houses: now.houses.filter((city) => !was.houses.includes(city)),
    tiles: now.tiles.slice(was.tiles.length),
    carriage: now.carriage !== was.carriage ? now.carriage : null,
    chips: Math.max(0, now.chips - was.chips),
    letters: Math.max(0, now.letters - was.letters),
    lettersPaid: Math.max(0, was.letters - now.letters),
    messengerFigure: after.messengerHolder === e.seat && before.messengerHolder !== e.seat,
    endTriggered: before.endTriggeredBy === null && after.endTriggeredBy !== null,
    over: before.decision !== null && after.decision === null,
    horsesShown: now.horsesShown.length > was.horsesShown.length ? e.horsesShown : null,
  };
}

describe('what a move made public (R17)', () => {
  it("agrees with the spectators' views at every move, and shows no card they could not see", () => {
    let moves = 0;
    let revealed = 0;
    let horses = 0;
    for (const expansions of SETTINGS) {
      for (const players of [2, 4]) {
        const seed = `effects ${expansions.join('+')} ${players}`;
        const created = createGame({ options: { players, expansions }, seed });
        if (!created.ok) throw new Error(created.error.message);
        let s = created.value;
        const rng = seedRng(seed);
        const codes = new Int32Array(MAX_LEGAL_MOVES);
        while (decision(s) !== null) {
          const n = generateMoves(s, codes);
          const code = expansionPolicy(s, codes, n, rng);
          const move = moveOfCode(code, s.board);
          const checked = validateMove(s, decision(s)!.seat, move);
          if (!checked.ok) throw new Error(checked.error.message);
          const before = playerView(s, null);
          const { state, effects } = applyWithEffects(s, checked.value);
          const after = playerView(state, null);
          const { seat, turn, tookFaceUp, routeLength, reshuffled, ...told } = effects;
          expect(turn).toBe(before.turn);
          expect(seat).toBe(checked.value.seat);
          expect(told).toEqual(seenBySpectators(before, after, effects));
          if (move.type === 'draw' && move.slot !== 'supply')
            expect(tookFaceUp).toBe(before.display[move.slot]);
          else expect(tookFaceUp).toBeNull();
          // Only cities the spectators saw, and never the city of a horse card.
          if (move.type === 'horse') {
            expect(JSON.stringify(effects)).not.toContain(move.city);
            horses++;
          }
          // Every display card that changed was dealt by this move, and is told.
          after.display.forEach((card, slot) => {
            if (card !== null && card !== before.display[slot])
              expect(effects.revealed.map((r) => r.slot)).toContain(slot);
          });
          const closesOrGivesUp =
            move.type === 'close' || (move.type === 'play' && move.end === 'new');
          expect(routeLength).toBe(closesOrGivesUp ? before.seats[seat]!.route.length : 0);
          expect(typeof reshuffled).toBe('boolean');
          revealed += effects.revealed.length;
          moves++;
          s = state;
        }
      }
    }
    expect(moves).toBeGreaterThan(3_000);
    expect(revealed).toBeGreaterThan(500);
    expect(horses).toBeGreaterThan(10);
  });
});
