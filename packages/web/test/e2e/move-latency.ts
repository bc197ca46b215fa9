/**
 * Benchmark (not a pass/fail test): how long a move takes from being made to being shown on every
 * screen of an online game, on a local game server. The budget of docs/web.md is 100 ms.
 *
 * A real game server runs in this process (on the loopback, data in memory) and serves the
 * production build of the client. Two people have identities; their seats are played from Node
 * over the game socket by heuristic bots, which choose each move before the clock starts. Three
 * screens in headless Chromium watch the game through the real client: each player's own page
 * (signed in through their personal link; one at phone size, one at desktop size) and a
 * spectator's page at desktop size. For every move the benchmark takes the time Node hands the
 * move to its socket, and each page reports when its DOM first had the move (a MutationObserver
 * on the game page's move count) and when the next frame began (requestAnimationFrame: the frame
 * that paints it). Page clocks are set against Node's by the shortest of several round trips.
 * Each move waits until every screen has shown the one before and a pause has passed, as between
 * people's moves. The first moves are a warm-up and are not counted.
 *
 * Run: node packages/web/bin/move-latency.mjs [--moves 150] [--warmup 10] [--gap 250] [--json]
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { heuristicBot } from '@tnt/bots';
import type { CreatedGame, NewPlayer } from '@tnt/protocol';
import { newPage, openSite, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { Screen } from './screens.ts';
import { SeatSocket, clock } from './seat-socket.ts';

export interface LatencyOptions {
  /** Moves measured (after the warm-up); fewer if the game ends first. */
  readonly moves: number;
  readonly warmup: number;
  /** Milliseconds between one move shown everywhere and the next move. */
  readonly gapMs: number;
}

export const DEFAULT_OPTIONS: LatencyOptions = { moves: 150, warmup: 10, gapMs: 250 };

/** p50, p95, max and mean of a list of milliseconds, and how many were over the budget. */
export interface Spread {
  readonly min: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
  readonly overBudget: number;
}

export interface ScreenResult {
  readonly name: string;
  readonly dom: Spread;
  readonly frame: Spread;
  /** The page clock minus Node's at the start, its change by the end, and the most it is off. */
  readonly clock: { readonly offset: number; readonly drift: number; readonly within: number };
}

export interface LatencyResult {
  readonly moves: number;
  readonly budgetMs: number;
  /** Node sends the move until its own socket hears the move back: the server's part. */
  readonly serverRoundTrip: Spread;
  /** Per screen, and for the slowest screen of each move ("every screen"). */
  readonly screens: readonly ScreenResult[];
  readonly everyScreen: { readonly dom: Spread; readonly frame: Spread };
  readonly loadAverage: { readonly before: number; readonly after: number };
}

const BUDGET_MS = 100;

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
    overBudget: sorted.filter((v) => v > BUDGET_MS).length,
  };
}

/** One call of the server's HTTP API. */
async function api<T>(
  base: string,
  path: string,
  secret: string | null,
  body: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens a screen on the game: signed in through a personal link first, or as a spectator. */
async function openScreen(
  site: Site,
  name: string,
  viewport: ViewportName,
  game: string,
  player: NewPlayer | null,
): Promise<Screen> {
  const invitation = `${site.url}game/${game}`;
  const { page } = await newPage(site, viewport, player?.link ?? invitation);
  if (player !== null) {
    // The seat's moves are Node's: its screen only watches, and never ends a turn by itself.
    await page.evaluate(() => {
      localStorage.setItem('tnt.autoEnd', 'false');
    });
    // The personal link signs the browser in on the start page; then the game opens as its seat.
    await page.locator('[data-signin-link]').waitFor();
    await page.goto(invitation);
  }
  await page.locator('.game-page').waitFor();
  return Screen.watch(name, page);
}

export async function measureMoveLatency(
  site: Site,
  options: LatencyOptions = DEFAULT_OPTIONS,
): Promise<LatencyResult> {
  const anna = await api<NewPlayer>(site.url, '/api/players', null, { name: 'Anna' });
  const ben = await api<NewPlayer>(site.url, '/api/players', null, { name: 'Ben' });
  const created = await api<CreatedGame>(site.url, '/api/games', anna.secret, {
    options: { players: 2 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    mode: 'live',
    turnSeconds: null,
  });
  const game = created.game.id;
  await api(site.url, `/api/games/${game}/join`, ben.secret, {});
  const seats = [
    await SeatSocket.open(site.url, game, anna.secret),
    await SeatSocket.open(site.url, game, ben.secret),
  ];
  const bots = [heuristicBot('latency 0'), heuristicBot('latency 1')];
  const screens = [
    await openScreen(site, "Anna's screen (phone)", 'phone', game, anna),
    await openScreen(site, "Ben's screen (desktop)", 'desktop', game, ben),
    await openScreen(site, 'a spectator (desktop)', 'desktop', game, null),
  ];

  const before = loadavg()[0]!;
  const made: { seq: number; sentAt: number; heardAt: number }[] = [];
  for (let n = 0; n < options.warmup + options.moves; n++) {
    const decision = seats[0]!.view?.decision ?? null;
    if (decision === null) break;
    const seat = seats[decision.seat]!;
    const { move } = bots[decision.seat]!.choose(seat.view!);
    const seq = seat.seq + 1;
    const sentAt = seat.send(move);
    await seat.until(() => seat.seq >= seq);
    const heardAt = clock();
    await Promise.all([
      ...seats.map((s) => s.until(() => s.seq >= seq)),
      ...screens.map((s) => s.until(seq)),
    ]);
    if (n >= options.warmup) made.push({ seq, sentAt, heardAt });
    await sleep(options.gapMs);
  }
  const after = loadavg()[0]!;
  for (const screen of screens) await screen.calibrate();
  for (const seat of seats) seat.close();

  const shown = (screen: Screen, seq: number) => {
    const at = screen.shownAt(seq);
    if (at === undefined) throw new Error(`${screen.name} has no time for move ${seq}`);
    return at;
  };
  const delays = screens.map((screen) =>
    made.map(({ seq, sentAt }) => {
      const at = shown(screen, seq);
      return { dom: at.dom - sentAt, frame: at.frame - sentAt };
    }),
  );
  return {
    moves: made.length,
    budgetMs: BUDGET_MS,
    serverRoundTrip: spread(made.map((m) => m.heardAt - m.sentAt)),
    screens: screens.map((screen, i) => ({
      name: screen.name,
      dom: spread(delays[i]!.map((d) => d.dom)),
      frame: spread(delays[i]!.map((d) => d.frame)),
      clock: {
        offset: screen.offsets[0]!.offset,
        drift: screen.offsets.at(-1)!.offset - screen.offsets[0]!.offset,
        within: Math.max(...screen.offsets.map((o) => o.within)),
      },
    })),
    everyScreen: {
      dom: spread(made.map((_, m) => Math.max(...delays.map((d) => d[m]!.dom)))),
      frame: spread(made.map((_, m) => Math.max(...delays.map((d) => d[m]!.frame)))),
    },
    loadAverage: { before, after },
  };
}

const ms = (v: number): string => `${v.toFixed(1)} ms`;

/** The result as a Markdown table, as docs/benchmarks.md shows it. */
export function table(result: LatencyResult): string {
  const row = (what: string, s: Spread): string =>
    `| ${what} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${ms(s.mean)} | ${s.overBudget} |`;
  return [
    `| from the move sent, ${result.moves} moves | p50 | p95 | max | mean | over ${result.budgetMs} ms |`,
    '|---|---|---|---|---|---|',
    row('back on the sender’s socket (server round trip)', result.serverRoundTrip),
    ...result.screens.flatMap((s) => [
      row(`${s.name}: in the DOM`, s.dom),
      row(`${s.name}: next frame`, s.frame),
    ]),
    row('**every screen** (the slowest of the three): in the DOM', result.everyScreen.dom),
    row('**every screen** (the slowest of the three): next frame', result.everyScreen.frame),
  ].join('\n');
}

const USAGE = `Usage: node packages/web/bin/move-latency.mjs [--moves N] [--warmup N] [--gap MS] [--json]

Plays an online game on a local game server, watched through the web client by three screens
(each player's page, one at phone and one at desktop size, and a spectator's), and measures for
each move the time from sending it to the server's answer and to each screen showing it (in the
DOM and at the next frame). A benchmark, not a test.

  --moves N   moves measured (default ${DEFAULT_OPTIONS.moves})
  --warmup N  moves played first and not measured (default ${DEFAULT_OPTIONS.warmup})
  --gap MS    pause between moves (default ${DEFAULT_OPTIONS.gapMs})
  --json      print the result as JSON instead of a Markdown table
  --help      print this and exit`;

type Command =
  { readonly help: true } | { readonly options: LatencyOptions; readonly json: boolean };

function parseCommand(argv: readonly string[]): Command {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      moves: { type: 'string' },
      warmup: { type: 'string' },
      gap: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return { help: true };
  const number = (flag: string, text: string | undefined, fallback: number): number => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${flag} needs a whole number`);
    return value;
  };
  return {
    options: {
      moves: number('moves', values.moves, DEFAULT_OPTIONS.moves),
      warmup: number('warmup', values.warmup, DEFAULT_OPTIONS.warmup),
      gapMs: number('gap', values.gap, DEFAULT_OPTIONS.gapMs),
    },
    json: values.json,
  };
}

/** The command: builds the client, starts the server and the browser, measures, prints. */
export async function main(argv: readonly string[]): Promise<void> {
  const command = parseCommand(argv);
  if ('help' in command) {
    console.log(USAGE);
    return;
  }
  const { options, json } = command;
  const site = await openSite(serveGame);
  try {
    const result = await measureMoveLatency(site, options);
    if (json) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    console.log(table(result));
    console.log('\npage clock minus Node clock (change over the run, read within):');
    for (const { name, clock: c } of result.screens) {
      console.log(`  ${name}: ${ms(c.offset)} (${ms(c.drift)}, ±${ms(c.within)})`);
    }
    console.log(
      `load average (1 min) before ${result.loadAverage.before.toFixed(1)},`,
      `after ${result.loadAverage.after.toFixed(1)}`,
    );
  } finally {
    await site.close();
  }
}
