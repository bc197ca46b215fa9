/**
 * Cross-origin requests are closed by default. A browser names the page that makes a request in
 * its `Origin` header, and lets any page send some requests to any server: simple POSTs, and the
 * game socket's upgrade, which CORS does not cover at all. Such a request carries only what the
 * foreign page put in it; our secrets travel in an Authorization header that only our own page
 * knows, so it cannot act for a player. Refusing it anyway closes what a secret does not guard
 * (creating players, a spectator's socket opened from a visitor's browser) and says why clearly.
 *
 * So: a request that changes something, or opens the game socket, with an Origin other than the
 * server's own gets 403 and `ERR_FORBIDDEN_ORIGIN` before anything runs. Its own origin is the
 * Origin whose host equals the request's Host (Fastify's `request.host`, which follows
 * X-Forwarded-Host when the proxy is trusted) or the configured public address. Requests with no
 * Origin (the CLI, tests, the load test, curl) and reading requests (GET, HEAD) go on: without
 * CORS headers a foreign page cannot read the answers. No CORS header is sent, except to the
 * origins of the allow-list, for deployments whose client is served from elsewhere: they get
 * Access-Control-Allow-Origin on every answer and their preflights are answered (no credentials:
 * the API has no cookies).
 *
 * @example
 * const guard = new OriginGuard({ allowedOrigins: ['https://play.example.org'], publicUrl });
 * app.addHook('onRequest', guard.hook);
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { protocolError } from '@tnt/protocol';
import { sendError } from './reply.ts';

export interface OriginOptions {
  /** Origins of pages served elsewhere that may use this server (e.g. https://play.example.org). */
  readonly allowedOrigins?: readonly string[] | undefined;
  /** The address players reach the server at, when it differs from the Host it sees. */
  readonly publicUrl?: string | undefined;
}

const READING = new Set(['GET', 'HEAD']);
const PREFLIGHT_SECONDS = 600;

/** The origin of a URL given as an option; a typo fails at start rather than refusing quietly. */
function originOf(url: string, option: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${option}: "${url}" is not a URL such as https://play.example.org`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${option}: "${url}" is not an http(s) origin`);
  }
  return parsed.origin;
}

/** The URL of an Origin header, or null for "null" and anything else that is no origin. */
function parseOrigin(header: string): URL | null {
  try {
    const url = new URL(header);
    return url.origin === header.toLowerCase() ? url : null;
  } catch {
    return null;
  }
}

/** True when the Origin names the host the request was sent to (default ports compared alike). */
function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

export class OriginGuard {
  private readonly allowed: ReadonlySet<string>;
  private readonly own: string | null;

  constructor(options: OriginOptions = {}) {
    this.allowed = new Set(
      (options.allowedOrigins ?? []).map((o) => originOf(o, 'allowedOrigins')),
    );
    this.own = options.publicUrl === undefined ? null : originOf(options.publicUrl, 'publicUrl');
  }

  /** 'own' (or no Origin at all), 'allowed' (the allow-list), or 'foreign'. */
  judge(request: FastifyRequest): 'own' | 'allowed' | 'foreign' {
    const header = request.headers.origin;
    if (header === undefined) return 'own';
    const origin = parseOrigin(header);
    if (origin === null) return 'foreign';
    if (origin.origin === this.own || sameHost(origin, request.host)) return 'own';
    return this.allowed.has(origin.origin) ? 'allowed' : 'foreign';
  }

  /** The onRequest hook: refuses what a foreign page may not do, answers allowed preflights. */
  readonly hook: onRequestAsyncHookHandler = async (request, reply) => {
    const judged = this.judge(request);
    if (judged === 'own') return undefined;
    if (judged === 'allowed') return allowCors(request, reply);
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (READING.has(request.method) && !upgrade) return undefined;
    if (upgrade) {
      // An upgrade's socket belongs to no HTTP exchange once answered, and the socket plugin
      // only closes the ones it has seen (its own hook runs after this one): close it here.
      reply.raw.once('finish', () => {
        request.raw.socket.destroy();
      });
    }
    const from = request.headers.origin ?? 'another origin';
    return sendError(
      reply,
      protocolError('ERR_FORBIDDEN_ORIGIN', `requests from ${from} are not allowed here`),
    );
  };
}

/** CORS for an allow-listed origin; a preflight is answered here (the reply) and goes no further. */
function allowCors(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  void reply
    .header('access-control-allow-origin', request.headers.origin)
    .header('vary', 'Origin')
    .header('access-control-expose-headers', 'retry-after, content-disposition');
  const preflight =
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (!preflight) return undefined;
  return reply
    .code(204)
    .header('access-control-allow-methods', 'GET, POST')
    .header('access-control-allow-headers', 'authorization, content-type')
    .header('access-control-max-age', String(PREFLIGHT_SECONDS))
    .send();
}
