/**
 * Rating routes: leaderboards per ladder, profiles and head-to-head, leaving a ranked
 * game, and the "Play now" queue. Shapes in the protocol's ratings.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  ExpansionListSchema,
  LeaderboardQuerySchema,
  QueueBodySchema,
  protocolError,
} from '@tnt/protocol';
import type { GameRegistry } from '../games/registry.ts';
import type { Identities } from '../identity/identity.ts';
import type { Matchmaker } from '../ratings/matchmaker.ts';
import { gameResultOf, headToHead, leaderboardOf, profileOf } from '../ratings/profile.ts';
import type { GameStore } from '../store/types.ts';
import { parseBody, requirePlayer, sendError } from './reply.ts';

export interface RatingRouteDeps {
  readonly store: GameStore;
  readonly identities: Identities;
  readonly registry: GameRegistry;
  readonly matchmaker: Matchmaker;
  /** The time: provisional identities (younger than a day) stay off the boards. */
  readonly now: () => number;
}

/** An expansions filter from a query: absent (no filter), 'none' (the base game) or a list. */
function expansionsFilter(text: string | undefined) {
  if (text === undefined || text === '') return { ok: true as const, value: undefined };
  if (text === 'none') return { ok: true as const, value: [] };
  return parseBody(ExpansionListSchema, text);
}

export function registerRatingRoutes(app: FastifyInstance, deps: RatingRouteDeps): void {
  const { store, identities, registry, matchmaker } = deps;

  app.get('/api/leaderboard', async (request, reply) => {
    const query = parseBody(LeaderboardQuerySchema, request.query);
    if (!query.ok) return sendError(reply, query.error);
    const expansions = expansionsFilter(query.value.expansions);
    if (!expansions.ok) return sendError(reply, expansions.error);
    const { ladder, people } = query.value;
    return leaderboardOf(store, ladder, people === '0', expansions.value, deps.now());
  });

  app.get<{ Params: { id: string }; Querystring: { expansions?: string } }>(
    '/api/players/:id/profile',
    async (request, reply) => {
      const expansions = expansionsFilter(request.query.expansions);
      if (!expansions.ok) return sendError(reply, expansions.error);
      const profile = await profileOf(store, request.params.id, expansions.value);
      if (profile === null)
        return sendError(reply, protocolError('ERR_NOT_FOUND', 'no such player'));
      return profile;
    },
  );

  app.get<{ Params: { id: string; other: string } }>(
    '/api/players/:id/versus/:other',
    async (request) => headToHead(store, request.params.id, request.params.other),
  );

  app.post<{ Params: { id: string } }>('/api/games/:id/leave', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const found = await registry.find(request.params.id);
    if (!found.ok) return sendError(reply, found.error);
    const left = await found.value.leave(player.value.id);
    if (!left.ok) return sendError(reply, left.error);
    return found.value.summary();
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/result', async (request, reply) => {
    const result = await gameResultOf(store, request.params.id);
    if (result === null) {
      return sendError(reply, protocolError('ERR_NOT_FOUND', 'no result for this game (yet)'));
    }
    return result;
  });

  app.post('/api/queue', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(QueueBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const joined = await matchmaker.join(player.value, body.value);
    return joined.ok ? joined.value : sendError(reply, joined.error);
  });

  app.get('/api/queue', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    return matchmaker.status(player.value);
  });

  app.delete('/api/queue', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    return matchmaker.leave(player.value);
  });
}
