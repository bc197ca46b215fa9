/**
 * One game socket: every inbound frame is rate-limited, size-checked and parsed by the protocol
 * before anything else sees it; a refused message gets an error reply and changes nothing. A
 * flood is closed (4002) once its refused messages outnumber its accepted ones by
 * LIMITS.rateStrikes; `sync`, whose answer is a thousand times its size, has a bucket of its own. After
 * `hello` the connection belongs to one game, as a seat (its player's secret) or as a spectator.
 * Messages are handled one after the other, in the order they came.
 *
 * @example
 * hub.add(new Connection(socket, deps));
 */
import type { RawData, WebSocket } from 'ws';

/** The part of a ws socket a connection uses. */
export type GameSocket = Pick<
  WebSocket,
  'readyState' | 'OPEN' | 'bufferedAmount' | 'send' | 'close' | 'terminate' | 'ping' | 'on'
>;
import {
  CLOSE_CODES,
  LIMITS,
  PROTOCOL_VERSION,
  encodeServerMessage,
  parseClientMessage,
  protocolError,
  type ClientMessage,
  type ClientParse,
  type HelloMessage,
  type ServerMessage,
  type WireError,
} from '@tnt/protocol';
import type { RoomClient } from '../games/context.ts';
import type { Logger } from '../logger.ts';
import type { GameRegistry } from '../games/registry.ts';
import type { GameRoom } from '../games/room.ts';
import { playerInfo, type Identities } from '../identity/identity.ts';
import type { Metrics } from '../metrics.ts';
import { TokenBucket, type RateLimit } from './rate-limit.ts';
import { talk } from './talk.ts';

export interface ConnectionDeps {
  readonly registry: GameRegistry;
  readonly identities: Identities;
  readonly metrics: Metrics;
  readonly log: Logger;
  /** Unsent bytes a socket may pile up before it is closed as too slow. */
  readonly maxBufferedBytes: number;
  /** Messages per connection: a burst, and the steady rate per second. */
  readonly rate: RateLimit;
  readonly onClose: (connection: Connection) => void;
  /** The clock of the rate limit, in milliseconds (tests set their own). */
  readonly now?: () => number;
}

const SYNC_LIMITED = `at most ${LIMITS.syncBurst} syncs in a row, then one every ${
  1 / LIMITS.syncPerSecond
} seconds; this one was dropped`;

/** Reads one frame: binary frames and frames that cannot be within the size limit are refused. */
function readFrame(data: RawData, isBinary: boolean): ClientParse {
  if (isBinary) {
    return { ok: false, error: protocolError('ERR_BAD_JSON', 'messages are text frames of JSON') };
  }
  const buffer = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(new Uint8Array(data));
  // UTF-8 takes at most 3 bytes per UTF-16 unit: a longer frame is over the limit undecoded.
  if (buffer.length > LIMITS.maxMessageChars * 3) {
    const limit = `a message has at most ${LIMITS.maxMessageChars} characters`;
    return { ok: false, error: protocolError('ERR_TOO_LARGE', limit) };
  }
  return parseClientMessage(buffer.toString('utf8'));
}

export class Connection implements RoomClient {
  seat: number | null = null;
  /** The identity the socket said hello with (null: an anonymous spectator, or no hello yet). */
  playerId: string | null = null;
  /** Answered a WebSocket ping since the last heartbeat. */
  alive = true;
  private room: GameRoom | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly bucket: TokenBucket;
  /** Syncs are dear to answer (a whole view and the moves asked for): a bucket of their own. */
  private readonly syncs: TokenBucket;
  /** Messages refused for the rate, less one for each accepted: over LIMITS.rateStrikes, closed. */
  private strikes = 0;
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: GameSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.bucket = new TokenBucket(deps.rate.burst, deps.rate.perSecond, deps.now);
    this.syncs = new TokenBucket(LIMITS.syncBurst, LIMITS.syncPerSecond, deps.now);
    socket.on('message', (data, isBinary) => {
      this.receive(data, isBinary);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => {
      this.closed();
    });
    // Socket errors (invalid frames, a vanished peer) are logged by the route (socket-errors.ts).
    this.helloTimer = setTimeout(() => {
      this.close(CLOSE_CODES.helloTimeout, 'no hello');
    }, LIMITS.helloTimeoutMs);
    this.helloTimer.unref();
  }

  send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.deps.maxBufferedBytes) {
      this.close(CLOSE_CODES.slowConsumer, 'too slow: reconnect and sync');
      return;
    }
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Heartbeat: a socket that did not answer the last ping is dead; others are pinged again. */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  private receive(data: RawData, isBinary: boolean): void {
    const receivedAt = performance.now();
    if (!this.bucket.take()) {
      this.strikes++;
      if (this.strikes > LIMITS.rateStrikes) this.close(CLOSE_CODES.rateLimit, 'too many messages');
      else
        this.refuse(protocolError('ERR_RATE_LIMITED', 'too many messages; this one was dropped'));
      return;
    }
    // A message that passes forgives one strike, not all of them: a steady flood gets one
    // message through at each refill, and must not be forgiven for the hundred it was refused.
    this.strikes = Math.max(0, this.strikes - 1);
    const parsed = readFrame(data, isBinary);
    if (!parsed.ok) {
      this.refuse(parsed.error);
      return;
    }
    const message = parsed.value;
    this.chain = this.chain
      .then(() => this.handle(message, receivedAt))
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, type: message.type }, 'a message failed');
        this.refuse(
          protocolError('ERR_INTERNAL', 'the server failed; nothing changed'),
          message.ref,
        );
      });
  }

  private async handle(message: ClientMessage, receivedAt: number): Promise<void> {
    if (message.type === 'hello') return this.hello(message);
    if (message.type === 'ping') {
      this.reply({ type: 'pong', ...(message.ref === undefined ? {} : { ref: message.ref }) });
      return;
    }
    const room = this.room;
    if (!room) {
      this.refuse(protocolError('ERR_NOT_JOINED', 'say hello first'), message.ref);
      return;
    }
    switch (message.type) {
      case 'move': {
        const result = await room.submit(this, message, receivedAt);
        if (!result.ok) this.refuse(result.error, message.ref);
        return;
      }
      case 'sync':
        if (this.syncs.take()) room.resync(this, message.since, message.ref);
        else this.refuse(protocolError('ERR_RATE_LIMITED', SYNC_LIMITED), message.ref);
        return;
      case 'undo': {
        const undone = await room.undo(this, message);
        if (!undone.ok) this.refuse(undone.error, message.ref);
        return;
      }
      case 'hint':
        room.hint(this, message);
        return;
      case 'back': {
        const back = room.comeBack(this);
        if (!back.ok) this.refuse(back.error, message.ref);
        return;
      }
      case 'chat':
      case 'mute':
      case 'read': {
        const done = await talk(room, this, message);
        if (!done.ok) this.refuse(done.error, message.ref);
        return;
      }
    }
  }

  private async hello(message: HelloMessage): Promise<void> {
    if (this.room) {
      this.refuse(
        protocolError('ERR_ALREADY_JOINED', 'this socket has joined a game'),
        message.ref,
      );
      return;
    }
    if (message.version !== PROTOCOL_VERSION) {
      this.refuse(
        protocolError('ERR_VERSION', `this server speaks protocol version ${PROTOCOL_VERSION}`),
        message.ref,
      );
      this.close(CLOSE_CODES.version, 'protocol version');
      return;
    }
    const player = await this.deps.identities.authenticate(message.secret);
    if (message.secret !== undefined && player === null) {
      this.refuse(protocolError('ERR_BAD_SECRET', 'no player has this secret'), message.ref);
      return;
    }
    const found = await this.deps.registry.find(message.game);
    if (!found.ok) {
      this.refuse(found.error, message.ref);
      return;
    }
    const room = found.value;
    const seat = player ? await room.seatFor(player.id) : null;
    await room.catchUpTo(message.since);
    await room.chat.prepare(this, player ? playerInfo(player) : null);
    if (this.socket.readyState !== this.socket.OPEN) return;
    clearTimeout(this.helloTimer);
    this.seat = seat;
    this.playerId = player?.id ?? null;
    this.room = room;
    room.attach(this, message.since, message.ref);
  }

  private refuse(error: WireError & { readonly ref?: string | number }, ref = error.ref): void {
    this.deps.metrics.rejectedMessage(error.code);
    const { code, message } = error;
    this.reply({ type: 'error', code, message, ...(ref === undefined ? {} : { ref }) });
  }

  private reply(message: ServerMessage): void {
    this.send(encodeServerMessage(message));
  }

  private closed(): void {
    clearTimeout(this.helloTimer);
    this.room?.detach(this);
    this.room = null;
    this.deps.onClose(this);
  }
}
