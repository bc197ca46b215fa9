/**
 * The social side of every store (memory, SQLite, PostgreSQL), one contract: chat lines numbered
 * per game (two writers racing get different numbers), the newest lines of a channel, read marks
 * that never go back, mutes, absences, notice settings, push subscriptions (the newest ten per
 * player, removal of one's own only), one mail slot per game and person per gap, and server keys
 * whose first writer wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_OPTIONS } from '@tnt/protocol';
import { MemoryStore } from '../src/store/memory.ts';
import { openStore } from '../src/store/open.ts';
import { MAX_PUSH_SUBSCRIPTIONS, type NewChatLine } from '../src/store/social-types.ts';
import type { GameStore } from '../src/store/types.ts';
import { usePostgresStores } from './helpers/postgres-stores.ts';

const line = (text: string, extra: Partial<NewChatLine> = {}): NewChatLine => ({
  channel: 'players',
  playerId: 'p1',
  playerName: 'Ada',
  seat: 0,
  text,
  phrase: null,
  at: 1_800_000_000_000,
  ...extra,
});

async function withGame(store: GameStore, id: string): Promise<void> {
  await store.createPlayer({ id: 'p1', name: 'Ada', secretHash: `h-${id}`, createdAt: 1 });
  await store.createGame({
    game: {
      id,
      options: { players: 2 },
      seed: 's',
      mode: 'async',
      turnSeconds: null,
      status: 'playing',
      decisionSeat: 0,
      createdBy: 'p1',
      createdAt: 1,
      chat: { spectators: false, record: true },
      undo: true,
      hints: true,
    },
    seats: [
      { seat: 0, kind: 'human', bot: null, playerId: 'p1' },
      { seat: 1, kind: 'human', bot: null, playerId: null },
    ],
  });
}

function contract(open: () => Promise<GameStore>): void {
  let store: GameStore;
  beforeAll(async () => {
    store = await open();
    await withGame(store, 'g1');
  });
  afterAll(async () => {
    await store.close();
  });

  it('keeps a game’s chat options', async () => {
    expect((await store.loadGame('g1'))?.game.chat).toEqual({ spectators: false, record: true });
    expect(DEFAULT_CHAT_OPTIONS).toEqual({ spectators: true, record: false });
  });

  it('numbers chat lines per game, races included, and gives the newest of a channel', async () => {
    const social = store.social;
    expect(await social.appendChat('g1', line('first'))).toBe(1);
    const spectator = line('aside', { channel: 'spectators', seat: null, playerId: 'p9' });
    expect(await social.appendChat('g1', spectator)).toBe(2);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => social.appendChat('g1', line(`race ${i}`))),
    );
    expect([...racing].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    const newest = await social.chatLines('g1', 'players', 3);
    expect(newest.map((l) => l.id)).toEqual([8, 9, 10]);
    const [aside] = await social.chatLines('g1', 'spectators', 10);
    expect(aside).toEqual({ ...spectator, id: 2 });
    const phrase = line('', { text: null, phrase: 'good-game' });
    await social.appendChat('g1', phrase);
    expect((await social.chatLines('g1', 'players', 1))[0]).toEqual({ ...phrase, id: 11 });
  });

  it('moves read marks forward only, and keeps mutes per identity', async () => {
    const social = store.social;
    expect(await social.readMark('g1', 'p1')).toBe(0);
    expect(await social.setReadMark('g1', 'p1', 5)).toBe(5);
    expect(await social.setReadMark('g1', 'p1', 3)).toBe(5);
    expect(await social.readMark('g1', 'p2')).toBe(0);
    await social.setMuted('p1', 'p3', true);
    await social.setMuted('p1', 'p2', true);
    await social.setMuted('p1', 'p2', true);
    expect(await social.mutedBy('p1')).toEqual(['p2', 'p3']);
    await social.setMuted('p1', 'p3', false);
    expect(await social.mutedBy('p1')).toEqual(['p2']);
    expect(await social.mutedBy('p2')).toEqual([]);
  });

  it('keeps absences and notice settings', async () => {
    const social = store.social;
    await social.setAbsence('g1', 1, 500);
    await social.setAbsence('g1', 0, null);
    await social.setAbsence('g1', 1, 900);
    expect(await social.absences('g1')).toEqual([
      { seat: 0, absentSince: null },
      { seat: 1, absentSince: 900 },
    ]);
    expect(await social.noticeSettings('p1')).toBeNull();
    const settings = { browser: false, push: true, email: true, address: 'ada@example.org' };
    await social.saveNoticeSettings('p1', settings);
    await social.saveNoticeSettings('p1', { ...settings, push: false });
    expect(await social.noticeSettings('p1')).toEqual({ ...settings, push: false });
  });

  it('keeps the newest push subscriptions, and removes only one’s own', async () => {
    const social = store.social;
    const sub = (n: number, playerId = 'p1') => ({
      endpoint: `https://push.example.org/${n}`,
      playerId,
      p256dh: 'k',
      auth: 'a',
      createdAt: n,
    });
    for (let n = 1; n <= MAX_PUSH_SUBSCRIPTIONS + 2; n++) await social.addPushSubscription(sub(n));
    const kept = await social.pushSubscriptions('p1');
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept[0]?.endpoint).toBe(`https://push.example.org/${MAX_PUSH_SUBSCRIPTIONS + 2}`);
    await social.removePushSubscription('https://push.example.org/12', 'p2');
    expect(await social.pushSubscriptions('p1')).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    await social.removePushSubscription('https://push.example.org/12', 'p1');
    await social.removePushSubscription('https://push.example.org/11', null);
    expect(await social.pushSubscriptions('p1')).toHaveLength(MAX_PUSH_SUBSCRIPTIONS - 2);
    // The same device signed in as another player now belongs to that player.
    await social.addPushSubscription(sub(10, 'p2'));
    expect((await social.pushSubscriptions('p2')).map((s) => s.endpoint)).toEqual([
      'https://push.example.org/10',
    ]);
  });

  it('gives one mail slot per game and person per gap, also to racing takers', async () => {
    const social = store.social;
    const takes = await Promise.all(
      Array.from({ length: 5 }, () => social.takeMailSlot('g1', 'p1', 10_000, 3_600_000)),
    );
    expect(takes.filter(Boolean)).toHaveLength(1);
    expect(await social.takeMailSlot('g2', 'p1', 10_000, 3_600_000)).toBe(true);
    expect(await social.takeMailSlot('g1', 'p2', 10_000, 3_600_000)).toBe(true);
    expect(await social.takeMailSlot('g1', 'p1', 3_609_999, 3_600_000)).toBe(false);
    expect(await social.takeMailSlot('g1', 'p1', 3_610_000, 3_600_000)).toBe(true);
  });

  it('keeps the first value of a server key', async () => {
    const [a, b] = await Promise.all([
      store.social.initServerKey('vapid', 'one'),
      store.social.initServerKey('vapid', 'two'),
    ]);
    expect(a).toBe(b);
    expect(await store.social.initServerKey('vapid', 'three')).toBe(a);
  });
}

describe('the memory store', () => {
  contract(() => Promise.resolve(new MemoryStore()));
});

describe('the SQLite store', () => {
  contract(() => openStore('sqlite::memory:'));
});

describe('the PostgreSQL store', () => {
  const pg = usePostgresStores();
  contract(pg.open);
});
