/**
 * Notices that reach a player away from the table: the browser's own notification (the page
 * shows it while hidden), Web Push (reaches a phone with the tab closed) and e-mail (when the
 * server has an SMTP server). Each player chooses per kind; the defaults are browser on, push on
 * (it still needs the browser's permission and a subscription), e-mail off. The push payload
 * names the game and what happened, never a card: the client writes the words.
 *
 *   GET    /api/me/notices               -> NoticeSettingsAnswer
 *   PUT    /api/me/notices               NoticeSettingsBody -> NoticeSettingsAnswer
 *                                        (a new address gets a link to verify it; mail goes
 *                                        only to a verified address)
 *   GET    /api/push/key                 -> { publicKey }     the server's VAPID public key
 *   GET    /api/push/subscriptions       -> { endpoints }     the player's subscribed devices
 *   POST   /api/push/subscriptions       PushSubscriptionBody -> 201 { ok: true }
 *   DELETE /api/push/subscriptions       { endpoint } -> { ok: true }
 *   GET    /api/notices/unsubscribe?token=…   turns e-mail notices off (the link in every mail)
 *   POST   /api/notices/unsubscribe?token=…   the same, for one-click unsubscribe (RFC 8058)
 *
 * @example
 * await fetch('/api/me/notices', { method: 'PUT', headers, body: JSON.stringify({ email: true, address: 'ada@example.org' }) });
 */
import { z } from 'zod';

export const NOTICE_KINDS = ['browser', 'push', 'email'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * Why a notice is sent: the player's turn came, a game they play ended, a tournament round put
 * them at a table, or a friend invited them to a game.
 */
export const NOTICE_EVENTS = ['your-turn', 'game-over', 'tournament-round', 'invite'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export interface NoticePreferences {
  readonly browser: boolean;
  readonly push: boolean;
  readonly email: boolean;
}

export const DEFAULT_NOTICES: NoticePreferences = { browser: true, push: true, email: false };

/** A player's notice settings: a choice per kind, and the e-mail address (or null). */
export interface NoticeSettings extends NoticePreferences {
  readonly address: string | null;
}

/** The settings as the server answers them: with whether the address is verified. */
export interface NoticeSettingsAnswer extends NoticeSettings {
  /** The player opened the link mailed to the address: only then does mail go to it. */
  readonly addressVerified: boolean;
}

/** An e-mail address: a plain check (one @, no spaces or control characters), 254 at most. */
export const EmailAddressSchema = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/, 'an e-mail address');

/** Any of the choices; `address` null removes the address (and so e-mail notices). */
export const NoticeSettingsBodySchema = z.strictObject({
  browser: z.boolean().optional(),
  push: z.boolean().optional(),
  email: z.boolean().optional(),
  address: EmailAddressSchema.nullable().optional(),
});
export type NoticeSettingsBody = z.infer<typeof NoticeSettingsBodySchema>;

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url().max(2_048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key, base64url: 65 bytes. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'a P-256 public key, base64url'),
    /** The browser's authentication secret, base64url: 16 bytes. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'a 16-byte secret, base64url'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.strictObject({ endpoint: z.url().max(2_048) });

/** What a push message carries (JSON): the service worker shows it in the player's language. */
export interface PushPayload {
  readonly event: NoticeEvent;
  readonly game: string;
  /** The game's page, relative to the server: `/game/<id>`. */
  readonly url: string;
}
