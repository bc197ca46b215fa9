/**
 * Rows as the SQL stores read them (snake_case columns, JSON as text, epoch ms as numbers: the
 * PostgreSQL store parses its BIGINTs) and their mapping to the store's types. Shared by every
 * SQL implementation of the GameStore. Type aliases rather than interfaces, so that they fit the
 * row type of a pg query.
 */
import type { GameOptions } from '@tnt/engine';
import {
  DEFAULT_CHAT_OPTIONS,
  type BotLevel,
  type ChatOptions,
  type GameMode,
  type GameStatus,
  type MoveActor,
} from '@tnt/protocol';
import type { GameRow, MoveRow, PlayerRow, SeatRow } from './types.ts';

export type GameRecordRow = {
  id: string;
  options: string;
  seed: string;
  mode: string;
  turn_seconds: number | null;
  status: string;
  move_count: number;
  decision_seat: number | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
  turn_clock_key: string | null;
  turn_clock_at: number | null;
  chat_options: string | null;
  undo_allowed: number | null;
  hints_allowed: number | null;
  /** Absent in rows made up by tests of older code. */
  ranked?: number | null;
};
/** Counts as the databases return them (PostgreSQL's BIGINT may come as text). */
export type CountRow = {
  open: number | string;
  unseated: number | string;
  alone: number | string;
};
export type SeatRecordRow = {
  game_id: string;
  seat: number;
  kind: string;
  bot: string | null;
  player_id: string | null;
};
export type MoveRecordRow = {
  seq: number;
  seat: number;
  move: string;
  actor: string;
  created_at: number;
};
export type PlayerRecordRow = {
  id: string;
  name: string;
  secret_hash: string;
  created_at: number;
};

export const toPlayer = (r: PlayerRecordRow): PlayerRow => ({
  id: r.id,
  name: r.name,
  secretHash: r.secret_hash,
  createdAt: r.created_at,
});
/** A JSON column's object, or why it is not one (a hand edit, a bad restore). */
function parseObject(column: string, text: string): { value: object } | { fault: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { value };
    return { fault: `its ${column} are not a JSON object` };
  } catch (error) {
    return { fault: `its ${column} are not JSON (${(error as Error).message})` };
  }
}

/** Options that start no game: stand in for options that could not be read (never played). */
const UNREADABLE_OPTIONS: GameOptions = { players: 0 };

/**
 * The game of a row. A row whose JSON columns do not parse is still a game row, marked
 * `unreadable` (a damaged game, as one whose moves no longer replay): lists of games go on, and
 * the game itself is refused where it is rebuilt (games/rebuild.ts).
 */
export function toGame(r: GameRecordRow): GameRow {
  const options = parseObject('options', r.options);
  const chat =
    r.chat_options === null ? { value: {} } : parseObject('chat options', r.chat_options);
  const fault = 'fault' in options ? options.fault : 'fault' in chat ? chat.fault : null;
  return {
    ...gameOf(r, 'value' in options ? (options.value as GameOptions) : UNREADABLE_OPTIONS),
    chat: {
      ...DEFAULT_CHAT_OPTIONS,
      ...('value' in chat ? (chat.value as Partial<ChatOptions>) : {}),
    },
    ...(fault === null ? {} : { unreadable: fault }),
  };
}

const gameOf = (r: GameRecordRow, options: GameOptions): Omit<GameRow, 'chat'> => ({
  id: r.id,
  options,
  seed: r.seed,
  mode: r.mode as GameMode,
  turnSeconds: r.turn_seconds,
  status: r.status as GameStatus,
  moveCount: r.move_count,
  decisionSeat: r.decision_seat,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  turnClock:
    r.turn_clock_key !== null && r.turn_clock_at !== null
      ? { key: r.turn_clock_key, at: r.turn_clock_at }
      : null,
  undo: r.undo_allowed !== 0,
  hints: r.hints_allowed !== 0,
  ranked: r.ranked === 1,
});
export const toSeat = (r: SeatRecordRow): SeatRow => ({
  seat: r.seat,
  kind: r.kind === 'bot' ? 'bot' : 'human',
  bot: r.bot as BotLevel | null,
  playerId: r.player_id,
});
export const toMove = (r: MoveRecordRow): MoveRow => ({
  seq: r.seq,
  seat: r.seat,
  move: r.move,
  by: r.actor as MoveActor,
  at: r.created_at,
});
