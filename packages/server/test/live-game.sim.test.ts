/**
 * Whole live games over real sockets: two people and two bots with The Princess' Messenger and
 * Offices of Honor (return rounds ask seats out of turn), a spectator watching. Every frame each
 * socket received is checked against the true state (helpers/leaks.ts), and the record, whose
 * seed appears only once the game is over, replays to the same final scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, scoreSheet } from '@tnt/engine';
import type { OverMessage } from '@tnt/protocol';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { playSeat } from './helpers/seat-player.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;

beforeAll(async () => {
  // Test clients play far faster than people: the rate limit is raised for them.
  harness = await startHarness({
    db: 'sqlite::memory:',
    rateLimit: { burst: 1000, perSecond: 1000 },
  });
});
afterAll(async () => {
  await harness.stop();
});

describe('a live game of two people and two bots', () => {
  it('is played to the end through the engine, and no socket learns a secret', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const created = await api.createGame(ada, {
      options: { players: 4, expansions: ['messenger', 'offices'] },
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'heuristic' },
        { kind: 'human' },
        { kind: 'bot', bot: 'search:easy' },
      ],
      mode: 'live',
    });
    expect(created.seat).toBe(0);
    expect(created.game.status).toBe('open');
    const id = created.game.id;
    // Ada is connected before the game starts: she sees it start.
    const a = await harness.connect(id, ada);
    expect(a.welcome.seat).toBe(0);
    const joined = await api.join(ben, id);
    expect(joined.seat).toBe(2);
    expect(joined.game.status).toBe('playing');
    const b = await harness.connect(id, ben);
    const watcher = await harness.connect(id);
    expect(watcher.welcome.seat).toBeNull();
    expect(watcher.welcome.view.legalMoves).toEqual([]);

    // While the game runs, the record has no seed.
    const during = await api.record(id);
    expect(during.seed).toBeUndefined();

    const plays = [playSeat(a.client, 'ada'), playSeat(b.client, 'ben')];
    expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over']);
    const over = await watcher.client.next<OverMessage>((m) => m.type === 'over');

    const record = parseRecord(await api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.seed.length).toBeGreaterThan(10);
    expect(record.value.moves.length).toBe(over.seq);
    const replayed = replay(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.failure).toBeNull();
    expect(scoreSheet(replayed.value.state)).toEqual(over.scores);
    expect(over.scores.finished).toBe(true);
    // Both people and both bots moved; the bots' moves are marked as theirs.
    const seats = new Set(record.value.moves.map((m) => m.seat));
    expect([...seats].sort()).toEqual([0, 1, 2, 3]);
    expect(plays[0]!.sent()).toBeGreaterThan(20);
    expect(plays[1]!.sent()).toBeGreaterThan(20);
    const summary = await api.game(id);
    expect(summary.status).toBe('over');
    expect(summary.scores?.lines.map((l) => l.total)).toEqual(
      over.scores.lines.map((l) => l.total),
    );

    const states = statesOf(record.value);
    expect(leaksIn(a.client.raw, 0, record.value, states)).toEqual([]);
    expect(leaksIn(b.client.raw, 2, record.value, states)).toEqual([]);
    expect(leaksIn(watcher.client.raw, null, record.value, states)).toEqual([]);
    // Each seat saw its own hand on the wire: the check above would have caught any other.
    expect(a.client.raw.some((t) => t.includes('"viewer":0'))).toBe(true);
    await Promise.all([a.client.close(), b.client.close(), watcher.client.close()]);
  });
});
