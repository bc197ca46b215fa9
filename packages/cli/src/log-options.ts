/**
 * How `tnt serve` logs. In a terminal, one short line per event for a person to read
 * ("12:04:31 INFO  Server listening at http://127.0.0.1:8080"), by pino-pretty; anywhere else
 * (a service manager, a container, a pipe) pino's JSON lines, which log collectors parse.
 * `--log-format` overrides the choice. Requests are debug lines unless `--log-requests` makes them
 * info lines, so `--log-level debug` shows them too.
 *
 * @example
 * const settings = logSettings({ 'log-format': undefined }, process.stdout.isTTY === true);
 * if (settings.ok) await startServer({ ...options, ...(await serverLogging(settings.value)) });
 */
import type { Writable } from 'node:stream';
import { err, ok, type Result } from '@tnt/engine';
import type { ServerOptions } from '@tnt/server';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** pino's levels, most to least severe, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  readonly format: LogFormat;
  readonly level: LogLevel;
  /** Requests as info lines instead of debug lines. */
  readonly requests: boolean;
}

export interface LogFlags {
  readonly 'log-format'?: string | undefined;
  readonly 'log-level'?: string | undefined;
  readonly 'log-requests'?: boolean | undefined;
}

function isOneOf<T extends string>(values: readonly T[], text: string): text is T {
  return (values as readonly string[]).includes(text);
}

/** The settings the flags ask for; `pretty` by default only when stdout is a terminal. */
export function logSettings(
  flags: LogFlags,
  stdoutIsTerminal: boolean,
): Result<LogSettings, string> {
  const format = flags['log-format'] ?? (stdoutIsTerminal ? 'pretty' : 'json');
  if (!isOneOf(LOG_FORMATS, format)) {
    return err(`--log-format takes ${LOG_FORMATS.join(' or ')}, not "${format}"`);
  }
  const level = flags['log-level'] ?? 'info';
  if (!isOneOf(LOG_LEVELS, level)) {
    return err(`--log-level takes one of ${LOG_LEVELS.join(', ')}, not "${level}"`);
  }
  return ok({ format, level, requests: flags['log-requests'] === true });
}

/** The fields of a request's log lines that the pretty line shows in words. */
interface RequestFields {
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/** "GET /api/health", "200 in 3 ms" after the request's id; other lines keep their message. */
export function humanMessage(log: Record<string, unknown>, messageKey: string): string {
  const { reqId, req, res, responseTime } = log as RequestFields;
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const id = typeof reqId === 'string' ? `${reqId} ` : '';
  if (req !== undefined && message === 'incoming request') {
    return `${id}${String(req.method)} ${String(req.url)}`;
  }
  if (res !== undefined && message === 'request completed') {
    const ms = typeof responseTime === 'number' ? ` in ${Math.round(responseTime)} ms` : '';
    return `${id}${String(res.statusCode)}${ms}`;
  }
  return `${id}${message}`;
}

/** What startServer takes to log as the settings say; `destination` is stdout unless given. */
export async function serverLogging(
  settings: LogSettings,
  destination?: Writable,
): Promise<Pick<ServerOptions, 'logger' | 'logRequests'>> {
  const logRequests = settings.requests;
  if (settings.format === 'json') {
    return {
      logger: { level: settings.level, ...(destination ? { stream: destination } : {}) },
      logRequests,
    };
  }
  // Loaded only when asked for: the JSON log needs none of it.
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    // Colours in a terminal that has them (NO_COLOR and FORCE_COLOR are obeyed).
    colorize: destination === undefined && pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: humanMessage,
    singleLine: true,
    // Written at once: a line is not lost when the server stops, and a terminal is no bottleneck.
    sync: true,
    ...(destination ? { destination } : {}),
  });
  return { logger: { level: settings.level, stream }, logRequests };
}
