/**
 * Which moves can be taken back ("Undo within my turn"). A move is reversible when
 * taking it back hides nothing that was revealed by it and wrongs no one else: the decision stays
 * with the same seat in the same turn, no hidden card came to light, and the random generator did
 * not move. Then the moves before it replay to exactly the state before it, so an undo is a
 * rebuild from the game's options, seed and the moves that remain.
 *
 * Reversible: a card played (or played as horses), the Postmaster and the Postal Carrier (and
 * the Cartwright with a carriage) when they take no last office tile, closing a route, houses
 * placed, a carriage taken or declined, a card discarded that leaves the hand over three, and a
 * card drawn face up when nothing came from the supply to refill its slot (the supply and the
 * discards were both empty, R6).
 *
 * Not reversible: a supply draw (the drawer saw a hidden card), a card drawn face up whose slot
 * was refilled from the supply (R6: at once, face up, so everyone saw the supply's top card; taken
 * back, a supply draw would get exactly that card), the Administrator (a new display from the
 * supply), any move after which the generator's words changed (a reshuffle), every move
 * of an expansion's own decisions and every move that calls for them (Offices of Honor's return
 * rounds, R14), and every move that ends the turn or hands the decision to another seat (the
 * display refilled at the turn's end reveals cards, and the next player may already have seen
 * them).
 *
 * @example
 * const next = applyMove(state, checked);
 * if (isReversible(state, checked.code, next)) showUndo();
 */
import { applyMove, type CheckedMove } from '../game.ts';
import { MoveKind, moveKind } from '../move.ts';
import { actingSeat } from '../decision.ts';
import { ruleSetOf } from '../extension/rule-set.ts';
import { isExpansionPhase } from '../phase.ts';
import { Phase, type GameState } from '../state.ts';

/** Kinds that always reveal a hidden card or hand the game on, whatever the position. */
const NEVER_REVERSIBLE: ReadonlySet<MoveKind> = new Set<MoveKind>([
  MoveKind.DrawSupply,
  MoveKind.Administrator,
  MoveKind.EndTurn,
]);

/** In a phase of an expansion's own decisions (Offices of Honor: a return round). */
const inExtraDecisions = (s: GameState): boolean => isExpansionPhase(s.phase);

function sameRng(before: GameState, after: GameState): boolean {
  for (let i = 0; i < before.rng.length; i++) if (before.rng[i] !== after.rng[i]) return false;
  return true;
}

/**
 * Whether the move `code`, which led from `before` to `after`, may be taken back by its seat.
 * `after` must be the state the move made from `before`.
 */
export function isReversible(before: GameState, code: number, after: GameState): boolean {
  if (NEVER_REVERSIBLE.has(moveKind(code))) return false;
  if (inExtraDecisions(before) || inExtraDecisions(after) || ruleSetOf(after).pending(after))
    return false;
  if (after.phase === Phase.Over || after.turn !== before.turn) return false;
  if (actingSeat(after) !== actingSeat(before)) return false;
  // A card came from the supply into sight (a face-up slot refilled, in any expansion).
  if (after.supplyCount !== before.supplyCount) return false;
  return sameRng(before, after);
}

/** The safe API's form: whether the checked move, played on `state`, could be taken back. */
export function reversibleMove(state: GameState, checked: CheckedMove): boolean {
  return isReversible(state, checked.code, applyMove(state, checked));
}
