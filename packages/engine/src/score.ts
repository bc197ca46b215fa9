/**
 * Scoring (001 "Game end and scoring"; R9): the highest carriage, plus every bonus tile, minus
 * each unplaced house, plus the expansions' terms (their modules' `scoreTerms`). Ties go to the holder of the game-end tile, else to the tied player closest
 * clockwise after him. The same order ranks every other tie.
 */
import { registeredExpansions } from './extension/registry.ts';
import { Phase, tileCapacity, type GameState } from './state.ts';
import type { ScoreLine, ScoreSheet, TileScore } from './view-types.ts';

export type { ScoreLine, ScoreSheet, TileScore };

/** The expansions' score terms, by name (each counts in every game; zero without its expansion). */
function expansionTerms(
  s: GameState,
  seat: number,
): { terms: Record<string, number>; sum: number } {
  const terms: Record<string, number> = {};
  let sum = 0;
  for (const expansion of registeredExpansions()) {
    for (const [name, points] of Object.entries(expansion.scoreTerms ?? {})) {
      const value = points(s, seat);
      terms[name] = value;
      sum += value;
    }
  }
  return { terms, sum };
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
  const { terms, sum } = expansionTerms(s, seat);
  return {
    seat,
    carriage: taken === 0 ? null : board.carriageValues[taken - 1]!,
    carriagePoints,
    tiles,
    tilePoints,
    unplacedHouses,
    ...terms,
    total: carriagePoints + tilePoints - unplacedHouses + sum,
    tieBreak: (seat - holder + s.players) % s.players,
    // The registered expansions' terms are the score line's expansion terms.
  } as unknown as Omit<ScoreLine, 'rank'>;
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
