/**
 * Account routes (issue 17): a new name (the old one kept), an e-mail address for a new sign-in
 * link, the account's settings, a recovery link by mail and its use, and deleting the account.
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
import type { Accounts } from '../identity/accounts.ts';
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
    const account: Account = {
      player: { id, name },
      email: await store.accounts.email(id),
      formerNames: await store.accounts.formerNames(id),
    };
    return account;
  });

  app.put('/api/me/name', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(RenameBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return { player: await accounts.rename(player.value, body.value.name) };
  });

  app.put('/api/me/email', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(EmailBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return { email: await accounts.setEmail(player.value, body.value.email) };
  });

  app.delete('/api/me', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    await accounts.remove(player.value);
    return reply.code(204).send();
  });

  app.post('/api/recover', async (request, reply) => {
    const body = parseBody(RecoverBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    await accounts.sendRecovery(body.value.email);
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
