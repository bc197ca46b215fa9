/**
 * Offices of Honor (000, R14) as an expansion: every official used takes a tile of its office; a
 * stack emptied interrupts the turn with return rounds (decisions.ts), and the last turn is
 * followed by a final one; tiles and chips are shown to all (view.ts). The rules of the rounds
 * are in return-rounds.ts, their moves in moves.ts.
 */
import type { ExpansionModule, Hooks } from '../../extension/expansion.ts';
import { Phase } from '../../state.ts';
import { SEATS, scalar, shownPerSeat, shownScalar, u8 } from '../../state-layout.ts';
import type {} from './additions.ts';
import { RETURN_ROUNDS } from './decisions.ts';
import { DECLINE_DRAW, OfficesMoveKind, RETURN_OFFICES } from './moves.ts';
import { OfficesPhase } from './phases.ts';
import {
  OFFICE_KINDS,
  OFFICE_TILES,
  VICTORY_CHIPS,
  startReturnRound,
  takeOfficeTile,
} from './return-rounds.ts';
import { OFFICES_VIEW, rebuildOffices } from './view.ts';

export { OFFICE_TILES, VICTORY_CHIPS };

const OFFICES_HOOKS: Hooks = {
  id: 'offices',
  setUp(s) {
    s.officeLeft.set(OFFICE_TILES[s.players] ?? []);
    s.chipsLeft = VICTORY_CHIPS;
  },
  officialUsed: takeOfficeTile,
  turnEnded(s, last) {
    // A final return round, in reverse order, before the scoring.
    if (last) startReturnRound(s, true, Phase.Over);
  },
  view: OFFICES_VIEW,
};

export const OFFICES_OF_HONOR: ExpansionModule = {
  name: 'offices',
  title: 'Offices of Honor',
  rules: { chosen: () => ({ offices: true }), absent: { offices: false } },
  state: {
    arrays: {
      officeLeft: u8(() => OFFICE_KINDS),
      officeTiles: u8((board, players) => SEATS(board, players) * OFFICE_KINDS),
      chips: shownPerSeat(),
    },
    scalars: {
      chipsLeft: shownScalar(0),
      pendingReturn: scalar(0),
      returnRound: scalar(0),
      returnFirst: scalar(0),
      returnIndex: scalar(0),
      returnEmptied: scalar(0),
      resumePhase: scalar(Phase.Draw),
    },
  },
  moves: [RETURN_OFFICES, DECLINE_DRAW],
  moveKinds: OfficesMoveKind,
  errorCodes: ['ERR_BAD_RETURN'],
  decisions: RETURN_ROUNDS,
  phases: OfficesPhase,
  // Without the expansion its fields are zero: the same fields show no tiles, chips or round.
  absentView: OFFICES_VIEW,
  rebuild: rebuildOffices,
  scoreTerms: { chips: (s, seat) => s.chips[seat]! },
  effects: (before, after, _code, seat) => ({
    chips: Math.max(0, after.chips[seat]! - before.chips[seat]!),
  }),
  play: (rules) => (rules.offices ? [OFFICES_HOOKS] : []),
};
