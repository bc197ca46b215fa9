/**
 * Web Push (the `web-push` library): the server's VAPID key pair is made on first start and kept
 * in the store (one pair for every node of a cluster: the first node to start writes it), and
 * each notice goes, encrypted for the browser and signed with the VAPID key, to every push
 * subscription the player has. A push service that answers 404 or 410 has forgotten the
 * subscription: it is removed. The payload names the game and what happened, never a card.
 *
 * Endpoints must be https (a push service), unless the server is told otherwise for tests: the
 * server posts to a URL a client gave, so it refuses anything that is not a push service's
 * kind of address.
 *
 * @example
 * const keys = await vapidKeys(store.social);
 * const push = new PushDelivery(store.social, webPushSender(keys, 'mailto:admin@example.org'), log);
 * await push.send('p1', { event: 'your-turn', game: 'g1', url: '/game/g1' });
 */
import webpush from 'web-push';
import type { PushPayload } from '@tnt/protocol';
import type { Logger } from '../games/context.ts';
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

/** The real sender: encrypts for the browser (aes128gcm) and signs with the VAPID key. */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
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
        });
        return result.statusCode;
      } catch (error) {
        if (error instanceof webpush.WebPushError) return error.statusCode;
        throw error;
      }
    },
  };
}

/** Whether the server posts to this endpoint: https always; http only when allowed (tests). */
export function acceptableEndpoint(endpoint: string, allowHttp: boolean): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (url === null || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
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
