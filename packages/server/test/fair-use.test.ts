/**
 * Fair use of the server: one identity cannot take the bots or the lobby for itself. Caps on
 * games per creator (unfinished games with no person seated, open games), bot work shared fairly
 * between games, a decision's time limit counted from when it was asked, and games with no person
 * seated paced. Tests of order, not of speed: the bot pool runs one worker, and time is a clock
 * the test moves by hand.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGame, play, playerView, type PlayerView } from '@tnt/engine';
import type { NewPlayer } from '@tnt/protocol';
import { BotPool } from '../src/bots/pool.ts';
import { SERVER_ROOT, bundle, outputDir } from './helpers/bundle.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { PATIENCE } from './helpers/patience.ts';

let dir: string;
let remove: () => void;
let working: URL;
let broken: URL;

beforeAll(async () => {
  ({ dir, remove } = outputDir('fair-use'));
  await bundle(dir, { broken: join(SERVER_ROOT, 'test/fixtures/broken-worker.ts') });
  working = pathToFileURL(join(dir, 'bot-worker.mjs'));
  broken = pathToFileURL(join(dir, 'broken.mjs'));
});
afterAll(() => {
  remove();
  delete process.env.TNT_BROKEN;
});

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

/** Lets the promise callbacks and worker messages that are due run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('bot work shared fairly between games', () => {
  it("a game's bot waits behind at most one decision of each other game", async () => {
    const pool = new BotPool({ size: 1, workerUrl: working, timeoutMs: 30_000 });
    const view = someView();
    const answered: string[] = [];
    // Game A asks three times before B and C ask once or twice: a queue in order of asking
    // would answer A, A, A, B, B, C.
    const asks = ['A', 'A', 'A', 'B', 'B', 'C'].map((game) =>
      pool.choose('random', `seed/${game}`, view, game).then(() => {
        answered.push(game);
      }),
    );
    await Promise.all(asks);
    expect(answered).toEqual(['A', 'B', 'C', 'A', 'B', 'A']);
    await pool.close();
  });
});

describe("a decision's time limit counts from when it was asked", () => {
  it('fails a decision that waited for a worker past its limit, without waiting longer', async () => {
    process.env.TNT_BROKEN = 'hang';
    const clock = new ManualClock();
    const pool = new BotPool({ size: 1, workerUrl: broken, timeoutMs: 1_000, clock });
    const first = watch(pool.choose('heuristic', 's', someView(), 'A'));
    clock.advance(600);
    // Asked at 600 ms, while the only worker hangs on A's decision: it waits.
    const second = watch(pool.choose('heuristic', 's', someView(), 'B'));
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
    // A game Ada sits in is not a bot-only game; another player has caps of their own.
    expect(
      (await create(ada, { ...botsOnly, seats: [{ kind: 'human' }, botsOnly.seats[1]], seat: 0 }))
        .status,
    ).toBe(201);
    const bob = await harness.api.player('Bob');
    expect((await create(bob, botsOnly)).status).toBe(201);
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

  it('does not pace a game in which a person sits', async () => {
    const bob = await harness.api.player('Bob');
    const before = clock.sleeps.length;
    const created = await harness.api.createGame(bob, {
      options: { players: 2, startingPlayer: 1 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    // The bot moves until the decision is Bob's, without the clock moving.
    await vi.waitFor(async () => {
      expect((await harness.api.game(created.game.id)).decision?.seat).toBe(0);
    }, PATIENCE);
    expect((await harness.api.game(created.game.id)).seq).toBeGreaterThan(0);
    expect(clock.sleeps.length).toBe(before);
  });
});
