/**
 * The rematch of a finished game through the server: a game of two people and a bot is played to
 * its end over the sockets; then one of them asks for the rematch and gets a new game with the
 * same rules and seats (the bot of the same level, the asker in their own seat, the other person's
 * seat free and the other person invited); asking again, by either, answers the same game, the
 * other person seated in their own seat. A game still under way and a spectator are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityAlerts, CreatedGame, NewPlayer } from '@tnt/protocol';
import { startHarness, type Harness } from './helpers/server.ts';
import { playSeat } from './helpers/seat-player.ts';

let harness: Harness;

beforeAll(async () => {
  // Two players' sockets from one address play a whole game: the per-address pace is lifted.
  harness = await startHarness({ rateLimit: { burst: 1000, perSecond: 1000 } });
});

afterAll(async () => {
  await harness.stop();
});

const rematchOf = (id: string, who: NewPlayer) =>
  harness.api.request<CreatedGame>('POST', `/api/games/${id}/rematch`, { secret: who.secret });
const errorCode = (body: unknown): string => (body as { error: { code: string } }).error.code;

describe('a rematch', () => {
  it('makes one new game with the same rules and seats, whoever asks and however often', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const carla = await api.player('Carla');
    const created = await api.createGame(ada, {
      options: { players: 3, expansions: ['messenger'] },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      mode: 'live',
      undo: false,
    });
    const id = created.game.id;
    await api.join(ben, id, 1);
    // Not over yet: no rematch.
    const early = await rematchOf(id, ada);
    expect(early.status).toBe(400);
    expect(errorCode(early.body)).toBe('ERR_BAD_MESSAGE');
    const seats = await Promise.all([harness.connect(id, ada), harness.connect(id, ben)]);
    const played = seats.map((s, i) => playSeat(s.client, `rematch ${i}`));
    expect(await Promise.all(played.map((p) => p.done))).toEqual(['over', 'over']);
    await Promise.all(seats.map((s) => s.client.close()));

    // Only the players of the game may ask.
    const stranger = await rematchOf(id, carla);
    expect(errorCode(stranger.body)).toBe('ERR_SPECTATOR');

    const first = await rematchOf(id, ada);
    expect(first.status).toBe(200);
    const game = first.body.game;
    expect(game.id).not.toBe(id);
    expect(first.body.seat).toBe(0);
    expect(first.body.invite).toMatch(new RegExp(`/game/${game.id}$`));
    expect(game.status).toBe('open');
    expect(game.options).toEqual({ players: 3, expansions: ['messenger'] });
    expect(game.mode).toBe('live');
    expect(game.undo).toBe(false);
    expect(game.seats.map((s) => [s.kind, s.bot, s.player?.id ?? null])).toEqual([
      ['human', null, ada.player.id],
      ['human', null, null],
      ['bot', 'heuristic', null],
    ]);
    const alerts = await api.request<CommunityAlerts>('GET', '/api/me/alerts', {
      secret: ben.secret,
    });
    expect(alerts.body.invitations.map((i) => [i.game, i.from.id])).toEqual([
      [game.id, ada.player.id],
    ]);

    // Asked again: the same game.
    const again = await rematchOf(id, ada);
    expect(again.body.game.id).toBe(game.id);
    expect(again.body.seat).toBe(0);
    // Ben asks too: the same game, in his own seat, and it starts.
    const bens = await rematchOf(id, ben);
    expect(bens.body.game.id).toBe(game.id);
    expect(bens.body.seat).toBe(1);
    expect(bens.body.game.status).toBe('playing');
    expect((await rematchOf(id, ben)).body.seat).toBe(1);
    // One rematch only: the finished game's players have it among their games once.
    const mine = await api.myGames(ada);
    expect(mine.filter((g) => g.id === game.id)).toHaveLength(1);
  }, 60_000);
});
