/**
 * A test client on a real WebSocket (the `ws` package): it keeps every text frame it received,
 * raw, for the leak checks, and waits for messages that match a predicate.
 *
 * @example
 * const client = await TestClient.open(server.url);
 * client.send({ type: 'hello', version: 1, game: id });
 * const welcome = await client.next((m) => m.type === 'welcome');
 */
import WebSocket from 'ws';
import { parseServerMessage, type ServerMessage, type WelcomeMessage } from '@tnt/protocol';

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export class TestClient {
  /** Every text frame received, as sent on the wire. */
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<Closed>;
  private cursor = 0;
  private readonly listeners = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.raw.push(text);
      const parsed = parseServerMessage(text);
      // A test's client holds the server to the protocol: a message outside it fails the test.
      if (!parsed.ok) throw new Error(`a message outside the protocol: ${parsed.error}\n${text}`);
      this.messages.push(parsed.value);
      for (const listener of [...this.listeners]) listener();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const listener of [...this.listeners]) listener();
      });
    });
  }

  static open(baseUrl: string): Promise<TestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(new TestClient(socket));
      });
      socket.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Calls `listener` after every message (and on close) until it returns true. */
  watch(listener: () => boolean): void {
    if (listener()) return;
    const wrapped = (): void => {
      if (listener()) this.listeners.delete(wrapped);
    };
    this.listeners.add(wrapped);
  }

  /** The first message after the cursor that matches; the cursor moves past it. */
  next<T extends ServerMessage = ServerMessage>(
    match: (m: ServerMessage) => boolean,
    timeoutMs = 60_000,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `no matching message in ${timeoutMs} ms; last: ${this.raw.at(-1)?.slice(0, 200) ?? 'none'}`,
          ),
        );
      }, timeoutMs);
      this.watch(() => {
        for (let i = this.cursor; i < this.messages.length; i++) {
          const message = this.messages[i]!;
          if (match(message)) {
            this.cursor = i + 1;
            clearTimeout(timer);
            resolve(message as T);
            return true;
          }
        }
        if (!this.isOpen) {
          clearTimeout(timer);
          reject(new Error('the socket closed'));
          return true;
        }
        return false;
      });
    });
  }

  /** The last message received that matches, or undefined. */
  latest<T extends ServerMessage>(match: (m: ServerMessage) => m is T): T | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const message = this.messages[i]!;
      if (match(message)) return message;
    }
    return undefined;
  }

  /** The next error message (e.g. after a refused message). */
  nextError(timeoutMs?: number): Promise<Extract<ServerMessage, { type: 'error' }>> {
    return this.next((m) => m.type === 'error', timeoutMs);
  }

  close(): Promise<Closed> {
    this.socket.close();
    return this.closed;
  }
}

/** Opens a socket to a server and says hello to a game (as the player, or as a spectator). */
export async function joinGame(
  baseUrl: string,
  gameId: string,
  secret?: string,
  since?: number,
): Promise<{ client: TestClient; welcome: WelcomeMessage }> {
  const client = await TestClient.open(baseUrl);
  client.send({
    type: 'hello',
    version: 1,
    game: gameId,
    ...(secret === undefined ? {} : { secret }),
    ...(since === undefined ? {} : { since }),
  });
  const welcome = await client.next<WelcomeMessage>((m) => m.type === 'welcome');
  return { client, welcome };
}
