/**
 * The level of Fastify's two log lines per request ("incoming request", "request completed"):
 * `debug` unless asked for, so that a server's log tells what happened to its games, and a page
 * load (a dozen requests) or a monitor's polling does not bury it. A request that failed is
 * still logged as an error at any level; the lines keep Fastify's shape (`req`, `res`,
 * `responseTime`), so the redaction of secrets (redact.ts) covers them as before.
 *
 * @example
 * Fastify({ logger: { level: 'info' }, logController: new RequestLog('debug') });
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'debug' | 'info';

export class RequestLog extends Fastify.LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
