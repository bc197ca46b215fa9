/**
 * Rows as the SQL stores read them (snake_case columns, JSON as text, epoch ms as numbers: the
 * PostgreSQL store parses its BIGINTs) and their mapping to the store's types. Shared by every
 * SQL implementation of the GameStore.
 *
 * A row is parsed, not cast: the database is outside the program (a hand edit, a bad restore, a
 * column changed by an older or newer node), so each row is checked against its schema. A game
 * whose own row, seats or moves do not fit is a damaged game (`unreadable`, refused where it is
 * rebuilt and left out of lists, as one whose moves no longer replay); a player or count row that
 * does not fit is a `CorruptRowError` naming the table and the columns, never a value of the wrong
 * type passed on.
 *
 * @example
 * const stored = storedGame(toGame(gameRow), seatRows, moveRows); // game.unreadable: why not
 */
import { z } from 'zod';
import type { GameOptions } from '@tnt/engine';
import {
  BOT_LEVELS,
  DEFAULT_CHAT_OPTIONS,
  GAME_MODES,
  GAME_STATUSES,
  MOVE_ACTORS,
  type ChatOptions,
} from '@tnt/protocol';
import type { GameRow, MoveRow, PlayerRow, SeatRow, StoredGame } from './types.ts';

/** A stored row that does not fit its table's schema and stands for no game. */
export class CorruptRowError extends Error {
  constructor(
    readonly table: string,
    readonly reason: string,
  ) {
    super(`a row of ${table} cannot be read: ${reason}`);
    this.name = 'CorruptRowError';
  }
}

const count = z.number().int().nonnegative();
const epochMs = z.number();
/** SQLite has no booleans: 0 and 1, or null in rows older than the column. */
const flag = z.number().int().nullable();

const GameColumns = z.object({
  id: z.string(),
  options: z.string(),
  seed: z.string(),
  mode: z.enum(GAME_MODES),
  turn_seconds: z.number().int().positive().nullable(),
  status: z.enum(GAME_STATUSES),
  move_count: count,
  decision_seat: z.number().int().nonnegative().nullable(),
  created_by: z.string().nullable(),
  created_at: epochMs,
  updated_at: epochMs,
  turn_clock_key: z.string().nullable(),
  turn_clock_at: epochMs.nullable(),
  chat_options: z.string().nullable(),
  undo_allowed: flag,
  hints_allowed: flag,
  /** Absent in rows made up by tests of older code. */
  ranked: flag.optional(),
});
export type GameRecordRow = z.input<typeof GameColumns>;

const SeatColumns = z.object({
  game_id: z.string(),
  seat: count,
  kind: z.enum(['human', 'bot']),
  bot: z.enum(BOT_LEVELS).nullable(),
  player_id: z.string().nullable(),
});
export type SeatRecordRow = z.input<typeof SeatColumns>;

const MoveColumns = z.object({
  seq: z.number().int().positive(),
  seat: count,
  move: z.string(),
  actor: z.enum(MOVE_ACTORS),
  created_at: epochMs,
});
export type MoveRecordRow = z.input<typeof MoveColumns>;

const PlayerColumns = z.object({
  id: z.string(),
  name: z.string(),
  secret_hash: z.string(),
  created_at: epochMs,
});
export type PlayerRecordRow = z.input<typeof PlayerColumns>;

/** Counts as the databases return them (PostgreSQL's BIGINT may come as text). */
const CountColumns = z.object({
  open: z.coerce.number().int().nonnegative(),
  unseated: z.coerce.number().int().nonnegative(),
  alone: z.coerce.number().int().nonnegative(),
});
export type CountRow = z.output<typeof CountColumns>;

/** What does not fit, in one line for the operator's log: "status: Invalid option...". */
const faultOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');

function parseOrThrow<T>(schema: z.ZodType<T>, table: string, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new CorruptRowError(table, faultOf(parsed.error));
  return parsed.data;
}

export function toPlayer(raw: unknown): PlayerRow {
  const r = parseOrThrow(PlayerColumns, 'players', raw);
  return { id: r.id, name: r.name, secretHash: r.secret_hash, createdAt: r.created_at };
}

export const toCounts = (raw: unknown): CountRow => parseOrThrow(CountColumns, 'games', raw);

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

/** A game row that stands only for its damage: its id and why it cannot be read. */
function damagedGame(id: string, fault: string): GameRow {
  return {
    id,
    options: UNREADABLE_OPTIONS,
    seed: '',
    mode: 'async',
    turnSeconds: null,
    status: 'over',
    moveCount: 0,
    decisionSeat: null,
    createdBy: null,
    createdAt: 0,
    updatedAt: 0,
    turnClock: null,
    chat: DEFAULT_CHAT_OPTIONS,
    undo: false,
    hints: false,
    ranked: false,
    unreadable: fault,
  };
}

/**
 * The game of a row. A row whose columns do not fit, or whose JSON columns do not parse, is still
 * a game row, marked `unreadable` (a damaged game, as one whose moves no longer replay): lists of
 * games go on, and the game itself is refused where it is rebuilt. A row without even an id is
 * no game at all: a CorruptRowError.
 */
export function toGame(raw: unknown): GameRow {
  const parsed = GameColumns.safeParse(raw);
  if (!parsed.success) {
    const { id } = parseOrThrow(z.object({ id: z.string() }), 'games', raw);
    return damagedGame(id, `its row does not fit (${faultOf(parsed.error)})`);
  }
  const r = parsed.data;
  const options = parseObject('options', r.options);
  const chat =
    r.chat_options === null ? { value: {} } : parseObject('chat options', r.chat_options);
  if ('fault' in options) return damagedGame(r.id, options.fault);
  if ('fault' in chat) return damagedGame(r.id, chat.fault);
  return {
    id: r.id,
    // The engine checks the options where the game is rebuilt (createGame), and refuses bad ones.
    options: options.value as GameOptions,
    seed: r.seed,
    mode: r.mode,
    turnSeconds: r.turn_seconds,
    status: r.status,
    moveCount: r.move_count,
    decisionSeat: r.decision_seat,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    turnClock:
      r.turn_clock_key !== null && r.turn_clock_at !== null
        ? { key: r.turn_clock_key, at: r.turn_clock_at }
        : null,
    chat: { ...DEFAULT_CHAT_OPTIONS, ...(chat.value as Partial<ChatOptions>) },
    undo: r.undo_allowed !== 0,
    hints: r.hints_allowed !== 0,
    ranked: r.ranked === 1,
  };
}

/** The seat of a row, or why it cannot be read. */
export function toSeat(raw: unknown): SeatRow | { readonly fault: string } {
  const parsed = SeatColumns.safeParse(raw);
  if (!parsed.success) return { fault: `a seat does not fit (${faultOf(parsed.error)})` };
  const r = parsed.data;
  return { seat: r.seat, kind: r.kind, bot: r.bot, playerId: r.player_id };
}

/** The move of a row, or why it cannot be read. */
export function toMove(raw: unknown): MoveRow | { readonly fault: string } {
  const parsed = MoveColumns.safeParse(raw);
  if (!parsed.success) return { fault: `a move does not fit (${faultOf(parsed.error)})` };
  const r = parsed.data;
  return { seq: r.seq, seat: r.seat, move: r.move, by: r.actor, at: r.created_at };
}

/** The game id of a seat row, to group the seats of many games read at once. */
export const seatGameId = (raw: unknown): string | null => {
  const parsed = z.object({ game_id: z.string() }).safeParse(raw);
  return parsed.success ? parsed.data.game_id : null;
};

const isFault = (x: object): x is { readonly fault: string } => 'fault' in x;

/** A game with the rows it is made of; damaged as a whole when any one of them does not fit. */
export function storedGame(
  game: GameRow,
  seatRows: readonly unknown[],
  moveRows: readonly unknown[] = [],
): StoredGame & { readonly seats: SeatRow[]; readonly moves: MoveRow[] } {
  const seats = seatRows.map(toSeat);
  const moves = moveRows.map(toMove);
  const fault = [...seats, ...moves].find(isFault);
  if (game.unreadable === undefined && fault !== undefined) {
    return { game: damagedGame(game.id, fault.fault), seats: [], moves: [] };
  }
  return {
    game,
    seats: seats.filter((s): s is SeatRow => !isFault(s)),
    moves: moves.filter((m): m is MoveRow => !isFault(m)),
  };
}
