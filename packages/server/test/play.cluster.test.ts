/**
 * Three server nodes on one PostgreSQL database and one Redis bus, as `tnt serve --db postgres://…
 * --redis redis://…` makes them (issue: scale-out). The clients of one game sit on different
 * nodes and play it to its end; moves stored by one node reach the sockets of the others. Two
 * conflicting moves sent at once to two nodes: the store's compare-and-set applies exactly one,
 * the other gets a clear error, and both clients end with the same state.
 */
import { describe, expect, it } from 'vitest';
import { moveToText, parseRecord, replay } from '@tnt/engine';
import type { OverMessage, ServerMessage } from '@tnt/protocol';
import { until, type Node } from './helpers/cluster.ts';
import { useCluster } from './helpers/use-cluster.ts';
import { joinGame } from './helpers/client.ts';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { playSeat } from './helpers/seat-player.ts';
import { shownMove } from './helpers/move-text.ts';

const cluster = useCluster('cluster-play');

async function stopAll(nodes: readonly Node[]): Promise<void> {
  await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
}

const isOver = (m: ServerMessage): m is OverMessage => m.type === 'over';

describe('a game whose clients are spread over three nodes', () => {
  it('is played to its end, every socket seeing every move, and nothing secret on the wire', async () => {
    const nodes = await cluster.nodes(3);
    const [n1, n2, n3] = nodes as [Node, Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    const cy = await n3.api.player('Cy');
    const created = await n1.api.createGame(ada, {
      options: { players: 4, expansions: ['messenger'] },
      seats: [
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'human' },
        { kind: 'bot', bot: 'heuristic' },
      ],
    });
    const id = created.game.id;
    // Joined through other nodes than the one that holds the game.
    await n2.api.join(ben, id);
    await n3.api.join(cy, id);
    // The game starts when the last seat is taken, and the bot's seat may play before these
    // sockets say hello: like the web client, each says it has seen no move yet (since 0).
    const a = await joinGame(n1.url, id, ada.secret, 0);
    const b = await joinGame(n2.url, id, ben.secret, 0);
    const c = await joinGame(n3.url, id, cy.secret, 0);
    const watcher = await joinGame(n2.url, id);
    expect([a, b, c].map((s) => s.welcome.seat)).toEqual([0, 1, 2]);
    const plays = [a, b, c].map((s, i) => playSeat(s.client, `seat ${i}`));
    expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over', 'over']);
    await watcher.client.next(isOver);

    // Every socket saw the same moves, in order, with none missing, and the same final scores.
    // Each saw them live or in its welcome; the spectator, who may come in after the bot's seat
    // has played its first moves (a first hello has no `since`), from the move it came in at.
    const clients = [a.client, b.client, c.client, watcher.client];
    const logs = clients.map((client) =>
      client.messages
        .flatMap((m) => (m.type === 'moved' ? [m] : m.type === 'welcome' ? (m.missed ?? []) : []))
        .map((m) => `${m.seq} ${m.seat} ${shownMove(m)}`),
    );
    const watched = logs.pop()!;
    const record = parseRecord(await n3.api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    const stored = record.value.moves.map((m, i) => `${i + 1} ${m.seat} ${m.move}`);
    for (const log of logs) expect(log).toEqual(stored);
    expect(watched.length).toBeGreaterThan(stored.length / 2);
    expect(watched).toEqual(stored.slice(stored.length - watched.length));
    const finals = clients.map((client) => JSON.stringify(client.latest(isOver)?.scores));
    expect(new Set(finals).size).toBe(1);
    const replayed = replay(record.value);
    expect(replayed.ok && replayed.value.failure === null).toBe(true);
    // The bot seat was played by exactly one node: its moves are in the log once each.
    expect(record.value.moves.some((m) => m.seat === 3)).toBe(true);
    const states = statesOf(record.value);
    const seats = [0, 1, 2, null];
    clients.forEach((client, i) => {
      expect(leaksIn(client.raw, seats[i] ?? null, record.value, states)).toEqual([]);
    });
    await Promise.all(clients.map((client) => client.close()));
    await stopAll(nodes);
  });
});

describe('two conflicting moves sent at once to two nodes', () => {
  it('applies exactly one; the other gets a clear error; both clients end in the same state', async () => {
    const nodes = await cluster.nodes(2);
    const [n1, n2] = nodes as [Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    const created = await n1.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.game.id;
    await n2.api.join(ben, id);
    // The player who decides first has a socket on each node (two devices); both see it.
    const seat = (await n2.api.game(id)).decision?.seat;
    const secret = [ada, ben][seat ?? -1]?.secret;
    expect(secret).toBeDefined();
    const first = await joinGame(n1.url, id, secret);
    const second = await joinGame(n2.url, id, secret);
    const { view, seq } = first.welcome;
    expect(view.decision?.seat).toBe(view.viewer);
    expect(second.welcome.seq).toBe(seq);
    const [one, other] = [view.legalMoves[0]!, view.legalMoves.at(-1)!];
    expect(moveToText(one)).not.toBe(moveToText(other));
    first.client.send({ type: 'move', seq: seq + 1, move: one, ref: 'one' });
    second.client.send({ type: 'move', seq: seq + 1, move: other, ref: 'other' });

    // Each socket comes to move number seq + 1 (as the move itself, or a resync to it).
    const caughtUp = (m: ServerMessage): boolean =>
      (m.type === 'moved' || m.type === 'welcome') && m.seq === seq + 1;
    const [p, q] = await Promise.all([first.client.next(caughtUp), second.client.next(caughtUp)]);
    const refusals = (): ServerMessage[] =>
      [...first.client.messages, ...second.client.messages].filter((m) => m.type === 'error');
    await until('the refusal', () => refusals().length > 0);
    // Exactly one was refused, with the stale-move code and a message saying why.
    const refused = refusals();
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ code: 'ERR_STALE' });
    // Refused by the store's compare-and-set, or earlier, by a node that had already heard of the
    // other move on the bus: either way the other move came first.
    expect(JSON.stringify(refused[0])).toMatch(
      /another move came first; sync and try again|the next move is number \d+; sync and try again/,
    );
    // The store has exactly one move number seq + 1: the one that was not refused.
    // (The record of a game in play, without its seed.)
    const { moves } = (await n2.api.record(id)) as { moves: { seat: number; move: string }[] };
    expect(moves).toHaveLength(seq + 1);
    const winner = refused[0]!.type === 'error' && refused[0].ref === 'one' ? other : one;
    expect(moves[seq]!.move).toBe(moveToText(winner));
    // Both screens show the same state.
    const viewOf = (m: ServerMessage): string =>
      JSON.stringify(m.type === 'moved' || m.type === 'welcome' ? m.view : null);
    expect(viewOf(p)).toBe(viewOf(q));
    await Promise.all([first.client.close(), second.client.close()]);
    await stopAll(nodes);
  });
});
