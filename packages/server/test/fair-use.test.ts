/**
 * Fair use of the server: one identity cannot take the bots or the lobby for itself. Caps on
 * games per creator (unfinished games with no person at the table, open games), bot work shared
 * fairly between identities and then their games, hints one at a time per identity and at a
 * rate, a decision's time limit counted from when it was asked, and games nobody is at paced.
 * Tests of order, not of speed: the bot pool runs one worker, and time is a clock the test moves
 * by hand.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame, play, playerView, type PlayerView } from '@tnt/engine';
import { heuristicBot } from '@tnt/bots';
import type { CreatedGame, MovedMessage, NewPlayer, WelcomeMessage } from '@tnt/protocol';
import type { TestClient } from './helpers/client.ts';
import { BotPool } from '../src/bots/pool.ts';
import { HINT_RATE } from '../src/games/hint-limits.ts';
import { useBotWorkers } from './helpers/bot-workers.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { PATIENCE } from './helpers/patience.ts';

const workers = useBotWorkers('fair-use');

function someView(): PlayerView {
  const created = createGame({ options: { players: 2, startingPlayer: 0 }, seed: 'fair' });
  if (!created.ok) throw new Error(created.error.message);
  const drawn = play(created.value, 0, { type: 'draw', slot: 'supply' });
  if (!drawn.ok) throw new Error(drawn.error.message);
  return playerView(drawn.value, 0);
}

/** A promise's outcome, readable without awaiting it. */
function watch(promise: Promise<unknown>): {
  state: 'pending' | 'resolved' | 'rejected';
  error: unknown;
} {
  const seen = {
    state: 'pending' as 'pending' | 'resolved' | 'rejected',
    error: undefined as unknown,
  };
  promise.then(
    () => {
      seen.state = 'resolved';
    },
    (error: unknown) => {
      seen.state = 'rejected';
      seen.error = error;
    },
  );
  return seen;
}

/** Plays the seat's decisions of one turn (the heuristic's choice) until it ends; the last seq. */
async function playOneTurn(client: TestClient, seat: number): Promise<number> {
  let latest = client.latest(
    (m): m is MovedMessage | WelcomeMessage => m.type === 'moved' || m.type === 'welcome',
  );
  const bot = heuristicBot('fair-use');
  const turn = latest!.view.turn;
  while (latest!.view.decision?.seat === seat && latest!.view.turn === turn) {
    const seq = latest!.seq + 1;
    client.send({ type: 'move', seq, move: bot.choose(latest!.view).move });
    latest = await client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === seq);
  }
  return latest!.seq;
}

/** Lets the promise callbacks and worker messages that are due run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('bot work shared fairly between identities and their games', () => {
  it("a game's bot waits behind at most one decision of each other game", async () => {
    const pool = new BotPool({ size: 1, workerUrl: workers.working, timeoutMs: 30_000 });
    const view = someView();
    const answered: string[] = [];
    // Game A asks three times before B and C ask once or twice: a queue in order of asking
    // would answer A, A, A, B, B, C. (Each game is its creator's only one here.)
    const asks = ['A', 'A', 'A', 'B', 'B', 'C'].map((game) =>
      pool.choose('random', `seed/${game}`, view, { owner: game, game }).then(() => {
        answered.push(game);
      }),
    );
    await Promise.all(asks);
    expect(answered).toEqual(['A', 'B', 'C', 'A', 'B', 'A']);
    await pool.close();
  });

  it("one identity's games delay another identity's bot by one decision of their own at most", async () => {
    const pool = new BotPool({ size: 1, workerUrl: workers.working, timeoutMs: 30_000 });
    const view = someView();
    const answered: string[] = [];
    const ask = (owner: string, game: string): Promise<void> =>
      pool.choose('random', `seed/${game}`, view, { owner, game }).then(() => {
        answered.push(game);
      });
    // Mallory's twenty games each ask before Ben's one game does: fair between games, Ben's bot
    // would wait for all twenty. Fair between identities, it waits for the one being thought
    // about and goes next.
    const mallory = Array.from({ length: 20 }, (_, i) => ask('mallory', `m${i}`));
    const ben = ask('ben', 'b0');
    await Promise.all([...mallory, ben]);
    expect(answered.indexOf('b0')).toBe(1);
    // Mallory's games take their turns among themselves, in order.
    expect(answered.filter((g) => g !== 'b0')).toEqual(mallory.map((_, i) => `m${i}`));
    await pool.close();
  });
});

describe("a decision's time limit counts from when it was asked", () => {
  it('fails a decision that waited for a worker past its limit, without waiting longer', async () => {
    process.env.TNT_BROKEN = 'hang';
    const clock = new ManualClock();
    const pool = new BotPool({ size: 1, workerUrl: workers.broken, timeoutMs: 1_000, clock });
    const first = watch(pool.choose('heuristic', 's', someView(), { owner: 'A', game: 'A' }));
    clock.advance(600);
    // Asked at 600 ms, while the only worker hangs on A's decision: it waits.
    const second = watch(pool.choose('heuristic', 's', someView(), { owner: 'B', game: 'B' }));
    clock.advance(400);
    await settle();
    expect(first.state).toBe('rejected');
    expect(second.state).toBe('pending');
    // 1,000 ms after B asked: it fails now, not 1,000 ms after it reached a worker.
    clock.advance(600);
    await settle();
    expect(second.state).toBe('rejected');
    expect(String(second.error)).toMatch(/more than 1000 ms/);
    expect(pool.load).toBe(0);
    await pool.close();
  });
});

const botsOnly = {
  options: { players: 2 },
  seats: [
    { kind: 'bot', bot: 'random' },
    { kind: 'bot', bot: 'random' },
  ],
  seat: null,
};
const waitingForOne = {
  options: { players: 2 },
  seats: [{ kind: 'human' }, { kind: 'human' }],
};

describe('caps on games per identity', () => {
  let harness: Harness;
  // Bot-only games are paced to a move an hour here, so that none ends during the test.
  beforeAll(async () => {
    harness = await startHarness({ play: { botGamePaceMs: 3_600_000 } });
  });
  afterAll(async () => {
    await harness.stop();
  });

  const create = (player: NewPlayer, body: unknown) =>
    harness.api.request<{ error?: { code: string } }>('POST', '/api/games', {
      secret: player.secret,
      body,
    });

  it('refuses a third unfinished game with no person seated, even when 20 are asked at once', async () => {
    const ada = await harness.api.player('Ada');
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(ada, botsOnly)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(18);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('ERR_TOO_MANY_GAMES');
    }
    // Nothing was stored for the refused ones: the lobby lists two games.
    const lobby = await harness.api.request<{ games: unknown[] }>('GET', '/api/games');
    expect(lobby.body.games).toHaveLength(2);
    // An asynchronous game without a clock that Ada sits in waits for her: not capped.
    const waits = { ...botsOnly, seats: [{ kind: 'human' }, botsOnly.seats[1]], seat: 0 };
    expect((await create(ada, { ...waits, mode: 'async' })).status).toBe(201);
    // Another player has caps of their own.
    const bob = await harness.api.player('Bob');
    expect((await create(bob, botsOnly)).status).toBe(201);
  });

  it('counts a live game against its creator while no person of it is connected, even when 20 are asked at once', async () => {
    const mallory = await harness.api.player('Mallory');
    const sitsWithHardBots = {
      options: { players: 4 },
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'search:hard' },
        { kind: 'bot', bot: 'search:hard' },
        { kind: 'bot', bot: 'search:hard' },
      ],
      mode: 'live',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        harness.api.request<CreatedGame & { error?: { code: string } }>('POST', '/api/games', {
          secret: mallory.secret,
          body: sitsWithHardBots,
        }),
      ),
    );
    const made = answers.filter((a) => a.status === 201).map((a) => a.body.game.id);
    expect(made).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.body.error?.code]).toEqual([409, 'ERR_TOO_MANY_GAMES']);
    }
    // At the table of one of them, Mallory may make one more.
    const { client } = await harness.connect(made[0]!, mallory);
    const third = await create(mallory, sitsWithHardBots);
    expect(third.status).toBe(201);
    // Gone from it again, that game counts once more: three alone, none more.
    await client.close();
    await vi.waitFor(async () => {
      expect((await harness.api.game(made[0]!)).seats[0]!.connected).toBe(false);
    }, PATIENCE);
    expect((await create(mallory, sitsWithHardBots)).status).toBe(409);
  });

  it('refuses a sixth open game of one player, and takes one again once a game fills', async () => {
    const cleo = await harness.api.player('Cleo');
    const open: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await harness.api.createGame(cleo, waitingForOne);
      open.push(answer.game.id);
    }
    const sixth = await create(cleo, waitingForOne);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error?.code).toBe('ERR_TOO_MANY_GAMES');
    const dan = await harness.api.player('Dan');
    await harness.api.join(dan, open[0]!);
    expect((await create(cleo, waitingForOne)).status).toBe(201);
  });
});

describe('games with no person seated are paced', () => {
  let harness: Harness;
  const clock = new ManualClock();
  beforeAll(async () => {
    harness = await startHarness({ clock, play: { botGamePaceMs: 1_000 } });
  });
  afterAll(async () => {
    await harness.stop();
  });

  it('plays one move per pace, counted from the last move', async () => {
    const ada = await harness.api.player('Ada');
    const created = await harness.api.createGame(ada, botsOnly);
    const id = created.game.id;
    for (let moves = 0; moves < 4; moves++) {
      // The next bot move waits for the clock: a full pace after the last move.
      await vi.waitFor(() => {
        expect(clock.sleeps).toHaveLength(moves + 1);
      }, PATIENCE);
      expect(clock.sleeps[moves]).toBe(1_000);
      expect((await harness.api.game(id)).seq).toBe(moves);
      clock.advance(1_000);
    }
    // The fifth move waits in turn (and keeps waiting: the clock moves no more).
    await vi.waitFor(() => {
      expect(clock.sleeps).toHaveLength(5);
    }, PATIENCE);
    expect((await harness.api.game(id)).seq).toBe(4);
  });

  it('does not pace a game whose person is at the table', async () => {
    const bob = await harness.api.player('Bob');
    const created = await harness.api.createGame(bob, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const { client } = await harness.connect(created.game.id, bob);
    const before = clock.sleeps.length;
    // Bob draws twice and ends his turn; the bot moves until the decision is Bob's again,
    // without the clock moving.
    const moved = await playOneTurn(client, 0);
    await vi.waitFor(async () => {
      expect((await harness.api.game(created.game.id)).decision?.seat).toBe(0);
    }, PATIENCE);
    expect((await harness.api.game(created.game.id)).seq).toBeGreaterThan(moved);
    expect(clock.sleeps.length).toBe(before);
    await client.close();
  });

  it('paces a game whose every person is away like a bot-only game, and not once one comes back', async () => {
    const cleo = await harness.api.player('Cleo');
    const before = clock.sleeps.length;
    // The bot moves first, and Cleo has not opened the game: nobody is at the table.
    const created = await harness.api.createGame(cleo, {
      options: { players: 2, startingPlayer: 1 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const id = created.game.id;
    await vi.waitFor(() => {
      expect(clock.sleeps.slice(before)).toEqual([1_000]);
    }, PATIENCE);
    expect((await harness.api.game(id)).seq).toBe(0);
    // Cleo comes to the table: the bot asks at once, and plays to her decision unpaced.
    const { client } = await harness.connect(id, cleo);
    await vi.waitFor(async () => {
      expect((await harness.api.game(id)).decision?.seat).toBe(0);
    }, PATIENCE);
    expect((await harness.api.game(id)).seq).toBeGreaterThan(0);
    expect(clock.sleeps.slice(before)).toEqual([1_000]);
    await client.close();
  });
});

describe('hints: one at a time per identity, and at a rate', () => {
  let harness: Harness;
  const clock = new ManualClock();
  beforeAll(async () => {
    harness = await startHarness({ clock, rateLimit: { burst: 1000, perSecond: 1000 } });
  });
  afterAll(async () => {
    await harness.stop();
  });

  /** Asks for a hint; the answer's type, or its error's code. */
  async function ask(client: TestClient, seq: number, ref: string): Promise<string> {
    client.send({ type: 'hint', seq, ref });
    const answer = await client.next(
      (m) => (m.type === 'hint' || m.type === 'error') && 'ref' in m && m.ref === ref,
    );
    return answer.type === 'error' ? answer.code : answer.type;
  }

  it('refuses a second hint of an identity while its first is thought about, in any of its games, and more than its rate', async () => {
    const ada = await harness.api.player('Ada');
    const tables = await Promise.all(
      [0, 1, 2].map(async () => {
        const created = await harness.api.createGame(ada, {
          options: { players: 2, startingPlayer: 0 },
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
          mode: 'async',
        });
        return harness.connect(created.game.id, ada);
      }),
    );
    // Three games, three hints asked at once: one is thought about, the others refused.
    const answers = await Promise.all(
      tables.map(({ client, welcome }, i) => ask(client, welcome.seq, `at-once-${i}`)),
    );
    expect(answers.filter((a) => a === 'hint')).toHaveLength(1);
    expect(answers.filter((a) => a === 'ERR_HINT_BUSY')).toHaveLength(2);
    // One after another: the rest of the burst, then refused until the time has come.
    const { client, welcome } = tables[0]!;
    const asked: string[] = [];
    for (let i = 0; i < HINT_RATE.burst; i++) asked.push(await ask(client, welcome.seq, `n${i}`));
    expect(asked).toEqual([
      ...Array<string>(HINT_RATE.burst - 1).fill('hint'),
      'ERR_HINT_RATE_LIMITED',
    ]);
    clock.advance(HINT_RATE.everyMs);
    expect(await ask(client, welcome.seq, 'later')).toBe('hint');
    expect(await ask(client, welcome.seq, 'too soon')).toBe('ERR_HINT_RATE_LIMITED');
    // Another identity has hints of its own.
    const ben = await harness.api.player('Ben');
    const created = await harness.api.createGame(ben, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      mode: 'async',
    });
    const bens = await harness.connect(created.game.id, ben);
    expect(await ask(bens.client, bens.welcome.seq, 'ben')).toBe('hint');
    await Promise.all([...tables, bens].map((t) => t.client.close()));
  });
});
