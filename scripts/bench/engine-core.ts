/**
 * The engine's core speeds, in one child process, for `scripts/bench/compare.mjs`: copying a
 * state, random self-play on the fast path (generateMoves + applyCode), and the checked path
 * (validateMove + applyMove). Bundled once per build compared, against that build's engine, so it
 * uses only what every build compared exports. Prints one JSON line.
 */
import {
  Phase,
  applyMove,
  createGame,
  decision,
  nextInt,
  seedRng,
  validateMove,
} from '@tnt/engine';
import type { GameState } from '@tnt/engine';
import * as fast from '@tnt/engine/fast';

const { MAX_LEGAL_MOVES, applyCode, cloneState, generateMoves, moveOfCode } = fast;
/** Present from the one-buffer layout on. */
const copyState = (fast as { copyState?: (into: GameState, from: GameState) => void }).copyState;

const seconds = Number(process.argv[2] ?? '1');
const codes = new Int32Array(MAX_LEGAL_MOVES);

function newGame(seed: string): GameState {
  const created = createGame({ options: { players: 4, map: 'base' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** CPU seconds of this process (user + system). */
const cpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Runs `step` in batches for about `seconds` of CPU time; returns steps per CPU second. */
function rate(step: () => number): number {
  let done = 0;
  const start = cpu();
  while (cpu() - start < seconds) done += step();
  return done / (cpu() - start);
}

/** A four-player game in its middle: 300 random moves played. */
function midGame(): GameState {
  const s = newGame('bench mid-game');
  const rng = seedRng('bench mid-game moves');
  for (let i = 0; i < 300 && s.phase !== Phase.Over; i++) {
    applyCode(s, codes[nextInt(rng, generateMoves(s, codes))]!);
  }
  return s;
}

const mid = midGame();
let sink: GameState = mid;
const cloneRate = rate(() => {
  for (let i = 0; i < 10_000; i++) sink = cloneState(mid);
  return 10_000;
});
const scratch = cloneState(mid);
const copyRate = copyState
  ? rate(() => {
      for (let i = 0; i < 10_000; i++) copyState(scratch, mid);
      return 10_000;
    })
  : null;

let game = 0;
const selfPlayRate = rate(() => {
  const s = newGame(`bench self-play ${game}`);
  const rng = seedRng(`bench self-play moves ${game++}`);
  let moves = 0;
  for (; s.phase !== Phase.Over && moves < 50_000; moves++) {
    applyCode(s, codes[nextInt(rng, generateMoves(s, codes))]!);
  }
  return moves;
});

let checkedGame = 0;
const checkedRate = rate(() => {
  let s = newGame(`bench checked ${checkedGame}`);
  const rng = seedRng(`bench checked moves ${checkedGame++}`);
  let moves = 0;
  for (; s.phase !== Phase.Over && moves < 2_000; moves++) {
    const n = generateMoves(s, codes);
    const move = moveOfCode(codes[nextInt(rng, n)]!, s.board);
    const checked = validateMove(s, decision(s)!.seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    s = applyMove(s, checked.value);
  }
  return moves;
});

if (sink.players !== 4) throw new Error('unreachable');
console.log(
  JSON.stringify({
    clonePerSec: cloneRate,
    copyPerSec: copyRate,
    selfPlayMovesPerSec: selfPlayRate,
    checkedMovesPerSec: checkedRate,
  }),
);
