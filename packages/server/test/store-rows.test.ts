/**
 * Stored rows are parsed, not cast: a row of the right shape maps to the store's types; a game whose
 * row, seats or moves do not fit is a damaged game that says why (so it is refused where it is
 * rebuilt and left out of lists); a player row that does not fit is an error naming its table.
 */
import { describe, expect, it } from 'vitest';
import { CorruptRowError, storedGame, toCounts, toGame, toPlayer } from '../src/store/rows.ts';

const gameRow = {
  id: 'g1',
  options: '{"players":2}',
  seed: 's',
  mode: 'live',
  turn_seconds: 60,
  status: 'playing',
  move_count: 1,
  decision_seat: 0,
  created_by: 'p1',
  created_at: 10,
  updated_at: 20,
  turn_clock_key: '3/0',
  turn_clock_at: 30,
  chat_options: null,
  undo_allowed: 1,
  hints_allowed: 0,
  ranked: 1,
};
const seatRow = { game_id: 'g1', seat: 0, kind: 'bot', bot: 'search:hard', player_id: null };
const moveRow = { seq: 1, seat: 0, move: 'draw supply', actor: 'bot', created_at: 15 };

describe('stored rows', () => {
  it('a sound game maps column by column', () => {
    const stored = storedGame(toGame(gameRow), [seatRow], [moveRow]);
    expect(stored.game).toMatchObject({
      id: 'g1',
      options: { players: 2 },
      mode: 'live',
      status: 'playing',
      moveCount: 1,
      turnClock: { key: '3/0', at: 30 },
      undo: true,
      hints: false,
      ranked: true,
    });
    expect(stored.game.unreadable).toBeUndefined();
    expect(stored.seats).toEqual([{ seat: 0, kind: 'bot', bot: 'search:hard', playerId: null }]);
    expect(stored.moves).toEqual([{ seq: 1, seat: 0, move: 'draw supply', by: 'bot', at: 15 }]);
  });

  it('a game status no node writes makes the game damaged, saying which column', () => {
    const game = toGame({ ...gameRow, status: 'paused' });
    expect(game.id).toBe('g1');
    expect(game.unreadable).toMatch(/status/);
  });

  it('a move by an unknown actor damages its game as a whole', () => {
    const stored = storedGame(toGame(gameRow), [seatRow], [{ ...moveRow, actor: 'ghost' }]);
    expect(stored.game.unreadable).toMatch(/move.*actor/);
    expect(stored.moves).toEqual([]);
  });

  it('a seat with a bot level that does not exist damages its game', () => {
    const stored = storedGame(toGame(gameRow), [{ ...seatRow, bot: 'search:godlike' }]);
    expect(stored.game.unreadable).toMatch(/seat.*bot/);
  });

  it('options that are not JSON damage the game, as before', () => {
    expect(toGame({ ...gameRow, options: '{not json' }).unreadable).toMatch(/options are not JSON/);
  });

  it('a game row without an id is no game: an error naming the table', () => {
    const noId: Partial<typeof gameRow> = { ...gameRow };
    delete noId.id;
    expect(() => toGame(noId)).toThrow(CorruptRowError);
    expect(() => toGame(noId)).toThrow(/games/);
  });

  it('a player row of the wrong shape is an error naming the table and the column', () => {
    const player = { id: 'p1', name: 'Ada', secret_hash: 'ab', created_at: 1 };
    expect(toPlayer(player)).toEqual({ id: 'p1', name: 'Ada', secretHash: 'ab', createdAt: 1 });
    expect(() => toPlayer({ ...player, name: null })).toThrow(/players.*name/);
  });

  it('counts come as numbers or as the text of a BIGINT', () => {
    expect(toCounts({ open: '2', unseated: 0, alone: 1 })).toEqual({
      open: 2,
      unseated: 0,
      alone: 1,
    });
    expect(() => toCounts({ open: 'many', unseated: 0, alone: 0 })).toThrow(CorruptRowError);
  });
});
