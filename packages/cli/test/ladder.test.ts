// `tnt ladder`: each level against the one below, the upper level's win share with its Wilson
// interval, and each level's decision times.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLadderCommand } from '../src/commands/ladder.ts';
import { rateRecords } from '../src/commands/ratings.ts';
import { NO_EXPANSIONS } from '../src/game-flags.ts';
import { parseLadderArgs } from '../src/ladder/args.ts';
import { ladderReport, quantile, type LadderReport } from '../src/ladder/figures.ts';
import { DEFAULT_LEVELS, ladderRungs, type LadderPlan } from '../src/ladder/plan.ts';
import { bufferIo } from '../src/io.ts';
import type { GameOutcome, SeatOutcome } from '../src/tournament/game.ts';
import { winShareByTurnOrder } from '../src/tournament/stats.ts';

const silent = { write: () => true };

const plan: LadderPlan = {
  levels: ['random', 'heuristic', 'search:easy'],
  players: 2,
  games: 4,
  seed: 's',
  flags: NO_EXPANSIONS,
  records: false,
};

function seat(bot: string, score: number, msEach: number[]): SeatOutcome {
  const ms = msEach.reduce((a, b) => a + b, 0);
  return { bot, score, rank: 1, margin: 0, decisions: msEach.length, ms, msEach };
}

function game(index: number, winner: number, seats: SeatOutcome[]): GameOutcome {
  return {
    index,
    deal: 0,
    seating: 0,
    finished: true,
    winner,
    startPlayer: 1,
    turns: 50,
    seats,
    moves: null,
  };
}

describe('tnt ladder', () => {
  it('plays each level against the level below, the upper level in the first seat', () => {
    const rungs = ladderRungs(plan);
    expect(rungs.map((r) => r.bots)).toEqual([
      ['heuristic', 'random'],
      ['search:easy', 'heuristic'],
    ]);
    expect(new Set(rungs.map((r) => r.seed)).size).toBe(2);
    const fours = ladderRungs({ ...plan, players: 4 });
    expect(fours[0]!.bots).toEqual(['heuristic', 'random', 'random', 'random']);
  });

  it('reads its flags, with the default ladder of the heuristic and the three levels', () => {
    const args = parseLadderArgs(['--out', 'x/ladder.md']);
    expect(args.ok && args.value.plan.levels).toEqual([...DEFAULT_LEVELS]);
    expect(args.ok && args.value.plan.games).toBe(200);
    expect(args.ok && args.value.out).toBe('x/ladder');
    expect(parseLadderArgs(['--levels', 'heuristic']).ok).toBe(false);
    expect(parseLadderArgs(['--levels', 'heuristic,heuristic']).ok).toBe(false);
    expect(parseLadderArgs(['--levels', 'heuristic,wizard']).ok).toBe(false);
  });

  it('takes the nearest-rank quantile', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(10);
    expect(quantile(sorted, 0.95)).toBe(19);
    expect(quantile([], 0.95)).toBe(0);
  });

  it("counts the upper level's wins and pools each level's times over its rungs", () => {
    const first = [
      game(0, 0, [seat('heuristic', 20, [1, 2]), seat('random', 5, [0.1])]),
      game(1, 0, [seat('random', 9, [0.1]), seat('heuristic', 12, [3])]),
    ];
    const second = [game(0, 1, [seat('search:easy', 10, [50, 70]), seat('heuristic', 15, [4])])];
    const report: LadderReport = ladderReport({ ...plan, games: 2 }, [first, second], {
      seconds: 1,
      threads: 1,
      date: '2026-11-27',
    });
    expect(report.rungs[0]).toMatchObject({ upper: 'heuristic', wins: 1, games: 2 });
    expect(report.rungs[1]).toMatchObject({ upper: 'search:easy', wins: 0, games: 1 });
    expect(report.rungs[0]!.ci95[0]).toBeLessThan(0.5);
    expect(winShareByTurnOrder(first, 2)).toEqual([0, 1]);
    expect(winShareByTurnOrder(second, 2)).toEqual([1, 0]);
    const heuristic = report.times.find((t) => t.level === 'heuristic')!;
    expect(heuristic.decisions).toBe(4);
    expect(heuristic.p95).toBe(4);
  });

  it('plays a small ladder and writes its tables and report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ladder-'));
    const io = bufferIo();
    const out = join(dir, 'ladder');
    const code = await runLadderCommand(
      ['--levels', 'random,heuristic', '--games', '2', '--threads', '1', '--out', out],
      io,
      silent,
    );
    expect(code).toBe(0);
    expect(io.stdout()).toContain('| heuristic vs random | 2 |');
    const report = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as LadderReport;
    expect(report.rungs).toHaveLength(1);
    expect(report.times.map((t) => t.level)).toEqual(['random', 'heuristic']);
    expect(readFileSync(`${out}.md`, 'utf8')).toBe(io.stdout());
  });

  it('keeps every game of every rung as a record that tnt ratings rates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ladder-records-'));
    const args = parseLadderArgs(['--records', dir]);
    expect(args.ok && args.value.plan.records).toBe(true);
    expect(parseLadderArgs(['--records', '']).ok).toBe(false);
    const code = await runLadderCommand(
      ['--levels', 'random,heuristic,search:1', '--games', '2', '--threads', '1', '--records', dir],
      bufferIo(),
      silent,
    );
    expect(code).toBe(0);
    expect(readdirSync(dir)).toEqual([
      'rung-1-heuristic-vs-random',
      'rung-2-search-1-vs-heuristic',
    ]);
    expect(readdirSync(join(dir, 'rung-1-heuristic-vs-random'))).toHaveLength(2);
    const rated = rateRecords(dir);
    expect(rated.games).toBe(4);
    expect(rated.skipped).toEqual([]);
    const heuristic = rated.players.find((p) => p.name === 'heuristic');
    // The heuristic played both rungs: two games against random, two against the search.
    expect(heuristic).toMatchObject({ ladder: '2', games: 4 });
  });
});
