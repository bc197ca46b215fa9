/**
 * What every seat sees of Offices of Honor: the office stacks, the tiles each seat holds and the
 * return round under way (all public, R14), and the same fields written back into a state rebuilt
 * from a view. The chips held and left are shown as they are (index.ts).
 */
import type { ViewFields } from '../../extension/expansion.ts';
import { OFFICIALS, type Official } from '../../move.ts';
import { Phase, type GameState } from '../../state.ts';
import type { PlayerView } from '../../view-types.ts';
import type { ReturnRoundView } from './additions.ts';
import { officesMask, officesOfMask } from './moves.ts';
import { OFFICE_KINDS } from './return-rounds.ts';

const RESUME_NAMES: Partial<Record<number, ReturnRoundView['resume']>> = {
  [Phase.Draw]: 'draw',
  [Phase.Play]: 'play',
  [Phase.CarriageTaken]: 'carriage',
  [Phase.Over]: 'over',
};

const RESUME_PHASES: Record<ReturnRoundView['resume'], number> = {
  draw: Phase.Draw,
  play: Phase.Play,
  carriage: Phase.CarriageTaken,
  over: Phase.Over,
};

const officeCounts = (counts: Uint8Array, offset: number): Record<Official, number> => ({
  administrator: counts[offset]!,
  postmaster: counts[offset + 1]!,
  'postal-carrier': counts[offset + 2]!,
  cartwright: counts[offset + 3]!,
});

function returnRound(s: GameState): ReturnRoundView | null {
  if (s.returnRound === 0) return null;
  return {
    final: s.returnRound === 2,
    first: s.returnFirst,
    index: s.returnIndex,
    emptied: officesOfMask(s.returnEmptied),
    resume: RESUME_NAMES[s.resumePhase] ?? 'over',
  };
}

/** The view's Offices of Honor fields; in a game without it its counts are zero and no round runs. */
export const OFFICES_VIEW: ViewFields = {
  table: (s) => ({
    officeStacks: officeCounts(s.officeLeft, 0),
    returnRound: returnRound(s),
  }),
  seat: (s, seat) => ({
    offices: officeCounts(s.officeTiles, seat * OFFICE_KINDS),
  }),
};

/** The office stacks, tiles and the return round of a state rebuilt from a view. */
export function rebuildOffices(s: GameState, view: PlayerView): void {
  s.officeLeft.set(OFFICIALS.map((name) => view.officeStacks[name]));
  s.officeTiles.set(view.seats.flatMap((seat) => OFFICIALS.map((name) => seat.offices[name])));
  const round = view.returnRound;
  if (round !== null) {
    s.returnRound = round.final ? 2 : 1;
    s.returnFirst = round.first;
    s.returnIndex = round.index;
    s.returnEmptied = officesMask(round.emptied);
    s.resumePhase = RESUME_PHASES[round.resume];
  }
}
