/**
 * Recording a finished game's result (ratings/recorder.ts):
 * - a game a room tells is recorded from what the room holds (its row, seats, moves and scores),
 *   without reading or replaying the store's copy, and once;
 * - the heartbeat's sweep leaves a game that ended within its grace to the node that told it (so
 *   that many games ending at once are not replayed on the event loop twice), takes it once the
 *   grace is over, and a node's first sweep takes it at once (no room of that node can tell it);
 * - a sweep that fails (a corrupted page) is logged once per kind of failure, without a stack,
 *   and makes health `degraded` until a sweep works again.
 */
import { describe, expect, it, vi } from 'vitest';
import { heuristicBot, playMatch } from '@tnt/bots';
import { moveToText, scoreSheet } from '@tnt/engine';
import { rebuild } from '../src/games/rebuild.ts';
import { health } from '../src/health.ts';
import { seedOf } from '../src/ratings/bot-seeds.ts';
import { ResultRecorder } from '../src/ratings/recorder.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { ReadWatchedStore } from '../src/store/read-watch.ts';
import type { StoredGame } from '../src/store/types.ts';
import { botSeat, liveGameInPlay } from './helpers/stored-game.ts';

const GRACE_MS = 10_000;
const quiet = { info: () => undefined, error: () => undefined };

/** A two-bot game played to its end in the store, its last move stored at `endedAt`. */
async function finishedGame(store: MemoryStore, id: string, endedAt: number): Promise<StoredGame> {
  const made = liveGameInPlay(
    id,
    [0, 1].map((seat) => ({ ...botSeat(seat), bot: 'heuristic' as const })),
  );
  await store.createGame(made);
  const { options, seed } = made.game;
  const match = playMatch({ options, seed }, [heuristicBot(`${id}/0`), heuristicBot(`${id}/1`)]);
  for (const [i, m] of match.moves.entries()) {
    const last = i === match.moves.length - 1;
    const row = { seq: i + 1, seat: m.seat, move: moveToText(m.move), by: 'bot', at: i } as const;
    await store.appendMove(
      id,
      { ...row, at: last ? endedAt : i },
      { status: last ? 'over' : 'playing', decisionSeat: last ? null : 0 },
    );
  }
  const stored = await store.loadGame(id);
  if (stored?.game.status !== 'over') throw new Error(`game ${id} did not end`);
  return stored;
}

function recorderAt(store: MemoryStore, now: { ms: number }): ResultRecorder {
  return new ResultRecorder({ store, log: quiet, seedOf, graceMs: GRACE_MS, now: () => now.ms });
}

describe('a game a room tells has ended', () => {
  it('is recorded from what the room holds, with no read of the store, and once', async () => {
    const store = new MemoryStore();
    const stored = await finishedGame(store, 'told', 5_000);
    const { state, events } = rebuild(stored);
    const reads = vi.spyOn(store, 'loadGame');
    const recorder = recorderAt(store, { ms: 5_000 });
    const told = { game: stored.game, seats: stored.seats, scores: scoreSheet(state), events };
    expect(await recorder.recordTold(told)).toBe(true);
    expect(await recorder.recordTold(told)).toBe(false);
    expect(reads).not.toHaveBeenCalled();
    expect(await store.ratings.recorded(['told'])).toEqual(new Set(['told']));
  });

  it('is not recorded when the row told is not over', async () => {
    const store = new MemoryStore();
    const stored = await finishedGame(store, 'early', 5_000);
    const { state, events } = rebuild(stored);
    const recorder = recorderAt(store, { ms: 5_000 });
    const game = { ...stored.game, status: 'playing' as const };
    const told = { game, seats: stored.seats, scores: scoreSheet(state), events };
    expect(await recorder.recordTold(told)).toBe(false);
    expect(await store.ratings.recorded(['early'])).toEqual(new Set());
  });
});

describe("the heartbeat's sweep", () => {
  it('leaves a game that just ended to its teller, and takes it after the grace', async () => {
    const store = new MemoryStore();
    await finishedGame(store, 'recent', 100_000);
    const now = { ms: 100_000 + GRACE_MS - 1 };
    const recorder = recorderAt(store, now);
    expect(await recorder.sweep()).toBe(0);
    expect(await store.ratings.recorded(['recent'])).toEqual(new Set());
    now.ms = 100_000 + GRACE_MS;
    expect(await recorder.sweep()).toBe(1);
    expect(await recorder.sweep()).toBe(0);
    expect(await store.ratings.recorded(['recent'])).toEqual(new Set(['recent']));
  });

  it("takes every unrecorded game at a node's start, however recent", async () => {
    const store = new MemoryStore();
    await finishedGame(store, 'orphan', 100_000);
    const recorder = recorderAt(store, { ms: 100_001 });
    expect(await recorder.sweep(true)).toBe(1);
    expect(await store.ratings.recorded(['orphan'])).toEqual(new Set(['orphan']));
  });
});

describe('a sweep that fails', () => {
  it('logs one line per kind of failure, without a stack, and says so in health until it works again', async () => {
    const store = new MemoryStore();
    await finishedGame(store, 'later', 1_000);
    const corrupt = Object.assign(new Error('database disk image is malformed\n    at …'), {
      code: 'SQLITE_CORRUPT',
    });
    const reads = vi.spyOn(store, 'gamesWithStatus').mockRejectedValue(corrupt);
    const lines: { fields: Record<string, unknown>; message: string | undefined }[] = [];
    const log = {
      info: (fields: object, message?: string) => lines.push({ fields: { ...fields }, message }),
      error: (fields: object, message?: string) => lines.push({ fields: { ...fields }, message }),
    };
    const recorder = new ResultRecorder({ store, log, seedOf, graceMs: 0, now: () => 10_000 });
    // Every heartbeat sweeps: five in a row fail, one line is written.
    for (let i = 0; i < 5; i++) expect(await recorder.sweep()).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toEqual({
      kind: 'SQLITE_CORRUPT',
      reason: 'database disk image is malformed',
    });
    expect(recorder.problems()).toEqual(['the results sweep fails (SQLITE_CORRUPT)']);
    const bus = { kind: 'local', up: true } as never;
    const said = health({
      node: 'n',
      store: new ReadWatchedStore(store),
      storeUp: true,
      bus,
      games: 0,
      sockets: 0,
      damagedGames: 0,
      failing: recorder.problems(),
    });
    expect(said).toMatchObject({
      status: 'degraded',
      problems: ['the results sweep fails (SQLITE_CORRUPT)'],
    });
    // The store is whole again: the sweep records, says so once, and health is ok.
    reads.mockRestore();
    expect(await recorder.sweep()).toBe(1);
    expect(recorder.problems()).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ fields: { failures: { SQLITE_CORRUPT: 5 } } });
  });
});
