/**
 * Identity routes: a player is created at once from a display name (POST /api/players) and gets
 * a secret and a personal sign-in link; GET /api/me tells who a secret belongs to (the web client
 * checks a secret from a link with it).
 */
import type { FastifyInstance } from 'fastify';
import { CreatePlayerBodySchema, type NewPlayer } from '@tnt/protocol';
import { signInLink, playerInfo, type Identities } from '../identity/identity.ts';
import { baseUrlOf, parseBody, requirePlayer, sendError } from './reply.ts';

export function registerPlayerRoutes(
  app: FastifyInstance,
  identities: Identities,
  publicUrl: string | undefined,
): void {
  app.post('/api/players', async (request, reply) => {
    const body = parseBody(CreatePlayerBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { player, secret } = await identities.create(body.value.name);
    const created: NewPlayer = {
      player,
      secret,
      link: signInLink(baseUrlOf(request, publicUrl), secret),
    };
    return reply.code(201).send(created);
  });

  app.get('/api/me', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    return { player: playerInfo(player.value) };
  });
}
