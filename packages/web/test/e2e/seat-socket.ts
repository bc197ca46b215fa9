/**
 * One seat of an online game played from Node over the server's game socket (docs/protocol.md),
 * for the move-latency benchmark: it says hello with the player's secret, keeps the seat's latest
 * view, sends a move with the number it will take and waits for that move's own `moved`.
 *
 * @example
 * const seat = await SeatSocket.open(server.url, gameId, secret);
 * const sentAt = seat.send(move); // performance.timeOrigin + performance.now() at sending
 * await seat.moved(seat.seq + 1);
 */
import WebSocket from 'ws';
import type { Move, PlayerView } from '@tnt/engine';
import { PROTOCOL_VERSION, parseServerMessage } from '@tnt/protocol';

/** Milliseconds on the same clock as a page's `performance.timeOrigin + performance.now()`. */
export const clock = (): number => performance.timeOrigin + performance.now();

export class SeatSocket {
  /** The seat's view after the last move seen, and that move's number. */
  view: PlayerView | null = null;
  seq = 0;
  /** The first refusal, if any: the benchmark's moves are all legal, so it ends the run. */
  private refusal: Error | null = null;
  private readonly waiting = new Set<() => void>();

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
      } else if (message.type === 'error') {
        this.refusal ??= new Error(`the server refused: ${message.code} ${message.message}`);
      }
      for (const wake of [...this.waiting]) wake();
    });
  }

  /** Opens the game socket and says hello as the player with this secret. */
  static async open(baseUrl: string, game: string, secret: string): Promise<SeatSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    const seat = new SeatSocket(socket);
    socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, game, secret }));
    await seat.until(() => seat.view !== null);
    return seat;
  }

  /** Resolves once `done` holds after some message (or now); fails after `timeoutMs`. */
  until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
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

  /** Sends a move as the next one; answers the time it was handed to the socket. */
  send(move: Move): number {
    const seq = this.seq + 1;
    const sentAt = clock();
    this.socket.send(JSON.stringify({ type: 'move', seq, move, ref: seq }));
    return sentAt;
  }

  close(): void {
    this.socket.close();
  }
}
