/**
 * The event bus between server nodes, as the nodes see it, checked once and run against both
 * buses that carry events: the memory hub (nodes in one process) and Redis (a throwaway
 * redis-server, stopped and started again for the outages). Events reach the other nodes
 * subscribed to the game, in order, never the publisher's own node; an outage makes the bus say
 * it is down and refuse events, and when it is back, every subscription works again by itself and
 * `onReconnect` runs once. Also: the local bus of a single node, and `openBus`.
 *
 * "Did not arrive" is shown with a barrier: a later event on the same path that did arrive (both
 * buses deliver in order).
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BusDownError } from '../src/bus/down.ts';
import { LocalBus } from '../src/bus/local.ts';
import { MemoryBusHub } from '../src/bus/memory.ts';
import { openBus } from '../src/bus/open.ts';
import { CHANNEL_PREFIX, RedisBus } from '../src/bus/redis.ts';
import type {
  BusEvent,
  ChangedEvent,
  EventBus,
  MovedEvent,
  PresenceEvent,
} from '../src/bus/types.ts';
import { startRedis, type ThrowawayRedis } from './services/redis.ts';

/** Nodes on one bus, and its outages. */
interface Cluster {
  node(id: string): Promise<EventBus>;
  /** The bus goes away (Redis stops). */
  outage(): Promise<void>;
  /** The bus is back (Redis starts again on the same port). */
  restore(): Promise<void>;
  /** Redis only: how many connections Redis itself has subscribed to the game's channel. */
  subscribers(game: string): Promise<number | null>;
  close(): Promise<void>;
}

function memoryCluster(): Cluster {
  const hub = new MemoryBusHub();
  const nodes: EventBus[] = [];
  return {
    node(id) {
      const bus = hub.node(id);
      nodes.push(bus);
      return Promise.resolve(bus);
    },
    outage() {
      hub.down();
      return Promise.resolve();
    },
    restore() {
      hub.up();
      return Promise.resolve();
    },
    subscribers: () => Promise.resolve(null),
    async close() {
      await Promise.all(nodes.map((bus) => bus.close()));
    },
  };
}

function redisCluster(redis: ThrowawayRedis): Cluster {
  const nodes: EventBus[] = [];
  return {
    async node(id) {
      const bus = await RedisBus.connect({ url: redis.url, node: id });
      nodes.push(bus);
      return bus;
    },
    outage: () => redis.stop(),
    restore: () => redis.start(),
    async subscribers(game) {
      const client = new Redis(redis.url);
      try {
        const reply = (await client.call('PUBSUB', 'NUMSUB', CHANNEL_PREFIX + game)) as unknown[];
        return Number(reply[1]);
      } finally {
        client.disconnect();
      }
    },
    async close() {
      await Promise.all(nodes.map((bus) => bus.close()));
      if (!redis.running) await redis.start();
    },
  };
}

/** Waits (at most 60 s) until `ready()` holds; a bound for a failing test, not a measure. */
async function until(what: string, ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Subscribes `bus` to each game; the events it receives, in order. */
async function listen(bus: EventBus, ...games: string[]): Promise<BusEvent[]> {
  const seen: BusEvent[] = [];
  for (const game of games) {
    await bus.subscribe(game, (event) => {
      seen.push(event);
    });
  }
  return seen;
}

let games = 0;
/** A game id of its own for each use: tests share one Redis. */
const newGame = (): string => `g${++games}`;

const moved = (game: string, node: string, seq: number): MovedEvent => ({
  type: 'moved',
  game,
  node,
  seq,
  seat: seq % 3,
  move: `draw supply ${seq}`,
  by: 'player',
});
const changed = (game: string, node: string): ChangedEvent => ({ type: 'changed', game, node });
const presence = (game: string, node: string): PresenceEvent => ({
  type: 'presence',
  game,
  node,
  sockets: [1, 0, 2],
  standIns: [false, true, false],
  deadline: 1_700_000_030_000,
  at: 1_700_000_000_000,
});

describe.each(['memory', 'redis'] as const)('the %s bus', (kind) => {
  let redis: ThrowawayRedis | null = null;
  let cluster: Cluster;

  beforeAll(async () => {
    if (kind === 'redis') redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.remove();
  });
  beforeEach(() => {
    cluster = redis === null ? memoryCluster() : redisCluster(redis);
  });
  afterEach(async () => {
    await cluster.close();
  });

  test('an event reaches the other nodes subscribed to its game, never its own node', async () => {
    const [a, b, c] = await Promise.all([
      cluster.node('n1'),
      cluster.node('n2'),
      cluster.node('n3'),
    ]);
    const game = newGame();
    const [atA, atB, atC] = await Promise.all([listen(a, game), listen(b, game), listen(c, game)]);
    expect([a.kind, a.up]).toEqual([kind, true]);

    const first = moved(game, 'n1', 1);
    await a.publish(first);
    await until('n2 and n3 to get the move', () => atB.length === 1 && atC.length === 1);
    // n1 gets n2's answer after its own move would have come, had it not been dropped.
    const second = presence(game, 'n2');
    await b.publish(second);
    await until('n1 and n3 to get the presence', () => atA.length === 1 && atC.length === 2);

    expect(atA).toEqual([second]);
    expect(atB).toEqual([first]);
    expect(atC).toEqual([first, second]);
  });

  test('events of one node arrive in the order it published them', async () => {
    const [a, b] = await Promise.all([cluster.node('n1'), cluster.node('n2')]);
    const game = newGame();
    const atB = await listen(b, game);
    await Promise.all(Array.from({ length: 30 }, (_, i) => a.publish(moved(game, 'n1', i + 1))));
    await until('30 events', () => atB.length === 30);
    expect(atB.map((event) => (event.type === 'moved' ? event.seq : 0))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  test('a node gets the events of the games it subscribed, and only those', async () => {
    const [a, b] = await Promise.all([cluster.node('n1'), cluster.node('n2')]);
    const [mine, other] = [newGame(), newGame()];
    const atB = await listen(b, mine);
    await a.publish(changed(other, 'n1'));
    await a.publish(moved(other, 'n1', 1));
    await a.publish(changed(mine, 'n1'));
    await until('the event of the subscribed game', () => atB.length === 1);
    expect(atB).toEqual([changed(mine, 'n1')]);
  });

  test('after unsubscribe a node gets no more of the game, and may subscribe again', async () => {
    const [a, b] = await Promise.all([cluster.node('n1'), cluster.node('n2')]);
    const [left, kept] = [newGame(), newGame()];
    const atB = await listen(b, left, kept);
    await b.unsubscribe(left);
    await b.unsubscribe('never-subscribed');
    expect(await cluster.subscribers(left)).toBe(kind === 'redis' ? 0 : null);
    await a.publish(changed(left, 'n1'));
    await a.publish(changed(kept, 'n1'));
    await until('the event of the kept game', () => atB.length === 1);
    expect(atB).toEqual([changed(kept, 'n1')]);

    const again = await listen(b, left);
    await a.publish(moved(left, 'n1', 2));
    await until('the event of the game subscribed again', () => again.length === 1);
    expect(again).toEqual([moved(left, 'n1', 2)]);
    expect(atB).toHaveLength(1);
  });

  test('publish refuses an invalid event, or one of another node, and sends nothing', async () => {
    const [a, b] = await Promise.all([cluster.node('n1'), cluster.node('n2')]);
    const game = newGame();
    const atB = await listen(b, game);
    await expect(a.publish({ ...moved(game, 'n1', 1), seq: 0 })).rejects.toThrow(
      /not a valid bus event: seq/,
    );
    await expect(a.publish({ ...changed(game, 'n1'), game: '' })).rejects.toThrow(/game/);
    await expect(a.publish(changed(game, 'n2'))).rejects.toThrow(
      'a bus event of node "n2" cannot be sent by node "n1"',
    );
    await expect(b.subscribe('', () => undefined)).rejects.toThrow(/game id/);
    await a.publish(moved(game, 'n1', 1));
    await until('the valid event', () => atB.length === 1);
    expect(atB).toEqual([moved(game, 'n1', 1)]);
  });

  test('down: up is false and publish rejects; back: up, onReconnect once, subscriptions work', async () => {
    const [a, b] = await Promise.all([cluster.node('n1'), cluster.node('n2')]);
    const [kept, addedWhileDown, droppedWhileDown] = [newGame(), newGame(), newGame()];
    const atB = await listen(b, kept, droppedWhileDown);
    const reconnects = { n1: 0, n2: 0 };
    a.onReconnect(() => void (reconnects.n1 += 1));
    b.onReconnect(() => void (reconnects.n2 += 1));

    for (const outage of [1, 2]) {
      await cluster.outage();
      await until('both nodes to see the bus down', () => !a.up && !b.up);
      const refused = a.publish(changed(kept, 'n1'));
      await expect(refused).rejects.toThrow(BusDownError);
      await expect(refused).rejects.toThrow(/^the event bus is down: /);
      if (outage === 1) {
        // Subscriptions made and dropped while the bus is down take effect when it is back.
        await b.subscribe(addedWhileDown, (event) => atB.push(event));
        await b.unsubscribe(droppedWhileDown);
      }
      expect(reconnects).toEqual({ n1: outage - 1, n2: outage - 1 });

      await cluster.restore();
      await until('both nodes to see the bus up', () => a.up && b.up);
      await until('onReconnect', () => reconnects.n1 === outage && reconnects.n2 === outage);

      const before = atB.length;
      await a.publish(moved(droppedWhileDown, 'n1', outage));
      await a.publish(moved(addedWhileDown, 'n1', outage));
      await a.publish(moved(kept, 'n1', outage));
      await until('the events after the outage', () => atB.length === before + 2);
      expect(atB.slice(before)).toEqual([
        moved(addedWhileDown, 'n1', outage),
        moved(kept, 'n1', outage),
      ]);
      // Once per outage, however many connections the bus has.
      expect(reconnects).toEqual({ n1: outage, n2: outage });
      // Redis itself has the subscriptions of now, not those of before the outage.
      const subscribers = await Promise.all(
        [kept, addedWhileDown, droppedWhileDown].map((game) => cluster.subscribers(game)),
      );
      expect(subscribers).toEqual(kind === 'redis' ? [1, 1, 0] : [null, null, null]);
    }
  });

  test('a closed bus refuses events, gets none, and closes again quietly', async () => {
    const [a, b, c] = await Promise.all([
      cluster.node('n1'),
      cluster.node('n2'),
      cluster.node('n3'),
    ]);
    const game = newGame();
    const [atB, atC] = await Promise.all([listen(b, game), listen(c, game)]);
    await b.close();
    await b.close();
    expect(b.up).toBe(false);
    await expect(b.publish(changed(game, 'n2'))).rejects.toThrow('the event bus is closed');
    await a.publish(changed(game, 'n1'));
    await until('n3 to get the event', () => atC.length === 1);
    expect(atB).toEqual([]);
  });
});

describe('the local bus', () => {
  test('is up, sends nothing and delivers nothing', async () => {
    const bus: EventBus = new LocalBus();
    const seen: BusEvent[] = [];
    await bus.subscribe('g1', (event) => seen.push(event));
    bus.onReconnect(() => seen.push(changed('reconnect', 'n1')));
    await bus.publish(changed('g1', 'n1'));
    await bus.publish(moved('g1', 'n2', 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([bus.kind, bus.up, seen]).toEqual(['local', true, []]);
    await bus.unsubscribe('g1');
    await bus.close();
  });
});

describe('openBus', () => {
  test('without a URL, the local bus', async () => {
    const bus = await openBus(undefined, 'n1');
    expect(bus).toBeInstanceOf(LocalBus);
  });

  test('refuses what is not a Redis URL, and a bad node id', async () => {
    await expect(openBus('http://user:secret@example.org', 'n1')).rejects.toThrow(
      'the event bus must be a redis:// or rediss:// URL, not http:… (leave it out for a single node)',
    );
    await expect(openBus('localhost:6379', 'n1')).rejects.toThrow(/redis:\/\//);
    await expect(openBus('', 'n1')).rejects.toThrow(/redis:\/\//);
    await expect(openBus(undefined, '')).rejects.toThrow(/node id/);
    await expect(openBus(undefined, 'x'.repeat(129))).rejects.toThrow(/node id/);
  });
});

describe('the memory hub', () => {
  test('has each node id once', () => {
    const hub = new MemoryBusHub();
    hub.node('n1');
    expect(() => hub.node('n1')).toThrow('the memory bus already has a node "n1"');
  });
});
