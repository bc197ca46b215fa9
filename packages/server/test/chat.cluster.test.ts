/**
 * Chat and presence across a cluster (two nodes, one PostgreSQL, one Redis bus): a line said on
 * one node reaches the sockets of the other, as moves do; lines said at once on two nodes get
 * distinct numbers from the shared store; a spectators' line stays away from the players on the
 * other node too; a seat leaving one node shows on the other as absent, with since when.
 */
import { describe, expect, it } from 'vitest';
import type { ChatLineMessage, PresenceMessage } from '@tnt/protocol';
import { joinGame } from './helpers/client.ts';
import type { Node } from './helpers/cluster.ts';
import { useCluster } from './helpers/use-cluster.ts';

const cluster = useCluster('cluster-chat');
const isChat = (m: { type: string }): boolean => m.type === 'chat';

describe('chat between the nodes of a cluster', () => {
  it('travels on the bus, numbered by the store, each channel to its readers only', async () => {
    const [n1, n2] = (await cluster.nodes(2)) as [Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    const carla = await n2.api.player('Carla');
    const created = await n1.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'async',
    });
    const id = created.game.id;
    await n2.api.join(ben, id, 1);
    const a = await joinGame(n1.url, id, ada.secret);
    const b = await joinGame(n2.url, id, ben.secret);
    const watcher = await joinGame(n2.url, id, carla.secret);

    a.client.send({ type: 'chat', text: 'hello from node one' });
    const heard = await b.client.next<ChatLineMessage>(isChat);
    expect(heard.line).toMatchObject({ id: 1, text: 'hello from node one', from: ada.player });
    expect((await watcher.client.next<ChatLineMessage>(isChat)).line.id).toBe(1);

    // Said at the same moment on both nodes: two numbers, both lines everywhere.
    a.client.send({ type: 'chat', phrase: 'good-luck' });
    b.client.send({ type: 'chat', phrase: 'thanks' });
    // Ada gets her own lines too: 1, then 2 and 3 in whichever order the store gave them.
    await a.client.next(isChat);
    await a.client.next(isChat);
    await a.client.next(isChat);
    const seenByA = a.client.messages.flatMap((m) => (m.type === 'chat' ? [m.line.id] : []));
    expect([...seenByA].sort()).toEqual([1, 2, 3]);

    // A spectator's aside on node two never reaches Ada on node one.
    watcher.client.send({ type: 'chat', text: 'psst, Ada' });
    const aside = await watcher.client.next<ChatLineMessage>(
      (m) => m.type === 'chat' && m.line.channel === 'spectators',
    );
    expect(aside.line).toMatchObject({ id: 4, seat: null, from: carla.player });
    b.client.send({ type: 'chat', text: 'after the aside' });
    const after = await a.client.next<ChatLineMessage>(
      (m) => m.type === 'chat' && m.line.text === 'after the aside',
    );
    expect(after.line.id).toBe(5);
    expect(
      a.client.messages.some((m) => m.type === 'chat' && m.line.channel === 'spectators'),
    ).toBe(false);

    // Ben leaves node two: Ada, on node one, sees his seat absent.
    await b.client.close();
    const absent = await a.client.next<PresenceMessage>(
      (m) =>
        m.type === 'presence' && m.seats[1]?.connected === false && m.seats[1].absentSince !== null,
    );
    expect(absent.seats[0]).toMatchObject({ connected: true, absentSince: null });
    await Promise.all([a.client.close(), watcher.client.close()]);
  });
});
