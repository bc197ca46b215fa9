/**
 * Friends routes: the list with presence, asking and accepting, unfriending, blocking, invitations
 * (to a new game with a friend, or to an open game of mine), the friends' games for the lobby, the
 * page's alerts (which also mark the player as seen: online), the Watch page's live games, and
 * finished games found by player. Shapes in the protocol's friends.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Result } from '@tnt/engine';
import {
  FinishedSearchSchema,
  InviteBodySchema,
  InviteToGameBodySchema,
  type CommunityAlerts,
  type FinishedSearchEntry,
  type WireError,
} from '@tnt/protocol';
import type { Friends } from '../friends/friends.ts';
import type { WatchList } from '../friends/watch-list.ts';
import type { Identities } from '../identity/identity.ts';
import { profileOf } from '../ratings/profile.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';
import { parseBody, requirePlayer, sendError } from './reply.ts';

/** Players a search for finished games shows at most. */
const FOUND_PLAYERS = 5;

export interface FriendRouteDeps {
  readonly friends: Friends;
  readonly watch: WatchList;
  readonly identities: Identities;
  readonly store: GameStore;
}

type ById = { Params: { id: string } };

export function registerFriendRoutes(app: FastifyInstance, deps: FriendRouteDeps): void {
  const { friends, identities, store } = deps;

  /** Answers what `work` does for the signed-in player: its value, or its error. */
  const forPlayer =
    <P extends RouteGenericInterface>(
      work: (player: PlayerRow, request: FastifyRequest<P>) => Promise<Result<unknown, WireError>>,
    ) =>
    async (request: FastifyRequest<P>, reply: FastifyReply): Promise<unknown> => {
      const player = await requirePlayer(identities, request);
      if (!player.ok) return sendError(reply, player.error);
      const done = await work(player.value, request);
      return done.ok ? done.value : sendError(reply, done.error);
    };
  const ok = async <T>(value: Promise<T>): Promise<Result<T, WireError>> => ({
    ok: true,
    value: await value,
  });

  app.get(
    '/api/friends',
    forPlayer((player) => ok(friends.view(player))),
  );
  app.get(
    '/api/friends/games',
    forPlayer(async (player) => ok(Promise.resolve({ games: await friends.friendsGames(player) }))),
  );
  app.post<ById>(
    '/api/friends/:id',
    forPlayer<ById>((player, request) => friends.ask(player, request.params.id)),
  );
  app.delete<ById>(
    '/api/friends/:id',
    forPlayer<ById>((player, request) => ok(friends.remove(player, request.params.id))),
  );
  app.post<ById>(
    '/api/blocks/:id',
    forPlayer<ById>((player, request) => friends.block(player, request.params.id)),
  );
  app.delete<ById>(
    '/api/blocks/:id',
    forPlayer<ById>((player, request) => ok(friends.unblock(player, request.params.id))),
  );
  app.post<ById>('/api/friends/:id/invite', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(InviteBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const made = await friends.inviteToNewGame(player.value, request.params.id, body.value);
    if (!made.ok) return sendError(reply, made.error);
    return reply.code(201).send(made.value);
  });
  app.post<ById>('/api/games/:id/invite', async (request, reply) => {
    const player = await requirePlayer(identities, request);
    if (!player.ok) return sendError(reply, player.error);
    const body = parseBody(InviteToGameBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const done = await friends.inviteToGame(player.value, request.params.id, body.value.player);
    return done.ok ? { ok: true } : sendError(reply, done.error);
  });
  app.delete<{ Params: { game: string } }>(
    '/api/invites/:game',
    forPlayer<{ Params: { game: string } }>((player, request) =>
      ok(friends.decline(player, request.params.game)),
    ),
  );

  app.get(
    '/api/me/alerts',
    forPlayer((player) => ok(alertsOf(player))),
  );
  async function alertsOf(player: PlayerRow): Promise<CommunityAlerts> {
    await friends.seen(player.id);
    const [invitations, links, tables] = await Promise.all([
      friends.invitations(player.id),
      store.friends.links(player.id),
      store.tournaments.waitingTables(player.id),
    ]);
    return {
      invitations,
      requests: links.filter((l) => l.acceptedAt === null && l.friendId === player.id).length,
      tables: tables.map((t) => ({
        tournament: t.tournamentId,
        name: t.name,
        round: t.round,
        game: t.gameId,
      })),
    };
  }

  app.get('/api/watch', async () => ({ games: await deps.watch.games() }));

  app.get('/api/finished', async (request, reply) => {
    const query = parseBody(FinishedSearchSchema, request.query);
    if (!query.ok) return sendError(reply, query.error);
    const found = await store.playersByName(query.value.player, FOUND_PLAYERS);
    const players: FinishedSearchEntry[] = [];
    for (const p of found) {
      const profile = await profileOf(store, p.id);
      if (profile !== null) {
        players.push({ player: { id: p.id, name: p.name }, games: profile.recent });
      }
    }
    return { players };
  });
}
