/**
 * A server process killed with SIGKILL in the middle of a game, and started again on the same
 * SQLite file: every move any client saw acknowledged is still there, in order; the clients
 * reconnect with the last sequence number they saw, get what they missed, and the game goes on
 * to its end (its bots resume by themselves).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay } from '@tnt/engine';
import type { MovedMessage } from '@tnt/protocol';
import { Api } from './helpers/api.ts';
import { SERVER_ROOT, bundle, outputDir } from './helpers/bundle.ts';
import { spawnServer } from './helpers/child.ts';
import { joinGame, type TestClient } from './helpers/client.ts';
import { playSeat } from './helpers/seat-player.ts';
import { shownMove } from './helpers/move-text.ts';

let dir: string;
let remove: () => void;

beforeAll(async () => {
  ({ dir, remove } = outputDir('restart'));
  await bundle(dir, { serve: join(SERVER_ROOT, 'test/fixtures/serve.ts') });
});
afterAll(() => {
  remove();
});

/** The moves a client saw, by sequence number, in the notation. */
function seen(client: TestClient): Map<number, string> {
  const moves = new Map<number, string>();
  for (const m of client.messages) {
    if (m.type === 'moved') moves.set(m.seq, `${m.seat} ${shownMove(m)}`);
  }
  return moves;
}

describe('a server killed with SIGKILL mid-game', () => {
  it('loses no acknowledged move, and the game goes on after a restart', async () => {
    const options = {
      db: `sqlite:${join(dir, 'games.sqlite')}`,
      rateLimit: { burst: 1000, perSecond: 1000 },
      play: { disconnectGraceMs: 60_000, botDelayMs: 0, standInBot: 'heuristic' as const },
    };
    const first = await spawnServer(dir, options);
    let api = new Api(first.url);
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const created = await api.createGame(ada, {
      options: { players: 4, expansions: ['messenger', 'offices'] },
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'heuristic' },
        { kind: 'human' },
        { kind: 'bot', bot: 'heuristic' },
      ],
    });
    const id = created.game.id;
    await api.join(ben, id);
    const a = await joinGame(first.url, id, ada.secret);
    const b = await joinGame(first.url, id, ben.secret);
    // Both play on until one of them has seen 80 moves; then the process dies at once.
    let kill = false;
    const stopAt = (seq: number): boolean => (kill ||= seq >= 80);
    const plays = [playSeat(a.client, 'ada', stopAt), playSeat(b.client, 'ben', stopAt)];
    await Promise.race(plays.map((p) => p.done));
    expect(await first.kill('SIGKILL')).toBeNull();
    await Promise.all([a.client.closed, b.client.closed]);
    const acknowledged = new Map([...seen(a.client), ...seen(b.client)]);
    const lastSeen = Math.max(...acknowledged.keys());
    expect(lastSeen).toBeGreaterThanOrEqual(80);

    const second = await spawnServer(dir, options);
    api = new Api(second.url);
    const record = await api.record(id);
    const stored = (record.moves as { seat: number; move: string }[]).map(
      (m) => `${m.seat} ${m.move}`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(lastSeen);
    for (const [seq, move] of acknowledged) expect(stored[seq - 1]).toBe(move);
    expect(record.seed).toBeUndefined();

    // Reconnect with the last number seen: the missed moves come in order, then play goes on.
    const since = plays[0]!.seq();
    const again = await joinGame(second.url, id, ada.secret, since);
    expect(again.welcome.seq).toBeGreaterThanOrEqual(lastSeen);
    expect(again.welcome.missed?.map((m) => m.seq)).toEqual(
      Array.from({ length: again.welcome.seq - since }, (_, i) => since + 1 + i),
    );
    const benAgain = await joinGame(second.url, id, ben.secret, plays[1]!.seq());
    const rest = [playSeat(again.client, 'ada'), playSeat(benAgain.client, 'ben')];
    expect(await Promise.all(rest.map((p) => p.done))).toEqual(['over', 'over']);
    const last = again.client.latest((m): m is MovedMessage => m.type === 'moved');
    expect(last?.view.decision).toBeNull();

    const final = parseRecord(await api.record(id));
    if (!final.ok) throw new Error(final.error.message);
    const replayed = replay(final.value);
    expect(replayed.ok && replayed.value.failure === null).toBe(true);
    for (const [seq, move] of acknowledged) {
      const m = final.value.moves[seq - 1]!;
      expect(`${m.seat} ${m.move}`).toBe(move);
    }
    await Promise.all([again.client.close(), benAgain.client.close()]);
    expect(await second.kill('SIGTERM')).toBe(0);
  });
});
