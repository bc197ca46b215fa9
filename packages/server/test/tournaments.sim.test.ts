/**
 * Tournaments through the server (docs/tournaments.md), on SQLite: a Swiss tournament of four
 * people and two bots over two rounds, every game played over sockets to its end, then its
 * standings (points counted once, no rematch, every round paired once) and the players' finished
 * games found by name; the limits on creating and joining; a tournament of bots only refused;
 * sign-up closing on a full field; a withdrawn player left out of the next round.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FinishedSearchEntry,
  GameTournament,
  NewPlayer,
  TournamentListEntry,
  TournamentView,
} from '@tnt/protocol';
import { startHarness, type Harness } from './helpers/server.ts';
import { eventually, playRound, tournamentOn, type Person } from './helpers/tournament-play.ts';

let harness: Harness;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tnt-tournaments-'));
  harness = await startHarness({
    db: `sqlite:${join(dir, 'tnt.sqlite')}`,
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    tournaments: { maxCreated: 2, maxEntered: 3 },
  });
});

afterAll(async () => {
  await harness.stop();
  rmSync(dir, { recursive: true, force: true });
});

const create = (who: NewPlayer, body: Record<string, unknown>) =>
  harness.api.request<TournamentView>('POST', '/api/tournaments', { secret: who.secret, body });

const act = (who: NewPlayer, id: string, what: 'join' | 'leave' | 'start') =>
  harness.api.request<TournamentView>('POST', `/api/tournaments/${id}/${what}`, {
    secret: who.secret,
  });

const errorCode = (body: unknown): string => (body as { error: { code: string } }).error.code;

describe('a Swiss tournament of four people and two bots', () => {
  it('is played over two rounds to its standings, each result counted once', async () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dan'];
    const people: NewPlayer[] = [];
    for (const name of names) people.push(await harness.api.player(name));
    const [ada] = people as [NewPlayer];
    const made = await create(ada, {
      name: 'Friday Swiss',
      format: 'swiss',
      rounds: 2,
      tableSize: 2,
      turnSeconds: 300,
      maxPlayers: 6,
      bots: 'heuristic',
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect(made.body).toMatchObject({ status: 'signup', entrants: 1, rounds: 2 });
    for (const p of people.slice(1)) expect((await act(p, id, 'join')).status).toBe(200);
    // Only the creator starts early.
    expect(errorCode((await act(people[1]!, id, 'start')).body)).toBe('ERR_NOT_CREATOR');
    const started = await act(ada, id, 'start');
    expect(started.status).toBe(200);
    expect(started.body.entrantsList.filter((e) => e.bot !== null)).toHaveLength(2);
    const late = await harness.api.player('Late');
    expect(errorCode((await act(late, id, 'join')).body)).toBe('ERR_TOURNAMENT_CLOSED');

    const persons: Person[] = people.map((who) => ({ api: harness.api, who }));
    const round1 = await playRound(persons, id, 1);
    const round2 = await playRound(persons, id, 2);
    expect(round1).toHaveLength(3);
    expect(round2).toHaveLength(3);

    const over = await eventually('the tournament over', async () => {
      const t = await tournamentOn(harness.api, id);
      return t.status === 'over' ? t : null;
    });
    expect(over.roundsPlayed.map((r) => r.round)).toEqual([1, 2]);
    for (const round of over.roundsPlayed) {
      expect(round.done).toBe(true);
      expect(round.tables).toHaveLength(3);
      // Never two bots at one table: people play tournaments.
      for (const table of round.tables) {
        expect(table.seats.some((s) => !s.entrant.startsWith('#'))).toBe(true);
        expect(table.game).not.toBeNull();
      }
    }
    // Nobody met the same opponent twice.
    const met = new Set<string>();
    for (const round of over.roundsPlayed) {
      for (const table of round.tables) {
        const key = table.seats
          .map((s) => s.entrant)
          .sort()
          .join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
    }
    // Every table's result counted once: 6 points a table, 3 tables, 2 rounds.
    const points = over.standings.reduce((sum, s) => sum + s.points, 0);
    expect(points).toBe(36);
    expect(over.standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of over.standings) expect(s.games).toBe(2);
    // Sorted by points, then Buchholz.
    for (let i = 1; i < over.standings.length; i++) {
      const [a, b] = [over.standings[i - 1]!, over.standings[i]!];
      expect(a.points > b.points || (a.points === b.points && a.buchholz >= b.buchholz)).toBe(true);
    }

    // The games are found by player, each replayable (its record, seed and all, once over).
    const found = await harness.api.request<{ players: FinishedSearchEntry[] }>(
      'GET',
      '/api/finished?player=cleo',
    );
    expect(found.body.players.map((p) => p.player.name)).toEqual(['Cleo']);
    expect(found.body.players[0]!.games).toHaveLength(2);
    const record = await harness.api.record(found.body.players[0]!.games[0]!.id);
    expect(typeof record.seed).toBe('string');

    // Each game knows its tournament; a game of no tournament answers 404.
    const of = await harness.api.request<GameTournament>(
      'GET',
      `/api/games/${over.roundsPlayed[1]!.tables[0]!.game!}/tournament`,
    );
    expect(of.body).toEqual({ tournament: id, name: 'Friday Swiss', round: 2, table: 1 });
    expect((await harness.api.request('GET', '/api/games/none/tournament')).status).toBe(404);

    const listed = await harness.api.request<{ tournaments: TournamentListEntry[] }>(
      'GET',
      '/api/tournaments',
    );
    expect(listed.body.tournaments.find((t) => t.id === id)).toMatchObject({ status: 'over' });
  }, 300_000);
});

describe('a tournament’s limits', () => {
  it('refuses a third unfinished tournament and a fourth entry', async () => {
    const eve = await harness.api.player('Eve');
    const body = { format: 'swiss', tableSize: 2, turnSeconds: 60, maxPlayers: 4 };
    const a = await create(eve, { ...body, name: 'One' });
    const b = await create(eve, { ...body, name: 'Two' });
    expect([a.status, b.status]).toEqual([201, 201]);
    const c = await create(eve, { ...body, name: 'Three' });
    expect(c.status).toBe(409);
    expect(errorCode(c.body)).toBe('ERR_TOO_MANY_TOURNAMENTS');
    // Eve is in two (her own); Fay's third makes three, her limit; a fourth is refused.
    const fay = await harness.api.player('Fay');
    const own = [
      await create(fay, { ...body, name: 'Fay 1' }),
      await create(fay, { ...body, name: 'Fay 2' }),
    ];
    expect(own.map((t) => t.status)).toEqual([201, 201]);
    expect((await act(fay, a.body.id, 'join')).status).toBe(200);
    const refused = await act(fay, b.body.id, 'join');
    expect(errorCode(refused.body)).toBe('ERR_TOO_MANY_TOURNAMENTS');
    // Withdrawing frees a place in the count.
    expect((await act(fay, a.body.id, 'leave')).status).toBe(200);
    expect((await act(fay, b.body.id, 'join')).status).toBe(200);
    // Bad bodies change nothing.
    const bad = await create(fay, { ...body, name: 'x', tableSize: 5 });
    expect(bad.status).toBe(400);
    const past = await create(eve, { ...body, name: 'Past', startsAt: Date.now() - 1000 });
    expect(errorCode(past.body)).toBe('ERR_BAD_MESSAGE');
  });

  it('refuses to start with fewer than two people, and cancels at its time instead', async () => {
    const gus = await harness.api.player('Gus');
    const lonely = await create(gus, {
      name: 'Lonely',
      format: 'swiss',
      tableSize: 2,
      turnSeconds: 60,
      maxPlayers: 4,
      bots: 'heuristic',
      startsAt: Date.now() + 1_500,
    });
    const refused = await act(gus, lonely.body.id, 'start');
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe('ERR_TOURNAMENT_BOTS_ONLY');
    const ended = await eventually('the lonely tournament cancelled', async () => {
      const t = await tournamentOn(harness.api, lonely.body.id);
      return t.status === 'cancelled' ? t : null;
    });
    expect(ended.note).toMatch(/two people/);
    expect(ended.roundsPlayed).toEqual([]);
  });

  it('starts when full, and refuses another entry', async () => {
    const [hal, ivy, jon] = [
      await harness.api.player('Hal'),
      await harness.api.player('Ivy'),
      await harness.api.player('Jon'),
    ];
    const made = await create(hal, {
      name: 'Full',
      format: 'elimination',
      tableSize: 2,
      turnSeconds: 60,
      maxPlayers: 2,
    });
    expect((await act(ivy, made.body.id, 'join')).status).toBe(200);
    const full = await act(jon, made.body.id, 'join');
    expect(['ERR_TOURNAMENT_FULL', 'ERR_TOURNAMENT_CLOSED']).toContain(errorCode(full.body));
    const running = await eventually('the full tournament paired', async () => {
      const t = await tournamentOn(harness.api, made.body.id);
      return t.roundsPlayed.length === 1 && t.roundsPlayed[0]!.tables[0]!.game !== null ? t : null;
    });
    expect(running).toMatchObject({ status: 'running', rounds: 1, round: 1 });
    expect(running.roundsPlayed[0]!.tables[0]!.seats.map((s) => s.entrant).sort()).toEqual(
      [hal.player.id, ivy.player.id].sort(),
    );
  });
});
