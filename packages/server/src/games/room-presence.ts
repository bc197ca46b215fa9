/**
 * A room's presence (presence.ts) wired to the rest of the server: the running turn clock and
 * each absence are stored, so that a restart or a node taking the game over keeps them; other
 * nodes' reports are heard; and who is at the table is put in the form the sockets are sent.
 * What a stand-in does is the room's (`onStandIn`).
 *
 * @example
 * const presence = roomPresence(stored, ctx, (seat, reason) => room.standIn(seat, reason));
 * watchers.presence(seatsAtTable(seating, presence));
 */
import type { SeatPresence } from '@tnt/protocol';
import type { PresenceEvent } from '../bus/types.ts';
import type { StoredGame } from '../store/types.ts';
import type { ClusterLink } from './cluster-link.ts';
import type { RoomContext } from './context.ts';
import { presenceOf, type Presence, type StandInReason } from './presence.ts';
import type { Seating } from './seating.ts';

/**
 * The presence of a stored game's seats, idle until this node holds the game's claim
 * (`presence.act(true)`); the stored clock is honoured then.
 */
export function roomPresence(
  stored: StoredGame,
  ctx: RoomContext,
  onStandIn: (seat: number, reason: StandInReason) => void,
): Presence {
  const game = stored.game.id;
  const failed = (what: string) => (error: unknown) => {
    ctx.log.warn({ err: error, game }, `storing ${what} failed`);
  };
  const presence = presenceOf(
    stored.game,
    stored.seats.length,
    ctx.settings,
    {
      onStandIn,
      onClock: (clock) => {
        ctx.store.setTurnClock(game, clock).catch(failed('the turn clock'));
      },
      onAbsence: (seat, since) => {
        ctx.store.social.setAbsence(game, seat, since).catch(failed('an absence'));
      },
    },
    ctx.clock,
  );
  presence.act(false);
  presence.resumeClock(stored.game.turnClock);
  return presence;
}

/**
 * Another node's report: its sockets, and from the holder its stand-ins and clock. What changed:
 * `seats` (a seat's player came or left, as far as the cluster can tell), `holder` (the holder's
 * stand-ins and clock, shown by the nodes that do not hold the game), or nothing.
 */
export function hearReport(
  presence: Presence,
  link: ClusterLink,
  event: PresenceEvent,
): 'seats' | 'holder' | null {
  const seated = presence.report(event.node, event.sockets, event.at);
  if (event.standIns !== null) {
    presence.mirror(event.standIns, event.deadline);
    link.heardHolder(event.at);
  }
  if (seated) return 'seats';
  return event.standIns !== null && !link.isHolder ? 'holder' : null;
}

/** Who is at the table: each seat connected now, or since when not. */
export function seatsAtTable(seating: Seating, presence: Presence): SeatPresence[] {
  return seating.rows.map((row) => ({
    seat: row.seat,
    connected: presence.isConnected(row.seat),
    absentSince: presence.absentSince(row.seat),
  }));
}
