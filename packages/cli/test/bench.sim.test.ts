import { resolve } from 'node:path';
import { beforeAll, describe, it, expect } from 'vitest';
import { Phase, createGame, makeRecord, scoreSheet, seedRng, type GameState } from '@tnt/engine';
import { MAX_LEGAL_MOVES } from '@tnt/engine/fast';
import {
  BENCH_PLAYERS,
  benchCommand,
  formatBench,
  runBench,
  type BenchRow,
} from '../src/commands/bench.ts';
import { verifyText } from '../src/commands/verify.ts';
import { bufferIo } from '../src/io.ts';
import { measureChecked, measureSelfPlay, measureStateBytes } from '../src/measure.ts';
import { playRandomFast, recordRandomGame } from '../src/selfplay.ts';

function newGame(players: number, seed: string): GameState {
  const created = createGame({ options: { players, map: 'base' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('random self-play through the fast path', () => {
  it('plays a game to its end, and the same seeds play the same game', () => {
    const buffer = new Int32Array(MAX_LEGAL_MOVES);
    const a = newGame(4, 'fast');
    const b = newGame(4, 'fast');
    expect(playRandomFast(a, seedRng('moves'), buffer)).toBe(true);
    expect(playRandomFast(b, seedRng('moves'), buffer)).toBe(true);
    expect(a.phase).toBe(Phase.Over);
    expect(b.moveCount).toBe(a.moveCount);
    expect(scoreSheet(b)).toEqual(scoreSheet(a));
  });

  it('reports a game cut off at the move bound as unfinished', () => {
    const s = newGame(2, 'cut');
    expect(playRandomFast(s, seedRng('moves'), new Int32Array(MAX_LEGAL_MOVES), 100)).toBe(false);
    expect(s.moveCount).toBe(100);
  });

  it('plays only legal moves: a recorded fast-path game verifies legal to its end', () => {
    // The fast path (generateMoves + applyCode) and the checked path (validateMove + applyMove,
    // which replay uses) must agree on every move and on the final scores.
    const setup = { options: { players: 3, map: 'base' }, seed: 'recorded' };
    const game = recordRandomGame(setup, seedRng('recorded moves'));
    const outcome = verifyText(JSON.stringify(makeRecord(setup, game.moves)));
    expect(game.finished).toBe(true);
    expect(outcome).toMatchObject({ kind: 'legal', finished: true, moves: game.moves.length });
  });
});

describe('measurements', () => {
  it('self-play counts whole games: turns are the turns begun (state.turn) summed', () => {
    const stats = measureSelfPlay(2, 0.02);
    expect(stats.games).toBeGreaterThanOrEqual(1);
    expect(stats.unfinishedGames).toBe(0);
    expect(stats.cpuShare).toBeGreaterThan(0);
    expect(stats.avgTurnsPerGame).toBeCloseTo(stats.turns / stats.games);
    expect(stats.turnsPerSec).toBeCloseTo(stats.turns / stats.seconds);
    // Every turn has at least a draw or play and its end: more moves than turns.
    expect(stats.moves).toBeGreaterThan(stats.turns);
    // The first game of the run is the game of its seed, played by the run's move generator.
    const first = newGame(2, 'bench 2 0');
    playRandomFast(first, seedRng('bench moves 2'), new Int32Array(MAX_LEGAL_MOVES));
    if (stats.games === 1) expect(stats.turns).toBe(first.turn);
    else expect(stats.turns).toBeGreaterThan(first.turn);
  });

  it('the checked path replays random games move by move until the time is up', () => {
    const stats = measureChecked(2, 0.01);
    expect(stats.games).toBeGreaterThanOrEqual(1);
    expect(stats.seconds).toBeGreaterThanOrEqual(0.01);
    expect(stats.moves).toBeGreaterThan(stats.turns);
    expect(stats.movesPerSec).toBeCloseTo(stats.moves / stats.seconds);
  });

  it('a state takes more memory than its typed arrays, and more seats take more bytes', () => {
    const two = measureStateBytes(2, 2000);
    const four = measureStateBytes(4, 2000);
    expect(four.typedArrayBytes).toBeGreaterThan(two.typedArrayBytes);
    expect(two.measuredBytes).toBeGreaterThan(two.typedArrayBytes);
    expect(four.measuredBytes).toBeGreaterThan(four.typedArrayBytes);
  });
});

describe('tnt bench', () => {
  let rows: BenchRow[] = [];
  beforeAll(() => {
    rows = runBench(0.01);
  }, 120_000);

  it('measures 2, 3 and 4 players with the keys the product names', () => {
    expect(rows.map((r) => r.players)).toEqual([...BENCH_PLAYERS]);
    for (const row of rows) {
      for (const key of ['gamesPerSec', 'turnsPerSec', 'movesPerSec', 'avgTurnsPerGame'] as const) {
        expect(row[key]).toBeGreaterThan(0);
      }
      expect(row.checkedMovesPerSec).toBeGreaterThan(0);
      expect(row.stateBytesMeasured).toBeGreaterThan(row.stateTypedArrayBytes);
    }
  });

  it('prints the tables and says what a turn is', () => {
    const printed = formatBench(rows, 0.01);
    expect(printed).toMatch(/players\s+games\/s\s+turns\/s\s+moves\/s\s+turns\/game/);
    expect(printed).toContain('validateMove + applyMove');
    expect(printed).toContain("A turn is one player's whole turn");
  });

  it('--json prints exactly one JSON array; a bad --seconds is a usage error (exit 2)', async () => {
    const io = bufferIo();
    expect(await benchCommand.run(['--json', '--seconds', '0.01'], io)).toBe(0);
    const printed: unknown = JSON.parse(io.stdout());
    expect(Array.isArray(printed)).toBe(true);
    expect(printed).toHaveLength(3);
    for (const seconds of ['0', '-1', 'soon']) {
      const bad = bufferIo();
      expect(await benchCommand.run(['--seconds', seconds], bad)).toBe(2);
      expect(bad.stderr()).toContain('--seconds');
    }
  });
});

describe('tnt bench --baseline', () => {
  // This checkout stands in for the baseline: its engine is bundled as an earlier commit's would be.
  const checkout = resolve(import.meta.dirname, '../../..');

  it('measures both builds by the same kernel, each figure with its ratio', async () => {
    const io = bufferIo();
    const args = ['--baseline', checkout, '--rounds', '1', '--seconds', '0.05', '--json'];
    expect(await benchCommand.run([...args, '--expansions', 'offices'], io)).toBe(0);
    const result = JSON.parse(io.stdout()) as {
      rows: { figure: string; players: number; perSecond: Record<string, number>; ratio: number }[];
      expansions: string[];
    };
    expect(result.expansions).toEqual(['offices']);
    expect(result.rows.map((r) => r.figure)).toEqual([
      'selfPlayTurnsPerSec',
      'selfPlayMovesPerSec',
      'copyPerSec',
      'clonePerSec',
      'checkedMovesPerSec',
    ]);
    for (const row of result.rows) {
      expect(row.players).toBe(4);
      expect(row.perSecond.current).toBeGreaterThan(0);
      expect(row.perSecond.baseline).toBeGreaterThan(0);
      expect(row.ratio).toBeCloseTo(row.perSecond.current! / row.perSecond.baseline!, 6);
    }
  });

  it('refuses a folder that is no checkout, and flags of the other modes', async () => {
    const missing = bufferIo();
    expect(await benchCommand.run(['--baseline', '/nowhere'], missing)).toBe(1);
    expect(missing.stderr()).toContain('no engine in /nowhere');
    const stray = bufferIo();
    expect(await benchCommand.run(['--baseline', checkout, '--budget', '9'], stray)).toBe(2);
    expect(stray.stderr()).toContain('--budget does not go with --baseline');
  });
});
