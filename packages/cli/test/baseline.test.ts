// Another build's bots beside this one's: `tnt bench --search --baseline DIR` and `tnt tournament
// --baseline DIR`. The tests use this checkout itself as the baseline (bundled by esbuild from its
// sources, as an earlier commit's would be), so they need no second checkout.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_LEVELS, levelBudget } from '@tnt/bots';
import { createGame, decision, playerView } from '@tnt/engine';
import { bundleBaseline, loadBaselineBots } from '../src/baseline.ts';
import { bufferIo } from '../src/io.ts';
import { benchPositions, runSearchBench, currentBuild } from '../src/search-bench.ts';
import { parseTournamentArgs } from '../src/tournament/args.ts';
import { runTournamentCommand, wholeDeals } from '../src/commands/tournament.ts';
import { benchCommand } from '../src/commands/bench.ts';
import type { GameOutcome } from '../src/tournament/game.ts';

const checkout = resolve(import.meta.dirname, '../../..');
const SLOW = 120_000;

describe('baseline bots', () => {
  it(
    "bundles a checkout's bots, which choose legal moves from this build's views",
    async () => {
      const bots = await loadBaselineBots(await bundleBaseline(checkout));
      expect(bots.levels).toEqual(SEARCH_LEVELS);
      const bot = bots.create('search:5', 'seed');
      expect(bot.label).toBe('base:search(5)');
      const created = createGame({ options: { players: 3, map: 'base' }, seed: 'baseline' });
      if (!created.ok) throw new Error(created.error.message);
      const view = playerView(created.value, decision(created.value)!.seat);
      expect(view.legalMoves).toContainEqual(bot.choose(view).move);
      expect(() => bots.create('minimax', 'seed')).toThrow(/minimax/);
    },
    SLOW,
  );

  it('refuses a directory that is not a checkout of this project', async () => {
    await expect(bundleBaseline(tmpdir())).rejects.toThrow(/no .*packages\/bots/);
  });
});

describe('tournament --baseline and --report-file', () => {
  it("names baseline bots with base: and wants --baseline for them, off Power and Glory's board", () => {
    const plain = parseTournamentArgs(['--bots', 'search,base:search:easy']);
    expect(plain).toMatchObject({ ok: false });
    if (!plain.ok) expect(plain.error).toMatch(/needs --baseline/);
    const withDir = parseTournamentArgs(['--bots', 'search,base:search:easy', '--baseline', '.']);
    expect(withDir).toMatchObject({ ok: true, value: { baselineDir: '.' } });
    expect(parseTournamentArgs(['--bots', 'search,base:minimax', '--baseline', '.']).ok).toBe(
      false,
    );
    // The Messenger and the Offices, yes; Power and Glory's board, whose views changed, no.
    const messenger = parseTournamentArgs([
      ...['--bots', 'search,base:search', '--baseline', '.', '--expansions', 'messenger,offices'],
    ]);
    expect(messenger).toMatchObject({ ok: true });
    for (const flags of [
      ['--expansions', 'messenger,power-and-glory'],
      ['--variant', 'base-rules'],
    ]) {
      const refused = parseTournamentArgs([
        ...['--bots', 'search,base:search', '--baseline', '.', ...flags],
      ]);
      expect(refused).toMatchObject({ ok: false });
      if (!refused.ok) expect(refused.error).toMatch(/Power and Glory/);
    }
  });

  it('counts only the deals played in every seating in a partial report', () => {
    const outcome = (index: number, deal: number): GameOutcome => ({
      index,
      deal,
      seating: index % 2,
      finished: true,
      winner: 0,
      startPlayer: 0,
      turns: 10,
      seats: [],
      moves: null,
    });
    const plan = parseTournamentArgs(['--bots', 'heuristic,random']);
    if (!plan.ok) throw new Error(plan.error);
    const done = wholeDeals(plan.value.plan, [outcome(2, 1), outcome(0, 0), outcome(1, 0)]);
    expect(done.map((o) => o.index)).toEqual([0, 1]);
  });

  it(
    'plays this build against the baseline and writes the report file',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'tnt-report-')), 'report.json');
      const io = bufferIo();
      const code = await runTournamentCommand(
        [
          ...['--bots', 'search:4,base:search:4', '--games', '2', '--threads', '1'],
          ...['--baseline', checkout, '--seed', 'baseline test', '--json', '--report-file', file],
        ],
        io,
        { write: () => true },
      );
      expect(code).toBe(0);
      const report = JSON.parse(io.stdout()) as { games: number; bots: Record<string, unknown> };
      expect(report.games).toBe(2);
      expect(Object.keys(report.bots).sort()).toEqual(['base:search:4', 'search:4']);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(report);
    },
    SLOW,
  );
});

describe('bench --search', () => {
  it(
    'measures iterations a second and time per decision for each build',
    () => {
      const result = runSearchBench({ rounds: 1, games: 1, budget: '4', levels: ['3'] }, [
        currentBuild(),
      ]);
      expect(result.positions).toBeGreaterThan(result.midGamePositions);
      expect(result.midGamePositions).toBeGreaterThan(0);
      const [current] = result.builds;
      expect(current?.iterationsPerSec).toBeGreaterThan(0);
      expect(current?.iterationsPerDecision).toBeGreaterThan(0);
      expect(current?.budgets).toEqual({ '3': 3 });
      expect(current?.msPerDecision['3']).toBeGreaterThan(0);
      // The slowest twentieth of the decisions take at least the mean.
      expect(current?.p95MsPerDecision['3']).toBeGreaterThanOrEqual(current!.msPerDecision['3']!);
    },
    SLOW,
  );

  it(
    'plays the positions with the expansions asked for, a level at its budget for the players',
    () => {
      const flags = { expansions: ['power-and-glory'] } as const;
      const { all } = benchPositions(1, 2, flags);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((view) => view.rules.horses)).toBe(true);
      const result = runSearchBench(
        { rounds: 1, games: 1, budget: '4', levels: ['easy'], players: 2, flags },
        [currentBuild()],
      );
      expect(result.flags).toEqual(flags);
      expect(result.builds[0]?.budgets).toEqual({ easy: levelBudget('easy', 2) });
      expect(result.builds[0]?.msPerDecision['easy']).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('refuses search flags without --search, an unknown level and an unknown expansion', async () => {
    const plain = bufferIo();
    expect(await benchCommand.run(['--rounds', '2'], plain)).toBe(2);
    expect(plain.stderr()).toMatch(/--rounds goes with --search/);
    const level = bufferIo();
    expect(await benchCommand.run(['--search', '--levels', 'easy,fast'], level)).toBe(2);
    expect(level.stderr()).toMatch(/"fast"/);
    const expansion = bufferIo();
    expect(await benchCommand.run(['--search', '--expansions', 'dragons'], expansion)).toBe(2);
    expect(expansion.stderr()).toMatch(/unknown expansion "dragons"/);
  });
});
