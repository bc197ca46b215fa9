/**
 * Scoring (001 "Game end and scoring"; R9): the highest carriage, plus every bonus tile, minus
 * each unplaced house. Ties go to the holder of the game-end tile, else to the tied player closest
 * clockwise after him. The same order ranks every other tie.
 */
import { Phase, tileCapacity, type GameState } from './state.ts';

export interface TileScore {
  readonly stack: string;
  readonly label: string;
  readonly value: number;
}

export interface ScoreLine {
  readonly seat: number;
  /** Value of the highest carriage (3-7), or null. */
  readonly carriage: number | null;
  readonly carriagePoints: number;
  readonly tiles: readonly TileScore[];
  readonly tilePoints: number;
  /** Unplaced houses, each a point off. */
  readonly unplacedHouses: number;
  /** 1 for the holder of the Messenger figure at the end (R13). */
  readonly messenger: number;
  /** Victory point chips of Offices of Honor, a point each. */
  readonly chips: number;
  readonly total: number;
  /** 1 for the winner; ties are broken, so ranks are 1..players. */
  readonly rank: number;
  /** Places clockwise from the game-end tile's holder (0 = the holder); decides ties. */
  readonly tieBreak: number;
}

export interface ScoreSheet {
  readonly finished: boolean;
  /** Seat of the winner once the game is over. */
  readonly winner: number | null;
  readonly gameEndTileHolder: number | null;
  /** By seat. */
  readonly lines: readonly ScoreLine[];
  /** Seats from first to last. */
  readonly ranking: readonly number[];
}

export function gameEndTileHolder(s: GameState): number | null {
  const bit = 1 << s.board.gameEndStack;
  for (let seat = 0; seat < s.players; seat++) if ((s.earnedStacks[seat]! & bit) !== 0) return seat;
  return null;
}

function lineOf(s: GameState, seat: number, holder: number): Omit<ScoreLine, 'rank'> {
  const { board } = s;
  const taken = s.carriages[seat]!;
  const carriagePoints = taken === 0 ? 0 : board.carriagePoints[taken - 1]!;
  const tiles: TileScore[] = [];
  for (let i = 0; i < s.tileCount[seat]!; i++) {
    const at = seat * tileCapacity(board) + i;
    const stack = board.stacks[s.tileStack[at]!]!;
    tiles.push({ stack: stack.id, label: stack.label, value: s.tileValue[at]! });
  }
  const tilePoints = tiles.reduce((sum, t) => sum + t.value, 0);
  const unplacedHouses = s.housesLeft[seat]!;
  const messenger = s.messengerHolder === seat ? 1 : 0;
  const chips = s.chips[seat]!;
  return {
    seat,
    carriage: taken === 0 ? null : board.carriageValues[taken - 1]!,
    carriagePoints,
    tiles,
    tilePoints,
    unplacedHouses,
    messenger,
    chips,
    total: carriagePoints + tilePoints - unplacedHouses + messenger + chips,
    tieBreak: (seat - holder + s.players) % s.players,
  };
}

/** The scores so far, or the final scores once the game is over. */
export function scoreSheet(s: GameState): ScoreSheet {
  const holder = gameEndTileHolder(s);
  // Without a game-end tile (only before the end), ties fall to seat order from the starting player.
  const reference = holder ?? s.startPlayer;
  const partial = Array.from({ length: s.players }, (_, seat) => lineOf(s, seat, reference));
  const ranking = partial
    .slice()
    .sort((a, b) => b.total - a.total || a.tieBreak - b.tieBreak)
    .map((line) => line.seat);
  const lines = partial.map((line) => ({ ...line, rank: ranking.indexOf(line.seat) + 1 }));
  const finished = s.phase === Phase.Over;
  return {
    finished,
    winner: finished ? ranking[0]! : null,
    gameEndTileHolder: holder,
    lines,
    ranking,
  };
}
