/**
 * Game routes: create a game (seats as humans or bots, options, live or asynchronous, a time per
 * turn), list games, read one, join a seat, download the record, and "my games" with those that
 * await me first. Playing happens over the socket (/api/ws); these routes never show a view.
 * A damaged game (its moves no longer replay) is left out of the lists and answers
 * ERR_GAME_DAMAGED on its own routes; every other game is served all the same.
 */
import type { FastifyInstance } from 'fastify';
import {
  CreateGameBodySchema,
  JoinBodySchema,
  type CreatedGame,
  type GameSummary,
  type MyGame,
} from '@tnt/protocol';
import { toChatLine } from '../games/chat.ts';
import type { GameRegistry } from '../games/registry.ts';
import type { Identities } from '../identity/identity.ts';
import type { GameStore } from '../store/types.ts';
import { baseUrlOf, parseBody, requirePlayer, sendError } from './reply.ts';

/** Games in one list at most. */
const LIST_LIMIT = 50;
/** Chat lines in a record at most (a long asynchronous game's talk fits many times over). */
const RECORD_CHAT_LINES = 10_000;

export interface GameRouteDeps {
  readonly registry: GameRegistry;
  readonly identities: Identities;
  readonly store: GameStore;
  readonly publicUrl: string | undefined;
}

export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const { registry, identities, store } = deps;

  async function summaries(ids: readonly string[]): Promise<GameSummary[]> {
    return (await registry.servable(ids)).map((room) => room.summary());
  }

  app.post('/api/games', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(CreateGameBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const created = await registry.create(player.value, body.value);
    if (!created.ok) return sendError(reply, created.error);
    const { room, seat } = created.value;
    const answer: CreatedGame = {
      game: room.summary(),
      seat,
      invite: `${baseUrlOf(request, deps.publicUrl)}/game/${room.id}`,
    };
    return reply.code(201).send(answer);
  });

  app.get('/api/games', async () => {
    const open = await store.gamesWithStatus('open', LIST_LIMIT);
    const playing = await store.gamesWithStatus('playing', LIST_LIMIT);
    return { games: await summaries([...open, ...playing].map((g) => g.game.id)) };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const room = await registry.find(request.params.id);
    return room.ok ? room.value.summary() : sendError(reply, room.error);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/join', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(JoinBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const found = await registry.find(request.params.id);
    if (!found.ok) return sendError(reply, found.error);
    const room = found.value;
    const joined = await room.join(player.value.id, player.value.name, body.value.seat);
    if (!joined.ok) return sendError(reply, joined.error);
    return { game: room.summary(), seat: joined.value };
  });

  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/api/games/:id/record',
    async (request, reply) => {
      const found = await registry.find(request.params.id);
      if (!found.ok) return sendError(reply, found.error);
      const room = found.value;
      if (request.query.download !== undefined) {
        void reply.header('content-disposition', `attachment; filename="tnt-${room.id}.json"`);
      }
      // The players' chat goes in only when the game's `chat.record` option says so; the
      // spectators' never does.
      if (!room.chat.inRecord) return room.record();
      const lines = await store.social.chatLines(room.id, 'players', RECORD_CHAT_LINES);
      return { ...room.record(), chat: lines.map(toChatLine) };
    },
  );

  app.get('/api/my/games', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const rows = await store.gamesOfPlayer(player.value.id, LIST_LIMIT);
    const games = (await summaries(rows.map((r) => r.game.id))).flatMap((game): MyGame[] => {
      const seat = game.seats.find((s) => s.player?.id === player.value.id)?.seat;
      if (seat === undefined) return [];
      return [{ ...game, yourSeat: seat, yourTurn: game.decision?.seat === seat }];
    });
    // Games that await me first, then the most recently active.
    games.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.updatedAt - a.updatedAt);
    return { games };
  });
}
