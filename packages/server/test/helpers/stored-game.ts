/**
 * Rows of a stored game for the store and claim tests: a live two-player game in play, whose
 * first decision is seat 0's. The seats say who plays (a bot seat makes a game that some node must
 * act on).
 *
 * @example
 * await store.createGame(liveGameInPlay('g1', [humanSeat(0), botSeat(1)]));
 */
import { DEFAULT_CHAT_OPTIONS } from '@tnt/protocol';
import type { NewGame, SeatRow } from '../../src/store/types.ts';

/** A seat for a person, still free. */
export const humanSeat = (seat: number): SeatRow => ({
  seat,
  kind: 'human',
  bot: null,
  playerId: null,
});

/** A seat for the random bot. */
export const botSeat = (seat: number): SeatRow => ({
  seat,
  kind: 'bot',
  bot: 'random',
  playerId: null,
});

export const liveGameInPlay = (id: string, seats: readonly SeatRow[]): NewGame => ({
  game: {
    id,
    options: { players: 2 },
    seed: `seed ${id}`,
    mode: 'live',
    turnSeconds: null,
    status: 'playing',
    decisionSeat: 0,
    chat: DEFAULT_CHAT_OPTIONS,
    undo: true,
    hints: true,
    createdBy: null,
    createdAt: 1,
  },
  seats,
});
