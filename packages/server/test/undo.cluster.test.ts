/**
 * Issue 15 across the nodes of a cluster (PostgreSQL and Redis): an undo stored by one node
 * travels on the bus like a move, and the other node's sockets get `undone` with the state
 * before the move taken back; the record served by either node keeps the undo.
 */
import { describe, expect, it } from 'vitest';
import { moveToText } from '@tnt/engine';
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

    // Two draws (a face-up draw refilled from the supply is never taken back, R6), then a card.
    a.client.send({ type: 'move', seq: 1, move: { type: 'draw', slot: 0 } });
    a.client.send({ type: 'move', seq: 2, move: { type: 'draw', slot: 'supply' } });
    const drawn = await a.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 2);
    const before = await b.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 2);
    const card = drawn.view.legalMoves.find((m) => m.type === 'play');
    if (card === undefined) throw new Error('no card to play');
    a.client.send({ type: 'move', seq: 3, move: card });
    await b.client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === 3);
    a.client.send({ type: 'undo', seq: 3 });
    const undone = await b.client.next<UndoneMessage>((m) => m.type === 'undone');
    expect({ seq: undone.seq, seat: undone.seat, moves: undone.moves }).toEqual({
      seq: 4,
      seat: 0,
      moves: 1,
    });
    expect(undone.view).toEqual(before.view);

    const records = await Promise.all([n1.api.record(id), n2.api.record(id)]);
    expect(records[0]).toEqual(records[1]);
    expect(records[1].undos).toEqual([{ at: 2, seat: 0, moves: [moveToText(card)] }]);
    expect(records[1].moves).toHaveLength(2);
    await Promise.all([a.client.close(), b.client.close()]);
  });
});
