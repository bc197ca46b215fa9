/**
 * What recording a finished ranked game costs the server's event loop: K games of 4
 * players (2 people, 2 heuristic bots; The Princess' Messenger and Offices of Honor, as in the
 * load test) are played out by bots and stored in a SQLite file as a server leaves them, then each
 * is recorded as the server does when a room tells that a game ended (`ResultRecorder.recordTold`
 * with what the room holds: the game's row, its seats, its moves and the final scores; it rates
 * the game in one transaction). Reports the time per game, the score sheet's computation included.
 *
 *   node packages/server/loadtest/run.mjs record-cost --games 200
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { heuristicBot, playMatch } from '@tnt/bots';
import { moveToText, scoreSheet } from '@tnt/engine';
import { rebuild } from '../src/games/rebuild.ts';
import { seedOf } from '../src/ratings/bot-seeds.ts';
import { ResultRecorder } from '../src/ratings/recorder.ts';
import { seedBots } from '../src/ratings/seed-bots.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { StoredGame } from '../src/store/types.ts';
import { Latencies } from './measure.ts';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '200' }, dir: { type: 'string' } },
  allowPositionals: true,
});
const GAMES = Math.min(2000, Number(values.games));
const store = new SqliteStore(join(values.dir ?? '.', 'record-cost.sqlite'));
await seedBots(store.ratings, 1);
const quiet = {
  info(): void {
    // The benchmark reports; the recorder's lines would only add to its time.
  },
  error(fields: object): void {
    console.error(fields);
  },
};
const recorder = new ResultRecorder({ store, log: quiet, seedOf, graceMs: 0, now: Date.now });

const players = Array.from({ length: 40 }, (_, i) => `p${i}`);
for (const id of players) {
  await store.createPlayer({ id, name: id, secretHash: `h${id}`, createdAt: 1 });
}
let moves = 0;
const ended: StoredGame[] = [];
for (let g = 0; g < GAMES; g++) {
  const options = { players: 4, expansions: ['messenger', 'offices'] as const };
  const setup = { options: { ...options, expansions: [...options.expansions] }, seed: `cost ${g}` };
  const match = playMatch(
    setup,
    [0, 1, 2, 3].map((s) => heuristicBot(`${g}/${s}`)),
  );
  await store.createGame({
    game: {
      id: `g${g}`,
      ...setup,
      mode: 'live',
      turnSeconds: 600,
      status: 'playing',
      decisionSeat: 0,
      createdBy: 'p0',
      createdAt: 1,
      chat: { spectators: true, record: false },
      undo: true,
      hints: false,
      ranked: true,
    },
    seats: [0, 1, 2, 3].map((seat) => ({
      seat,
      kind: seat < 2 ? 'human' : 'bot',
      bot: seat < 2 ? null : 'heuristic',
      playerId: seat < 2 ? players[(2 * g + seat) % players.length]! : null,
    })),
  });
  for (const [i, m] of match.moves.entries()) {
    const last = i === match.moves.length - 1;
    const row = {
      seq: i + 1,
      seat: m.seat,
      move: moveToText(m.move),
      by: 'player',
      at: i,
    } as const;
    const progress = { status: last ? 'over' : 'playing', decisionSeat: last ? null : 0 } as const;
    await store.appendMove(`g${g}`, row, progress);
  }
  moves += match.moves.length;
  const stored = await store.loadGame(`g${g}`);
  if (stored === null) throw new Error(`game ${g} was not stored`);
  ended.push(stored);
}

const times = new Latencies();
const cpu = process.cpuUsage();
const started = performance.now();
for (let g = 0; g < GAMES; g++) {
  // What the room holds when the game ends (its state and moves), made before the clock starts.
  const { game, seats } = ended[g]!;
  const { state, events } = rebuild(ended[g]!);
  const at = performance.now();
  const told = { game, seats, scores: scoreSheet(state), events };
  if (!(await recorder.recordTold(told))) throw new Error(`game ${g} was not recorded`);
  times.add(performance.now() - at);
}
const elapsed = performance.now() - started;
const used = process.cpuUsage(cpu);
const summary = times.summary();
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${availableParallelism()} x ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
      loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
      games: GAMES,
      movesPerGame: Math.round(moves / GAMES),
      perGameMs: { p50: summary.p50, p99: summary.p99, max: summary.max },
      cpuMsPerGame: Number(((used.user + used.system) / 1000 / GAMES).toFixed(2)),
      wallMsPerGame: Number((elapsed / GAMES).toFixed(2)),
    },
    null,
    2,
  ),
);
await store.close();
