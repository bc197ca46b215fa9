/**
 * Tournament routes: create, list, look at one (standings, rounds, tables and their games), sign
 * up, withdraw, and start early (the creator). Shapes in the protocol's tournaments.ts.
 */
import type { FastifyInstance } from 'fastify';
import { CreateTournamentBodySchema, protocolError, type GameTournament } from '@tnt/protocol';
import type { Identities } from '../identity/identity.ts';
import type { GameStore } from '../store/types.ts';
import type { Tournaments } from '../tournaments/service.ts';
import { parseBody, requirePlayer, sendError } from './reply.ts';

export interface TournamentRouteDeps {
  readonly tournaments: Tournaments;
  readonly identities: Identities;
  readonly store: GameStore;
}

type ById = { Params: { id: string } };

export function registerTournamentRoutes(app: FastifyInstance, deps: TournamentRouteDeps): void {
  const { tournaments, identities, store } = deps;

  app.post('/api/tournaments', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(CreateTournamentBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const made = await tournaments.create(player.value, body.value);
    if (!made.ok) return sendError(reply, made.error);
    return reply.code(201).send(made.value);
  });

  app.get('/api/tournaments', async () => ({ tournaments: await tournaments.list() }));

  app.get<ById>('/api/tournaments/:id', async (request, reply) => {
    const found = await tournaments.view(request.params.id);
    return found.ok ? found.value : sendError(reply, found.error);
  });

  const act = (
    path: string,
    work: (
      player: Parameters<Tournaments['join']>[0],
      id: string,
    ) => ReturnType<Tournaments['join']>,
  ): void => {
    app.post<ById>(path, async (request, reply) => {
      const player = await requirePlayer(identities, request);
      if (!player.ok) return sendError(reply, player.error);
      const done = await work(player.value, request.params.id);
      return done.ok ? done.value : sendError(reply, done.error);
    });
  };
  app.get<ById>('/api/games/:id/tournament', async (request, reply) => {
    const found = await store.tournaments.tournamentOfGame(request.params.id);
    if (found === null) {
      return sendError(reply, protocolError('ERR_NOT_FOUND', 'this game is no tournament’s'));
    }
    const answer: GameTournament = {
      tournament: found.tournamentId,
      name: found.name,
      round: found.round,
      table: found.table,
    };
    return answer;
  });

  act('/api/tournaments/:id/join', (player, id) => tournaments.join(player, id));
  act('/api/tournaments/:id/leave', (player, id) => tournaments.leave(player, id));
  act('/api/tournaments/:id/start', (player, id) => tournaments.start(player, id));
}
