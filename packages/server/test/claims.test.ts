/**
 * Claims of games by nodes (issue: scale-out: "Bots and turn deadlines are claimed through the
 * database so that exactly one node acts on each, and another node takes over when the one that
 * claimed it dies"): the keeper of each node, on a shared store with a clock of its own.
 */
import { describe, expect, it } from 'vitest';
import { ClaimKeeper } from '../src/games/claims.ts';
import { MemoryStore } from '../src/store/memory.ts';
import type { NewGame } from '../src/store/types.ts';
import { botSeat, humanSeat, liveGameInPlay } from './helpers/stored-game.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A live game in play with a bot: it acts alone, so some node must hold it. */
const liveGame = (id: string): NewGame => liveGameInPlay(id, [humanSeat(0), botSeat(1)]);

function cluster(): {
  store: MemoryStore;
  clock: { now: number };
  node: (n: string) => ClaimKeeper;
} {
  const store = new MemoryStore();
  const clock = { now: 1_000 };
  return {
    store,
    clock,
    node: (name) => new ClaimKeeper(store, name, 10_000, silent, () => clock.now),
  };
}

describe('claims of games', () => {
  it('gives a game to exactly one node of several that claim it at once', async () => {
    const { store, node } = cluster();
    await store.createGame(liveGame('g1'));
    const nodes = ['a', 'b', 'c'].map(node);
    const won = await Promise.all(nodes.map((n) => n.claim('g1')));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(nodes.filter((n) => n.holds('g1'))).toHaveLength(1);
  });

  it('lets another node take over a game once its holder stops renewing (it died)', async () => {
    const { store, clock, node } = cluster();
    await store.createGame(liveGame('g1'));
    const [a, b] = [node('a'), node('b')];
    expect(await a.claim('g1')).toBe(true);
    clock.now += 5_000;
    expect(await b.takeOver(10)).toEqual([]);
    expect(await a.renew()).toEqual(['g1']);
    // a renews no more: ten seconds later its claim has lapsed, and b takes the game.
    clock.now += 10_000;
    expect(a.holds('g1')).toBe(false);
    expect(await b.takeOver(10)).toEqual(['g1']);
    expect(b.holds('g1')).toBe(true);
    // a comes back: the game is b's now.
    expect(await a.renew()).toEqual([]);
    expect(await a.claim('g1')).toBe(false);
  });

  it('stops acting when the store cannot renew its claims, once they lapse', async () => {
    const { store, clock, node } = cluster();
    await store.createGame(liveGame('g1'));
    const a = node('a');
    expect(await a.claim('g1')).toBe(true);
    const renew = store.renewClaims.bind(store);
    store.renewClaims = () => Promise.reject(new Error('the database does not answer'));
    clock.now += 3_000;
    expect(await a.renew()).toEqual(['g1']);
    expect(a.storeUp).toBe(false);
    clock.now += 7_000;
    expect(await a.renew()).toEqual([]);
    expect(a.holds('g1')).toBe(false);
    store.renewClaims = renew;
    expect(await a.claim('g1')).toBe(true);
    expect(await a.renew()).toEqual(['g1']);
    expect(a.storeUp).toBe(true);
  });

  it('gives its games up when the node stops, so that others need not wait', async () => {
    const { store, node } = cluster();
    await store.createGame(liveGame('g1'));
    await store.createGame(liveGame('g2'));
    const [a, b] = [node('a'), node('b')];
    expect(await a.takeOver(10)).toEqual(['g1', 'g2']);
    expect(await b.takeOver(10)).toEqual([]);
    await a.releaseAll();
    expect((await b.takeOver(10)).sort()).toEqual(['g1', 'g2']);
  });
});
