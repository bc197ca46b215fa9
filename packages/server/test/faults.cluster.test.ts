/**
 * The faults a cluster meets (issue: scale-out), each mid-game on nodes sharing a throwaway
 * PostgreSQL and Redis: a node killed with SIGKILL (its clients reconnect to another node and
 * finish; its bots and turn clocks are taken over once its claims lapse), Redis restarted (moves
 * go on being stored; the nodes catch up when it is back), PostgreSQL restarted (moves are refused
 * with a clear error meanwhile, and accepted again once it is back). Nothing acknowledged is lost.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, replay, type GameRecord } from '@tnt/engine';
import type { GameSummary, MovedMessage, ServerMessage } from '@tnt/protocol';
import { health, until, type Node } from './helpers/cluster.ts';
import { useCluster } from './helpers/use-cluster.ts';
import { joinGame, type TestClient } from './helpers/client.ts';
import { playSeat } from './helpers/seat-player.ts';
import { shownMove } from './helpers/move-text.ts';

const cluster = useCluster('cluster-faults');

/** The moves a socket saw acknowledged, by number, as "seat move". */
function seen(...clients: TestClient[]): Map<number, string> {
  const moves = new Map<number, string>();
  for (const client of clients) {
    for (const m of client.messages) {
      if (m.type === 'moved') moves.set(m.seq, `${m.seat} ${shownMove(m)}`);
      if (m.type === 'welcome')
        for (const e of m.missed ?? []) moves.set(e.seq, `${e.seat} ${shownMove(e)}`);
    }
  }
  return moves;
}

async function recordOf(node: Node, id: string): Promise<GameRecord> {
  const record = parseRecord(await node.api.record(id));
  if (!record.ok) throw new Error(record.error.message);
  return record.value;
}

/** Every acknowledged move is in the record, at its number, and the record replays. */
function expectKept(record: GameRecord, acknowledged: Map<number, string>): void {
  expect(acknowledged.size).toBeGreaterThan(0);
  for (const [seq, move] of acknowledged) {
    const stored = record.moves[seq - 1];
    expect(stored && `${stored.seat} ${stored.move}`).toBe(move);
  }
  const replayed = replay(record);
  expect(replayed.ok && replayed.value.failure === null).toBe(true);
}

const lastSeq = (client: TestClient): number =>
  Math.max(
    0,
    ...client.messages.flatMap((m) => (m.type === 'moved' || m.type === 'welcome' ? [m.seq] : [])),
  );

describe('a node killed with SIGKILL mid-game', () => {
  it('loses nothing: its clients finish on another node, its bots and clocks are taken over', async () => {
    const nodes = await cluster.nodes(3);
    const [n1, n2, n3] = nodes as [Node, Node, Node];
    const ada = await n3.api.player('Ada');
    const ben = await n3.api.player('Ben');
    // Created on n3, so n3 holds both games: it plays their bots and runs their clocks.
    const bots = await n3.api.createGame(ada, {
      options: { players: 4 },
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'heuristic' },
        { kind: 'bot', bot: 'heuristic' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    const timed = await n3.api.createGame(ben, {
      // Ben starts: his clock runs from the start, on n3.
      options: { players: 2, startingPlayer: 0 },
      mode: 'async',
      turnSeconds: 5,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
    });
    const timedBefore = await n1.api.game(timed.game.id);
    expect(timedBefore.decision?.seat).toBe(0);
    const clock = (await n3.api.game(timed.game.id)).deadline;
    expect(clock).not.toBeNull();

    const id = bots.game.id;
    const first = await joinGame(n3.url, id, ada.secret);
    const watcher = await joinGame(n1.url, id);
    const firstPlay = playSeat(first.client, 'ada', (seq) => seq >= 30);
    expect(await firstPlay.done).toBe('stopped');
    expect(await n3.kill('SIGKILL')).toBeNull();
    await first.client.closed;
    const acknowledged = seen(first.client);

    // Ada's client reconnects to n1 with the last number it saw, gets what it missed, plays on.
    const again = await joinGame(n1.url, id, ada.secret, firstPlay.seq());
    expect(again.welcome.seq).toBeGreaterThanOrEqual(firstPlay.seq());
    expect(await playSeat(again.client, 'ada').done).toBe('over');
    const record = await recordOf(n1, id);
    expectKept(record, acknowledged);
    // The bots went on after the kill: moves of bot seats after the last one n3 had stored.
    const afterKill = record.moves.slice(Math.max(...acknowledged.keys()));
    expect(afterKill.some((m) => m.seat !== 0)).toBe(true);
    await watcher.client.next((m) => m.type === 'over');

    // The timed game: nobody moved for Ben, so his clock ran out on the node that took it over,
    // at the time n3 had set (not a fresh clock), and a stand-in played for him.
    await until(
      'the timed game to be over',
      async () => (await n2.api.game(timed.game.id)).status === 'over',
      60_000,
    );
    const timedRecord = await n2.api.request<{ moves: { seat: number; by?: string }[] }>(
      'GET',
      `/api/games/${timed.game.id}/record`,
    );
    expect(timedRecord.body.moves.some((m) => m.seat === 0)).toBe(true);
    const summary: GameSummary = await n2.api.game(timed.game.id);
    expect(summary.status).toBe('over');
    await Promise.all([again.client.close(), watcher.client.close()]);
    await Promise.all([n1.kill('SIGTERM'), n2.kill('SIGTERM')]);
  });
});

/**
 * Ada on `n1` creates the game, Ben on `n2` joins it, and both play until the game's 20th move:
 * a game in full swing when the fault comes. The seat players' handles (`before`) are returned.
 */
async function twentyMovesIn(n1: Node, n2: Node, game: unknown) {
  const ada = await n1.api.player('Ada');
  const ben = await n2.api.player('Ben');
  const created = await n1.api.createGame(ada, game);
  const id = created.game.id;
  await n2.api.join(ben, id);
  const a = await joinGame(n1.url, id, ada.secret);
  const b = await joinGame(n2.url, id, ben.secret);
  const before = [
    playSeat(a.client, 'ada', (s) => s >= 20),
    playSeat(b.client, 'ben', (s) => s >= 20),
  ] as const;
  await Promise.all(before.map((p) => p.done));
  return { id, ada, ben, a, b, before };
}

describe('Redis restarted mid-game', () => {
  it('is reported, moves are still stored, and the nodes catch up by themselves', async () => {
    const nodes = await cluster.nodes(2);
    const [n1, n2] = nodes as [Node, Node];
    const { id, a, b, before } = await twentyMovesIn(n1, n2, {
      options: { players: 2, expansions: ['offices'] },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });

    await cluster.services.redis.stop();
    await until('both nodes to report the bus down', async () =>
      (await Promise.all([health(n1), health(n2)])).every((h) => !h.busUp),
    );
    // Play on while the bus is down: each node stores the moves of its own sockets; the other
    // node hears of them only when the bus is back.
    const during = [playSeat(a.client, 'ada'), playSeat(b.client, 'ben')];
    // (Each node serves the record it knows: the one whose socket moved knows the move.)
    await until('a move stored during the outage', async () => {
      const records = await Promise.all(nodes.map((node) => node.api.record(id)));
      const known = records.map((r) => (r as { moves: unknown[] }).moves.length);
      return Math.max(...known) > Math.max(before[0].seq(), before[1].seq());
    });
    await cluster.services.redis.start();
    await until('both nodes to report the bus up', async () =>
      (await Promise.all([health(n1), health(n2)])).every((h) => h.busUp),
    );
    expect(await Promise.all(during.map((p) => p.done))).toEqual(['over', 'over']);
    const record = await recordOf(n2, id);
    expectKept(record, seen(a.client, b.client));
    expect(lastSeq(a.client)).toBe(record.moves.length);
    expect(lastSeq(b.client)).toBe(record.moves.length);
    await Promise.all([a.client.close(), b.client.close()]);
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
  });
});

describe('PostgreSQL restarted mid-game', () => {
  it('refuses moves with a clear error meanwhile, recovers by itself, and loses nothing', async () => {
    const nodes = await cluster.nodes(2);
    const [n1, n2] = nodes as [Node, Node];
    const { id, a, b, ada, ben } = await twentyMovesIn(n1, n2, {
      options: { players: 3 },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
    });
    // Wait for a decision of one of the two players (the bot may be moving).
    const latestView = (client: TestClient) =>
      client.latest((m): m is MovedMessage => m.type === 'moved')?.view;
    let mover: TestClient | undefined;
    await until('a player to have the decision', () => {
      mover = [a.client, b.client].find((c) => {
        const view = latestView(c);
        return view !== undefined && view.decision?.seat === view.viewer;
      });
      return mover !== undefined;
    });
    const view = latestView(mover!)!;
    const seq = lastSeq(mover!);

    await cluster.services.postgres.stop();
    await until('both nodes to report the database down', async () =>
      (await Promise.all([health(n1), health(n2)])).every((h) => !h.storeUp),
    );
    mover!.send({ type: 'move', seq: seq + 1, move: view.legalMoves[0], ref: 'down' });
    const refused = await mover!.next((m: ServerMessage) => m.type === 'error');
    expect(refused).toMatchObject({ code: 'ERR_INTERNAL' });
    expect(JSON.stringify(refused)).toMatch(/the move could not be stored; nothing changed/);
    expect(lastSeq(mover!)).toBe(seq);

    await cluster.services.postgres.start();
    await until('both nodes to report the database up', async () =>
      (await Promise.all([health(n1), health(n2)])).every((h) => h.storeUp),
    );
    // The same players go on (new sockets, as after a reload of the page).
    const a2 = await joinGame(n1.url, id, ada.secret, lastSeq(a.client));
    const b2 = await joinGame(n2.url, id, ben.secret, lastSeq(b.client));
    const after = [playSeat(a2.client, 'ada'), playSeat(b2.client, 'ben')];
    expect(await Promise.all(after.map((p) => p.done))).toEqual(['over', 'over']);
    const record = await recordOf(n1, id);
    expectKept(record, seen(a.client, b.client, a2.client, b2.client));
    await Promise.all([a.client, b.client, a2.client, b2.client].map((c) => c.close()));
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
  });
});
