/**
 * The toy expansion's move: a toll owed taken or waived.
 *
 *   toll take | toll waive
 */
import { allocateMoveKind, encodeMove, moveKind, type MoveForm } from '../../../src/move.ts';
import { hasFields, malformedMove } from '../../../src/move-shape.ts';
import { ok } from '../../../src/result.ts';

export interface TollMove {
  readonly type: 'toll';
  readonly choice: 'take' | 'waive';
}

export const TollMoveKind = {
  TollTake: allocateMoveKind(),
  TollWaive: allocateMoveKind(),
} as const;

const CHOICES: readonly string[] = ['take', 'waive'];

export const TOLL: MoveForm<TollMove> = {
  type: 'toll',
  kinds: [TollMoveKind.TollTake, TollMoveKind.TollWaive],
  notation: 'toll take | toll waive       Tolls: the toll a house beside yours owes you',
  parse: (input) =>
    hasFields(input, 'choice,type') &&
    typeof input.choice === 'string' &&
    CHOICES.includes(input.choice)
      ? ok({ type: 'toll', choice: input.choice as TollMove['choice'] })
      : malformedMove('a toll move chooses "take" or "waive"', 'choice'),
  encode: (move) =>
    encodeMove(move.choice === 'take' ? TollMoveKind.TollTake : TollMoveKind.TollWaive),
  decode: (code) => ({
    type: 'toll',
    choice: moveKind(code) === TollMoveKind.TollTake ? 'take' : 'waive',
  }),
  toText: (move) => `toll ${move.choice}`,
  fromText: (words) =>
    words[0] === 'toll' ? TOLL.parse({ type: 'toll', choice: words.slice(1).join(' ') }) : null,
};
