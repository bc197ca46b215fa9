/**
 * Notice routes: a player's notice settings (per kind, and the e-mail address), the server's
 * VAPID public key and the player's push subscriptions, and the unsubscribe link of notice mails
 * (GET from the link; POST for one-click unsubscribe, RFC 8058, whose form body is ignored).
 */
import type { FastifyInstance } from 'fastify';
import {
  NoticeSettingsBodySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  protocolError,
  type NoticeSettings,
} from '@tnt/protocol';
import type { Accounts } from '../identity/accounts.ts';
import type { Identities } from '../identity/identity.ts';
import { acceptableEndpoint } from '../notices/push.ts';
import { settingsOf } from '../notices/notifier.ts';
import type { UnsubscribeTokens } from '../notices/tokens.ts';
import type { Clock } from '../clock.ts';
import type { SocialStore } from '../store/social-types.ts';
import { parseBody, requirePlayer, sendError } from './reply.ts';

export interface NoticeRouteDeps {
  readonly identities: Identities;
  /** Verifies the addresses given for notices (a link mailed to each new one). */
  readonly accounts: Accounts;
  readonly store: SocialStore;
  readonly vapidPublicKey: string;
  readonly tokens: UnsubscribeTokens;
  readonly clock: Clock;
  /** Push endpoints on loopback and private addresses (a test's local push service). */
  readonly allowPrivatePush: boolean;
}

export function registerNoticeRoutes(app: FastifyInstance, deps: NoticeRouteDeps): void {
  const { identities, store } = deps;

  /** The settings, and whether their address is verified (only then does mail go to it). */
  const answer = async (playerId: string, settings: NoticeSettings) => ({
    ...settings,
    addressVerified:
      settings.address !== null && (await deps.accounts.isVerified(playerId, settings.address)),
  });

  app.get('/api/me/notices', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    return answer(player.value.id, await settingsOf(store, player.value.id));
  });

  app.put('/api/me/notices', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(NoticeSettingsBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const before = await settingsOf(store, player.value.id);
    const { browser, push, email, address } = body.value;
    const next: NoticeSettings = {
      browser: browser ?? before.browser,
      push: push ?? before.push,
      // Removing the address turns e-mail off: there is nowhere to send it.
      email: address === null ? false : (email ?? before.email),
      address: address === undefined ? before.address : address,
    };
    if (next.email && next.address === null) {
      const message = 'e-mail notices need an address';
      return sendError(reply, protocolError('ERR_BAD_MESSAGE', message));
    }
    await store.saveNoticeSettings(player.value.id, next);
    if (next.address !== null) deps.accounts.askToVerify(player.value, next.address);
    return answer(player.value.id, next);
  });

  app.get('/api/push/key', () => ({ publicKey: deps.vapidPublicKey }));

  app.get('/api/push/subscriptions', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const rows = await store.pushSubscriptions(player.value.id);
    return { endpoints: rows.map((row) => row.endpoint) };
  });

  app.post('/api/push/subscriptions', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(PushSubscriptionBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { endpoint, keys } = body.value;
    if (!acceptableEndpoint(endpoint, deps.allowPrivatePush)) {
      const message = 'a push endpoint is the https address of a public push service';
      return sendError(reply, protocolError('ERR_PUSH_ENDPOINT', message));
    }
    const row = { endpoint, playerId: player.value.id, ...keys, createdAt: deps.clock.now() };
    await store.addPushSubscription(row);
    return reply.code(201).send({ ok: true });
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(PushUnsubscribeBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    await store.removePushSubscription(body.value.endpoint, player.value.id);
    return { ok: true };
  });

  // In their own scope: the form body of a one-click unsubscribe is read (and ignored) here only.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    const unsubscribe = async (token: string | undefined): Promise<string | null> => {
      const playerId = token === undefined ? null : deps.tokens.playerOf(token);
      if (playerId === null) return null;
      const settings = await settingsOf(store, playerId);
      await store.saveNoticeSettings(playerId, { ...settings, email: false });
      return playerId;
    };
    type Unsubscribe = { Querystring: { token?: string } };
    const invalid = protocolError('ERR_BAD_TOKEN', 'this unsubscribe link is not valid');
    scope.get<Unsubscribe>('/api/notices/unsubscribe', async (request, reply) => {
      if ((await unsubscribe(request.query.token)) === null) return sendError(reply, invalid);
      return reply
        .type('text/plain; charset=utf-8')
        .send('E-mail notices are off. Turn them on again in the game settings.\n');
    });
    scope.post<Unsubscribe>('/api/notices/unsubscribe', async (request, reply) => {
      if ((await unsubscribe(request.query.token)) === null) return sendError(reply, invalid);
      return { ok: true };
    });
    done();
  });
}
