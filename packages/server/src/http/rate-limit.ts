/**
 * Requests per client address on the HTTP API (@fastify/rate-limit): a fixed window, counted per
 * IP address (per /64 for IPv6). The default is made for people: a browser makes a few requests a
 * minute (its name, the lists, a join), and several people behind one address stay far below it.
 * Over the limit a request gets 429 with `ERR_RATE_LIMITED` (the code the game socket uses for its
 * own flood limit) and a Retry-After header, and changes nothing.
 *
 * Only /api is counted: the web client's files are not, and neither are /api/health and
 * /api/metrics, which monitors poll (their routes opt out). Opening the game socket is a request
 * to /api/ws and counts. Behind a reverse proxy every request comes from the proxy's address, so
 * the server must then trust the proxy's X-Forwarded-For (Fastify's `trustProxy`), or the limit
 * is shared by everyone.
 *
 * @example
 * await registerRateLimit(app, { max: 300, windowMs: 60_000 });
 * app.get('/api/health', { config: { rateLimit: false } }, handler);
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

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

const isApi = (url: string): boolean => url === '/api' || url.startsWith('/api/');

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
    allowList: (request) => !isApi(request.url),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`too many requests; try again in ${context.after}`),
  });
}
