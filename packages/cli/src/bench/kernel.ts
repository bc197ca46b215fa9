/**
 * The engine's core speeds, measured in a process of their own for `tnt bench --baseline DIR`
 * (engine-builds.ts): random self-play on the fast path (generateMoves + applyCode), copying a
 * state (copyState, what the search does before every playout), a new copy (cloneState) and the
 * checked path (validateMove + applyMove, as the server plays). Bundled once per build compared,
 * against that build's engine, so both builds are measured by the same code: it uses only what
 * every build compared exports. Prints one JSON line of rates per CPU second.
 *
 *   node kernel.mjs SECONDS PLAYERS EXPANSIONS   e.g. node kernel.mjs 1 4 messenger,offices
 */
import { argv, cpuUsage } from 'node:process';
import {
  Phase,
  applyMove,
  createGame,
  decision,
  nextInt,
  seedRng,
  validateMove,
  type Expansion,
  type GameState,
} from '@tnt/engine';
import {
  MAX_LEGAL_MOVES,
  applyCode,
  cloneState,
  copyState,
  generateMoves,
  moveOfCode,
} from '@tnt/engine/fast';

/** What one run of the kernel prints: each figure per CPU second. */
export interface KernelRates {
  readonly selfPlayMovesPerSec: number;
  readonly selfPlayTurnsPerSec: number;
  readonly copyPerSec: number;
  readonly clonePerSec: number;
  readonly checkedMovesPerSec: number;
}

const seconds = Number(argv[2] ?? '1');
const players = Number(argv[3] ?? '4');
const expansions = (argv[4] ?? '').split(',').filter((name) => name !== '') as Expansion[];
const codes = new Int32Array(MAX_LEGAL_MOVES);

function newGame(seed: string): GameState {
  const options = expansions.length === 0 ? { players } : { players, expansions };
  const created = createGame({ options, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const cpu = (): number => {
  const { user, system } = cpuUsage();
  return (user + system) / 1e6;
};

/** Runs `step` in batches for about `seconds` of CPU time; returns steps per CPU second. */
function rate(step: () => number): number {
  let done = 0;
  const start = cpu();
  while (cpu() - start < seconds) done += step();
  return done / (cpu() - start);
}

/** A game in its middle: 300 random moves played. */
function midGame(): GameState {
  const s = newGame('bench mid-game');
  const rng = seedRng('bench mid-game moves');
  for (let i = 0; i < 300 && s.phase !== Phase.Over; i++) {
    applyCode(s, codes[nextInt(rng, generateMoves(s, codes))]!);
  }
  return s;
}

const BATCH = 10_000;
const mid = midGame();
let kept = 0;
const clonePerSec = rate(() => {
  for (let i = 0; i < BATCH; i++) kept += cloneState(mid).players;
  return BATCH;
});
const scratch = cloneState(mid);
const copyPerSec = rate(() => {
  for (let i = 0; i < BATCH; i++) copyState(scratch, mid);
  return BATCH;
});

let game = 0;
let turns = 0;
let selfPlayMoves = 0;
const selfPlayMovesPerSec = rate(() => {
  const s = newGame(`bench self-play ${game}`);
  const rng = seedRng(`bench self-play moves ${game++}`);
  let moves = 0;
  for (; s.phase !== Phase.Over && moves < 50_000; moves++) {
    applyCode(s, codes[nextInt(rng, generateMoves(s, codes))]!);
  }
  turns += s.turn;
  selfPlayMoves += moves;
  return moves;
});

let checkedGame = 0;
const checkedMovesPerSec = rate(() => {
  let s = newGame(`bench checked ${checkedGame}`);
  const rng = seedRng(`bench checked moves ${checkedGame++}`);
  let moves = 0;
  for (; s.phase !== Phase.Over && moves < 2_000; moves++) {
    const move = moveOfCode(codes[nextInt(rng, generateMoves(s, codes))]!, s.board);
    const checked = validateMove(s, decision(s)!.seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    s = applyMove(s, checked.value);
  }
  return moves;
});

if (kept === 0) throw new Error('the copies were lost');
const rates: KernelRates = {
  selfPlayMovesPerSec,
  selfPlayTurnsPerSec: (selfPlayMovesPerSec * turns) / selfPlayMoves,
  copyPerSec,
  clonePerSec,
  checkedMovesPerSec,
};
console.log(JSON.stringify(rates));
