/**
 * Notices that reach a player away from the table (docs/protocol.md, Notices): the player's
 * choice per kind (`/api/me/notices`), the browser's permission for notifications, and the Web
 * Push subscription of this device (`/api/push/...`). Every call answers a Result; nothing throws.
 *
 * @example
 * const done = await subscribePush(me); // permission, the server's key, subscribe, tell the server
 */
import type { Result } from '@tnt/engine';
import {
  NoticeSettingsAnswerSchema,
  OkAnswerSchema,
  PushKeySchema,
  type NoticeSettings,
  type NoticeSettingsBody,
} from '@tnt/protocol';
import { request, type Identity } from './api.ts';
import type { GameError } from './connection.ts';

const fail = (code: string, message: string): { ok: false; error: GameError } => ({
  ok: false,
  error: { code, message },
});

export const loadNotices = (me: Identity): Promise<Result<NoticeSettings, GameError>> =>
  request(NoticeSettingsAnswerSchema, 'GET', '/api/me/notices', me.secret);

export const saveNotices = (
  me: Identity,
  change: NoticeSettingsBody,
): Promise<Result<NoticeSettings, GameError>> =>
  request(NoticeSettingsAnswerSchema, 'PUT', '/api/me/notices', me.secret, change);

/** The browser's word on notifications: granted, denied, default (not asked), or unsupported. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for the permission (only from a click: browsers refuse it otherwise). */
export async function askPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** The server's VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function pushManager(): Promise<PushManager | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager;
}

/**
 * Subscribes this device to Web Push: the permission first, then the server's key, the browser's
 * push service, and the subscription handed to the server.
 */
export async function subscribePush(me: Identity): Promise<Result<null, GameError>> {
  const permission = await askPermission();
  if (permission !== 'granted') return fail('ERR_PERMISSION', `notifications: ${permission}`);
  const manager = await pushManager();
  if (manager === null) return fail('ERR_UNSUPPORTED', 'this browser has no Web Push');
  const key = await request(PushKeySchema, 'GET', '/api/push/key', me.secret);
  if (!key.ok) return key;
  let subscription: PushSubscription;
  try {
    subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.value.publicKey),
    });
  } catch (error) {
    return fail('ERR_PUSH_SERVICE', error instanceof Error ? error.message : String(error));
  }
  const saved = await request(
    OkAnswerSchema,
    'POST',
    '/api/push/subscriptions',
    me.secret,
    subscription.toJSON(),
  );
  return saved.ok ? { ok: true, value: null } : saved;
}

/** Ends this device's subscription, here and on the server. */
export async function unsubscribePush(me: Identity): Promise<Result<null, GameError>> {
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  if (subscription === null || subscription === undefined) return { ok: true, value: null };
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  const removed = await request(OkAnswerSchema, 'DELETE', '/api/push/subscriptions', me.secret, {
    endpoint,
  });
  return removed.ok ? { ok: true, value: null } : removed;
}

/** Whether this device has a push subscription now (the "push" choice also needs one). */
export async function pushSubscribed(): Promise<boolean> {
  try {
    const manager = await pushManager();
    return (await manager?.getSubscription()) != null;
  } catch {
    return false;
  }
}
