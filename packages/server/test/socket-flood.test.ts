/**
 * The flood limit of a game socket, on a Connection with a socket double and a clock of its own,
 * so that a flood at any pace is exact: the token bucket lets a burst through and then its rate;
 * the messages over it are refused, and a socket whose refused messages outnumber its accepted
 * ones by LIMITS.rateStrikes is closed (4002), whether it floods at once or at a steady
 * 1,000 messages a second (each refill lets one through, which used to forgive every strike).
 */
import { describe, expect, it } from 'vitest';
import type { RawData } from 'ws';
import { CLOSE_CODES, LIMITS } from '@tnt/protocol';
import type { Logger } from '../src/logger.ts';
import type { GameRegistry } from '../src/games/registry.ts';
import { Identities } from '../src/identity/identity.ts';
import { Metrics } from '../src/metrics.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { Connection, type GameSocket } from '../src/ws/connection.ts';

type Handler = (...args: unknown[]) => void;

/** The part of a ws socket a Connection uses: it records what is sent and how it is closed. */
class SocketDouble {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  private readonly handlers = new Map<string, Handler>();

  on(event: string, handler: Handler): this {
    this.handlers.set(event, handler);
    return this;
  }

  send(text: string): void {
    this.sent.push(text);
  }

  close(code: number): void {
    this.closedWith ??= code;
    this.readyState = 3;
  }

  terminate(): void {
    this.readyState = 3;
  }

  ping(): void {}

  receive(text: string): void {
    const data: RawData = Buffer.from(text, 'utf8');
    this.handlers.get('message')?.(data, false);
  }
}

/** A ping needs no games: the registry is never asked. */
const noGames: unknown = Object.freeze({});
const quiet: Logger = { info() {}, warn() {}, error() {} };

function connect(now: () => number): { socket: SocketDouble; connection: Connection } {
  const socket = new SocketDouble();
  const connection = new Connection(socket as unknown as GameSocket, {
    registry: noGames as GameRegistry,
    identities: new Identities(new MemoryStore()),
    metrics: new Metrics({
      games: () => ({ loaded: 0, open: 0, playing: 0, over: 0 }),
      sockets: () => 0,
      botQueue: () => 0,
    }),
    log: quiet,
    maxBufferedBytes: 1 << 20,
    rate: { burst: LIMITS.rateBurst, perSecond: LIMITS.ratePerSecond },
    onClose: () => undefined,
    now,
  });
  return { socket, connection };
}

/** Sends pings at `perSecond` for up to `seconds`; the number sent when the socket closed, or null. */
function flood(socket: SocketDouble, clock: { ms: number }, perSecond: number, seconds: number) {
  const count = perSecond * seconds;
  for (let i = 0; i < count; i++) {
    clock.ms = (i * 1000) / perSecond;
    socket.receive('{"type":"ping"}');
    if (socket.closedWith !== null) return i + 1;
  }
  return null;
}

describe('a socket over its message rate', () => {
  it('is closed (4002) when it floods at a steady 1,000 messages a second', () => {
    const clock = { ms: 0 };
    const { socket, connection } = connect(() => clock.ms);
    const sent = flood(socket, clock, 1000, 10);
    expect(socket.closedWith).toBe(CLOSE_CODES.rateLimit);
    // Within a second: 230 messages pass or are refused before the strikes run out.
    expect(sent).not.toBeNull();
    expect(sent!).toBeLessThan(1000);
    expect(connection.seat).toBeNull();
  });

  it('is closed when it sends all at once, after the burst and the strikes', () => {
    const clock = { ms: 0 };
    const { socket } = connect(() => clock.ms);
    for (let i = 0; i < LIMITS.rateBurst + LIMITS.rateStrikes + 1; i++) {
      socket.receive('{"type":"ping"}');
    }
    expect(socket.closedWith).toBe(CLOSE_CODES.rateLimit);
  });

  it('stays open at its rate, and a short burst over it only costs dropped messages', () => {
    const clock = { ms: 0 };
    const { socket } = connect(() => clock.ms);
    expect(flood(socket, clock, LIMITS.ratePerSecond, 60)).toBeNull();
    // 50 over the burst at once: refused, then the client slows down and is forgiven.
    const start = clock.ms;
    for (let i = 0; i < LIMITS.rateBurst + 50; i++) socket.receive('{"type":"ping"}');
    const refused = socket.sent.filter((t) => t.includes('ERR_RATE_LIMITED')).length;
    expect(refused).toBeGreaterThan(0);
    for (let i = 1; i <= 600; i++) {
      clock.ms = start + (i * 1000) / LIMITS.ratePerSecond;
      socket.receive('{"type":"ping"}');
    }
    expect(socket.closedWith).toBeNull();
  });
});
