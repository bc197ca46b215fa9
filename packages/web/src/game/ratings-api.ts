/**
 * The server's ratings, profiles, "Play now" and account API (docs/protocol.md, Ratings): thin
 * calls that answer Results, as api.ts does for the rest.
 *
 * @example
 * const board = await leaderboard('2', true);
 */
import type { Result } from '@tnt/engine';
import {
  AccountSchema,
  EmailAnswerSchema,
  GameResultSchema,
  GameSummarySchema,
  HeadToHeadSchema,
  LeaderboardSchema,
  NewPlayerSchema,
  PlayerAnswerSchema,
  ProfileSchema,
  QueueStatusSchema,
  RecoverySentSchema,
  type Account,
  type EmailAnswer,
  type GameResult,
  type GameSummary,
  type HeadToHead,
  type Ladder,
  type Leaderboard,
  type NewPlayer,
  type PlayerAnswer,
  type Profile,
  type QueueBody,
  type QueueStatus,
  type RecoverySent,
} from '@tnt/protocol';
import { request, type Identity } from './api.ts';
import type { GameError } from './connection.ts';

const path = (id: string): string => encodeURIComponent(id);

export const leaderboard = (
  ladder: Ladder,
  peopleOnly: boolean,
  expansions: string,
): Promise<Result<Leaderboard, GameError>> =>
  request(
    LeaderboardSchema,
    'GET',
    `/api/leaderboard?ladder=${ladder}&people=${peopleOnly ? '1' : '0'}&expansions=${encodeURIComponent(expansions)}`,
  );

export const profile = (id: string, expansions = ''): Promise<Result<Profile, GameError>> =>
  request(
    ProfileSchema,
    'GET',
    `/api/players/${path(id)}/profile${expansions === '' ? '' : `?expansions=${encodeURIComponent(expansions)}`}`,
  );

export const versus = (id: string, other: string): Promise<Result<HeadToHead, GameError>> =>
  request(HeadToHeadSchema, 'GET', `/api/players/${path(id)}/versus/${path(other)}`);

export const gameResult = (id: string): Promise<Result<GameResult, GameError>> =>
  request(GameResultSchema, 'GET', `/api/games/${path(id)}/result`);

export const leaveGame = (me: Identity, id: string): Promise<Result<GameSummary, GameError>> =>
  request(GameSummarySchema, 'POST', `/api/games/${path(id)}/leave`, me.secret, {});

export const joinQueue = (me: Identity, body: QueueBody): Promise<Result<QueueStatus, GameError>> =>
  request(QueueStatusSchema, 'POST', '/api/queue', me.secret, body);

export const queueStatus = (me: Identity): Promise<Result<QueueStatus, GameError>> =>
  request(QueueStatusSchema, 'GET', '/api/queue', me.secret);

export const leaveQueue = (me: Identity): Promise<Result<QueueStatus, GameError>> =>
  request(QueueStatusSchema, 'DELETE', '/api/queue', me.secret);

export const account = (me: Identity): Promise<Result<Account, GameError>> =>
  request(AccountSchema, 'GET', '/api/me/account', me.secret);

export const rename = (me: Identity, name: string): Promise<Result<PlayerAnswer, GameError>> =>
  request(PlayerAnswerSchema, 'PUT', '/api/me/name', me.secret, { name });

export const setEmail = (
  me: Identity,
  email: string | null,
): Promise<Result<EmailAnswer, GameError>> =>
  request(EmailAnswerSchema, 'PUT', '/api/me/email', me.secret, { email });

/** Deletes the account; the server answers 204 with no body. */
export async function deleteAccount(me: Identity): Promise<boolean> {
  try {
    const response = await fetch('/api/me', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${me.secret}` },
    });
    return response.status === 204;
  } catch {
    return false;
  }
}

export const askRecovery = (email: string): Promise<Result<RecoverySent, GameError>> =>
  request(RecoverySentSchema, 'POST', '/api/recover', undefined, { email });

export const confirmRecovery = (token: string): Promise<Result<NewPlayer, GameError>> =>
  request(NewPlayerSchema, 'POST', '/api/recover/confirm', undefined, { token });
