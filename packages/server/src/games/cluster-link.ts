/**
 * A game room's link to the other nodes of a cluster: whether this node holds the game's claim
 * (the holder plays the bots and runs the clocks), when the holder was last heard from, and what
 * goes on the bus: the moves stored here, changes to reload, and who sits at this node's sockets.
 * What the room does with what it hears stays in the room. On a single node the bus is local and
 * nothing is sent.
 *
 * @example
 * const link = new ClusterLink('g1', ctx);
 * if (link.hold(await link.claim())) room.startActing();
 * await link.moved(8, 1, 'draw supply', 'bot');
 */
import type { ChatLine, MoveActor } from '@tnt/protocol';
import type { BusEvent, PresenceEvent } from '../bus/types.ts';
import type { RoomContext } from './context.ts';
import { REPORT_TTL_MS, type Presence } from './presence.ts';

export class ClusterLink {
  /** This node holds the game's claim: it plays the bots and runs the clocks. */
  private holder = false;
  /** When the node holding the claim last reported (epoch ms), to know that someone acts. */
  private heardHolderAt = 0;

  constructor(
    private readonly gameId: string,
    private readonly ctx: RoomContext,
  ) {}

  get isHolder(): boolean {
    return this.holder;
  }

  /** Records whether this node holds the claim; true if that changed. */
  hold(holder: boolean): boolean {
    if (holder === this.holder) return false;
    this.holder = holder;
    return true;
  }

  /** Takes (or renews) the game's claim in the store: whether this node holds it now. */
  claim(): Promise<boolean> {
    return this.ctx.claims.claim(this.gameId);
  }

  /** The game needs someone to act and no node has been heard acting on it lately. */
  unattended(actsAlone: boolean): boolean {
    return !this.holder && actsAlone && this.ctx.clock.now() - this.heardHolderAt > REPORT_TTL_MS;
  }

  /** The holder reported (at `at`, epoch ms). */
  heardHolder(at: number): void {
    this.heardHolderAt = at;
  }

  /** Tells the other nodes who is at this node's sockets (and, from the holder, the stand-ins). */
  announce(presence: Presence): void {
    if (this.ctx.bus.kind === 'local') return;
    const acted = presence.acted;
    const event: PresenceEvent = {
      type: 'presence',
      game: this.gameId,
      node: this.ctx.claims.node,
      sockets: [...presence.localSockets],
      standIns: acted === null ? null : [...acted.standIns],
      deadline: acted?.deadline ?? null,
      at: this.ctx.clock.now(),
    };
    void this.publish(event);
  }

  /** A move stored by this node, for the nodes that hold the game's other sockets. */
  moved(seq: number, seat: number, move: string, by: MoveActor): Promise<void> {
    const node = this.ctx.claims.node;
    return this.publish({ type: 'moved', game: this.gameId, node, seq, seat, move, by });
  }

  /** A chat line stored by this node, for the nodes that hold the game's other sockets. */
  chat(line: ChatLine): Promise<void> {
    return this.publish({ type: 'chat', game: this.gameId, node: this.ctx.claims.node, line });
  }

  /** Something besides a move changed (a seat taken): the other nodes reload the game. */
  changed(): Promise<void> {
    return this.publish({ type: 'changed', game: this.gameId, node: this.ctx.claims.node });
  }

  /** Sends an event to the other nodes; a bus that is down is logged, not fatal (they catch up). */
  private async publish(event: BusEvent): Promise<void> {
    if (this.ctx.bus.kind === 'local') return;
    try {
      await this.ctx.bus.publish(event);
    } catch (error) {
      // The bus says once that it is down; the nodes reload their games when it is back.
      if (this.ctx.bus.up)
        this.ctx.log.warn({ err: error, game: this.gameId }, 'publishing failed');
    }
  }
}
