/**
 * The version of the wire format, the limits every connection lives by, and the close codes a
 * server uses when it ends a WebSocket. A client checks the version in `welcome`; a server refuses
 * a `hello` of another version with ERR_VERSION and closes with `CLOSE_CODES.version`.
 *
 * @example
 * socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, game: 'g1' }));
 */

/** Raised whenever a message changes shape or meaning; clients and servers of two versions refuse each other. */
export const PROTOCOL_VERSION = 1;

export const LIMITS = {
  /** Characters of one inbound message's text: a move message is some 100. */
  maxMessageChars: 8_192,
  /** Frames larger than this are cut off by the WebSocket layer itself (close 1009). */
  maxFrameBytes: 65_536,
  /** Token bucket per connection: a burst of this many messages ... */
  rateBurst: 30,
  /** ... refilled at this many per second. A person makes a few decisions a second at most. */
  ratePerSecond: 10,
  /**
   * Messages refused for the rate, less one for each message accepted, beyond which the server
   * closes the connection: a flood at any pace is closed, a client that slows down is forgiven.
   */
  rateStrikes: 200,
  /**
   * `sync` answers in a row: each is a whole view and the moves asked for, some thousand times
   * the request, so they have a bucket of their own (over it: ERR_RATE_LIMITED, the socket stays
   * open) ...
   */
  syncBurst: 3,
  /** ... refilled at this many per second (one every two seconds). */
  syncPerSecond: 0.5,
  /** A connection that has not said `hello` after this many milliseconds is closed. */
  helloTimeoutMs: 10_000,
  /** Missed moves sent on reconnect at most; further behind, the client gets a fresh view only. */
  maxMissed: 1_000,
  /** Moves one `undo` may name: more than any turn holds (draws, plays, houses, discards). */
  maxUndoMoves: 64,
  /** Length of ids, secrets, display names and request refs. */
  maxIdChars: 64,
  maxNameChars: 32,
  maxRefChars: 64,
} as const;

/** WebSocket close codes (4000-4999 are the application's own). */
export const CLOSE_CODES = {
  /** Normal closure. */
  normal: 1000,
  /** The server is shutting down; reconnect later. */
  goingAway: 1001,
  /** A frame larger than LIMITS.maxFrameBytes (sent by the WebSocket layer). */
  tooLarge: 1009,
  /** `hello` named a protocol version this server does not speak. */
  version: 4000,
  /** No `hello` within LIMITS.helloTimeoutMs. */
  helloTimeout: 4001,
  /** The connection kept sending past its rate limit. */
  rateLimit: 4002,
  /** The client reads too slowly: its unsent messages piled up; reconnect and resync. */
  slowConsumer: 4003,
  /**
   * The socket's identity was deleted, or its sign-in link replaced by a recovery link: the
   * secret it said hello with signs nobody in any more.
   */
  signedOut: 4004,
} as const;
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];
