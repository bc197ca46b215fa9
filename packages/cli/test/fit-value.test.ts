/**
 * `tnt fit-value`: writes the base game's and the expansions' networks for each number of players
 * asked, sized for the features of that number of players, keeps the networks of other games already in the file, writes the same file again for
 * the same flags, and refuses bad usage and a file that is not a weights file (exit 2, the file
 * unchanged).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCount, type ValueWeightsFile } from '@tnt/bots';
import { runCli } from '../src/cli.ts';
import { bufferIo } from '../src/io.ts';

const dir = mkdtempSync(join(tmpdir(), 'tnt-fit-value-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const read = (path: string): ValueWeightsFile =>
  JSON.parse(readFileSync(path, 'utf8')) as ValueWeightsFile;

const FLAGS = ['--games', '12', '--hidden', '4', '--epochs', '1', '--seed', 'test'];

describe('tnt fit-value', () => {
  it("fits the base game's and the expansions' networks, keeps the others, refits the same", async () => {
    const out = join(dir, 'weights.json');
    const first = bufferIo();
    expect(await runCli(['fit-value', '--players', '2', ...FLAGS, '--out', out], first)).toBe(0);
    expect(first.stdout()).toMatch(/^2-base: validation error/m);
    expect(first.stdout()).toMatch(/^2-expansions: validation error/m);
    const two = read(out);
    expect(two.networks['2-expansions']?.inputs).toBe(featureCount(2));
    expect(two.networks['2-base']?.inputs).toBe(featureCount(2));
    expect(two.networks['2-base']?.hidden).toBe(4);
    expect(two.fitted['2-base']).toMatchObject({ games: 12, hidden: 4, epochs: 1, seed: 'test' });

    const more = bufferIo();
    expect(await runCli(['fit-value', '--players', '3', ...FLAGS, '--out', out], more)).toBe(0);
    const both = read(out);
    expect(Object.keys(both.networks)).toEqual([
      '2-base',
      '2-expansions',
      '3-base',
      '3-expansions',
    ]);
    expect(both.networks['2-base']).toEqual(two.networks['2-base']);
    expect(both.networks['3-base']?.inputs).toBe(featureCount(3));

    const again = join(dir, 'again.json');
    const args = ['fit-value', '--players', '2,3', ...FLAGS, '--out', again];
    expect(await runCli(args, bufferIo())).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(out, 'utf8'));
  });

  it('refuses bad usage and a file that is not a weights file, leaving it as it was', async () => {
    const usage = bufferIo();
    expect(await runCli(['fit-value', '--players', '5'], usage)).toBe(2);
    expect(usage.stderr()).toMatch(/--players/);
    const other = join(dir, 'other.json');
    writeFileSync(other, '{"format":"something else"}');
    const refused = bufferIo();
    expect(await runCli(['fit-value', ...FLAGS, '--out', other], refused)).toBe(2);
    expect(refused.stderr()).toMatch(/not a weights file/);
    expect(readFileSync(other, 'utf8')).toBe('{"format":"something else"}');
  });
});
