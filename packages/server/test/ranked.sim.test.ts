/**
 * Ranked games, profiles, leaderboards, "Play now" and accounts over the real server:
 * the server refuses a ranked game without a time per turn or without its creator seated; two
 * people play a ranked game to the end over sockets and both profiles show the change, once (both
 * still provisional: off the leaderboard); a player who leaves a ranked game gets
 * ERR_SEAT_ABANDONED for their moves and a bot finishes for them (left at once, the game is
 * unrated: fair-ratings.test.ts has the rest of those rules); the queue seats two waiting
 * players together, and one who allows bots with a bot after the wait; a rename keeps the old
 * name; a recovery link by mail replaces a lost secret once; a deleted account's games stay
 * under an anonymous name, off the leaderboards, and its secret signs nobody in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GameResult,
  GameSummary,
  HeadToHead,
  Leaderboard,
  NewPlayer,
  Profile,
  QueueStatus,
} from '@tnt/protocol';
import type { Mail } from '../src/notices/mail.ts';
import { playSeat } from './helpers/seat-player.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
const mails: Mail[] = [];

beforeAll(async () => {
  harness = await startHarness({
    db: 'sqlite::memory:',
    rateLimit: { burst: 1000, perSecond: 1000 },
    notices: {
      mail: {
        send(mail) {
          mails.push(mail);
          return Promise.resolve();
        },
      },
    },
    queue: { botsAfterMs: 1_500, turnSeconds: 60 },
  });
});
afterAll(async () => {
  await harness.stop();
});

const ranked = (seats: unknown[]) => ({
  options: { players: seats.length },
  seats,
  mode: 'live',
  turnSeconds: 120,
  ranked: true,
});

const profile = async (id: string): Promise<Profile> =>
  (await harness.api.request<Profile>('GET', `/api/players/${id}/profile`)).body;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('waited 60 s in vain');
}

describe('creating a ranked game', () => {
  it('needs a time per turn and the creator at the table', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }];
    const noClock = await api.request('POST', '/api/games', {
      secret: ada.secret,
      body: { ...ranked(seats), turnSeconds: null },
    });
    expect(noClock).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_RANKED_NEEDS_CLOCK' } },
    });
    const unseated = await api.request('POST', '/api/games', {
      secret: ada.secret,
      body: { ...ranked(seats), seat: null },
    });
    expect(unseated).toMatchObject({ status: 400, body: { error: { code: 'ERR_RANKED_SEATS' } } });
    const made = await api.createGame(ada, ranked(seats));
    expect(made.game.ranked).toBe(true);
  });
});

describe('a ranked game between two people', () => {
  let ada: NewPlayer;
  let ben: NewPlayer;

  it('is rated once when it ends: both profiles show it, both provisional off the leaderboard', async () => {
    const { api } = harness;
    ada = await api.player('Ada');
    ben = await api.player('Ben');
    const created = await api.createGame(ada, ranked([{ kind: 'human' }, { kind: 'human' }]));
    const id = created.game.id;
    await api.join(ben, id);
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const plays = [playSeat(a.client, 'ada'), playSeat(b.client, 'ben')];
    expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over']);
    const summary = await api.game(id);
    const winner = summary.scores!.winner === 0 ? ada : ben;
    const loser = winner === ada ? ben : ada;

    const won = await until(
      () => profile(winner.player.id),
      (p) => p.ratings.length > 0,
    );
    const lost = await profile(loser.player.id);
    expect(won.ratings[0]).toMatchObject({ ladder: '2', games: 1, wins: 1 });
    expect(lost.ratings[0]).toMatchObject({ ladder: '2', games: 1, wins: 0 });
    expect(won.ratings[0]!.display).toBeGreaterThan(1000);
    expect(lost.ratings[0]!.display).toBeLessThan(1000);
    expect(won.recent[0]).toMatchObject({ id, ranked: true, place: 1, change: { before: 1000 } });
    expect(won.recent[0]!.table.map((t) => t.name).sort()).toEqual(['Ada', 'Ben']);
    expect(won.history).toHaveLength(1);
    expect(won).toMatchObject({ played: 1, won: 1 });

    // Both are provisional (one rated game each, new identities): off the board for now.
    expect(won.ratings[0]!.provisional).toBe(true);
    const board = (await api.request<Leaderboard>('GET', '/api/leaderboard?ladder=2&people=1'))
      .body;
    const ids = board.entries.map((e) => e.id);
    expect(ids).not.toContain(winner.player.id);
    expect(ids).not.toContain(loser.player.id);
    const withBots = (await api.request<Leaderboard>('GET', '/api/leaderboard?ladder=2')).body;
    expect(withBots.entries.some((e) => e.bot === 'search:hard')).toBe(true);
    const versus = (
      await api.request<HeadToHead>(
        'GET',
        `/api/players/${winner.player.id}/versus/${loser.player.id}`,
      )
    ).body;
    expect(versus).toMatchObject({ games: 1, ahead: 1, behind: 0 });
    await Promise.all([a.client.close(), b.client.close()]);
  });

  it('keeps a former name, and a deleted account’s games stay under an anonymous name', async () => {
    const { api } = harness;
    const renamed = await api.request('PUT', '/api/me/name', {
      secret: ben.secret,
      body: { name: 'Benedikt' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { player: { name: 'Benedikt' } } });
    expect((await profile(ben.player.id)).formerNames).toEqual(['Ben']);

    const gone = await api.request('DELETE', '/api/me', { secret: ben.secret });
    expect(gone.status).toBe(204);
    const after = await profile(ben.player.id);
    expect(after).toMatchObject({
      name: 'Deleted player',
      deleted: true,
      formerNames: [],
      played: 1,
    });
    expect((await profile(ada.player.id)).recent[0]!.table.map((t) => t.name).sort()).toEqual([
      'Ada',
      'Deleted player',
    ]);
    const board = (await api.request<Leaderboard>('GET', '/api/leaderboard?ladder=2&people=1'))
      .body;
    expect(board.entries.map((e) => e.id)).not.toContain(ben.player.id);
    expect((await api.request('GET', '/api/me', { secret: ben.secret })).status).toBe(401);
  });
});

describe('leaving a ranked game', () => {
  it('hands the seat to a bot for good; left at once, the game is unrated and the player not placed last', async () => {
    const { api } = harness;
    const cid = await api.player('Cid');
    const created = await api.createGame(
      cid,
      ranked([{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }]),
    );
    const id = created.game.id;
    const c = await harness.connect(id, cid);
    const left = await api.request<GameSummary>('POST', `/api/games/${id}/leave`, {
      secret: cid.secret,
    });
    expect(left.status).toBe(200);
    expect(left.body.seats[0]).toMatchObject({ abandoned: true, standIn: true });
    c.client.send({ type: 'back' });
    const refused = await c.client.next((m) => m.type === 'error');
    expect(refused).toMatchObject({ code: 'ERR_SEAT_ABANDONED' });
    const done = await until(
      () => profile(cid.player.id),
      (p) => p.recent.length > 0,
    );
    expect(done.recent[0]).toMatchObject({ id, abandoned: true, ranked: false, change: null });
    expect(done.ratings).toEqual([]);
    const result = await api.request<GameResult>('GET', `/api/games/${id}/result`);
    expect(result.body).toMatchObject({ ranked: false, unrated: 'left-early' });
    const again = await api.request('POST', `/api/games/${id}/leave`, { secret: cid.secret });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'ERR_NOT_RANKED' } } });
    await c.client.close();
  });
});

describe('Play now', () => {
  const queue = (who: NewPlayer, method: string, body?: unknown) =>
    harness.api.request<QueueStatus>(method, '/api/queue', {
      secret: who.secret,
      ...(body === undefined ? {} : { body }),
    });

  it('seats two waiting players at one ranked table', async () => {
    const { api } = harness;
    const [dan, eve] = [await api.player('Dan'), await api.player('Eve')];
    const first = await queue(dan, 'POST', { players: 2, bots: false });
    expect(first.body).toMatchObject({
      state: 'waiting',
      players: 2,
      range: { low: 900, high: 1100 },
    });
    await queue(eve, 'POST', { players: 2, bots: false });
    const seated = await until(
      async () => (await queue(dan, 'GET')).body,
      (s) => s.state === 'seated',
    );
    expect((await queue(eve, 'GET')).body).toMatchObject({ state: 'seated', game: seated.game });
    const game = await api.game(seated.game!);
    expect(game).toMatchObject({ ranked: true, status: 'playing', mode: 'live', turnSeconds: 60 });
    expect(game.seats.map((s) => s.player?.name)).toEqual(['Dan', 'Eve']);
    expect((await queue(dan, 'DELETE')).body).toEqual({ state: 'idle' });
  });

  it('fills the empty seat with a bot after the wait, when allowed', async () => {
    const { api } = harness;
    const fay = await api.player('Fay');
    await queue(fay, 'POST', { players: 2, bots: true, expansions: ['offices'] });
    const seated = await until(
      async () => (await queue(fay, 'GET')).body,
      (s) => s.state === 'seated',
    );
    const game = await api.game(seated.game!);
    expect(game.options.expansions).toEqual(['offices']);
    expect(game.seats[1]).toMatchObject({ kind: 'bot' });
    expect(game.ranked).toBe(true);
  });
});

describe('a lost sign-in link', () => {
  it('is replaced through the address given for it, once', async () => {
    const { api } = harness;
    const gil = await api.player('Gil');
    const set = await api.request('PUT', '/api/me/email', {
      secret: gil.secret,
      body: { email: 'Gil@Example.org' },
    });
    expect(set.body).toEqual({ email: 'gil@example.org', verified: false });
    // The address is verified by the link mailed to it before a recovery link goes there.
    await until(
      () => Promise.resolve(mails.length),
      (n) => n === 1,
    );
    const verify = /\/api\/email\/verify\?token=[\w-]+/.exec(mails[0]!.text)?.[0];
    expect((await api.request('GET', verify!)).status).toBe(200);
    expect(
      (await api.request('POST', '/api/recover', { body: { email: 'nobody@example.org' } })).status,
    ).toBe(202);
    expect(
      (await api.request('POST', '/api/recover', { body: { email: 'gil@example.org' } })).status,
    ).toBe(202);
    await until(
      () => Promise.resolve(mails.length),
      (n) => n === 2,
    );
    expect(mails[1]!.to).toBe('gil@example.org');
    const token = /#recover=([\w-]+)/.exec(mails[1]!.text)?.[1];
    expect(token).toBeDefined();
    const used = await api.request<NewPlayer>('POST', '/api/recover/confirm', { body: { token } });
    expect(used.status).toBe(201);
    expect(used.body.player.id).toBe(gil.player.id);
    expect((await api.request('GET', '/api/me', { secret: used.body.secret })).status).toBe(200);
    expect((await api.request('GET', '/api/me', { secret: gil.secret })).status).toBe(401);
    const twice = await api.request('POST', '/api/recover/confirm', { body: { token } });
    expect(twice).toMatchObject({ status: 400, body: { error: { code: 'ERR_BAD_TOKEN' } } });
  });
});
