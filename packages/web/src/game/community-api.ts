/**
 * The server's tournaments, friends and watching API (docs/protocol.md, Tournaments; Friends and
 * watching): thin calls that answer Results, as api.ts does for the rest.
 *
 * @example
 * const list = await tournaments();
 */
import type { Result } from '@tnt/engine';
import {
  CommunityAlertsSchema,
  CreatedGameSchema,
  FinishedSearchAnswerSchema,
  FriendsViewSchema,
  GameListSchema,
  GameTournamentSchema,
  OkAnswerSchema,
  TournamentListSchema,
  TournamentViewSchema,
  WatchedGamesSchema,
  type CommunityAlerts,
  type CreateTournamentBody,
  type CreatedGame,
  type FinishedSearchEntry,
  type FriendsView,
  type GameSummary,
  type GameTournament,
  type InviteBody,
  type OkAnswer,
  type TournamentListEntry,
  type TournamentView,
  type WatchedGame,
} from '@tnt/protocol';
import { request, type Identity } from './api.ts';
import type { GameError } from './connection.ts';

const path = (id: string): string => encodeURIComponent(id);

export async function tournaments(): Promise<Result<readonly TournamentListEntry[], GameError>> {
  const list = await request(TournamentListSchema, 'GET', '/api/tournaments');
  return list.ok ? { ok: true, value: list.value.tournaments } : list;
}

export const tournament = (id: string): Promise<Result<TournamentView, GameError>> =>
  request(TournamentViewSchema, 'GET', `/api/tournaments/${path(id)}`);

/** The tournament a game is a table of (ERR_NOT_FOUND: none). */
export const gameTournament = (game: string): Promise<Result<GameTournament, GameError>> =>
  request(GameTournamentSchema, 'GET', `/api/games/${path(game)}/tournament`);

export const createTournament = (
  me: Identity,
  body: CreateTournamentBody,
): Promise<Result<TournamentView, GameError>> =>
  request(TournamentViewSchema, 'POST', '/api/tournaments', me.secret, body);

/** Signs up, withdraws, or (the creator) starts the tournament now. */
export const tournamentAction = (
  me: Identity,
  id: string,
  action: 'join' | 'leave' | 'start',
): Promise<Result<TournamentView, GameError>> =>
  request(TournamentViewSchema, 'POST', `/api/tournaments/${path(id)}/${action}`, me.secret, {});

export const friends = (me: Identity): Promise<Result<FriendsView, GameError>> =>
  request(FriendsViewSchema, 'GET', '/api/friends', me.secret);

/** Asks to be friends (or accepts their request): 'POST'; unfriends or declines: 'DELETE'. */
export const befriend = (
  me: Identity,
  id: string,
  method: 'POST' | 'DELETE',
): Promise<Result<FriendsView, GameError>> =>
  request(FriendsViewSchema, method, `/api/friends/${path(id)}`, me.secret);

export const block = (
  me: Identity,
  id: string,
  method: 'POST' | 'DELETE',
): Promise<Result<FriendsView, GameError>> =>
  request(FriendsViewSchema, method, `/api/blocks/${path(id)}`, me.secret);

export const inviteToNewGame = (
  me: Identity,
  friend: string,
  body: InviteBody,
): Promise<Result<CreatedGame, GameError>> =>
  request(CreatedGameSchema, 'POST', `/api/friends/${path(friend)}/invite`, me.secret, body);

export const inviteToGame = (
  me: Identity,
  game: string,
  friend: string,
): Promise<Result<OkAnswer, GameError>> =>
  request(OkAnswerSchema, 'POST', `/api/games/${path(game)}/invite`, me.secret, { player: friend });

export const declineInvitation = (
  me: Identity,
  game: string,
): Promise<Result<FriendsView, GameError>> =>
  request(FriendsViewSchema, 'DELETE', `/api/invites/${path(game)}`, me.secret);

export async function friendsGames(
  me: Identity,
): Promise<Result<readonly GameSummary[], GameError>> {
  const list = await request(GameListSchema, 'GET', '/api/friends/games', me.secret);
  return list.ok ? { ok: true, value: list.value.games } : list;
}

/** What waits for me (invitations, requests, tournament tables); the server notes me online. */
export const alerts = (me: Identity): Promise<Result<CommunityAlerts, GameError>> =>
  request(CommunityAlertsSchema, 'GET', '/api/me/alerts', me.secret);

export async function watchList(): Promise<Result<readonly WatchedGame[], GameError>> {
  const list = await request(WatchedGamesSchema, 'GET', '/api/watch');
  return list.ok ? { ok: true, value: list.value.games } : list;
}

export async function finishedBy(
  name: string,
): Promise<Result<readonly FinishedSearchEntry[], GameError>> {
  const list = await request(
    FinishedSearchAnswerSchema,
    'GET',
    `/api/finished?player=${encodeURIComponent(name)}`,
  );
  return list.ok ? { ok: true, value: list.value.players } : list;
}
