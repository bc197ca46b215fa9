/**
 * Tolls, a toy expansion that exists only in the tests, to show that an expansion is one folder
 * and one registration: its state fields, its move, its own step (a decision of a seat whose
 * turn it is not), a refusal, a rules flag, view fields (plain and its own), a score term and an
 * effect, all declared here and in additions.ts; nothing of the engine is changed for it.
 *
 * The rule: whoever builds a house in a city where another seat has a house already owes that
 * seat a toll (the first such seat clockwise from the builder). Play stops for the owed seat,
 * who takes a toll token (a point at the end) while the box has one, or waives it; then the
 * turn goes on where it stopped.
 */
import { moveError } from '../../../src/errors.ts';
import {
  Interruption,
  type ExpansionModule,
  type ExtraDecisions,
  type Hooks,
} from '../../../src/extension/expansion.ts';
import { encodeMove, moveKind } from '../../../src/move.ts';
import { allocatePhase } from '../../../src/phase.ts';
import type { GameState } from '../../../src/state.ts';
import { scalar, shownPerSeat, shownScalar } from '../../../src/state-layout.ts';
import type {} from './additions.ts';
import { TOLL, TollMoveKind } from './moves.ts';

export const TOLLS_IN_THE_BOX = 5;
const TollPhase = { Toll: allocatePhase() } as const;

/** The first seat clockwise from `builder` with a house in `city`, or -1. */
function houseOwner(s: GameState, builder: number, city: number): number {
  for (let k = 1; k < s.players; k++) {
    const seat = (builder + k) % s.players;
    if ((s.houses[seat]! & (1 << city)) !== 0) return seat;
  }
  return -1;
}

const TOLL_DECISIONS: ExtraDecisions = {
  phases: [TollPhase.Toll],
  steps: ['toll'],
  phaseOfStep: () => TollPhase.Toll,
  stepOf: () => 'toll',
  seatOf: (s) => s.tollOwedTo,
  generate(s, out) {
    let n = 0;
    if (s.tollsLeft > 0) out[n++] = encodeMove(TollMoveKind.TollTake);
    out[n++] = encodeMove(TollMoveKind.TollWaive);
    return n;
  },
  apply(s, code) {
    if (moveKind(code) === TollMoveKind.TollTake) {
      s.tolls[s.tollOwedTo]!++;
      s.tollsLeft--;
    }
    s.phase = s.tollResume;
    s.tollOwedTo = -1;
    s.tollOwedBy = -1;
    s.tollResume = 0;
    return true;
  },
  interrupt(s) {
    if (s.tollOwedTo < 0 || s.phase === TollPhase.Toll) return Interruption.None;
    s.tollResume = s.phase;
    s.phase = TollPhase.Toll;
    return Interruption.Awaited;
  },
  pending: (s) => s.tollOwedTo >= 0,
  explain: (s, move) =>
    move.type === 'toll' && move.choice === 'take' && s.tollsLeft === 0
      ? moveError('ERR_NO_TOLLS_LEFT', 'the box has no toll token left: waive the toll')
      : moveError('ERR_WRONG_STEP', 'a toll is owed to you: take it or waive it'),
};

const TOLL_HOOKS: Hooks = {
  id: 'tolls',
  setUp(s) {
    s.tollsLeft = TOLLS_IN_THE_BOX;
  },
  houseBuilt(s, seat, city) {
    // One toll at a time: a house that would owe a second before the first is settled owes none.
    if (s.tollOwedTo >= 0) return;
    const owner = houseOwner(s, seat, city);
    if (owner < 0) return;
    s.tollOwedTo = owner;
    s.tollOwedBy = seat;
  },
  view: {
    table: (s) => ({
      tollDue:
        s.tollOwedTo >= 0 ? { to: s.tollOwedTo, from: s.tollOwedBy, resume: s.tollResume } : null,
    }),
  },
};

export const TOLLS: ExpansionModule = {
  name: 'tolls',
  title: 'Tolls',
  rules: { chosen: () => ({ tolls: true }), absent: { tolls: false } },
  state: {
    arrays: { tolls: shownPerSeat() },
    scalars: {
      tollsLeft: shownScalar(0),
      tollOwedTo: scalar(-1),
      tollOwedBy: scalar(-1),
      tollResume: scalar(0),
    },
  },
  moves: [TOLL],
  moveKinds: TollMoveKind,
  errorCodes: ['ERR_NO_TOLLS_LEFT'],
  decisions: TOLL_DECISIONS,
  phases: TollPhase,
  absentView: { table: () => ({ tollDue: null }) },
  rebuild(s, view) {
    if (view.tollDue === null) return;
    s.tollOwedTo = view.tollDue.to;
    s.tollOwedBy = view.tollDue.from;
    s.tollResume = view.tollDue.resume;
  },
  scoreTerms: { tolls: (s, seat) => s.tolls[seat]! },
  effects: (before, after) => ({
    tollTaken: after.tollsLeft < before.tollsLeft,
  }),
  explainAbsent: (move) =>
    move.type === 'toll' ? moveError('ERR_WRONG_STEP', 'tolls are owed only with Tolls') : null,
  play: (rules) => (rules.tolls ? [TOLL_HOOKS] : []),
};
