/**
 * Ratings against boosting (docs/security.md and docs/ratings.md, the second review): a ranked
 * game whose person left before playing three turns of their own is recorded unrated, and that
 * leaver is not placed last; the same two people are rated together three times a day at most;
 * a provisional identity (fewer than five rated games, or younger than a day) moves nobody's
 * rating and is not on the leaderboards; ranked games seat neither the random bot nor a level far
 * from the creator's rating, and need 15 s a turn; a "Play now" entry whose player stops asking
 * lapses before it is matched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heuristicBot, playMatch } from '@tnt/bots';
import { moveToText, type GameSetup } from '@tnt/engine';
import type { GameResult, Leaderboard, NewPlayer, QueueStatus } from '@tnt/protocol';
import {
  PAIR_GAMES_PER_DAY,
  PROVISIONAL_GAMES,
  RATED_AFTER_TURNS,
  isProvisional,
} from '../src/ratings/fair-rating.ts';
import { seedOf } from '../src/ratings/bot-seeds.ts';
import { leaderboardOf } from '../src/ratings/profile.ts';
import { changesOf } from '../src/ratings/rater.ts';
import { rankedBotLevels } from '../src/ratings/ranked-bots.ts';
import { ResultRecorder } from '../src/ratings/recorder.ts';
import { seedBots } from '../src/ratings/seed-bots.ts';
import { START } from '../src/ratings/skill.ts';
import { MemoryStore } from '../src/store/memory.ts';
import type { FinishedGame, RatingRow } from '../src/store/ratings-types.ts';
import type { MoveRow } from '../src/store/types.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { PATIENCE } from './helpers/patience.ts';
import { startHarness, type Harness } from './helpers/server.ts';

const DAY = 24 * 3_600_000;
const quiet = { info: () => undefined, error: () => undefined };

/**
 * A ranked two-player game between two people, played to its end in the store and recorded;
 * `standIn(seat, turnsPlayed)` says whether a move was a stand-in's (its player gone).
 */
async function rankedGame(
  store: MemoryStore,
  id: string,
  players: readonly [string, string],
  endedAt: number,
  standIn: (seat: number, turnsPlayed: number) => boolean = () => false,
  leftSeat: number | null = null,
): Promise<GameResult> {
  const setup: GameSetup = { options: { players: 2, startingPlayer: 0 }, seed: `seed ${id}` };
  await store.createGame({
    game: {
      id,
      options: setup.options,
      seed: setup.seed,
      mode: 'live',
      turnSeconds: 60,
      status: 'playing',
      decisionSeat: 0,
      chat: { spectators: true, record: false },
      undo: true,
      hints: false,
      createdBy: players[0],
      createdAt: endedAt - 1_000,
      ranked: true,
    },
    seats: players.map((playerId, seat) => ({ seat, kind: 'human', bot: null, playerId })),
  });
  const match = playMatch(setup, [heuristicBot(`${id}/0`), heuristicBot(`${id}/1`)]);
  const turns = [new Set<number>(), new Set<number>()];
  let turn = 0;
  let last = -1;
  for (const [i, m] of match.moves.entries()) {
    if (m.seat !== last && m.seat === 0) turn++;
    last = m.seat;
    const by = standIn(m.seat, turns[m.seat]!.size) ? 'stand-in' : 'player';
    if (by === 'player') turns[m.seat]!.add(turn);
    const end = i === match.moves.length - 1;
    const row: MoveRow = { seq: i + 1, seat: m.seat, move: moveToText(m.move), by, at: endedAt };
    await store.appendMove(id, row, {
      status: end ? 'over' : 'playing',
      decisionSeat: end ? null : 0,
    });
  }
  if (leftSeat !== null) await store.ratings.leave(id, leftSeat, endedAt - 500);
  const recorder = new ResultRecorder({
    store,
    log: quiet,
    seedOf,
    graceMs: 0,
    now: () => endedAt,
  });
  expect(await recorder.recordStored(id)).toBe(true);
  const found = await store.ratings.gameResult(id);
  if (found === null) throw new Error(`game ${id} was not recorded`);
  return {
    id,
    ranked: found.game.ladder !== null,
    ...(found.game.unrated === undefined ? {} : { unrated: found.game.unrated }),
    seats: found.game.seats.map((s) => ({
      id: s.identity ?? '',
      name: '',
      bot: null,
      seat: s.seat,
      place: s.place,
      score: s.score,
      abandoned: s.abandoned,
      change: null,
    })),
  };
}

async function people(store: MemoryStore, ids: readonly string[], createdAt: number) {
  for (const id of ids) {
    await store.createPlayer({ id, name: id, secretHash: `hash ${id}`, createdAt });
  }
}

describe('an opponent who leaves early', () => {
  it('makes the game unrated, is not placed last, and moves no rating', async () => {
    const store = new MemoryStore();
    await people(store, ['booster', 'throwaway'], 0);
    // The throwaway leaves at once: a stand-in plays every move of its seat.
    const result = await rankedGame(
      store,
      'g1',
      ['booster', 'throwaway'],
      10 * DAY,
      (seat) => seat === 1,
      1,
    );
    expect(result).toMatchObject({ ranked: false, unrated: 'left-early' });
    const left = result.seats[1]!;
    expect(left.abandoned).toBe(true);
    // Placed by its stand-in's score, not last for leaving.
    const byScore = [...result.seats].sort((a, b) => b.score - a.score);
    expect(left.place).toBe(byScore.indexOf(left) + 1);
    expect(await store.ratings.ratingsOf(['booster', 'throwaway'], '2')).toEqual([]);
  });

  it(`after ${RATED_AFTER_TURNS} turns of their own leaves a rated game, placed last`, async () => {
    const store = new MemoryStore();
    await people(store, ['ada', 'ben'], 0);
    const result = await rankedGame(
      store,
      'g2',
      ['ada', 'ben'],
      10 * DAY,
      (seat, played) => seat === 1 && played >= RATED_AFTER_TURNS,
      1,
    );
    expect(result.ranked).toBe(true);
    expect(result.unrated).toBeUndefined();
    expect(result.seats[1]).toMatchObject({ abandoned: true, place: 2 });
  });
});

describe('the same two people', () => {
  it(`are rated together ${PAIR_GAMES_PER_DAY} times a day at most`, async () => {
    const store = new MemoryStore();
    await people(store, ['ada', 'ben'], 0);
    const start = 10 * DAY;
    for (let i = 0; i < PAIR_GAMES_PER_DAY; i++) {
      const result = await rankedGame(store, `p${i}`, ['ada', 'ben'], start + i * 3_600_000);
      expect(result.ranked).toBe(true);
    }
    const over = await rankedGame(store, 'p-over', ['ada', 'ben'], start + 20 * 3_600_000);
    expect(over).toMatchObject({ ranked: false, unrated: 'pair-limit' });
    const rows = await store.ratings.ratingsOf(['ada', 'ben'], '2');
    expect(rows.map((r) => r.games)).toEqual([PAIR_GAMES_PER_DAY, PAIR_GAMES_PER_DAY]);
    // A day after the first, one more is rated.
    const later = await rankedGame(store, 'p-later', ['ada', 'ben'], start + DAY + 1);
    expect(later.ranked).toBe(true);
  });
});

describe('a provisional identity', () => {
  const row = (identity: string, games: number): RatingRow => ({
    identity,
    ladder: '2',
    mu: START.mu,
    sigma: START.sigma,
    games,
    wins: 0,
    updatedAt: 0,
  });
  const game: FinishedGame = {
    gameId: 'g',
    ladder: '3-4',
    players: 3,
    expansions: [],
    mode: 'live',
    finishedAt: 1,
    seats: [
      { seat: 0, identity: 'booster', place: 1, score: 20, abandoned: false },
      { seat: 1, identity: 'throwaway', place: 2, score: 5, abandoned: false },
      { seat: 2, identity: 'bot:heuristic', place: 3, score: 3, abandoned: false },
    ],
  };

  it('is one with few rated games or a young identity', () => {
    expect(isProvisional(PROVISIONAL_GAMES - 1, 0, 10 * DAY)).toBe(true);
    expect(isProvisional(PROVISIONAL_GAMES, 10 * DAY - 1_000, 10 * DAY)).toBe(true);
    expect(isProvisional(PROVISIONAL_GAMES, 0, 10 * DAY)).toBe(false);
  });

  it("moves only its own rating: an established player's and a bot's do not move against it", () => {
    const current = [row('booster', 40), row('throwaway', 0), row('bot:heuristic', 0)];
    const provisional = (r: RatingRow): boolean => r.games < PROVISIONAL_GAMES;
    const changes = changesOf(game, current, true, provisional);
    const moved = changes.map((c) => c.identity).sort();
    // The booster's win over a throwaway and a bot: measured against the bot only.
    expect(moved).toEqual(['booster', 'bot:heuristic', 'throwaway']);
    const alone = changesOf(
      { ...game, seats: game.seats.slice(0, 2) },
      current.slice(0, 2),
      true,
      provisional,
    );
    expect(alone.map((c) => c.identity)).toEqual(['throwaway']);
    const bot = changes.find((c) => c.identity === 'bot:heuristic')!;
    const withoutThrowaway = changesOf(
      { ...game, seats: [game.seats[0]!, game.seats[2]!] },
      [current[0]!, current[2]!],
      true,
      provisional,
    ).find((c) => c.identity === 'bot:heuristic')!;
    expect(bot.mu).toBeCloseTo(withoutThrowaway.mu, 9);
  });

  it('is not on the leaderboards', async () => {
    const store = new MemoryStore();
    const now = 100 * DAY;
    await people(store, ['veteran', 'newcomer'], 0);
    await people(store, ['fresh'], now - 1_000);
    await seedBots(store.ratings, 0);
    // Rated games, written with a rater that moves each one a little.
    const rate = async (identity: string, games: number): Promise<void> => {
      for (let i = 0; i < games; i++) {
        const finished: FinishedGame = {
          gameId: `${identity}-${i}`,
          ladder: '2',
          players: 2,
          expansions: [],
          mode: 'live',
          finishedAt: i,
          seats: [{ seat: 0, identity, place: 1, score: 1, abandoned: false }],
        };
        await store.ratings.recordFinished(finished, {
          initial: () => START,
          rate: (rows) =>
            rows.map((r) => ({ identity: r.identity, mu: r.mu + 1, sigma: r.sigma, won: true })),
        });
      }
    };
    await rate('veteran', PROVISIONAL_GAMES);
    await rate('newcomer', PROVISIONAL_GAMES - 1);
    await rate('fresh', PROVISIONAL_GAMES + 3);
    const board: Leaderboard = await leaderboardOf(store, '2', false, undefined, now);
    expect(board.entries.map((e) => e.id)).toEqual(['veteran']);
    const withBots = await leaderboardOf(store, '2', true, undefined, now);
    expect(withBots.entries.some((e) => e.bot === 'random')).toBe(true);
  });
});

describe('bots at a ranked table', () => {
  it('are levels near the player, never the random bot, the nearest one always', () => {
    const bots = (['random', 'heuristic', 'search:easy', 'search:hard'] as const).map(
      (level, i): RatingRow => ({
        identity: `bot:${level}`,
        ladder: '2',
        mu: [5, 25, 35, 40][i]!,
        sigma: 1,
        games: 0,
        wins: 0,
        updatedAt: 0,
      }),
    );
    // Displayed: random 1050, heuristic 1550, easy 1800, hard 1925.
    expect(rankedBotLevels(1000, bots)).toEqual(['heuristic']);
    expect(rankedBotLevels(1700, bots)).toEqual(['search:easy', 'heuristic', 'search:hard']);
    expect(rankedBotLevels(1050, bots)).not.toContain('random');
  });
});

describe('creating a ranked game', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ play: { botGamePaceMs: 3_600_000 } });
  });
  afterAll(async () => {
    await harness.stop();
  });

  it('refuses the random bot, a level far from the creator, and less than 15 s a turn', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const create = (bot: string, turnSeconds = 60) =>
      api.request<{ error?: { code: string } }>('POST', '/api/games', {
        secret: ada.secret,
        body: {
          options: { players: 2 },
          seats: [{ kind: 'human' }, { kind: 'bot', bot }],
          mode: 'async',
          turnSeconds,
          ranked: true,
        },
      });
    for (const bot of ['random', 'search:hard']) {
      const refused = await create(bot);
      expect([bot, refused.status, refused.body.error?.code]).toEqual([bot, 400, 'ERR_RANKED_BOT']);
    }
    const quick = await create('heuristic', 10);
    expect([quick.status, quick.body.error?.code]).toEqual([400, 'ERR_RANKED_NEEDS_CLOCK']);
    // A new player (1,000) and the beginner bot (about 1,100 heads-up): near enough.
    expect((await create('heuristic')).status).toBe(201);
  });
});

describe('a "Play now" entry', () => {
  const clock = new ManualClock(1_800_000_000_000);
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ clock, queue: { botsAfterMs: 20_000, turnSeconds: 60 } });
  });
  afterAll(async () => {
    await harness.stop();
  });

  const queue = (player: NewPlayer, method: 'GET' | 'POST', body?: unknown) =>
    harness.api.request<QueueStatus>(method, '/api/queue', {
      secret: player.secret,
      ...(body === undefined ? {} : { body }),
    });

  it('lapses when its player stops asking, and is never matched then', async () => {
    const gone = await harness.api.player('Gone');
    const here = await harness.api.player('Here');
    // Each waits for a table of their own kind, bots allowed after 20 s. Here asks every 1.5 s,
    // as the web client does; Gone never asks again (a closed page, or an identity made only to
    // fill tables).
    expect((await queue(gone, 'POST', { players: 2, bots: true })).body.state).toBe('waiting');
    expect((await queue(here, 'POST', { players: 3, bots: true })).body.state).toBe('waiting');
    for (let waited = 0; waited < 25_000; waited += 1_500) {
      clock.advance(1_500);
      const status = (await queue(here, 'GET')).body;
      if (status.state === 'seated') break;
    }
    const mine = await vi.waitFor(async () => {
      const status = (await queue(here, 'GET')).body;
      expect(status.state).toBe('seated');
      return status;
    }, PATIENCE);
    expect((await harness.api.game(mine.game!)).seats.filter((s) => s.kind === 'bot')).toHaveLength(
      2,
    );
    // Gone's entry lapsed before its bots came: no game was made for it.
    expect((await queue(gone, 'GET')).body.state).toBe('idle');
    expect(await harness.api.myGames(gone)).toEqual([]);
  });
});
