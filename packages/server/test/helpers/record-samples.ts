/**
 * Records fetched while a game is played: every `every` moves a spectator's socket sees, the
 * game's record is asked for over HTTP, as anyone could (no sign-in), for the leak check of what
 * a running game's record shows (leaks.ts, `recordViewLeaks`).
 *
 * @example
 * const samples = sampleRecords(watcher.client, harness.api, id);
 * // ... the game is played to its end ...
 * for (const served of await samples.taken()) expect(recordViewLeaks(served, record)).toEqual([]);
 */
import type { Api } from './api.ts';
import type { TestClient } from './client.ts';

export function sampleRecords(
  watcher: TestClient,
  api: Api,
  gameId: string,
  every = 10,
): { taken(): Promise<unknown[]> } {
  const fetched: Promise<unknown>[] = [];
  let last = 0;
  watcher.watch(() => {
    const latest = watcher.messages.at(-1);
    if (latest?.type === 'moved' && latest.seq >= last + every) {
      last = latest.seq;
      fetched.push(api.record(gameId));
    }
    return latest?.type === 'over';
  });
  return { taken: () => Promise.all(fetched) };
}
