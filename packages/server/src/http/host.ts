/**
 * One Host header per request. Node keeps the first of several Host headers and drops the rest,
 * while a proxy or cache in front may have read the last: the two would disagree about which
 * site the request is for, and the server judges its own origin (origin.ts) and names the
 * socket's origins in the Content-Security-Policy (headers.ts) from that header. A request with
 * more than one is malformed (RFC 9112, 3.2: answered 400), so it is refused before anything
 * reads it: `400 ERR_BAD_MESSAGE`, a socket upgrade included.
 *
 * @example
 * app.addHook('onRequest', refuseRepeatedHost);
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { protocolError } from '@tnt/protocol';
import { sendError } from './reply.ts';

export const refuseRepeatedHost: onRequestAsyncHookHandler = async (request, reply) => {
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  // Names and values alternate; names keep the case the client sent.
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') hosts++;
  if (hosts <= 1) return undefined;
  if (request.headers.upgrade !== undefined) {
    // An upgrade's socket belongs to no HTTP exchange once answered: close it (as origin.ts).
    reply.raw.once('finish', () => {
      request.raw.socket.destroy();
    });
  }
  // The security headers were set from the first Host: this answer's policy names no host.
  void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  return sendError(
    reply,
    protocolError('ERR_BAD_MESSAGE', 'a request has exactly one Host header'),
  );
};
