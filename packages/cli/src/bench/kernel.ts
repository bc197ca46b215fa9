/**
 * The engine measurements that `tnt bench --baseline DIR` makes of two builds in one run. This
 * file is bundled twice by esbuild (engine-builds.ts), once against each build's engine, so both
 * builds are measured by the very same code: it uses only what every build of the engine has
 * exported (createGame, the seeded generator, and the fast path's generateMoves, applyCode,
 * copyState and cloneState).
 *
 * @example
 * const kernel = await loadKernel(bundle);
 * kernel.selfPlay(4, 1, []).turns; // turns of uniform random 4-player games in a second
 */
import { cpuUsage } from 'node:process';
import { Phase, createGame, nextInt, seedRng, type Expansion, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, cloneState, copyState, generateMoves } from '@tnt/engine/fast';

/** Work done, and the CPU seconds it took. */
export interface KernelFigures {
  readonly count: number;
  readonly cpuSeconds: number;
}

function newGame(players: number, seed: string, expansions: readonly Expansion[]): GameState {
  const options = expansions.length === 0 ? { players } : { players, expansions };
  const created = createGame({ options, seed });
  if (!created.ok) throw new Error(`cannot create the game: ${created.error.message}`);
  return created.value;
}

const cpuSecondsSince = (start: NodeJS.CpuUsage): number => {
  const used = cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** Turns of uniform random self-play through the fast path, games created included. */
export function selfPlay(
  players: number,
  seconds: number,
  expansions: readonly Expansion[],
): KernelFigures {
  const rng = seedRng(`side by side ${players}`);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  let turns = 0;
  let games = 0;
  const start = cpuUsage();
  do {
    const s = newGame(players, `side by side ${players} ${games++}`, expansions);
    while (s.phase !== Phase.Over) applyCode(s, buffer[nextInt(rng, generateMoves(s, buffer))]!);
    turns += s.turn;
  } while (cpuSecondsSince(start) < seconds);
  return { count: turns, cpuSeconds: cpuSecondsSince(start) };
}

/** A state some way into a seeded random game: what the search bot copies for every playout. */
function midGame(players: number, expansions: readonly Expansion[]): GameState {
  const s = newGame(players, `copies ${players}`, expansions);
  const rng = seedRng(`copies ${players}`);
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  while (s.phase !== Phase.Over && s.turn < 12 * players) {
    applyCode(s, buffer[nextInt(rng, generateMoves(s, buffer))]!);
  }
  return s;
}

const COPIES_PER_LOOK = 10_000;

/** copyState into a state of the same game, as the search does before every playout. */
export function copies(
  players: number,
  seconds: number,
  expansions: readonly Expansion[],
): KernelFigures {
  const from = midGame(players, expansions);
  const into = cloneState(from);
  let count = 0;
  const start = cpuUsage();
  do {
    for (let i = 0; i < COPIES_PER_LOOK; i++) copyState(into, from);
    count += COPIES_PER_LOOK;
  } while (cpuSecondsSince(start) < seconds);
  return { count, cpuSeconds: cpuSecondsSince(start) };
}

/** cloneState: a new state, as the safe API's applyMove makes one per move. */
export function clones(
  players: number,
  seconds: number,
  expansions: readonly Expansion[],
): KernelFigures {
  const from = midGame(players, expansions);
  let count = 0;
  let kept = 0;
  const start = cpuUsage();
  do {
    for (let i = 0; i < COPIES_PER_LOOK; i++) kept += cloneState(from).turn;
    count += COPIES_PER_LOOK;
  } while (cpuSecondsSince(start) < seconds);
  if (kept === 0) throw new Error('the clones were lost');
  return { count, cpuSeconds: cpuSecondsSince(start) };
}
