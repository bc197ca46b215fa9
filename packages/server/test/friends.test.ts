/**
 * Friends, presence, invitations, blocking and the Watch list through the server: a request
 * accepted from the other side; a friend seen online and at which game; an invitation to a new
 * game, told by mail as a turn is and shown in the invited player's alerts, then taken up; the
 * friends' games for the lobby; a block that ends the friendship, mutes the chat and refuses
 * requests and invitations; the Watch list with its spectators; bad input refused with nothing
 * changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityAlerts,
  CreatedGame,
  FriendsView,
  GameSummary,
  NewPlayer,
  WatchedGame,
} from '@tnt/protocol';
import type { Mail } from '../src/notices/mail.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { eventually } from './helpers/tournament-play.ts';

let harness: Harness;
const mails: Mail[] = [];

beforeAll(async () => {
  harness = await startHarness({
    notices: {
      mail: {
        send(mail) {
          mails.push(mail);
          return Promise.resolve();
        },
      },
    },
  });
});

afterAll(async () => {
  await harness.stop();
});

const call = <T>(method: string, path: string, who: NewPlayer, body?: unknown) =>
  harness.api.request<T>(method, path, {
    secret: who.secret,
    ...(body === undefined ? {} : { body }),
  });
const friendsOf = async (who: NewPlayer): Promise<FriendsView> =>
  (await call<FriendsView>('GET', '/api/friends', who)).body;
const alertsOf = async (who: NewPlayer): Promise<CommunityAlerts> =>
  (await call<CommunityAlerts>('GET', '/api/me/alerts', who)).body;
const errorCode = (body: unknown): string => (body as { error: { code: string } }).error.code;

describe('friends', () => {
  it('ask, accept, see each other online and at their game, invite and join', async () => {
    const ada = await harness.api.player('Ada');
    const ben = await harness.api.player('Ben');
    const asked = await call<FriendsView>('POST', `/api/friends/${ben.player.id}`, ada);
    expect(asked.status).toBe(200);
    expect(asked.body.outgoing.map((p) => p.name)).toEqual(['Ben']);
    expect((await alertsOf(ben)).requests).toBe(1);
    expect((await friendsOf(ben)).incoming.map((p) => p.id)).toEqual([ada.player.id]);
    // Asking back accepts.
    const accepted = await call<FriendsView>('POST', `/api/friends/${ada.player.id}`, ben);
    expect(accepted.body.friends.map((f) => f.player.name)).toEqual(['Ada']);
    expect(accepted.body.incoming).toEqual([]);

    // Ada's page asked the server a moment ago (her alerts): she is online to Ben.
    await alertsOf(ada);
    const seen = (await friendsOf(ben)).friends[0]!;
    expect(seen).toMatchObject({ online: true, playing: null });

    // Ada plays a live game against a bot: Ben sees which.
    const created = await harness.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
    });
    const { client } = await harness.connect(created.game.id, ada);
    const playing = await eventually('Ada seen at her game', async () => {
      const f = (await friendsOf(ben)).friends[0]!;
      return f.playing === null ? null : f.playing;
    });
    expect(playing.game).toBe(created.game.id);
    const theirGames = await call<{ games: GameSummary[] }>('GET', '/api/friends/games', ben);
    expect(theirGames.body.games.map((g) => g.id)).toContain(created.game.id);
    await client.close();

    // Ben turns e-mail notices on (and confirms the address by the link mailed to it); Ada
    // invites him to a new game from her list.
    await call('PUT', '/api/me/notices', ben, { email: true, address: 'ben@example.org' });
    const confirm = await eventually('the address to confirm', () =>
      Promise.resolve(mails.find((m) => m.to === 'ben@example.org') ?? null),
    );
    const link = /\/api\/email\/verify\?token=[\w-]+/.exec(confirm.text)![0];
    expect((await harness.api.request('GET', link)).status).toBe(200);
    const invited = await call<CreatedGame>('POST', `/api/friends/${ben.player.id}/invite`, ada, {
      players: 3,
    });
    expect(invited.status).toBe(201);
    const game = invited.body.game;
    expect(game.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot']);
    expect(game.seats[0]!.player?.id).toBe(ada.player.id);
    const alert = (await alertsOf(ben)).invitations;
    expect(alert.map(({ game: g, from }) => ({ g, from }))).toEqual([
      { g: game.id, from: { id: ada.player.id, name: 'Ada' } },
    ]);
    const invitation = await eventually('the invitation mailed', () =>
      Promise.resolve(mails.find((m) => m.to === 'ben@example.org' && m !== confirm) ?? null),
    );
    expect(invitation.subject).toMatch(/invites you/);
    // He takes the seat: the invitation is gone, the game starts.
    const joined = await harness.api.join(ben, game.id);
    expect(joined.game.status).toBe('playing');
    expect((await alertsOf(ben)).invitations).toEqual([]);
  });

  it('invite only friends, to games with a free seat', async () => {
    const cleo = await harness.api.player('Cleo');
    const dan = await harness.api.player('Dan');
    const notFriends = await call('POST', `/api/friends/${dan.player.id}/invite`, cleo, {});
    expect(errorCode(notFriends.body)).toBe('ERR_NOT_FRIENDS');
    await call('POST', `/api/friends/${dan.player.id}`, cleo);
    await call('POST', `/api/friends/${cleo.player.id}`, dan);
    const open = await harness.api.createGame(cleo, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const ok = await call('POST', `/api/games/${open.game.id}/invite`, cleo, {
      player: dan.player.id,
    });
    expect(ok.status).toBe(200);
    expect((await alertsOf(dan)).invitations.map((i) => i.game)).toEqual([open.game.id]);
    // Declined: gone.
    await call('DELETE', `/api/invites/${open.game.id}`, dan);
    expect((await alertsOf(dan)).invitations).toEqual([]);
    // Not at that game: refused.
    const stranger = await harness.api.player('Stranger');
    const refused = await call('POST', `/api/games/${open.game.id}/invite`, stranger, {
      player: dan.player.id,
    });
    expect(refused.status).toBe(400);
    for (const bad of [{}, { player: '' }, { player: 'x', extra: 1 }]) {
      const answer = await call('POST', `/api/games/${open.game.id}/invite`, cleo, bad);
      expect(answer.status).toBe(400);
    }
    expect((await call('POST', '/api/friends/nobody', cleo)).status).toBe(404);
    expect((await call('POST', `/api/friends/${cleo.player.id}`, cleo)).status).toBe(400);
    expect((await harness.api.request('GET', '/api/friends')).status).toBe(401);
  });
});

describe('blocking', () => {
  it('ends the friendship, mutes the chat, refuses requests and invitations both ways', async () => {
    const eve = await harness.api.player('Eve');
    const fay = await harness.api.player('Fay');
    await call('POST', `/api/friends/${fay.player.id}`, eve);
    await call('POST', `/api/friends/${eve.player.id}`, fay);
    const blocked = await call<FriendsView>('POST', `/api/blocks/${fay.player.id}`, eve);
    expect(blocked.body.friends).toEqual([]);
    expect(blocked.body.blocked.map((p) => p.name)).toEqual(['Fay']);
    expect((await friendsOf(fay)).friends).toEqual([]);
    const ask = await call('POST', `/api/friends/${eve.player.id}`, fay);
    expect(ask.status).toBe(403);
    expect(errorCode(ask.body)).toBe('ERR_BLOCKED');
    const invite = await call('POST', `/api/friends/${eve.player.id}/invite`, fay, {});
    expect(errorCode(invite.body)).toBe('ERR_BLOCKED');
    // Fay's lines no longer reach Eve: the table's own mutes say so.
    const game = await harness.api.createGame(eve, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { welcome } = await harness.connect(game.game.id, eve);
    expect(welcome.chat.muted).toEqual([fay.player.id]);
    // Unblocked: they may ask again, and the mute is lifted.
    await call('DELETE', `/api/blocks/${fay.player.id}`, eve);
    expect((await call('POST', `/api/friends/${eve.player.id}`, fay)).status).toBe(200);
    const again = await harness.connect(game.game.id, eve);
    expect(again.welcome.chat.muted).toEqual([]);
  });
});

describe('the Watch list', () => {
  it('lists live games with their spectators, best-rated first', async () => {
    const gus = await harness.api.player('Gus');
    const created = await harness.api.createGame(gus, {
      options: { players: 2, expansions: ['messenger'] },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'search:hard' }],
    });
    const player = await harness.connect(created.game.id, gus);
    const watcher = await harness.connect(created.game.id);
    expect(watcher.welcome.seat).toBeNull();
    const listed = await eventually(
      'the game watched',
      async () => {
        const list = await harness.api.request<{ games: WatchedGame[] }>('GET', '/api/watch');
        const entry = list.body.games.find((g) => g.game.id === created.game.id);
        return entry !== undefined && entry.spectators === 1 ? list.body.games : null;
      },
      30_000,
    );
    const entry = listed.find((g) => g.game.id === created.game.id)!;
    expect(entry.game.options.expansions).toEqual(['messenger']);
    // A new player and the hard bot: their mean rating.
    expect(entry.rating).toBeGreaterThan(1000);
    for (let i = 1; i < listed.length; i++) {
      expect(listed[i - 1]!.rating).toBeGreaterThanOrEqual(listed[i]!.rating);
    }
    await Promise.all([player.client.close(), watcher.client.close()]);
  });

  it('searches finished games by a name of at least two characters', async () => {
    const bad = await harness.api.request('GET', '/api/finished?player=a');
    expect(bad.status).toBe(400);
    const none = await harness.api.request<{ players: unknown[] }>(
      'GET',
      '/api/finished?player=zz%25',
    );
    expect(none.body.players).toEqual([]);
  });
});
