/**
 * The server's metrics in the Prometheus text format (prom-client), served at /api/metrics:
 * games loaded and by status, open sockets, moves stored (a counter; Prometheus derives moves/s
 * with rate(), and a gauge gives the last 10 s for a quick look), the latency of a player's move
 * from its arrival to the last view sent, bot decision times, refused messages by code. Each
 * server has its own registry, so several servers in one process (tests) do not collide.
 *
 * @example
 * metrics.moveStored('player', 0.004);
 * const text = await metrics.text();
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MoveActor } from '@tnt/protocol';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const BOT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30];
const RATE_WINDOW_S = 10;

export interface GaugeSources {
  games(): { loaded: number; open: number; playing: number; over: number };
  sockets(): number;
  botQueue(): number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly moves: Counter<'by'>;
  private readonly latency: Histogram;
  private readonly bots: Histogram<'outcome'>;
  private readonly rejected: Counter<'code'>;
  /** Moves stored in each of the last seconds, for the moves/s gauge. */
  private readonly recent = new Map<number, number>();

  constructor(sources: GaugeSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'tnt_' });
    this.moves = new Counter({
      name: 'tnt_moves_total',
      help: 'Moves stored, by who made them',
      labelNames: ['by'],
      registers,
    });
    this.latency = new Histogram({
      name: 'tnt_move_latency_seconds',
      help: "A player's move: from its arrival to the last view sent",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.bots = new Histogram({
      name: 'tnt_bot_decision_seconds',
      help: 'Bot decisions in the worker threads, by outcome',
      labelNames: ['outcome'],
      buckets: BOT_BUCKETS,
      registers,
    });
    this.rejected = new Counter({
      name: 'tnt_messages_rejected_total',
      help: 'Client messages refused, by error code',
      labelNames: ['code'],
      registers,
    });
    const games = new Gauge({
      name: 'tnt_games',
      help: 'Games loaded in this server, by status',
      labelNames: ['status'],
      registers,
      collect() {
        const counts = sources.games();
        games.set({ status: 'open' }, counts.open);
        games.set({ status: 'playing' }, counts.playing);
        games.set({ status: 'over' }, counts.over);
      },
    });
    new Gauge({
      name: 'tnt_sockets',
      help: 'Open game sockets',
      registers,
      collect() {
        this.set(sources.sockets());
      },
    });
    new Gauge({
      name: 'tnt_bot_jobs',
      help: 'Bot decisions waiting or under way',
      registers,
      collect() {
        this.set(sources.botQueue());
      },
    });
    const recent = this.recent;
    new Gauge({
      name: 'tnt_moves_per_second',
      help: `Moves stored per second over the last ${RATE_WINDOW_S} s`,
      registers,
      collect() {
        const now = Math.floor(Date.now() / 1000);
        let sum = 0;
        for (const [second, count] of recent) {
          if (now - second < RATE_WINDOW_S) sum += count;
          else recent.delete(second);
        }
        this.set(sum / RATE_WINDOW_S);
      },
    });
  }

  moveStored(by: MoveActor, latencySeconds: number | null): void {
    this.moves.inc({ by });
    if (latencySeconds !== null) this.latency.observe(latencySeconds);
    const second = Math.floor(Date.now() / 1000);
    this.recent.set(second, (this.recent.get(second) ?? 0) + 1);
    if (this.recent.size > RATE_WINDOW_S * 2) this.recent.delete(Math.min(...this.recent.keys()));
  }

  botDecided(seconds: number, outcome: 'ok' | 'failed'): void {
    this.bots.observe({ outcome }, seconds);
  }

  rejectedMessage(code: string): void {
    this.rejected.inc({ code });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
