// `--expansions` and `--variant` for bench and tournament: the engine judges the combination
// (rulings.md R13-R15; 000 "The game using the base game rules").
import { describe, expect, it } from 'vitest';
import { parseGameFlags } from '../src/game-flags.ts';
import { runBench } from '../src/commands/bench.ts';

describe('the game flags', () => {
  it('reads a list of expansions and the variant', () => {
    expect(parseGameFlags('messenger,offices,power-and-glory', 'base-rules')).toEqual({
      ok: true,
      value: { expansions: ['messenger', 'offices', 'power-and-glory'], variant: 'base-rules' },
    });
    expect(parseGameFlags(undefined, undefined)).toEqual({ ok: true, value: { expansions: [] } });
  });

  it('refuses unknown names, and a variant without Power and Glory', () => {
    expect(parseGameFlags('messenger,castles', undefined)).toMatchObject({ ok: false });
    expect(parseGameFlags('messenger', 'fast')).toMatchObject({ ok: false });
    const variant = parseGameFlags('messenger', 'base-rules');
    expect(variant.ok).toBe(false);
    if (!variant.ok) expect(variant.error).toMatch(/Power and Glory/);
  });

  it('benches games with every expansion to their end', () => {
    const flags = parseGameFlags('messenger,offices,power-and-glory', undefined);
    if (!flags.ok) throw new Error(flags.error);
    const rows = runBench(0.05, undefined, flags.value);
    expect(rows.map((row) => row.players)).toEqual([2, 3, 4]);
    for (const row of rows) {
      expect(row.games).toBeGreaterThan(0);
      expect(row.unfinishedGames).toBe(0);
      expect(row.checkedMoves).toBeGreaterThan(0);
    }
  });
});

describe('tournament flags', () => {
  it('plays every game of the plan with the expansions and variant asked for', async () => {
    const { parseTournamentArgs } = await import('../src/tournament/args.ts');
    const { gameJobs } = await import('../src/tournament/plan.ts');
    const args = parseTournamentArgs([
      '--bots',
      'heuristic,random',
      '--games',
      '4',
      '--expansions',
      'power-and-glory,offices',
      '--variant',
      'base-rules',
    ]);
    if (!args.ok) throw new Error(args.error);
    const jobs = gameJobs(args.value.plan);
    expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      expect(job.setup.options).toMatchObject({
        expansions: ['power-and-glory', 'offices'],
        variant: 'base-rules',
      });
    }
    expect(parseTournamentArgs(['--bots', 'random,random', '--variant', 'base-rules']).ok).toBe(
      false,
    );
  });
});
