/**
 * What every node does when an identity changes: deleted, or recovered (a recovery link gave it a
 * new secret), its sockets close on every node (close 4004), since the secret they said hello
 * with signs nobody in any more and a socket must not act for an identity that is gone; deleted
 * or renamed, every table it sits at shows its name as the store now has it; its mutes changed,
 * every socket of it, in every game, gets them (`muted`). The node where the
 * change happened applies it at once and tells the others on the bus (`IDENTITY_CHANNEL`, which
 * every node listens to from its start).
 *
 * @example
 * const changes = new IdentityChanges({ bus, node, store, registry, sockets: () => hub, log });
 * await changes.listen();
 * await changes.tell('p1', 'deleted');
 */
import { CLOSE_CODES } from '@tnt/protocol';
import type { EventBus, IdentityChange } from '../bus/types.ts';
import { IDENTITY_CHANNEL } from '../bus/types.ts';
import type { Logger } from '../logger.ts';
import type { GameRegistry } from '../games/registry.ts';
import type { GameStore } from '../store/types.ts';
import type { SocketHub } from '../ws/route.ts';

export interface IdentityChangesDeps {
  readonly bus: EventBus;
  readonly node: string;
  readonly store: GameStore;
  readonly registry: GameRegistry;
  /** This node's sockets (registered after the accounts' routes, so asked for when needed). */
  readonly sockets: () => SocketHub | null;
  readonly log: Logger;
}

const REASONS: Record<Extract<IdentityChange, 'deleted' | 'recovered'>, string> = {
  deleted: 'this account was deleted',
  recovered: 'this account has a new sign-in link',
};

export class IdentityChanges {
  constructor(private readonly deps: IdentityChangesDeps) {}

  /** Starts hearing the other nodes' identity changes. */
  async listen(): Promise<void> {
    await this.deps.bus.subscribe(IDENTITY_CHANNEL, (event) => {
      if (event.type !== 'identity') return;
      this.apply(event.player, event.change).catch((error: unknown) => {
        this.deps.log.error({ err: error, player: event.player }, 'an identity change failed');
      });
    });
  }

  /** The identity changed here: applied on this node, then told to the others. */
  async tell(player: string, change: IdentityChange): Promise<void> {
    await this.apply(player, change);
    try {
      await this.deps.bus.publish({
        type: 'identity',
        game: IDENTITY_CHANNEL,
        node: this.deps.node,
        player,
        change,
      });
    } catch (error) {
      // The bus is down: the other nodes' sockets of the identity stay open until they close,
      // but can do nothing over HTTP, nor say hello again, with the old secret.
      this.deps.log.warn({ err: error, player }, 'telling the other nodes of an identity failed');
    }
  }

  private async apply(player: string, change: IdentityChange): Promise<void> {
    if (change === 'muted') {
      await this.deps.registry.mutesChanged(player);
      return;
    }
    if (change !== 'renamed') {
      this.deps.sockets()?.closeIdentity(player, CLOSE_CODES.signedOut, REASONS[change]);
    }
    if (change === 'recovered') return;
    const row = await this.deps.store.playerById(player);
    if (row !== null) await this.deps.registry.renamed(player, row.name);
  }
}
