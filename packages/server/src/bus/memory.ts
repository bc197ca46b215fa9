/**
 * Several nodes of a cluster inside one process, for fast tests of what the nodes tell each other:
 * a hub stands for Redis, each `node` is one node's bus. Events travel as text, as on Redis (so a
 * receiver never shares an object with the sender), and arrive in a later microtask, in the order
 * they were published, at the other nodes subscribed to the game, never at the publisher's own.
 * `down()` and `up()` stand for Redis going away and coming back: while down, publishing rejects
 * and events are lost; when back, each node's `onReconnect` handlers run once.
 *
 * A handler that throws is not caught: in a test, that is a failure to see.
 *
 * @example
 * const hub = new MemoryBusHub();
 * const a = hub.node('n1');
 * const b = hub.node('n2');
 * await b.subscribe('g1', (event) => seen.push(event));
 * await a.publish({ type: 'changed', game: 'g1', node: 'n1' }); // b sees it after a microtask
 */
import { checkGameId, checkNodeId, decodeBusEvent, encodeBusEvent } from './codec.ts';
import { BusDownError } from './down.ts';
import type { BusEvent, BusHandler, EventBus } from './types.ts';

export class MemoryBusHub {
  private readonly nodes = new Map<string, MemoryBus>();
  private isUp = true;

  /** Whether the hub carries events now (false between `down()` and `up()`). */
  get connected(): boolean {
    return this.isUp;
  }

  /** A new node's bus; each node id once at a time. */
  node(id: string): MemoryBus {
    checkNodeId(id);
    if (this.nodes.has(id)) throw new Error(`the memory bus already has a node "${id}"`);
    const bus = new MemoryBus(this, id);
    this.nodes.set(id, bus);
    return bus;
  }

  /** Redis goes away: publishing rejects on every node until `up()`. */
  down(): void {
    this.isUp = false;
  }

  /** Redis is back: each node's `onReconnect` handlers run once (in a microtask) per outage. */
  up(): void {
    if (this.isUp) return;
    this.isUp = true;
    for (const bus of this.nodes.values()) bus.reconnected();
  }

  /** Sends `text` (of node `from`) to every other node; each decides whether it holds the game. */
  send(from: string, game: string, text: string): void {
    for (const [id, bus] of this.nodes) {
      if (id !== from) {
        queueMicrotask(() => {
          bus.deliver(game, text);
        });
      }
    }
  }

  /** `bus` is closed: it gets nothing more. */
  leave(bus: MemoryBus): void {
    if (this.nodes.get(bus.node) === bus) this.nodes.delete(bus.node);
  }
}

export class MemoryBus implements EventBus {
  readonly kind = 'memory';
  private readonly handlers = new Map<string, BusHandler>();
  private readonly reconnectHandlers: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly hub: MemoryBusHub,
    readonly node: string,
  ) {}

  get up(): boolean {
    return this.hub.connected && !this.closed;
  }

  publish(event: BusEvent): Promise<void> {
    try {
      const text = encodeBusEvent(event, this.node);
      if (this.closed) throw new Error('the event bus is closed');
      if (!this.hub.connected) throw new BusDownError('the memory hub is down');
      this.hub.send(this.node, event.game, text);
      return Promise.resolve();
    } catch (error) {
      return rejected(error);
    }
  }

  subscribe(game: string, handler: BusHandler): Promise<void> {
    try {
      checkGameId(game);
    } catch (error) {
      return rejected(error);
    }
    if (!this.closed) this.handlers.set(game, handler);
    return Promise.resolve();
  }

  unsubscribe(game: string): Promise<void> {
    this.handlers.delete(game);
    return Promise.resolve();
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.hub.leave(this);
    return Promise.resolve();
  }

  /** For the hub: a message published by another node. */
  deliver(game: string, text: string): void {
    const handler = this.handlers.get(game);
    if (handler === undefined || this.closed) return;
    const decoded = decodeBusEvent(text);
    // The hub carries only what `publish` encoded: a message that does not decode is a bug here.
    if (!decoded.ok) throw new Error(`the memory bus carried an invalid event: ${decoded.error}`);
    handler(decoded.value);
  }

  /** For the hub: the outage is over. */
  reconnected(): void {
    if (this.closed) return;
    for (const handler of this.reconnectHandlers) queueMicrotask(handler);
  }
}

/** A rejected promise with an Error, as an async function's throw would give. */
function rejected(error: unknown): Promise<never> {
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
}
