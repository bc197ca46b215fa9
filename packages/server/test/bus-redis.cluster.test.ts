/**
 * What only the Redis bus has to face, against a throwaway redis-server: messages on a game's
 * channel that no node sent (garbage, wrong shapes, another game's event) are counted, logged and
 * ignored; a handler that throws does not stop the bus; a Redis that cannot be reached at the
 * start is a clear error that shows no password; closing never throws, even with Redis gone; and
 * ioredis itself subscribes again after a restart (`autoResubscribe`), which the bus relies on.
 * What every bus does (delivery, routing, outages) is in bus.cluster.test.ts.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openBus } from '../src/bus/open.ts';
import { CHANNEL_PREFIX, RedisBus } from '../src/bus/redis.ts';
import type { BusEvent, ChangedEvent, MovedEvent } from '../src/bus/types.ts';
import { freePort } from './services/free-port.ts';
import { startRedis, type ThrowawayRedis } from './services/redis.ts';

let redis: ThrowawayRedis;
/** Raw clients of the tests, closed at the end. */
const raw: Redis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const client of raw) client.disconnect();
  await redis.remove();
});

function rawClient(): Redis {
  const client = new Redis(redis.url, {
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  client.on('error', () => undefined);
  raw.push(client);
  return client;
}

/** Waits (at most 60 s) until `ready()` holds; a bound for a failing test, not a measure. */
async function until(what: string, ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const changed = (game: string, node: string): ChangedEvent => ({ type: 'changed', game, node });
const moved = (game: string, node: string, seq: number): MovedEvent => ({
  type: 'moved',
  game,
  node,
  seq,
  seat: 1,
  move: 'draw supply',
  by: 'stand-in',
});

test('messages that are not valid events of the channel are counted, logged and ignored', async () => {
  const logs: string[] = [];
  const bus = await RedisBus.connect({ url: redis.url, node: 'n1', log: (m) => logs.push(m) });
  const seen: BusEvent[] = [];
  await bus.subscribe('bad', (event) => seen.push(event));
  const channel = `${CHANNEL_PREFIX}bad`;
  const garbage = [
    'not json',
    '',
    'null',
    '[1,2]',
    '{}',
    '{"type":"moved","game":"bad","node":"n2"}',
    JSON.stringify({ ...moved('bad', 'n2', 1), seat: -1 }),
    JSON.stringify({ ...moved('bad', 'n2', 1), by: 'ghost' }),
    JSON.stringify({ type: 'joined', game: 'bad', node: 'n2' }),
    JSON.stringify(changed('other', 'n2')),
    JSON.stringify({ ...changed('bad', 'n2'), pad: 'x'.repeat(10_000) }),
  ];
  const publisher = rawClient();
  for (const text of garbage) await publisher.publish(channel, text);
  // The node's own event, sent by someone else: dropped as its own, not counted as invalid.
  await publisher.publish(channel, JSON.stringify(changed('bad', 'n1')));
  // An unknown field is dropped, not refused: a newer node may add one.
  await publisher.publish(channel, JSON.stringify({ ...moved('bad', 'n2', 7), later: true }));
  await until('the valid event', () => seen.length === 1);

  expect(seen).toEqual([moved('bad', 'n2', 7)]);
  expect(bus.invalid).toBe(garbage.length);
  expect(logs).toHaveLength(garbage.length);
  expect(logs[0]).toBe('event bus: ignored a message on tnt:game:bad (not JSON): not json');
  expect(logs[9]).toMatch(/\(an event of game "other"\)/);
  expect(logs[10]).toMatch(/more than 8192\): \{.{100,140}…$/);
  expect(bus.up).toBe(true);
  await bus.close();
});

test('a handler that throws is logged, and the bus goes on delivering', async () => {
  const logs: string[] = [];
  const [a, b] = await Promise.all([
    RedisBus.connect({ url: redis.url, node: 'n1' }),
    RedisBus.connect({ url: redis.url, node: 'n2', log: (m) => logs.push(m) }),
  ]);
  const seen: BusEvent[] = [];
  await b.subscribe('throws', (event) => {
    if (event.type === 'changed') throw new Error('the room broke');
    seen.push(event);
  });
  await a.publish(changed('throws', 'n1'));
  await a.publish(moved('throws', 'n1', 1));
  await until('the move after the failed handler', () => seen.length === 1);
  expect(logs).toEqual(['event bus: the handler of game throws threw: the room broke']);
  expect(b.up).toBe(true);
  await Promise.all([a.close(), b.close()]);
});

test('openBus opens the Redis bus of a redis:// URL', async () => {
  const bus = await openBus(redis.url, 'n1');
  expect(bus).toBeInstanceOf(RedisBus);
  expect([bus.kind, bus.up]).toEqual(['redis', true]);
  await bus.close();
});

test('a Redis that cannot be reached is a clear error at the start, without the password', async () => {
  const port = await freePort(); // nothing listens there
  const error = await openBus(`redis://:hunter2@127.0.0.1:${port}`, 'n1').then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  const { message } = error as Error;
  expect(message).toMatch(
    new RegExp(`^cannot reach Redis at 127\\.0\\.0\\.1:${port} for the event bus: `),
  );
  expect(message).not.toContain('hunter2');
});

test('close never throws: with Redis gone, and twice', async () => {
  const logs: string[] = [];
  const bus = await RedisBus.connect({ url: redis.url, node: 'n1', log: (m) => logs.push(m) });
  await bus.subscribe('g1', () => undefined);
  await redis.stop();
  await until('the bus to see Redis gone', () => !bus.up);
  await expect(bus.close()).resolves.toBeUndefined();
  await expect(bus.close()).resolves.toBeUndefined();
  await redis.start();
  expect(logs[0]).toMatch(/^event bus down: lost the connection to Redis at 127\.0\.0\.1:\d+/);
});

test('ioredis subscribes again by itself after Redis restarts (autoResubscribe)', async () => {
  const subscriber = rawClient();
  const publisher = rawClient();
  const seen: string[] = [];
  subscriber.on('message', (_channel: string, text: string) => seen.push(text));
  await subscriber.subscribe('resubscribe');
  await redis.stop();
  await until('the subscriber to see Redis gone', () => subscriber.status !== 'ready');
  await redis.start();
  await until('the subscriber to be back', () => subscriber.status === 'ready');
  // Commands of one connection run in order: once PING is answered, the SUBSCRIBE that ioredis
  // sent on its own when it got ready has been done.
  await subscriber.ping();
  await publisher.publish('resubscribe', 'after');
  await until('the message after the restart', () => seen.length === 1);
  expect(seen).toEqual(['after']);
});
