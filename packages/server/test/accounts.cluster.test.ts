/**
 * An identity deleted on one node of a cluster (two nodes, one PostgreSQL, one Redis bus): its
 * socket on the other node is closed (4004), as on the node that deleted it, and the other node's
 * table shows the anonymous name; a rename on one node shows at the other's tables.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, DELETED_PLAYER_NAME, type GameMessage } from '@tnt/protocol';
import { joinGame } from './helpers/client.ts';
import type { Node } from './helpers/cluster.ts';
import { useCluster } from './helpers/use-cluster.ts';

const cluster = useCluster('cluster-accounts');

describe('an identity changed on one node of a cluster', () => {
  it('has its sockets on every node closed when deleted, and its name shown anew everywhere', async () => {
    const [n1, n2] = (await cluster.nodes(2)) as [Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    const created = await n1.api.createGame(ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'async',
    });
    const id = created.game.id;
    await n2.api.join(ben, id, 1);
    const a = await joinGame(n2.url, id, ada.secret);
    const b = await joinGame(n2.url, id, ben.secret);

    // Renamed on node one: Ben's table on node two shows the new name.
    const renamed = await n1.api.request('PUT', '/api/me/name', {
      secret: ada.secret,
      body: { name: 'Adelheid' },
    });
    expect(renamed.status).toBe(200);
    await b.client.next<GameMessage>(
      (m) => m.type === 'game' && m.game.seats[0]?.player?.name === 'Adelheid',
    );

    // Deleted on node one: her socket on node two closes, and Ben sees the anonymous name.
    expect((await n1.api.request('DELETE', '/api/me', { secret: ada.secret })).status).toBe(204);
    expect((await a.client.closed).code).toBe(CLOSE_CODES.signedOut);
    await b.client.next<GameMessage>(
      (m) => m.type === 'game' && m.game.seats[0]?.player?.name === DELETED_PLAYER_NAME,
    );
    await b.client.close();
  });
});
