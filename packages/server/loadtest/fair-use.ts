/**
 * The fair-use load test (`npm run loadtest -- --fair-use`): how long another game's bot takes to
 * answer while one identity tries to take the bots for itself, on the loopback only, bounded in
 * time. The server runs as its own process (test/fixtures/serve.ts) with its defaults (bot
 * threads, the pace of games nobody is at, the caps on games, the hint limits).
 *
 * A victim plays a live two-player game against the heuristic bot from here, moving at once when
 * the decision is theirs; each of the bot's answers is timed as the victim's client sees it (the
 * move that handed the decision to the bot arriving, to the bot's move arriving). First alone
 * (`--baseline` seconds: the bot's idle time), then while one attacker identity:
 *
 * - opens 30 live games against the random bot, a socket in each, and asks a hint in each as soon
 *   as its last one is answered (a refusal: again 100 ms later);
 * - asks for 20 live games of four (itself and three hard search bots) at once, and never opens
 *   a socket to them: their bots play, and after the grace period a stand-in plays its seat.
 *
 * Reports the bot's answers before and during the attack (p50, p99, max), the ratio of the
 * p50s, and what the attacker got: games made and refused, hints answered and refused by code.
 *
 *   node packages/server/loadtest/run.mjs --fair-use --seconds 60 --baseline 20
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { heuristicBot } from '@tnt/bots';
import type { PlayerView } from '@tnt/engine';
import { parseServerMessage, type NewPlayer, type ServerMessage } from '@tnt/protocol';
import WebSocket from 'ws';
import { Api } from '../test/helpers/api.ts';
import { spawnServer } from '../test/helpers/child.ts';
import { Latencies, metricValue } from './measure.ts';

export interface FairUseOptions {
  /** Where the server's bundle and its SQLite file are. */
  readonly dir: string;
  /** Seconds of the attack (the bot's answers are measured throughout). */
  readonly seconds: number;
  /** Seconds of the victim alone first: the bot's idle time. */
  readonly baseline: number;
  /** 'sqlite' (a file, as `tnt serve` runs) or 'memory'. */
  readonly store: string;
}

const HARD_GAMES = 20;
const HINT_GAMES = 30;
/** After a refused hint, the attacker asks again this much later. */
const RETRY_MS = 100;
/**
 * The victim's "thinking": short, so that the bot is asked often, and within the socket's rate
 * (10 messages a second: a faster client is refused).
 */
const VICTIM_THINK_MS = 150;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket that says hello to a game and hands every message it gets to `onMessage`. */
function openSocket(
  url: string,
  gameId: string,
  secret: string,
  onMessage: (socket: WebSocket, message: ServerMessage) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`);
  socket.on('message', (data: Buffer) => {
    const parsed = parseServerMessage(data.toString('utf8'));
    // Every message of this server is the protocol's: one that is not ends the run, loudly.
    if (!parsed.ok) throw new Error(`a message outside the protocol: ${parsed.error}`);
    onMessage(socket, parsed.value);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'hello', version: 1, game: gameId, secret }));
      resolve(socket);
    });
  });
}

/** The victim: plays game after game against the heuristic bot, timing the bot's answers. */
class Victim {
  private readonly bot = heuristicBot('victim');
  /** When the decision went to the bot (performance.now()), or null while it is the victim's. */
  private askedAt: number | null = null;
  private socket: WebSocket | null = null;
  private running = true;
  private games = 0;
  /** Where the answers are counted now: the baseline's, then the attack's. */
  latencies = new Latencies();

  constructor(
    private readonly url: string,
    private readonly api: Api,
    private readonly player: NewPlayer,
  ) {}

  get played(): number {
    return this.games;
  }

  async start(): Promise<void> {
    const created = await this.api.createGame(this.player, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      mode: 'live',
    });
    this.games++;
    this.askedAt = null;
    this.socket = await openSocket(this.url, created.game.id, this.player.secret, (s, m) => {
      this.receive(s, m);
    });
  }

  stop(): void {
    this.running = false;
    this.socket?.close();
  }

  private receive(socket: WebSocket, message: ServerMessage): void {
    if (message.type === 'over') {
      socket.close();
      if (this.running) void this.start();
      return;
    }
    if (message.type === 'error') {
      // A refusal (a move that crossed another): the victim asks for the game afresh.
      setTimeout(() => {
        if (this.running && socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ type: 'sync' }));
        }
      }, 1_000);
      return;
    }
    if (message.type !== 'welcome' && message.type !== 'moved') return;
    const now = performance.now();
    if (message.type === 'moved' && message.seat === 1 && this.askedAt !== null) {
      this.latencies.add(now - this.askedAt);
    }
    const view: PlayerView = message.view;
    const seat = view.decision?.seat ?? null;
    this.askedAt = seat === 1 ? now : null;
    if (seat !== 0 || !this.running) return;
    const seq = message.seq + 1;
    setTimeout(() => {
      if (!this.running || socket.readyState !== WebSocket.OPEN) return;
      socket.send(JSON.stringify({ type: 'move', seq, move: this.bot.choose(view).move }));
    }, VICTIM_THINK_MS);
  }
}

/** What the attacker's hint flood got back, by answer. */
type HintCounts = Record<string, number>;

/** The attacker's games against the random bot, a hint asked in each as soon as it may. */
async function floodHints(
  url: string,
  api: Api,
  attacker: NewPlayer,
  counts: HintCounts,
  running: () => boolean,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < HINT_GAMES; i++) {
    const created = await api.createGame(attacker, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      mode: 'live',
    });
    let seq = 0;
    const ask = (socket: WebSocket): void => {
      if (running() && socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'hint', seq, ref: 'flood' }));
      }
    };
    const socket = await openSocket(url, created.game.id, attacker.secret, (s, m) => {
      if (m.type === 'welcome') {
        seq = m.seq;
        ask(s);
      } else if (m.type === 'hint') {
        counts.hint = (counts.hint ?? 0) + 1;
        ask(s);
      } else if (m.type === 'error') {
        counts[m.code] = (counts[m.code] ?? 0) + 1;
        setTimeout(() => {
          ask(s);
        }, RETRY_MS);
      }
    });
    sockets.push(socket);
  }
  return sockets;
}

export async function runFairUse(options: FairUseOptions): Promise<void> {
  const db = options.store === 'memory' ? 'memory' : `sqlite:${join(options.dir, 'fair.sqlite')}`;
  // Loopback: the victim's and the attacker's requests come from one address.
  const server = await spawnServer(options.dir, { db, httpRateLimit: false });
  const api = new Api(server.url);
  const metrics = async (): Promise<string> =>
    (await api.request<string>('GET', '/api/metrics')).body;
  try {
    const victim = new Victim(server.url, api, await api.player('Victim'));
    await victim.start();
    await sleep(options.baseline * 1000);
    const idle = victim.latencies.summary();
    victim.latencies = new Latencies();

    const before = await metrics();
    const started = performance.now();
    let attacking = true;
    const attacker = await api.player('Mallory');
    // The hint games first, each with its socket open (so that it is not a game nobody is at),
    // then the hard-bot games, asked for at once and never opened.
    const hints: HintCounts = {};
    const sockets = await floodHints(server.url, api, attacker, hints, () => attacking);
    const hardGame = {
      options: { players: 4 },
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'search:hard' },
        { kind: 'bot', bot: 'search:hard' },
        { kind: 'bot', bot: 'search:hard' },
      ],
      mode: 'live',
    };
    const asked = await Promise.all(
      Array.from({ length: HARD_GAMES }, () =>
        api.request('POST', '/api/games', { secret: attacker.secret, body: hardGame }),
      ),
    );
    const made = asked.filter((a) => a.status === 201).length;
    const left = options.seconds * 1000 - (performance.now() - started);
    await sleep(Math.max(0, left));
    attacking = false;
    const elapsed = (performance.now() - started) / 1000;
    const after = await metrics();
    victim.stop();
    for (const socket of sockets) socket.close();
    const attacked = victim.latencies.summary();
    const serverCpu =
      metricValue(after, 'tnt_process_cpu_seconds_total', '') -
      metricValue(before, 'tnt_process_cpu_seconds_total', '');
    const report = {
      date: new Date().toISOString(),
      machine: `${availableParallelism()} x ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
      // Other work on the machine shows here (this test's own processes count too).
      loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
      store: options.store,
      baselineSeconds: options.baseline,
      attackSeconds: Number(elapsed.toFixed(1)),
      victimGames: victim.played,
      botAnswerMs: { idle, attacked },
      p50Ratio: idle.p50 === 0 ? null : Number((attacked.p50 / idle.p50).toFixed(2)),
      attack: {
        hardGames: { asked: HARD_GAMES, made, refused: asked.length - made },
        hintGames: HINT_GAMES,
        hints,
      },
      serverCores: Number((serverCpu / elapsed).toFixed(2)),
      botDecisions:
        metricValue(after, 'tnt_bot_decision_seconds_count', '') -
        metricValue(before, 'tnt_bot_decision_seconds_count', ''),
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await server.kill('SIGTERM');
  }
}
