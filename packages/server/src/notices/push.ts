/**
 * Web Push (the `web-push` library): the server's VAPID key pair is made on first start and kept
 * in the store (one pair for every node of a cluster: the first node to start writes it), and
 * each notice goes, encrypted for the browser and signed with the VAPID key, to every push
 * subscription the player has. A push service that answers 404 or 410 has forgotten the
 * subscription: it is removed. The payload names the game and what happened, never a card.
 *
 * The server posts to a URL a client gave, so it takes only what a push service's address looks
 * like: https, no user or password, and not a loopback, private or link-local address (a test's
 * local push service is let through by a test hook).
 *
 * @example
 * const keys = await vapidKeys(store.social);
 * const push = new PushDelivery(store.social, webPushSender(keys, 'mailto:admin@example.org'), log);
 * await push.send('p1', { event: 'your-turn', game: 'g1', url: '/game/g1' });
 */
import type { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@tnt/protocol';
import type { Logger } from '../logger.ts';
import type { PushSubscriptionRow, SocialStore } from '../store/social-types.ts';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Sends one push message; the push service's status (201 when accepted). */
export interface PushSender {
  send(subscription: PushSubscriptionRow, payload: string): Promise<number>;
}

/** How long a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** The server's VAPID keys: made and stored on first start, read back on every later one. */
export async function vapidKeys(store: SocialStore): Promise<VapidKeys> {
  const made = JSON.stringify(webpush.generateVAPIDKeys());
  return JSON.parse(await store.initServerKey('vapid', made)) as VapidKeys;
}

/**
 * The real sender: encrypts for the browser (aes128gcm) and signs with the VAPID key. `agent`:
 * an https agent of a test that trusts its local push service's certificate.
 */
export function webPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  return {
    async send(subscription, payload) {
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      try {
        const result = await webpush.sendNotification(target, payload, {
          vapidDetails: { subject, ...keys },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(agent === undefined ? {} : { agent }),
        });
        return result.statusCode;
      } catch (error) {
        if (error instanceof webpush.WebPushError) return error.statusCode;
        throw error;
      }
    },
  };
}

/** Addresses no push service has: loopback, private, link-local, unspecified. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');
PRIVATE.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * Whether the server posts to this endpoint: https, no credentials, and (unless `allowPrivate`,
 * for a test's push service) a host that is not a loopback, private or link-local address.
 */
export function acceptableEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (allowPrivate) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  const family = isIP(host);
  return family === 0 || !PRIVATE.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

export class PushDelivery {
  constructor(
    private readonly store: SocialStore,
    private readonly sender: PushSender,
    private readonly log: Logger,
  ) {}

  /** Sends the payload to each of the player's subscriptions; how many accepted it. */
  async send(playerId: string, payload: PushPayload): Promise<number> {
    const text = JSON.stringify(payload);
    let accepted = 0;
    for (const subscription of await this.store.pushSubscriptions(playerId)) {
      try {
        const status = await this.sender.send(subscription, text);
        if (status === 404 || status === 410) {
          await this.store.removePushSubscription(subscription.endpoint, null);
        } else if (status >= 200 && status < 300) accepted++;
        else this.log.warn({ status, player: playerId }, 'a push service refused a notice');
      } catch (error) {
        this.log.warn({ err: error, player: playerId }, 'a push notice could not be sent');
      }
    }
    return accepted;
  }
}
