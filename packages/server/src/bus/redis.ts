/**
 * The event bus of a cluster of server nodes: Redis pub/sub, one channel per game
 * (`tnt:game:<id>`). A node subscribes to the channel of each game it holds in memory while it
 * holds it, and publishes there each event it applies; Redis sends the event to every subscribed
 * node, the publisher's own included, which drops it (the node id is in every event).
 *
 * Two connections: a connection that has subscribed may only subscribe and unsubscribe, so events
 * go out on the other one. Messages arriving are checked against the schema; one that is not a
 * valid event of its channel's game is counted, reported to `log`, and otherwise ignored.
 *
 * When Redis goes away, `up` turns false and `publish` rejects at once with a BusDownError (no
 * queue: a node does not wait on Redis; the other nodes catch up from the store). ioredis
 * reconnects by itself, with a capped backoff, and subscribes again to the channels it had
 * (`autoResubscribe`). Once both connections are back, the bus also subscribes to the games
 * subscribed during the outage and leaves those dropped during it, waits for Redis to confirm,
 * and only then turns `up` and calls each `onReconnect` handler once: events of the outage are
 * lost, and the nodes reload their games from the store.
 *
 * @example
 * const bus = await RedisBus.connect({ url: 'redis://127.0.0.1:6379', node: 'n1', log: console.warn });
 * bus.onReconnect(() => registry.reloadAll());
 * await bus.subscribe('g1', (event) => room.onBusEvent(event));
 */
import { Redis, type RedisOptions } from 'ioredis';
import { checkGameId, checkNodeId, decodeBusEvent, encodeBusEvent } from './codec.ts';
import { BusDownError } from './down.ts';
import type { BusEvent, BusHandler, EventBus } from './types.ts';

/** Where the bus reports what an operator may want to know: lost Redis, got it back, bad messages. */
export type BusLog = (message: string) => void;

export interface RedisBusOptions {
  /** redis://[[user]:password@]host[:port][/db] or rediss://… (TLS). */
  readonly url: string;
  /** This node's id, unique in the cluster. */
  readonly node: string;
  readonly log?: BusLog;
}

/** Channels of games: Redis may serve other things, and other clusters, under other prefixes. */
export const CHANNEL_PREFIX = 'tnt:game:';
/** The pause before the nth attempt to reconnect: 200 ms, 400 ms, … at most 2 s. */
const retryDelay = (attempt: number): number => Math.min(attempt * 200, 2_000);
/** How long `close` waits for Redis to acknowledge QUIT before it drops the connection. */
const QUIT_TIMEOUT_MS = 1_000;
/** Characters of a bad message quoted in the log. */
const QUOTE_CHARS = 120;

export class RedisBus implements EventBus {
  readonly kind = 'redis';
  private readonly handlers = new Map<string, BusHandler>();
  private readonly reconnectHandlers: (() => void)[] = [];
  /** Channels this bus may be subscribed to on Redis: a SUBSCRIBE sent, no UNSUBSCRIBE confirmed. */
  private readonly sent = new Set<string>();
  private publisherReady: boolean;
  private subscriberReady: boolean;
  /** Redis was lost and `onReconnect` handlers have not run yet. */
  private outage: boolean;
  private reasonLogged = false;
  private closed = false;
  private invalidCount = 0;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    readonly node: string,
    /** host:port, for messages (never the password of the URL). */
    private readonly where: string,
    private readonly log: BusLog | undefined,
  ) {
    // Connected a moment ago, unless lost already: then it is an outage like any other.
    this.publisherReady = publisher.status === 'ready';
    this.subscriberReady = subscriber.status === 'ready';
    this.outage = !this.publisherReady || !this.subscriberReady;
    publisher.on('error', (error: unknown) => {
      this.failed(error);
    });
    subscriber.on('error', (error: unknown) => {
      this.failed(error);
    });
    publisher.on('close', () => {
      this.lost('publisher');
    });
    subscriber.on('close', () => {
      this.lost('subscriber');
    });
    publisher.on('ready', () => {
      this.publisherReady = true;
      this.maybeBack();
    });
    subscriber.on('ready', () => {
      void this.resubscribe();
    });
    subscriber.on('message', (channel: string, text: string) => {
      this.receive(channel, text);
    });
  }

  /** Connects both connections; rejects with a clear Error (and leaves nothing open) if it cannot. */
  static async connect(options: RedisBusOptions): Promise<RedisBus> {
    checkNodeId(options.node);
    const where = describeUrl(options.url);
    const connection: RedisOptions = {
      lazyConnect: true,
      // Fail at once while Redis is away, rather than queue: the bus is down, callers know it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: retryDelay,
      autoResubscribe: true,
    };
    const publisher = new Redis(options.url, { ...connection, connectionName: 'tnt-bus-publish' });
    const subscriber = new Redis(options.url, {
      ...connection,
      connectionName: 'tnt-bus-subscribe',
    });
    // Until the bus listens (and after a failed start): without a listener, ioredis would print
    // each failed attempt. The first error says why a start fails better than "Connection is
    // closed." (refused, unknown host, wrong password).
    let reason: unknown = null;
    const remember = (error: unknown): void => {
      reason ??= error;
    };
    publisher.on('error', remember);
    subscriber.on('error', remember);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      const why = messageOf(reason ?? error);
      throw new Error(`cannot reach Redis at ${where} for the event bus: ${why}`, { cause: error });
    }
    publisher.off('error', remember);
    subscriber.off('error', remember);
    publisher.on('error', () => undefined);
    subscriber.on('error', () => undefined);
    return new RedisBus(publisher, subscriber, options.node, where, options.log);
  }

  get up(): boolean {
    return !this.closed && !this.outage && this.publisherReady && this.subscriberReady;
  }

  /** Messages received that were not valid events of their channel's game, since the start. */
  get invalid(): number {
    return this.invalidCount;
  }

  async publish(event: BusEvent): Promise<void> {
    const text = encodeBusEvent(event, this.node);
    if (this.closed) throw new Error('the event bus is closed');
    if (!this.up) throw new BusDownError(`no connection to Redis at ${this.where}`);
    try {
      await this.publisher.publish(CHANNEL_PREFIX + event.game, text);
    } catch (error) {
      throw new BusDownError(`Redis at ${this.where} did not take the event: ${messageOf(error)}`, {
        cause: error,
      });
    }
  }

  /**
   * Resolves once Redis has confirmed the subscription. While Redis is away it resolves at once:
   * the game is subscribed when Redis is back, before `onReconnect` handlers run.
   */
  async subscribe(game: string, handler: BusHandler): Promise<void> {
    checkGameId(game);
    if (this.closed) throw new Error('the event bus is closed');
    const isNew = !this.handlers.has(game);
    this.handlers.set(game, handler);
    if (!isNew || this.subscriber.status !== 'ready') return;
    const channel = CHANNEL_PREFIX + game;
    this.sent.add(channel);
    try {
      await this.subscriber.subscribe(channel);
    } catch {
      // Redis went away meanwhile: the channel is subscribed again when it is back.
    }
  }

  async unsubscribe(game: string): Promise<void> {
    if (!this.handlers.delete(game)) return;
    if (this.subscriber.status !== 'ready') return;
    const channel = CHANNEL_PREFIX + game;
    try {
      await this.subscriber.unsubscribe(channel);
      // Unless the game was subscribed again meanwhile (its SUBSCRIBE follows this UNSUBSCRIBE).
      if (!this.handlers.has(game)) this.sent.delete(channel);
    } catch {
      // Redis went away meanwhile: the channel is left when it is back.
    }
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  /** Quits both connections (drops them if Redis does not answer); never throws. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private lost(which: 'publisher' | 'subscriber'): void {
    if (which === 'publisher') this.publisherReady = false;
    else this.subscriberReady = false;
    if (this.closed || this.outage) return;
    this.outage = true;
    this.reasonLogged = false;
    this.log?.(`event bus down: lost the connection to Redis at ${this.where}; reconnecting`);
  }

  /** The first error of an outage says why Redis cannot be reached (refused, auth, …). */
  private failed(error: unknown): void {
    if (this.closed || !this.outage || this.reasonLogged) return;
    this.reasonLogged = true;
    this.log?.(`event bus: Redis at ${this.where}: ${messageOf(error)}`);
  }

  /**
   * The subscriber is connected again. ioredis has sent SUBSCRIBE for the channels it had; this
   * also subscribes the games subscribed during the outage, leaves those dropped during it, and
   * waits for Redis's replies, after which every subscription is in force.
   */
  private async resubscribe(): Promise<void> {
    const wanted = [...this.handlers.keys()].map((game) => CHANNEL_PREFIX + game);
    const stale = [...this.sent].filter((channel) => !wanted.includes(channel));
    try {
      if (stale.length > 0) await this.subscriber.unsubscribe(...stale);
      if (wanted.length > 0) await this.subscriber.subscribe(...wanted);
    } catch {
      // Lost again before it was done: the next 'ready' does it all again.
      return;
    }
    for (const channel of stale) this.sent.delete(channel);
    for (const channel of wanted) this.sent.add(channel);
    if (this.subscriber.status !== 'ready') return;
    this.subscriberReady = true;
    this.maybeBack();
  }

  private maybeBack(): void {
    if (this.closed || !this.outage || !this.publisherReady || !this.subscriberReady) return;
    this.outage = false;
    this.log?.(`event bus up: connected to Redis at ${this.where} again`);
    for (const handler of this.reconnectHandlers) this.guard('an onReconnect handler', handler);
  }

  private receive(channel: string, text: string): void {
    if (this.closed || !channel.startsWith(CHANNEL_PREFIX)) return;
    const game = channel.slice(CHANNEL_PREFIX.length);
    const decoded = decodeBusEvent(text);
    if (!decoded.ok) {
      this.ignore(channel, text, decoded.error);
      return;
    }
    const event = decoded.value;
    if (event.game !== game) {
      this.ignore(channel, text, `an event of game "${event.game}"`);
      return;
    }
    if (event.node === this.node) return;
    const handler = this.handlers.get(game);
    if (handler !== undefined) {
      this.guard(`the handler of game ${game}`, () => {
        handler(event);
      });
    }
  }

  private ignore(channel: string, text: string, why: string): void {
    this.invalidCount += 1;
    const quote = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
    this.log?.(`event bus: ignored a message on ${channel} (${why}): ${quote}`);
  }

  /** Runs `f`; a throw is logged, never let into ioredis's reply parser (it would break it). */
  private guard(what: string, f: () => void): void {
    try {
      f();
    } catch (error) {
      this.log?.(`event bus: ${what} threw: ${messageOf(error)}`);
    }
  }
}

/** host:port of a redis:// or rediss:// URL, without user or password; throws if it is not one. */
function describeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('the event bus needs a Redis URL such as redis://127.0.0.1:6379');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(
      `the event bus needs a redis:// or rediss:// URL, not one starting "${parsed.protocol}"`,
    );
  }
  return `${parsed.hostname}:${parsed.port === '' ? '6379' : parsed.port}`;
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
    });
    await Promise.race([
      connection.quit().then(
        () => undefined,
        () => undefined,
      ),
      timeout,
    ]);
    clearTimeout(timer);
  }
  if (connection.status !== 'end') connection.disconnect();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
