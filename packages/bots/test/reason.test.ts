// The one-line reasons of the search's moves (hints, analysis, puzzles): read off what the move
// does, and never claiming more than it does.
import { describe, expect, it } from 'vitest';
import { createGame, playerView } from '@tnt/engine';
import { MoveKind, encodeMove } from '@tnt/engine/fast';
import { reasonOf } from '../src/analysis/reason.ts';
import { closeStep } from './positions.ts';

describe('reasons', () => {
  it('names the route closed, and the route kept open, with their length', () => {
    const s = closeStep({ route: ['Mannheim', 'Carlsruhe', 'Freiburg'], hand: ['Lodz'] });
    expect(reasonOf(s, encodeMove(MoveKind.Close), 0)).toEqual({
      code: 'close-route',
      params: { length: 3 },
    });
    expect(reasonOf(s, encodeMove(MoveKind.EndTurn), 0)).toEqual({
      code: 'end-turn',
      params: { length: 3 },
    });
  });

  it('says a display card extends the route only when there is a route', () => {
    const created = createGame({
      options: { players: 2, map: 'base', startingPlayer: 0 },
      seed: 'r',
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const view = playerView(s, 0);
    for (let slot = 0; slot < 6; slot++) {
      const reason = reasonOf(s, encodeMove(MoveKind.DrawSlot, slot), 0);
      expect(reason.code).not.toBe('draw-fits-route');
      expect(reason.params.card).toBe(view.display[slot]);
    }
    expect(reasonOf(s, encodeMove(MoveKind.DrawSupply), 0).code).toBe('draw-supply');
  });
});
