/**
 * The rematch of a finished game: `POST /api/games/:id/rematch` answers the new game (created by
 * the first player who asks, with the same rules and seats; the same game for everyone after)
 * and the asker's seat in it (games/rematch.ts).
 */
import type { FastifyInstance } from 'fastify';
import { rematch, type RematchDeps } from '../games/rematch.ts';
import type { Identities } from '../identity/identity.ts';
import { requirePlayer, sendError } from './reply.ts';

export interface RematchRouteDeps extends RematchDeps {
  readonly identities: Identities;
}

export function registerRematchRoute(app: FastifyInstance, deps: RematchRouteDeps): void {
  app.post<{ Params: { id: string } }>('/api/games/:id/rematch', async (request, reply) => {
    const player = await requirePlayer(deps.identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const made = await rematch(deps, player.value, request.params.id);
    return made.ok ? made.value : sendError(reply, made.error);
  });
}
