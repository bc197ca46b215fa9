/**
 * Ratings in a cluster: two nodes on one PostgreSQL database and one Redis bus both
 * see each ranked game end (one stores the last move, the other hears it on the bus, and each
 * records the result): the ratings change exactly once per game, whichever node gets there first.
 */
import { describe, expect, it } from 'vitest';
import type { Profile } from '@tnt/protocol';
import { until, type Node } from './helpers/cluster.ts';
import { joinGame } from './helpers/client.ts';
import { playSeat } from './helpers/seat-player.ts';
import { useCluster } from './helpers/use-cluster.ts';

const cluster = useCluster('cluster-ratings');
const GAMES = 3;

describe('ranked games whose players sit on two nodes', () => {
  it('are rated once each, though both nodes record them', async () => {
    const nodes = await cluster.nodes(2);
    const [n1, n2] = nodes as [Node, Node];
    const ada = await n1.api.player('Ada');
    const ben = await n2.api.player('Ben');
    for (let game = 0; game < GAMES; game++) {
      const created = await n1.api.createGame(ada, {
        options: { players: 2 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        mode: 'live',
        turnSeconds: 300,
        ranked: true,
      });
      const id = created.game.id;
      await n2.api.join(ben, id);
      const a = await joinGame(n1.url, id, ada.secret, 0);
      const b = await joinGame(n2.url, id, ben.secret, 0);
      const plays = [playSeat(a.client, `ada ${game}`), playSeat(b.client, `ben ${game}`)];
      expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over']);
      await Promise.all([a.client.close(), b.client.close()]);
    }
    const profileOn = async (node: Node, id: string): Promise<Profile> =>
      (await node.api.request<Profile>('GET', `/api/players/${id}/profile`)).body;
    await until(
      'both players rated',
      async () => (await profileOn(n2, ada.player.id)).ratings[0]?.games === GAMES,
    );
    // Give a late second recording every chance to show itself, then look on both nodes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const node of [n1, n2]) {
      for (const who of [ada, ben]) {
        const p = await profileOn(node, who.player.id);
        expect(p.ratings).toHaveLength(1);
        expect(p.ratings[0]!.games).toBe(GAMES);
        expect(p.history).toHaveLength(GAMES);
        expect(p.played).toBe(GAMES);
      }
    }
    expect((await profileOn(n1, ada.player.id)).recent).toHaveLength(GAMES);
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
  });
});
