/**
 * People at an online table, played from Node for the friends' browser tests: identities and a
 * game made over the HTTP API, and a seat's socket that says hello, keeps its view, chats, and
 * makes a heuristic bot's moves (to bring a decision to another seat, or a game to its end quickly).
 *
 * @example
 * const [anna, ben] = await Promise.all([person(url, 'Anna'), person(url, 'Ben')]);
 * const id = await gameFor(url, anna, ben, { record: true });
 */
import WebSocket from 'ws';
import type { PlayerView } from '@tnt/engine';
import { createBot } from '@tnt/bots';
import { PROTOCOL_VERSION, parseServerMessage, type ChatLine } from '@tnt/protocol';

export interface Person {
  readonly id: string;
  readonly name: string;
  readonly secret: string;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  secret?: string,
  body?: unknown,
) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export async function person(base: string, name: string): Promise<Person> {
  const made = await call<{ player: { id: string; name: string }; secret: string }>(
    base,
    'POST',
    '/api/players',
    undefined,
    { name },
  );
  return { ...made.player, secret: made.secret };
}

/** A live game of two people (the first in seat 0), both seated: it is being played. */
export async function gameFor(
  base: string,
  first: Person,
  second: Person,
  chat: { readonly record?: boolean } = {},
): Promise<string> {
  const created = await call<{ game: { id: string } }>(base, 'POST', '/api/games', first.secret, {
    options: { players: 2, startingPlayer: 0 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    mode: 'live',
    turnSeconds: null,
    seat: 0,
    chat,
  });
  await call(base, 'POST', `/api/games/${created.game.id}/join`, second.secret, {});
  return created.game.id;
}

export const pushEndpoints = (base: string, who: Person) =>
  call<{ endpoints: string[] }>(base, 'GET', '/api/push/subscriptions', who.secret);

export class TableSocket {
  view: PlayerView | null = null;
  seq = 0;
  over = false;
  readonly lines: ChatLine[] = [];
  /** The first refusal: every message sent here is legal, so it fails what waits. */
  private refusal: Error | null = null;
  private readonly waiting = new Set<() => void>();
  /** Plays a game to its end in a few hundred moves (random moves may take thousands). */
  private readonly bot = createBot({ kind: 'heuristic', seed: 'friends' });

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const parsed = parseServerMessage(data.toString('utf8'));
      if (!parsed.ok) {
        this.refusal ??= new Error(`a message outside the protocol: ${parsed.error}`);
        return;
      }
      const message = parsed.value;
      if (message.type === 'welcome' || message.type === 'moved') {
        this.view = message.view;
        this.seq = message.seq;
      } else if (message.type === 'over') this.over = true;
      else if (message.type === 'chat') this.lines.push(message.line);
      else if (message.type === 'error')
        this.refusal ??= new Error(`the server refused: ${message.code} ${message.message}`);
      for (const wake of [...this.waiting]) wake();
    });
  }

  static async open(base: string, game: string, who: Person): Promise<TableSocket> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws').replace(/\/$/, '')}/api/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    const seat = new TableSocket(socket);
    socket.send(
      JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, game, secret: who.secret }),
    );
    await seat.until(() => seat.view !== null);
    return seat;
  }

  /** Resolves once `done` holds after some message (or now); fails after `timeoutMs` (a hang). */
  until(done: () => boolean, timeoutMs = 60_000): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(wake);
        reject(new Error(`no such message within ${timeoutMs} ms (last move ${this.seq})`));
      }, timeoutMs);
      const wake = (): void => {
        if (this.refusal === null && !done()) return;
        clearTimeout(timer);
        this.waiting.delete(wake);
        if (this.refusal === null) resolve();
        else reject(this.refusal);
      };
      this.waiting.add(wake);
    });
  }

  /** The seat deciding now, or null when the game is over. */
  get decider(): number | null {
    return this.view?.decision?.seat ?? null;
  }

  /** The heuristic bot's move for this seat's decision, and its acknowledgement. */
  async botMove(): Promise<void> {
    if (this.view === null || this.view.legalMoves.length === 0)
      throw new Error('no decision of this seat now');
    const move = this.bot.choose(this.view).move;
    const seq = this.seq + 1;
    this.socket.send(JSON.stringify({ type: 'move', seq, move, ref: seq }));
    await this.until(() => this.seq >= seq);
  }

  async say(text: string): Promise<void> {
    const before = this.lines.length;
    this.socket.send(JSON.stringify({ type: 'chat', text }));
    await this.until(() => this.lines.length > before);
  }

  close(): void {
    this.socket.close();
  }
}

/** The bots' moves for whichever seat decides, until `done` (both sockets see every move). */
export async function playUntil(
  seats: readonly TableSocket[],
  done: (decider: number | null) => boolean,
): Promise<void> {
  const watcher = seats[0];
  if (watcher === undefined) return;
  for (let guard = 0; guard < 5000 && !done(watcher.decider); guard++) {
    const decider = watcher.decider;
    const socket = decider === null ? undefined : seats[decider];
    if (socket === undefined) return;
    await socket.botMove();
    // Every socket hears the move before the next decision is looked at.
    const seq = socket.seq;
    await Promise.all(seats.map((s) => s.until(() => s.seq >= seq)));
  }
}
