/**
 * Requests per client address on the HTTP API (@fastify/rate-limit): a fixed window, counted per
 * IP address (per /64 for IPv6). The default is made for people: a browser makes a few requests a
 * minute (its name, the lists, a join), and several people behind one address stay far below it.
 * Over the limit a request gets 429 with `ERR_RATE_LIMITED` (the code the game socket uses for its
 * own flood limit) and a Retry-After header, and changes nothing.
 *
 * Only /api is counted: the web client's files are not, and neither are /api/health and
 * /api/metrics, which monitors poll (their routes opt out). Opening the game socket is a request
 * to /api/ws and counts. Whether a request is one to /api is decided on the route the router
 * matched (`routeOptions.url`) and on the decoded path, never on the raw URL: the router decodes
 * percent-escapes, so `/%61pi/me` reaches the route `/api/me`, and must count as it; a request no
 * API route matched (a 404, or the web client's catch-all route of files) counts when its decoded
 * path is under /api. Behind a reverse proxy every request comes from the proxy's address, so
 * the server must then trust the proxy's X-Forwarded-For (Fastify's `trustProxy`), or the limit
 * is shared by everyone.
 *
 * @example
 * await registerRateLimit(app, { max: 300, windowMs: 60_000 });
 * app.get('/api/health', { config: { rateLimit: false } }, handler);
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface HttpRateLimit {
  /** Requests one address may make in a window. */
  readonly max: number;
  readonly windowMs: number;
}

export const DEFAULT_HTTP_RATE_LIMIT: HttpRateLimit = { max: 300, windowMs: 60_000 };

/** What the rate limiter throws; the app's error handler answers it with ERR_RATE_LIMITED. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** The path of a raw URL, its percent-escapes decoded (as the router reads it). */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request goes to the API: the route it matched is under /api, or its decoded path is
 * (a 404, or a path the web client's catch-all route of files matched).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isApiPath(route)) || isApiPath(decodedPath(request.url));
}

/** Counts /api requests per address; `false` counts nothing (a load test's own server). */
export async function registerRateLimit(
  app: FastifyInstance,
  limit: HttpRateLimit | false,
): Promise<void> {
  if (limit === false) return;
  await app.register(rateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.windowMs,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`too many requests; try again in ${context.after}`),
  });
}
