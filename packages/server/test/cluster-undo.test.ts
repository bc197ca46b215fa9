/**
 * Issue 15 across the nodes of a cluster (PostgreSQL and Redis): an undo stored by one node
 * travels on the bus like a move, and the other node's sockets get `undone` with the state
 * before the move taken back; the record served by either node keeps the undo.
 */
import { describe, expect, it } from 'vitest';
import type { MovedMessage, UndoneMessage } from '@tnt/protocol';
import { joinGame } from './helpers/client.ts';
import type { Node } from './helpers/cluster.ts';
import { useCluster } from './helpers/use-cluster.ts';

const cluster = useCluster('cluster-undo');

describe('undo between the nodes of a cluster', () => {
  it('reaches the other node as an undo, and both nodes serve the same record', async () => {
    const [n1, n2] = (await cluster.nodes(2)) as [Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    const created = await n1.api.createGame(ada, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.game.id;
    await n2.api.join(ben, id, 1);
    const a = await joinGame(n1.url, id, ada.secret);
    const b = await joinGame(n2.url, id, ben.secret);

    a.client.send({ type: 'move', seq: 1, move: { type: 'draw', slot: 0 } });
    await b.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 1);
    a.client.send({ type: 'undo', seq: 1 });
    const undone = await b.client.next<UndoneMessage>((m) => m.type === 'undone');
    expect({ seq: undone.seq, seat: undone.seat, moves: undone.moves }).toEqual({
      seq: 2,
      seat: 0,
      moves: 1,
    });
    expect(undone.view).toEqual(b.welcome.view);

    const records = await Promise.all([n1.api.record(id), n2.api.record(id)]);
    expect(records[0]).toEqual(records[1]);
    expect(records[1].undos).toEqual([{ at: 0, seat: 0, moves: ['draw 1'] }]);
    expect(records[1].moves).toEqual([]);
    await Promise.all([a.client.close(), b.client.close()]);
  });
});
