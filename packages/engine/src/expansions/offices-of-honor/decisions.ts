/**
 * The decisions of Offices of Honor's return rounds (000, R14), in their three phases: a seat
 * returns office tiles, then draws the card two tiles earn or places the house four tiles earn.
 * They are asked of each seat in turn, not only of the seat whose turn it is; when the rounds are
 * over, play resumes where the emptied stack interrupted it.
 */
import { addToHand, drawFromDisplay, takeFromSupply } from '../../cards.ts';
import { moveError, type MoveError } from '../../errors.ts';
import { Interruption, type ExtraDecisions } from '../../extension/expansion.ts';
import { MoveKind, encodeMove, moveArg, moveKind, type Move } from '../../move.ts';
import { drawChoices } from '../../rules/legal.ts';
import type { GameState } from '../../state.ts';
import type { Step } from '../../steps.ts';
import { OfficesMoveKind } from './moves.ts';
import { OfficesPhase } from './phases.ts';
import {
  nextReturnSeat,
  returnChoices,
  returnOffices,
  returnSeat,
  rewardHouse,
  rewardHouseChoices,
  startReturnRound,
} from './return-rounds.ts';

/** What each step of a return round awaits, for a move given at the wrong step. */
const AWAITED = {
  'return-offices': 'a return round is under way: return office tiles (000 "Offices of Honor")',
  'reward-draw':
    'you returned two office tiles: draw one card or decline it (000 "the player may draw one card")',
  'reward-house':
    'you returned four office tiles: place a house or decline (000 "Offices of Honor")',
} as const;
type RoundStep = keyof typeof AWAITED;

const STEP_PHASES: Readonly<Record<RoundStep, number>> = {
  'return-offices': OfficesPhase.ReturnOffices,
  'reward-draw': OfficesPhase.RewardDraw,
  'reward-house': OfficesPhase.RewardHouse,
};

function stepOf(s: GameState): RoundStep {
  if (s.phase === OfficesPhase.RewardDraw) return 'reward-draw';
  return s.phase === OfficesPhase.RewardHouse ? 'reward-house' : 'return-offices';
}

/**
 * The two-tile reward: a card from the display or the supply, drawn like a normal draw, or none
 * (R14: the player *may* draw).
 */
function rewardDrawChoices(s: GameState, out: Int32Array): number {
  const n = drawChoices(s, out, 0);
  out[n] = encodeMove(OfficesMoveKind.DeclineDraw);
  return n + 1;
}

function generate(s: GameState, out: Int32Array): number {
  if (s.phase === OfficesPhase.RewardDraw) return rewardDrawChoices(s, out);
  return s.phase === OfficesPhase.RewardHouse ? rewardHouseChoices(s, out) : returnChoices(s, out);
}

/** A move of a return round; returns true when the rounds are over and the turn resumes. */
function apply(s: GameState, code: number): boolean {
  const seat = returnSeat(s);
  const arg = moveArg(code);
  switch (moveKind(code)) {
    case OfficesMoveKind.ReturnOffices:
      return !returnOffices(s, arg);
    case MoveKind.DrawSlot:
      drawFromDisplay(s, seat, arg);
      return !nextReturnSeat(s);
    case MoveKind.DrawSupply:
      addToHand(s, seat, takeFromSupply(s));
      return !nextReturnSeat(s);
    case MoveKind.House:
      return !rewardHouse(s, arg);
    default:
      // DeclineDraw or FinishHouses: the card or the house reward declined.
      return !nextReturnSeat(s);
  }
}

/** A return round for the stacks emptied by the move, unless one is under way. */
function interrupt(s: GameState): Interruption {
  if (s.pendingReturn === 0 || s.returnRound !== 0) return Interruption.None;
  return startReturnRound(s, false, s.phase) ? Interruption.Awaited : Interruption.Over;
}

function explain(s: GameState, move: Move, step: Step): MoveError {
  if (step === 'return-offices' && move.type === 'return-offices') {
    const final = s.returnRound === 2;
    return moveError(
      'ERR_BAD_RETURN',
      final
        ? 'in the final return round, return 3 or 4 different office tiles you hold, or none (000)'
        : 'return 1 to 4 different office tiles you hold (000 "Each player must return one to four different tiles")',
    );
  }
  if (step === 'reward-draw' && move.type === 'draw') {
    return move.slot === 'supply'
      ? moveError('ERR_SUPPLY_EMPTY', 'the supply and the discards are empty (R6)')
      : moveError('ERR_EMPTY_SLOT', `display slot ${move.slot + 1} is empty (R6)`);
  }
  if (step === 'reward-house' && move.type === 'house') {
    return moveError('ERR_HOUSE_ALREADY_THERE', `you already have a house in ${move.city}`);
  }
  return moveError('ERR_WRONG_STEP', AWAITED[step as RoundStep]);
}

export const RETURN_ROUNDS: ExtraDecisions = {
  phases: Object.values(STEP_PHASES),
  steps: Object.keys(STEP_PHASES) as RoundStep[],
  phaseOfStep: (step) => STEP_PHASES[step as RoundStep],
  stepOf,
  seatOf: returnSeat,
  generate,
  apply,
  interrupt,
  pending: (s) => s.pendingReturn !== 0,
  explain,
};
