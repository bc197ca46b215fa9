/**
 * `tnt ratings --from DIR`: rates the players of a folder of tournament records with
 * the server's model, per ladder; a bot that wins every game ends above the one that loses them;
 * sub-folders are read; files that are not finished records with a `bots` list are named and
 * left out; bad usage exits 2.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heuristicBot, playMatch, randomBot } from '@tnt/bots';
import { makeRecord, scoreSheet } from '@tnt/engine';
import { runCli } from '../src/cli.ts';
import type { RatingsOutcome } from '../src/commands/ratings.ts';

const dir = mkdtempSync(join(tmpdir(), 'tnt-ratings-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

/** Heuristic against random, seats swapped every other game: the heuristic wins them all. */
function writeGames(folder: string, count: number, players: number): void {
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < count; i++) {
    const setup = { options: { players }, seed: `ratings ${players} ${i}` };
    const heuristicFirst = i % 2 === 0;
    const names = Array.from({ length: players }, (_, seat) =>
      (seat === 0) === heuristicFirst ? 'heuristic' : 'random',
    );
    const bots = names.map((n, seat) =>
      n === 'heuristic' ? heuristicBot(`h${i}${seat}`) : randomBot(`r${i}${seat}`),
    );
    const match = playMatch(setup, bots, undefined, 20_000);
    if (!match.finished) continue;
    const winner = scoreSheet(match.state).winner!;
    expect(names[winner]).toBe('heuristic');
    const record = makeRecord(setup, match.moves);
    writeFileSync(join(folder, `game-${i}.json`), JSON.stringify({ ...record, bots: names }));
  }
}

describe('tnt ratings', () => {
  it('rates a folder of tournament records per ladder', async () => {
    writeGames(join(dir, 'two'), 6, 2);
    writeGames(join(dir, 'three', 'deeper'), 2, 3);
    writeFileSync(join(dir, 'notes.json'), '{"not": "a record"}');
    const run = io();
    expect(await runCli(['ratings', '--from', dir, '--json'], run.io)).toBe(0);
    const outcome = JSON.parse(run.out()) as RatingsOutcome;
    expect(outcome.games).toBe(8);
    expect(outcome.skipped).toEqual([
      { file: join(dir, 'notes.json'), reason: 'not a record with a "bots" list' },
    ]);
    const two = outcome.players.filter((p) => p.ladder === '2');
    expect(two.map((p) => p.name)).toEqual(['heuristic', 'random']);
    expect(two[0]).toMatchObject({ games: 6, wins: 6 });
    expect(two[1]).toMatchObject({ games: 6, wins: 0 });
    expect(two[0]!.display).toBeGreaterThan(1000);
    expect(two[1]!.display).toBeLessThan(1000);
    const three = outcome.players.filter((p) => p.ladder === '3-4');
    expect(three.map((p) => p.name).sort()).toEqual(['heuristic', 'random']);
    const text = io();
    expect(await runCli(['ratings', '--from', dir], text.io)).toBe(0);
    expect(text.out()).toMatch(/Two players:\n.*\n {2}heuristic +\d+/);
  });

  it('needs a folder', async () => {
    const none = io();
    expect(await runCli(['ratings'], none.io)).toBe(2);
    expect(none.err()).toMatch(/--from DIR is required/);
    const missing = io();
    expect(await runCli(['ratings', '--from', join(dir, 'nope')], missing.io)).toBe(2);
    expect(missing.err()).toMatch(/is not a folder/);
  });
});
