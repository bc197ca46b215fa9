/**
 * Whole games through a real server, one for every combination of expansions the engine allows
 * (The Princess' Messenger, Offices of Honor, Power and Glory, and Power and Glory's 'base-rules'
 * variant), from two to four players, live and asynchronous: people at the table on one socket
 * each, asynchronous players who come by when "my games" says the game awaits them and reconnect
 * with the last sequence number they saw, and bots on the server. Each game is checked at its end:
 * over, the same final scores for every client, the served record replays with the engine to
 * those scores, every client's last view is the engine's view of the final state, and no socket
 * carried a secret (helpers/leaks.ts), nor the record anyone could fetch while the game ran (a
 * spectator's view: no seed, no card played horse side up named). Offices of Honor's return rounds ask seats out of turn:
 * people answer them over their socket (asynchronous players are called in by "my games"), and a
 * seat that tries to move while another seat's answer is awaited is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuristicBot, randomBot, type Bot } from '@tnt/bots';
import {
  EXPANSIONS,
  createGame,
  isOver,
  parseRecord,
  playerView,
  replay,
  scoreSheet,
  type Expansion,
  type GameOptions,
  type GameState,
  type Variant,
} from '@tnt/engine';
import type {
  MoveEvent,
  MovedMessage,
  NewPlayer,
  OverMessage,
  WelcomeMessage,
} from '@tnt/protocol';
import { visitUntilOver } from './helpers/async-visits.ts';
import { HumanSeat } from './helpers/human-seat.ts';
import type { TestClient } from './helpers/client.ts';
import { leaksIn, recordViewLeaks, statesOf } from './helpers/leaks.ts';
import { sampleRecords } from './helpers/record-samples.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { recordedAsSeen, shownMove } from './helpers/move-text.ts';

/** How a seat is played: a person on one socket, an asynchronous visitor, or a server bot. */
type SeatPlan =
  | { readonly kind: 'at-table'; readonly pick: 'heuristic' | 'random' }
  | { readonly kind: 'visits'; readonly pick: 'heuristic' | 'random' }
  | { readonly kind: 'bot'; readonly bot: 'heuristic' | 'random' };

interface Scenario {
  readonly expansions: readonly Expansion[];
  readonly variant?: Variant;
  readonly mode: 'live' | 'async';
  readonly seats: readonly SeatPlan[];
}

const table = (pick: 'heuristic' | 'random' = 'heuristic'): SeatPlan => ({
  kind: 'at-table',
  pick,
});
const visits = (pick: 'heuristic' | 'random' = 'heuristic'): SeatPlan => ({ kind: 'visits', pick });
const bot = (level: 'heuristic' | 'random'): SeatPlan => ({ kind: 'bot', bot: level });

/**
 * Every allowed combination once; player counts, modes and seats spread over them. A random
 * chooser never plays alone against another (random games take tens of thousands of moves).
 */
const SCENARIOS: readonly Scenario[] = [
  {
    expansions: [],
    mode: 'live',
    seats: [table(), table('random'), bot('heuristic'), bot('random')],
  },
  { expansions: ['messenger'], mode: 'async', seats: [visits(), bot('heuristic'), bot('random')] },
  { expansions: ['offices'], mode: 'async', seats: [visits(), visits('random')] },
  {
    expansions: ['messenger', 'offices'],
    mode: 'live',
    seats: [bot('random'), table(), bot('heuristic'), table('random')],
  },
  {
    expansions: ['power-and-glory'],
    mode: 'live',
    seats: [table(), bot('heuristic'), bot('random')],
  },
  { expansions: ['power-and-glory', 'messenger'], mode: 'async', seats: [bot('random'), visits()] },
  {
    expansions: ['power-and-glory', 'offices'],
    mode: 'async',
    seats: [visits(), table('random'), bot('heuristic'), bot('heuristic')],
  },
  {
    expansions: ['power-and-glory', 'messenger', 'offices'],
    mode: 'live',
    seats: [table(), table('random'), bot('heuristic')],
  },
  {
    expansions: ['power-and-glory'],
    variant: 'base-rules',
    mode: 'live',
    seats: [table('random'), bot('heuristic')],
  },
  {
    expansions: ['power-and-glory', 'messenger'],
    variant: 'base-rules',
    mode: 'async',
    seats: [visits(), visits('random'), table(), bot('random')],
  },
  {
    expansions: ['power-and-glory', 'offices'],
    variant: 'base-rules',
    mode: 'async',
    seats: [visits('random'), bot('heuristic'), visits()],
  },
  {
    expansions: ['power-and-glory', 'messenger', 'offices'],
    variant: 'base-rules',
    mode: 'live',
    seats: [table(), table('random')],
  },
];

const optionsOf = (s: Scenario): GameOptions => ({
  players: s.seats.length,
  expansions: s.expansions,
  ...(s.variant === undefined ? {} : { variant: s.variant }),
});

const combination = (o: GameOptions): string =>
  `${o.expansions?.length ? [...o.expansions].sort().join('+') : 'base game'}${o.variant === undefined ? '' : ` (${o.variant})`}`;

function nameOf(s: Scenario): string {
  const seats = s.seats.map((p) => (p.kind === 'bot' ? `${p.bot} bot` : `${p.kind} ${p.pick}`));
  return `${combination(optionsOf(s))}, ${s.mode}: ${seats.join(', ')}`;
}

/** Every combination of expansions and variant the engine accepts (its own judgement). */
function allowedCombinations(): string[] {
  const found: string[] = [];
  for (let mask = 0; mask < 1 << EXPANSIONS.length; mask++) {
    const expansions = EXPANSIONS.filter((_, i) => (mask & (1 << i)) !== 0);
    for (const variant of [undefined, 'base-rules'] as const) {
      const options: GameOptions = { players: 2, expansions, ...(variant ? { variant } : {}) };
      if (createGame({ options, seed: 'combinations' }).ok) found.push(combination(options));
    }
  }
  return found.sort();
}

/** What a game showed, for the checks across games. */
interface Played {
  readonly offices: boolean;
  /** Moves people made over their sockets while another seat's turn was under way. */
  readonly peopleOutOfTurn: number;
  readonly probes: readonly string[];
}

/**
 * A game whose moves stop (a decision the server routes to nobody) would otherwise hang until the
 * test's time limit: after this long without a move the game fails, naming the awaited decision.
 */
const STALL_MS = 60_000;

function stallGuard(watcher: TestClient): { stalled: Promise<never>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let seq = -1;
    let since = Date.now();
    timer = setInterval(() => {
      const last = watcher.latest(
        (m): m is MovedMessage | WelcomeMessage => m.type === 'moved' || m.type === 'welcome',
      );
      if (last !== undefined && last.seq !== seq) {
        seq = last.seq;
        since = Date.now();
      } else if (Date.now() - since > STALL_MS) {
        const awaited = JSON.stringify(last?.view.decision);
        reject(new Error(`no move for ${STALL_MS} ms after move ${seq}: ${awaited} awaited`));
      }
    }, 500);
  });
  return {
    stalled,
    stop: () => {
      clearInterval(timer);
    },
  };
}

let harness: Harness;
const played: Played[] = [];

beforeAll(async () => {
  // Test clients play far faster than people: the socket's rate limit is raised for them, and
  // the HTTP API's is lifted (asynchronous players look at "my games" every few milliseconds).
  // Between an asynchronous player's visits nobody is at the table, and the bots would play at a
  // person's pace: here they play as fast as they can.
  harness = await startHarness({
    db: 'sqlite::memory:',
    rateLimit: { burst: 1000, perSecond: 1000 },
    httpRateLimit: false,
    play: {
      disconnectGraceMs: 60_000,
      botDelayMs: 0,
      standInBot: 'heuristic',
      botGamePaceMs: 0,
    },
  });
});
afterAll(async () => {
  await harness.stop();
});

function chooser(plan: SeatPlan, seed: string): Bot {
  return plan.kind !== 'bot' && plan.pick === 'random' ? randomBot(seed) : heuristicBot(seed);
}

async function playScenario(scenario: Scenario, name: string): Promise<void> {
  const { api } = harness;
  const options = optionsOf(scenario);
  const humans = scenario.seats.flatMap((plan, seat) => (plan.kind === 'bot' ? [] : [seat]));
  const people = new Map<number, NewPlayer>();
  for (const seat of humans) people.set(seat, await api.player(`Seat ${seat + 1}`));
  const first = humans[0];
  if (first === undefined) throw new Error('a scenario needs a person');
  const created = await api.createGame(people.get(first)!, {
    options,
    seats: scenario.seats.map((p) =>
      p.kind === 'bot' ? { kind: 'bot', bot: p.bot } : { kind: 'human' },
    ),
    mode: scenario.mode,
  });
  const id = created.game.id;
  expect(created.seat).toBe(first);
  // With one person, the game starts as it is created: the spectator catches up from move 0.
  const watcher = await harness.connect(id, undefined, 0);
  expect(watcher.welcome.seat).toBeNull();
  // The record, as anyone may fetch it while the game runs: checked against the truth at the end.
  const samples = sampleRecords(watcher.client, api, id);
  for (const seat of humans.slice(1)) await api.join(people.get(seat)!, id, seat);
  expect((await api.game(id)).status).toBe('playing');

  const seats = new Map(
    humans.map((seat) => {
      const plan = scenario.seats[seat]!;
      const probe = plan.kind === 'visits';
      return [seat, new HumanSeat(seat, chooser(plan, `${name}/${seat}`), probe)] as const;
    }),
  );
  const visitsBySeat = new Map<number, number>();
  const playing = humans.map(async (seat) => {
    const plan = scenario.seats[seat]!;
    const player = people.get(seat)!;
    const human = seats.get(seat)!;
    if (plan.kind === 'visits') {
      visitsBySeat.set(seat, await visitUntilOver(harness, id, player, human));
      return;
    }
    const { client } = await harness.connect(id, player, human.lastSeq);
    try {
      expect(await human.play(client, 'over')).toBe('over');
    } finally {
      await human.leave(client);
    }
  });
  const guard = stallGuard(watcher.client);
  try {
    await Promise.race([Promise.all(playing), guard.stalled]);
  } finally {
    guard.stop();
  }
  const over = await watcher.client.next<OverMessage>((m) => m.type === 'over');
  await watcher.client.close();

  // The record served by the server replays with the engine to the scores everyone was given.
  const served = parseRecord(await api.record(id));
  if (!served.ok) throw new Error(served.error.message);
  const record = served.value;
  expect(record.options).toEqual(options);
  expect(record.moves.length).toBe(over.seq);
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  expect(replayed.value.failure).toBeNull();
  const final: GameState = replayed.value.state;
  expect(isOver(final)).toBe(true);
  const scores = scoreSheet(final);
  expect(scores.finished).toBe(true);
  expect(over.scores).toEqual(scores);
  const summary = await api.game(id);
  expect(summary.status).toBe('over');
  expect(summary.scores).toEqual(scores);
  // The rules the game was played by are the combination's (Power and Glory's horses or not).
  const powerAndGlory = options.expansions?.includes('power-and-glory') ?? false;
  expect(final.board.id).toBe(powerAndGlory ? 'power-and-glory' : 'base');
  expect(final.rules.horses).toBe(powerAndGlory && options.variant === undefined);
  expect(final.rules.offices).toBe(options.expansions?.includes('offices') ?? false);
  expect(final.rules.messenger).toBe(options.expansions?.includes('messenger') ?? false);

  // The spectator saw every move in order (caught up, then live), as the record has it, each
  // made by its seat's bot or its seat's person (no stand-in was needed).
  const moved: MoveEvent[] = [
    ...(watcher.welcome.missed ?? []),
    ...watcher.client.messages.filter((m): m is MovedMessage => m.type === 'moved'),
  ];
  expect(moved.map((m) => m.seq)).toEqual(record.moves.map((_, i) => i + 1));
  // A card played horse side up is not named to the spectator (000 "Power and Glory").
  expect(moved.map((m) => `${m.seat} ${shownMove(m)}`)).toEqual(
    record.moves.map((m) => `${m.seat} ${recordedAsSeen(m.seat, m.move, null)}`),
  );
  for (const m of moved) {
    expect(m.by).toBe(scenario.seats[m.seat]!.kind === 'bot' ? 'bot' : 'player');
  }
  expect(new Set(record.moves.map((m) => m.seat)).size).toBe(options.players);
  const last = watcher.client.latest((m): m is MovedMessage => m.type === 'moved');
  expect(last?.view).toEqual(playerView(final, null));

  const states = statesOf(record);
  expect(leaksIn(watcher.client.raw, null, record, states)).toEqual([]);
  const fetched = await samples.taken();
  expect(fetched.length).toBeGreaterThan(0);
  for (const sample of fetched) expect(recordViewLeaks(sample, record)).toEqual([]);
  let peopleOutOfTurn = 0;
  const probes: string[] = [];
  for (const [seat, human] of seats) {
    // Same scores, same last view as the engine's, every move learnt of, none lost or doubled.
    expect(human.scores).toEqual(scores);
    expect(human.view).toEqual(playerView(final, seat));
    expect(human.seen.size).toBe(record.moves.length);
    const own = record.moves.flatMap((m, i) => (m.seat === seat ? [i + 1] : []));
    expect(human.made).toEqual(own);
    expect(human.madeForIt).toEqual([]);
    for (const event of human.caughtUp) {
      const recorded = record.moves[event.seq - 1]!;
      expect(`${event.seat} ${shownMove(event)}`).toBe(
        `${recorded.seat} ${recordedAsSeen(recorded.seat, recorded.move, seat)}`,
      );
    }
    expect(leaksIn(human.frames, seat, record, states)).toEqual([]);
    // Offices of Honor: moves made while another seat's turn was under way (return rounds).
    peopleOutOfTurn += own.filter((n) => states[n - 1]!.current !== seat).length;
    probes.push(...human.probes);
    if (scenario.seats[seat]!.kind === 'visits') {
      // An asynchronous player came by many times, each time catching up on what was missed.
      expect(visitsBySeat.get(seat)).toBeGreaterThan(3);
      expect(human.sockets).toBe(visitsBySeat.get(seat));
      expect(human.caughtUp.length).toBeGreaterThan(0);
    } else {
      expect(human.sockets).toBe(1);
    }
  }
  const outOfTurn = record.moves.filter((m, i) => m.seat !== states[i]!.current).length;
  if (final.rules.offices) expect(outOfTurn).toBeGreaterThan(0);
  else expect(outOfTurn).toBe(0);
  played.push({ offices: final.rules.offices, peopleOutOfTurn, probes });
}

describe('whole games through the server, with every combination of expansions', () => {
  it('the scenarios cover every combination the engine allows, with 2, 3 and 4 players', () => {
    expect(SCENARIOS.map((s) => combination(optionsOf(s))).sort()).toEqual(allowedCombinations());
    expect(new Set(SCENARIOS.map((s) => s.seats.length))).toEqual(new Set([2, 3, 4]));
    expect(new Set(SCENARIOS.map((s) => s.mode))).toEqual(new Set(['live', 'async']));
  });

  it.each(SCENARIOS.map((s) => [nameOf(s), s] as const))('%s', async (name, scenario) => {
    await playScenario(scenario, name);
  });

  it('people answered return rounds out of turn, and a seat that was not awaited was refused', () => {
    expect(played.length).toBe(SCENARIOS.length);
    const withOffices = played.filter((p) => p.offices);
    expect(withOffices.reduce((n, p) => n + p.peopleOutOfTurn, 0)).toBeGreaterThan(0);
    const probes = played.flatMap((p) => p.probes);
    expect(probes).toContain('ERR_NOT_YOUR_TURN');
  });
});
