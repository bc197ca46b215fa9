/**
 * Opens the event bus a `redis` option names:
 *
 *   (none)               a single node: the local bus, which sends nothing
 *   redis://HOST:PORT    Redis pub/sub (redis://[[user]:password@]host[:port][/db])
 *   rediss://HOST:PORT   the same over TLS
 *
 * Anything else is refused with a clear Error, as is a Redis that cannot be reached at the start
 * (a node of a cluster without its bus would serve stale games).
 *
 * @example
 * const bus = await openBus(process.env.TNT_REDIS, 'n1', (message) => log.warn(message));
 */
import { checkNodeId } from './codec.ts';
import { LocalBus } from './local.ts';
import { RedisBus, type BusLog } from './redis.ts';
import type { EventBus } from './types.ts';

export async function openBus(
  url: string | undefined,
  node: string,
  log?: BusLog,
): Promise<EventBus> {
  checkNodeId(node);
  if (url === undefined) return new LocalBus();
  if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    return RedisBus.connect({ url, node, log });
  }
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0];
  throw new Error(
    `the event bus must be a redis:// or rediss:// URL${scheme === undefined ? '' : `, not ${scheme}…`}` +
      ' (leave it out for a single node)',
  );
}
