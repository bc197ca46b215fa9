/**
 * The event bus between the server nodes of one cluster. A node that stores a move, or changes a
 * game otherwise, publishes it; every other node that holds the game in memory applies it and
 * tells its own sockets. Events carry no secret: a move in its public notation (each node builds
 * each socket's view itself), never a seed or a hand.
 *
 * A bus may lose events while it is down (Redis restarting): after it comes back it says so
 * (`onReconnect`), and the nodes reload the games they hold from the store, which is the truth.
 *
 * @example
 * await bus.subscribe('g1', (event) => room.onBusEvent(event));
 * await bus.publish({ type: 'moved', game: 'g1', node: 'n1', seq: 8, seat: 2, move: 'draw supply', by: 'player' });
 */
import type { ChatLine, MoveActor } from '@tnt/protocol';

/** A move stored by `node` as number `seq` of the game. */
export interface MovedEvent {
  readonly type: 'moved';
  readonly game: string;
  readonly node: string;
  readonly seq: number;
  readonly seat: number;
  /** The move in the engine's text notation. */
  readonly move: string;
  readonly by: MoveActor;
}

/** Something other than a move changed (a seat taken, the game started): reload it from the store. */
export interface ChangedEvent {
  readonly type: 'changed';
  readonly game: string;
  readonly node: string;
}

/**
 * Who is at the table, as one node sees it: how many sockets it holds per seat, and, from the
 * node that holds the game's claim, which seats a bot stands in for and when the turn runs out.
 * Sent on every change and again every few seconds, so that a report from a dead node ages out.
 */
export interface PresenceEvent {
  readonly type: 'presence';
  readonly game: string;
  readonly node: string;
  /** Open sockets of this node per seat. */
  readonly sockets: readonly number[];
  /** From the claim holder only: a bot stands in for these seats. */
  readonly standIns: readonly boolean[] | null;
  /** From the claim holder only: when the awaited decision runs out (epoch ms), or null. */
  readonly deadline: number | null;
  /** When the node sent it (epoch ms). */
  readonly at: number;
}

/** A chat line stored by `node`: the other nodes send it to their sockets that may read it. */
export interface ChatEvent {
  readonly type: 'chat';
  readonly game: string;
  readonly node: string;
  readonly line: ChatLine;
}

/**
 * The channel of identity events: every node listens to it from its start. A game id never has
 * a colon (ids are base64url), so it cannot meet a game's channel.
 */
export const IDENTITY_CHANNEL = 'players:changed';

/**
 * An identity changed on `node`: deleted or recovered (its old secret signs nobody in: every node
 * closes its sockets), renamed (every node shows the new name at its tables), or its mutes
 * changed (every node's sockets of it hear their new mutes, in every game).
 */
export interface IdentityEvent {
  readonly type: 'identity';
  readonly game: typeof IDENTITY_CHANNEL;
  readonly node: string;
  readonly player: string;
  readonly change: IdentityChange;
}

export type IdentityChange = 'deleted' | 'recovered' | 'renamed' | 'muted';

export type BusEvent = MovedEvent | ChangedEvent | PresenceEvent | ChatEvent | IdentityEvent;

export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  /** 'local': a single node, nothing to send; 'redis': Redis pub/sub; 'memory': nodes in one process (tests). */
  readonly kind: string;
  /** Whether published events reach the other nodes now. */
  readonly up: boolean;
  /**
   * Sends an event to every other node holding the game. Rejects with a clear Error, sending
   * nothing, if the event is not valid or names another node, and with a BusDownError (down.ts)
   * at once if the bus is down: nothing is queued.
   */
  publish(event: BusEvent): Promise<void>;
  /**
   * Starts delivering the game's events from other nodes (never this node's own) to `handler`,
   * in the order each node sent them; one handler per game (a second call replaces it). While
   * the bus is down it resolves at once, and the game is subscribed when the bus is back.
   */
  subscribe(game: string, handler: BusHandler): Promise<void>;
  /** Stops delivering the game's events; a game not subscribed is no error. */
  unsubscribe(game: string): Promise<void>;
  /** `handler` runs each time the bus comes back after being down: events may have been lost. */
  onReconnect(handler: () => void): void;
  /** Leaves every game and lets go of the connections; never rejects, may be called twice. */
  close(): Promise<void>;
}
