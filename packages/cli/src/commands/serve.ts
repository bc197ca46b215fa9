/**
 * `tnt serve [--port 8080] [--host 127.0.0.1] [--db sqlite:FILE | postgres://...] [--redis redis://...]
 * [--web-root DIR] [--max-bot-games N] [--max-open-games N] [--bot-game-pace MS] [--smtp URL]
 * [--smtp-from ADDRESS] [--push-contact URL] [--log-format json|pretty] [--log-level LEVEL]
 * [--log-requests]`: runs the game server until SIGINT or SIGTERM. With no --db the games live in
 * an SQLite file under ./data/, so one command starts a server that keeps its games. Several
 * servers with the same PostgreSQL --db and Redis --redis are one cluster (docs/deploy.md).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Result } from '@tnt/engine';
import { DEFAULT_DB, startServer, type ServerOptions } from '@tnt/server';
import { EXIT_OK, intFlag, parseFlags, usageError, type Command, type Io } from '../io.ts';
import { LOG_LEVELS, logSettings, serverLogging } from '../log-options.ts';

/** The built web client, when `npm run build` made it: packages/web/dist beside this bundle's package. */
const BUILT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

const USAGE = `Usage: tnt serve [--port N] [--host H] [--db DB] [--redis URL] [--web-root DIR]
                 [--log-format json|pretty] [--log-level LEVEL] [--log-requests]

Runs the game server: the HTTP API, the game socket and the web client, until Ctrl-C.

Options:
  --port N        port to listen on (default 8080; 0 picks a free one)
  --host H        address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --db DB         sqlite:FILE (default ${DEFAULT_DB}), sqlite::memory:, or
                  postgres://USER@HOST:PORT/DATABASE
  --redis URL     redis://HOST:PORT: the event bus of a cluster; every node of the cluster
                  names the same --db (PostgreSQL) and --redis
  --node-id NAME  this node's name in the cluster (default: host, process and a random part)
  --allow-origin URL
                  a site whose pages may use this server (cross-origin requests are refused
                  otherwise); may be given several times
  --trust-proxy   the server is behind a reverse proxy: take the players' addresses from its
                  X-Forwarded-For (for the rate limit per address)
  --public-url URL
                  the address players reach the server at, for invitation links
  --web-root DIR  the built web client to serve (default: packages/web/dist when built)
  --max-bot-games N
                  unfinished games that play on with no person at the table (none seated,
                  or live or timed with none of its people connected) that one player may
                  create (default 2); more are refused with ERR_TOO_MANY_GAMES
  --max-open-games N
                  open games waiting for players that one player may create (default 5)
  --bot-game-pace MS
                  a game nobody is at (none seated, or every person away) plays one move
                  per MS milliseconds at most (default 1000), as a person would
  --log-format F  pretty: one short line per event, for a person; json: pino's JSON lines,
                  for log collectors (default: pretty in a terminal, json elsewhere)
  --log-level L   ${LOG_LEVELS.join(', ')} (default info)
  --log-requests  log every request at info (default: at debug, seen with --log-level debug)
  --smtp URL      smtp://USER:PASSWORD@HOST:PORT (or smtps://): send notice mails through
                  it to players who turned them on; no mail without it
  --smtp-from ADDRESS
                  the sender of notice mails (default: noreply at the --public-url's host)
  --push-contact URL
                  mailto: or https: contact that push services see in Web Push requests
                  (default: the https --public-url, or mailto:noreply@ its host)
  -h, --help      show this help
`;

/** The fair-use flags as server options (absent flags keep the server's defaults). */
export function fairUseOptions(values: {
  readonly 'max-bot-games'?: string | undefined;
  readonly 'max-open-games'?: string | undefined;
  readonly 'bot-game-pace'?: string | undefined;
}): Result<Pick<ServerOptions, 'maxBotGames' | 'maxOpenGames' | 'play'>, string> {
  const options: { maxBotGames?: number; maxOpenGames?: number; play?: ServerOptions['play'] } = {};
  if (values['max-bot-games'] !== undefined) {
    const n = intFlag('max-bot-games', values['max-bot-games'], 0, 1_000_000);
    if (!n.ok) return n;
    options.maxBotGames = n.value;
  }
  if (values['max-open-games'] !== undefined) {
    const n = intFlag('max-open-games', values['max-open-games'], 0, 1_000_000);
    if (!n.ok) return n;
    options.maxOpenGames = n.value;
  }
  if (values['bot-game-pace'] !== undefined) {
    const ms = intFlag('bot-game-pace', values['bot-game-pace'], 0, 3_600_000);
    if (!ms.ok) return ms;
    options.play = { botGamePaceMs: ms.value };
  }
  return { ok: true, value: options };
}

/** The notice flags as server options: --smtp must be an smtp:// or smtps:// URL. */
export function noticeOptions(values: {
  readonly smtp?: string | undefined;
  readonly 'smtp-from'?: string | undefined;
  readonly 'push-contact'?: string | undefined;
}): Result<Pick<ServerOptions, 'smtp' | 'smtpFrom' | 'pushContact'>, string> {
  const options: { smtp?: string; smtpFrom?: string; pushContact?: string } = {};
  if (values.smtp !== undefined) {
    if (!/^smtps?:\/\/[^\s/]+/.test(values.smtp) || !URL.canParse(values.smtp)) {
      return { ok: false, error: '--smtp takes an smtp:// or smtps:// URL' };
    }
    options.smtp = values.smtp;
  }
  if (values['smtp-from'] !== undefined) options.smtpFrom = values['smtp-from'];
  const contact = values['push-contact'];
  if (contact !== undefined) {
    if (!/^(mailto:|https:\/\/)/.test(contact) || !URL.canParse(contact)) {
      return { ok: false, error: '--push-contact takes a mailto: or https:// address' };
    }
    options.pushContact = contact;
  }
  return { ok: true, value: options };
}

function waitForSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        redis: { type: 'string' },
        'node-id': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'trust-proxy': { type: 'boolean' },
        'public-url': { type: 'string' },
        'web-root': { type: 'string' },
        'max-bot-games': { type: 'string' },
        'max-open-games': { type: 'string' },
        'bot-game-pace': { type: 'string' },
        'log-format': { type: 'string' },
        'log-level': { type: 'string' },
        'log-requests': { type: 'boolean' },
        smtp: { type: 'string' },
        'smtp-from': { type: 'string' },
        'push-contact': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'serve', parsed.error);
  const { values } = parsed.value;
  if (values.help) {
    io.out(USAGE);
    return EXIT_OK;
  }
  const port = intFlag('port', values.port ?? '8080', 0, 65535);
  if (!port.ok) return usageError(io, 'serve', port.error);
  const fairUse = fairUseOptions(values);
  if (!fairUse.ok) return usageError(io, 'serve', fairUse.error);
  const logging = logSettings(values, process.stdout.isTTY);
  if (!logging.ok) return usageError(io, 'serve', logging.error);
  const notices = noticeOptions(values);
  if (!notices.ok) return usageError(io, 'serve', notices.error);
  const webRoot = values['web-root'] ?? (existsSync(BUILT_WEB) ? BUILT_WEB : undefined);
  const db = values.db ?? DEFAULT_DB;
  if (values.redis !== undefined && !db.startsWith('postgres')) {
    return usageError(io, 'serve', '--redis makes a cluster, whose nodes share a postgres:// --db');
  }
  const server = await startServer({
    port: port.value,
    host: values.host ?? '127.0.0.1',
    db,
    ...(values.redis === undefined ? {} : { redis: values.redis }),
    ...(values['node-id'] === undefined ? {} : { nodeId: values['node-id'] }),
    ...(values['allow-origin'] === undefined ? {} : { allowedOrigins: values['allow-origin'] }),
    ...(values['trust-proxy'] === true ? { trustProxy: true } : {}),
    ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
    ...(webRoot ? { webRoot } : {}),
    ...fairUse.value,
    ...(await serverLogging(logging.value)),
    ...notices.value,
  });
  // Listening for Ctrl-C before the address is out: whoever reads it may stop the server at once
  // (a busy machine can run them before this process goes on), and must find it closing gently.
  const stopped = waitForSignal();
  io.out(`Thurn und Taxis is served at ${server.url}\n`);
  for (const warning of server.warnings) io.err(`warning: ${warning}\n`);
  if (!webRoot) io.out('(the web client is not built: run "npm run build" to serve it)\n');
  const signal = await stopped;
  io.err(`${signal}: closing the server\n`);
  await server.close();
  return EXIT_OK;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'run the game server (HTTP, game socket, web client) with its database',
  usage: USAGE,
  run,
};
