/**
 * The web client parses the server's HTTP answers with the protocol's schemas (answers.ts): a
 * well-formed answer reaches the page as it came; an answer of another shape (a list that is not
 * a list, a new player without a secret) is ERR_BAD_ANSWER and never a value. `fetch` is a stand-in
 * that answers one JSON body.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { GameSummary, NewPlayer } from '@tnt/protocol';
import { createIdentity, myGames, openGames, serverAvailable } from '../src/game/api.ts';
import { friends, watchList } from '../src/game/community-api.ts';
import { queueStatus } from '../src/game/ratings-api.ts';

const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every request gets this answer, with this status. */
function serverAnswers(body: unknown, status = 200): void {
  globalThis.fetch = vi.fn(() => Promise.resolve(Response.json(body, { status })));
}

const me = { id: 'p1', name: 'Anna', secret: 's'.repeat(32) };

const summary: GameSummary = {
  id: 'g1',
  mode: 'live',
  status: 'open',
  options: { players: 2 },
  turnSeconds: null,
  chat: { spectators: true, record: false },
  undo: true,
  hints: true,
  seats: [],
  seq: 0,
  decision: null,
  deadline: null,
  createdAt: 1,
  updatedAt: 1,
  scores: null,
};

describe('answers of the right shape', () => {
  it('a list of games reaches the page as sent', async () => {
    serverAnswers({ games: [summary] });
    expect(await openGames()).toEqual({ ok: true, value: [summary] });
  });

  it('a new player gives the identity with its secret', async () => {
    const made: NewPlayer = {
      player: { id: 'p1', name: 'Anna' },
      secret: me.secret,
      link: 'http://localhost/#signin=x',
    };
    serverAnswers(made, 201);
    expect(await createIdentity('Anna')).toEqual({ ok: true, value: me });
  });

  it('friends, the watch list and the queue are read field by field', async () => {
    const view = { friends: [], incoming: [me], outgoing: [], blocked: [], invitations: [] };
    serverAnswers(view);
    expect(await friends(me)).toEqual({
      ok: true,
      value: { ...view, incoming: [{ id: 'p1', name: 'Anna' }] },
    });
    serverAnswers({ games: [{ game: summary, rating: 1500, spectators: 2 }] });
    expect(await watchList()).toEqual({
      ok: true,
      value: [{ game: summary, rating: 1500, spectators: 2 }],
    });
    serverAnswers({ state: 'waiting', players: 2, since: 5 });
    expect(await queueStatus(me)).toEqual({
      ok: true,
      value: { state: 'waiting', players: 2, since: 5 },
    });
  });

  it('the health check of a server of ours says it is up', async () => {
    serverAnswers({ ok: true, protocol: 1 });
    expect(await serverAvailable()).toBe(true);
  });
});

describe('answers of another shape', () => {
  const badAnswer = expect.objectContaining({ code: 'ERR_BAD_ANSWER' }) as unknown;

  it('a list that is not a list is ERR_BAD_ANSWER, not a value', async () => {
    serverAnswers({ games: 'x' });
    const answer = await openGames();
    expect(answer).toEqual({ ok: false, error: badAnswer });
    expect(answer.ok ? null : answer.error.message).toContain('games');
  });

  it('a game in the list without its seats is refused', async () => {
    const seatless = Object.fromEntries(Object.entries(summary).filter(([key]) => key !== 'seats'));
    serverAnswers({ games: [seatless] });
    expect(await openGames()).toEqual({ ok: false, error: badAnswer });
    serverAnswers({ games: [{ ...summary, yourSeat: 0 }] });
    expect(await myGames(me)).toEqual({ ok: false, error: badAnswer });
  });

  it('a new player without a secret is refused, and no identity is made', async () => {
    serverAnswers({ player: { id: 'p1', name: 'Anna' }, link: 'http://localhost/' }, 201);
    const answer = await createIdentity('Anna');
    expect(answer).toEqual({ ok: false, error: badAnswer });
    expect(answer.ok ? null : answer.error.message).toContain('secret');
  });

  it('a friend list with a player without an id is refused', async () => {
    serverAnswers({
      friends: [],
      incoming: [{ name: 'Anna' }],
      outgoing: [],
      blocked: [],
      invitations: [],
    });
    expect(await friends(me)).toEqual({ ok: false, error: badAnswer });
  });

  it('a queue in a state the client does not know is refused', async () => {
    serverAnswers({ state: 'sleeping' });
    expect(await queueStatus(me)).toEqual({ ok: false, error: badAnswer });
  });

  it('a JSON page that is not a server of ours is no server', async () => {
    serverAnswers({ hello: 'world' });
    expect(await serverAvailable()).toBe(false);
  });

  it('an error body still gives the server error, not ERR_BAD_ANSWER', async () => {
    serverAnswers({ error: { code: 'ERR_BAD_SECRET', message: 'who?' } }, 401);
    expect(await myGames(me)).toEqual({
      ok: false,
      error: { code: 'ERR_BAD_SECRET', message: 'who?' },
    });
  });
});
