/**
 * The answer of GET /api/health: the node, its store and bus, what it holds, and whether it is
 * whole. `ok` says that a game server answers (the web client offers online play on it);
 * `status` is `ok`, or `degraded` when part of the service fails, with `problems` saying what
 * in a sentence each: the store does not answer, the store fails reads (games cannot be loaded),
 * or a cluster's event bus is down. The answer is 200 either way: a degraded node still serves
 * what it can, and a monitor reads `status`.
 *
 * @example
 * health({ node: 'local', store, storeUp: true, bus, games: 3, sockets: 5, damagedGames: 0 });
 */
import type { EventBus } from './bus/types.ts';
import type { ReadWatchedStore } from './store/read-watch.ts';

export type HealthStatus = 'ok' | 'degraded';

export interface HealthInput {
  readonly node: string;
  readonly store: ReadWatchedStore;
  /** Whether the store answered the last renewal of claims. */
  readonly storeUp: boolean;
  readonly bus: EventBus;
  readonly games: number;
  readonly sockets: number;
  /** Games found damaged (their moves no longer replay): served to nobody, each logged once. */
  readonly damagedGames: number;
  /** Other parts that fail now, a sentence each (the results sweep). */
  readonly failing?: readonly string[];
}

export function health(input: HealthInput): Record<string, unknown> {
  const { store, bus } = input;
  const problems: string[] = [];
  if (!input.storeUp) problems.push('the store does not answer');
  const failing = store.failingReads();
  if (failing.length > 0) problems.push(`the store fails reads (${failing.join(', ')})`);
  if (bus.kind !== 'local' && !bus.up) problems.push('the event bus is down');
  problems.push(...(input.failing ?? []));
  const status: HealthStatus = problems.length === 0 ? 'ok' : 'degraded';
  return {
    status,
    problems,
    node: input.node,
    store: store.kind,
    storeUp: input.storeUp,
    bus: bus.kind,
    busUp: bus.up,
    games: input.games,
    sockets: input.sockets,
    damagedGames: input.damagedGames,
  };
}
