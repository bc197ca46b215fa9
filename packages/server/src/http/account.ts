/**
 * Account routes: a new name (the old one kept; one a day), an e-mail address for a new
 * sign-in link (verified by a link mailed to it before it is used), the account's settings, a
 * recovery link by mail and its use, and deleting the account.
 */
import type { FastifyInstance } from 'fastify';
import {
  ConfirmRecoveryBodySchema,
  EmailBodySchema,
  RecoverBodySchema,
  RenameBodySchema,
  protocolError,
  type Account,
  type NewPlayer,
} from '@tnt/protocol';
import { FORMER_NAMES_SHOWN, type Accounts } from '../identity/accounts.ts';
import { signInLink, type Identities } from '../identity/identity.ts';
import type { GameStore } from '../store/types.ts';
import { baseUrlOf, parseBody, requirePlayer, sendError } from './reply.ts';

export interface AccountRouteDeps {
  readonly store: GameStore;
  readonly identities: Identities;
  readonly accounts: Accounts;
  readonly publicUrl: string | undefined;
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { store, identities, accounts } = deps;

  app.get('/api/me/account', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const { id, name } = player.value;
    const email = await store.accounts.email(id);
    const account: Account = {
      player: { id, name },
      email,
      emailVerified: email !== null && (await accounts.isVerified(id, email)),
      formerNames: await store.accounts.formerNames(id, FORMER_NAMES_SHOWN),
    };
    return account;
  });

  app.put('/api/me/name', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(RenameBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const renamed = await accounts.rename(player.value, body.value.name);
    return renamed.ok ? { player: renamed.value } : sendError(reply, renamed.error);
  });

  app.put('/api/me/email', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(EmailBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return accounts.setEmail(player.value, body.value.email);
  });

  // The link of a verification mail: a person opens it in a browser, so the answer is a sentence.
  app.get<{ Querystring: { token?: string } }>('/api/email/verify', async (request, reply) => {
    const token = request.query.token;
    const address = token === undefined || token.length > 64 ? null : await accounts.verify(token);
    if (address === null) {
      return sendError(
        reply,
        protocolError('ERR_BAD_TOKEN', 'this link is used up or has expired'),
      );
    }
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `The address ${address} is confirmed: a new sign-in link and notices can go to it now.\n`,
      );
  });

  app.delete('/api/me', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    await accounts.remove(player.value);
    return reply.code(204).send();
  });

  // Answered before anything is looked up: the same answer, in the same time, for every address.
  app.post('/api/recover', async (request, reply) => {
    const body = parseBody(RecoverBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    accounts.requestRecovery(body.value.email);
    return reply.code(202).send({ sent: true });
  });

  app.post('/api/recover/confirm', async (request, reply) => {
    const body = parseBody(ConfirmRecoveryBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const recovered = await accounts.recover(body.value.token);
    if (recovered === null) {
      return sendError(
        reply,
        protocolError('ERR_BAD_TOKEN', 'this link is used up or has expired'),
      );
    }
    const answer: NewPlayer = {
      ...recovered,
      link: signInLink(baseUrlOf(request, deps.publicUrl), recovered.secret),
    };
    return reply.code(201).send(answer);
  });
}
