/**
 * Secrets never reach the log. Fastify's request log lines name the method, the URL and the
 * address only, and nothing in the server logs a header or a socket's `hello`; the logger's
 * redaction (pino's `redact`) is the net under that: should a header list, a request, a message
 * or a player row be logged some day, its secrets come out as "[Redacted]".
 *
 * A player's secret travels in `Authorization: Bearer …` and in a socket's `hello.secret`; its
 * hash is stored as `secretHash` (secret_hash in SQL). The sign-in link carries it in the URL
 * fragment, which browsers never send, so request URLs hold none.
 *
 * @example
 * Fastify({ logger: withRedaction({ level: 'info' }) });
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS: readonly string[] = [
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  'secret',
  '*.secret',
  'secretHash',
  '*.secretHash',
  'secret_hash',
  '*.secret_hash',
];

type LoggerOption = FastifyServerOptions['logger'];

/** The logger option with the redaction added (to the paths it may already have). */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (logger === undefined || logger === false) return logger;
  const options = logger === true ? {} : logger;
  const own = options.redact;
  const redact =
    own === undefined
      ? [...REDACTED_PATHS]
      : Array.isArray(own)
        ? [...own, ...REDACTED_PATHS]
        : { ...own, paths: [...own.paths, ...REDACTED_PATHS] };
  return { ...options, redact };
}
