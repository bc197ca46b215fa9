/**
 * The Fastify application: JSON errors with stable codes for everything that goes wrong (bodies
 * too large or not JSON included), health and metrics, the API routes, the game socket, and the
 * built web client served from `webRoot` (any path outside /api falls back to its index.html, so
 * that links such as /game/<id> open the client).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PROTOCOL_VERSION, protocolError } from '@tnt/protocol';
import type { Metrics } from '../metrics.ts';
import { sendError } from './reply.ts';

/** Bytes of a request body: a game's options are some 300. */
const BODY_LIMIT = 16_384;

export interface AppOptions {
  readonly logger: FastifyServerOptions['logger'];
  readonly webRoot: string | undefined;
  readonly metrics: () => Metrics;
  readonly health: () => Record<string, unknown>;
}

const FASTIFY_CODES: Record<string, ReturnType<typeof protocolError>['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'ERR_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ERR_BAD_MESSAGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ERR_BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'ERR_BAD_JSON',
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger, bodyLimit: BODY_LIMIT });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    const code =
      FASTIFY_CODES[error.code ?? ''] ??
      (error instanceof SyntaxError ? 'ERR_BAD_JSON' : undefined);
    if (code !== undefined) return sendError(reply, protocolError(code, error.message));
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return sendError(reply, protocolError('ERR_BAD_MESSAGE', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, protocolError('ERR_INTERNAL', 'the server failed; nothing changed'));
  });

  app.get('/api/health', () => ({ ok: true, protocol: PROTOCOL_VERSION, ...options.health() }));

  app.get('/api/metrics', async (_request, reply) => {
    const metrics = options.metrics();
    return reply.header('content-type', metrics.contentType).send(await metrics.text());
  });

  const root = options.webRoot === undefined ? undefined : resolve(options.webRoot);
  if (root !== undefined) {
    if (!existsSync(root)) throw new Error(`webRoot ${root} does not exist`);
    await app.register(fastifyStatic, { root });
  }
  app.setNotFoundHandler((request, reply) => {
    const api = request.url === '/api' || request.url.startsWith('/api/');
    if (root !== undefined && !api && request.method === 'GET') {
      return reply.sendFile('index.html');
    }
    return sendError(
      reply,
      protocolError('ERR_NOT_FOUND', `no route ${request.method} ${request.url}`),
    );
  });
  return app;
}
