/**
 * Starting, saving, resuming and replaying local games: the start page's choices become engine
 * options the engine accepts, a saved record resumes at the same position, and a replay rebuilds
 * every state of a record (stopping before a move that does not make sense).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPANSIONS, createGame, moveToText } from '@tnt/engine';
import {
  movesOfRecord,
  playersOfRecord,
  resumeLocal,
  setupOf,
  type NewGame,
} from '../src/game/session.ts';
import {
  addFinished,
  listFinished,
  loadCurrent,
  saveCurrent,
  KEEP_FINISHED,
} from '../src/game/storage.ts';
import { createLocalGame, type SavedRecord } from '../src/game/local.ts';
import { buildReplay } from '../src/pages/replay-model.ts';
import { OPENING, OPENING_MOVES, deal } from './positions.ts';

/** A Storage kept in memory, as the browser's localStorage behaves. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** No seat of these games is a bot, so no worker may be asked for. */
const noBots = (): never => {
  throw new Error('no bot seat: no worker');
};

const nodeStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});
// The unit tier's files share a worker (vitest.config.ts): the stand-in storage goes with them.
afterAll(() => {
  if (nodeStorage) Object.defineProperty(globalThis, 'localStorage', nodeStorage);
  else delete (globalThis as { localStorage?: unknown }).localStorage;
});

const CHOICE: NewGame = {
  seats: [
    { name: 'Anna', bot: null },
    { name: 'Bot', bot: 'search:easy' },
    { name: ' ', bot: null },
  ],
  expansions: [],
  baseRules: false,
  allProvinces: 'every-province',
};

describe('the start page choices', () => {
  it('become options the engine takes: players, the all-provinces reading (R1)', () => {
    const setup = setupOf(CHOICE, 'seed');
    expect(setup.options).toEqual({ players: 3, rules: { allProvinces: 'every-province' } });
    const made = createGame(setup);
    expect(made.ok && made.value.rules.allProvinces).toBe('every-province');
  });

  it('take every combination of expansions, and the base-rules variant only with Power and Glory', () => {
    for (let mask = 0; mask < 8; mask++) {
      const expansions = EXPANSIONS.filter((_, i) => (mask & (1 << i)) !== 0);
      for (const baseRules of [false, true]) {
        const setup = setupOf({ ...CHOICE, expansions, baseRules }, 'seed');
        const pg = expansions.includes('power-and-glory');
        expect(setup.options.variant).toBe(pg && baseRules ? 'base-rules' : undefined);
        const made = createGame(setup);
        expect(made.ok, `${expansions.join('+')} ${baseRules}`).toBe(true);
        if (made.ok) expect(made.value.rules.horses).toBe(pg && !baseRules);
      }
    }
  });
});

function playedGame(): SavedRecord {
  const made = createLocalGame(
    { options: { players: 2, startingPlayer: 0 }, seed: 'web tests', supplyOrder: deal(OPENING) },
    [
      { seat: 0, name: 'Anna', bot: null },
      { seat: 1, name: 'Ben', bot: null },
    ],
    null,
  );
  if (!made.ok) throw new Error(made.error.message);
  const moves = movesOfRecord({
    ...made.value.record(),
    moves: OPENING_MOVES.map(([seat, move]) => ({ seat, move })),
  });
  if (!moves.ok) throw new Error(`move ${moves.error}`);
  expect(made.value.restore(moves.value).ok).toBe(true);
  return made.value.record();
}

describe('saving and resuming', () => {
  it('keeps the game under way and resumes it at the same position, names and all', () => {
    const record = playedGame();
    saveCurrent(record);
    const saved = loadCurrent();
    expect(saved).toEqual(record);
    const resumed = resumeLocal(saved!, noBots);
    expect(resumed?.seq).toBe(OPENING_MOVES.length);
    expect(resumed?.players.map((p) => p.name)).toEqual(['Anna', 'Ben']);
    expect(resumed?.view(null).decision).toEqual({ seat: 0, step: 'draw' });
  });

  it('ignores what is not a record', () => {
    localStorage.setItem('tnt.current', '{"format":"something else"}');
    expect(loadCurrent()).toBeNull();
    localStorage.setItem('tnt.current', 'not json');
    expect(loadCurrent()).toBeNull();
  });

  it(`keeps the last ${KEEP_FINISHED} finished games, newest first`, () => {
    const record = playedGame();
    for (let i = 0; i < KEEP_FINISHED + 3; i++) addFinished(record, 1000 + i);
    const list = listFinished();
    expect(list).toHaveLength(KEEP_FINISHED);
    expect(list[0]?.at).toBe(1000 + KEEP_FINISHED + 2);
  });

  it('names the seats of a record without names by number', () => {
    const bare = { ...playedGame(), seats: undefined };
    expect(playersOfRecord(bare).map((p) => [p.name, p.bot])).toEqual([
      ['#1', null],
      ['#2', null],
    ]);
  });
});

describe('a replay', () => {
  it('rebuilds every state of a record, with its log', () => {
    const record = playedGame();
    const built = buildReplay(record);
    if (!built.ok) throw new Error(built.error);
    const replay = built.value;
    expect(replay.length).toBe(record.moves.length);
    expect(replay.brokenAt).toBeNull();
    expect(replay.log.map((e) => (e.move === null ? null : moveToText(e.move)))).toEqual(
      record.moves.map((m) => m.move),
    );
    expect(replay.viewAt(0, null).turn).toBe(1);
    // The last state is the one the game itself reached.
    expect(replay.viewAt(replay.length, 0)).toEqual(resumeLocal(record, noBots)?.view(0));
  });

  it('stops before the first move that does not make sense', () => {
    const record = playedGame();
    const broken = { ...record, moves: [...record.moves.slice(0, 3), { seat: 1, move: 'draw 1' }] };
    const built = buildReplay(broken);
    expect(built.ok && built.value.brokenAt).toBe(4);
    expect(built.ok && built.value.length).toBe(3);
  });
});
