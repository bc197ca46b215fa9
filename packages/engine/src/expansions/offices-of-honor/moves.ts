/**
 * Offices of Honor's moves (R14): the office tiles returned in a return round, and the card that
 * two returned tiles earn declined (000 "the player may draw one card"). The four-tile house is
 * declined with the base game's `houses done`.
 *
 *   return postmaster cartwright | return none     the tiles returned (none: final round only)
 *   draw none                                      the reward's card declined
 */
import { OFFICIALS, allocateMoveKind, encodeMove, moveArg, type Official } from '../../move.ts';
import type { MoveForm } from '../../move.ts';
import { hasFields, malformedMove } from '../../move-shape.ts';
import { ok } from '../../result.ts';

/** The office tiles returned in a return round (none: a pass, in the final round only). */
export interface ReturnOfficesMove {
  readonly type: 'return-offices';
  readonly offices: readonly Official[];
}

/** The card two returned tiles earn, declined. */
export interface DeclineDrawMove {
  readonly type: 'decline-draw';
}

export const OfficesMoveKind = {
  ReturnOffices: allocateMoveKind(),
  DeclineDraw: allocateMoveKind(),
} as const;

export const officesMask = (offices: readonly Official[]): number =>
  offices.reduce((mask, name) => mask | (1 << OFFICIALS.indexOf(name)), 0);

export const officesOfMask = (mask: number): Official[] =>
  OFFICIALS.filter((_, kind) => (mask & (1 << kind)) !== 0);

const isOffice = (name: unknown): boolean =>
  typeof name === 'string' && (OFFICIALS as readonly string[]).includes(name);

export const RETURN_OFFICES: MoveForm<ReturnOfficesMove> = {
  type: 'return-offices',
  kinds: [OfficesMoveKind.ReturnOffices],
  notation: 'return postmaster cartwright | return none    Offices of Honor: the tiles returned',
  parse(input) {
    const { offices } = input;
    const valid =
      Array.isArray(offices) && offices.every(isOffice) && new Set(offices).size === offices.length;
    return hasFields(input, 'offices,type') && valid
      ? ok({ type: 'return-offices', offices: offices as Official[] })
      : malformedMove(
          'a return names different offices: "administrator", "postmaster", "postal-carrier", "cartwright"',
        );
  },
  encode: (move) => encodeMove(OfficesMoveKind.ReturnOffices, officesMask(move.offices)),
  decode: (code) => ({ type: 'return-offices', offices: officesOfMask(moveArg(code)) }),
  toText: (move) =>
    move.offices.length === 0 ? 'return none' : `return ${move.offices.join(' ')}`,
  fromText(words) {
    if (words[0] !== 'return') return null;
    if (words.length < 2)
      return malformedMove(`"${words.join(' ')}" is not a move in the notation`);
    const offices = words.length === 2 && words[1] === 'none' ? [] : words.slice(1);
    return RETURN_OFFICES.parse({ type: 'return-offices', offices });
  },
};

export const DECLINE_DRAW: MoveForm<DeclineDrawMove> = {
  type: 'decline-draw',
  kinds: [OfficesMoveKind.DeclineDraw],
  notation:
    'draw none                                       Offices of Honor: the reward card declined',
  parse: (input) =>
    hasFields(input, 'type')
      ? ok({ type: 'decline-draw' })
      : malformedMove('a decline-draw move has no other field'),
  encode: () => encodeMove(OfficesMoveKind.DeclineDraw),
  decode: () => ({ type: 'decline-draw' }),
  toText: () => 'draw none',
  fromText: (words) =>
    words.length === 2 && words[0] === 'draw' && words[1] === 'none'
      ? ok({ type: 'decline-draw' })
      : null,
};
