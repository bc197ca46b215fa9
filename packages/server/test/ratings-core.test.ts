/**
 * The rating model and its rules, without a server: openskill's Weng-Lin update
 * through `rateOrder` (a winner gains what a loser of equal rating loses, an upset moves more),
 * the displayed number's mapping, bots rated only against the people at their table and a level
 * seated twice moved once, abandoners placed last, and "Play now" matching by rating range that
 * widens with the wait, with bots after the wait only for those who allow them.
 */
import { describe, expect, it } from 'vitest';
import { createGame, scoreSheet } from '@tnt/engine';
import { heuristicBot, playMatch } from '@tnt/bots';
import { AbandonWatch, ABANDON_TURNS } from '../src/ratings/abandon.ts';
import { findMatches, rangeOf } from '../src/ratings/matching.ts';
import { changesOf } from '../src/ratings/rater.ts';
import { resultOf } from '../src/ratings/result.ts';
import { START, displayOf, rateOrder } from '../src/ratings/skill.ts';
import type { FinishedGame, QueueEntry, RatingRow } from '../src/store/ratings-types.ts';
import type { GameRow } from '../src/store/types.ts';

const row = (identity: string, mu = START.mu, sigma = START.sigma): RatingRow => ({
  identity,
  ladder: '3-4',
  mu,
  sigma,
  games: 0,
  wins: 0,
  updatedAt: 0,
});

describe('the rating model', () => {
  it('moves a winner up and a loser down by the same amount between equals', () => {
    const [winner, loser] = rateOrder([START, START], [1, 2]);
    expect(winner!.mu - START.mu).toBeCloseTo(START.mu - loser!.mu, 6);
    expect(winner!.sigma).toBeLessThan(START.sigma);
    expect(displayOf(START)).toBe(1000);
    expect(displayOf(winner!)).toBeGreaterThan(1000);
  });

  it('moves an upset further than an expected result', () => {
    const strong = { mu: 32, sigma: 3 };
    const weak = { mu: 20, sigma: 3 };
    const [expected] = rateOrder([strong, weak], [1, 2]);
    const [, upset] = rateOrder([strong, weak], [2, 1]);
    expect(upset!.mu - weak.mu).toBeGreaterThan(expected!.mu - strong.mu);
  });

  it('rates bots only against the people, and a level seated twice once', () => {
    const game: FinishedGame = {
      gameId: 'g',
      ladder: '3-4',
      players: 3,
      expansions: [],
      mode: 'live',
      finishedAt: 1,
      seats: [
        { seat: 0, identity: 'bot:heuristic', place: 1, score: 20, abandoned: false },
        { seat: 1, identity: 'ada', place: 2, score: 18, abandoned: false },
        { seat: 2, identity: 'bot:heuristic', place: 3, score: 2, abandoned: false },
      ],
    };
    const changes = changesOf(game, [row('ada'), row('bot:heuristic')]);
    expect(changes.map((c) => c.identity).sort()).toEqual(['ada', 'bot:heuristic']);
    const bot = changes.find((c) => c.identity === 'bot:heuristic')!;
    // Its two seats against Ada: one won, one lost; the mean of the two moves.
    const [won] = rateOrder([START, START], [1, 2]);
    const [lost] = rateOrder([START, START], [2, 1]);
    expect(bot.mu).toBeCloseTo((won!.mu + lost!.mu) / 2, 6);
    expect(bot.won).toBe(true);
    const ada = changes.find((c) => c.identity === 'ada')!;
    expect(ada.won).toBe(false);
  });
});

describe('a ranked result', () => {
  const setup = { options: { players: 3 }, seed: 'result' };
  const match = playMatch(setup, [heuristicBot('a'), heuristicBot('b'), heuristicBot('c')]);
  const game: GameRow = {
    id: 'g',
    options: setup.options,
    seed: setup.seed,
    mode: 'live',
    turnSeconds: 60,
    status: 'over',
    moveCount: match.moves.length,
    decisionSeat: null,
    createdBy: 'a',
    createdAt: 1,
    updatedAt: 99,
    turnClock: null,
    chat: { spectators: true, record: false },
    undo: true,
    hints: false,
    ranked: true,
  };
  const seats = ['a', 'b', 'c'].map((playerId, seat) => ({
    seat,
    kind: 'human' as const,
    bot: null,
    playerId,
  }));

  it('places the seats by the score sheet, and an abandoner last whatever its score', () => {
    const ranking = scoreSheet(match.state).ranking;
    const plain = resultOf(game, seats, scoreSheet(match.state), [], 99);
    expect(plain.ladder).toBe('3-4');
    expect(ranking.map((seat) => plain.seats[seat]!.place)).toEqual([1, 2, 3]);
    const winner = ranking[0]!;
    const left = resultOf(game, seats, scoreSheet(match.state), [winner], 99);
    expect(left.seats[winner]).toMatchObject({ place: 3, abandoned: true });
    expect(left.seats[ranking[1]!]!.place).toBe(1);
    const unranked = resultOf(
      { ...game, ranked: false },
      seats,
      scoreSheet(match.state),
      [winner],
      99,
    );
    expect(unranked.ladder).toBeNull();
    expect(unranked.seats[winner]).toMatchObject({ place: 1, abandoned: false });
    expect(createGame(setup).ok).toBe(true);
  });

  it(`counts a seat abandoned after its stand-in played ${ABANDON_TURNS} of its turns`, () => {
    const watch = new AbandonWatch(2);
    expect(watch.moved(3, 1, 'stand-in')).toBe(false);
    expect(watch.moved(3, 1, 'stand-in')).toBe(false);
    expect(watch.moved(5, 1, 'player')).toBe(false);
    expect(watch.moved(7, 1, 'stand-in')).toBe(false);
    expect(watch.moved(9, 1, 'stand-in')).toBe(true);
    expect(watch.isAbandoned(1)).toBe(true);
    expect(watch.isAbandoned(0)).toBe(false);
    expect(watch.left(0)).toBe(true);
    expect(watch.left(0)).toBe(false);
    expect(watch.abandoned).toEqual([0, 1]);
  });
});

describe('Play now matching', () => {
  const entry = (
    playerId: string,
    rating: number,
    joinedAt: number,
    more: Partial<QueueEntry> = {},
  ) => ({
    playerId,
    players: 2,
    expansions: [],
    bots: false,
    rating,
    joinedAt,
    gameId: null,
    seenAt: joinedAt,
    ...more,
  });
  const settings = { botsAfterMs: 30_000 };

  it('seats close ratings together at once, far ones only after a wait', () => {
    const waiting = [entry('a', 1000, 0), entry('b', 1450, 0), entry('c', 1060, 0)];
    expect(findMatches(waiting, 0, settings)).toEqual([
      { players: ['a', 'c'], bots: 0, size: 2, expansions: [], rating: 1030 },
    ]);
    expect(findMatches([waiting[0]!, waiting[1]!], 10_000, settings)).toEqual([]);
    // After 20 s each accepts 300 points either side; after 40 s, 500.
    expect(findMatches([waiting[0]!, waiting[1]!], 40_000, settings)).toHaveLength(1);
    expect(rangeOf(waiting[0]!, 20_000)).toEqual({ low: 700, high: 1300 });
  });

  it('keeps tables apart by size and expansions', () => {
    const waiting = [
      entry('a', 1000, 0),
      entry('b', 1000, 0, { players: 3 }),
      entry('c', 1000, 0, { expansions: ['offices'] }),
    ];
    expect(findMatches(waiting, 0, settings)).toEqual([]);
  });

  it('fills empty seats with bots after the wait, only for those who allow them', () => {
    const alone = [
      entry('a', 1000, 0, { bots: true, players: 4 }),
      entry('b', 1010, 0, { players: 4 }),
    ];
    expect(findMatches(alone, 29_000, settings)).toEqual([]);
    expect(findMatches(alone, 30_000, settings)).toEqual([
      { players: ['a'], bots: 3, size: 4, expansions: [], rating: 1000 },
    ]);
    expect(findMatches([entry('b', 1010, 0, { players: 4 })], 99_000, settings)).toEqual([]);
  });
});
