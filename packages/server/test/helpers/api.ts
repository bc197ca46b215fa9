/**
 * The HTTP API from a test: players, games, joins, lists and records, through real requests.
 *
 * @example
 * const ada = await api.player('Ada');
 * const created = await api.createGame(ada, { options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }] });
 */
import type { CreatedGame, GameSummary, MyGame, NewPlayer } from '@tnt/protocol';

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { secret?: string; body?: unknown; raw?: string; contentType?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
    const text =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (text !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: text ?? null });
    const body = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return { status: response.status, body: (isJson ? JSON.parse(body) : body) as T };
  }

  async player(name: string): Promise<NewPlayer> {
    const answer = await this.request<NewPlayer>('POST', '/api/players', { body: { name } });
    if (answer.status !== 201)
      throw new Error(`player: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async createGame(player: NewPlayer, body: unknown): Promise<CreatedGame> {
    const answer = await this.request<CreatedGame>('POST', '/api/games', {
      secret: player.secret,
      body,
    });
    if (answer.status !== 201)
      throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async join(
    player: NewPlayer,
    gameId: string,
    seat?: number,
  ): Promise<{ game: GameSummary; seat: number }> {
    const answer = await this.request<{ game: GameSummary; seat: number }>(
      'POST',
      `/api/games/${gameId}/join`,
      {
        secret: player.secret,
        body: seat === undefined ? {} : { seat },
      },
    );
    if (answer.status !== 200)
      throw new Error(`join: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async game(gameId: string): Promise<GameSummary> {
    return (await this.request<GameSummary>('GET', `/api/games/${gameId}`)).body;
  }

  async myGames(player: NewPlayer): Promise<MyGame[]> {
    const answer = await this.request<{ games: MyGame[] }>('GET', '/api/my/games', {
      secret: player.secret,
    });
    if (answer.status !== 200)
      throw new Error(`my games: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.games;
  }

  async record(gameId: string): Promise<Record<string, unknown>> {
    return (await this.request<Record<string, unknown>>('GET', `/api/games/${gameId}/record`)).body;
  }
}
