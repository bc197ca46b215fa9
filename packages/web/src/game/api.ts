/**
 * The server's HTTP API (docs/protocol.md): the player's identity, creating, listing and joining
 * games, and downloading records. Every call answers a Result; nothing throws. The bodies sent are
 * checked with the protocol's schemas first, the server's own, so a body the server would refuse
 * is refused here, with the same error code, and never typed twice; the answers are parsed with
 * the protocol's schemas of them (answers.ts) before a page reads them.
 *
 * @example
 * const me = await createIdentity('Anna');
 * if (me.ok) await createOnlineGame(me.value, { options: { players: 2 }, seats, mode: 'live', turnSeconds: null });
 */
import type { GameOptions, GameRecord, Result } from '@tnt/engine';
import {
  CreateGameBodySchema,
  CreatePlayerBodySchema,
  CreatedGameSchema,
  GameListSchema,
  GameRecordSchema,
  HealthAnswerSchema,
  JoinBodySchema,
  JoinedGameSchema,
  MyGameListSchema,
  NewPlayerSchema,
  PlayerAnswerSchema,
  type CreatedGame,
  type GameSummary,
  type JoinedGame,
  type MyGame,
} from '@tnt/protocol';
import type { z } from 'zod';
import type { GameError } from './connection.ts';

export interface Identity {
  readonly id: string;
  readonly name: string;
  /** Shown by the server once; the browser keeps it and sends it as a bearer token. */
  readonly secret: string;
}

const IDENTITY = 'tnt.identity';

export function loadIdentity(): Identity | null {
  try {
    const saved = JSON.parse(localStorage.getItem(IDENTITY) ?? 'null') as Partial<Identity> | null;
    return saved &&
      typeof saved.id === 'string' &&
      typeof saved.name === 'string' &&
      typeof saved.secret === 'string'
      ? { id: saved.id, name: saved.name, secret: saved.secret }
      : null;
  } catch {
    return null;
  }
}

export function saveIdentity(identity: Identity | null): void {
  try {
    if (identity === null) localStorage.removeItem(IDENTITY);
    else localStorage.setItem(IDENTITY, JSON.stringify(identity));
  } catch {
    // Without storage the identity lasts for this visit only.
  }
}

const fail = (code: string, message: string): { ok: false; error: GameError } => ({
  ok: false,
  error: { code, message },
});

/** The server's answer as its schema reads it, or ERR_BAD_ANSWER naming what does not fit. */
function answerOf<T>(schema: z.ZodType<T>, json: unknown, call: string): Result<T, GameError> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`);
  return fail('ERR_BAD_ANSWER', `${call}: ${issues.join('; ')}`);
}

/**
 * A body checked with the protocol's schema of it: the body as given (the server fills in its
 * defaults), or the error the server would answer with.
 */
export function checkedBody<T>(schema: z.ZodType, body: T): Result<T, GameError> {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: body }
    : fail('ERR_BAD_MESSAGE', parsed.error.issues.map((i) => i.message).join('; '));
}

/**
 * One request: JSON in, JSON out, the server's error body read into a GameError. The answer is
 * parsed with the protocol's schema of it, so a page never acts on an answer of another shape
 * (ERR_BAD_ANSWER: a proxy's page, another service, a server of another version).
 */
export async function request<T>(
  schema: z.ZodType<T>,
  method: string,
  path: string,
  secret?: string,
  body?: unknown,
): Promise<Result<T, GameError>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (secret !== undefined) headers.authorization = `Bearer ${secret}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    return fail(
      'ERR_CONNECTION',
      error instanceof Error ? error.message : 'the server cannot be reached',
    );
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON: no server of ours answered (a static host, say).
  }
  if (response.ok && json !== null) return answerOf(schema, json, `${method} ${path}`);
  const error = (json as { error?: Partial<GameError> } | null)?.error;
  return typeof error?.code === 'string'
    ? fail(error.code, error.message ?? '')
    : fail('ERR_NO_SERVER', `${method} ${path}: ${response.status}`);
}

/** True when a game server answers (the client may also be served by a plain static host). */
export async function serverAvailable(): Promise<boolean> {
  const health = await request(HealthAnswerSchema, 'GET', '/api/health');
  return health.ok;
}

export async function createIdentity(name: string): Promise<Result<Identity, GameError>> {
  const body = checkedBody(CreatePlayerBodySchema, { name });
  if (!body.ok) return body;
  const made = await request(NewPlayerSchema, 'POST', '/api/players', undefined, body.value);
  if (!made.ok) return made;
  const identity = {
    id: made.value.player.id,
    name: made.value.player.name,
    secret: made.value.secret,
  };
  saveIdentity(identity);
  return { ok: true, value: identity };
}

/** Signs in with a secret from a personal link (`#signin=<secret>`), checked by the server. */
export async function signIn(secret: string): Promise<Result<Identity, GameError>> {
  const me = await request(PlayerAnswerSchema, 'GET', '/api/me', secret);
  if (!me.ok) return me;
  const identity = { id: me.value.player.id, name: me.value.player.name, secret };
  saveIdentity(identity);
  return { ok: true, value: identity };
}

export const signOut = (): void => {
  saveIdentity(null);
};

/**
 * A new online game: options, seats, mode, time per turn, and its switches (undo, hints, ranked),
 * as the protocol's schema takes it, with the engine's options (read-only lists) as they are.
 */
export type OnlineGameBody = Omit<z.input<typeof CreateGameBodySchema>, 'options'> & {
  readonly options: GameOptions;
};

export async function createOnlineGame(
  me: Identity,
  body: OnlineGameBody,
): Promise<Result<CreatedGame, GameError>> {
  const checked = checkedBody(CreateGameBodySchema, body);
  return checked.ok
    ? request(CreatedGameSchema, 'POST', '/api/games', me.secret, checked.value)
    : checked;
}

export async function myGames(me: Identity): Promise<Result<readonly MyGame[], GameError>> {
  const list = await request(MyGameListSchema, 'GET', '/api/my/games', me.secret);
  return list.ok ? { ok: true, value: list.value.games } : list;
}

export async function openGames(): Promise<Result<readonly GameSummary[], GameError>> {
  const list = await request(GameListSchema, 'GET', '/api/games');
  return list.ok ? { ok: true, value: list.value.games } : list;
}

export async function joinGame(
  me: Identity,
  id: string,
  seat?: number,
): Promise<Result<JoinedGame, GameError>> {
  const checked = checkedBody(JoinBodySchema, seat === undefined ? {} : { seat });
  return checked.ok
    ? request(
        JoinedGameSchema,
        'POST',
        `/api/games/${encodeURIComponent(id)}/join`,
        me.secret,
        checked.value,
      )
    : checked;
}

export const fetchRecord = (id: string): Promise<Result<GameRecord, GameError>> =>
  request(GameRecordSchema, 'GET', `/api/games/${encodeURIComponent(id)}/record`);

/**
 * The rematch of a finished online game I played: the same new game for every player who asks,
 * with the same rules and seats, me in my own seat (docs/protocol.md).
 */
export const rematch = (me: Identity, id: string): Promise<Result<CreatedGame, GameError>> =>
  request(CreatedGameSchema, 'POST', `/api/games/${encodeURIComponent(id)}/rematch`, me.secret);
