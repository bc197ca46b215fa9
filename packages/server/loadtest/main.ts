/**
 * The load test: many concurrent live games through real sockets, on the loopback only, bounded
 * in games and in time. The server runs as its own process (test/fixtures/serve.ts, on a SQLite
 * file) so that this process, which plays the people, does not share its event loop. Each game
 * has `humans` seats played from here (each decision after a think time, chosen from the seat's
 * own view by the heuristic bot) and heuristic bots in the other seats (in the server's workers).
 *
 * Reports: moves/s, the latency of a person's move (sent -> its `moved` back) p50/p99/max as the
 * client sees it and as the server measures it, and the server's memory per game.
 *
 * `--store postgres` runs the server on a throwaway PostgreSQL (test/services); `--nodes N` (N > 1)
 * runs a cluster of N nodes on it with a throwaway Redis as the bus: games are created on the
 * nodes in turn and each game's sockets are spread over the nodes, so that most moves reach some
 * of their sockets through the bus.
 *
 *   node packages/server/loadtest/run.mjs --games 1000 --seconds 60 --humans 2 --think 1000
 *   node packages/server/loadtest/run.mjs --games 1000 --seconds 60 --store postgres --nodes 3
 *   node packages/server/loadtest/run.mjs --games 1000 --seconds 300 --ranked
 *
 * `--ranked` makes the games ranked (a time per turn, and at each game's end its result and the
 * players' ratings recorded in the store): run it long enough for the games to end inside the
 * measured time (`gamesOver` in the report).
 *
 * `--tournaments N` runs N Swiss tournaments of 16 people beside the games (docs/tournaments.md):
 * each is created, filled and started through the HTTP API, its director pairs round 1 (four
 * live tables of four people, every seat played from here like the games' people), and while it
 * is measured every tournament person's page asks for its alerts every 30 s (as the web client's
 * banner does) and each tournament's standings are read every 5 s (someone watching them).
 *
 *   node packages/server/loadtest/run.mjs --games 1000 --seconds 60 --tournaments 100
 *
 * `--tournament-think MS` gives the tournament people a think time of their own (default: --think),
 * e.g. 10000 for tables that move at a tenth of the games' pace: the tournaments' machinery
 * (pairing, standings, alerts, presence) with fewer extra moves.
 *
 * `--fair-use` runs the fair-use scenario instead (fair-use.ts): another game's bot timed while one
 * identity floods hints and asks for 20 games of hard bots it never opens. `--help` says all this.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { heuristicBot, type Bot } from '@tnt/bots';
import type { PlayerView } from '@tnt/engine';
import {
  parseServerMessage,
  type CommunityAlerts,
  type NewPlayer,
  type ServerMessage,
} from '@tnt/protocol';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';
import { Api } from '../test/helpers/api.ts';
import { spawnServer, type ChildServer } from '../test/helpers/child.ts';
import { startPostgres, type Postgres } from '../test/services/postgres.ts';
import { startRedis, type ThrowawayRedis } from '../test/services/redis.ts';
import WebSocket from 'ws';
import { runFairUse } from './fair-use.ts';
import { Latencies, metricValue, pool } from './measure.ts';

const USAGE = `npm run loadtest -- [options]
  (or: node packages/server/loadtest/run.mjs [options])

Many concurrent live games through real sockets, on the loopback only, bounded in games and
time: 4 players, the Messenger and the Offices, people played from here and heuristic bots in
the server. Prints a JSON report (moves/s, a person's move latency, CPU, memory per game).

  --games N       games at once (default 1000, at most 5000)
  --seconds N     seconds measured after set-up (default 60, at most 600)
  --humans N      people per game, 1 to 4 (default 2; the other seats are bots)
  --think MS      a person's mean think time (default 1000; uniform 0.5-1.5 x)
  --store S       sqlite (a file, as tnt serve runs; default), memory, or postgres (a throwaway
                  server: PostgreSQL's binaries must be installed)
  --nodes N       server nodes, 1 to 8 (default 1; more: a cluster on PostgreSQL and Redis)
  --ranked        ranked games: a time per turn, each game's result and ratings recorded (run
                  long enough for games to end: --seconds 300)
  --tournaments N Swiss tournaments of 16 people beside the games (default 0, at most 200)
  --tournament-think MS
                  the tournament people's think time (default: --think)
  --fair-use      the fair-use scenario instead: another game's bot answers, timed alone
                  (--baseline seconds) and while one identity floods hints in 30 games and asks
                  for 20 games of hard bots it never opens (--seconds of attack)
  --baseline N    --fair-use: seconds of the victim alone first (default 20, at most 600)
  --help          this text

Examples:
  npm run loadtest -- --games 1000 --seconds 60
  npm run loadtest -- --games 1000 --seconds 300 --ranked
  npm run loadtest -- --games 1000 --seconds 60 --tournaments 100
  npm run loadtest -- --fair-use --seconds 60 --baseline 20
`;

const OPTIONS = {
  games: { type: 'string', default: '1000' },
  seconds: { type: 'string', default: '60' },
  humans: { type: 'string', default: '2' },
  think: { type: 'string', default: '1000' },
  dir: { type: 'string' },
  /** 'sqlite' (a file, as `tnt serve` runs), 'memory', or 'postgres' (a throwaway server). */
  store: { type: 'string', default: 'sqlite' },
  /** Server nodes: more than 1 makes a cluster (PostgreSQL and a Redis bus). */
  nodes: { type: 'string', default: '1' },
  /** Ranked games: a time per turn, and each game's result and ratings recorded. */
  ranked: { type: 'boolean', default: false },
  /** Swiss tournaments of 16 people beside the games (their first round's tables played). */
  tournaments: { type: 'string', default: '0' },
  /** The tournament people's think time (default: --think): a slower pace isolates the machinery. */
  'tournament-think': { type: 'string' },
  /** The fair-use scenario (fair-use.ts) instead of the many games. */
  'fair-use': { type: 'boolean', default: false },
  baseline: { type: 'string', default: '20' },
  help: { type: 'boolean', default: false },
} as const;

/** The flags, or the usage and exit 2 for flags that are not the load test's. */
function readFlags() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/** A whole number flag within bounds; a wrong one is a usage error (exit 2). */
function bounded(name: string, text: string, low: number, high: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < low) {
    process.stderr.write(`--${name} takes a whole number of at least ${low}, not "${text}"\n`);
    process.exit(2);
  }
  return Math.min(high, n);
}

const values = readFlags();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const RANKED = values.ranked;
const NODES = bounded('nodes', values.nodes, 1, 8);
const STORE = NODES > 1 ? 'postgres' : values.store;
const GAMES = bounded('games', values.games, 1, 5000);
const SECONDS = bounded('seconds', values.seconds, 1, 600);
const HUMANS = bounded('humans', values.humans, 1, 4);
const TOURNAMENTS = bounded('tournaments', values.tournaments, 0, 200);
const BASELINE = bounded('baseline', values.baseline, 1, 600);
/** People in each tournament, at tables of four. */
const TOURNAMENT_PLAYERS = 16;
/**
 * How often a tournament person's page asks for its alerts (the web client's banner: every 30 s
 * while visible, 60 s at a table; 30 s here, to be on the safe side), and a standings page is read
 * (every 5 s while open).
 */
const ALERTS_MS = 30_000;
const STANDINGS_MS = 5_000;
const THINK_MS = bounded('think', values.think, 0, 60_000);
const TOURNAMENT_THINK_MS = bounded(
  'tournament-think',
  values['tournament-think'] ?? values.think,
  0,
  600_000,
);
const dir = values.dir ?? '.';
// The server process runs with the flags `npm start` gives it (TNT_SERVER_NODE_ARGS overrides).
process.env.TNT_SERVER_NODE_ARGS ??= SERVER_NODE_FLAGS.join(' ');

interface Seat {
  readonly socket: WebSocket;
  readonly bot: Bot;
  seq: number;
  view: PlayerView | null;
  /** performance.now() when the move with this sequence number was sent. */
  sentAt: Map<number, number>;
  timer: NodeJS.Timeout | null;
  /** The game's first seat played from here: it counts the game's end. */
  readonly first: boolean;
  /** The mean time this person looks at the board before a move. */
  readonly thinkMs: number;
}

const latencies = new Latencies();
let running = false;
let movesSeen = 0;
let refused = 0;
/** Messages that are not the protocol's: a load test must not count them as answers. */
let malformed = 0;
/** Games whose end a client saw (each counted once, by its first seat). */
let gamesOver = 0;
/** Requests of the tournaments' pages while measured (alerts, standings), and their failures. */
let extraRequests = 0;
let extraFailures = 0;

function onMessage(seat: Seat, message: ServerMessage): void {
  if (message.type === 'welcome' || message.type === 'moved') {
    if (message.seq <= seat.seq) return;
    seat.seq = message.seq;
    seat.view = message.view;
    if (message.type === 'moved') {
      movesSeen++;
      const sent = seat.sentAt.get(message.seq);
      if (sent !== undefined && message.seat === message.view.viewer) {
        latencies.add(performance.now() - sent);
        seat.sentAt.delete(message.seq);
      }
    }
    think(seat);
  } else if (message.type === 'over') {
    if (seat.first) gamesOver++;
  } else if (message.type === 'error') {
    refused++;
    if (message.code === 'ERR_STALE') send(seat, { type: 'sync', since: seat.seq });
  }
}

const send = (seat: Seat, message: unknown): void => {
  seat.socket.send(JSON.stringify(message));
};

/** A lean client: it keeps only the last view (a test client keeps every frame, too much here). */
function connect(
  url: string,
  gameId: string,
  secret: string,
  index: string,
  countsEnd = true,
  thinkMs = THINK_MS,
): Promise<Seat> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`);
  const seat: Seat = {
    socket,
    bot: heuristicBot(`load ${index}`),
    seq: -1,
    view: null,
    sentAt: new Map(),
    timer: null,
    first: countsEnd && index.endsWith('/0'),
    thinkMs,
  };
  socket.on('message', (data: Buffer) => {
    const parsed = parseServerMessage(data.toString('utf8'));
    if (parsed.ok) onMessage(seat, parsed.value);
    else malformed++;
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      send(seat, { type: 'hello', version: 1, game: gameId, secret });
      resolve(seat);
    });
  });
}

/** A person looks at the board for a while, then moves. */
function think(seat: Seat): void {
  const view = seat.view;
  if (!running || view?.decision?.seat !== view?.viewer || !view?.legalMoves.length) return;
  if (seat.timer) clearTimeout(seat.timer);
  const at = seat.seq;
  seat.timer = setTimeout(
    () => {
      seat.timer = null;
      if (!running || seat.seq !== at || seat.view === null) return;
      const move = seat.bot.choose(seat.view).move;
      seat.sentAt.set(at + 1, performance.now());
      send(seat, { type: 'move', seq: at + 1, move });
    },
    seat.thinkMs * (0.5 + Math.random()),
  );
}

/** Game `index` is created on node index mod N; its seat h sits on node (index + h) mod N. */
async function setUpGame(urls: readonly string[], index: number): Promise<Seat[]> {
  const nodeOf = (offset: number): string => urls[(index + offset) % urls.length]!;
  const api = new Api(nodeOf(0));
  const players: NewPlayer[] = [];
  for (let h = 0; h < HUMANS; h++) players.push(await api.player(`p${index}-${h}`));
  const seats = Array.from({ length: 4 }, (_, s) =>
    s < HUMANS ? { kind: 'human' } : { kind: 'bot', bot: 'heuristic' },
  );
  const created = await api.createGame(players[0]!, {
    options: { players: 4, expansions: ['messenger', 'offices'] },
    seats,
    mode: 'live',
    ...(RANKED ? { ranked: true, turnSeconds: 600 } : {}),
  });
  for (const p of players.slice(1)) await api.join(p, created.game.id);
  return Promise.all(
    players.map((p, h) => connect(nodeOf(h), created.game.id, p.secret, `${index}/${h}`)),
  );
}

/**
 * Tournament `index` on node index mod N: 16 people sign up (the first creates it), it starts
 * when full, and each person opens a socket at their round-1 table once the director made it.
 */
async function setUpTournament(
  urls: readonly string[],
  index: number,
): Promise<{ id: string; people: NewPlayer[]; seats: Seat[] }> {
  const url = urls[index % urls.length]!;
  const api = new Api(url);
  const people: NewPlayer[] = [];
  for (let p = 0; p < TOURNAMENT_PLAYERS; p++) people.push(await api.player(`t${index}-${p}`));
  const made = await api.request<{ id: string }>('POST', '/api/tournaments', {
    secret: people[0]!.secret,
    body: {
      name: `Load ${index}`,
      format: 'swiss',
      rounds: 3,
      tableSize: 4,
      options: { expansions: ['messenger', 'offices'] },
      mode: 'live',
      turnSeconds: 600,
      maxPlayers: TOURNAMENT_PLAYERS,
    },
  });
  if (made.status !== 201) throw new Error(`tournament: ${made.status}`);
  const id = made.body.id;
  for (const p of people.slice(1)) {
    await api.request('POST', `/api/tournaments/${id}/join`, { secret: p.secret });
  }
  const seats = await Promise.all(
    people.map(async (p, i) => {
      for (let tries = 0; ; tries++) {
        const alerts = await api.request<CommunityAlerts>('GET', '/api/me/alerts', {
          secret: p.secret,
        });
        const table = alerts.body.tables.find((t) => t.tournament === id);
        if (table !== undefined) {
          return connect(url, table.game, p.secret, `t${index}/${i}`, false, TOURNAMENT_THINK_MS);
        }
        if (tries > 600) throw new Error(`tournament ${id}: no table for ${p.player.name}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return { id, people, seats };
}

/** While measured: the tournament people's pages ask for alerts, the standings are watched. */
function tournamentReaders(
  urls: readonly string[],
  tournaments: readonly { id: string; people: NewPlayer[] }[],
): () => void {
  const timers: NodeJS.Timeout[] = [];
  tournaments.forEach((t, index) => {
    const api = new Api(urls[index % urls.length]!);
    const read = (path: string, secret?: string): void => {
      api
        .request('GET', path, secret === undefined ? {} : { secret })
        .then(() => {
          extraRequests++;
        })
        .catch(() => {
          extraFailures++;
        });
    };
    // Spread over the interval, as pages opened at different moments would be.
    for (const p of t.people) {
      const start = setTimeout(() => {
        read('/api/me/alerts', p.secret);
        timers.push(
          setInterval(() => {
            read('/api/me/alerts', p.secret);
          }, ALERTS_MS),
        );
      }, Math.random() * ALERTS_MS);
      timers.push(start);
    }
    timers.push(
      setInterval(() => {
        read(`/api/tournaments/${t.id}`);
      }, STANDINGS_MS),
    );
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

interface Backing {
  readonly db: string;
  readonly redis?: string;
  remove(): Promise<void>;
}

/** The database (and bus) the servers run on. */
async function backing(): Promise<Backing> {
  if (STORE === 'memory') return { db: 'memory', remove: () => Promise.resolve() };
  if (STORE !== 'postgres') {
    return { db: `sqlite:${join(dir, 'load.sqlite')}`, remove: () => Promise.resolve() };
  }
  const postgres: Postgres = await startPostgres();
  const redis: ThrowawayRedis | null = NODES > 1 ? await startRedis() : null;
  return {
    db: await postgres.createDatabase(),
    ...(redis ? { redis: redis.url } : {}),
    async remove() {
      await Promise.all([postgres.remove(), redis?.remove()]);
    },
  };
}

/** The sum over the nodes of a metric (Prometheus text of each). */
const total = (texts: readonly string[], name: string): number =>
  texts.reduce((sum, text) => sum + metricValue(text, name, ''), 0);
/** The worst node's value of a histogram's quantile. */
const worst = (texts: readonly string[], name: string, q: number): number =>
  Math.max(...texts.map((text) => metricValue(text, name, `quantile:${q}`)));

async function main(): Promise<void> {
  const store = await backing();
  const servers: ChildServer[] = [];
  for (let n = 0; n < NODES; n++) {
    servers.push(
      await spawnServer(dir, {
        db: store.db,
        ...(store.redis === undefined ? {} : { redis: store.redis, nodeId: `load-${n + 1}` }),
        // The load test's people are many sockets from one address: no per-address HTTP limit.
        httpRateLimit: false,
        play: { disconnectGraceMs: 600_000, botDelayMs: 0, standInBot: 'heuristic' },
      }),
    );
  }
  const urls = servers.map((server) => server.url);
  const metrics = (): Promise<string[]> =>
    Promise.all(
      urls.map(async (url) => (await new Api(url).request<string>('GET', '/api/metrics')).body),
    );
  const before = await metrics();
  const started = performance.now();
  const games = await pool(GAMES, 50, (i) => setUpGame(urls, i));
  const tournaments = await pool(TOURNAMENTS, 10, (i) => setUpTournament(urls, i));
  const seats = [...games.flat(), ...tournaments.flatMap((t) => t.seats)];
  console.log(
    `${GAMES} games, ${TOURNAMENTS} tournaments, ${seats.length} sockets on ${NODES} node(s) set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  running = true;
  for (const seat of seats) think(seat);
  const stopReaders = tournamentReaders(urls, tournaments);
  const t0 = performance.now();
  const startMetrics = await metrics();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  running = false;
  stopReaders();
  const elapsed = (performance.now() - t0) / 1000;
  lag.disable();
  const used = process.cpuUsage(cpu);
  const end = await metrics();
  const serverCpu =
    total(end, 'tnt_process_cpu_seconds_total') -
    total(startMetrics, 'tnt_process_cpu_seconds_total');
  for (const seat of seats) if (seat.timer) clearTimeout(seat.timer);

  const moves = total(end, 'tnt_moves_total') - total(startMetrics, 'tnt_moves_total');
  const rss = total(end, 'tnt_process_resident_memory_bytes');
  const rssBefore = total(before, 'tnt_process_resident_memory_bytes');
  const heap = total(end, 'tnt_nodejs_heap_size_used_bytes');
  const heapBefore = total(before, 'tnt_nodejs_heap_size_used_bytes');
  const client = latencies.summary();
  const report = {
    date: new Date().toISOString(),
    machine: `${availableParallelism()} x ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
    // Other work on the machine shows here: the load test wants it near 0 beside its own ~1.
    loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
    games: GAMES,
    store: STORE,
    nodes: NODES,
    humansPerGame: HUMANS,
    ranked: RANKED,
    tournaments: TOURNAMENTS,
    tournamentPeople: TOURNAMENTS * TOURNAMENT_PLAYERS,
    tournamentPageRequests: extraRequests,
    tournamentPageFailures: extraFailures,
    gamesOver,
    sockets: total(end, 'tnt_sockets'),
    seconds: Number(elapsed.toFixed(1)),
    thinkMs: THINK_MS,
    tournamentThinkMs: TOURNAMENT_THINK_MS,
    movesPerSecond: Math.round(moves / elapsed),
    personMoves: client.count,
    latencyMs: { p50: client.p50, p99: client.p99, max: client.max },
    // The worst node's, as each node measures a person's move (arrival to the last view sent).
    serverLatencyMs: {
      p50: worst(end, 'tnt_move_latency_seconds', 0.5) * 1000,
      p99: worst(end, 'tnt_move_latency_seconds', 0.99) * 1000,
    },
    // Cores busy on average: the servers (their bot workers included) and this process (the people).
    serverCores: Number((serverCpu / elapsed).toFixed(2)),
    clientCores: Number(((used.user + used.system) / 1e6 / elapsed).toFixed(2)),
    clientEventLoopLagP99Ms: lag.percentile(99) / 1e6,
    serverEventLoopLagP99Ms:
      Math.max(
        ...end.map((text) => metricValue(text, 'tnt_nodejs_eventloop_lag_p99_seconds', '')),
      ) * 1000,
    serverRssMiB: Math.round(rss / 2 ** 20),
    memoryPerGameKiB: {
      rss: Math.round((rss - rssBefore) / (GAMES + TOURNAMENTS * 4) / 1024),
      heap: Math.round((heap - heapBefore) / (GAMES + TOURNAMENTS * 4) / 1024),
    },
    movesSeenByClients: movesSeen,
    refused,
    malformed,
  };
  console.log(JSON.stringify(report, null, 2));
  for (const seat of seats) seat.socket.close();
  await Promise.all(servers.map((server) => server.kill('SIGTERM')));
  await store.remove();
}

if (values['fair-use']) {
  await runFairUse({ dir, seconds: SECONDS, baseline: BASELINE, store: STORE });
} else {
  await main();
}
