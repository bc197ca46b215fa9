/**
 * The HTTP API: health and metrics, identities (a secret and a personal link at once, only the
 * secret's hash stored), creating and joining games with their errors, the lobby and "my games"
 * (my turn first), records (no seed until the game is over), and the web client served from
 * webRoot with its links falling back to index.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGame, GameSummary, HttpErrorBody, MyGame, NewPlayer } from '@tnt/protocol';
import { outputDir } from './helpers/bundle.ts';
import { startHarness, type Harness } from './helpers/server.ts';

let harness: Harness;
let files: { dir: string; remove: () => void };

beforeAll(async () => {
  files = outputDir('http');
  const web = join(files.dir, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Thurn und Taxis</title>');
  writeFileSync(join(web, 'app.js'), 'console.log("tnt")');
  harness = await startHarness({
    db: `sqlite:${join(files.dir, 'data', 'tnt.sqlite')}`,
    webRoot: web,
  });
});
afterAll(async () => {
  await harness.stop();
  files.remove();
});

const twoHumans = { options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }] };

describe('health and metrics', () => {
  it('answers /api/health with JSON', async () => {
    const health = await harness.api.request<{ ok: boolean; store: string }>('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.ok).toBe(true);
    expect(health.body.store).toBe('sqlite');
  });

  it('serves Prometheus metrics: games, sockets, moves, move latency', async () => {
    const ada = await harness.api.player('Metrics');
    const created = await harness.api.createGame(ada, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
    });
    const { client, welcome } = await harness.connect(created.game.id, ada);
    client.send({ type: 'move', seq: welcome.seq + 1, move: { type: 'draw', slot: 'supply' } });
    await client.next((m) => m.type === 'moved');
    const metrics = await harness.api.request<string>('GET', '/api/metrics');
    expect(metrics.status).toBe(200);
    const text = metrics.body;
    expect(text).toMatch(/^tnt_games\{status="playing"\} [1-9]/m);
    expect(text).toMatch(/^tnt_sockets [1-9]/m);
    expect(text).toMatch(/^tnt_moves_total\{by="player"\} [1-9]/m);
    expect(text).toMatch(/^tnt_move_latency_seconds_count [1-9]/m);
    expect(text).toMatch(/^tnt_moves_per_second /m);
    await client.close();
  });
});

describe('identities', () => {
  it('gives a player a secret and a link at once, and stores only the hash of the secret', async () => {
    const created = await harness.api.request<NewPlayer>('POST', '/api/players', {
      body: { name: '  Ada  ' },
    });
    expect(created.status).toBe(201);
    const { player, secret, link } = created.body;
    expect(player.name).toBe('Ada');
    expect(secret.length).toBeGreaterThanOrEqual(40);
    // The link carries the secret in the fragment, which browsers never send to a server.
    expect(link).toBe(`${harness.server.url}/#signin=${secret}`);
    const me = await harness.api.request<{ player: { id: string } }>('GET', '/api/me', { secret });
    expect(me.body.player.id).toBe(player.id);
    const database = readFileSync(join(files.dir, 'data', 'tnt.sqlite')).toString('latin1');
    const wal = readFileSync(join(files.dir, 'data', 'tnt.sqlite-wal')).toString('latin1');
    expect(database.includes(secret) || wal.includes(secret)).toBe(false);
    expect(database.includes(player.id) || wal.includes(player.id)).toBe(true);
  });

  it.each([
    ['no name', {}, 'ERR_BAD_MESSAGE'],
    ['an empty name', { name: '   ' }, 'ERR_BAD_NAME'],
    ['a name too long', { name: 'x'.repeat(33) }, 'ERR_BAD_NAME'],
    ['a control character', { name: 'a\u0007b' }, 'ERR_BAD_NAME'],
    ['a right-to-left override', { name: 'Ada\u202eevil' }, 'ERR_BAD_NAME'],
    ['a zero-width space', { name: 'Ad\u200ba' }, 'ERR_BAD_NAME'],
    ['an unpaired surrogate', { name: 'Ada\ud83c' }, 'ERR_BAD_NAME'],
  ])('refuses %s', async (_what, body, code) => {
    const answer = await harness.api.request<HttpErrorBody>('POST', '/api/players', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
  });

  it('keeps a name NFC-normalised: "Zoe" and a combining accent is "Zoé"', async () => {
    const answer = await harness.api.request<NewPlayer>('POST', '/api/players', {
      body: { name: 'Zoe\u0301' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.player.name).toBe('Zo\u00e9');
    const me = await harness.api.request<{ player: { name: string } }>('GET', '/api/me', {
      secret: answer.body.secret,
    });
    expect(me.body.player.name).toBe('Zo\u00e9');
  });

  it('refuses a missing or wrong secret', async () => {
    const none = await harness.api.request<HttpErrorBody>('GET', '/api/me');
    expect([none.status, none.body.error.code]).toEqual([401, 'ERR_BAD_SECRET']);
    const wrong = await harness.api.request<HttpErrorBody>('GET', '/api/me', { secret: 'guess' });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 'ERR_BAD_SECRET']);
  });
});

describe('creating and joining games', () => {
  it('creates a game with an invite link; others join the free seats; then it starts', async () => {
    const ada = await harness.api.player('Ada');
    const ben = await harness.api.player('Ben');
    const cleo = await harness.api.player('Cleo');
    const created = await harness.api.createGame(ada, {
      options: { players: 3, expansions: ['messenger'] },
      seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }, { kind: 'human' }],
      mode: 'async',
      turnSeconds: 3600,
    });
    expect(created.seat).toBe(1);
    expect(created.invite).toBe(`${harness.server.url}/game/${created.game.id}`);
    expect(created.game.seats.map((s) => [s.kind, s.bot, s.player?.name ?? null])).toEqual([
      ['bot', 'random', null],
      ['human', null, 'Ada'],
      ['human', null, null],
    ]);
    const id = created.game.id;
    const taken = await harness.api.request<HttpErrorBody>('POST', `/api/games/${id}/join`, {
      secret: ben.secret,
      body: { seat: 0 },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'ERR_SEAT_TAKEN']);
    const none = await harness.api.request<HttpErrorBody>('POST', `/api/games/${id}/join`, {
      secret: ben.secret,
      body: { seat: 3 },
    });
    expect(none.body.error.code).toBe('ERR_NO_SUCH_SEAT');
    expect((await harness.api.join(ben, id)).seat).toBe(2);
    // Joining again is harmless: the same seat.
    expect((await harness.api.join(ben, id)).seat).toBe(2);
    const full = await harness.api.request<HttpErrorBody>('POST', `/api/games/${id}/join`, {
      secret: cleo.secret,
    });
    expect([full.status, full.body.error.code]).toEqual([409, 'ERR_GAME_FULL']);
    const summary = await harness.api.game(id);
    expect(summary.status).toBe('playing');
    expect(summary.turnSeconds).toBe(3600);
  });

  it.each([
    [
      'seats that do not match the players',
      { options: { players: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }] },
      'ERR_BAD_MESSAGE',
    ],
    ['five players', { options: { players: 5 }, seats: [] }, 'ERR_BAD_MESSAGE'],
    [
      'an unknown bot',
      { ...twoHumans, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'search:9999999' }] },
      'ERR_BAD_MESSAGE',
    ],
    [
      'an unknown expansion',
      { ...twoHumans, options: { players: 2, expansions: ['dragons'] } },
      'ERR_BAD_MESSAGE',
    ],
    [
      'an unknown map (the engine says so)',
      { ...twoHumans, options: { players: 2, map: 'atlantis' } },
      'ERR_UNKNOWN_MAP',
    ],
    ['a turn time of zero', { ...twoHumans, turnSeconds: 0 }, 'ERR_BAD_MESSAGE'],
    [
      'a bot seat for the creator',
      { ...twoHumans, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }], seat: 0 },
      'ERR_SEAT_TAKEN',
    ],
    ['a seat beyond the players for the creator', { ...twoHumans, seat: 3 }, 'ERR_NO_SUCH_SEAT'],
  ])('refuses %s', async (_what, body, code) => {
    const ada = await harness.api.player('Ada');
    const answer = await harness.api.request<HttpErrorBody>('POST', '/api/games', {
      secret: ada.secret,
      body,
    });
    expect(answer.status).toBe(code === 'ERR_SEAT_TAKEN' ? 409 : 400);
    expect(answer.body.error.code).toBe(code);
  });

  it('refuses bodies that are not JSON or too large, and games nobody has', async () => {
    const ada = await harness.api.player('Ada');
    const bad = await harness.api.request<HttpErrorBody>('POST', '/api/games', {
      secret: ada.secret,
      raw: '{"options":',
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'ERR_BAD_JSON']);
    const big = await harness.api.request<HttpErrorBody>('POST', '/api/players', {
      raw: JSON.stringify({ name: 'x'.repeat(20_000) }),
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'ERR_TOO_LARGE']);
    const missing = await harness.api.request<HttpErrorBody>('GET', '/api/games/nothing-here');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'ERR_GAME_NOT_FOUND']);
    const noRoute = await harness.api.request<HttpErrorBody>('GET', '/api/nothing');
    expect([noRoute.status, noRoute.body.error.code]).toEqual([404, 'ERR_NOT_FOUND']);
  });
});

describe('lists and records', () => {
  it('lists my games with the ones that await me first', async () => {
    const ada = await harness.api.player('Ada');
    const ben = await harness.api.player('Ben');
    const games: CreatedGame[] = [];
    for (const start of [1, 0, 1]) {
      const created = await harness.api.createGame(ada, {
        options: { players: 2, startingPlayer: start },
        seats: twoHumans.seats,
      });
      await harness.api.join(ben, created.game.id);
      games.push(created);
    }
    const mine = await harness.api.myGames(ada);
    expect(mine.map((g: MyGame) => [g.id, g.yourTurn])).toEqual([
      [games[1]!.game.id, true],
      [games[2]!.game.id, false],
      [games[0]!.game.id, false],
    ]);
    const lobby = await harness.api.request<{ games: GameSummary[] }>('GET', '/api/games');
    expect(lobby.body.games.map((g) => g.id)).toEqual(
      expect.arrayContaining(games.map((g) => g.game.id)),
    );
  });

  it('serves the record without its seed while the game runs, as a download if asked', async () => {
    const ada = await harness.api.player('Ada');
    const created = await harness.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const answer = await fetch(
      `${harness.server.url}/api/games/${created.game.id}/record?download`,
    );
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="tnt-${created.game.id}.json"`,
    );
    const record = (await answer.json()) as Record<string, unknown>;
    expect(record).toMatchObject({
      format: 'thurn-und-taxis-record',
      version: 1,
      options: { players: 2 },
    });
    expect('seed' in record).toBe(false);
  });
});

describe('the web client', () => {
  it('is served from webRoot, and any page link opens index.html', async () => {
    const script = await fetch(`${harness.server.url}/app.js`);
    expect(await script.text()).toBe('console.log("tnt")');
    const page = await fetch(`${harness.server.url}/game/abc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Thurn und Taxis');
  });
});
