import { describe, it, expect } from 'vitest';
import { createGame } from '@tnt/engine';
import {
  TURNS_PER_LINE,
  formatAccount,
  playCommand,
  playRandomGame,
} from '../src/commands/play.ts';
import { bufferIo } from '../src/io.ts';

describe('tnt play', () => {
  const account = playRandomGame(3, 'play test');

  it('plays a random game to its end and names the winner of its score sheet', () => {
    expect(account.scores.finished).toBe(true);
    expect(account.scores.winner).toBe(account.scores.ranking[0]);
    const winner = account.scores.lines[account.scores.winner!]!;
    const printed = formatAccount(account);
    expect(printed).toContain(`Winner: seat ${winner.seat + 1} with ${winner.total} points.`);
  });

  it('starts with the starting player the seed draws (R10)', () => {
    const created = createGame(account.setup);
    if (!created.ok) throw new Error(created.error.message);
    expect(account.startPlayer).toBe(created.value.startPlayer);
    expect(formatAccount(account)).toContain(`Seat ${created.value.startPlayer + 1} starts.`);
  });

  it('prints a line every few hundred turns, not every move', () => {
    expect(account.snapshots.length).toBe(Math.floor((account.turns - 1) / TURNS_PER_LINE));
    account.snapshots.forEach((snap, i) => {
      expect(snap.turn).toBe((i + 1) * TURNS_PER_LINE);
    });
    const lines = formatAccount(account).split('\n').length;
    expect(lines).toBeLessThan(account.snapshots.length + 40);
  });

  it('names who triggered the end (last carriage or last house, 001 game end)', () => {
    const trigger = account.endTrigger;
    expect(trigger).not.toBeNull();
    if (!trigger) return;
    const line = account.scores.lines[trigger.seat]!;
    // The trigger took the highest carriage or placed every house.
    expect(line.carriage === 7 || line.unplacedHouses === 0).toBe(true);
    expect(trigger.turn).toBeLessThanOrEqual(account.turns);
  });

  it('plays the same game again from the same seed', () => {
    expect(playRandomGame(3, 'play test')).toEqual(account);
  });

  it('checks its flags: players 2-4, no unknown flags (exit 2)', async () => {
    for (const args of [['--players', '5'], ['--players', 'two'], ['--colour', 'red'], ['x']]) {
      const io = bufferIo();
      expect(await playCommand.run(args, io)).toBe(2);
      expect(io.stderr()).toContain('tnt play:');
    }
    const io = bufferIo();
    expect(await playCommand.run(['--players', '2', '--seed', 's'], io)).toBe(0);
    expect(io.stdout()).toContain('2 random players');
  });
});
