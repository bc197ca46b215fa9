/**
 * Starts the game server: the store, the bot workers, the games, the HTTP API and the game socket
 * on one port. `close()` stops taking connections, lets every game finish the change it is making,
 * stops the bots and closes the store; a game's moves are all in the store before it returns.
 *
 * @example
 * const server = await startServer({ port: 0, host: '127.0.0.1', db: 'sqlite:data/tnt.sqlite' });
 * console.log(server.url); // http://127.0.0.1:40123
 * await server.close();
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { availableParallelism, hostname } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { LIMITS } from '@tnt/protocol';
import { BotPool } from './bots/pool.ts';
import { systemClock, type Clock } from './clock.ts';
import { openBus } from './bus/open.ts';
import { ClaimKeeper } from './games/claims.ts';
import type { RoomContext } from './games/context.ts';
import type { PlaySettings } from './games/play-settings.ts';
import { DEFAULT_LIMITS } from './games/limits.ts';
import { GameRegistry } from './games/registry.ts';
import { RoomEvents } from './games/room-events.ts';
import { health } from './health.ts';
import { buildApp } from './http/app.ts';
import type { HttpRateLimit } from './http/rate-limit.ts';
import { registerGameRoutes } from './http/games.ts';
import { registerNoticeRoutes } from './http/notices.ts';
import { registerPlayerRoutes } from './http/players.ts';
import { registerAccountRoutes } from './http/account.ts';
import { registerRatingRoutes } from './http/ratings.ts';
import { registerFriendRoutes } from './http/friends.ts';
import { registerRematchRoute } from './http/rematch.ts';
import { registerTournamentRoutes } from './http/tournaments.ts';
import { Friends } from './friends/friends.ts';
import { PRESENCE_BEAT_MS, PresenceBeat } from './friends/presence-beat.ts';
import { WatchList } from './friends/watch-list.ts';
import { TournamentDirector } from './tournaments/director.ts';
import {
  DEFAULT_TOURNAMENT_LIMITS,
  Tournaments,
  type TournamentLimits,
} from './tournaments/service.ts';
import { Accounts } from './identity/accounts.ts';
import { IdentityChanges } from './identity/identity-changes.ts';
import { DEFAULT_MATCHMAKER, Matchmaker, type MatchmakerSettings } from './ratings/matchmaker.ts';
import { Identities } from './identity/identity.ts';
import { IdentityChatLimits } from './games/chat-limits.ts';
import { IdentityHintLimits } from './games/hint-limits.ts';
import { Metrics } from './metrics.ts';
import { MailDelivery, smtpSender, type MailSender } from './notices/mail.ts';
import { Notifier } from './notices/notifier.ts';
import { PushDelivery, vapidKeys, webPushSender, type PushSender } from './notices/push.ts';
import { UnsubscribeTokens } from './notices/tokens.ts';
import { MIN_RANKED_TURN_SECONDS } from './ratings/fair-rating.ts';
import { seedBots } from './ratings/seed-bots.ts';
import { seedOf } from './ratings/bot-seeds.ts';
import { ResultRecorder } from './ratings/recorder.ts';
import { openStore } from './store/open.ts';
import { ReadWatchedStore } from './store/read-watch.ts';
import type { RateLimit } from './ws/rate-limit.ts';
import { registerSocketRoute, type SocketHub } from './ws/route.ts';

export interface ServerOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  /** 'sqlite:FILE' | 'sqlite::memory:' | 'memory' | 'postgres://…'. */
  readonly db: string;
  /**
   * 'redis://…': the event bus of a cluster (several nodes on one PostgreSQL database). Without
   * it the server is a single node.
   */
  readonly redis?: string;
  /** This node's name in claims and on the bus (default: 'local' alone, host-pid-random in a cluster). */
  readonly nodeId?: string;
  /** How long a node's claim on a game lasts unrenewed (default 10 s; renewed every third of it). */
  readonly claimTtlMs?: number;
  /** A folder with the built web client, served at /. */
  readonly webRoot?: string;
  /** Fastify's logger option: true, false, or pino options (default: info to stdout). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Log each request at info; by default requests are logged at debug (http/request-log.ts). */
  readonly logRequests?: boolean;
  /** The built bot worker (default: bot-worker.mjs beside this module's bundle). */
  readonly botWorker?: URL | string;
  /** Worker threads for bots (default: one per core but one, at least one). */
  readonly botThreads?: number;
  /**
   * A bot decision not answered this long after it was asked (waiting for a worker included)
   * fails over to a random legal move.
   */
  readonly botTimeoutMs?: number;
  readonly play?: Partial<PlaySettings>;
  /** Unfinished games with no person seated that one player may have created (default 2). */
  readonly maxBotGames?: number;
  /** Open games waiting for players that one player may have created (default 5). */
  readonly maxOpenGames?: number;
  /** The clock of games and bot time limits (default: the system's); tests move their own. */
  readonly clock?: Clock;
  /** The address players reach the server at, for links (default: the request's host). */
  readonly publicUrl?: string;
  /** Requests per address on /api (default 300 a minute); false: none (load tests). */
  readonly httpRateLimit?: HttpRateLimit | false;
  /** Origins of pages served elsewhere that may use the API and the socket (default: none). */
  readonly allowedOrigins?: readonly string[];
  /** Trust X-Forwarded-* from a reverse proxy (Fastify's trustProxy), e.g. true or '127.0.0.1'. */
  readonly trustProxy?: boolean | string;
  /** Messages per socket (default: the protocol's LIMITS, made for people; raise it for test clients). */
  readonly rateLimit?: RateLimit;
  /** 'smtp://user:pass@host:587' (or smtps://): notice mails are sent through it; none without. */
  readonly smtp?: string;
  /** The sender of notice mails (default: "Thurn und Taxis <noreply@HOST>", HOST the public one). */
  readonly smtpFrom?: string;
  /** The contact in VAPID claims: a mailto: or https: address (default: the https public URL, or mailto:noreply@HOST). */
  readonly pushContact?: string;
  /** Tests: senders in place of Web Push and SMTP, and push endpoints over plain http. */
  readonly notices?: NoticeTestHooks;
  /** "Play now": how long before bots fill empty seats, the games' time per turn. */
  readonly queue?: Partial<MatchmakerSettings>;
  /** Tournaments: the limits per player, and a hook for tests (docs/tournaments.md). */
  readonly tournaments?: TournamentOptions;
}

export interface TournamentOptions extends Partial<TournamentLimits> {
  /** Tests only: called right after this node stored a round's pairing, before its games exist. */
  readonly afterPairing?: (tournamentId: string, round: number) => void;
}

export interface NoticeTestHooks {
  readonly push?: PushSender;
  readonly mail?: MailSender;
  /** Accept push endpoints on loopback and private addresses (a test's local push service). */
  readonly allowPrivatePush?: boolean;
  /** A certificate (PEM) to trust for push services: a test's local push service's own. */
  readonly pushCa?: string;
}

/** The host of the public address, for the mail sender and the VAPID contact. */
const hostOf = (url: string | undefined): string =>
  url !== undefined && URL.canParse(url) ? new URL(url).hostname : 'localhost';

function pushContact(options: ServerOptions): string {
  if (options.pushContact !== undefined) return options.pushContact;
  if (options.publicUrl?.startsWith('https:')) return options.publicUrl;
  return `mailto:noreply@${hostOf(options.publicUrl)}`;
}

export interface RunningServer {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  /** What the operator should know from the start (logged too), e.g. an empty database file. */
  readonly warnings: readonly string[];
  /** What happens to this node's games: a game finished, a bot stood in for a person. */
  readonly events: RoomEvents;
  /** The routes of the API and the socket, as registered (method and path pattern). */
  readonly routes: readonly ServedRoute[];
  close(): Promise<void>;
}

export interface ServedRoute {
  readonly method: string;
  /** The path pattern, e.g. /api/games/:id. */
  readonly url: string;
}

export const DEFAULT_PLAY: PlaySettings = {
  disconnectGraceMs: 15_000,
  botDelayMs: 0,
  standInBot: 'heuristic',
  botGamePaceMs: 1_000,
};

const SWEEP_MS = 30_000;
const QUEUE_MS = 1_000;
const TOURNAMENT_MS = 1_000;
const CLAIM_TTL_MS = 10_000;

/** A single node keeps one name across restarts, so that it takes its own games back at once. */
function nodeName(options: ServerOptions): string {
  if (options.nodeId !== undefined) return options.nodeId;
  if (options.redis === undefined) return 'local';
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

function workerUrl(option: URL | string | undefined): URL {
  if (option instanceof URL) return option;
  if (option !== undefined) return pathToFileURL(option);
  return new URL('./bot-worker.mjs', import.meta.url);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const queue = { ...DEFAULT_MATCHMAKER, ...options.queue };
  if (queue.turnSeconds < MIN_RANKED_TURN_SECONDS) {
    throw new Error(
      `queue.turnSeconds: the games Play now starts are ranked and need ${MIN_RANKED_TURN_SECONDS} s a turn at least`,
    );
  }
  const store = new ReadWatchedStore(await openStore(options.db));
  const node = nodeName(options);
  const clock = options.clock ?? systemClock;
  const bots = new BotPool({
    clock,
    size: options.botThreads ?? Math.max(1, availableParallelism() - 1),
    workerUrl: workerUrl(options.botWorker),
    timeoutMs: options.botTimeoutMs ?? 60_000,
  });
  let registry: GameRegistry | null = null;
  /** Made once the registry is: the rooms' context reaches it through `social.identityChanged`. */
  let identityChanges: IdentityChanges | null = null;
  let sockets: SocketHub | null = null;
  const metrics = new Metrics({
    games: () => registry?.counts() ?? { loaded: 0, open: 0, playing: 0, over: 0 },
    sockets: () => sockets?.count ?? 0,
    botQueue: () => bots.load,
  });
  const app = await buildApp({
    logger: options.logger ?? true,
    logRequests: options.logRequests,
    webRoot: options.webRoot,
    httpRateLimit: options.httpRateLimit,
    allowedOrigins: options.allowedOrigins,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    metrics: () => metrics,
    health: () =>
      health({
        node,
        store,
        storeUp: claims.storeUp,
        bus,
        games: registry?.counts().loaded ?? 0,
        sockets: sockets?.count ?? 0,
        damagedGames: registry?.damagedCount ?? 0,
        failing: results.problems(),
      }),
  });
  for (const warning of store.warnings) app.log.warn({ store: store.kind }, warning);
  const routes: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const bus = await openBus(options.redis, node, (message) => {
    app.log.warn({ node }, message);
  });
  const claims = new ClaimKeeper(store, node, options.claimTtlMs ?? CLAIM_TTL_MS, app.log);
  // Notices: keys made on first start and kept in the store; links need the public address.
  let baseUrl = options.publicUrl ?? '';
  const vapid = await vapidKeys(store.social);
  const tokens = await UnsubscribeTokens.load(store.social);
  const hooks = options.notices ?? {};
  const pushAgent = hooks.pushCa === undefined ? undefined : new Agent({ ca: hooks.pushCa });
  const pushSender = hooks.push ?? webPushSender(vapid, pushContact(options), pushAgent);
  const from = options.smtpFrom ?? `Thurn und Taxis <noreply@${hostOf(options.publicUrl)}>`;
  const mailSender =
    hooks.mail ?? (options.smtp === undefined ? null : smtpSender(options.smtp, from));
  const notifier = new Notifier({
    store: store.social,
    push: new PushDelivery(store.social, pushSender, app.log),
    mail: mailSender === null ? null : new MailDelivery(mailSender, tokens, () => baseUrl),
    verified: (playerId, address) => store.accounts.isVerified(playerId, address),
    clock,
    log: app.log,
  });
  await seedBots(store.ratings, clock.now());
  // The sweep leaves a game's end to its teller for one heartbeat (the beat below).
  const results = new ResultRecorder({
    store,
    log: app.log,
    seedOf,
    graceMs: claims.ttlMs / 3,
    now: () => clock.now(),
  });
  const ctx: RoomContext = {
    store,
    bus,
    claims,
    bots,
    hints: new IdentityHintLimits(clock),
    metrics,
    log: app.log,
    settings: { ...DEFAULT_PLAY, ...options.play },
    clock,
    social: {
      chatLimits: new IdentityChatLimits(clock),
      notices: notifier,
      identityChanged: (playerId, change) =>
        identityChanges?.tell(playerId, change) ?? Promise.resolve(),
    },
    events: new RoomEvents(app.log),
  };
  // Each finished game's result and ratings, once (ratings/recorder.ts): told by the node that
  // stored its last move; the heartbeat's sweep finds those a dying node could not record.
  ctx.events.on('finished', async ({ row, seats, scores, events }) => {
    await results.recordTold({ game: row, seats, scores, events });
  });
  const games = new GameRegistry(ctx, {
    maxBotGames: options.maxBotGames ?? DEFAULT_LIMITS.maxBotGames,
    maxOpenGames: options.maxOpenGames ?? DEFAULT_LIMITS.maxOpenGames,
  });
  registry = games;
  const identities = new Identities(store);
  registerPlayerRoutes(app, identities, options.publicUrl);
  registerGameRoutes(app, { registry: games, identities, store, publicUrl: options.publicUrl });
  identityChanges = new IdentityChanges({
    bus,
    node,
    store,
    registry: games,
    sockets: () => sockets,
    log: app.log,
  });
  const changes = identityChanges;
  await changes.listen();
  const accounts = new Accounts({
    store,
    mail: mailSender,
    now: () => clock.now(),
    baseUrl: () => baseUrl,
    changed: (playerId, change) => changes.tell(playerId, change),
    log: app.log,
  });
  registerNoticeRoutes(app, {
    identities,
    accounts,
    store: store.social,
    vapidPublicKey: vapid.publicKey,
    tokens,
    clock,
    allowPrivatePush: hooks.allowPrivatePush ?? false,
  });
  const matchmaker = new Matchmaker({
    store,
    registry: games,
    now: () => clock.now(),
    log: app.log,
    settings: queue,
  });
  registerRatingRoutes(app, {
    store,
    identities,
    registry: games,
    matchmaker,
    now: () => clock.now(),
  });
  registerAccountRoutes(app, { store, identities, accounts, publicUrl: options.publicUrl });
  // Tournaments, friends and watching: their own routes, on the same store, games and notices.
  const now = (): number => clock.now();
  const director = new TournamentDirector({
    store,
    registry: games,
    notices: notifier,
    now,
    log: app.log,
    node,
    ...(options.tournaments?.afterPairing
      ? { afterPairing: options.tournaments.afterPairing }
      : {}),
  });
  const tournaments = new Tournaments({
    store,
    director,
    now,
    limits: { ...DEFAULT_TOURNAMENT_LIMITS, ...options.tournaments },
  });
  registerTournamentRoutes(app, { tournaments, identities, store });
  const friends = new Friends({
    store,
    registry: games,
    notices: notifier,
    now,
    inviteLink: (id) => `${baseUrl}/game/${id}`,
  });
  const watch = new WatchList({ store, registry: games, now });
  registerFriendRoutes(app, { friends, watch, identities, store });
  registerRematchRoute(app, {
    store,
    registry: games,
    notices: notifier,
    now,
    inviteLink: (id) => `${baseUrl}/game/${id}`,
    identities,
  });
  const presence = new PresenceBeat({
    store,
    rooms: () => games.loaded,
    node,
    now,
    log: app.log,
  });
  sockets = await registerSocketRoute(app, {
    registry: games,
    identities,
    metrics,
    log: app.log,
    rate: options.rateLimit ?? { burst: LIMITS.rateBurst, perSecond: LIMITS.ratePerSecond },
  });

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  baseUrl ||= `http://${host}:${port}`;
  const sweep = setInterval(() => {
    games.sweep();
  }, SWEEP_MS);
  sweep.unref();
  const beat = (first: boolean): void => {
    // Games over whose result no node recorded (a node died between the last move and it).
    // Never rejects: its failures are logged once per kind and shown in health.
    void results.sweep(first);
    games.heartbeat().then(
      (count) => {
        if (count > 0) app.log.info({ games: count }, first ? 'games resumed' : 'games taken over');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'the heartbeat failed');
      },
    );
  };
  beat(true);
  const heartbeat = setInterval(() => {
    beat(false);
  }, claims.ttlMs / 3);
  heartbeat.unref();
  // "Play now": every node looks at the shared queue each second.
  const matching = setInterval(() => {
    matchmaker.tick().catch((error: unknown) => {
      app.log.error({ err: error }, 'the Play now queue failed');
    });
  }, QUEUE_MS);
  matching.unref();
  // Tournaments: every node looks at what is due each second (the store makes each step once).
  const directing = setInterval(() => {
    director.tick().catch((error: unknown) => {
      app.log.error({ err: error }, 'the tournaments failed');
    });
  }, TOURNAMENT_MS);
  directing.unref();
  const beating = setInterval(() => {
    void presence.run();
  }, PRESENCE_BEAT_MS);
  beating.unref();

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    warnings: store.warnings,
    events: ctx.events,
    routes,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        clearInterval(heartbeat);
        clearInterval(matching);
        clearInterval(directing);
        clearInterval(beating);
        await app.close();
        await director.settled();
        await presence.settled();
        await games.close();
        await results.settled();
        await notifier.settled();
        await accounts.settled();
        await bots.close();
        await bus.close();
        await store.close();
      })();
      return closing;
    },
  };
}
