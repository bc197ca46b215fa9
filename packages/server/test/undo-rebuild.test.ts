/**
 * Issue 15: a game whose log holds undos is rebuilt from the store (a restart, another node) to
 * the same state as the room that stored them; an undo the rules do not allow makes the game
 * damaged instead of silently wrong; the undo option of games made before undo reads as on.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  legalMoves,
  moveToText,
  play,
  playerView,
  type GameState,
  type Move,
} from '@tnt/engine';
import { rebuild, recordOf } from '../src/games/rebuild.ts';
import { DamagedGameError } from '../src/games/damaged.ts';
import { toGame } from '../src/store/rows.ts';
import type { GameRow, MoveRow, StoredGame } from '../src/store/types.ts';
import { humanSeat, liveGameInPlay } from './helpers/stored-game.ts';

const made = liveGameInPlay('g1', [humanSeat(0), humanSeat(1)]).game;
const game: GameRow = {
  ...made,
  options: { players: 2, startingPlayer: 0 },
  moveCount: 0,
  updatedAt: 1,
  turnClock: null,
};

const row = (seq: number, seat: number, move: string): MoveRow => ({
  seq,
  seat,
  move,
  by: 'player',
  at: seq,
});
const stored = (moves: MoveRow[]): StoredGame => ({
  game: { ...game, moveCount: moves.length },
  seats: [humanSeat(0), humanSeat(1)],
  moves,
});

function played(...moves: Move[]): GameState {
  const created = createGame({ options: game.options, seed: game.seed });
  if (!created.ok) throw new Error(created.error.message);
  return moves.reduce((state, move) => {
    const next = play(state, state.current, move);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, created.value);
}

describe('rebuilding a game with undos', () => {
  it('replays the moves that count and keeps the undone ones for the record', () => {
    const drawn = played({ type: 'draw', slot: 0 }, { type: 'draw', slot: 'supply' });
    const plays = legalMoves(drawn).filter((m) => m.type === 'play');
    const [first, second] = plays.map(moveToText);
    if (first === undefined || second === undefined) throw new Error('two cards to play');
    const rebuilt = rebuild(
      stored([
        row(1, 0, 'draw 1'),
        row(2, 0, 'draw supply'),
        row(3, 0, first),
        row(4, 0, 'undo 1'),
        row(5, 0, second),
      ]),
    );
    const expected = played({ type: 'draw', slot: 0 }, { type: 'draw', slot: 'supply' }, plays[1]!);
    expect(playerView(rebuilt.state, 0)).toEqual(playerView(expected, 0));
    expect([...rebuilt.state.memory]).toEqual([...expected.memory]);
    expect(rebuilt.events.map((e) => e.seq)).toEqual([1, 2, 5]);
    expect(rebuilt.lastUndo).toBe(4);
    const record = recordOf(game, [], rebuilt.history.undos);
    expect(record.undos).toEqual([{ at: 2, seat: 0, moves: [first] }]);
  });

  it('finds a stored undo of a supply draw, or of a face-up draw refilled from the supply: the game is damaged, not rewritten', () => {
    for (const draw of ['draw supply', 'draw 1']) {
      const log = [row(1, 0, draw), row(2, 0, 'undo 1')];
      expect(() => rebuild(stored(log))).toThrow(DamagedGameError);
    }
  });

  it('reads games stored before undo (no undo_allowed) as undo on, and 0 as off', () => {
    const base = {
      id: 'g',
      options: '{"players":2}',
      seed: 's',
      mode: 'live',
      turn_seconds: null,
      status: 'playing',
      move_count: 0,
      decision_seat: 0,
      created_by: null,
      created_at: 1,
      updated_at: 1,
      turn_clock_key: null,
      turn_clock_at: null,
      chat_options: null,
      hints_allowed: null,
    };
    expect(toGame({ ...base, undo_allowed: null }).undo).toBe(true);
    expect(toGame({ ...base, undo_allowed: 0 }).undo).toBe(false);
    // Hints, likewise: on unless the creator turned them off.
    expect(toGame({ ...base, undo_allowed: null }).hints).toBe(true);
    expect(toGame({ ...base, undo_allowed: null, hints_allowed: 0 }).hints).toBe(false);
  });
});
