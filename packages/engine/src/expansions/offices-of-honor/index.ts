/**
 * Offices of Honor (000, R14) as an expansion: every official used takes a tile of its office; a
 * stack emptied interrupts the turn with return rounds (decisions.ts), and the last turn is
 * followed by a final one; chips and tiles are shown to all (view.ts). The rules of the rounds
 * are in return-rounds.ts.
 */
import { Phase } from '../../state.ts';
import type { ExpansionModule } from '../expansion.ts';
import { RETURN_ROUNDS } from './decisions.ts';
import { OFFICE_TILES, VICTORY_CHIPS, startReturnRound, takeOfficeTile } from './return-rounds.ts';
import { OFFICES_VIEW, rebuildOffices } from './view.ts';

export { OFFICE_TILES, VICTORY_CHIPS };

export const OFFICES_OF_HONOR: ExpansionModule = {
  name: 'offices',
  setUp(s) {
    s.officeLeft.set(OFFICE_TILES[s.players] ?? []);
    s.chipsLeft = VICTORY_CHIPS;
  },
  officialUsed: takeOfficeTile,
  turnEnded(s, last) {
    // A final return round, in reverse order, before the scoring.
    if (last) startReturnRound(s, true, Phase.Over);
  },
  decisions: RETURN_ROUNDS,
  view: OFFICES_VIEW,
  // Without the expansion its fields are zero: the same fields show no tiles, chips or round.
  absentView: OFFICES_VIEW,
  rebuild: rebuildOffices,
};
