/**
 * The benchmark's measurements, each on one core and seeded so that runs play the same games:
 * random self-play through the fast path, the checked path the server uses, and the memory of a
 * game state.
 *
 * @example
 * measureSelfPlay(4, 2).turnsPerSec; // turns a second of uniform random 4-player games
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  applyMove,
  createGame,
  seedRng,
  validateMove,
  type GameSetup,
  type GameState,
} from '@tnt/engine';
import { MAX_LEGAL_MOVES, cloneState } from '@tnt/engine/fast';
import { playRandomFast, recordRandomGame, type RecordedGame } from './selfplay.ts';
import { NO_EXPANSIONS, optionsWith, type GameFlags } from './game-flags.ts';

const setupFor = (players: number, seed: string, flags: GameFlags): GameSetup => ({
  options: optionsWith(players, flags),
  seed,
});

function newGame(setup: GameSetup): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`cannot create the game: ${created.error.message}`);
  return created.value;
}

export interface SelfPlayStats {
  readonly players: number;
  readonly seconds: number;
  readonly games: number;
  /** Turns begun, summed over the games (`state.turn` at each game's end). */
  readonly turns: number;
  readonly moves: number;
  /** Games cut off by the move bound without ending (a rules fault if ever above 0). */
  readonly unfinishedGames: number;
  /**
   * CPU time of the process over wall time: near 1 when the core was ours throughout; lower when
   * other work on the machine took turns on it, and the rates are low by as much.
   */
  readonly cpuShare: number;
  readonly gamesPerSec: number;
  readonly turnsPerSec: number;
  readonly movesPerSec: number;
  readonly avgTurnsPerGame: number;
}

/**
 * Uniform random games, created by createGame and played in place by generateMoves + applyCode,
 * until `seconds` have passed (at least one game). Game creation is part of the time.
 */
export function measureSelfPlay(
  players: number,
  seconds: number,
  flags: GameFlags = NO_EXPANSIONS,
): SelfPlayStats {
  const rng = seedRng(`bench moves ${players}`);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  let games = 0;
  let turns = 0;
  let moves = 0;
  let unfinishedGames = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  do {
    const s = newGame(setupFor(players, `bench ${players} ${games}`, flags));
    if (!playRandomFast(s, rng, buffer)) unfinishedGames++;
    games++;
    turns += s.turn;
    moves += s.moveCount;
  } while (performance.now() < end);
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    players,
    seconds: elapsed,
    games,
    turns,
    moves,
    unfinishedGames,
    cpuShare: (used.user + used.system) / 1e6 / elapsed,
    gamesPerSec: games / elapsed,
    turnsPerSec: turns / elapsed,
    movesPerSec: moves / elapsed,
    avgTurnsPerGame: turns / games,
  };
}

export interface CheckedStats {
  readonly players: number;
  /** Time spent in validateMove + applyMove only. */
  readonly seconds: number;
  /** Games replayed, the last one perhaps only in part when the time ran out. */
  readonly games: number;
  readonly moves: number;
  readonly turns: number;
  readonly movesPerSec: number;
  readonly turnsPerSec: number;
}

/** Moves between two looks at the clock while replaying. */
const CLOCK_EVERY = 256;

/**
 * Checks and applies the moves of a recorded game from its start, until its end or until
 * `budgetMs` have passed. Returns the moves played, the turns begun and the time taken.
 */
function replayChecked(game: RecordedGame, budgetMs: number) {
  let s = newGame(game.setup);
  let played = 0;
  const t0 = performance.now();
  for (const { seat, move } of game.moves) {
    const checked = validateMove(s, seat, move);
    if (!checked.ok) throw new Error(`a legal move was refused: ${checked.error.message}`);
    s = applyMove(s, checked.value);
    played++;
    if (played % CLOCK_EVERY === 0 && performance.now() - t0 >= budgetMs) break;
  }
  return { moves: played, turns: s.turn, ms: performance.now() - t0 };
}

/**
 * The server's path: each move of a recorded random game, as the JSON move a client sends, is
 * checked by validateMove and applied by applyMove (a new state per move), game after game until
 * `seconds` have passed. Recording the games and creating their states is outside the time.
 */
export function measureChecked(
  players: number,
  seconds: number,
  flags: GameFlags = NO_EXPANSIONS,
): CheckedStats {
  const rng = seedRng(`bench checked moves ${players}`);
  let elapsedMs = 0;
  let games = 0;
  let moves = 0;
  let turns = 0;
  do {
    const game = recordRandomGame(
      setupFor(players, `bench checked ${players} ${games}`, flags),
      rng,
    );
    const replayed = replayChecked(game, seconds * 1000 - elapsedMs);
    elapsedMs += replayed.ms;
    games++;
    moves += replayed.moves;
    turns += replayed.turns;
  } while (elapsedMs < seconds * 1000);
  const elapsed = elapsedMs / 1000;
  return {
    players,
    seconds: elapsed,
    games,
    moves,
    turns,
    movesPerSec: moves / elapsed,
    turnsPerSec: turns / elapsed,
  };
}

export interface StateBytes {
  readonly players: number;
  /** Sum of the byteLength of the state's own typed arrays (the board and rules are shared). */
  readonly typedArrayBytes: number;
  /** Growth of heapUsed + arrayBuffers (process.memoryUsage) per state, over `samples` copies. */
  readonly measuredBytes: number;
  readonly samples: number;
  /** Whether a full garbage collection ran before each reading (without it, a rougher figure). */
  readonly gcBeforeReading: boolean;
}

/** Node runs without `gc` unless started with --expose-gc; the V8 flag can still be set late. */
function garbageCollector(): (() => void) | null {
  const existing: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof existing === 'function') return existing as () => void;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/** Freed array buffers are released a collection late, so one collection is not enough. */
function collect(gc: (() => void) | null): void {
  for (let i = 0; i < 3; i++) gc?.();
}

const memoryInUse = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** The bytes of a state's arrays: its one buffer (state-layout.ts). */
export const typedArrayBytes = (s: GameState): number => s.memory.byteLength;

/** The memory of one game state, measured over many copies of a state at the start of a game. */
export function measureStateBytes(
  players: number,
  samples = 5_000,
  flags: GameFlags = NO_EXPANSIONS,
): StateBytes {
  const s = newGame(setupFor(players, `bench memory ${players}`, flags));
  const gc = garbageCollector();
  // The holder is allocated before the first reading, so only the states are counted.
  const keep = new Array<GameState | null>(samples).fill(null);
  collect(gc);
  const before = memoryInUse();
  for (let i = 0; i < samples; i++) keep[i] = cloneState(s);
  collect(gc);
  const after = memoryInUse();
  // Reading the copies after the second reading keeps them alive until then.
  if (keep.some((copy) => copy === null)) throw new Error('a copy is missing');
  return {
    players,
    typedArrayBytes: typedArrayBytes(s),
    measuredBytes: (after - before) / samples,
    samples,
    gcBeforeReading: gc !== null,
  };
}
