/**
 * Coming back: a client that lost its socket reconnects with the last sequence number it saw and
 * gets exactly the moves it missed, then plays on. A player who leaves a live game for longer than
 * the grace period is played by a bot until they return; then they play their seat again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { GameMessage, MovedMessage, NewPlayer } from '@tnt/protocol';
import { playSeat } from './helpers/seat-player.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { shownMove } from './helpers/move-text.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    db: 'memory',
    rateLimit: { burst: 1000, perSecond: 1000 },
    play: { disconnectGraceMs: 300, botDelayMs: 0, standInBot: 'heuristic' },
  });
});
afterAll(async () => {
  await harness.stop();
});

async function twoPlayerGame(
  bots: number,
  turnSeconds: number | null = null,
): Promise<{ id: string; ada: NewPlayer; ben: NewPlayer }> {
  const ada = await harness.api.player('Ada');
  const ben = await harness.api.player('Ben');
  const seats = [
    { kind: 'human' },
    { kind: 'human' },
    ...Array.from({ length: bots }, () => ({ kind: 'bot', bot: 'heuristic' })),
  ];
  const created = await harness.api.createGame(ada, {
    options: { players: seats.length, expansions: ['offices'], startingPlayer: 0 },
    seats,
    turnSeconds,
  });
  await harness.api.join(ben, created.game.id, 1);
  return { id: created.game.id, ada, ben };
}

describe('reconnecting with the last sequence number seen', () => {
  it('sends exactly the moves missed, in order, and the game goes on', async () => {
    const { id, ada, ben } = await twoPlayerGame(1);
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const adaPlay = playSeat(a.client, 'ada', (seq) => seq >= 30);
    const benPlay = playSeat(b.client, 'ben');
    expect(await adaPlay.done).toBe('stopped');
    const since = adaPlay.seq();
    await a.client.close();
    // Ben and the bot play on while Ada is away (and, once her seat has been awaited for the
    // grace period, a stand-in for her): she misses at least one move.
    await b.client.next((m) => m.type === 'moved' && m.seq > since);
    const back = await harness.connect(id, ada, since);
    const missed = back.welcome.missed!;
    expect(missed.map((m) => m.seq)).toEqual(
      Array.from({ length: back.welcome.seq - since }, (_, i) => since + 1 + i),
    );
    // What she missed is what Ben saw.
    const benSaw = new Map(
      b.client.messages.flatMap((m) => (m.type === 'moved' ? [[m.seq, shownMove(m)]] : [])),
    );
    for (const m of missed) expect(shownMove(m)).toBe(benSaw.get(m.seq));
    expect(back.welcome.view.viewer).toBe(0);
    const rest = playSeat(back.client, 'ada');
    expect(await Promise.all([rest.done, benPlay.done])).toEqual(['over', 'over']);
    // Too far back (or ahead) to list: a fresh view only.
    const fresh = await harness.connect(id, ada, back.welcome.seq + 1000);
    expect(fresh.welcome.missed).toBeNull();
    await Promise.all([back.client.close(), b.client.close(), fresh.client.close()]);
  });

  it('answers sync with the missed moves and a fresh view on the same socket', async () => {
    const { id, ada, ben } = await twoPlayerGame(0);
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const plays = [
      playSeat(a.client, 'ada', (s) => s >= 12),
      playSeat(b.client, 'ben', (s) => s >= 12),
    ];
    await Promise.all(plays.map((p) => p.done));
    b.client.send({ type: 'sync', since: 10, ref: 'r1' });
    const welcome = await b.client.next((m) => m.type === 'welcome' && m.ref === 'r1');
    expect(welcome.type === 'welcome' && welcome.missed?.map((m) => m.seq)).toEqual(
      Array.from({ length: plays[1]!.seq() - 10 }, (_, i) => 11 + i),
    );
    await Promise.all([a.client.close(), b.client.close()]);
  });
});

describe('a player who leaves a live game', () => {
  it('is played by a bot after the grace period, until they return', async () => {
    const { id, ada, ben } = await twoPlayerGame(0);
    const watcher = await harness.connect(id);
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const adaPlay = playSeat(a.client, 'ada', (seq) => seq >= 10);
    const benPlay = playSeat(b.client, 'ben');
    await adaPlay.done;
    await a.client.close();
    const away = await watcher.client.next<GameMessage>(
      (m) => m.type === 'game' && m.game.seats[0]!.standIn,
    );
    expect(away.game.seats[0]!.connected).toBe(false);
    // The stand-in makes some of Ada's moves while she is away.
    await watcher.client.next((m) => m.type === 'moved' && m.seat === 0 && m.by === 'stand-in');
    const back = await harness.connect(id, ada, adaPlay.seq());
    expect(back.welcome.game.seats[0]!.standIn).toBe(false);
    const returned = back.welcome.seq;
    const rest = playSeat(back.client, 'ada');
    expect(await Promise.all([rest.done, benPlay.done])).toEqual(['over', 'over']);
    const after = watcher.client.messages.flatMap((m) =>
      m.type === 'moved' && m.seq > returned + 1 && m.seat === 0 ? [m.by] : [],
    );
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after)).toEqual(new Set(['player']));
    await Promise.all([back.client.close(), b.client.close(), watcher.client.close()]);
  });
});

describe('a player whose time runs out while connected', () => {
  it('is played by a bot until they say they are back', async () => {
    const { id, ada, ben } = await twoPlayerGame(0, 1);
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const benPlay = playSeat(b.client, 'ben');
    // Ada does nothing: after a second, a bot plays for her.
    await a.client.next((m) => m.type === 'moved' && m.seat === 0 && m.by === 'stand-in');
    a.client.send({ type: 'back' });
    await a.client.next((m) => m.type === 'game' && !m.game.seats[0]!.standIn);
    const since = a.client.latest((m): m is MovedMessage => m.type === 'moved')!.seq;
    const adaPlay = playSeat(a.client, 'ada');
    expect(await Promise.all([adaPlay.done, benPlay.done])).toEqual(['over', 'over']);
    const makers = a.client.messages.flatMap((m) =>
      m.type === 'moved' && m.seat === 0 && m.seq > since + 1 ? [m.by] : [],
    );
    expect(makers.length).toBeGreaterThan(10);
    expect(makers.filter((by) => by === 'player').length).toBeGreaterThan(makers.length / 2);
    // A spectator has no seat to come back to.
    const watcher = await harness.connect(id);
    watcher.client.send({ type: 'back' });
    expect((await watcher.client.nextError()).code).toBe('ERR_SPECTATOR');
    await Promise.all([a.client.close(), b.client.close(), watcher.client.close()]);
  });
});
