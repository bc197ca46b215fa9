/**
 * The game socket at /api/ws (@fastify/websocket over ws): one Connection per socket, a
 * heartbeat that drops sockets whose peer is gone, and the count of open sockets for metrics.
 * Frames over LIMITS.maxFrameBytes are refused by ws itself (close 1009) before they are buffered;
 * invalid frames close their socket too, and are logged as a warning a minute at most
 * (socket-errors.ts).
 * The upgrade request is an HTTP request to /api and meets the app's hooks first (http/app.ts):
 * a foreign Origin gets 403 (http/origin.ts; browsers apply no CORS to sockets, so this is the
 * only guard) and opening sockets counts against the address's request limit (http/rate-limit.ts).
 *
 * @example
 * const sockets = await registerSocketRoute(app, deps);
 * sockets.count; // open game sockets
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, LIMITS } from '@tnt/protocol';
import { Connection, type ConnectionDeps } from './connection.ts';
import { SocketErrorLog } from './socket-errors.ts';

const HEARTBEAT_MS = 30_000;
/** Unsent bytes per socket: some 100 views. A client that falls this far behind resyncs. */
const MAX_BUFFERED_BYTES = 1 << 20;

export interface SocketHub {
  readonly count: number;
  /** Closes every socket of the identity on this node (its secret signs nobody in any more). */
  closeIdentity(playerId: string, code: number, reason: string): number;
}

export async function registerSocketRoute(
  app: FastifyInstance,
  deps: Omit<ConnectionDeps, 'onClose' | 'maxBufferedBytes'>,
): Promise<SocketHub> {
  const connections = new Set<Connection>();
  // Before the plugin's own hook (which closes sockets without a code): say why they close.
  app.addHook('preClose', (done) => {
    for (const connection of connections) connection.close(CLOSE_CODES.goingAway, 'shutting down');
    done();
  });
  const socketErrors = new SocketErrorLog(deps.log);
  await app.register(websocket, {
    options: { maxPayload: LIMITS.maxFrameBytes },
    // Instead of the plugin's own, which logs every invalid frame as an error with its stack.
    errorHandler: (error, socket) => {
      socketErrors.report(error);
      socket.terminate();
    },
  });
  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', () => {
    clearInterval(heartbeat);
  });
  app.get('/api/ws', { websocket: true }, (socket) => {
    const connection = new Connection(socket, {
      ...deps,
      maxBufferedBytes: MAX_BUFFERED_BYTES,
      onClose: (closed) => connections.delete(closed),
    });
    connections.add(connection);
  });
  return {
    get count() {
      return connections.size;
    },
    closeIdentity(playerId, code, reason) {
      let closed = 0;
      for (const connection of connections) {
        if (connection.playerId !== playerId) continue;
        connection.close(code, reason);
        closed++;
      }
      return closed;
    },
  };
}
