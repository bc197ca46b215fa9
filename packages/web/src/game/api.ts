/**
 * The server's HTTP API (docs/protocol.md): the player's identity, creating, listing and joining
 * games, and downloading records. Every call answers a Result; nothing throws. Only the protocol's
 * types are imported, so its schemas (and zod) stay out of the browser bundle.
 *
 * @example
 * const me = await createIdentity('Anna');
 * if (me.ok) await createOnlineGame(me.value, { options: { players: 2 }, seats, mode: 'live', turnSeconds: null });
 */
import type { GameRecord, Result } from '@tnt/engine';
import type {
  CreatedGame,
  GameSummary,
  MyGame,
  NewPlayer,
  PlayerInfo,
  SeatSpec,
} from '@tnt/protocol';
import type { GameOptions } from '@tnt/engine';
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

/** One request: JSON in, JSON out, the server's error body read into a GameError. */
export async function request<T>(
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
  if (response.ok && json !== null) return { ok: true, value: json as T };
  const error = (json as { error?: Partial<GameError> } | null)?.error;
  return typeof error?.code === 'string'
    ? fail(error.code, error.message ?? '')
    : fail('ERR_NO_SERVER', `${method} ${path}: ${response.status}`);
}

/** True when a game server answers (the client may also be served by a plain static host). */
export async function serverAvailable(): Promise<boolean> {
  const health = await request<{ ok?: boolean }>('GET', '/api/health');
  return health.ok && health.value.ok === true;
}

export async function createIdentity(name: string): Promise<Result<Identity, GameError>> {
  const made = await request<NewPlayer>('POST', '/api/players', undefined, { name });
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
  const me = await request<{ player: PlayerInfo }>('GET', '/api/me', secret);
  if (!me.ok) return me;
  const identity = { id: me.value.player.id, name: me.value.player.name, secret };
  saveIdentity(identity);
  return { ok: true, value: identity };
}

export const signOut = (): void => {
  saveIdentity(null);
};

export interface OnlineGameBody {
  readonly options: GameOptions;
  readonly seats: readonly SeatSpec[];
  readonly mode: 'live' | 'async';
  readonly turnSeconds: number | null;
  /** Players may take back their reversible moves within their turn; the server's default is on. */
  readonly undo?: boolean;
  /** Players may ask for hints; the server's default is on. */
  readonly hints?: boolean;
  /** A ranked game; the server's default is not ranked. */
  readonly ranked?: boolean;
}

export const createOnlineGame = (
  me: Identity,
  body: OnlineGameBody,
): Promise<Result<CreatedGame, GameError>> =>
  request<CreatedGame>('POST', '/api/games', me.secret, body);

export async function myGames(me: Identity): Promise<Result<readonly MyGame[], GameError>> {
  const list = await request<{ games: MyGame[] }>('GET', '/api/my/games', me.secret);
  return list.ok ? { ok: true, value: list.value.games } : list;
}

export async function openGames(): Promise<Result<readonly GameSummary[], GameError>> {
  const list = await request<{ games: GameSummary[] }>('GET', '/api/games');
  return list.ok ? { ok: true, value: list.value.games } : list;
}

export const joinGame = (
  me: Identity,
  id: string,
  seat?: number,
): Promise<Result<{ game: GameSummary; seat: number }, GameError>> =>
  request(
    'POST',
    `/api/games/${encodeURIComponent(id)}/join`,
    me.secret,
    seat === undefined ? {} : { seat },
  );

export const fetchRecord = (id: string): Promise<Result<GameRecord, GameError>> =>
  request<GameRecord>('GET', `/api/games/${encodeURIComponent(id)}/record`);
