/**
 * A stored game whose moves no longer replay, or whose row's JSON does not parse (a damaged
 * game), is isolated: the lobby and "my
 * games" serve every other game, the game itself answers ERR_GAME_DAMAGED over HTTP and the
 * socket, and the server logs it once. And /api/health says `degraded` while the store fails
 * reads. The store is a SQLite file, damaged between two runs of the server by a second
 * connection, as a bad restore or a hand edit would.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary, HttpErrorBody, NewPlayer } from '@tnt/protocol';
import { outputDir } from './helpers/bundle.ts';
import { TestClient } from './helpers/client.ts';
import { startHarness, type Harness } from './helpers/server.ts';

interface Health {
  readonly ok: boolean;
  readonly status: string;
  readonly store: string;
  readonly problems: readonly string[];
}

let files: { dir: string; remove: () => void };
let dbFile: string;
let harness: Harness;
let ada: NewPlayer;
let damaged: string;
/** A game whose row's options are not JSON. */
let unreadable: string;
let sound: string[];
/** Every log line of the second run of the server, parsed. */
const logLines: Record<string, unknown>[] = [];

function withDb(work: (db: Database.Database) => void): void {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    work(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  files = outputDir('damaged');
  dbFile = join(files.dir, 'tnt.sqlite');
  const first = await startHarness({ db: `sqlite:${dbFile}` });
  ada = await first.api.player('Ada');
  const ben = await first.api.player('Ben');
  const ids: string[] = [];
  // Asynchronous games between people: nothing loads them at start but a request.
  for (let i = 0; i < 4; i++) {
    const created = await first.api.createGame(ada, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'async',
    });
    await first.api.join(ben, created.game.id);
    ids.push(created.game.id);
  }
  await first.stop();
  [damaged = '', unreadable = '', ...sound] = ids;
  // A move no rule allows, written straight into the log.
  withDb((db) => {
    db.prepare(
      `INSERT INTO moves (game_id, seq, seat, move, actor, created_at) VALUES (?, 1, 0, 'play Nowhere left', 'player', 0)`,
    ).run(damaged);
    db.prepare(`UPDATE games SET move_count = 1 WHERE id = ?`).run(damaged);
    db.prepare(`UPDATE games SET options = '{not json' WHERE id = ?`).run(unreadable);
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  harness = await startHarness({ db: `sqlite:${dbFile}`, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await harness.stop();
  files.remove();
});

describe('a game that no longer replays', () => {
  it('is left out of the lobby and "my games", which serve every other game', async () => {
    const lobby = await harness.api.request<{ games: GameSummary[] }>('GET', '/api/games');
    expect(lobby.status).toBe(200);
    expect(lobby.body.games.map((g) => g.id).sort()).toEqual([...sound].sort());
    const mine = await harness.api.myGames(ada);
    expect(mine.map((g) => g.id).sort()).toEqual([...sound].sort());
  });

  it('answers ERR_GAME_DAMAGED over HTTP and the socket; the others play on', async () => {
    for (const path of [`/api/games/${damaged}`, `/api/games/${damaged}/record`]) {
      const answer = await harness.api.request<HttpErrorBody>('GET', path);
      expect(answer.status).toBe(500);
      expect(answer.body.error.code).toBe('ERR_GAME_DAMAGED');
    }
    const client = await TestClient.open(harness.server.url);
    client.send({ type: 'hello', version: 1, game: damaged, secret: ada.secret });
    expect((await client.nextError()).code).toBe('ERR_GAME_DAMAGED');
    await client.close();
    const { client: player, welcome } = await harness.connect(sound[0]!, ada);
    expect(welcome.seat).toBe(0);
    player.send({ type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } });
    await player.next((m) => m.type === 'moved');
    await player.close();
  });

  it('is logged once, however often it is asked for', async () => {
    await harness.api.request('GET', '/api/games');
    await harness.api.request('GET', `/api/games/${damaged}`);
    const aboutIt = logLines.filter((l) => l.game === damaged && Number(l.level) >= 40);
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]!.msg).toMatch(/damaged/);
    expect(String(aboutIt[0]!.reason)).toMatch(/stored move 1 "play Nowhere left"/);
  });
});

describe('a game whose row does not parse', () => {
  it('is left out of the lobby and "my games", which serve every other game', async () => {
    const lobby = await harness.api.request<{ games: GameSummary[] }>('GET', '/api/games');
    expect(lobby.status).toBe(200);
    expect(lobby.body.games.map((g) => g.id)).not.toContain(unreadable);
    expect(lobby.body.games.map((g) => g.id).sort()).toEqual([...sound].sort());
    const mine = await harness.api.myGames(ada);
    expect(mine.map((g) => g.id).sort()).toEqual([...sound].sort());
  });

  it('answers 500 ERR_GAME_DAMAGED for itself, over HTTP and the socket', async () => {
    for (const path of [`/api/games/${unreadable}`, `/api/games/${unreadable}/record`]) {
      const answer = await harness.api.request<HttpErrorBody>('GET', path);
      expect(answer.status).toBe(500);
      expect(answer.body.error.code).toBe('ERR_GAME_DAMAGED');
    }
    const client = await TestClient.open(harness.server.url);
    client.send({ type: 'hello', version: 1, game: unreadable, secret: ada.secret });
    expect((await client.nextError()).code).toBe('ERR_GAME_DAMAGED');
    await client.close();
  });

  it('is logged once and counted in health, however often it is asked for', async () => {
    for (let i = 0; i < 3; i++) {
      await harness.api.request('GET', '/api/games');
      await harness.api.request('GET', `/api/games/${unreadable}`);
    }
    const aboutIt = logLines.filter((l) => l.game === unreadable && Number(l.level) >= 40);
    expect(aboutIt).toHaveLength(1);
    expect(String(aboutIt[0]!.reason)).toMatch(/options are not JSON/);
    const health = await harness.api.request<Health & { damagedGames: number }>(
      'GET',
      '/api/health',
    );
    expect(health.body.damagedGames).toBe(2);
  });
});

describe('/api/health', () => {
  it('says ok while the store answers, degraded once it fails reads', async () => {
    const before = await harness.api.request<Health>('GET', '/api/health');
    expect(before.body).toMatchObject({ ok: true, status: 'ok', store: 'sqlite', problems: [] });
    // The seats become unreadable: no list of games can be read any more.
    withDb((db) => {
      db.exec('DROP TABLE seats');
    });
    const lobby = await harness.api.request<HttpErrorBody>('GET', '/api/games');
    expect(lobby.status).toBe(500);
    expect(lobby.body.error.code).toBe('ERR_INTERNAL');
    const after = await harness.api.request<Health>('GET', '/api/health');
    expect(after.status).toBe(200);
    // `ok` still says that a game server answers (the web client offers online play on it).
    expect(after.body).toMatchObject({ ok: true, status: 'degraded', store: 'sqlite' });
    expect(after.body.problems.join(' ')).toMatch(/store fails reads/);
  });
});
