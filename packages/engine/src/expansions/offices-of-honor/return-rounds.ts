/**
 * Offices of Honor (000, R14). Every official used takes a tile of its office. When a player
 * takes the last tile of a stack, every player, from the current one clockwise, returns one to
 * four different tiles: two earn a card (drawn like a normal draw), three a victory point chip,
 * four a house on any city (its bonus tiles at once; a last house ends the game as usual). Rounds
 * repeat while the emptied stack is still empty. After the last normal turn a final round runs in
 * reverse order, where only three or four tiles earn anything.
 */
import { canDraw } from '../../cards.ts';
import { MoveKind, encodeMove } from '../../move.ts';
import { Phase, popcount, type GameState } from '../../state.ts';
import { OfficesMoveKind } from './moves.ts';
import { OfficesPhase } from './phases.ts';
import {
  awardGameEndTile,
  awardHouseTiles,
  buildHouse,
  triggerGameEnd,
} from '../../rules/houses.ts';

/** Office kinds: Administrator, Postmaster, Postal Carrier, Cartwright, in the order of OFFICIALS. */
export const OFFICE_KINDS = 4;

/** Office tiles in play by player count (000): Administrator, Postmaster, Postal Carrier, Cartwright. */
export const OFFICE_TILES: Readonly<Record<number, readonly number[]>> = {
  2: [3, 4, 4, 2],
  3: [5, 6, 6, 3],
  4: [6, 8, 8, 4],
};
export const VICTORY_CHIPS = 12;

/** The seat whose go it is in a return round (the final round runs backwards from the last seat). */
export function returnSeat(s: GameState): number {
  const { players } = s;
  return s.returnRound === 2
    ? (s.returnFirst - s.returnIndex + players * 2) % players
    : (s.returnFirst + s.returnIndex) % players;
}

/** Bit set of the office kinds a seat holds at least one tile of. */
export function heldOffices(s: GameState, seat: number): number {
  let mask = 0;
  for (let kind = 0; kind < OFFICE_KINDS; kind++) {
    if (s.officeTiles[seat * OFFICE_KINDS + kind]! > 0) mask |= 1 << kind;
  }
  return mask;
}

/** Called for every official used: its office tile, and a return round when the stack empties. */
export function takeOfficeTile(s: GameState, official: number): void {
  const kind = 31 - Math.clz32(official);
  if (s.officeLeft[kind] === 0) return;
  s.officeLeft[kind]!--;
  s.officeTiles[s.current * OFFICE_KINDS + kind]!++;
  if (s.officeLeft[kind] === 0) s.pendingReturn |= official;
}

/** A seat has a go in a round only if returning could earn something (or, mid-game, is owed). */
function hasGo(s: GameState, seat: number): boolean {
  const held = popcount(heldOffices(s, seat));
  return s.returnRound === 2 ? held >= 3 : held > 0;
}

/** Moves to the next seat that has a go; returns false when the round is over. */
function seekSeat(s: GameState): boolean {
  while (s.returnIndex < s.players) {
    if (hasGo(s, returnSeat(s))) {
      s.phase = OfficesPhase.ReturnOffices;
      return true;
    }
    s.returnIndex++;
  }
  return false;
}

/**
 * Starts a round (or the final one). Returns true if the game waits on a seat of the round;
 * false if no seat had a go, in which case the phase is back to `resume`.
 */
export function startReturnRound(s: GameState, final: boolean, resume: number): boolean {
  s.returnRound = final ? 2 : 1;
  s.returnEmptied |= s.pendingReturn;
  s.pendingReturn = 0;
  s.returnFirst = final ? (s.startPlayer + s.players - 1) % s.players : s.current;
  s.returnIndex = 0;
  s.resumePhase = resume;
  return seekSeat(s) || endOfRound(s);
}

function stillEmpty(s: GameState): boolean {
  for (let kind = 0; kind < OFFICE_KINDS; kind++) {
    if ((s.returnEmptied & (1 << kind)) !== 0 && s.officeLeft[kind] === 0) return true;
  }
  return false;
}

/** After a round: another while an emptied stack is still empty, else back to the turn. */
function endOfRound(s: GameState): boolean {
  if (s.returnRound === 1 && stillEmpty(s) && anyoneHolds(s)) {
    s.returnIndex = 0;
    if (seekSeat(s)) return true;
  }
  s.phase = s.resumePhase;
  // Nothing of a finished round lingers: a state is the same whichever way it was reached.
  s.returnRound = 0;
  s.returnEmptied = 0;
  s.returnFirst = 0;
  s.returnIndex = 0;
  s.resumePhase = Phase.Draw;
  return false;
}

function anyoneHolds(s: GameState): boolean {
  for (let seat = 0; seat < s.players; seat++) if (heldOffices(s, seat) !== 0) return true;
  return false;
}

/** The next seat's go; returns false when the rounds are over and the turn resumes. */
export function nextReturnSeat(s: GameState): boolean {
  s.returnIndex++;
  return seekSeat(s) || endOfRound(s);
}

/** Returns the tiles of the kinds in `mask` and grants the reward; false when the rounds are over. */
export function returnOffices(s: GameState, mask: number): boolean {
  const seat = returnSeat(s);
  for (let kind = 0; kind < OFFICE_KINDS; kind++) {
    if ((mask & (1 << kind)) === 0) continue;
    s.officeTiles[seat * OFFICE_KINDS + kind]!--;
    s.officeLeft[kind]!++;
  }
  const count = popcount(mask);
  if (count === 2 && s.returnRound === 1 && canDraw(s)) {
    s.phase = OfficesPhase.RewardDraw;
    return true;
  }
  if (count === 3 && s.chipsLeft > 0) {
    s.chipsLeft--;
    s.chips[seat]!++;
  }
  if (count === 4 && s.housesLeft[seat]! > 0) {
    s.phase = OfficesPhase.RewardHouse;
    return true;
  }
  return nextReturnSeat(s);
}

/** The four-tile reward: a house on any city where the seat has none, its tiles at once. */
export function rewardHouse(s: GameState, city: number): boolean {
  const seat = returnSeat(s);
  buildHouse(s, seat, city);
  awardHouseTiles(s, seat);
  if (s.housesLeft[seat] === 0 && s.endTriggeredBy < 0) {
    triggerGameEnd(s, seat);
    awardGameEndTile(s, seat);
  }
  return nextReturnSeat(s);
}

/** The legal return masks: any non-empty set of held kinds; in the final round 3 or 4 kinds, or none. */
export function returnChoices(s: GameState, out: Int32Array): number {
  const held = heldOffices(s, returnSeat(s));
  let n = 0;
  if (s.returnRound === 2) out[n++] = encodeMove(OfficesMoveKind.ReturnOffices, 0);
  for (let mask = 1; mask < 1 << OFFICE_KINDS; mask++) {
    if ((mask & ~held) !== 0) continue;
    if (s.returnRound === 2 && popcount(mask) < 3) continue;
    out[n++] = encodeMove(OfficesMoveKind.ReturnOffices, mask);
  }
  return n;
}

/** The four-tile reward's choices: any city where the seat has no house, or none. */
export function rewardHouseChoices(s: GameState, out: Int32Array): number {
  let n = 0;
  const houses = s.houses[returnSeat(s)]!;
  for (let city = 0; city < s.board.cityCount; city++) {
    if ((houses & (1 << city)) === 0) out[n++] = encodeMove(MoveKind.House, city);
  }
  out[n++] = encodeMove(MoveKind.FinishHouses);
  return n;
}
