/**
 * The Fastify application: JSON errors with stable codes for everything that goes wrong (bodies
 * too large or not JSON included), health and metrics, the API routes, the game socket, and the
 * built web client served from `webRoot` (any path outside /api falls back to its index.html, so
 * that links such as /game/<id> open the client).
 *
 * Its defences, in the order a request meets them (docs/security.md): security headers on every
 * answer (headers.ts), requests with several Host headers refused (host.ts), foreign origins
 * refused (origin.ts), requests per address limited (rate-limit.ts), bodies limited to
 * BODY_LIMIT bytes, and secrets redacted from the log (redact.ts). The routes and the socket are registered after this, so every hook covers them.
 *
 * @example
 * const app = await buildApp({ logger: true, webRoot: 'packages/web/dist', metrics, health });
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PROTOCOL_VERSION, protocolError } from '@tnt/protocol';
import type { Metrics } from '../metrics.ts';
import { registerSecurityHeaders } from './headers.ts';
import { refuseRepeatedHost } from './host.ts';
import { OriginGuard } from './origin.ts';
import {
  DEFAULT_HTTP_RATE_LIMIT,
  isApiRequest,
  registerRateLimit,
  type HttpRateLimit,
} from './rate-limit.ts';
import { withRedaction } from './redact.ts';
import { RequestLog } from './request-log.ts';
import { sendError } from './reply.ts';

/** Bytes of a request body: a game's options are some 300. */
const BODY_LIMIT = 16_384;

export interface AppOptions {
  readonly logger: FastifyServerOptions['logger'];
  readonly webRoot: string | undefined;
  readonly metrics: () => Metrics;
  readonly health: () => Record<string, unknown>;
  /** Requests per address on /api (default DEFAULT_HTTP_RATE_LIMIT); false: no limit. */
  readonly httpRateLimit?: HttpRateLimit | false | undefined;
  /** Origins of pages served elsewhere that may use the API and the socket (default: none). */
  readonly allowedOrigins?: readonly string[] | undefined;
  /** The address players reach the server at: its origin is the server's own. */
  readonly publicUrl?: string | undefined;
  /** Trust X-Forwarded-For/-Host/-Proto from a reverse proxy (Fastify's trustProxy). */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Log each request at info (default: at debug, shown only with the logger's level at debug). */
  readonly logRequests?: boolean | undefined;
}

const FASTIFY_CODES: Record<string, ReturnType<typeof protocolError>['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'ERR_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ERR_BAD_MESSAGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ERR_BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'ERR_BAD_JSON',
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const origins = new OriginGuard(options);
  const app = Fastify({
    logger: withRedaction(options.logger),
    logController: new RequestLog(options.logRequests === true ? 'info' : 'debug'),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
  });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    const code =
      FASTIFY_CODES[error.code ?? ''] ??
      (error instanceof SyntaxError ? 'ERR_BAD_JSON' : undefined);
    if (code !== undefined) return sendError(reply, protocolError(code, error.message));
    if (error.statusCode === 429) {
      return sendError(reply, protocolError('ERR_RATE_LIMITED', error.message));
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return sendError(reply, protocolError('ERR_BAD_MESSAGE', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, protocolError('ERR_INTERNAL', 'the server failed; nothing changed'));
  });

  await registerSecurityHeaders(app, { publicUrl: options.publicUrl });
  app.addHook('onRequest', refuseRepeatedHost);
  app.addHook('onRequest', origins.hook);
  const limit = options.httpRateLimit ?? DEFAULT_HTTP_RATE_LIMIT;
  await registerRateLimit(app, limit);
  // Monitors poll these two; they are cheap and change nothing.
  const unlimited = { config: { rateLimit: false } } as const;

  app.get('/api/health', unlimited, () => ({
    ok: true,
    protocol: PROTOCOL_VERSION,
    ...options.health(),
  }));

  app.get('/api/metrics', unlimited, async (_request, reply) => {
    const metrics = options.metrics();
    return reply.header('content-type', metrics.contentType).send(await metrics.text());
  });

  const root = options.webRoot === undefined ? undefined : resolve(options.webRoot);
  if (root !== undefined) {
    if (!existsSync(root)) throw new Error(`webRoot ${root} does not exist`);
    await app.register(fastifyStatic, { root });
  }
  // A route that does not exist counts too: probing /api is no way around the limit.
  const notFoundHooks = limit === false ? {} : { preHandler: app.rateLimit() };
  app.setNotFoundHandler(notFoundHooks, (request, reply) => {
    if (root !== undefined && !isApiRequest(request) && request.method === 'GET') {
      return reply.sendFile('index.html');
    }
    return sendError(
      reply,
      protocolError('ERR_NOT_FOUND', `no route ${request.method} ${request.url}`),
    );
  });
  return app;
}
