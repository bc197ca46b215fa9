/**
 * Starting local games: from the start page's choices to a game setup (pure), and from a setup
 * or a saved record to a running connection with its bots in a worker.
 *
 * @example
 * const setup = setupOf({ seats: [{ name: 'Anna', bot: null }, { name: 'Bot', bot: 'heuristic' }],
 *   expansions: [], baseRules: false, allProvinces: 'standard' }, 'seed');
 */
import {
  checkUndos,
  moveFromText,
  type AllProvincesRule,
  type Expansion,
  type GameSetup,
  type Move,
  type RecordWithUndos,
  type Result,
  type SetupError,
} from '@tnt/engine';
import { BOT_LEVELS, type BotLevel } from '@tnt/protocol';
import type { SeatPlayer } from './connection.ts';
import {
  createLocalGame,
  type BotChooser,
  type LocalConnection,
  type SavedRecord,
} from './local.ts';

export interface SeatChoice {
  readonly name: string;
  /** The bot's level, or null for a person at this screen. */
  readonly bot: BotLevel | null;
}

export interface NewGame {
  readonly seats: readonly SeatChoice[];
  readonly expansions: readonly Expansion[];
  /** Power and Glory played by the base rules (carriages, no horses). */
  readonly baseRules: boolean;
  readonly allProvinces: AllProvincesRule;
}

/** A seed nobody can guess, so the deal is a surprise even to the person who starts the game. */
export function randomSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function setupOf(game: NewGame, seed: string): GameSetup {
  const pg = game.expansions.includes('power-and-glory');
  return {
    options: {
      players: game.seats.length,
      ...(game.expansions.length > 0 ? { expansions: [...game.expansions] } : {}),
      ...(pg && game.baseRules ? { variant: 'base-rules' as const } : {}),
      rules: { allProvinces: game.allProvinces },
    },
    seed,
  };
}

export function playersOf(seats: readonly SeatChoice[]): SeatPlayer[] {
  return seats.map((s, seat) => ({ seat, name: s.name.trim() || `#${seat + 1}`, bot: s.bot }));
}

const isLevel = (x: unknown): x is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(x);

/** The seats of a saved record (names and bots), or plain numbered people when it has none. */
export function playersOfRecord(record: SavedRecord): SeatPlayer[] {
  return Array.from({ length: record.options.players }, (_, seat) => {
    const saved = record.seats?.[seat];
    return {
      seat,
      name: typeof saved?.name === 'string' && saved.name !== '' ? saved.name : `#${seat + 1}`,
      bot: isLevel(saved?.bot) ? saved.bot : null,
    };
  });
}

/** The moves of a record in the engine's JSON form; a move that does not read is an error. */
export function movesOfRecord(record: SavedRecord): Result<{ seat: number; move: Move }[], number> {
  const moves: { seat: number; move: Move }[] = [];
  for (const [i, m] of record.moves.entries()) {
    const parsed = moveFromText(m.move);
    if (!parsed.ok) return { ok: false, error: i + 1 };
    moves.push({ seat: m.seat, move: parsed.value });
  }
  return { ok: true, value: moves };
}

export type BotsFactory = () => BotChooser;

/** A new local game; bots get a worker only if a seat is a bot. */
export function startLocal(
  setup: GameSetup,
  players: readonly SeatPlayer[],
  bots: BotsFactory,
): Result<LocalConnection, SetupError> {
  return createLocalGame(setup, players, players.some((p) => p.bot !== null) ? bots() : null);
}

/** A saved game resumed where it stopped. */
export function resumeLocal(record: SavedRecord, bots: BotsFactory): LocalConnection | null {
  const players = playersOfRecord(record);
  const moves = movesOfRecord(record);
  const made = startLocal(
    {
      options: record.options,
      seed: record.seed,
      ...(record.supplyOrder ? { supplyOrder: record.supplyOrder } : {}),
    },
    players,
    bots,
  );
  if (!made.ok || !moves.ok) return null;
  // Undos that do not check out are dropped: the moves themselves are the game.
  const undos = checkUndos(record).ok ? ((record as RecordWithUndos).undos ?? []) : [];
  const restored = made.value.restore(moves.value, undos);
  if (!restored.ok) {
    made.value.dispose();
    return null;
  }
  return made.value;
}
